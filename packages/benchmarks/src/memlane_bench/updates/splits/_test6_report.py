"""test6: changes reported by someone else (carers, partners, children, colleagues, flatmates)
and changes told hundreds of turns and months after the first statement."""

from __future__ import annotations

from ._test6_build import S

REPORTED = [
    S("tp", "home", "Cyril", "older", [
        "1u|I've lived in this bungalow on Fern Road for thirty-one years and they'll have to carry me out of it.",
        "~2-3/80",
        "+4 2Bernadette|Hello, this is Bernadette, Cyril's carer from the agency. Just so you know, Cyril moved into "
        "Larkfield House care home last week after his fall, so he's not at Fern Road now. He is settling in.",
        "~0-1",
    ], "Where does Cyril live at the moment?", "Where did Cyril live before Larkfield?", pro="he"),
    S("tp", "employer", "Obinna", "work", [
        "1u|Another week at Deloitte, another spreadsheet with forty tabs.",
        "~2-3/90",
        "+3 2Chidinma|Hi, it's Chidinma on Obinna's phone. He's too modest to tell you, but he left Deloitte and he's "
        "at a small fintech called Ledgerly, much happier.",
    ], "Where does Obinna work?", "Where did Obinna work before Ledgerly?", pro="he"),
    S("tp", "partner", "Maureen", "older", [
        "1u|I've been a widow since my Terry passed in 2015.",
        "~2-3/120",
        "+3 2Kirsty|It's Kirsty, Maureen's daughter. Big news she'd never tell you herself: Mum married Clive in "
        "June, a tiny do at the registry office. She's shy about it!",
        "~0-1",
    ], "Who is Maureen married to?"),
    S("tp", "vehicle", "Arvind", "plain", [
        "1u|I ride a Triumph Bonneville to work, rain or shine.",
        "~2-3/60",
        "+2 2Neil|Arvind finally traded the Bonneville in for a Kia Niro. I'd been begging for years. The helmet's "
        "already on eBay.",
    ], "What vehicle does Arvind use?", "What did Arvind ride before the Niro?", pro="he"),
    S("tp", "commute", "Sunita", "work", [
        "1u|I drive to the office in Salford every day, forty minutes on the M62 if I'm lucky.",
        "~2-3/90",
        "+3 2Pradeep|Pradeep here, Sunita's husband. Her firm moved to the city centre and there's no parking, so "
        "she gets the train in now and has given up driving to work. She asked me to tell you for the reminders.",
        "~0-1",
    ], "How does Sunita get to work?"),
    S("tp", "doctor", "Ambrose", "older", [
        "1u|My heart man is Mr Fitzwilliam at Guy's. Splendid fellow, talks about cricket the whole appointment.",
        "~2-3/100",
        "+4 2Julian|Julian, Ambrose's son, writing for him. Dad's cardiology care has been transferred to St Thomas'. "
        "His consultant is Dr Oyelaran now; Mr Fitzwilliam left Guy's in the summer.",
    ], "Who is Ambrose's heart consultant?", "Which consultant did Ambrose see at Guy's?", pro="he"),
    S("tp", "phone", "Pauline", "older", [
        "1u|I'm with BT Mobile, the nice man in the shop set it all up for me.",
        "~2-3/60",
        "+2 2Natasha|Natasha here (Pauline's daughter). I moved Mum over to Three at the weekend, half the price "
        "and she keeps her number.",
        "~0-1",
    ], "Which mobile network is Pauline on?", "Which network was Pauline on before?"),
    S("tp", "study", "Jordan", "lower", [
        "1u|im at huddersfield uni doing sports science",
        "~2-3/90",
        "+3 2Yvette|Hi this is Yvette, Jordan's mum. He asked me to let you know he's transferred to Leeds Beckett "
        "for second year, same course. Closer to his girlfriend, if we're being honest!",
    ], "Which university is Jordan at?", pro="he"),
    S("tp", "volunteer", "Glenys", "older", [
        "1u|I chair the parish council, have done for nine years.",
        "~2-3/120",
        "+3 2Idwal|Idwal here. Glenys stood down as chair at the May meeting. She's still on the council, just an "
        "ordinary councillor now, and Alun Price has the chair.",
        "~0-1",
    ], "What is Glenys's role on the parish council?", "What was Glenys's role on the council before May?"),
    S("tp", "role", "Seun", "work", [
        "1u|I'm the office manager here, so anything about desks or keys comes to me.",
        "~2-3/60",
        "+2 2Mairead|Quick heads-up from Mairead in facilities: Seun has moved over to HR as a people partner, so desk "
        "and key requests come to me now.",
    ], "What is Seun's role?", pro="he"),
    S("tp", "pet", "Zac", "teen", [
        "1u|got a hamster called nugget, hes the boss of the flat",
        "~2-3/60",
        "+3 2Ollie|its ollie (zacs flatmate) on his laptop. nugget escaped and never came back rip, so zac got a corn "
        "snake. calls it nugget 2. im not ok with this",
        "~0-1",
    ], "What pet does Zac have?", "What pet did Zac have before?", pro="he"),
    S("tp", "meds", "Iris", "older", [
        "1u|I take the donepezil tablet every night, my daughter sets them out in the little box.",
        "~2-3/90",
        "+3 2Precious|Precious from Homecare here. The memory clinic changed Iris from the donepezil tablets to a "
        "rivastigmine patch, which I change each morning. Please update her reminders.",
    ], "What is Iris taking for her memory?"),
]

LATER = [
    S("far", "home", "Rosamund", "careful", [
        "1u|Our house in Harrogate has a garden that slopes so badly the lawnmower tries to run away from me.",
        "~155-175/160",
        "+3 2u|Since we sold up in Harrogate and came to live in Whitby, near our daughter, I have rather fallen for "
        "the sea. The house is smaller, but the view from the kitchen window makes up for it.",
        "~0-1",
    ], "Where does Rosamund live now?", "Where did Rosamund live before Whitby?"),
    S("far", "employer", "Signe", "notes", [
        "1u|Job: Halvorsen Engineering, QA lead, Stavanger office.",
        "~155-175/140",
        "+2 2u|Wk 3 at Tessaly Labs. Halvorsen feels like ages ago. Commute shorter.",
    ], "Signe's workplace", "Where did Signe work before Tessaly?"),
    S("far", "role", "Kai", "teen", [
        "1u|im a lifeguard at the leisure centre on weekends, mostly just shouting at kids to stop running",
        "~155-175/120",
        "+2 2u|got moved up to swim teacher!! no more sitting in the chair for 4 hours, i teach the tiny ones on sat "
        "mornings",
        "~0-1",
    ], "What's Kai's job at the leisure centre?", pro="he"),
    S("far", "partner", "Inês", "l2", [
        "1u|My boyfriend Luca is Italian, we speak English together because my Italian is terrible.",
        "~155-175/200",
        "+3 2u|After Luca and me finished, I did not think I will meet somebody soon, but I am with Tiago, we live "
        "together since the summer. He is from Braga like my family.",
    ], "Who is Inês's partner?", "Who was Inês's boyfriend before Tiago?"),
    S("far", "vehicle", "Clement", "older", [
        "1u|My car is a blue Honda Jazz. Never once let me down.",
        "~155-175/150",
        "+3 2u|Since I handed my licence back and sold the Jazz, my son runs me to the shops on a Thursday. I don't "
        "miss the driving as much as I thought I would.",
        "~0-1",
    ], "Does Clement drive?", "What car did Clement have?", pro="he"),
    S("far", "meds", "Hilda", "older", [
        "1u|I take warfarin for my heart rhythm, so it's blood tests every fortnight.",
        "~155-175/180",
        "+3 2u|The hospital switched me off the warfarin onto apixaban, so no more fortnightly blood tests. I can eat "
        "all the spinach I like.",
    ], "Which blood thinner is Hilda on?", "What blood thinner was Hilda on before?"),
    S("far", "commute", "Stelios", "plain", [
        "1u|I drive to work, half an hour if the ring road behaves.",
        "~155-175/130",
        "+3 2u|One good thing about the office moving into the city centre: I walk in. Twenty minutes, no parking "
        "fees, and I've sold my season permit to a guy in accounts.",
        "~0-1",
    ], "How does Stelios get to the office?", "How did Stelios commute before the office moved?", pro="he"),
    S("far", "club", "Cordelia", "careful", [
        "1u|I row with the Ravensbourne Rowing Club, mostly in a coxed four on Saturday mornings.",
        "~155-175/200",
        "+3 2u|I don't think I ever told you properly: I left Ravensbourne after the falling-out over the new boat, "
        "and "
        "I row with Tideway Scullers these days. The starts are earlier but the crew is lovely.",
    ], "Which rowing club is Cordelia in?"),
    S("far", "phone", "Terrence", "speech", [
        "1u|i'm with sky mobile because it came with the telly package",
        "~155-175/120",
        "+2 2u|ever since i moved my phone over to smarty i've been saving a fortune honestly should've done it ages "
        "ago",
        "~0-1",
    ], "what network is terrence with", pro="he"),
    S("far", "study", "Courtney", "lower", [
        "1u|im doing nursing at uclan, placements are killing me",
        "~155-175/160",
        "+2 2u|after i switched to midwifery everything just clicked tbh, first birth i saw i cried more than the mum",
    ], "What course is Courtney doing?", "What was Courtney studying at first?"),
    S("far", "habit", "Dimitra", "l2", [
        "1u|Yes I smoke, like all my family, my grandfather smoked until ninety.",
        "~155-175/150",
        "+2 2u|Since I stopped the cigarettes in January I can climb the stairs to my flat without to stop. My "
        "grandfather would say I am weak, but I feel very good.",
        "~0-1",
    ], "Does Dimitra smoke?"),
    S("far", "volunteer", "Priyanka", "work", [
        "1u|I volunteer as a mentor with the Prince's Trust one evening a week, on top of the day job.",
        "~155-175/150",
        "+2 2u|Swapped my Thursday evenings around: I stepped back from the Prince's Trust mentoring and coach at "
        "the junior coding club at the library instead.",
    ], "What volunteering does Priyanka do?", "Where did Priyanka volunteer before the coding club?"),
]
