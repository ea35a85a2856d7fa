"""test7 corrections (the speaker fixes their own slip) and retractions (a state simply ends)."""

from __future__ import annotations

from ._test7_build import C, F, O, case

K = "correction"
X = "retraction"
M = 0.01  # minutes apart

CASES = [
    # corrections
    case("insurer", K, "Rachel", "Owen", "plain", [
        F(2), O("Home insurance is with Aviva, renews in October."),
        F(2, M),
        C("Ignore me about Aviva, just dug out the paperwork and it's LV= for the house. Aviva's the car.", M),
        F(1, M)],
        "Who is Rachel's home insurance with?"),
    case("broadband", K, "Hamish", "Alasdair", "scot", [
        O("Broadband's wi' Virgin, same as everybody on the street."),
        F(3, M),
        C("Naw, I'm talkin' mince. It's Sky we've got, the Virgin box is just sat in the cupboard fae the last "
          "folk.", M),
        F(1, M)],
        "Hamish's broadband company"),
    case("dentist", K, "Priyanka", "Meera", "indian", [
        F(1), O("My dentist is Dr Kulkarni in Aundh."),
        F(2, M),
        C("Arre sorry, I mixed up. Dr Kulkarni is my mother's dentist. Mine is Dr Fernandes at Smile Studio in "
          "Baner.", M),
        F(2, M)],
        "Who is Priyanka's dentist?"),
    case("sports_club", K, "Mitch", "Brodie", "aus", [
        O("I'm with the Coogee Dolphins for touch footy this season."),
        F(2, M),
        C("Wait nah, the Dolphins is surf club. Touch is with the Randwick Rebels, brain fade sorry.", M),
        F(1, M)],
        "Which club does Mitch play touch footy with?"),
    case("hairdresser", K, "Beverley", "Claudette", "carib", [
        F(1), O("Mi get mi hair dun by Sonia up a Tottenham."),
        F(3, M),
        C("Hold on, mi lie. Sonia move gone Birmingham from last year. A Paulette inna Wood Green a do it fi mi.", M),
        F(1, M)],
        "Who does Beverley's hair?"),
    case("mobile", K, "Geoffrey", "Audrey", "formal", [
        O("My mobile telephone number is 07700 900461."),
        F(2, M),
        C("I do apologise, I gave you the wrong number just now. That one was my late wife's. Mine is "
          "07700 900873.", M),
        F(1, M)],
        "What's Geoffrey's mobile number"),
    case("car", K, "Wade", "Lurleen", "southern", [
        F(2), O("I drive a 2014 Silverado, blue."),
        F(2, M),
        C("Shoot, I said Silverado. It's a Sierra. Same truck more or less but with the GMC badge, don't tell my "
          "brother-in-law.", M),
        F(1, M)],
        "What truck does Wade drive?"),
    case("home", K, "Kwame", "Ama", "voice", [
        O("we live in Peckham near the Rye"),
        F(3, M),
        C("sorry that's wrong i meant Camberwell we left Peckham ages ago my head is still on the old address", M),
        F(1, M)],
        "whereabouts does Kwame live"),
    case("email", K, "Harriet", "Jonah", "plain", [
        F(1), O("You can reach me on harriet.quill@outlook.com"),
        F(2, M),
        C("Typo above, sorry!! It's harriet.quill@outlook.co.uk, not .com, the .com one bounced for my sister", M),
        F(1, M)],
        "What's Harriet's email?", "What email address did Harriet give first?"),
    case("subscription", K, "Declan", "Niamh", "irish", [
        O("We've the Now TV sports pass for the rugby."),
        F(2, M),
        C("Ah no, I'm thinking of last year. It's Premier Sports we have this season, the Now TV thing is long "
          "gone.", M),
        F(2, M)],
        "What sports subscription has Declan got?"),
    case("union", K, "Sipho", "Bongani", "sa", [
        F(2), O("I'm a NUMSA member from the plant."),
        F(2, M),
        C("Let me correct myself. I was NUMSA at Ford, but when I moved to Mercedes I joined Solidarity. Sorry "
          "for the confusion.", M),
        F(1, M)],
        "Which union is Sipho a member of?"),
    case("gp", K, "Laura", "Kirsty", "parent", [
        O("kids are registered at Riverside surgery"),
        F(2, M),
        C("*Riverbank not Riverside lol autocorrect. Riverside is the vets", M),
        F(1, M)],
        "which surgery are Laura's kids registered with"),
    # retractions
    case("union", X, "Colin", "Mark", "plain", [
        F(1), O("I've been in Unite since my apprenticeship."),
        F(4, 50),
        C("Cancelled my Unite direct debit last week. Twenty-two years. Couldn't stomach the leadership any "
          "longer.", 3),
        F(1, 1)],
        "Is Colin in a union?", "Which union was Colin in?"),
    case("worship", X, "Bridget", "Maura", "irish", [
        O("I go to ten o'clock Mass at St Brigid's every Sunday."),
        F(4, 60),
        C("I haven't darkened the door of St Brigid's since Easter, to be honest, and I don't think I'll be "
          "going back.", 3),
        F(1, 1)],
        "Does Bridget go to Mass on Sundays?"),
    case("allotment", X, "Isla", "Kirsteen", "scot", [
        F(2), O("Got plot 14 at the Inverleith allotments, tatties and leeks mostly."),
        F(3, 90),
        C("Handed the key for the plot back tae the committee. My back's no up tae it ony mair.", 2),
        F(1, 1)],
        "Has Isla got an allotment", "Which allotment plot did Isla have?"),
    case("car", X, "Dwayne", "Marcus", "voice", [
        O("yeah i got the golf it's a 2011 but it runs"),
        F(4, 40),
        C("scrap man came for the golf this morning so its the bus for me from here on", 2),
        F(1, 1)],
        "does Dwayne have a car"),
    case("subscription", X, "Hayley", "Leanne", "parent", [
        F(1), O("we've got Disney+ for the kids, they'd riot without it"),
        F(3, 45),
        C("cancelled disney+ to save a few quid, told the kids it's broken 🙈", 2),
        F(2, 1)],
        "Is Hayley still paying for Disney+?"),
    case("diet", X, "Anjali", "Kavya", "indian", [
        O("I am strictly vegetarian, no egg also."),
        F(4, 70),
        C("Don't tell my mother but in Bangalore I've started eating chicken and fish. Veg-only days are over "
          "for me.", 3),
        F(1, 1)],
        "Is Anjali vegetarian?", "What did Anjali eat before?"),
    case("volunteering", X, "Maybelle", "Junie", "southern", [
        F(2), O("I drive for Meals on Wheels Tuesdays and Thursdays."),
        F(3, 60),
        C("Had to tell the Meals on Wheels lady I'm done, doctor says no more driving with these cataracts.", 2),
        F(1, 1)],
        "Does Maybelle still deliver for Meals on Wheels?"),
    case("music_group", X, "Edwin", "Winifred", "formal", [
        O("I sing bass in the Harrogate Choral Society."),
        F(3, 80),
        C("I regret to say I have withdrawn from the Choral Society. My voice is not what it was and I would not "
          "wish to let the basses down.", 4),
        F(1, 1)],
        "Does Edwin sing in a choir?", "Which choir did Edwin sing in?"),
    case("pet", X, "Jarrah", "Kerryn", "aus", [
        F(1), O("Got a blue heeler called Ned, mad as a cut snake."),
        F(4, 50),
        C("Ned's gone to live on my cousin's property out past Dubbo. Needed room to run, poor bugger was going "
          "stir crazy in the unit.", 2),
        F(1, 1)],
        "Has Jarrah got a dog?"),
    case("partner", X, "Shanice", "Keisha", "carib", [
        O("Me an Andre together three years now."),
        F(4, 60),
        C("Andre an me done. Fi real dis time. Him pack him tings Saturday.", 2),
        F(2, 1)],
        "Is Shanice seeing anybody", "Who was Shanice with?"),
    case("supermarket", X, "Ruth", "Gillian", "plain", [
        F(2), O("I've got a Boots Advantage card, I use it for everything in there."),
        F(3, 40),
        C("Cut my Boots card up. They changed the points again and it's just not worth the bother.", 3),
        F(1, 1)],
        "Does Ruth have a Boots card?"),
    case("childcare", X, "Sophie", "Chloe", "parent", [
        O("Mrs Patel picks Leo up from school 3 days a week"),
        F(4, 55),
        C("don't need Mrs Patel anymore since I went part time, I'm at the gate myself every day now", 2),
        F(1, 1)],
        "Who picks up Sophie's son after school?", "Who used to collect Leo from school?"),
]
