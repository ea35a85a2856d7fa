"""dev14 third-party reports: the user passes on what someone else said about a third person's
change (p01-p09; p07 changes twice, A -> B -> C, the last step reported by a relative)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def cases() -> list[Scenario]:
    return [
        chat("p01", "residence", "third_party", "Wayne", "Melvin", "Lichen", [
            (U, "My brother Wayne lives in Yeovil, so I'll stop at his on the drive down to the coast.", 0, WAS),
            (A, "Good plan to break the journey. Want a reminder to text him the day before?", 0),
            (U, "Yes please.", 0),
            (U, "Spoke to my sister-in-law Glenda last night. She says Wayne's moved up to Lichfield for his new job, "
                "back in March! He never tells me anything.", 50, NOW),
            (A, "Brothers, eh. So the coast trip needs a new stopover?", 50),
            (U, "Looks like it. Somewhere around Exeter maybe.", 50),
        ], "Where does Wayne live now?", past="Where did Wayne live before?"),
        chat("p02", "employer", "third_party", "Connor", "Gail", "Pollen", [
            (U, "My mate Connor works in the warehouse at Tattersall Parcels in Nuneaton. He says it's mental in "
                "December.", 0, WAS),
            (A, "I can imagine, it's their busiest time.", 0),
            (U, "Bumped into Connor's girlfriend Jodie at the shops. Apparently he left Tattersall a fortnight ago "
                "and he's driving the bin lorries for the council now. Better hours, she reckons.", 40, NOW),
            (A, "Sounds like a good swap, especially the hours.", 40),
            (U, "And he's home by two, jammy sod.", 40),
        ], "Where's Connor working these days?", past="Where did Connor work before the council?"),
        chat("p03", "phone_number", "third_party", "Ernest", "Maxine", "Nectar", [
            (U, "Grandad Ernest's landline is 01392 447 210. Can you keep it handy for me?", 0, WAS),
            (A, "Saved as Grandad Ernest.", 0),
            (U, "Auntie Marlene rang. Grandad has finally got a mobile and the landline's been cut off. She says his "
                "number is 07700 553 019 now, and he's very proud of it.", 30, NOW),
            (A, "That's sweet. Do you want to send him a test message?", 30),
            (U, "I'll ring him, he hasn't worked out texting yet.", 30),
        ], "How do I get hold of Ernest by phone?"),
        chat("p04", "partner", "third_party", "Heidi", "Cynthia", "Bumble", [
            (U, "My friend Heidi's engaged to a lovely chap called Ross. Wedding's next June, I'm a bridesmaid!", 0,
             WAS),
            (A, "How exciting! Have you seen the dress yet?", 0),
            (U, "Not yet, she's being very secretive.", 0),
            (U, "My cousin told me Heidi's called the engagement off. She and Ross aren't together any more, so no "
                "wedding, no bridesmaid dress. Poor Heidi.", 65, NOW),
            (A, "Oh, that's sad. She'll need her friends around her.", 65),
            (U, "Taking her out for cocktails on Friday.", 65),
        ], "Is Heidi getting married next year?"),
        chat("p05", "school", "third_party", "Elliot", "Josephine", "Dewdrop", [
            (U, "My nephew Elliot is at Saltergate High, just started year nine.", 0, WAS),
            (A, "Year nine is a big one. Has he chosen options yet?", 0),
            (U, "Not till next year.", 0),
            (U, "My sister says Elliot moved to Ellersby Grammar in September. He passed the late-entry test, we're "
                "all chuffed to bits.", 55, NOW),
            (A, "Well done Elliot! That's a real achievement.", 55),
        ], "Which school is Elliot at?"),
        chat("p06", "doctor", "third_party", "Muriel", "Donald", "Raindrop", [
            (U, "Mum's GP is Dr Ainsworth at the Sutcliffe Street surgery. They're very good with her.", 0, WAS),
            (A, "That's reassuring, especially with her hip.", 0),
            (U, "Mum's neighbour tells me Dr Ainsworth has retired and Mum's been moved onto Dr Chaudhry's list. I'll "
                "need to ring them about the repeat prescription.", 70, NOW),
            (A, "Worth checking the prescription carried over. Want a reminder for Monday?", 70),
            (U, "Please.", 70),
        ], "Who's Muriel's doctor?"),
        chat("p07", "job_title", "third_party", "Isabel", "Norma", "Snowflake", [
            (U, "My daughter Isabel's a staff nurse on the cardiac ward, she works such long shifts.", 0),
            (A, "Nursing is tough work. She must be very dedicated.", 0),
            (U, "Isabel's been made a ward sister! So proud of her.", 100, WAS),
            (A, "Wonderful news, well done to her.", 100),
            (U, "Isabel's dad rang this morning: she got the matron post she went for and started on Monday. She "
                "hadn't even told me yet!", 210, NOW),
            (A, "Matron! She's flying up the ladder.", 210),
            (U, "I'll give her a hard time for not telling me first.", 210),
        ], "What's Isabel's job now?", past="What was Isabel's position before matron?"),
        chat("p08", "address", "third_party", "Jared", "Dorothy", "Tempest", [
            (U, "Jared's address is 9 Tanner's Fold, Alnwick, for the Christmas card list.", 0, WAS),
            (A, "Added to the list.", 0),
            (U, "Jared's mum says he's moved in with his partner, so his card needs to go to 41 Coltsfoot Way now.",
             40, NOW),
            (A, "Updated the card list.", 40),
            (U, "I'd better send a new-home card while I'm at it.", 40),
        ], "What's Jared's address these days?"),
        chat("p09", "pet", "third_party", "Wanda", "Patricia", "Solstice", [
            (U, "Our neighbour Wanda has a grey parrot called Jellybean who wolf-whistles at the postman.", 0, WAS),
            (A, "Ha! Does the postman whistle back?", 0),
            (U, "Every time.", 0),
            (U, "Wanda's son told me she's rehomed Jellybean with a bird sanctuary, he got too loud for her, and she's "
                "got a pug puppy instead.", 45, NOW),
            (A, "The postman will miss his fan.", 45),
            (U, "The pug barks at him, so not much has changed.", 45),
        ], "What pet does Wanda have?"),
    ]  # fmt: skip
