"""dev15 far-apart changes (f01-f12): between the older and the newer statement lie 150-260 turns
of seeded small talk and 60+ days. f03, f07 and f11 change twice (A -> B -> C): A is said at the
start, B is the older scored statement and C the newer one."""

from __future__ import annotations

from ._dev15_build import FILL, NOW, WAS, A, Chat, U, chat


def _far(sid: str, family: str, user: str, bot: str, head: list, old: tuple, reply: str, n: int,
         new: tuple, tail: list, question: str, past: str) -> Chat:  # fmt: skip
    """``old`` and ``new`` are (text, day); ``n`` small-talk exchanges (2n turns) lie between."""
    rows = [*head, (U, old[0], old[1], WAS), (A, reply, old[1]), (FILL, n, old[1], new[1]),
            (U, new[0], new[1], NOW), *tail]  # fmt: skip
    return chat(sid, family, "far_apart", user, user, bot, rows, question, past)


def cases() -> list[Chat]:
    return [
        _far("f01", "job", "Wonwoo", "Reeve", [
            (U, "hey, quick one before my shift", 0),
            (A, "Go for it.", 0),
        ], ("I pick orders at the Amazon warehouse in Dunstable, 10 hour shifts, my feet are wrecked. what "
            "insoles are good for standing all day?", 0),
            "Gel or memory-foam insoles with arch support help a lot - and rotate two pairs of shoes.", 75,
            ("Left the warehouse!! I'm at Greenacre Garden Centre now, mostly in the plants section. Less money "
             "but I'm outside half the day and nobody times my toilet breaks", 96),
            [(A, "That sounds like a much happier set-up. Congratulations!", 96),
             (U, "ty. I smell of compost permanently", 96)],
            "where's Wonwoo working at the moment?", "Where did Wonwoo work before the garden centre?"),
        _far("f02", "residence", "Selamawit", "Tad", [], (
            "I'm in Dundee, top floor flat by the Law. Gorgeous view, 4 flights of stairs. What's a good "
            "mattress that'll actually fit up a narrow stairwell?", 0),
            "A roll-up mattress in a box is your friend - it goes up folded and expands in the room.", 82,
            ("Moving day done!! I've left Dundee and I'm in Perth now, a ground floor flat with a tiny garden. "
             "No more stairs, my calves will miss them", 121),
            [(A, "Congratulations on the move! Enjoy the garden.", 121)],
            "where does Selamawit live now?", "Where did Selamawit live before Perth?"),
        _far("f03", "car", "Bereket", "Uri", [
            (U, "Sold my old Picanto finally, it was basically held together by stickers", 0),
            (A, "A noble end for a trusty car.", 0),
        ], ("replaced it with a secondhand Honda Jazz, 2017. how often does a Jazz need servicing?", 1),
            "Honda recommend a service every 12 months or 12,500 miles, whichever comes first.", 90,
            ("Part-exchanged the Jazz - I'm driving an MG4 now, fully electric. Bit nervous about range but the "
             "petrol savings are already mad", 140),
            [(A, "Exciting! Want me to find chargers on your regular routes?", 140),
             (U, "yes pls, especially round the in-laws", 140)],
            "do you know what Bereket's driving these days?", "What was Bereket driving before the MG?"),
        _far("f04", "gym", "Yonas", "Wes", [], (
            "I swim at the Queensway leisure centre before work, 40 lengths. Does swimming count as cardio or "
            "strength?", 0),
            "Mostly cardio, with some strength from the water resistance.", 100,
            ("cancelled the leisure centre, I'm doing boxing now at Jab & Hook Boxing on Mill Road, 3 classes a week. "
             "turns out I love hitting things", 85),
            [(A, "Ha, a classic discovery. Remember to wrap your hands properly.", 85)],
            "what's Yonas doing for exercise now, where does he train?", "Where did Yonas exercise before boxing?"),
        _far("f05", "bank", "Meron", "Brisa", [
            (U, "morning", 0),
            (A, "Morning! What can I do for you?", 0),
        ], ("Santander have blocked my card AGAIN for buying a train ticket. What's the number to call them?", 0),
            "Santander's fraud line is on the back of your card - it's quickest to call it from the app.", 110,
            ("fyi I moved banks, I'm with Nationwide now. switched everything over with that current account switch "
             "thing and it took like a week. Santander's closed", 150),
            [(A, "Nice and easy then. Want reminders to update any saved card details?", 150),
             (U, "yes, streaming and the gym", 150)],
            "remind me who Meron banks with", "Who did Meron bank with before Nationwide?"),
        _far("f06", "phone_carrier", "Mekdes", "Ceti", [], (
            "I'm on EE, the signal at my mum's is terrible. Is there a wifi calling setting?", 0),
            "Yes - on most phones it's under Settings > Mobile > Wi-Fi Calling. EE supports it.", 120,
            ("Ditched EE, way too pricey once the contract ended. I'm on giffgaff now, £10 a month and the signal "
             "at mum's is actually better lol. Kept the same number", 104),
            [(A, "Cheaper and better signal - great switch.", 104)],
            "what mobile network am I on these days?", "Which network was Mekdes on before?"),
        _far("f07", "hairdresser", "Faadumo", "Gaia", [
            (U, "my hairdresser Deqa moved away so I need a new one, ugh", 0),
            (A, "That's always a wrench. Want me to look for well-reviewed salons nearby?", 0),
        ], ("found one! Idil at Corkscrew Curls does braids, she's amazing. booked in for the 9th", 2),
            "Lovely - I'll remind you the day before.", 128,
            ("Idil's salon shut down. I go to Ubah now, she works from her front room in Moseley and charges half "
             "as much. Booked in for box braids next week", 160),
            [(A, "Sounds like a great find. Want a reminder for next week?", 160),
             (U, "yeah the day before pls", 160)],
            "who does Faadumo's hair now?", "Who did Faadumo's hair before Ubah?"),
        _far("f08", "language_study", "Tejas", "Kiva", [
            (U, "buenos dias lol", 0),
            (A, "Buenos dias! Practising?", 0),
        ], ("yeah I'm learning Spanish, 200 day streak on Duolingo. how do you roll the r", 0),
            "Tap the tip of your tongue just behind your top teeth, quickly and repeatedly - 'pero' to 'perro'.", 78,
            ("Dropped Spanish, honestly lost the streak and the will. Now I'm doing Japanese at an evening class at "
             "the uni, Wednesdays, because we're going to Osaka next spring", 99),
            [(A, "Ganbatte! Want some help with hiragana?", 99)],
            "which language am I learning at the minute?", "What language was Tejas learning before?"),
        _far("f09", "book_club", "Navdeep", "Lira", [], (
            "My book club meets at Lindley Library first Monday of the month. This month is a thriller - any tips "
            "for actually finishing a book in time?", 0),
            "Twenty pages a night gets most novels done in a month. Audiobooks for the commute help too.", 95,
            ("Left the library book club - it got very serious. I've joined one that meets at the Bottle & Bookmark wine "
             "bar instead, last Thursday of the month. We read maybe 60% of the book and drink 100% of the wine", 118),
            [(A, "Sounds like the right balance.", 118),
             (U, "exactly", 118)],
            "what book club does Navdeep go to now?", "Which book club was Navdeep in before?"),
        _far("f10", "volunteering", "Rupinder", "Onda", [], (
            "I marshal at parkrun most Saturdays, it's at Brockwell. Freezing at 8:45 am though. Best gloves?", 0),
            "Thin liner gloves under a windproof pair work well for standing around.", 105,
            ("I've stopped marshalling, my Saturdays got taken up with my son's football. I volunteer at the St "
             "Wilfrith's hospice shop on Wednesday afternoons instead now, sorting donations", 130),
            [(A, "That's a lovely thing to do. Sorting donations must turn up some treasures.", 130),
             (U, "found a signed cookbook last week!", 130)],
            "where does Rupinder volunteer these days?", "What did Rupinder volunteer at before the hospice shop?"),
        _far("f11", "babysitter", "Sukhwinder", "Pria", [
            (U, "our first childminder is retiring so we're interviewing people this week", 0),
            (A, "Good luck - want some questions to ask?", 0),
        ], ("we went with Jyothi. She's looking after the kids Monday to Thursday from Sept, does pickup too", 4),
            "That's great news. I'll note Jyothi for pickups Monday to Thursday.", 115,
            ("Jyothi's moved to Leicester to be near her daughter, so the kids go to Trupti now - she's a "
             "registered childminder two streets over, same days. Kids love her dog", 128),
            [(A, "Sounds like a smooth handover. I'll update the pickup notes to Trupti.", 128)],
            "who's looking after Sukhwinder's kids on weekdays?", "Who looked after Sukhwinder's kids before Trupti?"),
        _far("f12", "game", "Mahnoor", "Vela", [
            (U, "ok gaming question", 0),
            (A, "Ready.", 0),
        ], ("I play Fortnite every night with my cousins, what's a good headset under 50 quid", 0),
            "Something like a wired HyperX Cloud Stinger fits that budget well.", 86,
            ("Don't play Fortnite anymore, cousins all moved on. I'm completely obsessed with Baldur's Gate 3, 120 "
             "hours in, my character is a bard who can't stop flirting", 92),
            [(A, "Ha, a very authentic bard. Enjoy!", 92)],
            "what game am I playing these days?", "What did Mahnoor use to play every night?"),
    ]
