"""dev12 third-party reports: the person said the first fact themselves, someone else reports
the change ("did you hear", "got poached", a daughter on the phone, gossip at practice)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def cases() -> list[Scenario]:
    return [
        case("thi-01", "city", "third_party", "Kerubo", "Which town is Kerubo living in?", [
            ("Kerubo", 0, "We're in Eldoret, Kapsoya estate, the house near the chief's camp — come visit when you're up-country!", "O"),
            ("Wekesa", 0.1, "Eldoret has the best mala, I'll come for that alone."),
            ("Nafula", 5, "Who has the chapati recipe from mum's birthday?"),
            ("Wekesa", 5.1, "Check the family group, it's pinned at the top."),
            ("Nafula", 60, "Did you hear? Kerubo relocated to Kisumu for the new hospital job — she's renting in Milimani, near the lake. The Eldoret house is let out.", "C"),
            ("Wekesa", 60.1, "Eh! Sasa I have to visit her for the fish."),
        ], past="Where did Kerubo live before Kisumu?"),
        case("thi-02", "employer", "third_party", "Sotiria", "Who does Sotiria work for?", [
            ("Sotiria", 0, "Busy season at KPMG Athens — I'm auditing three shipping companies at once, send coffee.", "O"),
            ("Theodoros", 0.1, "Frappé is on the way."),
            ("Haralambos", 2, "Anyone up for souvlaki in Psyrri on Friday?"),
            ("Theodoros", 30, "Gossip for the group: Sotiria got poached by Deloitte. Started Monday as senior auditor, and they gave her a corner desk.", "C"),
            ("Haralambos", 30.1, "Bravo Sotiria! Drinks on her."),
        ], past="Where did Sotiria work before Deloitte?"),
        case("thi-03", "phone", "third_party", "Zinaida", "What phone number does Zinaida use?", [
            ("Nubbin", 0, "Hello, city polyclinic appointments, Nubbin speaking. Which phone should the SMS reminders go to?"),
            ("Zinaida", 0, "My telephone is 8 916 204 77 31. I am old, please send the reminder two days before.", "O"),
            ("Nubbin", 0, "Saved. Your cardiology appointment is on 3 April at 10:20."),
            ("Stanka", 25, "Hello, I'm calling for my mother, Zinaida Orlova — I'm her daughter. Her old phone was stolen at the market, so her number is different: 8 925 661 09 48. Please send the reminders there.", "C"),
            ("Nubbin", 25, "Thank you, I have updated Mrs Orlova's record."),
        ]),
        case("thi-04", "hairdresser", "third_party", "Kyzer", "any idea who cuts Kyzer's hair these days?", [
            ("Kyzer", 0, "nobody touches my hair except dre at fadez on 5th, he's a legend, $35 with the lineup", "O"),
            ("Maverick", 0.1, "dre did my brother's fade for prom, it was clean"),
            ("Lennox", 3, "yo who's going to the game friday, i need a ride"),
            ("Maverick", 3.1, "i got u, 6:30"),
            ("Lennox", 50, "btw kyzer been going to tony at clipperz on main ever since dre left fadez, he told me at practice. says tony's faster", "C"),
        ]),
        case("thi-05", "childcare", "third_party", "Izel", "Which nursery do Izel's kids go to?", [
            ("Izel", 0, "The twins go to Little Acorns nursery on Harbour Road, three days a week. They cry at drop-off, I cry in the car.", "O"),
            ("Quetzal", 0.1, "Classic. Mine stopped crying after a month, hang in there."),
            ("Quetzal", 1, "My son's nursery is doing a pyjama day on Friday, so I've been hunting for dinosaur pyjamas."),
            ("Quetzal", 45, "Saw Izel at the park — she says the twins are at Bright Horizons in Eastfield since the Little Acorns fees went up in September. She's much happier with it.", "C"),
        ], past="Which nursery did Izel's twins attend before?"),
        case("thi-06", "partner", "third_party", "Ameyal", "Who's Ameyal's partner?", [
            ("Ameyal", 0, "Tlaloc proposed!!! We're engaged, the ring was in a tamal and I almost ate it 💍", "O"),
            ("Yolotl", 0.1, "NO WAY. Felicidades, I'm crying."),
            ("Yolotl", 2, "Who's coming to my cousin's quinceañera? I need dance partners."),
            ("Yolotl", 90, "Chisme: Ameyal and Tlaloc called it off in the spring, and she's with Nahui these days — they came to my birthday together and they're adorable.", "C"),
        ], past="Who was Ameyal engaged to?"),
        case("thi-07", "landlord", "third_party", "Slavko", "Who is Slavko's landlord?", [
            ("Slavko", 0, "Our landlord is old Mr Marković from the ground floor — he fixes everything himself, sometimes with tape.", "O"),
            ("Tihomir", 0.1, "Tape is a valid engineering material."),
            ("Tihomir", 4, "Anybody want to play futsal Thursday? We're short two."),
            ("Slavko", 4.1, "I'm in, if my knee allows."),
            ("Tihomir", 70, "Saw Slavko at futsal — he said Marković sold the whole building, so his landlord is some company called Dom Invest d.o.o. since March. Rent goes through an app, he hates it.", "C"),
        ]),
        case("thi-08", "diet", "third_party", "Farzaneh", "What's Farzaneh's diet like?", [
            ("Farzaneh", 0, "Ten years vegetarian this month! No meat, no fish, and honestly I've never missed kebab.", "O"),
            ("Mahnaz", 0.1, "Ten years! I couldn't survive without my mother's fesenjan."),
            ("Mahnaz", 3, "Nowruz plans? We're doing sabzi polo at my aunt's."),
            ("Farzaneh", 3.1, "Save me a seat and the tahdig."),
            ("Mahnaz", 55, "Did Farzaneh tell you? She eats fish these days — pescatarian since her doctor flagged low iron. She had salmon at Nowruz and didn't even flinch.", "C"),
        ]),
    ]
