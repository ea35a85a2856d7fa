"""dev9 must-not cases, part B: plans (7) and restatements (6).

Plans name a new value in the same relation without it happening ("thinking about switching",
"interview next Tuesday", "might try"). Restatements say the standing value again in other words,
sometimes after someone else wrongly claims it changed ("no, Ravi's wrong, I still live in York")
or after the assistant gets it wrong; the later turn must not demote the earlier one.
Registers: text messages, minutes, non-native English, Hungarian and Hawaiian words, replies to
an assistant, corrections of someone else's mistaken statement.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

P = "plan"
R = "restatement"

# fmt: off
PLANS: list[Case] = [
    case("pln01", "provider", P, "Eluned", "Which bank is Eluned with?", [
        (0, "Eluned", "My current account is with Brackwater Building Society, same as my mam's.", CUR),
        (21, "Eluned", "Brackwater's app logged me out three times today."),
        (48, "Eluned", "Thinking about switching to Orla, the app bank — their savings rate is miles better. Haven't decided, need to read the small print.", OTH),
    ]),
    case("pln02", "job", P, "Mateus", "Where does Mateus work?", [
        (0, "Mateus", "I work at Ribeira Software, in the support team, mostly angry emails.", CUR),
        (30, "Mateus", "Customer called me 'a genius' today, framing it."),
        (62, "Mateus", "interview at Quantico Labs next tuesday!! new job maybe?? don't tell anyone at ribeira", OTH),
    ]),
    case("pln03", "routine", P, "Henrike", "What time does Henrike get up these days?", [
        (0, "Henrike", "I'm in bed by eleven and up at seven, like clockwork.", CUR),
        (19, "Henrike", "Read a whole book about habits on the train."),
        (41, "Henrike", "Might try the 5am club thing from next month — up at five, journal, run. Or might not, we'll see.", OTH),
    ]),
    case("pln04", "vehicle", P, "Kalani", "What car does Kalani drive?", [
        (0, "Kalani", "I drive a 2012 Honda Jazz, 180,000 km and still going.", CUR),
        (26, "Kalani", "Jazz passed its inspection, mahalo to the mechanic."),
        (59, "Kalani", "Test-driving an electric Ioniq on Saturday — new car soon? Depends what the bank says.", OTH),
    ]),
    case("pln05", "school", P, "Shirin", "What course is Shirin on?", [
        (0, "Shirin", "I'm doing the part-time MA in translation at Westmere University, second year.", CUR),
        (35, "Shirin", "Handed in the dissertation proposal, Persian–English poetry."),
        (88, "Shirin", "Applying for the PhD at Cardale for next year! Fingers crossed for the funding.", OTH),
    ]),
    case("pln06", "language", P, "Zoltán", "Which language class is Zoltán taking?", [
        (0, "Zoltán", "I go to Italian class on Thursday evenings at the Danube Institute.", CUR),
        (24, "Zoltán", "Ciao! My teacher says my accent is 'very Budapest'. Nem baj."),
        (51, "Zoltán", "Next term I maybe change to the Spanish class, my friend says it is easier — but I don't know yet, I like my Italian teacher.", OTH),
    ]),
    case("pln07", "diet", P, "Abimbola", "What diet does Abimbola follow?", [
        (0, "Abimbola", "I'm vegetarian, no meat, no fish, since secondary school.", CUR),
        (17, "Abimbola", "Made moin moin for the whole office, gone in ten minutes."),
        (44, "Abimbola", "my cousin swears by keto, might try it next month?? idk, would have to give up bread which feels illegal", OTH),
    ]),
]
# fmt: on

# fmt: off
RESTATEMENTS: list[Case] = [
    case("res01", "residence", R, "Harriet", "Where does Harriet live?", [
        (0, "Harriet", "I live in York, five minutes' walk from the Minster.", CUR),
        (30, "Ravi", "Harriet moved to Leeds last month, right? Someone said she'd got a flat by the station."),
        (31, "Harriet", "No, Ravi's wrong, I still live in York — he's thinking of my sister Flick, she's the one in Leeds.", OTH),
    ]),
    case("res02", "job", R, "Dorothea", "Where does Dorothea work?", [
        (0, "Dorothea", "I'm a pharmacist at Kelby's Chemist on the high street.", CUR),
        (40, "Dorothea", "Flu season: queue out of the door all day."),
        (95, "Dorothea", "Twelve years behind the same counter at Kelby's and I still can't read a single doctor's handwriting.", OTH),
    ]),
    case("res03", "commute", R, "Bashir", "How does Bashir get to work?", [
        (0, "Bashir", "I cycle to work along the canal path, twenty minutes door to door.", CUR),
        (20, "Bashir", "Puncture on the way home, walked the last mile."),
        (45, "Bashir", "Update: yes, still cycling in, even in February. The canal's frozen in places, the path isn't.", OTH),
    ]),
    case("res04", "hobby", R, "Inés", "What instrument does Inés play?", [
        (0, "Inés", "I play trumpet in the Kirkby Silver Band, second cornet section when they're short.", CUR),
        (33, "Inés", "Band's got a new conductor, very keen on scales."),
        (64, "Inés", "People keep asking if I quit after the conductor thing — nope, still blowing my trumpet every Tuesday at Kirkby, lips of steel.", OTH),
    ]),
    case("res05", "relationship", R, "Kamala", "Who is Kamala's partner?", [
        (0, "Kamala", "My partner is Devesh, six years together this spring.", CUR),
        (36, "Kamala", "Devesh made dal for twelve people and we were four."),
        (70, "Kamala's assistant", "You mentioned a breakup in your notes yesterday — should I remove Devesh from your emergency contacts?"),
        (70, "Kamala", "No! That was my colleague's breakup. I'm still very much with Devesh, please don't touch anything.", OTH),
    ]),
    case("res06", "role", R, "Ngozi", "What is Ngozi's role at Corrib Foods?", [
        (0, "Ngozi", "I'm head of finance at Corrib Foods, which mostly means saying no nicely.", CUR),
        (22, "Ngozi", "Quarter end. Send help and biscuits."),
        (71, "Torvald", "Minutes, leadership meeting 12 Mar. Present: Ngozi (head of finance), Auden (operations), Torvald (notes). Ngozi confirmed the budget freeze until Q3.", OTH),
    ]),
]
# fmt: on
