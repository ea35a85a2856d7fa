"""Families of the dev19 split, part one (the ``Family`` record and eight families).

Placeholders: {v} the value a statement states, {old} the value it replaces (or the slip a
correction fixes), {p} the subject's name (third-person reports and questions). Families marked
``named`` hold people (a partner, a manager): their values are fresh names drawn per scenario.

``change`` holds five ways of telling the change, used as: 0-2 replacements; 3 the far-apart
change (even families) or a fourth replacement (odd families); 4 said by a friend about the
friend's own life (someone else's state)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Family:
    name: str
    values: tuple[tuple[str, str], ...]  # (old, new); empty for named families
    state: tuple[str, ...]  # first person, standing
    change: tuple[str, ...]  # five first-person changes (see the module docstring)
    retract: tuple[str, ...]  # first person: the old value ({v}) no longer holds
    correction: tuple[str, ...]  # first person: fixing a slip ({old}) with the right value ({v})
    reported: tuple[str, ...]  # said by a friend about {p}
    episodic: tuple[str, ...]  # time-bounded, not a new standing state
    plan: tuple[str, ...]  # a plan or wish
    restate: tuple[str, ...]  # the same value again
    relative: tuple[str, ...]  # the subject about a relative's state
    questions: tuple[str, ...]
    past: tuple[str, ...]
    addition: tuple[str, ...] = ()  # a second value next to the first
    named: bool = False


EMPLOYER = Family(
    name="employer",
    values=(
        ("Gretholm Logistics", "Venwick Health"),
        ("Pallister Printworks", "Skarrow Insurance"),
        ("Drummock Systems", "Sallowfield Council"),
        ("Trevannick Hotels", "Orrinsby Ferries"),
        ("Haverlund Timber", "Halbrook Analytics"),
    ),
    state=(
        "I work at {v}.",
        "I've been at {v} for about three years now.",
        "My job's at {v}, mostly office-based.",
    ),
    change=(
        "I've changed jobs, I'm at {v} now.",
        "I handed in my notice at {old} and {v} took me on straight away.",
        "Started at {v} on Monday, so far so good.",
        "Big news: I got the job at {v}! My last day at {old} was Friday.",
        "These days I work for {v}, and honestly I should have moved sooner.",
    ),
    retract=(
        "Scratch that, I'm not at {v} anymore. The contract ended and I'm between jobs for now.",
    ),
    correction=("Sorry, I wrote {old} but I meant {v}. That's where I actually work.",),
    reported=(
        "Heard from {p}'s sister that {p} left {old} and works at {v} now.",
        "Bumped into {p} on Friday, apparently {p} has moved from {old} to {v}.",
    ),
    addition=("I've also picked up a weekend job at {v}, on top of my main one.",),
    episodic=("This week I'm on secondment at {v}, back at my own desk on Monday.",),
    plan=("I've got an interview at {v} next month, fingers crossed.",),
    restate=("Still at {v}, nothing's changed on the work front.",),
    relative=("My brother just got a job at {v}.",),
    questions=(
        "Where does {p} work?",
        "Who is {p}'s employer?",
        "Which company does {p} work for?",
        "Where is {p} employed these days?",
    ),
    past=("Where did {p} work before?", "Which company was {p} at previously?"),
)

JOB_TITLE = Family(
    name="job_title",
    values=(
        ("a junior accountant", "a senior accountant"),
        ("a sous chef", "the head chef"),
        ("a teaching assistant", "a class teacher"),
        ("a warehouse supervisor", "an operations manager"),
        ("a software tester", "a product owner"),
    ),
    state=("I'm {v}.", "I work as {v}.", "By day I'm {v}, nothing glamorous."),
    change=(
        "I got promoted! I'm {v} now.",
        "I'm not {old} anymore, they made me {v} last week.",
        "To answer your question from before: I'm {v} now, since the restructure.",
        "As of this month I'm {v}.",
        "Now that I'm {v} I have to sit in on all the planning meetings.",
    ),
    retract=(
        "Turns out I'm not {v} after all. HR never confirmed the role, so I'm back to square one.",
    ),
    correction=("Oops, I said {old}, but I'm actually {v}. I keep mixing up the titles.",),
    reported=(
        "{p}'s flatmate mentioned that {p} is {v} these days.",
        "Heard {p} got moved up at work, {p}'s {v} at last.",
    ),
    episodic=("I'm filling in as {v} for the next two weeks while my boss is on leave.",),
    plan=("I'm hoping to become {v} by next year.",),
    restate=("Yep, I'm still {v}. Same desk, same job.",),
    relative=("My cousin has just started as {v}.",),
    questions=(
        "What does {p} do for a living?",
        "What is {p}'s job title?",
        "What's {p}'s role at work?",
    ),
    past=("What was {p}'s job before?", "What role did {p} have previously?"),
)

HOME_CITY = Family(
    name="home_city",
    values=(
        ("Leeds", "Glasgow"),
        ("Porto", "Lisbon"),
        ("Utrecht", "Rotterdam"),
        ("Cork", "Galway"),
        ("Brno", "Vienna"),
    ),
    state=("I live in {v}.", "I'm based in {v}.", "Home for me is {v}, I've been there since uni."),
    change=(
        "I've moved to {v}, the boxes are still everywhere.",
        "Said goodbye to {old} last week, I'm living in {v} now.",
        "These days I'm in {v}. It's nice to be somewhere new.",
        "The removal van cost a fortune, but I'm settled in {v} now and the neighbours seem friendly.",
        "Big news, I've packed up and moved to {v}!",
    ),
    retract=(
        "Scratch that, I don't live in {v} anymore. I'm sofa-surfing with friends until I sort something out.",
    ),
    correction=("Sorry, did I say {old}? I meant {v}, that's where I live.",),
    reported=(
        "Heard from {p}'s sister that {p} has moved to {v}.",
        "{p} told me last night that they're living in {v} now.",
    ),
    addition=("I've also got a little place in {v} that I use at weekends.",),
    episodic=("I'm staying in {v} for the week for a conference.",),
    plan=("I'd love to move to {v} one day.",),
    restate=("I'm still in {v}, no plans to leave.",),
    relative=("My sister lives in {v}.",),
    questions=(
        "Where does {p} live?",
        "Which city is {p} based in?",
        "What city does {p} live in?",
    ),
    past=("Where did {p} live before?", "Which city was {p} living in previously?"),
)

ADDRESS = Family(
    name="address",
    values=(
        ("14 Thistlecombe Terrace", "flat 3, 22 Caddow Road"),
        ("flat 9B, Ellerslie Mansions", "27 Pimbury Close"),
        ("5 Fallowmere Lane", "flat 12, Saltire Court"),
        ("41 Quarry Hill Road", "8 Corriemoor Gardens"),
        ("flat 2, 63 Pebblemill Row", "19 Bellhaven Crescent"),
    ),
    state=("My address is {v}.", "I live at {v}.", "Post for me goes to {v}."),
    change=(
        "New address for you: {v}. We moved at the weekend.",
        "We got the keys to {v} on the first of the month and moved in the same day.",
        "I'm not at {old} anymore, I'm at {v} now.",
        "Can you remember that parcels should go to {v} now? I moved out of {old}.",
        "The landlord at {old} kept our deposit, which was annoying, but we're in {v} now and it's much nicer.",
    ),
    retract=("Ignore the address I gave you, I'm not at {v} after all. The tenancy fell through.",),
    correction=("Sorry, typo earlier: it's {v}, not {old}.",),
    reported=(
        "{p}'s mum said {p} has moved to {v}.",
        "I dropped a birthday card round to {p} at {v}, that's where {p} lives now.",
    ),
    episodic=("For the next fortnight I'm house-sitting at {v} while my friend is away.",),
    plan=("We've put an offer in on {v}, fingers crossed.",),
    restate=("Still at {v}, same as before.",),
    relative=("My grandad lives at {v}.",),
    questions=("What is {p}'s address?", "Where does {p} live?", "What's {p}'s home address?"),
    past=("What was {p}'s old address?",),
)

PARTNER = Family(
    name="partner",
    values=(),
    named=True,
    state=("I'm seeing {v}.", "My partner is {v}.", "{v} and I have been together for two years."),
    change=(
        "{old} and I split up. I'm with {v} now.",
        "Big news: {v} and I are officially a couple!",
        "These days I'm seeing {v}, it's still early days.",
        "You asked about my love life: I'm with {v} now, {old} and I broke up in the summer.",
        "We went to a wedding on Saturday, my first outing with {v} as my partner, and it went really well.",
    ),
    retract=("Scratch that, {v} and I aren't together anymore. I'm single.",),
    correction=("Wait, I typed {old}, I meant {v}. {v} is my partner.",),
    reported=(
        "Heard from {p}'s sister that {p} broke up with {old} and is seeing {v} now.",
        "{p} told me {v} is the new partner, they met at a friend's birthday.",
    ),
    episodic=("{v} is staying at mine this week while their flat gets repainted, just as a mate.",),
    plan=("I'm thinking of asking {v} out, wish me luck.",),
    restate=("{v} and I are still together, going strong.",),
    relative=("My brother is seeing {v}.",),
    questions=("Who is {p} seeing?", "Who is {p}'s partner?", "Who is {p} in a relationship with?"),
    past=("Who was {p} seeing before?", "Who was {p}'s previous partner?"),
)

PET = Family(
    name="pet",
    values=(
        ("a tabby cat", "a greyhound"),
        ("two budgies", "a corn snake"),
        ("a rabbit", "a border collie puppy"),
        ("a beagle", "a pair of guinea pigs"),
        ("a tank of goldfish", "a rescue lurcher"),
    ),
    state=("I have {v}.", "I've got {v} at home.", "At home it's just me and {v}."),
    change=(
        "My cousin took our old pet off my hands, so now it's just {v} in the house.",
        "We brought home {v} on Sunday, and my parents are looking after the old pet now.",
        "To answer your question, the pet situation has changed: I have {v} now.",
        "Guess what, we've adopted {v}! Our old one went to a friend with a bigger garden.",
        "I don't have {old} anymore, it's {v} now.",
    ),
    retract=("Scratch that, I don't have {v} anymore. The new landlord doesn't allow pets.",),
    correction=("Sorry, I said {old}, I meant {v}. Autocorrect strikes again.",),
    reported=(
        "{p}'s neighbour told me {p} has {v} now instead of {old}.",
        "Popped round to {p}'s place yesterday and met {v}, {p}'s new pet.",
    ),
    addition=("We've also got {v} now, as well as the one we already had.",),
    episodic=("I'm looking after {v} for the weekend while my neighbour is away.",),
    plan=("I'd really like to get {v} at some point.",),
    restate=("Yes, I've still got {v}.",),
    relative=("My aunt has {v}.",),
    questions=(
        "What kind of pet does {p} have?",
        "What pet does {p} have?",
        "What animal does {p} keep at home?",
    ),
    past=("What pet did {p} have before?",),
)

DIET = Family(
    name="diet",
    values=(
        ("vegetarian", "vegan"),
        ("pescatarian", "vegetarian"),
        ("vegan", "flexitarian"),
        ("on a keto diet", "on a low-FODMAP diet"),
        ("dairy-free", "pescatarian"),
    ),
    state=("I'm {v}.", "Food-wise, I'm {v}.", "Just so you know, I'm {v}."),
    change=(
        "I've switched things up, I'm {v} now.",
        "I'm not {old} anymore, I'm {v} these days.",
        "Since January I've been {v}.",
        "Now that I'm {v}, dinners out are a bit more complicated.",
        "My cousin's wedding menu was great, and it was my first big event since going {v}.",
    ),
    retract=("Turns out I'm not {v} after all. I lasted about a month.",),
    correction=("Sorry, I said {old} but I meant {v}, I always mix the words up.",),
    reported=(
        "{p}'s flatmate said {p} is {v} now.",
        "Heard from {p}'s brother that {p} stopped being {old} and is {v} these days.",
    ),
    episodic=("For this week only I'm {v}, it's a challenge a friend set me.",),
    plan=("I'm thinking about going {v} next year.",),
    restate=("Still {v}, in case you wondered.",),
    relative=("My mum is {v}.",),
    questions=("What diet does {p} follow?", "What does {p} eat?", "What are {p}'s eating habits?"),
    past=("What diet did {p} follow before?",),
)

SCHOOL = Family(
    name="school",
    values=(
        ("Ferncliffe Primary", "St Brychan's Primary"),
        ("Hollin Bank Academy", "Tollerby Vale School"),
        ("the Montessori school on Crane Street", "Westerleigh Primary"),
        ("Kirkbrae Primary", "Glenquarrie High"),
        ("Pennycross Infants", "Oakhurst Juniors"),
    ),
    state=(
        "My daughter goes to {v}.",
        "My daughter's at {v}.",
        "Our daughter has been at {v} since September.",
    ),
    change=(
        "We've moved my daughter to {v}.",
        "My daughter started at {v} on Monday and came home beaming.",
        "We took my daughter out of {old}; she's at {v} now.",
        "Now that my daughter's at {v}, the school run is a whole new route.",
        "These days my daughter goes to {v}, she loves her new teacher.",
    ),
    retract=("Scratch that, my daughter isn't at {v} anymore. We're home-schooling for now.",),
    correction=("Sorry, not {old}. My daughter goes to {v}, I got the names muddled.",),
    reported=(
        "{p} told me their daughter has switched to {v}.",
        "Heard from {p}'s sister that {p}'s daughter goes to {v} now.",
    ),
    episodic=("My daughter is at a holiday club at {v} this week.",),
    plan=("We're thinking about moving my daughter to {v} next year.",),
    restate=("My daughter's still at {v}, all good.",),
    relative=("My niece goes to {v}.",),
    questions=(
        "Which school does {p}'s daughter attend?",
        "Where does {p}'s daughter go to school?",
        "What school is {p}'s daughter at?",
    ),
    past=("Which school did {p}'s daughter go to before?",),
)

FAMILIES_A = (EMPLOYER, JOB_TITLE, HOME_CITY, ADDRESS, PARTNER, PET, DIET, SCHOOL)
