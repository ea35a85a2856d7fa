"""dev15 replacements, part two (r11-r20). r12 and r20 change twice (A -> B -> C); their
questions ask about C and B is the replaced statement."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("r11", "streaming", "replacement", "Kasun", "Kasun", "Mabry", [
            (U, "is the new season of that heist show on Netflix yet? it's the only streaming thing I pay for", 0, WAS),
            (A, "Not yet - it's due next month.", 0),
            (FILL, 2, 3),
            (U, "Cancelled Netflix when they put the price up again. Just got Disney+ now, mostly cos my niece stays "
                "over every other weekend and it's all she wants to watch.", 45, NOW),
            (A, "Makes sense. There's plenty on there for grown-ups too once she's in bed.", 45),
            (U, "any recs?", 45),
            (A, "The Star Wars series are a good place to start if you like those, or some of the nature docs.", 45),
        ], "which streaming service am I paying for these days?", past="What streaming service did Kasun have before?"),
        chat("r12", "manager", "replacement", "Madhuri", "Madhuri", "Perry", [
            (U, "my manager Dhruv wants the rota by Friday, can u remind me Thursday am", 0),
            (A, "Reminder set for Thursday morning: rota for Dhruv.", 0),
            (U, "Dhruv's off on paternity leave, Umesh from the Bristol office is covering as my manager till March. "
                "He's fine, bit keen on spreadsheets.", 21, WAS),
            (A, "Noted. Anything you'd like me to remind you of for Umesh?", 21),
            (FILL, 2, 40),
            (U, "restructure happened. Dhruv isn't coming back to our team and Umesh is gone back to bristol, so "
                "Sharmila is officially my line manager now. first 1:1 with her on Weds", 92, NOW),
            (A, "Good luck for Wednesday. Want to jot down some things to raise?", 92),
            (U, "yeah, mainly the training budget", 92),
        ], "who does Madhuri report to now?", past="Who was covering as Madhuri's manager before the restructure?"),
        chat("r13", "commute", "replacement", "Yashwant", "Yashwant", "Quibble", [
            (U, "Is the M62 bad this morning? I drive it to work every day and it's always a car park.", 0, WAS),
            (A, "There's a slowdown near junction 26 - add about 15 minutes.", 0),
            (U, "brilliant. love it", 0),
            (FILL, 2, 2),
            (U, "You can stop checking the M62 for me - I've sold the car and get the train in now. 07:48 from "
                "Brighouse, I read on the way, it's bliss.", 59, NOW),
            (A, "That sounds far more relaxing. I'll flag any rail disruption instead.", 59),
        ], "how's Yashwant getting to work these days?", past="How did Yashwant get to work before?"),
        chat("r14", "coffee_order", "replacement", "Abhijit", "Abhijit", "Suki", [
            (U, "can u save my usual for the coffee app pre-order: large flat white, extra shot", 0, WAS),
            (A, "Saved: large flat white with an extra shot.", 0),
            (FILL, 1, 1),
            (U, "Long week. Had my blood test results back, nothing major but the nurse said to cut down on caffeine, "
                "so my usual is a small oat decaf cortado now. Tastes sadder but fine. Also we're out of bin bags "
                "again, can you add them to the list?", 34, NOW),
            (A, "Added bin bags. And I've updated your pre-order to a small oat decaf cortado.", 34),
            (U, "great ta", 34),
        ], "what should I order for Abhijit at the café?", past="What was Abhijit's old coffee order?"),
        chat("r15", "course", "replacement", "Ketaki", "Ketaki", "Umi", [
            (U, "I'm doing the AAT accounting course at the college on Tuesday nights - any tips for remembering double "
                "entry?", 0, WAS),
            (A, "'DEAD CLIC': Debits for Expenses, Assets, Drawings; Credits for Liabilities, Income, Capital.", 0),
            (U, "lol ok that's going on a post-it", 0),
            (FILL, 1, 6),
            (U, "dropped the accounting course, it just wasn't me. Signed up for a data analytics bootcamp instead, "
                "online, two evenings a week - SQL and python so far and I actually like it", 55, NOW),
            (A, "Great switch if it's clicking. Want some beginner SQL practice ideas?", 55),
            (U, "yes pls", 55),
        ], "what course is Ketaki doing these days?", past="Which course did Ketaki drop?"),
        chat("r16", "laptop", "replacement", "Mrinal", "Mrinal", "Vinnie", [
            (U, "my thinkpad keeps overheating when I have zoom open, any fixes?", 0, WAS),
            (A, "Check for dust in the vents, close background apps, and update the BIOS and drivers.", 0),
            (FILL, 2, 2),
            (U, "Gave up on the ThinkPad and bought a MacBook Air in the sale. Silent, no fan. What's the shortcut "
                "for a screenshot on this thing?", 41, NOW),
            (A, "Cmd+Shift+4 for a selection, Cmd+Shift+3 for the whole screen.", 41),
            (U, "amazing", 41),
        ], "what laptop am I on these days?", past="What laptop did Mrinal use before the Mac?"),
        chat("r17", "shift_pattern", "replacement", "Ninad", "Ninad", "Wally", [
            (U, "I'm on nights all this year, 8pm to 8am, four on four off. What's the best time to eat?", 0, WAS),
            (A, "Try a proper meal before your shift, a light snack around 1-2am, and something small before sleep.", 0),
            (U, "makes sense", 0),
            (FILL, 1, 5),
            (U, "Good news, they moved me off nights! Earlies now, 6 till 2, Monday to Friday. I've seen more daylight "
                "this week than in the whole of January.", 63, NOW),
            (A, "That's a big improvement. Your sleep should settle in a couple of weeks.", 63),
            (U, "hope so, still waking up at 3am like an owl", 63),
        ], "what shifts is Ninad on now?", past="What shifts did Ninad work before?"),
        chat("r18", "dentist", "replacement", "Pranoti", "Pranoti", "Xeno", [
            (U, "Dentist reminder pls - Dr Ilango at Bramley Dental, check-up on the 3rd at 10.", 0, WAS),
            (A, "Reminder set for the 3rd at 10: check-up with Dr Ilango.", 0),
            (FILL, 2, 1),
            (U, "Bramley Dental went private-only so I've had to find somewhere else. I'm with Dr Karpagam at the "
                "NHS practice on Mill Lane now, she's lovely and didn't tell me off about flossing. Miracle.", 88, NOW),
            (A, "Glad you found someone good. Want a six-month check-up reminder?", 88),
            (U, "yes please", 88),
        ], "which dentist do I go to now", past="Which dentist was Pranoti with before?"),
        chat("r19", "band", "replacement", "Sushila", "Sushila", "Yoyo", [
            (U, "gig tonight!! I play bass in a covers band called The Overdrafts, we do pub classics. nervous", 0, WAS),
            (A, "Break a leg! Pub crowds love a singalong.", 0),
            (U, "they do, especially after ten", 0),
            (FILL, 1, 3),
            (U, "Left the Overdrafts, too much Mr Brightside. I'm in a ska band now, Skanktuary - yes really - "
                "still on bass, but we write our own stuff. First rehearsal was chaos in the best way.", 71, NOW),
            (A, "Ha, great name. Original songs must be a fun change.", 71),
        ], "what band is Sushila in these days?", past="Which band was Sushila in before?"),
        chat("r20", "running_route", "replacement", "Balaji", "Balaji", "Bobo", [
            (U, "weather for my run at 6? I do the canal loop, about 7k", 0),
            (A, "Dry, 9 degrees, light wind. Good running weather.", 0),
            (U, "Canal path's closed for works so I've switched to laps of Priory Park, 3 laps is about 8k.", 20, WAS),
            (A, "Nice - parks are good for pacing. Want me to check the weather for it tomorrow?", 20),
            (FILL, 1, 27),
            (U, "park got too busy with the new football pitches so my route's the reservoir now - all the way round "
                "and back is 10k and it's gorgeous at sunrise", 66, NOW),
            (A, "That sounds like a lovely route. 10k is a solid morning run.", 66),
            (U, "legs disagree", 66),
        ], "where does Balaji usually run now?", past="Where was Balaji running before the reservoir?"),
    ]
