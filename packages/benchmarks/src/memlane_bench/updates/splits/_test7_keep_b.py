"""test7 must-not, part B: someone else's change (a relative's, or another speaker's own), plans
worded like done things, and the same value restated in other words (renewals, new cards)."""

from __future__ import annotations

from ._test7_build import C, F, O, case

H = "other_person"
P = "plan"
S = "restatement"

CASES = [
    # someone else's change
    case("energy", H, "Agnes", "Jean", "scot", [
        F(1), C("We're wi' SSE fer the power, aye, always have been."),
        F(3, 40),
        O("Oor Lorraine's switched tae Octopus an' she's ravin' aboot it. She's on at me tae dae the same.", 3),
        F(1, 1)],
        "Who's Agnes with for her electricity?"),
    case("broadband", H, "Hakim", "Yousef", "plain", [
        C("We've got Virgin Media fibre at home, it's quick enough."),
        F(3, 30),
        O("I've just moved from Virgin to Community Fibre, half the price and no more dropouts.", 2, "f"),
        F(1, 1)],
        "Who provides Hakim's broadband?"),
    case("dentist", H, "Megan", "Tasha", "parent", [
        F(2), C("I'm at Dr Shah's dental in Kings Heath"),
        F(3, 40),
        O("moved the kids to the NHS dentist on Alcester Rd bc Shah's stopped taking kids on NHS", 2),
        F(1, 1)],
        "Who is Megan's dentist?"),
    case("subscription", H, "Clarence", "Violet", "formal", [
        C("I take the Daily Telegraph each morning, delivered to the door."),
        F(4, 50),
        O("My son has given up his Telegraph and now reads the i newspaper on his telephone. I cannot see the "
          "appeal.", 3),
        F(1, 1)],
        "Which newspaper does Clarence take?"),
    case("hairdresser", H, "Chantelle", "Bianca", "sa", [
        F(1), C("Candice at the Sorbet in Menlyn does my hair, she's the only one I trust with my curls."),
        F(3, 40),
        O("Sorry Candice, but I moved from Sorbet to the Lulu salon in Brooklyn, it's closer to work.", 2, "f"),
        F(1, 1)],
        "Who does Chantelle's hair?"),
    case("car", H, "Seamus", "Brendan", "irish", [
        C("I've the 08 Avensis still, it'll see me out."),
        F(4, 50),
        O("Herself went and traded in her Yaris for an electric Kona, she'll be insufferable now.", 3),
        F(1, 1)],
        "What does Seamus drive?"),
    case("mobile", H, "Arvind", "Prakash", "indian", [
        F(2), C("I am using Airtel postpaid for my number."),
        F(3, 40),
        O("My son just ported his number to Jio, he says data is much cheaper there.", 3),
        F(1, 1)],
        "Which mobile operator is Arvind with?"),
    case("employer", H, "Barrington", "Pauline", "carib", [
        C("Mi work a di Port, Kingston Wharves, twenty year now."),
        F(4, 60),
        O("Mi bwoy lef di Port an gone work a Grace Kennedy, him say di office nicer.", 3),
        F(1, 1)],
        "Where does Barrington work?"),
    case("home", H, "Eugene", "Mavis", "southern", [
        F(1), C("We're out on the farm in Bibb County, about twelve miles from Macon."),
        F(3, 50),
        O("Mama and Daddy finally sold their place and moved into the assisted living in Macon.", 3),
        F(1, 1)],
        "Where does Eugene live?"),
    case("vet", H, "Darren", "Kelly", "voice", [
        C("the cats are at the Pets at Home vets in Telford"),
        F(4, 40),
        O("my mum's moved her dog over to the independent vet in Wellington she says theyre loads nicer", 2),
        F(1, 1)],
        "which vet are Darren's cats registered with"),
    case("pet", H, "Cooper", "Ashleigh", "aus", [
        F(2), C("I've got a kelpie called Banjo, best mate I've got."),
        F(3, 40),
        O("Picked up a border collie pup on the weekend, called her Pip. Banjo's got a girlfriend ha.", 2, "f"),
        F(1, 1)],
        "What dog has Cooper got?"),
    case("volunteering", H, "Graham", "Sue", "plain", [
        C("I volunteer at the food bank on Thursday evenings, sorting and packing."),
        F(4, 50),
        O("My wife's packed in the food bank and gone over to the Samaritans. She found the food bank too much "
          "like a warehouse.", 3),
        F(1, 1)],
        "Where does Graham volunteer?"),
    # plans
    case("insurer", P, "Cathal", "Fionnuala", "irish", [
        F(1), C("The house is insured with FBD."),
        F(3, 40),
        O("I'm going to move the house to Allianz when it comes up for renewal, FBD are taking the piss.", 3),
        F(1, 1)],
        "Who insures Cathal's house"),
    case("energy", P, "Leon", "Jade", "voice", [
        C("we're with British Gas for both"),
        F(4, 40),
        O("im switching to octopus next month theyve sent the welcome pack already", 2),
        F(1, 1)],
        "who's Leon's energy supplier"),
    case("allotment", P, "Claire", "Vicky", "parent", [
        F(2), C("we've got half a plot at Moor Lane allotments, mostly strawberries the kids eat before we get home"),
        F(3, 50),
        O("put our names down for a full plot at Brookside, waiting list is 2 yrs tho 🙃", 3),
        F(1, 1)],
        "Where is Claire's allotment?"),
    case("broadband", P, "Ruan", "Elmarie", "sa", [
        C("We're on Vumatel fibre at the house."),
        F(4, 50),
        O("Openserve is digging up our street for their fibre, I'll probably move over once it's live.", 3),
        F(1, 1)],
        "What fibre is Ruan on at home?"),
    case("childcare", P, "Eilidh", "Morven", "scot", [
        F(1), C("Wee Ruby's at Busy Bees nursery in the mornings."),
        F(3, 40),
        O("Got Ruby a place at the Gaelic nursery fae August! Cannae wait.", 3),
        F(1, 1)],
        "Which nursery does Eilidh's daughter go to?"),
    case("union", P, "Bernard", "Muriel", "formal", [
        C("I have been a member of the NASUWT throughout my teaching career."),
        F(4, 60),
        O("I am minded to transfer my membership to the NEU in the new year, as the local branch is rather more "
          "active.", 3),
        F(1, 1)],
        "Which union does Bernard belong to?"),
    case("sports_club", P, "Dwight", "Andrea", "carib", [
        F(2), C("Mi play cricket fi Kensington Cricket Club, opening bat."),
        F(3, 50),
        O("Melbourne Cricket Club waan mi fi next season, an mi a consider it serious.", 3),
        F(1, 1)],
        "Which cricket club does Dwight play for?"),
    case("vet", P, "Tom", "Kate", "plain", [
        C("Luna's vet is Westside Veterinary Clinic."),
        F(4, 40),
        O("Booked Luna in for a 'meet the vet' at the new Companion Care next Tuesday, thinking of moving her "
          "over.", 3),
        F(1, 1)],
        "Which vet does Tom take Luna to"),
    case("gp", P, "Ada Mae", "Lucille", "southern", [
        F(1), C("Dr Hargrove at the family practice is my doctor."),
        F(3, 60),
        O("My granddaughter keeps after me to see the new doctor at the Baptist clinic, says Hargrove's old "
          "fashioned. I told her I'd think on it.", 3),
        F(1, 1)],
        "Who is Ada Mae's doctor?"),
    case("bank", P, "Bailey", "Lachlan", "aus", [
        C("I bank with CommBank, always have."),
        F(4, 40),
        O("Reckon I'll shift everything across to ING once the home loan's sorted, better rates.", 3),
        F(1, 1)],
        "Who does Bailey bank with?"),
    case("employer", P, "Nikhil", "Aditya", "indian", [
        F(2), C("I'm working at Infosys, Mysore campus."),
        F(3, 40),
        O("Got the offer letter from Accenture today! Joining date is 1st of next month.", 3),
        F(1, 1)],
        "Where is Nikhil working?"),
    case("home", P, "Zara", "Mo", "plain", [
        C("I rent a room in Hackney Wick, tiny but the canal's right there."),
        F(4, 50),
        O("Put a deposit down on a flat in Walthamstow, moving in on the 20th if the references go through.", 3),
        F(1, 1)],
        "Where does Zara live?"),
    # restatements
    case("insurer", S, "Royce", "Faye", "southern", [
        F(1), C("Farm Bureau covers the house and both trucks."),
        F(3, 60),
        O("Renewed with Farm Bureau again, signed the papers Tuesday, same fella Mr Tillman handled it.", 3),
        F(1, 1)],
        "Who insures Royce's house?"),
    case("energy", S, "Lucy", "Ben", "plain", [
        C("We're with E.ON for gas and electric."),
        F(4, 40),
        O("E.ON have put us onto their Next Flex tariff from April, new direct debit amount and everything.", 3),
        F(1, 1)],
        "Who supplies Lucy's gas and electricity?"),
    case("mobile", S, "Jordan", "Mia", "voice", [
        F(2), C("my number's 07700 900112"),
        F(3, 30),
        O("got a new phone today the iphone 15 same number though so no need to change anything", 2),
        F(1, 1)],
        "what's Jordan's number"),
    case("supermarket", S, "Sorcha", "Eimear", "irish", [
        C("I've a SuperValu Real Rewards card, it's on my keys."),
        F(4, 40),
        O("Lost me SuperValu card so they gave me a new one at the till, had to register it all over again, same "
          "points though thank God.", 3),
        F(1, 1)],
        "Which loyalty card does Sorcha use?"),
    case("landlord", S, "Ramesh", "Gopal", "indian", [
        F(1), C("Our house owner is Mr Iyer, he stays upstairs."),
        F(3, 60),
        O("Iyer uncle gave the new rental agreement today, eleven months again, rent increased by five percent.", 3),
        F(1, 1)],
        "Who is Ramesh's landlord?"),
    case("email", S, "Beatrice", "Clement", "formal", [
        C("My email is beatrice.hale@btinternet.com."),
        F(4, 40),
        O("I have had to change my password for beatrice.hale@btinternet.com after a suspicious message arrived. "
          "Everything else is as before.", 3),
        F(1, 1)],
        "What is Beatrice's email address?"),
    case("union", S, "Darcy", "Brett", "aus", [
        F(2), C("I'm with the AMWU through work."),
        F(3, 50),
        O("Paid the AMWU fees for another year, still reckon they're worth every cent.", 3),
        F(1, 1)],
        "Which union is Darcy in?"),
    case("childcare", S, "Lindiwe", "Palesa", "sa", [
        C("Our son goes to Little Sunflowers creche in Randburg."),
        F(4, 50),
        O("Little Sunflowers moved into a new building down the road in Ferndale, much bigger, Sizwe loves it.", 3),
        F(1, 1)],
        "Which creche does Lindiwe's son attend?"),
    case("school", S, "Marva", "Cynthia", "carib", [
        F(1), C("Jaden attend Calabar High School, him in fourth form."),
        F(3, 60),
        O("Jaden move up to fifth form at Calabar, him a sit CSEC now.", 3),
        F(1, 1)],
        "Which school does Marva's son go to?"),
    case("diet", S, "Angus", "Gregor", "scot", [
        C("I'm vegan, five year noo."),
        F(4, 50),
        O("Aye, still no touchin' meat or dairy, even at the Burns supper. The veggie haggis wis decent but.", 3),
        F(1, 1)],
        "Is Angus vegan?"),
    case("bank", S, "Joel", "Ayo", "voice", [
        F(2), C("i bank with monzo"),
        F(3, 40),
        O("monzo sent me a new card because the old one expired so thats the one in my wallet now", 3),
        F(1, 1)],
        "who does Joel bank with"),
    case("worship", S, "Naomi", "Rebecca", "parent", [
        C("we go to Hope Church on Sunday mornings, the kids love the creche"),
        F(4, 50),
        O("Hope Church have moved the Sunday service to the school hall on Grange Rd while the roof's done, "
          "still there every week", 3),
        F(1, 1)],
        "Which church does Naomi go to"),
]
