"""Families of the dev19 split, part two (eight families; placeholders and the use of ``change``
as in ``_dev19_families_a``)."""

from __future__ import annotations

from ._dev19_families_a import Family

MANAGER = Family(
    name="manager",
    values=(),
    named=True,
    state=("My manager is {v}.", "I report to {v}.", "{v} is my line manager."),
    change=(
        "I've got a new manager, {v}.",
        "As of this month I report to {v} instead of {old}.",
        "{old} left the company, so {v} is my manager now.",
        "You asked who I report to: it's {v} now.",
        "The team away day was fun, and {v}, who's my manager now, paid for lunch.",
    ),
    retract=("Scratch that, {v} isn't my manager anymore. Nobody's in the role at the moment.",),
    correction=("Oops, I meant {v}, not {old}. {v} is my manager.",),
    reported=(
        "{p}'s colleague told me {p} reports to {v} now.",
        "{p} told me {v} has taken over as {p}'s manager.",
    ),
    addition=("I also report to {v} for the project work.",),
    episodic=("{v} is covering as my manager this week while my usual boss is on holiday.",),
    plan=("I might ask to move into {v}'s team next year.",),
    restate=("{v} is still my manager.",),
    relative=("My brother's manager is {v}.",),
    questions=("Who is {p}'s manager?", "Who does {p} report to?", "Who is {p}'s line manager?"),
    past=("Who was {p}'s manager before?",),
)

PHONE = Family(
    name="phone",
    values=(
        ("07700 900318", "07700 900742"),
        ("07700 900155", "07700 900961"),
        ("07700 900427", "07700 900083"),
        ("07700 900209", "07700 900876"),
        ("07700 900564", "07700 900630"),
    ),
    state=("My mobile number is {v}.", "You can reach me on {v}.", "My number's {v}."),
    change=(
        "I've changed my number, it's {v} now.",
        "New phone, new number: {v}.",
        "{old} isn't my number anymore, use {v}.",
        "You asked for my contact details: my mobile is {v} now.",
        "As of today my mobile number is {v}.",
    ),
    retract=("Don't use {v} anymore, that number's been cut off and I haven't got a new one yet.",),
    correction=("Sorry, I gave you the wrong digits. It's {v}, not {old}.",),
    reported=(
        "{p} asked me to pass on the new number: {v}.",
        "Heard from {p}'s sister that {p}'s mobile is {v} now.",
    ),
    addition=("I've also got a second number for work, {v}.",),
    episodic=("While I'm abroad this month you can reach me on {v}.",),
    plan=("I might get a new number soon, possibly {v}.",),
    restate=("My number's still {v}.",),
    relative=("My dad's mobile number is {v}.",),
    questions=(
        "What is {p}'s mobile number?",
        "What's {p}'s phone number?",
        "How can I reach {p} by phone?",
    ),
    past=("What was {p}'s old number?",),
)

BAND = Family(
    name="band",
    values=(
        ("Loose Gravel", "the Pellinore Quartet"),
        ("Static Orchard", "the Kestrel Street Band"),
        ("Mulberry Engine", "Halfway Lighthouse"),
        ("the Tamsworth Brass", "Paper Comets"),
        ("Blue Quarry", "the Swithin Road Ceilidh Band"),
    ),
    state=(
        "I play bass in a band called {v}.",
        "I'm in {v}, we gig about once a month.",
        "I play guitar with {v}.",
    ),
    change=(
        "I quit {old}. I'm playing with {v} now.",
        "Big news: I've joined {v}!",
        "These days I play in {v}, different crowd altogether.",
        "My first gig with {v} was on Friday, I'm their new bass player.",
        "Now that I'm in {v}, rehearsals are on Wednesdays instead.",
    ),
    retract=("Scratch that, I'm not in {v} anymore. We split up last month.",),
    correction=("Sorry, {old} is my mate's band. Mine is {v}.",),
    reported=(
        "Saw {p} playing with {v} on Saturday, {p} has left {old}.",
        "{p}'s sister told me {p} plays in {v} now.",
    ),
    addition=("I've also started playing in {v}, on the side.",),
    episodic=("I'm depping with {v} for the weekend, their bass player is away.",),
    plan=("I'd love to join {v} one day.",),
    restate=("I'm still in {v}.",),
    relative=("My brother plays drums in {v}.",),
    questions=(
        "Which band does {p} play in?",
        "What band is {p} in?",
        "What group does {p} play music with?",
    ),
    past=("Which band was {p} in before?",),
)

COMMUTE = Family(
    name="commute",
    values=(
        ("by car", "by train"),
        ("by bus", "by bike"),
        ("on the tram", "on foot"),
        ("on the ferry", "by car"),
        ("by motorbike", "by bus"),
    ),
    state=("I get to work {v}.", "I commute {v}.", "I go into the office {v} most days."),
    change=(
        "I've switched to commuting {v}.",
        "I don't go in {old} anymore, I go {v} now.",
        "Going in {v} means I get to the office earlier these days.",
        "These days I get to work {v}, it's much less stressful.",
        "It rained all week, which was grim because I commute {v} now.",
    ),
    retract=("Turns out I'm not commuting {v} after all; I work from home full-time now.",),
    correction=("Sorry, I mean {v}, not {old}. That's how I get to work.",),
    reported=(
        "{p} told me they've started going to work {v}.",
        "Heard from {p}'s colleague that {p} commutes {v} now.",
    ),
    addition=("Some days I also go in {v}, when the weather's okay.",),
    episodic=("This week I'm going to work {v} because of roadworks.",),
    plan=("I want to start commuting {v} next year.",),
    restate=("I still commute {v}.",),
    relative=("My flatmate gets to work {v}.",),
    questions=(
        "How does {p} get to work?",
        "How does {p} commute?",
        "How does {p} travel to the office?",
    ),
    past=("How did {p} get to work before?",),
)

GYM = Family(
    name="gym",
    values=(
        ("Ironhaven Gym", "Pellbrook Leisure Centre"),
        ("Kinetica Fitness", "the YMCA on Dorran Street"),
        ("Brightlift", "Foundry Strength Club"),
        ("the council gym at Wickham Park", "Ardent CrossFit"),
        ("Summit Athletic Club", "Rowanleigh Fitness"),
    ),
    state=("I go to {v}.", "I'm a member at {v}.", "My gym is {v}."),
    change=(
        "I cancelled my membership at {old} and joined {v}.",
        "Started at {v} this week, the classes are great.",
        "These days I train at {v}.",
        "Since I joined {v}, I'm up at six every morning.",
        "I'm not at {old} anymore, I've joined {v}.",
    ),
    retract=("Scratch that, I'm not a member at {v} anymore. I let it lapse.",),
    correction=("Sorry, I said {old}, I meant {v}. That's my gym.",),
    reported=(
        "{p} told me they've joined {v}.",
        "Saw {p} at {v} yesterday, {p}'s a member there now.",
    ),
    addition=("I've also signed up at {v} for the pool.",),
    episodic=("I'm using a day pass at {v} this week while mine is closed for repairs.",),
    plan=("I'm thinking of joining {v} in the new year.",),
    restate=("I still go to {v}.",),
    relative=("My dad is a member at {v}.",),
    questions=(
        "Which gym does {p} go to?",
        "Where does {p} work out?",
        "What gym is {p} a member of?",
    ),
    past=("Which gym did {p} go to before?",),
)

LANGUAGE = Family(
    name="language_course",
    values=(
        ("Spanish", "Portuguese"),
        ("Japanese", "Korean"),
        ("German", "Dutch"),
        ("Italian", "Greek"),
        ("French", "Arabic"),
    ),
    state=(
        "I'm taking an evening course in {v}.",
        "I'm learning {v} at night school.",
        "I go to a weekly {v} class on Tuesdays.",
    ),
    change=(
        "I've switched from {old} to {v}.",
        "Started my {v} course on Thursday, the teacher is brilliant.",
        "I'm not doing {old} anymore, it's {v} now.",
        "Now that I'm learning {v}, my flashcards are all over the kitchen.",
        "You asked about my language course: it's {v} now, I dropped {old}.",
    ),
    retract=("Scratch that, I've stopped the {v} course. Too much on at work.",),
    correction=("Sorry, I meant {v}, not {old}. My course is {v}.",),
    reported=(
        "{p} told me they've switched to {v} classes.",
        "Heard from {p}'s cousin that {p} is learning {v} these days.",
    ),
    addition=("I've also started {v} lessons on Saturday mornings.",),
    episodic=("I'm doing a crash course in {v} this week, before the trip.",),
    plan=("I'd like to start {v} after this term.",),
    restate=("Still doing {v}, still struggling with the verbs.",),
    relative=("My nephew is learning {v}.",),
    questions=(
        "What language is {p} learning?",
        "What language course is {p} taking?",
        "Which language does {p} study?",
    ),
    past=("What language was {p} learning before?",),
)

FOOD = Family(
    name="favourite_food",
    values=(
        ("Thai green curry", "paella"),
        ("lasagne", "pho"),
        ("sushi", "a proper Sunday roast"),
        ("dumplings", "shakshuka"),
        ("fish and chips", "jollof rice"),
    ),
    state=(
        "My favourite food is {v}.",
        "Nothing beats {v} for me.",
        "If I could only eat one thing, it'd be {v}.",
    ),
    change=(
        "My favourite food has changed, it's {v} now.",
        "{old} isn't my favourite anymore, {v} has taken over.",
        "These days I'd pick {v} over anything else.",
        "Big news from my stomach: {v} is my new favourite food.",
        "Since I discovered {v}, I order it every single time.",
    ),
    retract=("Scratch that, {v} isn't my favourite after all. I don't really have one.",),
    correction=("Sorry, I meant {v}, not {old}. {v} is my favourite.",),
    reported=(
        "{p}'s flatmate says {p}'s favourite food is {v} now.",
        "{p} told me {v} is the new favourite, {old} has been dethroned.",
    ),
    addition=("I also love {v}, it's a close second.",),
    episodic=("I'm eating {v} all week because my friend made a huge batch.",),
    plan=("I want to learn to cook {v} properly.",),
    restate=("{v} is still my favourite.",),
    relative=("My grandma's favourite food is {v}.",),
    questions=(
        "What is {p}'s favourite food?",
        "What's {p}'s favourite dish?",
        "What food does {p} like most?",
    ),
    past=("What was {p}'s favourite food before?",),
)

CAR = Family(
    name="car",
    values=(
        ("a silver Ford Fiesta", "a Skoda Octavia estate"),
        ("an old Volvo V70", "a Nissan Leaf"),
        ("a red Mini", "a Kia Niro"),
        ("a Toyota Yaris", "a Renault Clio"),
        ("a VW Golf", "a Honda Jazz"),
    ),
    state=("I drive {v}.", "My car is {v}.", "I've got {v}."),
    change=(
        "I sold {old} and bought {v}.",
        "Picked up {v} from the dealer on Saturday.",
        "These days I'm driving {v}.",
        "Since getting {v} I've saved loads on fuel.",
        "I don't drive {old} anymore, I've got {v}.",
    ),
    retract=("Scratch that, I don't have {v} anymore. I've sold it and gone car-free.",),
    correction=("Sorry, I said {old}, I meant {v}. That's my car.",),
    reported=(
        "{p} told me they've traded in {old} for {v}.",
        "Saw {p} driving {v} yesterday, {p} must have sold the old car.",
    ),
    addition=("We've also got {v} now, as a second car.",),
    episodic=("I've got {v} as a courtesy car this week while mine's in the garage.",),
    plan=("I'm thinking of buying {v} next year.",),
    restate=("I still drive {v}.",),
    relative=("My brother drives {v}.",),
    questions=(
        "What car does {p} drive?",
        "What kind of car does {p} have?",
        "Which car does {p} own?",
    ),
    past=("What car did {p} drive before?",),
)

FAMILIES_B = (MANAGER, PHONE, BAND, COMMUTE, GYM, LANGUAGE, FOOD, CAR)
