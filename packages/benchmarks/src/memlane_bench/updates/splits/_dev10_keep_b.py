"""dev10 must-not cases, part B: someone else's state, plans not yet done, restatements."""

from __future__ import annotations

from ._dev10_build import case

OP = "other_person"
PLAN = "plan"
RS = "restatement"

CASES = [
    # --- other person: the same relation, but about someone else ---
    case("op-friend-pilot", "job", OP, "Amaru", [
        ("Amaru", 3, "A", "I teach maths at Colegio Rímac Alto in Lima, mostly the fifteen-year-olds."),
        ("Killa", 3, "", "Respect, I couldn't handle a room of teenagers."),
        ("Killa", 18, "", "Are you watching the final tonight?"),
        ("Amaru", 18, "", "Obviously, at my cousin's."),
        ("Killa", 30, "", "Rain in Lima? Never."),
        ("Amaru", 50, "B", "My best friend Illari just landed a job as a pilot with Condorair, flying Lima to Cusco. Meanwhile I've got a pile of algebra tests to mark."),
    ], "What does Amaru do for work?"),
    case("op-brother-munich", "residence", OP, "Henrike", [
        ("Henrike", 2, "A", "I live in Hamburg, Altona, come stay whenever"),
        ("Anselm", 2, "", "Henrike's flat has the best balcony in Hamburg, fact"),
        ("Greta", 3, "", "can confirm"),
        ("Greta", 20, "", "Anselm you still owe me that board game"),
        ("Anselm", 20, "", "it's in the post, promise"),
        ("Henrike", 45, "B", "family news: my brother Lorenz just moved to Munich, new flat in Schwabing. so now I've got somewhere to crash in Bavaria too"),
    ], "Where does Henrike live?", style="text"),
    case("op-sister-engaged", "partner", OP, "Leilani", [
        ("Leilani", 3, "A", "I'm married to Keoni, eleven years this October, he still makes me laugh every day."),
        ("Pua", 3, "", "You two are goals."),
        ("Pua", 15, "", "Are you going to Tūtū's birthday lūʻau?"),
        ("Leilani", 15, "", "Of course, I'm on dessert duty."),
        ("Pua", 30, "", "My brother finally proposed to his girlfriend!"),
        ("Leilani", 48, "B", "My sister just got engaged to Makoa! He proposed at Hanauma Bay at sunrise, I'm crying."),
    ], "Who is Leilani's husband?"),
    case("op-sons-dentist", "dentist", OP, "Bogdan", [
        ("Bogdan", 4, "A", "My dentist is Dr Varga at Pearlgate Dental. Can you remind me my check-up is on the 20th?"),
        ("Sable", 4, "", "Reminder set: check-up with Dr Varga at Pearlgate Dental on the 20th."),
        ("Bogdan", 14, "", "what time does the hardware shop shut on sundays"),
        ("Sable", 14, "", "Most close around 4pm on Sundays; check the shop's listing to be sure."),
        ("Bogdan", 30, "", "find me a kids' birthday cake recipe"),
        ("Sable", 30, "", "Here's a simple chocolate traybake that serves twelve."),
        ("Sable", 55, "", "Would you like me to book your next dentist appointment?"),
        ("Bogdan", 55, "B", "yes but for my son Luka. book him at Little Molars with Dr Reyes, that's his dentist, it's a kids' place."),
    ], "Who is Bogdan's dentist?", bot="Sable"),
    case("op-wife-fitsista", "gym", OP, "Chinonso", [
        ("Chinonso", 3, "A", "I train at Ironclad Gym in Ikeja, every morning before work, no dulling."),
        ("Adanna", 3, "", "Chinonso and gym, e no dey miss."),
        ("Adanna", 17, "", "Abeg who get spare generator fuel?"),
        ("Chinonso", 17, "", "I dey try find my own too."),
        ("Adanna", 30, "", "Jollof at my place on Saturday, bring drinks."),
        ("Chinonso", 52, "B", "My wife don register for FitSista, that ladies' gym for Allen Avenue. She say she no wan follow me go Ironclad again, e too rough."),
    ], "Which gym does Chinonso go to?"),
    case("op-mum-switched-bank", "bank", OP, "Destiny", [
        ("Destiny", 4, "A", "my account's with Vireo, the teen one w the purple card, it's so cute"),
        ("Brianna", 4, "", "omg i want the purple card"),
        ("Brianna", 18, "", "u going to jess's party saturday"),
        ("Destiny", 18, "", "ofc"),
        ("Brianna", 32, "", "my mum's making me get a savings account smh"),
        ("Destiny", 46, "B", "my mum just switched her bank to Harbourline, she won't stop talking about the cashback lol"),
    ], "Which bank is Destiny with?", style="text"),
    case("op-dads-pelican", "car", OP, "Shannon", [
        ("Shannon", 3, "A", "I drive a silver Marrow wagon, perfect for the dog and the camping gear."),
        ("Brody", 3, "", "Good old Marrow, they go forever."),
        ("Brody", 15, "", "Heading to the coast for the long weekend?"),
        ("Shannon", 15, "", "Yeah nah, working unfortunately."),
        ("Brody", 30, "", "Stinker of a day, thirty-nine in the shade."),
        ("Shannon", 51, "B", "Dad's finally traded in his old ute for a brand-new Pelican SUV, he's driving it round like he's the King of Queensland."),
    ], "What does Shannon drive?"),
    # --- plans: might, thinking of, interviewing, applied ---
    case("pl-maybe-budapest", "residence", PLAN, "Zoltán", [
        ("Zoltán", 2, "A", "I live in Debrecen, born and raised, five minutes from the Great Church."),
        ("Réka", 2, "", "Debrecen in summer is so hot though!"),
        ("Réka", 16, "", "Did you try the new lángos place?"),
        ("Zoltán", 16, "", "Yes, dangerous for my waistline."),
        ("Réka", 30, "", "My brother got a flat in Budapest, finally."),
        ("Zoltán", 50, "B", "I might move to Budapest next year if the job at the ministry comes through. Nothing signed yet, we'll see."),
    ], "Where does Zoltán live?"),
    case("pl-medtech-interview", "job", PLAN, "Afua", [
        ("Afua", 3, "A", "I'm a nurse at Ridgeway Clinic in Accra, on the children's ward."),
        ("Kwame", 3, "", "The kids are lucky to have you."),
        ("Kwame", 14, "", "Chale, the traffic at Circle today!"),
        ("Afua", 14, "", "I avoid it at all costs."),
        ("Kwame", 28, "", "Waakye on Friday?"),
        ("Afua", 45, "B", "Got an interview next week with a medtech start-up, clinical adviser role. Fingers crossed, I haven't told the ward yet."),
    ], "What does Afua do for work?"),
    case("pl-sim-only-thinking", "phone_plan", PLAN, "Mirela", [
        ("Mirela", 4, "A", "I'm with Kestra Mobile, pay-monthly, contract till October."),
        ("Dragan", 4, "", "Kestra's signal at my place is rubbish."),
        ("Dragan", 17, "", "Coming to the barbecue on Saturday?"),
        ("Mirela", 17, "", "Yes, I'll bring the ajvar."),
        ("Dragan", 33, "", "I switched to Fjordtel last month, half the price."),
        ("Mirela", 50, "B", "Thinking of going SIM-only with Fjordtel when the Kestra contract ends in October, Dragan's deal sounds good."),
    ], "Which mobile network is Mirela on?"),
    case("pl-applied-northgate", "education", PLAN, "Nkechi", [
        ("Nkechi", 3, "A", "i'm at Beaconsfield College doing a-levels, chem bio maths, send prayers"),
        ("Tolu", 3, "", "chem AND maths, ur brave"),
        ("Tolu", 15, "", "did u watch the new episode"),
        ("Nkechi", 15, "", "yes and i'm not ok"),
        ("Tolu", 30, "", "my sister just started at Northgate uni, she loves it"),
        ("Nkechi", 45, "B", "applied to Northgate for medicine next year!! if i get the grades i'm going, manifesting"),
    ], "Where does Nkechi study now?", style="text"),
    case("pl-vegan-maybe", "diet", PLAN, "Estelle", [
        ("Estelle", 3, "A", "so um I've been vegetarian for like five years now no meat no fish but cheese yes obviously"),
        ("Margot", 3, "", "Cheese is non-negotiable."),
        ("Estelle", 17, "", "ok remind me the thing with the plumber is tuesday"),
        ("Margot", 30, "", "Did you see the fireworks by the river?"),
        ("Estelle", 30, "", "yeah they were gorgeous"),
        ("Estelle", 49, "B", "so I'm thinking about going vegan in the new year like maybe not sure yet um the cheese thing is a problem honestly"),
    ], "What's Estelle's diet at the moment?", style="voice"),
    case("pl-restructure-rumour", "manager", PLAN, "Thaddeus", [
        ("Thaddeus", 2, "A", "Dear Percival,\n\nFor your records, I report to Ms Okoro in Compliance; she signs off my leave and my expenses.\n\nKind regards,\nThaddeus"),
        ("Percival", 3, "", "Dear Thaddeus,\n\nThank you, the record is updated.\n\nPercival"),
        ("Thaddeus", 18, "", "Dear Percival,\n\nMay I book the boardroom for the 12th?\n\nThaddeus"),
        ("Percival", 18, "", "Booked, 10 till 12."),
        ("Percival", 32, "", "All staff: the fire drill is on Thursday at eleven."),
        ("Thaddeus", 50, "B", "Dear Percival,\n\nA note of caution: there is talk of a restructure, and I may be moved under Mr Lindahl from January. Nothing is confirmed, so please make no changes to the records for now.\n\nKind regards,\nThaddeus"),
    ], "Who is Thaddeus's manager?", style="email"),
    case("pl-coe-expiring", "car", PLAN, "Jun Hao", [
        ("Jun Hao", 3, "A", "I drive a Koru hatchback, white colour, small but very steady."),
        ("Wen Qi", 3, "", "Aiyo, car in Singapore so expensive, you very rich ah."),
        ("Wen Qi", 17, "", "Tomorrow lunch chicken rice can?"),
        ("Jun Hao", 17, "", "Can, 12:30 at the usual."),
        ("Wen Qi", 30, "", "My dad sold his car already, now he take MRT everywhere."),
        ("Jun Hao", 47, "B", "Want to sell the car lah, the COE expiring next year, maybe after that I just take MRT. Still thinking."),
    ], "What car does Jun Hao drive?"),
    # --- restatements: the same fact again, often in other words ---
    case("rs-still-aarhus", "residence", RS, "Hanne", [
        ("Hanne", 3, "A", "I live in Aarhus, in a small flat by the harbour."),
        ("Mads", 3, "", "Aarhus suits you."),
        ("Mads", 18, "", "Did you go to the food market on Saturday?"),
        ("Hanne", 18, "", "Yes, the smørrebrød stall was incredible."),
        ("Mads", 32, "", "I heard you were looking at flats in Copenhagen?"),
        ("Hanne", 55, "B", "Still in Aarhus, same flat by the harbour. The Copenhagen thing was just a daydream, I'm not going anywhere."),
    ], "Hanne doesn't live in Aarhus any more, does she?"),
    case("rs-family-doctor", "job", RS, "Eduardo", [
        ("Eduardo", 3, "A", "I'm a GP at a practice in Valencia, mostly older patients."),
        ("Paloma", 3, "", "Dr Eduardo! Can I ask you about my knee?"),
        ("Paloma", 16, "", "Fallas this year was so loud."),
        ("Eduardo", 16, "", "I didn't get a wink for a week."),
        ("Paloma", 30, "", "My cousin just qualified as a surgeon."),
        ("Eduardo", 54, "B", "Being a family doctor this winter is exhausting: flu, flu, and more flu."),
    ], "What is Eduardo's job?"),
    case("rs-wedding-buffet", "diet", RS, "Anjali", [
        ("Anjali", 3, "A", "I don't eat meat or fish, never have, my whole family is vegetarian."),
        ("Rohan", 3, "", "More paneer for you then."),
        ("Rohan", 15, "", "Diwali plans?"),
        ("Anjali", 15, "", "Home, sweets, and too many relatives."),
        ("Rohan", 30, "", "My cousin's gone vegan now, the whole family is confused."),
        ("Anjali", 48, "B", "As a vegetarian, the wedding buffet was a nightmare: three kinds of chicken and one sad salad."),
    ], "Anjali is vegetarian, right?"),
    case("rs-same-place", "employer", RS, "Oisín", [
        ("Oisín", 2, "A", "I work at Halvard Logistics in Limerick. Can you help me write a leave request?"),
        ("Orbit", 2, "", "Of course. Draft: 'Hi, I'd like to request annual leave from the 3rd to the 7th. Thanks, Oisín.'"),
        ("Oisín", 20, "", "grand, thanks. what's the weather in Kilkee at the weekend?"),
        ("Orbit", 20, "", "Breezy with sunny spells, around 14 degrees."),
        ("Oisín", 35, "", "remind me to ring my mam on her birthday"),
        ("Orbit", 35, "", "Reminder set for the 9th."),
        ("Orbit", 70, "", "Still at Halvard Logistics? I can update your profile if anything's changed."),
        ("Oisín", 70, "B", "yep, same place, five years there in March"),
    ], "Who does Oisín work for?", bot="Orbit"),
    case("rs-still-ma-shadow", "pet", RS, "Morag", [
        ("Morag", 3, "A", "I've a wee border collie, Bran, he goes everywhere wi' me."),
        ("Dougie", 3, "", "Bran's a braw dug."),
        ("Dougie", 16, "", "Yer sister's collie had pups, did ye hear?"),
        ("Morag", 16, "", "Aye, six o' them!"),
        ("Dougie", 30, "", "Ye no tempted tae take one?"),
        ("Morag", 50, "B", "Bran's still ma shadow, best dug in the glen. One collie's plenty for me."),
    ], "What dog does Morag have?"),
    case("rs-black-fixie", "bike", RS, "Ezekiel", [
        ("Ezekiel", 4, "A", "got a fixie, matte black, no brakes, don't tell my mum"),
        ("Malik", 4, "", "ur mum's gonna find out 💀"),
        ("Malik", 16, "", "u seen the new skatepark"),
        ("Ezekiel", 16, "", "ye it's sick"),
        ("Malik", 30, "", "thinking of getting an e-bike ngl"),
        ("Ezekiel", 46, "B", "still riding the black fixed gear fr, she's my baby"),
    ], "What bike does Ezekiel ride?", style="text"),
]  # fmt: skip
