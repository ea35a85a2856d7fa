"""dev9 far-apart changes (12): the builder puts 205-240 seed-chosen filler turns between the
old statement and the new one, months apart (days 150-300).

Registers: status updates, text messages, a journal entry, Georgian and Polish code-switching,
non-native English, and new statements worded far from the old ones.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

K = "far_apart"

# fmt: off
CASES: list[Case] = [
    case("far01", "job", K, "Obinna", "Where does Obinna cook these days?", [
        (0, "Obinna", "I'm a line cook at Saffron & Salt on Dock Road, mostly the grill station.", OTH),
        (2, "Obinna", "Twelve-hour shift, feet are done."),
        (240, "Obinna", "Update: head chef at Marrowbone now, can you believe it — my own menu, my own brigade, and nobody tells me how to season the greens.", CUR),
    ], past="Where did Obinna work before Marrowbone?"),
    case("far02", "residence", K, "Nino", "Which city does Nino live in?", [
        (0, "Nino", "I live in Tbilisi, in Vake, ten minutes from my parents.", OTH),
        (210, "Nino", "Settled in Batumi now — the sea air is worth the humidity. Gaumarjos to the new balcony!", CUR),
        (211, "Nino", "Deda still calls every day to ask if I'm eating enough."),
    ], past="Where did Nino live before Batumi?"),
    case("far03", "contact", K, "Eero", "What's Eero's email?", [
        (0, "Eero", "email me at eero.k@kettlemail.fi, I check it most evenings", OTH),
        (1, "Eero", "sauna tonight, back online tomorrow"),
        (190, "Eero", "New email: eero@harjuworks.fi. Kettlemail is shutting down, so please don't use the old one any more.", CUR),
    ], past="What email did Eero use before?"),
    case("far04", "vehicle", K, "Soledad", "What car does Soledad have?", [
        (0, "Soledad", "I drive a red Fiat Panda, tiny but it gets up the mountain roads.", OTH),
        (265, "Soledad", "Adiós, Panda — she finally died on the motorway. I've got a second-hand Dacia Duster now, room for all the camping gear.", CUR),
    ], past="What did Soledad drive before the Duster?"),
    case("far05", "diet", K, "Ravindra", "Does Ravindra eat meat these days?", [
        (0, "Ravindra", "I eat fish but no meat — pescatarian for about ten years now.", OTH),
        (4, "Ravindra", "Made a prawn curry that nearly blew my head off."),
        (230, "Ravindra", "My iron levels made the decision for me: back to eating everything, chicken and lamb included. Doctor's orders, more or less.", CUR),
    ], past="What did Ravindra eat before?"),
    case("far06", "gym", K, "Mehmet", "Where does Mehmet train?", [
        (0, "Mehmet", "I box at Copperline Gym three nights a week.", OTH),
        (250, "Mehmet", "Boxing gloves are in the loft, my shoulder said no more. Climbing at the Boulder Barn instead — Tuesdays and Fridays, chalk everywhere.", CUR),
    ], past="Where did Mehmet train before?"),
    case("far07", "software", K, "Ingrid", "What does Ingrid use to track her tickets?", [
        (0, "Ingrid", "I keep all my tickets in Trackwise, it's a mess but it's my mess.", OTH),
        (3, "Ingrid", "Forty-two open tickets. Forty-two."),
        (200, "Ingrid", "Moved every one of my tickets across to Plankboard last week; Trackwise has been read-only since Friday and honestly good riddance.", CUR),
    ], past="What did Ingrid track her tickets in before?"),
    case("far08", "subscription", K, "Chidi", "What storage plan does Chidi pay for?", [
        (0, "Chidi", "I pay for the CloudNest 200GB plan, mostly photos of my kids.", OTH),
        (180, "Chidi", "CloudNest kept nagging that I was full, so I'm on their 2TB plan now. Should last until the kids are teenagers.", CUR),
    ], past="Which CloudNest plan did Chidi have before?"),
    case("far09", "clinic", K, "Paulina", "Where does Paulina go for physio now?", [
        (0, "Paulina", "Moja fizjoterapeutka is at the Greenway Clinic, Wojtek sorts out my back every two weeks.", OTH),
        (280, "Paulina", "Greenway closed down, szkoda. I go to Harbourside Sports Rehab now — a woman called Dr Szewc, very strict about the exercises.", CUR),
    ], past="Where did Paulina have physio before?"),
    case("far10", "hobby", K, "Zhenya", "What's Zhenya's hobby these days?", [
        (0, "Zhenya", "I knit, mostly socks — I'm on pair number forty.", OTH),
        (2, "Zhenya", "Dropped a stitch and said a word I won't repeat."),
        (220, "Zhenya", "Haven't touched the needles in months. Pottery is my thing now: wheel-throwing on Thursday nights at Clayhouse, my bowls are lopsided but mine.", CUR),
    ], past="What was Zhenya's hobby before pottery?"),
    case("far11", "favourite", K, "Adaeze", "What's Adaeze's favourite food at the moment?", [
        (0, "Adaeze", "My favourite food is my mum's jollof rice, nothing comes close.", OTH),
        (205, "Adaeze", "Journal, Saturday: Tsukishima Bar again. Don't tell Mum, but their tonkotsu ramen is my favourite thing to eat now — I go every Friday.", CUR),
    ], past="What was Adaeze's favourite food before?"),
    case("far12", "routine", K, "Lorenzo", "What's Lorenzo's sleep schedule like now?", [
        (0, "Lorenzo", "I go to bed around 1am and sleep till 9, proper night owl.", OTH),
        (1, "Lorenzo", "Watched a documentary about owls, felt seen."),
        (300, "Lorenzo", "Since the baby came I'm asleep by 10 and up at half five — the night owl is dead, long live the lark.", CUR),
    ], past="What was Lorenzo's sleep schedule before the baby?"),
]
# fmt: on
