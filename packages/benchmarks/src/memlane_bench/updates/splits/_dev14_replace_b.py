"""dev14 replacements, part two (r11-r20; r12 and r20 change twice, A -> B -> C)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def cases() -> list[Scenario]:
    return [
        chat("r11", "school", "replacement", "Poppy", "Kenneth", "Cobalt", [
            (U, "Poppy has a non-uniform day at St Aldric's Primary on Friday and wants to go as a dinosaur. Help!",
             0, WAS),
            (A, "A green hoodie with felt spikes safety-pinned down the back works a treat, plus a cardboard tail.", 0),
            (U, "Genius, she'll love that.", 0),
            (U, "My daughter switched schools after half term. Poppy's at Fernlea Academy now, the one with the forest "
                "school, and she comes home covered in mud and grinning.", 62, NOW),
            (A, "That sounds like a happy girl. Muddy is a good sign!", 62),
            (U, "Less happy about the washing, mind.", 62),
        ], "What school does Poppy go to?"),
        chat("r12", "job_title", "replacement", "Lydia", "Lydia", "Nebula", [
            (U, "I'm a junior designer at a small branding studio. Any tips for sprucing up my portfolio?", 0),
            (A, "Lead with your three strongest projects, show the process not just the result, and keep it short.", 0),
            (U, "Promotion!! I'm officially a senior designer as of today, first pay rise in two years.", 90, WAS),
            (A, "Huge congratulations, that's well deserved.", 90),
            (U, "Okay, don't laugh, but I'm the studio's art director now. Our old AD left for a big agency, they "
                "asked me to step up and I signed the contract yesterday.", 201, NOW),
            (A, "Why would I laugh? That's brilliant news.", 201),
            (U, "Imposter syndrome is real though.", 201),
            (A, "Very common in a new role. Give yourself a few months before you judge how it's going.", 201),
        ], "What's Lydia's role at the studio these days?",
            past="What was Lydia's job title before she stepped up?"),
        chat("r13", "coffee_order", "replacement", "Nathan", "Nathan", "Ripple", [
            (U, "If you're ever putting a coffee order in for the team, mine's a large oat flat white, extra hot.",
             0, WAS),
            (A, "Noted for next time.", 0),
            (U, "Update on the coffee front: oat milk and I have fallen out. It's a cortado with normal milk for me "
                "from now on.", 26, NOW),
            (A, "Fair enough. Any reason?", 26),
            (U, "Started tasting like cardboard to me, no idea why.", 26),
        ], "What should I get Nathan from the coffee shop?"),
        chat("r14", "barber", "replacement", "Warren", "Warren", "Coral", [
            (U, "Dino at Snips on Weaver Street has cut my hair for ten years. He's the only one who can tame my "
                "crown.", 0, WAS),
            (A, "A barber who understands your crown is worth hanging on to.", 0),
            (U, "Dino retired and Snips has shut, so I had to find someone new. A young lad called Ashton does it "
                "now, out of the back of the record shop on Cordwainer Row, and he's actually brilliant.", 55, NOW),
            (A, "Glad it worked out. A haircut and a browse of the records sounds like a good Saturday.", 55),
            (U, "I came out with three LPs last time, it's dangerous.", 55),
        ], "Who cuts Warren's hair these days?"),
        chat("r15", "landlord", "replacement", "Yvonne", "Yvonne", "Indigo", [
            (U, "My landlord, a Mr Entwistle, still hasn't fixed the boiler. How do I word a message that's firm but "
                "polite?", 0, WAS),
            (A, "Try: 'I reported the boiler fault on the 2nd and it's still not fixed. Please confirm a repair date "
                "within seven days.'", 0),
            (U, "Plot twist: the building's been sold. From this month the rent goes to Castlebrook Lettings instead "
                "of Entwistle, and they've already booked a plumber. Miracles happen.", 48, NOW),
            (A, "That's a great start from them. Keep a copy of the new tenancy paperwork.", 48),
            (U, "Will do.", 48),
        ], "Who's Yvonne's landlord now?"),
        chat("r16", "bank", "replacement", "Stanley", "Stanley", "Fennel", [
            (U, "My current account is with Kettlewell Building Society. Is it worth opening an ISA with them too?",
             0, WAS),
            (A, "Compare their rate with a few others first; loyalty doesn't always pay with savings.", 0),
            (U, "Took your advice and shopped around, and ended up moving the current account as well. I'm with "
                "Harewood Direct now for the £175 switching bonus, and the Kettlewell account was closed on Friday.",
             44, NOW),
            (A, "Nice bonus. Double-check any direct debits came across.", 44),
            (U, "All seven came over, I counted.", 44),
        ], "Which bank is Stanley with?", past="Where did Stanley bank before he switched?"),
        chat("r17", "phone_model", "replacement", "Tanya", "Tanya", "Aspen", [
            (U, "My phone is an ancient iPhone 8 and the battery is dead by lunchtime. Any tips?", 0, WAS),
            (A, "Turn down the brightness, switch off background refresh, and check the battery health in settings.",
             0),
            (U, "Forget the battery tips! I was bought a Pixel 8 for my birthday and the iPhone has been retired to "
                "the kitchen drawer.", 37, NOW),
            (A, "Happy belated birthday! Do you want help moving your photos across?", 37),
            (U, "Yes please, what's the easiest way?", 37),
            (A, "The switching tool on setup copies most things; photos can also come over from your cloud backup.",
             37),
        ], "what phone am I using now?"),
        chat("r18", "band", "replacement", "Vince", "Vince", "Alder", [
            (U, "Gig on Saturday with my band, The Odd Socks. I play bass. Any tips for pre-gig nerves?", 0, WAS),
            (A, "Breathe slowly, warm up your hands, and remember the audience wants you to do well.", 0),
            (U, "So I've left The Odd Socks. Creative differences, you know how it is. I'm drumming for a folk "
                "outfit called Teasel and Burdock now and the first rehearsal went great.", 66, NOW),
            (A, "From bass to drums is quite a switch! Sounds like a good fit.", 66),
            (U, "My neighbours disagree.", 66),
        ], "Which band is Vince in?"),
        chat("r19", "favourite_show", "replacement", "Wesley", "Wesley", "Ellis", [
            (U, "My show right now is The Proving Drawer, that baking competition. Never miss an episode.", 0, WAS),
            (A, "Any favourite bakers this series?", 0),
            (U, "The retired plumber, he makes a mean pork pie.", 0),
            (U, "Gave up on The Proving Drawer after they swapped the hosts, it's just not the same. Night Shift "
                "Detectives is my must-watch now, I'm hooked.", 58, NOW),
            (A, "A crime show! Any theories about who did it?", 58),
            (U, "The landlady, I'm sure of it.", 58),
        ], "What's Wesley watching these days?"),
        chat("r20", "language_course", "replacement", "Zachary", "Zachary", "Sasha", [
            (U, "I'm doing beginners' Spanish at the community college on Tuesday nights.", 0),
            (A, "¡Qué bien! How are you finding it?", 0),
            (U, "Spanish clashed with my new shifts, so I've switched to the Italian evening class on Thursdays.",
             70, WAS),
            (A, "Plenty of overlap between the two, so you'll have a head start.", 70),
            (U, "The Italian class folded for lack of numbers, annoyingly. I've started Portuguese instead with an "
                "online tutor, Sunday mornings over video.", 160, NOW),
            (A, "Third time lucky! Sunday mornings are a nice slot.", 160),
            (U, "Obrigado. That's about all I've got so far.", 160),
        ], "Which language is Zachary learning at the moment?",
            past="What language class was Zachary taking before he started his current one?"),
    ]  # fmt: skip
