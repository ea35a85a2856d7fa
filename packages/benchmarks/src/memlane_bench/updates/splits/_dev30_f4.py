"""dev30 scenarios, part 4: vet, car, email address, pharmacy, library."""

from __future__ import annotations

from ._dev30_build import AD, EP, FA, OP, PL, RS, A, B, C, F, R, Spec, T, X

TALK: dict[str, tuple[str, ...]] = {
    "vet": (
        "Flea treatment is due again, they hate it.",
        "He ate half a sock, we're watching the other end with interest.",
        "Insurance excess for the animals is a scandal.",
        "Had to carry the cat basket on the bus, she yowled the whole way.",
    ),
    "car": (
        "Windscreen washer fluid ran out in the middle of the motorway, of course.",
        "Petrol's gone up again, filling up hurts.",
        "The parking at the hospital is a robbery.",
        "Tyre pressure light came on again, probably nothing.",
        "Took forever to scrape the ice off this morning.",
    ),
    "email": (
        "Inbox at four thousand unread, I've given up.",
        "Got one of those scam emails about a parcel again.",
        "Spent an hour resetting passwords, never again.",
        "Unsubscribed from about thirty newsletters, very satisfying.",
    ),
    "pharmacy": (
        "Queue for prescriptions went out the door this morning.",
        "Hay fever tablets are doing nothing this year.",
        "Got my flu jab, arm's a bit sore.",
        "Ran out of paracetamol at the worst possible moment.",
    ),
    "library": (
        "Three books overdue, the guilt.",
        "Finished the new crime novel in two nights.",
        "Story time for the toddlers was chaos but lovely.",
        "Joined a book club, we mostly talk about cake.",
    ),
}

SPECS: tuple[Spec, ...] = (
    Spec("vet-r", "vet", R, "Kahu", "nz", (
        F(2, 2),
        A("Our dog Tui goes to Ponsonby Vets."),
        F(4, 60),
        B("Grey Lynn VetCare have got all Tui's records transferred across, they had weekend slots and Ponsonby "
          "never does. They'll do his jabs from here on.", 4),
        F(2, 1),
    ), "Which vet does Kahu take Tui to?"),
    Spec("vet-c", "vet", C, "Jordan", "voice", (
        F(2, 1),
        A("the vet is Meadowside Vets on the ring road put it in the cat's file"),
        F(1, 0.01),
        B("actually no sorry Meadowside was the old one we've been at Fairfield Vets since we moved I said it on "
          "autopilot", 0.01),
        F(2, 0.1),
    ), "What vet does Jordan use for the cat?"),
    Spec("vet-o", "vet", OP, "Ciara", "irish", (
        F(2, 2),
        A("The cat's vet is Riverside Veterinary in Naas, they're very good with her."),
        F(3, 30),
        B("We've moved Bosco over to the new Vets4Pets in the retail park, way cheaper for the vaccines.", 2,
          by="Sinéad"),
        F(2, 1),
    ), "Where does Ciara bring her cat to the vet?"),
    Spec("vet-s", "vet", RS, "Kelvin", "sing", (
        F(2, 2),
        A("My dog's vet is Mount Pleasant at Whitley Road."),
        F(3, 40),
        B("Brought Mochi for yearly vaccination, Whitley Road again, the same Dr Goh, very patient.", 3),
        F(2, 1),
    ), "Which vet clinic does Kelvin use for Mochi?"),
    Spec("vet-e", "vet", EP, "Emyr", "welsh", (
        F(2, 2),
        A("Our vet for the flock is Tŷ Gwyn Vets in Llandeilo."),
        F(3, 30),
        B("Lambing's that busy Tŷ Gwyn have sent us a locum from the Carmarthen practice for the month. Nice lad, "
          "very quick.", 2),
        F(2, 1),
    ), "Who's Emyr's vet"),
    Spec("car-r", "car", R, "Kagiso", "saf", (
        F(2, 2),
        A("I drive a silver Polo Vivo, 2016."),
        F(5, 60),
        B("Sold the Vivo to my cousin. The Corolla Cross is a dream on the N1, hey.", 4),
        F(2, 1),
    ), "What car does Kagiso drive?", "What was Kagiso's old car?"),
    Spec("car-f", "car", FA, "Donald", "scot", (
        F(2, 2),
        A("I've an old Land Rover Defender for the croft."),
        F(160, 200),
        B("The rust finally beat the Defender. Got a second-hand Isuzu D-Max off a fella in Dingwall and it's "
          "doing grand on the hill road.", 3),
        F(2, 1),
    ), "What vehicle does Donald use on the croft?", "What did Donald drive before?"),
    Spec("car-a", "car", AD, "Stacey", "parent", (
        F(2, 2),
        A("my car is a grey Zafira, 7 seater, tip inside"),
        F(3, 25),
        B("NEW CAR!! well new to us, a little red Corsa for the school run, picked it up this morning. two car family "
          "now, get us", 2),
        F(2, 1),
    ), "What car has Stacey got?"),
    Spec("car-p", "car", PL, "Zhi Wei", "sing", (
        F(2, 2),
        A("My car is Honda Vezel, COE end 2026."),
        F(3, 30),
        B("Deposit for BYD Atto 3 paid already! Dealer say collect in four months, can't wait to go electric.", 2),
        F(2, 1),
    ), "What car does Zhi Wei drive"),
    Spec("car-x", "car", X, "Reginald", "formal", (
        F(2, 2),
        A("I still drive my Rover 75, which I keep immaculate."),
        F(4, 100),
        B("On my doctor's advice I have surrendered my licence and sold the Rover to a young enthusiast from the "
          "village. I shall rely on the bus and my daughter.", 4),
        F(2, 1),
    ), "Does Reginald have a car?", "What car did Reginald drive?"),
    Spec("eml-c", "email", C, "Winifred", "formal", (
        F(2, 1),
        A("My email address is winnie.harper@btinternet.com should you need it."),
        F(2, 0.02),
        B("I beg your pardon, my grandson informs me it is winnie.harper1@btinternet.com, with a number one. "
          "The other belongs to somebody in Cheshire.", 0.01),
        F(1, 0.1),
    ), "What is Winifred's email address?"),
    Spec("eml-r", "email", R, "Venkat", "india", (
        F(2, 2),
        A("My personal email is venkatraman77@yahoo.co.in, please use that for all bills."),
        F(4, 60),
        B("Yahoo account got hacked, too much spam also. Created rvenkat.home@gmail.com, kindly use this only "
          "going forward.", 4),
        F(2, 1),
    ), "What's Venkat's personal email?", "What email did Venkat use earlier?"),
    Spec("eml-f", "email", FA, "Jarrah", "aus", (
        F(2, 2),
        A("Email's jarrah.w@bigpond.com, yeah I know, bigpond, I'm a dinosaur."),
        F(155, 140),
        B("Bigpond's killing off the old addresses so anything important, send to jarrahwills@outlook.com. "
          "That's the one I check.", 3),
        F(2, 1),
    ), "What email does Jarrah use?"),
    Spec("eml-s", "email", RS, "Desmond", "carib", (
        F(2, 2),
        A("Email is desmond.clarke@hotmail.co.uk."),
        F(3, 30),
        B("Bank ask me to confirm my email today, I tell them desmond dot clarke at hotmail dot co dot uk, "
          "nothing change.", 3),
        F(2, 1),
    ), "Desmond's email address"),
    Spec("eml-o", "email", OP, "Kiri", "nz", (
        F(2, 2),
        A("My email is kiri.tane@xtra.co.nz."),
        F(3, 25),
        B("Mum's finally off xtra, she's kiri.senior@gmail.com now. Yes she's a Kiri too, confusing as.", 2),
        F(2, 1),
    ), "What's Kiri's email?"),
    Spec("pha-r", "pharmacy", R, "Fraser", "scot", (
        F(2, 2),
        A("Ma prescriptions go tae Boots on the High Street."),
        F(4, 50),
        B("Had it wi' Boots losing ma inhaler scripts. Signed the form at the Lloyds in the health centre, "
          "they dae them fae now on.", 4),
        F(2, 1),
    ), "Which pharmacy does Fraser get his prescriptions from?"),
    Spec("pha-e", "pharmacy", EP, "Agnes", "formal", (
        F(2, 2),
        A("My repeat prescriptions are collected from Rowlands Pharmacy on Church Street."),
        F(3, 30),
        B("While I am staying with my sister in Whitby, the surgery has sent my tablets to the pharmacy on "
          "Flowergate. I shall be home on the 30th.", 2),
        F(2, 1),
    ), "Which pharmacy does Agnes use for her repeat prescriptions?"),
    Spec("pha-t", "pharmacy", T, "Dwayne", "voice", (
        F(2, 2),
        A("I get my meds from the CVS on Peachtree"),
        F(4, 40),
        B("hey it's Keisha Dwayne's girlfriend he asked me to message you his insurance made him switch so all "
          "his meds go through the Walgreens on Ponce", 4, by="Keisha"),
        F(2, 1),
    ), "Which pharmacy fills Dwayne's prescriptions?", "Which pharmacy did Dwayne use before?"),
    Spec("pha-x", "pharmacy", X, "Pádraig", "irish", (
        F(2, 2),
        A("I get a weekly blister pack made up at Hickey's Pharmacy for the blood pressure tablets."),
        F(4, 60),
        B("Doctor's taken me off the tablets altogether, blood pressure's perfect. Told Hickey's to stop the "
          "blister packs.", 4),
        F(2, 1),
    ), "Does Pádraig get a blister pack from the pharmacy?"),
    Spec("pha-p", "pharmacy", PL, "Mavis", "south_us", (
        F(2, 2),
        A("I fill my prescriptions at Fred's Drugs on Main Street, they know me there."),
        F(3, 30),
        B("Y'all, that mail-order pharmacy through my Medicare plan keeps callin'. Told 'em fine, sign me up "
          "come January when the plan renews.", 2),
        F(2, 1),
    ), "Where does Mavis get her prescriptions filled?"),
    Spec("lib-c", "library", C, "Ellie", "voice", (
        F(2, 1),
        A("my library card is for the central library in town"),
        F(1, 0.01),
        B("wait no it's registered at the Hove branch central's just where I pick up my reservations", 0.01),
        F(2, 0.1),
    ), "Which library branch is Ellie registered at?"),
    Spec("lib-f", "library", FA, "Lakshmi", "india", (
        F(2, 2),
        A("I am a member of the British Council Library in Chennai, I take two books every week."),
        F(160, 150),
        B("British Council membership I let lapse after the fee hike. Connemara Public Library is where I go, "
          "free and very peaceful.", 3),
        F(2, 1),
    ), "Which library does Lakshmi use?"),
    Spec("lib-s", "library", RS, "Arthur", "formal", (
        F(2, 2),
        A("I belong to the Kendal library and go every Wednesday."),
        F(3, 40),
        B("Wednesday again, so it was down to the library in Kendal to change my books: four Westerns and a "
          "Maigret.", 3),
        F(2, 1),
    ), "Which library does Arthur use?"),
    Spec("lib-a", "library", AD, "Jolene", "south_us", (
        F(2, 2),
        A("I've got my card at the Hattiesburg Public Library."),
        F(3, 30),
        B("Got myself a brand new library card today, Petal Branch, it's closer to the grandbabies. My purse is "
          "nothin' but library cards and coupons.", 2),
        F(2, 1),
    ), "Which library does Jolene have a card for?"),
    Spec("lib-o", "library", OP, "Aishah", "sing", (
        F(2, 2),
        A("I usually go Tampines Regional Library, the one in Our Tampines Hub."),
        F(3, 20),
        B("I shift to Punggol Regional Library already, the new one, got so many comfy seats.", 2, by="Nurul"),
        F(2, 1),
    ), "Which library does Aishah usually go to"),
)
