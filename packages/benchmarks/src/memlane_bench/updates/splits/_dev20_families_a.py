"""Vocabulary of the dev20 split, first half: the record of a family and eight families.

Placeholders: {v} the value a statement states, {old} the value it replaces (or the standing
value next to which {v} is said), {p} the named person of a friend's report. A template that
starts with a placeholder is capitalised when filled."""

from __future__ import annotations

from dataclasses import dataclass

# The ways of telling a change, in the order a family's ``ways`` is written.
WAYS = ("explicit", "marker", "reason", "contrast", "consequence", "dated", "answer", "idiom")


@dataclass(frozen=True)
class Fam:
    name: str
    values: tuple[str, ...]  # six values; a scenario takes consecutive ones (old, new, third)
    state: tuple[str, ...]  # first person, standing
    ways: dict[str, str]  # first person, the change told in each of the WAYS
    retract: str  # first person: {v} no longer holds, nothing replaces it
    correct: str  # first person: {old} was said by mistake, {v} is right
    keep: dict[str, str]  # the family's must-not kinds; other_person "" = a friend's own change
    told_state: tuple[str, str]  # a friend about {p}, standing
    # a friend reports {p}'s change (replacement, third_party), in the two WAYS that the family's
    # first-person changes do not use (WAYS[(3 * index + 6) % 8] and WAYS[(3 * index + 7) % 8])
    told_change: tuple[str, str]
    told_retract: str
    told_correct: str  # the friend fixes their own wrong report
    told_keep: tuple[str, str]  # (kind, template): one must-not statement told by the friend
    ask: tuple[str, ...]  # first person, present: tasks and reminders
    ask_p: tuple[str, ...]  # third person about {p}, present
    past: str
    past_p: str


EMPLOYER = Fam(
    name="employer",
    values=(
        "Tarnwick Foods",
        "Orsella Labs",
        "Brassock Print",
        "Keswold Freight",
        "Mirrowby Insurance",
        "Vantreel Studios",
    ),
    state=(
        "I work at {v}, in the planning team.",
        "I am working for {v} since long time, is ok job.",
        "My employer is {v}.",
    ),
    ways={
        "explicit": "I changed jobs, I left {old} and started at {v} on Monday.",
        "marker": "These days I'm working at {v}, the pay is a lot better.",
        "reason": "Because {old} froze every salary again, I went looking and ended up at {v}.",
        "contrast": "Not at {old} anymore. {v} now.",
        "consequence": "Handed my {old} badge back at reception, and my first payslip from {v} came in today.",
        "dated": "Since two months I am employed by {v}, {old} is finished for me.",
        "answer": "You asked me where I landed after all those interviews: {v}, I signed last week.",
        "idiom": "I finally jumped ship, {old} is history and {v} took me on.",
    },
    retract="I'm not working at {v} anymore, the contract ended and I'm job hunting.",
    correct="Sorry, I wrote {old} but that was wrong, I work at {v}, {old} was my previous place.",
    keep={
        "addition": "On top of my main job I've taken a weekend job at {v}.",
        "time_bounded": "For the next three weeks I'm lent out to {v} to help with their audit, then back to my usual desk.",
        "plan": "I might apply to {v} next spring, nothing decided yet.",
        "other_person": "",
    },
    told_state=(
        "My colleague {p} works at {v}, same floor as me.",
        "My old classmate {p} has a job at {v}.",
    ),
    told_change=(
        "You asked me the other day about {p}'s job: {p} left {old} and works at {v} now.",
        "{p} finally jumped ship, {old} is history and {p} is at {v}, my colleague says.",
    ),
    told_retract="{p} is not at {v} anymore, their contract ran out last month.",
    told_correct="Wait, I told you {p} works at {old}, I mixed it up, {p} works at {v}.",
    told_keep=(
        "time_bounded",
        "{p} is on loan to {v} for a fortnight, then back to the usual job.",
    ),
    ask=(
        "I'm filling in the mortgage form, what do I put as my employer?",
        "Remind me where I work",
        "Which company am I working for now?",
    ),
    ask_p=("Where does {p} work now?", "Which company is {p} with at the moment?"),
    past="Where did I work before?",
    past_p="Where did {p} work before?",
)

HOME = Fam(
    name="home_area",
    values=("Elsmoor", "Ashkettle", "Pemberdine", "Vossholm", "Kelloway Quay", "Tarrowby"),
    state=(
        "I live in {v}, near the old tannery.",
        "We are living in {v} since years, very quiet area.",
        "Home is {v}.",
    ),
    ways={
        "explicit": "We moved house, from {old} to {v}, the boxes are still everywhere.",
        "marker": "Nowadays I live in {v}, ten minutes' walk from the river.",
        "reason": "Because the rent in {old} went up again we ended up in {v}.",
        "contrast": "I don't live in {old} anymore, it's {v} now.",
        "consequence": "Gave the keys of the {old} flat back to the agent this morning, tonight is my first night in {v}.",
        "dated": "Since February I'm living in {v}, the {old} place is gone.",
        "answer": "To your question from the other day, where we ended up: {v}, we signed the lease on Tuesday.",
        "idiom": "We pulled up stakes in {old} and put down roots in {v}.",
    },
    retract="I gave up the flat in {v}, right now I'm between places and sleeping on friends' sofas.",
    correct="Wait, I said {old}? No, I live in {v}, {old} is where I grew up.",
    keep={
        "addition": "We also got a tiny weekend place in {v}, just two rooms.",
        "time_bounded": "While the damp in our walls gets fixed I'm staying two weeks with my aunt in {v}.",
        "plan": "One day I'd like to move to {v}, when I can afford it.",
        "restatement": "Still living in {v}, not going anywhere.",
    },
    told_state=("My old flatmate {p} lives in {v}.", "My cousin {p} lives in {v}, by the park."),
    told_change=(
        "{p} lives in {v} these days, I visited last week.",
        "Because the landlord in {old} sold the building, {p} ended up in {v}, {p} told me.",
    ),
    told_retract="{p} doesn't live in {v} anymore, they gave up the flat and are staying with friends.",
    told_correct="Sorry, I said {p} lives in {old}, that's wrong, {p} lives in {v}.",
    told_keep=("plan", "{p} keeps talking about moving to {v} one day, but it's just talk."),
    ask=(
        "I need to fill in the council form, which area do I live in?",
        "Remind me where I live",
        "Where do I live now?",
    ),
    ask_p=("Where does {p} live now?", "Which area is {p} living in these days?"),
    past="Where did I live before?",
    past_p="Where did {p} live before?",
)

GP = Fam(
    name="gp_practice",
    values=(
        "Kilnhurst Surgery",
        "Wenlow Medical Centre",
        "Fairholt Practice",
        "Saltonby Health Centre",
        "Quarrendale Surgery",
        "Ivelbrook Clinic",
    ),
    state=("I'm registered with {v}.", "My GP is at {v}, up the hill.", "my doctor is at {v}"),
    ways={
        "explicit": "I changed GP, I'm registered with {v} now instead of {old}.",
        "marker": "At the moment my doctor is at {v}, much easier to get an appointment.",
        "reason": "Because {old} stopped taking patients from my street, I had to register with {v}.",
        "contrast": "Not {old} anymore, my GP practice is {v} now.",
        "consequence": "My medical records were transferred from {old} to {v} last week, so that's done.",
        "dated": "Since April I belong to {v}, the registration went through.",
        "answer": "You asked which surgery took me in the end, it was {v}.",
        "idiom": "I finally got my foot in the door at {v}, so goodbye {old} and its phone queue.",
    },
    retract="I'm not registered with {v} anymore, they took me off the list while I was abroad.",
    correct="Oops, I mixed them up: it's {v}, not {old}, {old} is my dentist's building.",
    keep={
        "time_bounded": "While I'm staying at my parents' this month I'm seeing a temporary GP at {v}.",
        "plan": "I'm thinking of switching to {v}, people say it's better, but not yet.",
        "restatement": "Still with {v}, they sent me the flu jab reminder.",
        "other_person": "",
    },
    told_state=(
        "My neighbour {p} is registered at {v}.",
        "My cousin {p} goes to {v} for everything.",
    ),
    told_change=(
        "{p}'s records went over from {old} to {v} last week, {p} was relieved.",
        "Since the spring {p} is registered at {v}, I heard, {old} is done.",
    ),
    told_retract="{p} got taken off the list at {v}, so right now {p} has no GP at all.",
    told_correct="Correction to what I said: {p} is registered at {v}, not {old}.",
    told_keep=("restatement", "{p} is still with {v}, they were there for a check-up on Monday."),
    ask=(
        "I need to book a blood test, which practice do I call?",
        "Remind me which GP surgery I'm registered with",
        "Which doctor's practice am I with?",
    ),
    ask_p=("Which practice is {p} registered with now?", "Where is {p}'s GP?"),
    past="Which practice was I with before?",
    past_p="Which practice was {p} with before?",
)

BROADBAND = Fam(
    name="broadband",
    values=("Zephyrlink", "Orbitra", "Kavanet", "Fibrela", "Lumisk", "Skeldon Fibre"),
    state=(
        "Our internet is from {v}.",
        "We have {v} for broadband, the fast package.",
        "I pay {v} for the internet every month.",
    ),
    ways={
        "explicit": "I switched our internet provider from {old} to {v}.",
        "marker": "Lately we get our internet from {v}, the router is much smaller.",
        "reason": "Because {old} put the price up by a third, we moved the broadband to {v}.",
        "contrast": "It's not {old} for the internet anymore, it's {v}.",
        "consequence": "Sent the {old} router back in the prepaid bag, and the {v} engineer connected us this morning.",
        "dated": "Since first of May our broadband is {v}, contract is signed.",
        "answer": "About the internet thing you asked: we went with {v} in the end.",
        "idiom": "I finally pulled the plug on {old}, we're on {v}.",
    },
    retract="We cancelled {v} and have no home internet at all now, I use the café wifi.",
    correct="Sorry, not {old}, our broadband is {v}, {old} is my parents' provider.",
    keep={
        "time_bounded": "Our line is down, so for this week we're on a temporary {v} dongle.",
        "plan": "Maybe we'll switch to {v} when the contract ends in autumn.",
        "restatement": "Still on {v}, the speed is fine.",
        "other_person": "My parents just signed up with {v}.",
    },
    told_state=(
        "My colleague {p} is with {v} for broadband.",
        "My sister-in-law {p} has {v} at home.",
    ),
    told_change=(
        "{p} finally pulled the plug on {old}, the house is on {v} now.",
        "{p} told me they switched their internet from {old} to {v}.",
    ),
    told_retract="{p} cancelled {v} and has no internet at home anymore.",
    told_correct="I said {p} has {old}, no, my mistake, {p}'s internet is from {v}.",
    told_keep=("plan", "{p} is tempted by {v} because of an advert, but hasn't switched."),
    ask=(
        "I have to fill the direct debit form, which provider do I pay now?",
        "Which internet provider are we with?",
        "Remind me who our broadband is with",
    ),
    ask_p=("Which internet provider does {p} have now?", "Who is {p}'s broadband with?"),
    past="Which internet provider did we have before?",
    past_p="Which provider did {p} have before?",
)

RUNNING = Fam(
    name="running_club",
    values=(
        "Scarrowfell Harriers",
        "Hagwick Striders",
        "Corriemoss Runners",
        "Marlock AC",
        "Hexley Joggers",
        "Pinnow Trail Club",
    ),
    state=(
        "I run with {v} on Tuesdays and Saturdays.",
        "I'm a member of {v}.",
        "I am running with {v}, every week two times.",
    ),
    ways={
        "explicit": "I changed running clubs, from {old} to {v}.",
        "marker": "These days I do my Tuesday runs with {v}.",
        "reason": "Because {old} moved all sessions to six in the morning, I joined {v} instead.",
        "contrast": "No more {old} for me, I'm with {v} now.",
        "consequence": "Just got my {v} vest, the {old} one is going in the charity bag.",
        "dated": "Since January I'm running with {v}, yearly fee is paid.",
        "answer": "You asked which club I picked: {v}, and the first session was great.",
        "idiom": "I traded {old} for {v}, new pack, same sore legs.",
    },
    retract="I left {v} and I'm not in any club anymore, just running on my own.",
    correct="Ah, I said {old}, wrong, I'm a member of {v}, {old} is my sister's club.",
    keep={
        "addition": "I've also joined {v} for their Thursday trail runs.",
        "time_bounded": "For the three summer weeks at the coast I'm doing guest runs with {v}.",
        "restatement": "Still with {v}, did the hill repeats with them last night.",
        "other_person": "",
    },
    told_state=("My neighbour {p} runs with {v}.", "My colleague {p} is a member of {v}."),
    told_change=(
        "Because {old} trains so early now, {p} joined {v}, {p} told me.",
        "{p} isn't with {old} anymore, it's {v} now, I saw the shirt.",
    ),
    told_retract="{p} is not in {v} anymore, they quit and run alone now.",
    told_correct="I told you {p} runs with {old}, sorry, wrong, {p} runs with {v}.",
    told_keep=(
        "addition",
        "{p} also joined {v} for the Thursday trails, on top of the usual club.",
    ),
    ask=(
        "I need to renew my membership, which club do I pay?",
        "Remind me which running club I belong to",
        "Which club am I running with these days?",
    ),
    ask_p=("Which running club is {p} in now?", "Who does {p} run with?"),
    past="Which club did I run with before?",
    past_p="Which club did {p} run with before?",
)

INSTRUMENT = Fam(
    name="instrument",
    values=(
        "the bandoneon",
        "the nyckelharpa",
        "the hurdy-gurdy",
        "the kalimba",
        "the erhu",
        "the viola da gamba",
    ),
    state=(
        "I'm learning {v}, lessons every Thursday.",
        "I play {v}, still a beginner.",
        "My instrument is {v}.",
    ),
    ways={
        "explicit": "I switched instruments, from {old} to {v}.",
        "marker": "Lately I practise {v} every evening.",
        "reason": "Because my wrist hurt so much from {old}, my teacher moved me to {v}.",
        "contrast": "I don't play {old} anymore, it's {v} now.",
        "consequence": "Sold {old} to a student and rented {v} with the money, first lesson went fine.",
        "dated": "Since September I take lessons in {v}.",
        "answer": "You asked what I'd pick up after I stopped {old}: {v}.",
        "idiom": "I've hung up {old} for good, {v} has me hooked.",
    },
    retract="I stopped playing {v}, no instrument at the moment.",
    correct="I wrote {old} but it's {v} I'm learning, {old} was my brother's thing.",
    keep={
        "addition": "I've also started {v} on the side.",
        "plan": "Someday I'd like to try {v}.",
        "restatement": "Still learning {v}, practised scales tonight.",
        "other_person": "My partner just started learning {v}.",
    },
    told_state=("My friend {p} plays {v}.", "My colleague {p} is learning {v}."),
    told_change=(
        "Since the summer {p} is learning {v}, {old} sits in the cupboard.",
        "About {p}, you asked what they play now: {v}, {old} is finished.",
    ),
    told_retract="{p} stopped playing {v}, doesn't play anything now.",
    told_correct="Sorry, I said {p} plays {old}, no, {p} plays {v}.",
    told_keep=("plan", "{p} dreams of learning {v} one day."),
    ask=(
        "I'm ordering sheet music, which instrument do I play now?",
        "Remind me what instrument I'm learning",
        "What instrument am I practising these days?",
    ),
    ask_p=("Which instrument is {p} learning now?", "What does {p} play at the moment?"),
    past="Which instrument did I play before?",
    past_p="Which instrument did {p} play before?",
)

CHILDCARE = Fam(
    name="childcare",
    values=(
        "Mapleburn Nursery",
        "Kestrel Row Preschool",
        "Bramblehill Montessori",
        "Hollybeck Kindergarten",
        "Ravensgill Nursery",
        "Pipwick Playschool",
    ),
    state=(
        "My son goes to {v}.",
        "Our boy is at {v} three days a week.",
        "My son is going to {v}, he likes it.",
    ),
    ways={
        "explicit": "We moved our son from {old} to {v}.",
        "marker": "At the moment our boy goes to {v}, he loves the sandpit.",
        "reason": "Because {old} cut the afternoon hours, we put our son in {v}.",
        "contrast": "My son isn't at {old} anymore, he's at {v} now.",
        "consequence": "Collected the last bag of spare clothes from {old}, and our son's second week at {v} went fine.",
        "dated": "Since the autumn term our son is in {v}.",
        "answer": "You asked where he got a place in the end: {v}, settling in was smooth.",
        "idiom": "We finally struck lucky with {v}, so {old} is water under the bridge for our boy.",
    },
    retract="Our son isn't at {v} anymore, he stays home with his grandma for now.",
    correct="Sorry, {old} was wrong, my son goes to {v}, {old} is the one down the road.",
    keep={
        "addition": "On Wednesdays our son also goes to {v}.",
        "time_bounded": "This week, while his usual place is closed for repairs, our son is at the holiday club at {v}.",
        "plan": "We've put our son's name down for {v} for next year, just in case.",
        "other_person": "",
    },
    told_state=("My neighbour {p} has their son at {v}.", "My colleague {p}'s boy goes to {v}."),
    told_change=(
        "{p} told me their son moved from {old} to {v}.",
        "{p}'s little boy goes to {v} these days, {p} said at the playground.",
    ),
    told_retract="{p}'s son isn't at {v} anymore, he stays with his grandparents now.",
    told_correct="I said {p}'s son goes to {old}, I got it wrong, he goes to {v}.",
    told_keep=(
        "time_bounded",
        "{p}'s son is at the {v} holiday club for this week only, while his usual place is shut.",
    ),
    ask=(
        "I'm filling the pickup authorisation form, which nursery is it for my son?",
        "Remind me where my son goes during the day",
        "Which nursery is my son at",
    ),
    ask_p=("Which nursery does {p}'s son go to now?", "Where is {p}'s son during the day?"),
    past="Which nursery did my son go to before?",
    past_p="Which nursery did {p}'s son go to before?",
)

CAR = Fam(
    name="car",
    values=("Trabant", "Multipla", "Niva", "Wartburg", "Rexton", "Roomster"),
    state=("I drive a {v}.", "My car is a {v}, grey one.", "I've got a {v}, it's old but it runs."),
    ways={
        "explicit": "I changed cars, sold the {old} and bought a {v}.",
        "marker": "These days I'm driving a {v}, nice and high.",
        "reason": "Because the {old} failed its inspection so badly, I bought a {v}.",
        "contrast": "No more {old}. I drive a {v} now.",
        "consequence": "Cancelled the insurance on the {old}, and the {v} is parked outside my door.",
        "dated": "Since June I am driving a {v}, {old} went to scrap yard.",
        "answer": "You asked what would replace the {old}: a {v}, I picked it up Saturday.",
        "idiom": "The {old} finally gave up the ghost, so I'm behind the wheel of a {v}.",
    },
    retract="I sold the {v} and don't have a car now, it's the bike for everything.",
    correct="Not a {old}, sorry, I mixed it up, I drive a {v}.",
    keep={
        "addition": "We've also got a {v} now, mainly for my partner.",
        "time_bounded": "Mine's in the garage, so this week I'm driving a rented {v}.",
        "restatement": "Still driving the {v}, it just passed its service.",
        "other_person": "My father just bought a {v}.",
    },
    told_state=("My brother-in-law {p} drives a {v}.", "My colleague {p} has a {v}."),
    told_change=(
        "{p} doesn't drive the {old} anymore, it's a {v} now.",
        "{p} cancelled the insurance on the {old}, the new {v} is parked outside {p}'s door.",
    ),
    told_retract="{p} sold the {v}, no car at all anymore.",
    told_correct="I told you {p} drives a {old}, sorry, it's a {v}.",
    told_keep=("restatement", "{p} is still driving that {v}, honked at me this morning."),
    ask=(
        "I'm booking the car service online, which model do I put in?",
        "Remind me what car I drive",
        "What car do I have at the moment?",
    ),
    ask_p=("What car does {p} drive now?", "Which car has {p} got these days?"),
    past="What car did I drive before?",
    past_p="What car did {p} drive before?",
)

FAMILIES_A = (EMPLOYER, HOME, GP, BROADBAND, RUNNING, INSTRUMENT, CHILDCARE, CAR)
