"""dev14 corrections: the speaker fixes their own mistake (c01-c10), sometimes in the same
sitting, sometimes days later."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def cases() -> list[Scenario]:
    return [
        chat("c01", "phone_number", "correction", "Howard", "Howard", "Nano", [
            (U, "For the furniture delivery form, my number is 07700 900 418.", 0, WAS),
            (A, "Thanks, added to the form.", 0),
            (U, "Hang on, I've typed that wrong. It's 07700 900 481, I swapped the last two digits. Sorry!", 0.02,
             NOW),
            (A, "No problem, fixed.", 0.02),
            (U, "Can you also put that we'd prefer an afternoon slot?", 0.03),
            (A, "Done, afternoon preferred.", 0.03),
        ], "What's Howard's phone number?"),
        chat("c02", "address", "correction", "Geraldine", "Geraldine", "Loki", [
            (U, "Can you pop my address at the bottom of the party invite? 22 Linnet Close, Stamford.", 0, WAS),
            (A, "Added at the bottom in small print.", 0),
            (U, "Argh, I wrote Linnet Close - it's Linnet Crescent! The Close is the cul-de-sac behind us. Everyone "
                "gets it wrong and now I've done it myself.", 1, NOW),
            (A, "Easily done. The invite's fixed.", 1),
            (U, "Thanks. Can you make the font a bit more fun while you're there?", 1),
            (A, "Switched to a rounded, friendlier font.", 1),
        ], "What's Geraldine's address?"),
        chat("c03", "birthday", "correction", "Sylvia", "Sylvia", "Vex", [
            (U, "My birthday's the 14th of March, if you're keeping track of that sort of thing.", 0, WAS),
            (A, "I'll remember that.", 0),
            (U, "Wait, did I tell you the 14th of March? That's my brother's! Mine is the 14th of May. Forty-one years "
                "old and I can't get my own birthday right.", 3, NOW),
            (A, "Ha, happens to the best of us. All sorted.", 3),
            (U, "Don't tell anyone.", 3),
        ], "When's my birthday again?"),
        chat("c04", "allergy", "correction", "Norman", "Norman", "Aero", [
            (U, "I'm allergic to walnuts, so any cake recipes you give me need to be walnut-free.", 0, WAS),
            (A, "Understood. How about a lemon drizzle?", 0),
            (U, "Lovely, I'll try it at the weekend.", 0),
            (U, "Correction on the nut thing: I had it the wrong way round. The letter from the allergy clinic says "
                "it's pecans I react to. Walnuts are fine, apparently.", 9, NOW),
            (A, "Thanks for checking. I'll keep pecans out of any suggestions.", 9),
            (U, "Which means coffee and walnut cake is back on the menu.", 9),
        ], "Which nut can't Norman eat?"),
        chat("c05", "medication", "correction", "Marsha", "Marsha", "Halo", [
            (U, "I take 20mg of sertraline every morning, in case the pharmacy asks.", 0, WAS),
            (A, "Noted.", 0),
            (U, "Just checked the box and I got that wrong, it's 50mg, not 20. I must have been thinking of something "
                "else.", 0.2, NOW),
            (A, "Thanks for double-checking, I've updated it.", 0.2),
            (U, "I'm hopeless with numbers before a coffee.", 0.2),
        ], "What dose of sertraline is Marsha on?"),
        chat("c06", "email", "correction", "Troy", "Troy", "Opal", [
            (U, "my email is troy.k.lomax@postmill.io", 0, WAS),
            (A, "Thanks, saved.", 0),
            (U, "sorry, typo - theres no k in it. its troy.lomax@postmill.io, the one with the k just bounces", 0.01,
             NOW),
            (A, "Fixed.", 0.01),
            (U, "cheers", 0.01),
        ], "What's my email address again?"),
        chat("c07", "school", "correction", "Alfie", "Shirley", "Onyx", [
            (U, "Alfie's in year four at Brackenfold Juniors and he's got a school trip to the castle next week.", 0,
             WAS),
            (A, "Fun! Does he need a packed lunch?", 0),
            (U, "Yes, and wellies apparently.", 0),
            (U, "Ignore what I said about Brackenfold - that's his cousin's school, I've had them muddled all week. Alfie "
                "goes to Holmwood Primary.", 2, NOW),
            (A, "No worries, corrected.", 2),
            (U, "Still needs the wellies though.", 2),
        ], "Which school does Alfie go to?"),
        chat("c08", "car", "correction", "Curtis", "Curtis", "Wasabi", [
            (U, "I drive a blue Corsa, 2017 plate. What should the tyre pressures be?", 0, WAS),
            (A, "Check the sticker inside the driver's door or the fuel flap; it lists front and rear.", 0),
            (U, "Oops, not a Corsa, I always mix them up. It's an Astra. Vauxhall anyway, so hopefully same "
                "answer.", 0.01, NOW),
            (A, "Same place to look, the door sticker. It varies with load, too.", 0.01),
        ], "What model is Curtis's car?"),
        chat("c09", "doctor", "correction", "Wilma", "Wilma", "Churro", [
            (U, "My GP is Dr Fairbairn at the Elmfield Surgery, if the form needs it.", 0, WAS),
            (A, "Thanks, added.", 0),
            (U, "Hang on, I was reading off an old appointment letter. Fairbairn left years ago; my GP is Dr Nwosu. "
                "Same surgery.", 4, NOW),
            (A, "Updated, thanks for catching that.", 4),
            (U, "No problem. I really should throw those old letters out.", 4),
        ], "Who is Wilma's doctor?"),
        chat("c10", "laptop", "correction", "Rebecca", "Rebecca", "Scone", [
            (U, "My laptop is a ThinkPad T480. Will it run the new version of the photo editing app?", 0, WAS),
            (A, "It should, though big files may be slow with 8GB of RAM.", 0),
            (U, "Sorry, I'm wrong, just flipped it over to check the label. It's a T490, not a T480. Does that change "
                "anything?", 0.05, NOW),
            (A, "Slightly newer processor, so if anything it'll be a bit quicker. Same advice on RAM.", 0.05),
            (U, "Great, downloading now.", 0.05),
        ], "Which laptop does Rebecca have?"),
    ]  # fmt: skip
