"""test7 must-not, part A: additions worded like changes, and time-bounded episodes worded like
moves (``current`` is the standing statement, ``other`` the later one that must not demote it)."""

from __future__ import annotations

from ._test7_build import C, F, O, case

D = "addition"
E = "time_bounded"

CASES = [
    # additions
    case("allotment", D, "Ruaridh", "Catriona", "scot", [
        F(1), C("My plot's at the Warriston allotments, been there six year."),
        F(4, 40),
        O("Took on anither plot ower at Saughton an' a', my brother-in-law's. He cannae manage it wi' his knee.", 3),
        F(1, 1)],
        "Where are Ruaridh's allotment plots?"),
    case("email", D, "Beth", "Arjun", "plain", [
        C("My email's beth.ansell@gmail.com if you want to send the photos."),
        F(3, 30),
        O("New email for the Etsy shop: hello@bethmakesthings.co.uk, use that one for anything to do with "
          "orders.", 2),
        F(2, 1)],
        "What email addresses does Beth use?"),
    case("subscription", D, "Kerry", "Jodie", "parent", [
        F(2), C("we have netflix, the kids basically live on it"),
        F(3, 35),
        O("switched on amazon prime for the xmas deliveries lol, free trial then we'll see", 2),
        F(1, 1)],
        "What streaming does Kerry pay for?"),
    case("volunteering", D, "Margaret", "Doreen", "formal", [
        C("I give my Wednesday mornings to the Oxfam shop on the High Street."),
        F(4, 50),
        O("I have taken up a new post, Friday mornings on the reception desk at St Catherine's Hospice.", 4),
        F(1, 1)],
        "Where does Margaret volunteer?"),
    case("sports_club", D, "Kayden", "Riley", "aus", [
        F(1), C("Play cricket for Mosman on the weekends, third grade."),
        F(3, 45),
        O("Signed up with a futsal comp on the Northern Beaches, Monday nights, reckon it'll keep me fit.", 2),
        F(1, 1)],
        "What sport does Kayden play, and for who?"),
    case("bank", D, "Rakesh", "Deepa", "indian", [
        C("My savings and all are with ICICI."),
        F(4, 40),
        O("Today I opened one new account with Kotak 811, just zero balance one for UPI payments.", 3),
        F(1, 1)],
        "Which banks is Rakesh with?"),
    case("car", D, "Jolene", "Cheryl", "southern", [
        F(2), C("I drive a red Camry to work every day, forty minutes each way."),
        F(3, 60),
        O("Well Hoyt and me went and bought us a Ford F-150 this weekend. He's been wanting one since Moses was "
          "a boy.", 2),
        F(1, 1)],
        "What vehicles does Jolene have?"),
    case("pet", D, "Yvonne", "Norma", "carib", [
        C("Mi have a likkle dog name Brownie, him a mi company."),
        F(4, 30),
        O("Somebody lef a kitten by mi gate an mi keep it. Mi call her Sugar.", 3),
        F(1, 1)],
        "What animals does Yvonne have?"),
    case("worship", D, "Zaheer", "Imraan", "sa", [
        F(1), C("We pray Jumu'ah at the Claremont Main Road mosque, the whole family."),
        F(3, 40),
        O("Since starting at the new job I go to the Waterfront musallah for Zuhr on weekdays.", 3),
        F(1, 1)],
        "Where does Zaheer go to pray?"),
    case("supermarket", D, "Kieran", "Leah", "voice", [
        C("i use my tesco clubcard for everything honestly"),
        F(4, 40),
        O("signed up for the nectar app today when i was in sainsburys there was a deal on the coffee", 2),
        F(1, 1)],
        "what loyalty cards does Kieran have"),
    case("music_group", D, "Caoimhe", "Grainne", "irish", [
        F(2), C("I play fiddle with the Comhaltas branch in Ennis, Tuesday nights."),
        F(3, 50),
        O("I've joined a trad band called The Blackthorn Reel, we're gigging in Doolin at the weekends.", 3),
        F(1, 1)],
        "Which groups does Caoimhe play music with?"),
    case("employer", D, "Lisa", "Dawn", "parent", [
        C("I work in the pharmacy at Morrisons, school hours"),
        F(4, 50),
        O("started at the garden centre on saturdays for extra christmas money, feet are killing me", 3),
        F(1, 1)],
        "Where does Lisa work?"),
    # time-bounded episodes
    case("home", E, "Mairead", "Sinead", "irish", [
        F(1), C("I'm living in Galway, out in Salthill, five minutes from the prom."),
        F(4, 60),
        O("I'm above in Dublin with my sister for the month while she gets over the operation, so send anything "
          "to her place till then.", 3),
        F(1, 1)],
        "Where does Mairead live?"),
    case("broadband", E, "Steph", "Nikki", "parent", [
        C("we're on BT broadband, it's fine mostly"),
        F(3, 40),
        O("BT down AGAIN so we're all tethered to my phone hotspot til the engineer comes thursday 🙄", 2),
        F(1, 1)],
        "Who's Steph's home broadband with?"),
    case("car", E, "Dougie", "Kenny", "scot", [
        F(2), C("Drive a Skoda Octavia, the estate, great for the dugs."),
        F(3, 50),
        O("Skoda's in the body shop efter some numpty reversed intae it, so I'm in a wee courtesy Corsa for a "
          "fortnight.", 2),
        F(1, 1)],
        "What car does Dougie drive"),
    case("worship", E, "Harpreet", "Manjit", "indian", [
        C("We go to the Gurdwara Sri Guru Singh Sabha in Southall, every Sunday."),
        F(4, 45),
        O("This whole week we are doing seva at the Gravesend gurdwara for the Vaisakhi preparations.", 3),
        F(1, 1)],
        "Which gurdwara does Harpreet go to?"),
    case("dentist", E, "Rhonda", "Beulah", "southern", [
        F(1), C("Dr Pruitt has been my dentist since I was a girl in pigtails."),
        F(3, 60),
        O("Cracked a molar on a pecan while we were down at the coast, some fella named Dr Vance in Gulf Shores "
          "patched me up.", 3),
        F(1, 1)],
        "Who is Rhonda's dentist?"),
    case("employer", E, "Johan", "Marthinus", "sa", [
        C("I'm a site engineer for Murray & Roberts."),
        F(4, 50),
        O("They've seconded me to the Medupi project in Lephalale until March, so I'm basically living in a "
          "mining town now.", 3),
        F(1, 1)],
        "Who employs Johan?"),
    case("childcare", E, "Amy", "Jen", "plain", [
        F(2), C("Our childminder is Carol, she has Finn three days a week."),
        F(3, 40),
        O("Carol's off to Tenerife so my mum is having Finn for the next two weeks. Pray for her.", 2),
        F(1, 1)],
        "Who is Amy's childminder?"),
    case("gp", E, "Stuart", "Paula", "voice", [
        C("im registered with the Parkview medical centre"),
        F(4, 50),
        O("saw a gp at the walk in centre by the station today because parkview couldnt fit me in for a fortnight",
          2),
        F(1, 1)],
        "which gp practice is Stuart registered at"),
    case("vet", E, "Tegan", "Jye", "aus", [
        F(1), C("Our vet's Dr Kim at Bondi Junction Vet Hospital, she's a legend."),
        F(3, 40),
        O("Had to take Rocco to the emergency animal hospital in Artarmon at 2am. $900 later and he's fine.", 2),
        F(1, 1)],
        "Who's Tegan's vet?"),
    case("hairdresser", E, "Patrice", "Simone", "carib", [
        C("Mi regular hairdresser a Miss Joy pon Constant Spring Road."),
        F(4, 50),
        O("Miss Joy gone a foreign fi two weeks so mi mek Tanya inna Portmore braid it dis time.", 3),
        F(1, 1)],
        "Who usually does Patrice's hair?"),
    case("supermarket", E, "Harold", "Irene", "formal", [
        F(2), C("We do our weekly shop at the Waitrose in Marlow."),
        F(3, 40),
        O("While the Waitrose car park is being resurfaced, we are making do with the Tesco at Handy Cross.", 3),
        F(1, 1)],
        "Where does Harold do the weekly shop?"),
    case("diet", E, "Hannah", "Lauren", "parent", [
        C("I'm pescatarian, have been since uni"),
        F(4, 50),
        O("doing veganuary this month so no fish for 31 days 😩", 3),
        F(1, 1)],
        "What does Hannah eat"),
]
