"""dev14 retractions: something the speaker said is no longer (or never was) true (t01-t09)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def cases() -> list[Scenario]:
    return [
        chat("t01", "allergy", "retraction", "Theresa", "Theresa", "Bagel", [
            (U, "I'm allergic to penicillin. Can you make sure that goes on the travel insurance form?", 0, WAS),
            (A, "Added under medical conditions.", 0),
            (U, "Turns out I'm not allergic to penicillin after all! Had the proper test at the allergy clinic, it came "
                "back negative, and they've taken it off my record. Thirty years of avoiding it for nothing.", 30,
             NOW),
            (A, "That's useful to know. It opens up a lot more options if you ever need antibiotics.", 30),
            (U, "Exactly what the nurse said.", 30),
        ], "Am I allergic to any antibiotics?"),
        chat("t02", "diet", "retraction", "Valerie", "Valerie", "Toffee", [
            (U, "I'm vegan, so any recipes you send me need to be fully plant-based, please.", 0, WAS),
            (A, "Of course. Want a few easy weeknight ones to start?", 0),
            (U, "Go on.", 0),
            (A, "Chickpea and spinach curry, black bean tacos, and a peanut noodle stir-fry.", 0),
            (U, "Confession: I'm not vegan any more. I started eating fish and eggs again in the spring and honestly "
                "I feel better for it, so don't worry about keeping recipes plant-based.", 50, NOW),
            (A, "No judgement here! Fish and eggs open up a lot of quick meals.", 50),
        ], "Would Valerie eat salmon if I cooked it for her?"),
        chat("t03", "partner", "retraction", "Carolyn", "Carolyn", "Fudge", [
            (U, "My boyfriend Clint and I are going away for our anniversary. Any ideas for a cosy cottage break?",
             0, WAS),
            (A, "Look for somewhere with a log burner and a pub within walking distance.", 0),
            (U, "Clint and I split up over the summer. It was mutual and we're still civil. I'm single now and "
                "honestly enjoying having the remote to myself.", 80, NOW),
            (A, "Sounds like you're in a good place with it.", 80),
            (U, "I am. Thanks for asking.", 80),
        ], "Is Carolyn seeing anyone?"),
        chat("t04", "medication", "retraction", "Dennis", "Dennis", "Sherbet", [
            (U, "I'm on metformin twice a day, with breakfast and dinner. Can you remind me at 8 and 6?", 0, WAS),
            (A, "Two daily reminders set, 8am and 6pm.", 0),
            (U, "You can delete those pill reminders. The diabetes nurse says my numbers are so good I can come off "
                "metformin altogether, so I'm not on any tablets now.", 90, NOW),
            (A, "That's fantastic news. Reminders deleted.", 90),
            (U, "All that walking paid off.", 90),
        ], "What medication does Dennis take?"),
        chat("t05", "choir", "retraction", "Gloria", "Gloria", "Sundae", [
            (U, "I sing with the Kingsbridge Community Choir on Wednesday nights, we're doing a summer concert.", 0,
             WAS),
            (A, "Lovely! What's on the programme?", 0),
            (U, "A lot of musicals, some gospel.", 0),
            (U, "I've packed in the choir. With the new grandbaby I just don't have the evenings, so Wednesdays are "
                "free again.", 45, NOW),
            (A, "Congratulations on the grandbaby! Maybe the choir will have you back one day.", 45),
            (U, "Maybe, when she's older.", 45),
        ], "Is Gloria in a choir?"),
        chat("t06", "car", "retraction", "Franklin", "Franklin", "Pinecone", [
            (U, "I've got a little Ford Ka for the school run. When should I get the tyres checked?", 0, WAS),
            (A, "Check the tread monthly; replace them at 3mm for safety, legally by 1.6mm.", 0),
            (U, "Well, we sold the car last week! We're living car-free now. The bus stop's right outside and the kids "
                "cycle to school.", 60, NOW),
            (A, "Brave move, and probably good for the budget.", 60),
            (U, "So far so good, ask me again in January.", 60),
        ], "Does Franklin have a car?"),
        chat("t07", "habit", "retraction", "Darren", "Darren", "Thistle", [
            (U, "I smoke about ten a day, I know, I know.", 0, WAS),
            (A, "No lecture from me. If you ever want help quitting, just say.", 0),
            (U, "Guess what? Six months without a cigarette today! Haven't touched one since the patches ran out in "
                "the spring.", 120, NOW),
            (A, "Six months is huge, well done!", 120),
            (U, "Treated myself to new trainers with the money I've saved.", 120),
        ], "Does Darren smoke?"),
        chat("t08", "church", "retraction", "Elaine", "Elaine", "Bluebell", [
            (U, "We go to St Werburgh's every Sunday and I do the flowers once a month.", 0, WAS),
            (A, "That's lovely. Any favourite flowers to work with?", 0),
            (U, "Lilies, though they make everyone sneeze.", 0),
            (U, "We don't go to church any more, haven't been since Easter. We fell out with the new vicar, long "
                "story, and we've not found anywhere else.", 75, NOW),
            (A, "Sorry to hear that. It's hard when something that was part of the week stops.", 75),
            (U, "I miss the flowers most.", 75),
        ], "Which church does Elaine go to?"),
        chat("t09", "club", "retraction", "Lewis", "Lewis", "Foxglove", [
            (U, "I'm a member at Ormerod Park Golf Club and I play most Saturdays.", 0, WAS),
            (A, "How's your handicap coming along?", 0),
            (U, "Stuck at eighteen, forever.", 0),
            (U, "I let my golf club membership lapse in April. I'm not a member anywhere now. My back can't take it "
                "and the fees went up again.", 100, NOW),
            (A, "Sensible. Maybe the odd pay-and-play round if you miss it?", 100),
            (U, "Maybe.", 100),
        ], "Is Lewis a member of a golf club?"),
    ]  # fmt: skip
