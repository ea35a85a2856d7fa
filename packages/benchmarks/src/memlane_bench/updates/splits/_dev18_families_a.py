"""Vocabulary of the dev18 split, first half: the ``Family`` record and eight relation families of
everyday life (who cuts your hair, your bank, your gym, the group you sing or play with, the
language you are learning, how you get to work, the team you support, your dentist).

Placeholders: {v} the value the statement states, {old} the earlier value, {p} the subject's
name (said by someone else, and in the questions). Every ``change`` tuple is ordered by how the
change is told: an explicit change word, the new fact with "now"/"these days", a consequence, an
idiom, a dated change, and the change tucked into a longer sentence about something else."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Family:
    name: str
    values: tuple[tuple[str, str], ...]  # (old, new)
    state: tuple[str, ...]  # first person, standing: "I bank with {v}."
    change: tuple[str, ...]  # first person, {v} replaces {old} (six ways of telling it, see above)
    reported: tuple[str, ...]  # a friend about {p}: {p} has changed to {v}
    retract: tuple[str, ...]  # first person, {v} (the old value) no longer holds, nothing instead
    correction: tuple[str, ...]  # first person, {old} was the speaker's own slip, {v} is right
    addition: tuple[str, ...]  # a second value {v} beside {old}: must not replace it
    episodic: tuple[str, ...]  # {v} for a bounded time only: must not replace
    plan: tuple[str, ...]  # {v} as a plan or wish: must not replace
    restate: tuple[str, ...]  # {v} (the same value) said again
    friend_own: tuple[str, ...]  # said by the friend, first person: the friend's own {v}
    relative: tuple[str, ...]  # said by the subject about a relative: the relative's {v}
    questions: tuple[str, ...]  # third person, about the present
    past_questions: tuple[str, ...] = ()  # third person, about the earlier state


HAIRDRESSER = Family(
    name="hairdresser",
    values=(
        ("the barber by the station", "the salon on Quarry Road"),
        ("Clippd on the high street", "the Turkish barber near the market"),
        ("the training salon at the college", "the salon above the bakery"),
        ("the barbershop next to the chippy", "a little place on Kiln Parade"),
        ("the salon in the shopping centre", "Tangle & Trim on Rope Walk"),
    ),
    state=(
        "I get my hair cut at {v}.",
        "My hair's done at {v}, I've been going there a good while.",
        "For haircuts I go to {v}, roughly every six weeks.",
    ),
    change=(
        "I've stopped going to {old} for my hair, I switched to {v}.",
        "These days it's {v} that cuts my hair.",
        "I've got a loyalty card for {v} now, so I suppose that makes it official, that's my hairdresser.",
        "Jumped ship from {old}, {v} does my hair now.",
        "As of last month my haircuts are at {v}.",
        "Anyway I was walking back from {v}, which is where I get my hair cut now, and who do I bump into"
        " but my old maths teacher, still wearing the same brown jacket.",
    ),
    reported=(
        "Did you see the new cut? {p} goes to {v} now, apparently.",
        "{p} doesn't go to {old} any more, it's {v} these days.",
        "{p} said {v} has been doing the haircuts since the summer, {old} is history.",
    ),
    retract=(
        "I've stopped going to {v}. I just do my own hair with clippers at home now, saves a fortune.",
        "No more {v} for me, I'm growing it out and not seeing anyone for cuts at the moment.",
    ),
    correction=(
        "Sorry, not {old}, I meant {v}. That's where I get my hair cut.",
        "Wait, I got that wrong, it's {v} that does my hair. My flatmate's the one who goes to {old}.",
    ),
    addition=(
        "My proper cut is still at {old}, but I also pop into {v} for a quick tidy-up between visits.",
        "I've started going to {v} for colour as well, the cuts stay with {old}.",
    ),
    episodic=(
        "While I'm staying at my mum's this month I'll get a trim at {v}, just the once.",
        "Just for the wedding next week I'm having it styled at {v}.",
    ),
    plan=(
        "I keep meaning to try {v} for my next cut, everyone raves about it.",
        "Might book in at {v} next time, we'll see.",
    ),
    restate=("Still going to {v} for my hair, wouldn't go anywhere else.",),
    friend_own=("I've been getting my hair cut at {v} for years myself.",),
    relative=("My dad gets his hair cut at {v}, he's been going since I was little.",),
    questions=(
        "Who cuts {p}'s hair?",
        "Where does {p} get a haircut?",
        "Which hairdresser does {p} go to?",
        "Where does {p} go to get their hair done?",
    ),
    past_questions=("Where did {p} use to get their hair cut?",),
)

BANK = Family(
    name="bank",
    values=(
        ("Lloyds", "Monzo"),
        ("Santander", "Starling"),
        ("NatWest", "Nationwide"),
        ("HSBC", "First Direct"),
        ("Halifax", "Metro Bank"),
    ),
    state=(
        "I bank with {v}.",
        "My current account is with {v}, my salary goes in there.",
        "I'm with {v} for my everyday banking.",
    ),
    change=(
        "I moved my current account from {old} to {v} last week, the switching service did it all.",
        "I'm with {v} now for my banking.",
        "My salary lands in the {v} account these days, so that's the one to put the direct debits on.",
        "Finally pulled the plug on {old} and went over to {v}.",
        "Since March my main account has been with {v}.",
        "Spent forty minutes on hold with the council about the parking permit, and they wanted my bank"
        " details again, which is {v} now since I switched, so I had to dig out the new card.",
    ),
    reported=(
        "{p} changed banks, by the way, it's all {v} now.",
        "Apparently {p} closed the {old} account and moved everything over to {v}.",
        "{p} banks with {v} these days, showed me the app at lunch.",
    ),
    retract=(
        "I closed my {v} account. I've only got a savings book at the building society now, no current"
        " account at all.",
    ),
    correction=(
        "Oops, I said {old} but I bank with {v}. {old} was years ago.",
        "Correction: my account is with {v}, not {old}, I was thinking of my old job's payroll.",
    ),
    addition=(
        "I've opened a savings pot with {v} as well, the current account stays with {old}.",
        "We've got a joint account with {v} for the bills now, alongside my own one with {old}.",
    ),
    episodic=(
        "I'm using a travel card from {v} while I'm in Portugal for two weeks, it's easier for euros.",
        "For the house sale only, the solicitor wants the money routed through {v} this month.",
    ),
    plan=(
        "Thinking of switching to {v} if they're still doing that bonus.",
        "I'd quite like to move to {v} at some point, their app looks much better.",
    ),
    restate=("Yeah, still with {v}, never bothered to change.",),
    friend_own=("I've been with {v} since uni, the app is great honestly.",),
    relative=("My sister banks with {v}, she's always on at me to join.",),
    questions=(
        "Which bank is {p} with?",
        "Who does {p} bank with?",
        "Where does {p} have their current account?",
        "What bank does {p} use?",
    ),
    past_questions=("Which bank was {p} with before?",),
)

GYM = Family(
    name="gym",
    values=(
        ("PureGym on the retail park", "the council leisure centre"),
        ("a CrossFit box near work", "the climbing wall on Dock Street"),
        ("the hotel spa gym", "a boxing club in town"),
        ("the university sports centre", "a small yoga studio on Cole Street"),
        ("the 24-hour gym by the roundabout", "the rowing club down by the river"),
    ),
    state=(
        "I'm a member at {v}.",
        "I train at {v}, three or four times a week.",
        "My gym is {v}, it's handy for me.",
    ),
    change=(
        "I cancelled my membership at {old} and joined {v}.",
        "I work out at {v} now.",
        "My new membership card for {v} came today, so I can finally bin the old fob.",
        "Gave {old} the boot, {v} is my gym now.",
        "Been training at {v} since the start of the year.",
        "My knee's been a bit sore since the weekend, probably the squats at {v}, which is where I train"
        " now, so I'm giving it a rest today and doing some stretching instead.",
    ),
    reported=(
        "{p} left {old} and goes to {v} these days.",
        "Saw {p} at {v} this morning, joined a couple of months back apparently.",
    ),
    retract=(
        "I've cancelled my membership at {v} and I'm not a member anywhere for now, just walking.",
        "Quit {v}. No gym for me at the moment, the fees were silly.",
    ),
    correction=(
        "Sorry, I meant {v}, not {old}. That's where I train.",
        "Hang on, I mixed them up: I'm a member at {v}. It's my brother who goes to {old}.",
    ),
    addition=(
        "Still a member at {old}, but I've joined {v} as well for the weekends.",
        "I've added {v} on top of {old}, different classes.",
    ),
    episodic=(
        "Got a two-week guest pass for {v} while my usual place is shut for the holidays.",
        "While I'm working in Leeds this month I'm using {v} near the office, just till I'm back.",
    ),
    plan=(
        "Might join {v} in the new year, I'll see how the money goes.",
        "I've had a look round {v}, I'd love to sign up eventually.",
    ),
    restate=("I'm still at {v}, going most mornings.",),
    friend_own=("I'm at {v} myself, it's not bad for the price.",),
    relative=("My brother-in-law trains at {v} every day before work.",),
    questions=(
        "Which gym does {p} go to?",
        "Where does {p} train?",
        "Where does {p} work out?",
    ),
    past_questions=("Which gym did {p} go to before?",),
)

MUSIC_GROUP = Family(
    name="music_group",
    values=(
        ("the community choir at the church hall", "a ukulele group at the library"),
        ("the office choir", "a ceilidh band"),
        ("a barbershop chorus", "the town brass band"),
        ("a rock covers band", "a gospel choir in town"),
        ("the university jazz band", "a samba band"),
    ),
    state=(
        "I'm in {v}, we rehearse on Tuesday nights.",
        "Thursday evenings are for {v}, I've been part of it for ages.",
        "I'm a member of {v}.",
    ),
    change=(
        "I left {old} and joined {v}.",
        "These days my Wednesday evenings are rehearsals with {v}.",
        "Got my first concert with {v} on Saturday, so the black shirt is ironed and ready.",
        "Called time on {old}, I'm with {v} now.",
        "Since September I've been in {v}.",
        "Could you help me plan a packed tea for Thursday? I go straight from work to rehearsal with {v},"
        " my group now, and I never have time to eat properly.",
    ),
    reported=(
        "{p} quit {old} and plays with {v} now.",
        "{p}'s in {v} these days, doesn't do {old} any more.",
    ),
    retract=(
        "I left {v}. Taking a break from groups altogether for a while.",
        "I'm not in {v} any more, I just play at home on my own now.",
    ),
    correction=(
        "Hang on, I said {old}, it's {v} I'm in. Got my wires crossed.",
        "Not {old}, sorry, {v}. My neighbour is the one in {old}.",
    ),
    addition=(
        "I'm still in {old}, and now I've joined {v} on top of it.",
        "As well as {old} I've started going along to {v}.",
    ),
    episodic=(
        "I'm filling in with {v} for their Christmas concerts only, their usual person is off.",
        "For the festival weekend I'm helping out {v}, just the three gigs.",
    ),
    plan=(
        "I'd love to audition for {v} one day.",
        "I'm tempted to join {v} when the new term starts.",
    ),
    restate=("Still in {v}, still loving it.",),
    friend_own=("I'm in {v} myself, we rehearse on Mondays.",),
    relative=("My aunt's in {v}, has been for twenty years.",),
    questions=(
        "Which choir or band is {p} in?",
        "What music group does {p} belong to?",
        "Who does {p} sing or play with?",
    ),
    past_questions=("Which choir or band was {p} in before?",),
)

LANGUAGE = Family(
    name="language",
    values=(
        ("Spanish", "Portuguese"),
        ("Japanese", "Korean"),
        ("German", "Dutch"),
        ("Italian", "Greek"),
        ("French", "Welsh"),
    ),
    state=(
        "I'm learning {v}, evening classes at the college.",
        "I'm doing a {v} course on Tuesdays.",
        "Trying to learn {v}, about an hour a day.",
    ),
    change=(
        "I dropped {old} and started learning {v} instead.",
        "Lately it's all {v} lessons for me.",
        "My flashcards are all {v} now, I gave the {old} ones to a colleague.",
        "{old} wasn't my cup of tea in the end, so I've moved on to {v}.",
        "As of last week I'm on a {v} course.",
        "Went to the library to return some books and picked up a {v} grammar for the course I'm doing now,"
        " plus a cookbook I will probably never open.",
    ),
    reported=(
        "{p}'s not doing {old} any more, signed up for {v} instead.",
        "{p} is learning {v} now, we practised a bit over lunch.",
    ),
    retract=(
        "I've stopped my {v} lessons. Not learning any language right now, too busy.",
        "Gave up on {v}. No classes for me at the moment.",
    ),
    correction=(
        "Wait, did I say {old}? I meant {v}, that's the course I'm on.",
        "Sorry, typo: {v}, not {old}. I'm learning {v}.",
    ),
    addition=(
        "I'm still doing {old}, and I've just added {v} on the side.",
        "Alongside {old} I've started a bit of {v} too.",
    ),
    episodic=(
        "I'm doing a one-week {v} crash course before the trip, just holiday phrases.",
        "For the next month I'm cramming some {v} for the exchange visit.",
    ),
    plan=(
        "Next year I want to start {v}.",
        "I'd really like to pick up {v} at some point.",
    ),
    restate=("Still plugging away at {v}.",),
    friend_own=("I'm learning {v} myself, we should practise together sometime.",),
    relative=("My son's doing {v} at school.",),
    questions=(
        "What language is {p} learning?",
        "Which language course is {p} taking?",
        "What language is {p} studying at the moment?",
    ),
    past_questions=("What language was {p} learning before?",),
)

COMMUTE = Family(
    name="commute",
    values=(
        ("by bus", "by bike"),
        ("by car", "by train"),
        ("on foot", "by tram"),
        ("by train", "on an e-scooter"),
        ("by motorbike", "by bus"),
    ),
    state=(
        "I get to work {v}.",
        "I commute {v}, about forty minutes each way.",
        "I go into the office {v} every day.",
    ),
    change=(
        "I stopped going in {old} and now I commute {v}.",
        "These days I get to work {v}.",
        "Bought a proper waterproof jacket, since I get to work {v} now.",
        "Ditched going in {old}, it's {v} for me every morning now.",
        "Since the office moved in April I've been getting there {v}.",
        "Weird morning: a stray dog followed me half the way in, which only happens because I go to work"
        " {v} now, and it was still sitting there when I got to the door.",
    ),
    reported=(
        "{p} goes to work {v} now, doesn't bother going {old} any more.",
        "Saw {p} heading to work {v}, apparently that's the new routine.",
    ),
    retract=(
        "I don't get to work {v} any more. I'm fully remote now, so there's no commute at all.",
    ),
    correction=(
        "Sorry, I said {old}, but I actually get to work {v}. I only go {old} now and then.",
        "Scratch that, I commute {v}, not {old}.",
    ),
    addition=("Most days it's still {old}, and twice a week I also go in {v} with a colleague.",),
    episodic=(
        "This week I'm going in {v} because of the roadworks, back to normal on Monday.",
        "Just while my ankle heals I'm getting to work {v}.",
    ),
    plan=(
        "I'm thinking of commuting {v} once the evenings get lighter.",
        "I'd like to start going in {v} next year.",
    ),
    restate=("Still getting to work {v}.",),
    friend_own=("I get to work {v} myself, takes me about half an hour.",),
    relative=("My flatmate commutes {v}.",),
    questions=(
        "How does {p} get to work?",
        "How does {p} commute?",
        "How does {p} travel to the office?",
    ),
    past_questions=("How did {p} get to work before?",),
)

FOOTBALL = Family(
    name="football",
    values=(
        ("Everton", "Wrexham"),
        ("Leeds United", "Bristol City"),
        ("Celtic", "Hibs"),
        ("Spurs", "Brentford"),
        ("Aston Villa", "Stoke"),
    ),
    state=(
        "I support {v}.",
        "Big {v} fan here, through and through.",
        "My team's {v}, I've been going to games since I was a kid.",
    ),
    change=(
        "I've switched allegiance from {old} to {v}, don't judge me.",
        "I follow {v} now, got a season ticket this year.",
        "I've had to give away all my {old} shirts since I started supporting {v}.",
        "Turned my back on {old}, I'm {v} all the way these days.",
        "Since moving up here last year I've been supporting {v}.",
        "I was halfway through making a lasagne when the {v} game kicked off, they're my team now since"
        " the move, so I ended up eating it on the sofa with the oven gloves still on.",
    ),
    reported=(
        "{p} supports {v} now, can you believe it? Used to be {old} mad.",
        "Heard {p} gave up on {old} and follows {v} these days.",
    ),
    retract=("I've stopped following {v}. Not really into football any more, to be honest.",),
    correction=(
        "Did I say {old}? I meant {v}, that's my team.",
        "Oops, {v}, not {old}. I'd never support {old}.",
    ),
    addition=(
        "{old} is still my team, but I've got a soft spot for {v} too and watch them when I can.",
    ),
    episodic=(
        "I'm cheering for {v} for the cup run this month, just while they're still in it.",
        "Only for tonight's match I'm backing {v}, my mate's got a bet on.",
    ),
    plan=(
        "I might start following {v} when we move there.",
        "Thinking about getting a {v} season ticket next year.",
    ),
    restate=("Still supporting {v}, even after that season.",),
    friend_own=("I've supported {v} my whole life.",),
    relative=("My grandad supports {v}.",),
    questions=(
        "Which football team does {p} support?",
        "What team does {p} follow?",
        "Who does {p} support in football?",
    ),
    past_questions=("Which team did {p} support before?",),
)

DENTIST = Family(
    name="dentist",
    values=(
        ("the practice above the pharmacy", "the practice by the library"),
        ("Gorsebrook Dental", "the surgery on Saddler's Yard"),
        ("the NHS practice in the village", "a private clinic in town"),
        ("the surgery by the health centre", "the practice on Orchard Street"),
        ("a clinic near work", "the dental school clinic"),
    ),
    state=(
        "My dentist is at {v}.",
        "I'm registered with {v} for my teeth.",
        "I go to {v} for check-ups.",
    ),
    change=(
        "I've left {old} and registered with {v}.",
        "My check-ups are at {v} now.",
        "Got a reminder letter from {v} today, since that's my dentist now, so I'd better book in.",
        "Said goodbye to {old} after the billing mess, {v} has my teeth now.",
        "As of January I'm registered at {v}.",
        "The day was a write-off: burst pipe in the kitchen, plumber late, then I had to dash to {v}, my"
        " dentist now, for a filling, and I still haven't eaten.",
    ),
    reported=(
        "{p} isn't with {old} any more, goes to {v} now.",
        "{p} registered at {v} a few months ago, said it's much better.",
    ),
    retract=(
        "I'm not registered at {v} any more, they dropped NHS patients. No dentist at all right now.",
    ),
    correction=(
        "Oh, not {old}, sorry. My dentist is {v}.",
        "I got that wrong earlier, it's {v} I'm registered with, not {old}.",
    ),
    addition=(
        "I still go to {old} for check-ups, and I've started going to {v} for the hygienist as well.",
    ),
    episodic=(
        "I had to see an emergency dentist at {v} while I was away, just the one time.",
        "While my usual dentist is on maternity leave I'm being seen at {v} for a few months.",
    ),
    plan=(
        "I'm on the waiting list for {v}, might move when a place comes up.",
        "I'd like to register at {v} eventually.",
    ),
    restate=("Still with {v} for my teeth.",),
    friend_own=("I go to {v}, they're really gentle.",),
    relative=("My mum's dentist is {v}.",),
    questions=(
        "Who is {p}'s dentist?",
        "Which dental practice is {p} registered with?",
        "Where does {p} go for dental check-ups?",
    ),
    past_questions=("Which dentist did {p} go to before?",),
)

FAMILIES_A = (HAIRDRESSER, BANK, GYM, MUSIC_GROUP, LANGUAGE, COMMUTE, FOOTBALL, DENTIST)
