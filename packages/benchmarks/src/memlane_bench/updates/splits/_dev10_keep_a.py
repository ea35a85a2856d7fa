"""dev10 must-not cases, part A: additions ("also") and time-bounded episodes."""

from __future__ import annotations

from ._dev10_build import case

ADD = "addition"
TB = "time_bounded"

CASES = [
    # --- additions: a second value joins the first, nothing is replaced ---
    case("add-kitten-yuzu", "pet", ADD, "Hiroshi", [
        ("Hiroshi", 3, "A", "We have a shiba called Kuma, he's very dignified and ignores everyone."),
        ("Emiko", 3, "", "Kuma is the king of the street."),
        ("Emiko", 15, "", "Hanami picnic on Saturday?"),
        ("Hiroshi", 15, "", "Yes, I'll bring the blanket."),
        ("Emiko", 30, "", "My neighbour gave her rabbit away, so sad."),
        ("Hiroshi", 52, "B", "We also got a kitten last week, Yuzu. Kuma is not impressed, but he'll live."),
    ], "What pets does Hiroshi have?"),
    case("add-italian-app", "language", ADD, "Gabriela", [
        ("Gabriela", 4, "A", "I'm learning German with a tutor on Thursday evenings, the grammar is destroying me."),
        ("Nuria", 4, "", "Der, die, das... good luck!"),
        ("Nuria", 19, "", "Are you coming to the paella on Sunday?"),
        ("Gabriela", 19, "", "Claro, I'll bring wine."),
        ("Nuria", 35, "", "My sister's learning Japanese now, she's obsessed."),
        ("Gabriela", 61, "B", "On top of the German, I've picked up Italian too. Twenty minutes a day on an app, for the trip to Bologna."),
    ], "Which languages is Gabriela learning?"),
    case("add-first-aid-evenings", "job", ADD, "Desmond", [
        ("Desmond", 2, "A", "I'm a paramedic with the county ambulance service down here in Macon, twelve-hour shifts, never a dull moment, y'all."),
        ("Colette", 2, "", "You're a hero, Des, I swear."),
        ("Colette", 16, "", "Saw the big barn fire on the news, were you out to that?"),
        ("Desmond", 16, "", "Not my shift, thank the Lord."),
        ("Colette", 30, "", "The young'uns want to know if you'll do the Halloween trail again."),
        ("Desmond", 55, "B", "I've also started teaching first aid at the community college a couple evenings a month, on my days off from the ambulance. Makes a nice change of pace."),
    ], "What does Desmond do for work?"),
    case("add-saxophone-too", "instrument", ADD, "Ebere", [
        ("Ebere", 3, "A", "um I play the piano I've been playing since I was like six mostly gospel stuff"),
        ("Obinna", 3, "", "You played beautifully at the thanksgiving service."),
        ("Ebere", 18, "", "ok so remind me to call aunty on sunday"),
        ("Obinna", 30, "", "My son just started guitar lessons, the noise is something."),
        ("Ebere", 31, "", "haha give him time"),
        ("Ebere", 60, "B", "so I also started the saxophone like last month um it's so hard on the lips but I love it still doing piano obviously"),
    ], "What instruments does Ebere play?", style="voice"),
    case("add-running-club", "club", ADD, "Solveig", [
        ("Solveig", 2, "A", "Thursday book club is the highlight of my week, we're reading a thousand-page Russian novel, send help"),
        ("Eirik", 2, "", "Solveig's book club is basically a wine club with homework"),
        ("Astrid", 3, "", "accurate 😂"),
        ("Astrid", 20, "", "Eirik joined a climbing club btw, he's unbearable about it"),
        ("Eirik", 20, "", "it's called having a personality"),
        ("Solveig", 44, "B", "also joined a running club on Sundays!! still doing book club obviously, I'd never abandon the Russians"),
    ], "Which clubs is Solveig a member of?", style="text"),
    case("add-latex-too", "allergy", ADD, "Cressida", [
        ("Cressida", 3, "A", "Dear Peregrine,\n\nFor the retreat booking form: I'm allergic to penicillin. Could you please make sure that's on the medical sheet? Otherwise nothing to declare.\n\nThank you,\nCressida"),
        ("Peregrine", 4, "", "Dear Cressida,\n\nAll noted. The coach leaves at nine sharp on the 5th.\n\nBest,\nPeregrine"),
        ("Cressida", 20, "", "Dear Peregrine,\n\nWill there be parking at the venue?\n\nCressida"),
        ("Peregrine", 21, "", "Yes, plenty, at the back by the walled garden."),
        ("Cressida", 40, "B", "Dear Peregrine,\n\nOne more thing for the medical sheet, I'm afraid. Since we spoke I've had some tests and it turns out I'm also allergic to latex, so please add that alongside the penicillin.\n\nMany thanks,\nCressida"),
    ], "What is Cressida allergic to?", style="email"),
    case("add-work-phone", "phone", ADD, "Bayani", [
        ("Bayani", 3, "A", "My number is 0917 482 3310, text me anytime, I'm always on it."),
        ("Tala", 3, "", "Saved! Ate Rowena says hi."),
        ("Tala", 17, "", "Are you joining the karaoke night on Friday?"),
        ("Bayani", 17, "", "Of course, saving my voice already."),
        ("Tala", 30, "", "Pasalubong from Cebu for everyone!"),
        ("Bayani", 45, "B", "Oh and I got a work phone now, 0918 227 5461, but that's only for the office. My personal number is still the same."),
    ], "What's Bayani's personal phone number?"),
    # --- time-bounded episodes: a temporary arrangement next to a standing state ---
    case("tb-sisters-in-durham", "residence", TB, "Marguerite", [
        ("Marguerite", 2, "A", "I've lived in York for twenty years now, in a little terrace just inside the walls."),
        ("Odile", 2, "", "York is lovely, I keep meaning to visit."),
        ("Odile", 14, "", "Did the kitchen fitters give you a start date?"),
        ("Marguerite", 14, "", "The 3rd, and they say ten days. We'll see."),
        ("Odile", 28, "", "My cousin's just moved to Durham for good, she loves it."),
        ("Marguerite", 31, "B", "I'm staying at my sister's in Durham this week and next while the kitchen's being ripped out. Back home to York once it's done."),
    ], "Where does Marguerite live?"),
    case("tb-chennai-deputation", "job", TB, "Anand", [
        ("Anand", 3, "A", "I am QA lead at Trivari Systems, Pune office, been there six years."),
        ("Sowmya", 3, "", "Trivari! My cousin's husband is also there only."),
        ("Sowmya", 16, "", "Ganpati celebrations this year were too good, no?"),
        ("Anand", 16, "", "Superb, my daughter danced also."),
        ("Sowmya", 30, "", "Send me that biryani place name, I forgot."),
        ("Anand", 46, "B", "For this quarter only I am deputed to the client site in Chennai, staying in the company guest house. From April I'll be back to the Pune office itself."),
    ], "Where does Anand work?"),
    case("tb-lent-no-meat", "diet", TB, "Rosario", [
        ("Rosario", 2, "A", "I eat everything, honestly: meat, fish, the lot. My abuela would disown me otherwise."),
        ("Consuelo", 2, "", "Ha! Same, my family would be scandalised."),
        ("Consuelo", 12, "", "Are you going to the procession on Sunday?"),
        ("Rosario", 12, "", "Of course, the whole street goes."),
        ("Consuelo", 22, "", "My brother's gone fully vegetarian, for good he says."),
        ("Rosario", 40, "B", "No meat for me until Easter, I've given it up for Lent. Ask me again in April and I'll be back on the chorizo."),
    ], "What's Rosario's usual diet?"),
    case("tb-hire-car", "car", TB, "Wiremu", [
        ("Wiremu", 4, "A", "I drive a green Falcone estate, it's ugly but it fits the surfboards."),
        ("Ngaio", 4, "", "The green machine!"),
        ("Ngaio", 18, "", "Are you coming to Raglan at Labour weekend?"),
        ("Wiremu", 18, "", "Yeah if the swell's good."),
        ("Ngaio", 33, "", "My dad finally sold his old van, bought a little electric thing."),
        ("Wiremu", 52, "B", "Falcone's at the panel beaters for two weeks after a bloke backed into it, so I'm stuck driving a hire car, a tiny white Nuvo. Can't wait to get the estate back."),
    ], "What car does Wiremu own?"),
    case("tb-replacement-bus", "commute", TB, "Siobhán", [
        ("Siobhán", 3, "A", "I get the DART into town every morning, twenty minutes from Bray, handy out."),
        ("Pádraig", 3, "", "Sure you can't beat it."),
        ("Pádraig", 15, "", "Are you going to the match on Sunday?"),
        ("Siobhán", 15, "", "I am, if I can get a ticket off my cousin."),
        ("Pádraig", 31, "", "Heard the line's shut for works next week."),
        ("Siobhán", 38, "B", "The DART's closed for the engineering works this week, so I'm stuck on the replacement bus till Monday. Nightmare, an hour each way."),
    ], "How does Siobhán usually get into town?"),
    case("tb-maternity-cover", "hairdresser", TB, "Kamala", [
        ("Kamala", 3, "A", "My hairdresser is Yevgenia at Loop Salon, she's the only one who understands my curls."),
        ("Hortensia", 3, "", "Loop Salon is so pricey! But your hair always looks amazing."),
        ("Hortensia", 16, "", "Did you see the new café opening on the corner?"),
        ("Kamala", 16, "", "Yes, the queue was round the block."),
        ("Hortensia", 30, "", "My hairdresser's moved to Brighton, I'm bereft."),
        ("Kamala", 44, "B", "Yevgenia's on maternity leave, so for the next few months I'm seeing her colleague Dilnoza at Loop. She's good, but I'm counting the days till Yevgenia's back."),
    ], "Who is Kamala's regular hairdresser?"),
    case("tb-covering-nights", "shift", TB, "Oskar", [
        ("Oskar", 2, "A", "I work days at the depot, eight till four, Monday to Friday."),
        ("Linnea", 2, "", "Nice and civilised."),
        ("Linnea", 12, "", "Crayfish party at ours in August, save the date."),
        ("Oskar", 12, "", "Wouldn't miss it."),
        ("Linnea", 25, "", "My shifts got changed to permanent nights, I'm a zombie."),
        ("Oskar", 40, "B", "Rota note for the family calendar:\n- this fortnight: nights, 22:00-06:00 (covering for Mikael)\n- from the 14th: back on days as normal\n- weekends unchanged"),
    ], "What shift does Oskar normally work?"),
]  # fmt: skip
