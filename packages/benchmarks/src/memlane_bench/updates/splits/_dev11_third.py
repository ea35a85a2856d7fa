"""dev11 third-party reports: the person said it first, someone else later reports the change
(a sister's chance meeting, a brother at the ferry, a reception note, gossip using a nickname,
a spouse, a parent, a neighbourhood group, an internal newsletter)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "res-sister-cos", "residence", "third_party", "Cosimo",
            """
            Cosimo @0 | Six years in Lecce now and I still can't handle the August heat. [oth]
            Vailea @0 | six years! time flies
            Vailea @110 | My sister bumped into Cos at a wedding. Apparently he's moved to Matera, got a place up near the old cave houses. [cur]
            """,
            "Where is Cosimo living these days?",
            "Where did Cosimo live before?",
        ),
        make(
            "job-brother-ferry", "employer", "third_party", "Svanhild",
            """
            Svanhild @0 | I'm a lab technician at Kvitholm Seafoods in Bodø, mostly quality testing on the cod. [oth]
            Brynjar @0 | sounds cold
            Brynjar @130 | Ran into Svanhild's brother on the ferry. He says she left Kvitholm in the spring and does lab work for Aursand Biotech now. [cur]
            """,
            "Who does Svanhild work for now?",
            "Where did Svanhild work before?",
        ),
        make(
            "ext-reception-note", "desk_extension", "third_party", "Mahina",
            """
            Mahina @0 | You can reach me on extension 4417, I'm at the desk by the window. [oth]
            Kahurangi @20 | Reception note: desk moves are complete. Mahina's extension changed from 4417 to 4452 as of Monday; calls to 4417 now go to the old fax line. [cur]
            """,
            "What's Mahina's extension?",
            "What was Mahina's extension before the desk moves?",
        ),
        make(
            "partner-gossip-benni", "partner", "third_party", "Benedikta",
            """
            Benedikta @0 | Feargal and I are doing the coast walk this weekend for our second anniversary! [oth]
            Roswitha @0 | aww, bring waterproofs
            Roswitha @150 | Did you hear about Benni? She and Feargal split up ages ago. She's with a sculptor called Anguteeraq now, they met at the kiln workshop. [cur]
            """,
            "Who is Benedikta seeing now?",
            "Who was Benedikta's partner before?",
        ),
        make(
            "dentist-wife-switch", "dentist", "third_party", "Kipchoge",
            """
            Kipchoge @0 | My dentist is Dr Pipaluk Lyberth at Millrace Dental, very gentle, highly recommend. [oth]
            Jelagat @90 | Kipchoge switched dentists after the billing mess. He goes to Dr Merrion Tressidy on Saltpan Street now. [cur]
            Jelagat @90 | I'm staying with Millrace myself, for the record.
            """,
            "Who is Kipchoge's dentist?",
            "Who was Kipchoge's dentist before?",
        ),
        make(
            "school-mother-college", "school", "third_party", "Devayani",
            """
            Devayani @0 | I'm at Ravensholt Sixth Form, doing chemistry, biology and maths. [oth]
            Vaidehi @100 | Devayani transferred to Elmcote College in January; the journey to Ravensholt was wearing her out. Same three subjects though. [cur]
            """,
            "Which school does Devayani attend now?",
            "Where was Devayani studying before?",
        ),
        make(
            "van-neighbour-group", "car", "third_party", "Nehemiah",
            """
            Nehemiah @0 | My van's the white Transit, so if you see it outside, I'm in. [oth]
            Dorcas @70 | Neighbourhood group: Nehemiah at number 12 has swapped his white Transit for an electric Vivaro, it's the one on the charger now, so please don't block the cable. [cur]
            """,
            "What vehicle does Nehemiah drive now?",
            "What van did Nehemiah have before?",
        ),
        make(
            "team-newsletter-moves", "department", "third_party", "Omkar",
            """
            Omkar @0 | I'm in the billing team, second floor, by the broken vending machine. [oth]
            Nivedita @45 | Internal newsletter, people moves this month: Omkar has joined the fraud analytics team from billing. Please send fraud queries his way. [cur]
            """,
            "Which team is Omkar in now?",
            "Which team was Omkar in before?",
        ),
    ]  # fmt: skip
