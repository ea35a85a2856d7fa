"""dev15 replacements, part one (r01-r10): the user's own state changes, said explicitly or only
implied by the new fact. r02 changes twice (A -> B -> C); the question asks about C and B is the
replaced statement."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("r01", "job", "replacement", "Chidinma", "Chidinma", "Quincy", [
            (U, "can u set a reminder for 7:40 tmrw, I keep forgetting to put the bins out before work", 0),
            (A, "Done - 7:40am tomorrow, bins.", 0),
            (U, "Ugh what a day. The printer jammed twice, a lady shouted at me about a prescription that wasn't even "
                "ready yet, and I'm the only pharmacist at Ferncombe Chemists on a Saturday so I couldn't even get lunch. "
                "Anyway. Is there anything quick I can make with eggs and spinach?", 3, WAS),
            (A, "Sorry, sounds exhausting. A spinach omelette takes five minutes - wilt the spinach first, then eggs.", 3),
            (FILL, 2, 9),
            (U, "ok so big news, I finally left the chemist. been dispensing on the wards at Harrowfield General since "
                "Monday, hospital pharmacy was always the dream tbh", 52, NOW),
            (A, "That's brilliant, congratulations! How are the wards treating you?", 52),
            (U, "Long corridors. My step count is unreal.", 52),
        ], "where's Chidinma working these days?", past="Where did Chidinma work before the hospital?"),
        chat("r02", "residence", "replacement", "Tsion", "Tsion", "Cinder", [
            (U, "Hiya! Can you find me a takeaway that delivers to Headingley after 11? I'm in a flat off Otley Road.", 0),
            (A, "A few places deliver late round there - want pizza, curry or something else?", 0),
            (U, "curry obvs", 0),
            (FILL, 1, 4),
            (U, "Lease ended so I've moved in with my cousin in Harrogate for now. It's way quieter, not a single "
                "kebab shop open after ten.", 40, WAS),
            (A, "That's a change of pace! Hope the move went ok.", 40),
            (FILL, 1, 61),
            (U, "right, finally got my own place again - a little terraced house in York, ten mins' walk from the "
                "walls. Harrogate was nice but I couldn't live on my cousin's sofa bed forever", 118, NOW),
            (A, "Your own front door again - that's a great feeling. Congrats!", 118),
            (U, "cheers! now I need a bin day reminder for the new house lol", 118),
        ], "remind me which town I'm living in rn?", past="Where was Tsion staying before York?"),
        chat("r03", "car", "replacement", "Waylon", "Waylon", "Puffin", [
            (U, "My Civic's making a squeaky noise when I brake. Is that urgent?", 0, WAS),
            (A, "Squealing often means worn brake pads. Worth getting it looked at within the week.", 0),
            (U, "k thx", 0),
            (FILL, 2, 5),
            (U, "Do you know if a Corolla takes E10? Since we got the Corolla I keep panicking at the pump, the old "
                "Civic went to my nephew.", 33, NOW),
            (A, "Yes, recent Corollas are fine with E10. The fuel flap label should say so too.", 33),
            (U, "Phew. Ok.", 33),
        ], "do you know what Waylon's driving these days?", past="What was Waylon driving before?"),
        chat("r04", "phone_number", "replacement", "Ijeoma", "Ijeoma", "Tilly", [
            (U, "For the parcel people, my mobile is 07981 206 445. Can you keep that handy?", 0, WAS),
            (A, "Noted - I'll use 07981 206 445 when a form asks for your mobile.", 0),
            (FILL, 1, 2),
            (U, "Honestly this week. Dropped my phone down the back of a radiator, fished it out, then the network "
                "wouldn't port my number to the new contract for some reason, so I gave up - it's 07455 310 982 now. "
                "Also my mum's birthday is Thursday and I've bought nothing.", 27, NOW),
            (A, "What a saga! Want a few present ideas for your mum?", 27),
            (U, "yes pls, she likes gardening and crosswords", 27),
            (A, "A crossword annual and a good pair of gardening gloves could be a nice combo.", 27),
        ], "what did I say my number is now?", past="What was Ijeoma's old mobile number?"),
        chat("r05", "email", "replacement", "Kiprotich", "Kiprotich", "Luma", [
            (U, "Use kiprotich.runs@hotmail.co.uk for the race sign-ups please", 0, WAS),
            (A, "Will do.", 0),
            (U, "ta", 0),
            (FILL, 2, 6),
            (U, "hotmail account got hacked and I'm done with it. everything goes to kip.langat@proton.me from now on, "
                "the old one's deleted", 70, NOW),
            (A, "Sorry to hear that. I'll switch to the Proton address for anything that needs an email.", 70),
            (U, "do I need to change it on the running club site too?", 70),
            (A, "Yes - log in and update it under your profile, otherwise their emails will bounce.", 70),
        ], "which email address should I put down for Kiprotich?", past="What email did Kiprotich use before?"),
        chat("r06", "diet", "replacement", "Hemalatha", "Hemalatha", "Rumi", [
            (U, "Need a dinner idea for tonight - I'm vegetarian but I eat eggs and dairy, and I've got paneer to use up.", 0, WAS),
            (A, "Paneer tikka with peppers and a yoghurt dip? Or a quick palak paneer.", 0),
            (U, "ooh palak", 0),
            (FILL, 1, 3),
            (U, "Doing my weekly shop list. It's all plant-based now btw - went fully vegan over the summer so no "
                "ghee, no paneer, none of it. Can you help me think of protein stuff?", 48, NOW),
            (A, "Sure: tofu, tempeh, lentils, chickpeas, edamame, seitan and peanut butter are good staples.", 48),
            (U, "add oat yoghurt to that too", 48),
        ], "what does Hemalatha eat now - is dairy still ok for her?", past="What was Hemalatha's diet before she changed it?"),
        chat("r07", "partner", "replacement", "Ekow", "Ekow", "Bixby", [
            (U, "Araba's birthday is the 12th and we've been together 3 years, I need a gift idea that isn't flowers", 0, WAS),
            (A, "An experience maybe - a cooking class for two, or tickets to something she loves?", 0),
            (U, "she loves comedy, ill look for a show", 0),
            (FILL, 2, 5),
            (U, "so araba and I broke up in the spring, it was mutual. and now I'm seeing someone called Mansa, we met "
                "at a friend's wedding. it's early days but it's good", 96, NOW),
            (A, "Thanks for telling me. I'm glad things feel good with Mansa.", 96),
            (U, "yeah. can you recommend a low key first-month date thing lol", 96),
            (A, "A market wander and street food, or a pottery taster session - easy to chat during.", 96),
        ], "who's Ekow going out with at the moment?", past="Who was Ekow's previous girlfriend?"),
        chat("r08", "gym", "replacement", "Anselmo", "Anselmo", "Dottie", [
            (U, "I go to FitHub on Canal Street, is it open on bank holidays?", 0, WAS),
            (A, "Most chain gyms run reduced hours on bank holidays. Check their app to be sure.", 0),
            (FILL, 1, 1),
            (U, "Cancelled FitHub, it was always rammed. I'm at Vertigo Climbing Centre now, they've got a little weights "
                "room as well so I get both. Arms are destroyed.", 39, NOW),
            (A, "Climbing will do that! Take a rest day if your forearms are screaming.", 39),
            (U, "they are absolutely screaming", 39),
        ], "what's my gym again?", past="Which gym did Anselmo use before the climbing centre?"),
        chat("r09", "bank", "replacement", "Rokeya", "Rokeya", "Fizz", [
            (U, "how do I set up a standing order with Barclays? want to send my sister 50 a month", 0, WAS),
            (A, "In the Barclays app: Payments, then Standing orders, then add new.", 0),
            (U, "found it, ty", 0),
            (FILL, 2, 4),
            (U, "Moved all my banking to Monzo last month, got fed up with branches shutting. Closed the Barclays account "
                "and everything. Now I just need to remember to tell work the new details.", 60, NOW),
            (A, "Good shout - send payroll the new sort code and account number before the next pay run.", 60),
        ], "remind me who I bank with", past="Who did Rokeya bank with before Monzo?"),
        chat("r10", "hairdresser", "replacement", "Tewodros", "Tewodros", "Humbug", [
            (U, "Lileas at Fringe Benefits has done my hair for years, how much should I tip her at Christmas?", 0, WAS),
            (A, "The price of one cut is a common Christmas tip for a regular hairdresser.", 0),
            (U, "oh thats more than I thought", 0),
            (FILL, 1, 8),
            (U, "Lileas retired and moved to Spain (jealous), so I've been going to Odair at the barber's by the "
                "station. He's quick and doesn't make small talk which honestly is perfect", 77, NOW),
            (A, "Sounds like a good match. Every four weeks as usual?", 77),
            (U, "more like 3 with him, he goes shorter", 77),
        ], "who cuts Tewodros's hair now?", past="Who used to do Tewodros's hair?"),
    ]
