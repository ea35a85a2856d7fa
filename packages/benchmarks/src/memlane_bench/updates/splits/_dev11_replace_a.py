"""dev11 replacements, part a: a later statement replaces an earlier one (texting shorthand,
meeting minutes, support tickets, formal letters, a diary, a voice memo, a terse reply to an
assistant, code-switching, a long turn with the fact in the middle, a form, a group chat)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "res-sms-hexham", "residence", "replacement", "Fiachra",
            """
            Fiachra @0 | hey T!! finally got the keys 2 the flat in Hexham, livin there from sat [oth]
            Tegwen @0 | omg yay, housewarming when??
            Fiachra @1 | nxt month prob, need a sofa first lol
            Fiachra @95 | soz been awol. moved 2 Kendal last wk, Hexham lease ended n the rent went mental [cur]
            Tegwen @95 | Kendal?? ok ur bringing me mint cake
            """,
            "Where's Fiachra living at the moment?",
            "Where did Fiachra live before?",
        ),
        make(
            "job-minutes-freight", "employer", "replacement", "Gergely",
            """
            Zdenka @0 | Minutes, vendor review, 4 Feb. Present: Zdenka (chair), Ratidzo, Gergely. Gergely, procurement lead at Thistlebank Freight, confirmed pallet rates hold until June. AOB: none. [oth]
            Zdenka @30 | Minutes, vendor review, 5 Mar. Present: Zdenka (chair), Ratidzo. Gergely sent apologies. Rates unchanged. Next review in April.
            Zdenka @60 | Minutes, vendor review, 3 Apr. Present: Zdenka (chair), Ratidzo, Gergely. Noted: Gergely has left Thistlebank Freight and is now with Quennell & Dabney Logistics, attending today as their account lead. Action: Ratidzo to update the supplier contact sheet. [cur]
            """,
            "Which company is Gergely with these days?",
            "Which company did Gergely work for before?",
        ),
        make(
            "phone-ticket-network", "phone", "replacement", "Obadiah",
            """
            Obadiah @0 | Ticket #48213. Hello, account holder Obadiah Pennick. Please use 07700 914226 as my contact number for the delivery slot call. [oth]
            Chebet @0 | Thanks Obadiah, 07700 914226 is now the contact number on your account.
            Obadiah @40 | Ticket #51877. Hello again. I've changed networks and have a new mobile number, 07700 355018. The 914226 number is disconnected, please don't ring it. [cur]
            Chebet @40 | Understood. Your profile now lists 07700 355018 and the old number has been removed.
            """,
            "What number should we ring Obadiah on?",
            "What was Obadiah's previous phone number?",
        ),
        make(
            "email-letter-lectures", "email", "replacement", "Hephzibah",
            """
            Hephzibah @0 | Dear Sir or Madam, I write to confirm my registration for the spring lecture series. Correspondence may be directed to h.marrable@quillonpost.net. Yours faithfully, Hephzibah Marrable [oth]
            Hephzibah @20 | Dear Secretary, Thank you for the programme, which arrived safely. I look forward to the lecture on canal engineering. Yours faithfully, Hephzibah Marrable
            Hephzibah @70 | Dear Secretary, I should be grateful if you would amend your records: my former address at quillonpost.net has been closed, and all future correspondence should go to hephzibah.marrable@tanagerline.org. Yours faithfully, Hephzibah Marrable [cur]
            """,
            "What e-mail address does Hephzibah use now?",
            "What was Hephzibah's old e-mail address?",
        ),
        make(
            "partner-diary-fair", "partner", "replacement", "Kezia",
            """
            Kezia @0 | Diary, Sunday. Rain all day. Bedwyr and I made pancakes and did the crossword in bed. Three years together this month and he's still the first person I want to tell things to. [oth]
            Kezia @40 | Diary, Wednesday. Work was a blur. Need to return the library books before Friday.
            Kezia @120 | Diary, Thursday. Strange few months. Bedwyr and I split up in August, mostly mutual. I've been seeing Ihaia since the autumn fair; it's early days, but he makes me laugh in a way I'd forgotten about. [cur]
            """,
            "Who is Kezia's partner now?",
            "Who was Kezia with before?",
        ),
        make(
            "car-memo-mazda", "car", "replacement", "Jethro",
            """
            Jethro @0 | Voice memo, um, Tuesday, driving back. Note to self, the old silver Lada Riva needs its MOT by the nineteenth, and, uh, the tyres on the Riva are fine I think, checked them Saturday. Also bin bags. [oth]
            Jethro @20 | Memo. Uh, dentist moved to the 3rd, don't forget. And the gutter. That's it.
            Jethro @50 | Memo, Friday. Right so, uh, sold the Riva to the lad from the garage, finally, and the new one is a dark green Mitsubishi Colt, second hand, picked it up yesterday, drives lovely. Need to move the insurance over to the Colt. And ring Mum. [cur]
            """,
            "What car does Jethro drive now?",
            "What car did Jethro have before?",
        ),
        make(
            "gym-terse-climbing", "gym", "replacement", "Tsubasa",
            """
            Tsubasa @0 | I train at Corbel Climbing Wall on the ring road, three evenings a week. [oth]
            Velloria @0 | Nice, I'll remember Corbel Climbing Wall.
            Velloria @45 | Should I keep using Corbel Climbing Wall for your training reminders?
            Tsubasa @45 | nope. Ferrous Yard now [cur]
            Velloria @45 | Got it, Ferrous Yard.
            """,
            "Which gym does Tsubasa go to?",
            "Where did Tsubasa train before?",
        ),
        make(
            "bank-german-mix", "bank", "replacement", "Walburga",
            """
            Walburga @0 | Mein Gehalt goes into my current account at Hollerbeck Kreditbank, ganz normal, nothing fancy. [oth]
            Kunigunde @0 | Hollerbeck, echt? My parents still bank there.
            Walburga @80 | So, endlich erledigt: I closed the Hollerbeck account, zu viele Gebühren, and everything is with Grünmoor Direkt now, the online bank. Gehalt, Miete, alles. [cur]
            Kunigunde @80 | Grünmoor, gute Wahl.
            """,
            "Remind me who Walburga banks with.",
            "Which bank was Walburga with before?",
        ),
        make(
            "diet-longturn-vegan", "diet", "replacement", "Nandor",
            """
            Nandor @0 | Long week. The printer in our corridor jammed twice, my brother rang about the rowing boat he wants to restore, and I finally finished that audiobook about river pilots. For Saturday's dinner, just so you know, I'm vegetarian, have been since university, so anything without meat works for me. Oh, and parking at the venue is on the left past the bridge. [oth]
            Jolan @0 | Noted! The bridge car park, got it.
            Nandor @75 | Quick catch-up before the reunion: my knee is better, the boat project is on hold while my brother's away, and the river pilots book has a sequel apparently. Food-wise things changed, I went fully vegan in the spring, so no dairy or eggs for me now either, which rules out the cheese board, sorry. Also the bridge by the venue is shut, use the ferry road. [cur]
            Jolan @75 | Vegan, ferry road. Noted both.
            """,
            "What does Nandor eat these days, any dietary restrictions?",
            "What was Nandor's diet before the spring?",
        ),
        make(
            "doctor-form-transfer", "doctor", "replacement", "Clotilde",
            """
            Clotilde @0 | Patient details form. Name: Clotilde Merriwether. Registered GP: Dr Imre Balogh, Orlestone Surgery. Known allergies: none. [oth]
            Clotilde @100 | Change of details form. Name: Clotilde Merriwether. Reason: transferred practice. Registered GP from 1 May: Dr Ayokunle Sowande, Cobbold Row Medical Centre. Previous registration ended. [cur]
            """,
            "Who is Clotilde's GP now?",
            "Who was Clotilde's doctor before?",
        ),
        make(
            "school-groupchat-fisheries", "school", "replacement", "Mirei",
            """
            Mirei @0 | first week at Carraway College done!! marine biology, and the lab has an actual octopus tank [oth]
            Senusret @0 | jealous of the octopus tbh
            Mirei @150 | news: transferred to the University of Tórshavn for second year, their fisheries course is way better. yes I miss the octopus [cur]
            Senusret @150 | the Faroes?? wild. proud of u
            """,
            "Where is Mirei studying now?",
            "Which college did Mirei go to first?",
        ),
    ]  # fmt: skip
