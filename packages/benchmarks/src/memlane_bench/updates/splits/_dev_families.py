"""Vocabulary of the dev split: relation families, each with value pairs and the phrasings of
every scenario kind. Dev only: the test split is written elsewhere with other words.

Placeholders: {v} the value the statement states, {old} the previous value, {p} the subject's
name (third-person templates and questions)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Family:
    name: str
    values: tuple[tuple[str, str], ...]  # (old, new)
    state: tuple[str, ...]  # first person, standing: "I live in {v}."
    change: tuple[str, ...]  # first person, the new value replaces the old one
    reported: tuple[str, ...]  # third person, said by someone else about {p}
    third_state: tuple[str, ...]  # third person, standing, about someone else ("My brother ...")
    questions: tuple[str, ...]
    past_questions: tuple[str, ...] = ()
    retract: tuple[str, ...] = ()  # first person, the old value ({v}) no longer holds
    correction: tuple[str, ...] = ()  # first person, fixing one's own earlier mistake
    addition: tuple[str, ...] = ()  # multi-valued: a second value next to the first
    episodic: tuple[str, ...] = ()  # time-bounded: an episode, not a new standing state
    plan: tuple[str, ...] = ()  # a plan or wish, not (yet) a change
    restate: tuple[str, ...] = ()  # the same value again


FAMILIES: tuple[Family, ...] = (
    Family(
        "residence",
        (("Chicago", "Denver"), ("Lisbon", "Porto"), ("Leeds", "Bristol"), ("Montreal", "Ottawa"), ("Munich", "Hamburg"),
         ("Phoenix", "Tucson"), ("Seville", "Valencia"), ("Adelaide", "Perth")),
        ("I live in {v}.", "I've been living in {v} for about three years.", "Home for me is an apartment in {v}."),
        ("I moved to {v} last month.", "Big change: I relocated to {v} and I'm renting a flat there now.",
         "I packed everything up and moved from {old} to {v}.", "We just settled into our new place in {v}."),
        ("{p} moved to {v} a few weeks ago.", "Did you hear? {p} lives in {v} now.", "{p} left {old} and moved to {v}."),
        ("My brother lives in {v}.", "My parents have a house in {v}."),
        ("Where does {p} live?", "Where does {p} live now?", "Which city is {p} living in these days?", "Where is {p} based?"),
        ("Where did {p} live before?", "Where did {p} use to live?"),
        correction=("Sorry, I misspoke earlier: I live in {v}, not {old}.", "Correction, I actually live in {v}, I mixed it up."),
        episodic=("I was in {v} last week for a conference.", "I spent the weekend in {v} visiting friends."),
        plan=("I'm thinking about moving to {v} next year.", "Someday I'd love to live in {v}."),
        restate=("I still live in {v} and I love it there.",),
    ),
    Family(
        "job",
        (("a nurse at Mercy Hospital", "a teacher at Lincoln High"), ("a barista at a coffee shop", "a junior developer at a fintech startup"),
         ("an accountant at Deloitte", "a financial analyst at a bank"), ("a chef at a bistro", "a food writer for a magazine"),
         ("a paralegal at a law firm", "a policy advisor at the city council"), ("a bus driver", "a train conductor"),
         ("a graphic designer at an agency", "a product designer at Spotify"), ("a lab technician", "a research scientist at Pfizer")),
        ("I work as {v}.", "I'm {v}.", "My job is {v}, it keeps me busy."),
        ("I quit my job and now I work as {v}.", "I started a new job as {v} last week.", "I got hired as {v}, first day was Monday.",
         "I left my old job, I'm {v} now."),
        ("{p} got a new job, {p} is {v} now.", "{p} changed careers and works as {v}."),
        ("My sister works as {v}.", "My roommate is {v}."),
        ("What does {p} do for work?", "What is {p}'s job?", "Where does {p} work now?", "What is {p}'s current job?"),
        ("What did {p} do before?", "What was {p}'s previous job?"),
        correction=("Sorry, I said that wrong, I work as {v}.",),
        episodic=("I helped out as {v} at a charity event last Saturday.",),
        plan=("I applied for a job as {v}, fingers crossed.", "I might apply to be {v} someday."),
        restate=("I still work as {v}, nothing new there.",),
    ),
    Family(
        "relationship",
        (("Daniel", "Marco"), ("Sofia", "Elena"), ("Tom", "Kwame"), ("Hana", "Yuki"), ("Leo", "Oscar"), ("Mira", "Nadia")),
        ("I've been dating {v} for two years.", "I'm in a relationship with {v}.", "My boyfriend {v} and I live together."),
        ("{old} and I broke up, and now I'm seeing {v}.", "I started dating {v} after things ended with {old}.",
         "I'm with {v} now, {old} and I split up in the spring."),
        ("{p} broke up with {old} and is dating {v} now.",),
        ("My best friend is dating {v}.",),
        ("Who is {p} dating?", "Who is {p}'s partner now?", "Is {p} in a relationship?"),
        ("Who did {p} date before?",),
        retract=("{v} and I broke up, I'm single again.", "I'm not with {v} anymore."),
        plan=("I have a date with {v} on Friday, we'll see.",),
        restate=("{v} and I are still together, going strong.",),
    ),
    Family(
        "car",
        (("a red Honda Civic", "a blue Tesla Model 3"), ("a Ford Fiesta", "a Toyota Prius"), ("an old Volvo", "a Mini Cooper"),
         ("a Subaru Outback", "a Kia e-Niro"), ("a VW Golf", "a Mazda MX-5")),
        ("I drive {v}.", "My car is {v}.", "I get around in {v}."),
        ("I sold my old car and bought {v}.", "I traded in {old} for {v}.", "My new car is {v}, I got rid of {old}."),
        ("{p} sold the old car and got {v}.",),
        ("My dad drives {v}.",),
        ("What car does {p} drive?", "What kind of car does {p} have now?", "What does {p} drive these days?"),
        ("What car did {p} drive before?",),
        addition=("I also bought {v} for weekend trips.",),
        episodic=("I rented {v} for the road trip last week.",),
        plan=("I'm saving up to buy {v} one day.",),
    ),
    Family(
        "pet",
        (("a cat named Luna", "a dog named Rex"), ("a hamster called Peanut", "a parrot called Kiwi"), ("two goldfish", "a rabbit named Clover"),
         ("a beagle named Max", "a tabby cat named Miso"), ("a tortoise named Sheldon", "a corgi named Biscuit")),
        ("I have {v}.", "I live with {v}.", "At home I've got {v}."),
        ("I gave {old} to my cousin and adopted {v} instead.", "We rehomed {old}, now we have {v}."),
        ("{p} gave away {old} and has {v} now.",),
        ("My neighbour has {v}.",),
        ("What pet does {p} have?", "Does {p} have a pet?", "What animal lives with {p}?"),
        (),
        addition=("I also adopted {v} last month.", "We got {v} too, the house is full now."),
        episodic=("I looked after my friend's {v} last weekend.",),
        plan=("I'd love to get {v} someday.",),
    ),
    Family(
        "food",
        (("sushi", "tacos"), ("pizza", "ramen"), ("pasta carbonara", "pad thai"), ("curry", "dumplings"), ("lasagna", "paella"),
         ("burgers", "pho")),
        ("My favourite food is {v}.", "I love {v} more than anything.", "{v} is my absolute favourite dish."),
        ("These days my favourite food is {v}, not {old}.", "I'm over {old}, {v} is my new favourite.", "My new favourite food is {v}."),
        ("{p} says {p}'s favourite food is {v} now.",),
        ("My husband's favourite food is {v}.",),
        ("What is {p}'s favourite food?", "What food does {p} like best?", "What is {p}'s favourite dish now?"),
        ("What was {p}'s favourite food before?",),
        retract=("I don't like {v} anymore, it makes me feel sick.",),
        episodic=("I had {v} for lunch yesterday.",),
        restate=("{v} is still my favourite food.",),
    ),
    Family(
        "phone",
        (("555-0143", "555-0199"), ("555-0112", "555-0178"), ("555-0131", "555-0166"), ("555-0104", "555-0187"), ("555-0120", "555-0155")),
        ("My phone number is {v}.", "You can call me on {v}."),
        ("I got a new number: {v}.", "My number changed, it's {v} now.", "Please use {v} from now on, my old number is gone."),
        ("{p} has a new phone number, it's {v}.",),
        ("My mom's number is {v}.",),
        ("What is {p}'s phone number?", "How can I call {p}?", "What number should I use for {p}?"),
        ("What was {p}'s old phone number?",),
        correction=("Oops, typo: my number is {v}, not {old}.",),
        episodic=("I called you from {v} yesterday, that's my office line.",),
    ),
    Family(
        "club",
        (("the chess club", "the rowing club"), ("a jazz band", "a punk band"), ("the book club", "the film society"),
         ("the volleyball team", "the climbing team"), ("the choir", "the orchestra")),
        ("I'm a member of {v}.", "I play in {v} every week.", "I belong to {v}."),
        ("I left {old} and joined {v}.", "I switched from {old} to {v}.", "I quit {old}, I'm in {v} now."),
        ("{p} quit {old} and joined {v}.",),
        ("My cousin is in {v}.",),
        ("Which group is {p} a member of?", "What club does {p} belong to?", "What is {p} part of now?"),
        ("What group was {p} in before?",),
        addition=("I also joined {v}.", "On top of that I signed up for {v}."),
        episodic=("I went to a meeting of {v} last week as a guest.",),
        plan=("I'm considering joining {v}.",),
        restate=("I'm still in {v}.",),
    ),
    Family(
        "commute",
        (("cycle to work", "take the train to work"), ("drive to the office", "walk to the office"),
         ("take the bus to work", "ride a scooter to work"), ("walk to school", "drive to school")),
        ("I {v} every day.", "Usually I {v}."),
        ("I stopped doing that, now I {v} instead.", "These days I {v}, it's so much easier.", "I switched, I {v} now."),
        ("{p} doesn't do that anymore, {p} decided to {v}.",),
        ("My coworker likes to {v}.",),
        ("How does {p} get to work?", "How does {p} commute now?", "How does {p} usually get there?"),
        ("How did {p} use to get to work?",),
        episodic=("Yesterday I had to {v} because of the storm.",),
        plan=("I might {v} when the weather gets better.",),
    ),
    Family(
        "diet",
        (("vegetarian", "vegan"), ("vegan", "pescatarian"), ("on a keto diet", "on a low-salt diet"), ("gluten-free", "dairy-free")),
        ("I'm {v}.", "I've been {v} for years."),
        ("I'm {v} now.", "I went {v} last month.", "I'm not {old} anymore, I'm {v} these days."),
        ("{p} is {v} now.",),
        ("My girlfriend is {v}.",),
        ("What diet does {p} follow?", "Is {p} vegetarian?", "What does {p} eat these days?"),
        ("What diet did {p} follow before?",),
        retract=("I'm not {v} anymore, I eat everything again.", "I gave up being {v}."),
        episodic=("I tried being {v} for a week last month.",),
        plan=("I'm thinking about going {v}.",),
    ),
    Family(
        "allergy",
        (("peanuts", "shellfish"), ("cats", "pollen"), ("penicillin", "latex"), ("gluten", "lactose")),
        ("I'm allergic to {v}.", "I have a bad allergy to {v}."),
        ("Turns out I'm allergic to {v}, not {old}.",),
        ("{p} found out {p} is allergic to {v}, not {old}.",),
        ("My son is allergic to {v}.",),
        ("What is {p} allergic to?", "Does {p} have any allergies?"),
        (),
        retract=("Turns out I'm not allergic to {v} after all.", "The doctor says I'm not allergic to {v} anymore."),
        correction=("Sorry, I got it wrong, it's {v} I'm allergic to, not {old}.",),
    ),
    Family(
        "language",
        (("Spanish", "Japanese"), ("French", "German"), ("Italian", "Korean"), ("Portuguese", "Mandarin")),
        ("I'm taking a {v} course on Tuesdays.", "I'm learning {v} at evening school."),
        ("I dropped {old} and started learning {v}.", "I switched my evening course from {old} to {v}."),
        ("{p} gave up on {old} and is learning {v} now.",),
        ("My daughter is learning {v}.",),
        ("What language is {p} learning?", "Which language course does {p} take now?"),
        ("What language was {p} learning before?",),
        addition=("I also started learning {v}.",),
        episodic=("I took a one-day {v} workshop last Sunday.",),
        plan=("Maybe next year I'll learn {v}.",),
    ),
)
