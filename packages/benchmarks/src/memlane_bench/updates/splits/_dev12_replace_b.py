"""dev12 replacements, part B: a landlord-tenant thread, formal neighbours, Hinglish, Swahili
and Spanish code-switching, teenagers' slang, a status sheet, a coaching session, a support
line and plain chat (two of them A -> B -> C, scored on the last step)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def cases() -> list[Scenario]:
    return [
        case("rep-12", "address", "replacement", "Nduta", "Where does Nduta live these days?", [
            ("Nduta", 0, "Hi Mr Kariuki, rent for flat 4B, Ngong Road Court is sent by M-Pesa. Also the kitchen tap is still dripping.", "O"),
            ("Kariuki", 0.2, "Received, asante. The plumber will pass by 4B on Thursday morning."),
            ("Kariuki", 25, "Reminder to all tenants: water will be off on Saturday 9 to 1 for tank cleaning."),
            ("Nduta", 31, "Noted. Just confirming my notice — I'm out of 4B at the end of the month as we discussed."),
            ("Nduta", 62, "Keys for 4B are with the caretaker. For the deposit refund, please send any letters to my new place: House 12, Riara Lane, Kilimani. I've been settled here two weeks.", "C"),
            ("Kariuki", 62.3, "Sawa. Inspection is Tuesday, deposit within 14 days after that."),
        ], past="What was Nduta's previous address?"),
        case("rep-13", "dentist", "replacement", "Phyllida", "Which dental practice does Phyllida attend?", [
            ("Phyllida", 0, "I shall be at the dentist on Tuesday — Mr Ollerenshaw at the Castle Street practice, as ever. Thirty years he has looked after my teeth.", "O"),
            ("Cuthbert", 0.2, "Do give him my regards. I wish he would take me back on his list."),
            ("Cuthbert", 3, "The parish council has at last agreed to mend the bus shelter on Mill Lane."),
            ("Phyllida", 3.1, "About time. It has leaked since the Jubilee."),
            ("Phyllida", 75, "Castle Street has gone entirely private, so I have registered with the Brightsmile practice on the High Street instead; a Miss Fairweather saw me yesterday and was most thorough.", "C"),
            ("Cuthbert", 75.2, "Is that the one above the bakery? I shall enquire."),
        ]),
        case("rep-14", "coffee_shop", "replacement", "Harleen", "Where does Harleen go for her morning coffee?", [
            ("Harleen", 0, "Mera daily adda is Blue Tokai in Khan Market yaar, the barista already knows my order — oat flat white, no sugar.", "A"),
            ("Navjot", 0.1, "Tu aur tera oat milk 😂 Mummy is asking if you're coming for lohri."),
            ("Harleen", 0.2, "Haan haan, I'll bring gajak."),
            ("Harleen", 40, "Blue Tokai wala outlet band ho gaya, sad. Ab Subko jaati hoon in Meherchand Market every morning, their cardamom bun is too good.", "O"),
            ("Navjot", 40.1, "Mere office ke neeche ek Starbucks khula hai, but I'm loyal to the chai tapri."),
            ("Harleen", 100, "Subko ka wifi bakwas hai, I can't take calls there. These days the Third Wave Coffee near Lodhi Colony metro is basically my office, 9 to 11 every morning.", "C"),
        ], past="Which café did Harleen go to before Third Wave?"),
        case("rep-15", "podcast", "replacement", "Omondi", "What podcast has Omondi got on in his ears lately?", [
            ("Omondi", 0, "On the matatu every morning it's The Rest Is History for me, those two could talk about the Romans forever.", "O"),
            ("Sifuna", 0.1, "Too British for me. I'm stuck on football pods, The Anfield Wrap every day."),
            ("Sifuna", 4, "Who's coming for the Gor Mahia match on Sunday? I have two extra tickets."),
            ("Omondi", 4.1, "Count me in, I'll bring the vuvuzela."),
            ("Omondi", 80, "Dropped Rest Is History, got bored after the Titanic series. Since the spring I've been bingeing Darknet Diaries — the episode about the hotel hackers is mad, sikia.", "C"),
        ]),
        case("rep-16", "game", "replacement", "Ryleigh", "What's Ryleigh hooked on, gaming-wise, at the moment?", [
            ("Ryleigh", 0, "stardew valley is my entire personality rn, i married the wizard, 200 hrs in", "A"),
            ("Jayceon", 0.1, "the wizard??? ur unwell"),
            ("Jayceon", 2, "also did u do the english essay, the one about the poem with the crow"),
            ("Ryleigh", 2.1, "half of it. the crow is a metaphor for grief, ez"),
            ("Ryleigh", 50, "ok stardew era is over. baldur's gate 3 has eaten my brain, i made a tiefling bard and i'm not ok", "O"),
            ("Jayceon", 80, "my brother won't get off fortnite, mum is threatening to throw the xbox in the bin"),
            ("Ryleigh", 130, "uninstalled bg3 after act 3 wrecked me. balatro got its hooks in me tho, 40 hrs this week, i dream in poker hands", "C"),
        ], past="What game was Ryleigh playing before Balatro?"),
        case("rep-17", "team", "replacement", "Sanjana", "Which team is Sanjana part of?", [
            ("Sanjana", 0, "Row for the offsite sheet:\n• Name: Sanjana Pillai\n• Team: payments-infra (Bengaluru)\n• Food: no mushrooms please", "O"),
            ("Mohini", 0.2, "Thanks! Reminder that the bus leaves from the Koramangala office at 7:30 sharp."),
            ("Mohini", 1, "For the record I'm still in growth-marketing, don't let anyone put me on a tech panel."),
            ("Sanjana", 55, "Re: offsite sheet v2 — please fix my row: the reorg landed, and as of 1 July I sit in the fraud-detection squad under risk engineering. Payments-infra is behind me.", "C"),
            ("Mohini", 55.1, "Updated. Bus time is unchanged."),
        ]),
        case("rep-18", "language", "replacement", "Golnar", "What language is Golnar studying?", [
            ("Halvy", 0, "Session 4 notes, coach Halvy. Let's start with the habits we set. How's the language goal going?"),
            ("Golnar", 0, "The Italian? Good! I do it on duolingo every night, 200-day streak, I can order a cornetto with confidence.", "O"),
            ("Halvy", 0.01, "That's consistency. And sleep — still up past one?"),
            ("Golnar", 0.02, "Midnight-ish. My husband says I talk in my sleep about verb endings."),
            ("Halvy", 63, "Session 9, coach Halvy. Last time you mentioned the streak broke — what happened with that?"),
            ("Golnar", 63, "I let the Italian go completely, honestly. Since January my evenings are Japanese — two lessons a week with a tutor on italki, because of the Osaka trip next year. Hiragana is done, katakana is fighting me.", "C"),
            ("Halvy", 63.01, "So the goal keeps its shape with a different language. Let's set a katakana target."),
        ]),
        case("rep-19", "insurer", "replacement", "Teofil", "Who insures Teofil's house?", [
            ("Zimbo", 0, "brightquote support, Zimbo speaking. How can I help?"),
            ("Teofil", 0, "Just checking a reminder. My home insurance is with aviva, it renews on 12 May, and I want a quote before then.", "O"),
            ("Zimbo", 0, "No problem. Buildings and contents, or contents only?"),
            ("Teofil", 0.01, "Both. It's a terraced house, three bedrooms, built 1932. My daughter rents, she has contents only with direct line."),
            ("Zimbo", 45, "brightquote support, Zimbo again. Following up on your May renewal — did you find a better price?"),
            ("Teofil", 45, "I renewed in May but not with aviva. Signed with lv= in the end, £212 a year for buildings and contents, about ninety less.", "C"),
        ]),
        case("rep-20", "schedule", "replacement", "Adhiambo", "What hours is Adhiambo working?", [
            ("Adhiambo", 0, "Niko kwa nights this whole year at Aga Khan, 7pm to 7am, three nights a week. My body doesn't know what sunlight is.", "O"),
            ("Chepkoech", 0.1, "Pole sana. Vitamin D tablets, dada."),
            ("Chepkoech", 5, "My roster at Kenyatta is still days only, 8 to 5, I'm lucky."),
            ("Adhiambo", 5.2, "Lucky you. Are you coming to the chama meeting on Sunday?"),
            ("Adhiambo", 58, "Good news: the ward manager took me off nights! From this month it's four-day weeks, 10am to 8pm, Tuesday to Friday. I saw the sunrise from my own bed on Monday.", "C"),
        ]),
        case("rep-21", "commute", "replacement", "Varvara", "How does Varvara get to work?", [
            ("Varvara", 0, "I cycle to the office along the canal, 25 minutes, the best part of my day.", "O"),
            ("Timofei", 0.1, "In this weather? You are braver than the army."),
            ("Timofei", 3, "I take tram 12 every day, always late but it has heating."),
            ("Varvara", 3.1, "Heating is overrated. Did you see the new bakery by the bridge?"),
            ("Varvara", 46, "Someone stole my bike from the rack at the station — cut the lock in daylight. I'm not buying another, so it's the number 38 bus to work for me, 40 minutes with an audiobook.", "C"),
        ]),
        case("rep-22", "school", "replacement", "Eztli", "What is Eztli studying?", [
            ("Eztli", 0, "Estoy en segundo año de enfermería en la UNAM — nursing is hard but I like the hospital rotations.", "O"),
            ("Citali", 0.2, "Qué padre! My cousin is doing medicine at the IPN and never sleeps."),
            ("Citali", 7, "¿Vamos al tianguis el domingo? They have the good tlacoyos."),
            ("Eztli", 7.1, "Sí, domingo a las 10."),
            ("Eztli", 120, "Noticia: dropped out of nursing in May, the night shifts were killing me. I enrolled in the graphic design diploma at the Centro school in Roma Norte, classes started in August and I'm already obsessed with typography.", "C"),
        ]),
    ]
