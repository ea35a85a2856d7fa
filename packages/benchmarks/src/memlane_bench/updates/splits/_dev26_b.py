"""dev26 scenarios, part B: partner, pet, vehicle, diet (voice transcripts)."""

from __future__ import annotations

from ._dev26_talk import K, Spec

SPECS = (
    # ---------------------------------------------------------------- partner
    Spec("partner", "replacement", "Kerry-Ann", "who is Kerry-Ann going out with at the minute?",
         "who was Kerry-Ann's boyfriend before", (
        K("o", 0, "me and my boyfriend Dale have been together two years in June like can you believe it"),
        4,
        K("c", 77, "so me and Dale are done like properly done and um I've been seeing this lad Marcus "
                   "from work for a few weeks and its going really well actually"),
        1,
    )),
    Spec("partner", "retraction", "Humphrey", "does Humphrey have a wife", None, (
        K("o", 0, "Hello. My wife is called Pauline. We have been married thirty eight years. Thank you."),
        3,
        K("c", 120, "Pauline passed away in the spring so it is just me now in the house I thought you "
                    "ought to know"),
        1,
    )),
    Spec("partner", "third_party", "Jade", "Is Jade seeing anyone?", "what was Jade's relationship status before", (
        K("o", 0, "im single and loving it no drama"),
        3,
        K("c", 49, "hiya its Chantelle Jades sister she's got a fella now she won't tell you herself cos "
                   "she's embarrassed his names Kieran he's a roofer", "Chantelle"),
        1,
    )),
    Spec("partner", "other_person", "Esperanza", "who is Esperanza married to", None, (
        K("c", 0, "I'm married to Luis we had our silver anniversary last year"),
        3,
        K("o", 36, "my daughter just got divorced and uh she's moved back in with us with the little one "
                   "so the house is full again"),
        1,
    )),
    Spec("partner", "restatement", "Bartholomew", "who is Bartholomew engaged to", None, (
        K("c", 0, "I'm engaged to Yvonne we're getting married next August"),
        4,
        K("o", 52, "me and the fiancée are going strong by the way — Yvonne that is — she says hi haha"),
        1,
    )),
    Spec("partner", "plan", "Ngozi", "who is Ngozi's partner", None, (
        K("c", 0, "I'm with Chidi we live together in the flat above the salon"),
        3,
        K("o", 61, "I think I'm gonna end things with Chidi honestly I just need to find the right time "
                   "like after his birthday"),
        1,
    )),
    # ---------------------------------------------------------------- pet
    Spec("pet", "replacement", "Sinead", "what pet does Sinead have", "what pet did Sinead have before", (
        K("o", 0, "we've got a cat called Biscuit ginger fella sleeps all day"),
        3,
        K("c", 66, "so Biscuit went to live with my mam cos of the baby's allergies and we've got a fish "
                   "tank now instead two goldfish called uh Salt and Vinegar the kids named them"),
        1,
    )),
    Spec("pet", "retraction", "Lionel", "does Lionel have a dog at the moment?", None, (
        K("o", 0, "we've got an old labrador called Monty twelve this year"),
        3,
        K("c", 90, "we had to have Monty put to sleep on Tuesday the house is so quiet without him"),
        2,
    )),
    Spec("pet", "addition", "Odhran", "what dogs does Odhran have", None, (
        K("c", 0, "I have a border collie named Fly she's a working dog really"),
        3,
        K("o", 40, "so we got the puppy another collie um Gyp and Fly is not impressed at all haha"),
        1,
    )),
    Spec("pet", "addition", "Marisa", "What pets has Marisa got?", None, (
        K("c", 0, "I have two rabbits Pip and Squeak they live in the hutch out the back"),
        2,
        K("o", 28, "the rabbits have got a new housemate haha a guinea pig called Nugget from the rescue"),
        1,
    )),
    Spec("pet", "time_bounded", "Clement", "what animals does Clement own", None, (
        K("c", 0, "I've got a tortoise called Sheldon he's older than my kids"),
        3,
        K("o", 30, "so the house is full of dog right now I've got next doors spaniel for the fortnight "
                   "while they're in Spain"),
        1,
    )),
    Spec("pet", "far_apart", "Yasmin", "what pet does Yasmin have", "what pet did Yasmin have before", (
        K("o", 0, "I have a budgie called Kiwi he says hello and pretty boy"),
        185,
        K("c", 230, "Kiwi's gone to the big cage in the sky bless him and uh we've got a kitten now a "
                    "little tabby called Mango she's a menace"),
        1,
    )),
    Spec("pet", "other_person", "Percival", "what pet does Percival have", None, (
        K("c", 0, "we have a cat called Smudge black and white"),
        3,
        K("o", 21, "hi its Julian Percivals son I've got a new dog a rescue greyhound called Dash I'm "
                   "bringing him round Sunday so hide the cat", "Julian"),
        1,
    )),
    Spec("pet", "restatement", "Ffion", "what horse does Ffion own", None, (
        K("c", 0, "I've got a mare called Bramble on livery at Hafod farm"),
        3,
        K("o", 47, "Bramble yeah she's still up at Hafod same yard same field nothing's changed there"),
        1,
    )),
    # ---------------------------------------------------------------- vehicle
    Spec("vehicle", "replacement", "Gary", "What car is Gary driving now?", "what did Gary drive before", (
        K("o", 0, "I drive a Vauxhall Astra silver one"),
        3,
        K("c", 58, "sorry I'm driving hang on — got rid of the Astra finally traded it in and picked up "
                   "a Kia Sportage on Saturday this is me in it now actually"),
        1,
    )),
    Spec("vehicle", "correction", "Philippa", "what car has Philippa got", None, (
        K("o", 0, "I've got a Honda Jazz in the blue"),
        K("c", 0.01, "not a Jazz a Honda Civic sorry I was thinking of my mum's car the Civic's mine"),
        2,
    )),
    Spec("vehicle", "third_party", "Dougie", "what vehicle does Dougie have", "what did Dougie drive before", (
        K("o", 0, "I've got a Land Rover Defender the old shape"),
        3,
        K("c", 73, "Stuart here using Dougies phone he's sold the Defender to a farmer up at Crieff he's "
                   "in a Hilux now tell him its a downgrade", "Stuart"),
        1,
    )),
    Spec("vehicle", "addition", "Annika", "what cars does Annika own", None, (
        K("c", 0, "I drive a Tesla Model 3 the white one"),
        3,
        K("o", 39, "so we bought a little Fiat 500 um for my eldest to learn in and I'll probably nip to "
                   "the shops in it too"),
        1,
    )),
    Spec("vehicle", "time_bounded", "Reginald", "what car does Reginald drive", None, (
        K("c", 0, "I drive a Volvo estate full stop"),
        3,
        K("o", 26, "I'm in a Nissan Micra this week its a courtesy car while the Volvo's in the garage the "
                   "clutch went"),
        1,
    )),
    Spec("vehicle", "plan", "Zofia", "what is Zofia driving at the moment", None, (
        K("c", 0, "I drive a Toyota Yaris hybrid"),
        3,
        K("o", 42, "done it I've ordered the electric one the MG4 um in the grey it comes in like twelve "
                   "weeks"),
        1,
    )),
    Spec("vehicle", "far_apart", "Cormac", "what does Cormac drive", "what was Cormac driving before", (
        K("o", 0, "I drive a black Ford Transit for work and for everything really"),
        172,
        K("c", 180, "oh yeah the van's gone I'm in a Skoda Octavia now so much easier to park at Lidl"),
        1,
    )),
    # ---------------------------------------------------------------- diet
    Spec("diet", "replacement", "Leanne", "how does Leanne eat", "how did Leanne eat before", (
        K("o", 0, "I'm vegetarian um have been since uni"),
        3,
        K("c", 69, "I've gone fully vegan since January no dairy no eggs nothing and I feel amazing"),
        1,
    )),
    Spec("diet", "retraction", "Bogdan", "is Bogdan on any diet", None, (
        K("o", 0, "I'm doing keto so no bread no pasta no potatoes nothing"),
        3,
        K("c", 40, "yeah I've packed in the keto thing I'm eating carbs again like a normal person pass "
                   "the chips"),
        1,
    )),
    Spec("diet", "correction", "Anjali", "what can't Anjali eat", None, (
        1,
        K("o", 0, "I'm lactose intolerant so no milk and that"),
        K("c", 0.01, "ugh not lactose it's gluten I'm gluten intolerant well coeliac actually the phone "
                     "heard it wrong milks fine"),
        2,
    )),
    Spec("diet", "restatement", "Rowena", "what does Rowena eat", None, (
        K("c", 0, "I'm pescatarian"),
        3,
        K("o", 34, "I eat fish but no meat so if you book the place make sure they do a fish option"),
        1,
    )),
    Spec("diet", "time_bounded", "Desmond", "what diet does Desmond follow", None, (
        K("c", 0, "I'm vegetarian um no meat no fish"),
        3,
        K("o", 22, "I'm on this juice cleanse thing till Sunday so nothing but juice this week kill me"),
        1,
    )),
    Spec("diet", "other_person", "Fatou", "Does Fatou eat meat?", None, (
        K("c", 0, "I don't eat meat at all never have"),
        3,
        K("o", 31, "my husband's gone vegetarian too now so that makes the cooking easier for once"),
        1,
    )),
    Spec("diet", "addition", "Ignatius", "what are Ignatius's dietary requirements", None, (
        K("c", 0, "I'm vegetarian for the record"),
        3,
        K("o", 46, "oh and I've cut out gluten now doctor's orders so no bread at all"),
        1,
    )),
)
