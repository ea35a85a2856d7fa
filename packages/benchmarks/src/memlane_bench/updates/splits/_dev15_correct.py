"""dev15 corrections (c01-c10): the user got their own fact wrong and puts it right, sometimes in
the next message, sometimes days later ("wait no", "sorry, autocorrect", "I keep mixing them up")."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("c01", "hobby", "correction", "Rajalakshmi", "Rajalakshmi", "Soso", [
            (U, "Signed up for a pottery class!! It's on Tuesdays 7-9 at the arts centre. Can you stop me booking "
                "anything else on those nights?", 0, WAS),
            (A, "Exciting! I'll flag anything that clashes with the class.", 0),
            (U, "wait no, it's Thursdays, not Tuesdays. Tuesday was the taster session. Thursdays 7-9.", 0, NOW),
            (A, "Got it, Thursdays 7-9 then.", 0),
            (FILL, 2, 4),
            (U, "first class done, I made a bowl that looks like a hat", 10),
            (A, "Every potter's first bowl is a hat. That's the rule.", 10),
        ], "what night is my pottery class?", past="Which night did Rajalakshmi first say the pottery class was?"),
        chat("c02", "phone_number", "correction", "Murugan", "Murugan", "Cici", [
            (U, "my number for the dentist form is 07700 431 286", 0, WAS),
            (A, "Thanks, I'll fill that in.", 0),
            (U, "argh sorry fat fingers - 07700 431 268. last two the other way round", 0, NOW),
            (A, "No problem, corrected to 07700 431 268.", 0),
            (FILL, 2, 3),
            (U, "dentist called me fine so that worked", 6),
            (A, "Good stuff.", 6),
        ], "what's Murugan's mobile?", past="What number did Murugan type first?"),
        chat("c03", "landlord", "correction", "Thenmozhi", "Thenmozhi", "Didi", [
            (U, "Boiler's broken AGAIN. My landlord is Selvi, can you help me write a message to her that's firm but "
                "not rude?", 0, WAS),
            (A, "Sure: 'Hi, the boiler has stopped working again - could you arrange a repair this week? Thanks.'", 0),
            (FILL, 1, 0),
            (U, "Actually hang on, I've got that mixed up. Selvi's the letting agent, she just handles the viewings. "
                "My actual landlord is Harjit, he owns the flat, and repairs go to him. Can you readdress it?", 1, NOW),
            (A, "Of course - same message, addressed to Harjit.", 1),
            (U, "thx", 1),
        ], "who's my landlord?", past="Who did Thenmozhi first say her landlord was?"),
        chat("c04", "babysitter", "correction", "Baljinder", "Baljinder", "Fifi", [
            (U, "Tejinder is babysitting Friday so me and my husband can finally go out, can u book a table for 2 at "
                "7:30 somewhere nice in town", 0, WAS),
            (A, "I can suggest a few places - Italian, Thai or a gastropub?", 0),
            (U, "ugh I typed the wrong name - it's Inderpal babysitting, not Tejinder. Tejinder's next door's girl, "
                "she only does Saturdays. anyway thai pls", 0, NOW),
            (A, "Noted, Inderpal on Friday. Here are three Thai places with tables at 7:30.", 0),
            (FILL, 2, 2),
            (U, "dinner was lovely, kids were fine", 5),
        ], "who's babysitting for Baljinder on Friday?", past="Who did Baljinder first say was babysitting?"),
        chat("c05", "allergy", "correction", "Rajvir", "Rajvir", "Gigi", [
            (U, "Booking the work Christmas meal - I need to tell them I'm allergic to walnuts", 0, WAS),
            (A, "I can draft a note for the restaurant. Anything else to mention?", 0),
            (FILL, 1, 0),
            (U, "oh wait no, I'm being daft. It's pecans I'm allergic to, walnuts are fine. I always mix them up, "
                "they look like little brains", 0, NOW),
            (A, "Ha, they do. I'll put pecans in the note.", 0),
            (U, "perfect", 0),
        ], "what nut am I allergic to?", past="Which nut did Rajvir first say he was allergic to?"),
        chat("c06", "medication", "correction", "Arooj", "Arooj", "Koko", [
            (U, "Can you remind me to take my citalopram at 9 every morning", 0, WAS),
            (A, "Daily reminder set for 9am.", 0),
            (FILL, 2, 1),
            (U, "just looked at the box, it's escitalopram not citalopram. pharmacist said they're cousins lol. can "
                "you fix the reminder name", 3, NOW),
            (A, "Fixed - the 9am reminder now says escitalopram.", 3),
            (U, "ta x", 3),
        ], "what medication is Arooj on?", past="What did Arooj first say her medication was?"),
        chat("c07", "bike", "correction", "Shehzad", "Shehzad", "Nini", [
            (U, "What tyre pressure should I run on my bike? It's a Trek road bike, 28mm tyres.", 0, WAS),
            (A, "Around 70-80 psi for 28mm tyres is a good starting point, depending on your weight.", 0),
            (U, "hmm", 0),
            (FILL, 1, 2),
            (U, "correction from the other day - my bike's actually a Specialized Allez, not a Trek. The Trek was "
                "my brother's and I always say it by accident. Does that change the pressure thing?", 6, NOW),
            (A, "Not really - it's the tyre width that matters, so 70-80 psi still works.", 6),
        ], "what bike does Shehzad ride?", past="What bike did Shehzad first say he had?"),
        chat("c08", "kids_school", "correction", "Iqra", "Nabeel", "Popo", [
            (U, "Iqra's at Treadwell Primary, what time does that finish on Fridays?", 0, WAS),
            (A, "I don't have their timetable - most primaries finish between 3 and 3:30. Their website should say.", 0),
            (U, "no sorry wrong school, she's at Elmhurst Primary now. Treadwell's where she did nursery. brain's "
                "fried", 0, NOW),
            (A, "No worries - Elmhurst it is. Their site should list the Friday pick-up time.", 0),
            (FILL, 2, 1),
            (U, "found it, 3:15", 2),
        ], "which school is Nabeel's daughter at?", past="Which school did Nabeel say Iqra was at first?"),
        chat("c09", "doctor", "correction", "Waqas", "Waqas", "Riri", [
            (U, "need to ring my GP tomorrow at 8 on the dot, it's Riverside Surgery, can you get me the number", 0, WAS),
            (A, "Riverside Surgery - I'll look up their number. Which town?", 0),
            (U, "oh hang on it's Riverbank Surgery not Riverside. Riverside is the vets lol. same road. Riverbank "
                "Surgery in Tadley", 0, NOW),
            (A, "Ha, easy mix-up. Riverbank Surgery, Tadley - I'll find it.", 0),
            (FILL, 2, 1),
        ], "what's my GP surgery called?", past="Which surgery did Waqas first name?"),
        chat("c10", "favourite_drink", "correction", "Sidra", "Sidra", "Titi", [
            (U, "Going to the pub quiz Weds, my usual is a pint of Guinness, can you check they do it", 0, WAS),
            (A, "Most pubs do. Want me to check this one's drinks menu?", 0),
            (FILL, 1, 0),
            (U, "actually scratch that, Guinness is what I always order for my dad. mine's a pear cider, I can't "
                "stand stout tbh", 0, NOW),
            (A, "Pear cider for you then. I'll check they stock it.", 0),
            (U, "cheers", 0),
        ], "what does Sidra drink at the pub?", past="What did Sidra first say her usual drink was?"),
    ]
