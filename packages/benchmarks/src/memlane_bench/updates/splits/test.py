"""The held-out test split of ``memlane-bench updates``: written apart from the dev split, with
its own people, places, relation wording and small talk. Its numbers are reported, never tuned on.

Every relation below lists value pairs (earlier, later) and the sentences of each scenario kind.
Placeholders: {new} the value the sentence states, {was} the value it leaves behind, {who} the
person it is about, {act} a per-scenario activity (only the weekly-class relation uses it). A
value may hold {me}, the lower-cased name of whoever the value belongs to (e-mail handles)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..schema import Scenario, Turn


@dataclass(frozen=True)
class Relation:
    label: str
    pairs: tuple[tuple[str, str], ...]
    holds: tuple[str, ...]  # first person, a standing state
    ask: tuple[str, ...]  # about the present
    ask_before: tuple[str, ...] = ()  # about the earlier state (answered by the older turn)
    ask_none: tuple[str, ...] = ()  # about the present after a retraction (default: ask)
    switch: tuple[str, ...] = ()  # replacement, first person; one scenario each
    heard: tuple[str, ...] = ()  # someone else reports that {who} changed; one scenario each
    kin: tuple[str, ...] = ()  # the subject tells a relative's state (other_person)
    drop: tuple[str, ...] = ()  # retraction: {new} no longer holds
    fix: tuple[str, ...] = ()  # correction of the speaker's own slip a moment ago
    also: tuple[str, ...] = ()  # addition next to the standing value
    once: tuple[str, ...] = ()  # time-bounded episode
    maybe: tuple[str, ...] = ()  # plan or wish
    again: tuple[str, ...] = ()  # the standing value restated
    friend_says: int = 1  # other_person scenarios where a friend states their own change
    far: bool = True  # one scenario with hundreds of turns between the statements


RELATIONS: tuple[Relation, ...] = (
    Relation(
        "employer",
        (("Kestrel Freight", "Brightwater Analytics"), ("Oakhollow Press", "Vantor Robotics"),
         ("Pemberton Insurance", "the Glasshouse Theatre"), ("Ridgeway Foods", "Coldharbour Architects"),
         ("Saltmarsh Games", "the Northgate Opera House"), ("Tidemark Solar", "Fernbrook Water Authority")),
        ("I've been at {new} for a few years now, mostly on the operations side.", "My employer is {new}.",
         "I'm on the staff at {new}; it pays the bills."),
        ("Which company does {who} work for?", "Who employs {who} at the moment?", "Where is {who} employed these days?"),
        ask_before=("Which company did {who} work for before?", "Where was {who} employed previously?"),
        switch=("Handed my notice in at {was}; my new badge says {new} and the first week went fine.",
                "Last day at {was} was Friday, and on Monday I started at {new}.",
                "I took the offer from {new}, so {was} is behind me now."),
        heard=("My sister says {who} left {was} and got taken on at {new}.",),
        kin=("My brother-in-law has just started at {new}.",),
        fix=("Wait, did I say {was}? I meant {new}; that's who I actually work for.",),
        once=("I spent Tuesday at the {new} offices for a client workshop.",),
        maybe=("I've got a second interview at {new} on Thursday, but nothing's signed.",),
    ),
    Relation(
        "home",
        (("Dundee", "Utrecht"), ("Ghent", "Trieste"), ("Swansea", "Aberdeen"), ("Winnipeg", "Edmonton"),
         ("Savannah", "Asheville"), ("Wellington", "Dunedin"), ("Coimbra", "Salamanca"), ("Leipzig", "Innsbruck")),
        ("Our flat is on the north side of {new}.", "I've rented a little terraced house in {new} since my twenties.",
         "Home is {new}; I've been there for ages."),
        ("Which city does {who} live in?", "Where is {who}'s home now?", "What town does {who} live in?"),
        ask_before=("Where was {who}'s home before?", "Which city did {who} live in previously?"),
        switch=("The removal van came on Thursday, so we're officially living in {new} now.",
                "I gave up the lease in {was} and signed for a flat in {new}.",
                "After eleven years in {was} I finally upped sticks; my address is in {new} now."),
        heard=("Heard from the neighbours that {who} sold up in {was}; {who} lives in {new} nowadays.",),
        kin=("My grandparents have just bought a bungalow in {new}.",),
        fix=("Sorry, slip of the tongue: I live in {new}, not {was}. {was} is where I grew up.",),
        once=("Spent last week in {new} for a wedding; gorgeous, but I'm glad to be home.",
              "I'm writing this from a hotel in {new}, back home on Sunday."),
        maybe=("We keep looking at houses in {new}, but it's only browsing for now.",),
        again=("Still in {new}, still complaining about the parking.",),
    ),
    Relation(
        "partner",
        (("Corentin", "Matthias"), ("Ines", "Philippa"), ("Declan", "Thijs"), ("Marguerite", "Solveig"),
         ("Ravi", "Fabian"), ("Henrike", "Consuelo")),
        ("{new} and I have been together since university.", "My partner {new} does most of the cooking in our house.",
         "I'm engaged to {new}, no date set yet."),
        ("Who is {who}'s partner?", "Who is {who} with these days?", "Who is {who} going out with?"),
        ask_before=("Who was {who}'s partner before?", "Who was {who} with previously?"),
        ask_none=("Is {who} seeing anyone at the moment?", "Does {who} have a partner?"),
        switch=("{was} and I went our separate ways in the spring; I've been seeing {new} since June.",
                "Things with {was} ended, and I'm happily with {new} now."),
        heard=("Apparently {who} and {was} called it quits; my sister says {who} is going out with {new} now.",),
        kin=("My flatmate just got engaged to {new}.",),
        drop=("{new} and I ended things last month, so I'm on my own for now.", "I'm single these days; {new} moved out in August."),
        again=("{new} and I just celebrated six years together.",),
        friend_says=0,
    ),
    Relation(
        "vehicle",
        (("grey Skoda Octavia", "white Nissan Leaf"), ("Peugeot 208", "Hyundai Ioniq"), ("Fiat Panda", "Renault Zoe"),
         ("Suzuki Swift", "Citroen Berlingo"), ("Dacia Duster", "Polestar 2"), ("battered Land Rover", "Seat Leon")),
        ("I drive a {new}; it's not glamorous but it starts every morning.", "The {new} on the drive is mine.",
         "My car's a {new}, bought second-hand."),
        ("Which car does {who} have?", "What vehicle does {who} own?", "What is {who} driving at the moment?"),
        ask_before=("Which car did {who} have previously?",),
        switch=("Part-exchanged the {was} at the dealer and picked up a {new} yesterday.",
                "The {was} failed its inspection so I scrapped it, and there's a {new} outside now."),
        heard=("Saw {who} at the petrol station in a {new}; the {was} is gone, apparently.",),
        kin=("My father-in-law drives a {new}.",),
        fix=("Correction: my car's a {new}, not a {was}. I always muddle those two.",),
        also=("We bought a {new} as a second car for the school run.",),
        once=("Mine was at the garage last week, so they lent me a {new} for a few days.",),
        maybe=("I keep test-driving a {new}, but I'm not ready to part with the car I've got.",),
    ),
    Relation(
        "email",
        (("{me}@quillbox.net", "{me}.home@lanternmail.org"), ("{me}.writes@ferrypost.com", "{me}@driftwood.io"),
         ("{me}77@kettlemail.com", "{me}.works@pebble.email"), ("{me}@oldharbour.co", "{me}.north@quillbox.net")),
        ("Best way to reach me is e-mail: {new}.", "Drop me a line at {new} whenever you like."),
        ("What is {who}'s e-mail address?", "Which address should I e-mail {who} at?"),
        ask_before=("What e-mail address did {who} use before?",),
        switch=("I've closed {was}; please write to {new} from now on.",
                "New inbox! I'm {new} now, the old {was} account is gone."),
        heard=("{who}'s brother asked me to pass on that {who} uses {new} now, not {was}.",),
        fix=("Typo earlier: the address is {new}, not {was}.",),
        once=("For the trade fair this week only, reach me at {new}; it stops working after Friday.",),
    ),
    Relation(
        "pet",
        (("ginger cat called Marmalade", "greyhound called Pippin"), ("chinchilla named Dumpling", "ferret named Gizmo"),
         ("collie called Bramble", "cockatiel called Mango"), ("bearded dragon named Spike", "tortoiseshell called Pickle"),
         ("black labrador called Hector", "Siamese cat named Tofu"), ("guinea pig called Waffle", "whippet named Ziggy")),
        ("I share the flat with a {new}.", "There's a {new} who rules our house.", "My constant companion is a {new}."),
        ("Which pet does {who} have?", "What animal does {who} keep at home?"),
        ask_before=("What pet did {who} have before?",),
        switch=("Our {was} passed away in the winter; we've since taken in a {new}.",
                "The {was} went to live with my aunt on her farm, and we adopted a {new}."),
        heard=("My sister said {who} found a new home for the {was} and got a {new}.",),
        kin=("My niece just got a {new} for her birthday.",),
        also=("We brought home a {new} on Saturday as well; the {was} is still deciding what to think.",
              "Added a {new} to the household too, so two animals now."),
        once=("We're pet-sitting a {new} for the neighbours until Sunday.",),
        maybe=("We've put our names down for a {new} from the rescue centre, but it could take months.",),
    ),
    Relation(
        "allergy",
        (("sesame", "pine nuts"), ("dust mites", "horses"), ("ibuprofen", "aspirin"), ("mustard", "celery"),
         ("wasp stings", "bee stings"), ("strawberries", "tree nuts")),
        ("I get hives from {new}, so I steer well clear.", "I carry an adrenaline pen because of my allergy to {new}.",
         "I react badly to {new}, always have."),
        ("Which allergy does {who} have?", "What should {who} avoid because of an allergy?"),
        ask_none=("Does {who} have an allergy?", "Is {who} allergic to anything?"),
        switch=("New test results: the {was} allergy has faded, but now I react to {new}.",),
        heard=("My sister saw {who}'s test results: it's {new} that {who} reacts to, not {was}.",),
        kin=("My daughter turns out to be allergic to {new}.",),
        drop=("The skin-prick test came back clear: no {new} allergy after all.",
              "The specialist signed me off: no more allergy to {new}.", "False alarm about {new}: the clinic found no allergy after all."),
        fix=("Scratch that, {new} is the allergy, not {was}; the {was} one is my brother's.",
             "Sorry, I mixed them up: it's {new} that sets me off, not {was}."),
        friend_says=0,
        far=False,
    ),
    Relation(
        "eating",
        (("plant-based", "wholefood"), ("low-carb", "Mediterranean"), ("low-FODMAP", "paleo"), ("high-protein", "flexitarian")),
        ("I follow a {new} diet, mostly for my stomach.", "I've kept to {new} eating for about two years."),
        ("What kind of diet does {who} follow?", "How does {who} eat these days?"),
        ask_before=("What diet was {who} on before?",),
        ask_none=("Is {who} on any particular diet?",),
        switch=("I gave up on {was} eating; it's {new} for me now.", "My dietitian moved me from {was} to a {new} plan."),
        heard=("{who}'s flatmate told me {who} switched from {was} to {new} meals.",),
        drop=("I've stopped the {new} thing; I eat whatever's on the table now.",),
        once=("I tried {new} meals for a fortnight in January, just to see.",),
        maybe=("I might try going {new} after the holidays.",),
        far=False,
    ),
    Relation(
        "team",
        (("the Harbour Lane cricket club", "the Ashgrove running club"), ("a Sunday five-a-side team", "the Kingfisher swim squad"),
         ("the Millbrook netball team", "the darts team at the Fox and Hound"), ("the Eastfield rugby sevens", "the Copperbeech hockey club"),
         ("the canal dragon-boat crew", "the Westmoor ultimate frisbee team")),
        ("I play for {new}; training is twice a week.", "Weekends are for {new}, I've been on the team for years."),
        ("Which team does {who} play for?", "What sports club is {who} a member of?"),
        ask_before=("Which team did {who} play for before?",),
        switch=("I've transferred from {was} to {new} this season.", "Hung up my kit at {was}; I turn out for {new} now."),
        heard=("Saw on the club page that {who} left {was} and joined {new}.",),
        kin=("My stepson plays for {new}.",),
        also=("I've signed up with {new} too, on Wednesday nights.",),
        once=("I filled in for {new} at a tournament last weekend because they were short.",),
        again=("Still playing for {new}; we won on Sunday.",),
    ),
    Relation(
        "mornings",
        (("swim forty lengths before breakfast", "do half an hour of yoga at sunrise"),
         ("run along the seafront at six", "lift weights at the gym before work"),
         ("walk the long loop round the reservoir at dawn", "sit quietly with a notebook for twenty minutes after waking"),
         ("do the crossword over breakfast at seven", "stretch on the balcony before anyone else is up")),
        ("Every morning I {new}.", "My day always starts the same way: I {new}."),
        ("How does {who} start the day?", "What does {who} do first thing in the morning?"),
        ask_before=("What was {who}'s morning routine before?",),
        switch=("I've dropped the old habit; these days I {new} instead.",
                "New routine since the clocks changed: I {new} rather than {was}."),
        heard=("My sister said {who} doesn't {was} any more; {who} gets up to {new} now.",),
        once=("Just this once I got up to {new}, the usual plan fell through.",),
        maybe=("From next month I might {new}, if I can face it.",),
        again=("Still getting up to {new}, rain or shine.",),
    ),
    Relation(
        "author",
        (("Ursula Le Guin", "Terry Pratchett"), ("Toni Morrison", "Kazuo Ishiguro"), ("Agatha Christie", "Zadie Smith"),
         ("Haruki Murakami", "Hilary Mantel"), ("Jane Austen", "Chimamanda Ngozi Adichie"), ("Raymond Chandler", "Octavia Butler")),
        ("Nobody writes like {new}; {new} is my favourite author.", "If I could keep only one writer's books, it would be {new}."),
        ("Who is {who}'s favourite author?", "Which writer does {who} like most?"),
        ask_before=("Who was {who}'s favourite author before?",),
        switch=("I've gone off {was}; {new} is the writer I reach for now.", "My favourite author these days is {new}, not {was}."),
        heard=("According to my sister, {who}'s favourite writer is {new} now rather than {was}.",),
        kin=("My husband's favourite writer is {new}.",),
        once=("I read a {new} novel on the flight last week; decent enough.",),
        again=("{new} remains my favourite author, no contest.",),
    ),
    Relation(
        "instrument",
        (("cello", "ukulele"), ("trumpet", "bass guitar"), ("accordion", "harp"), ("drums", "clarinet"), ("banjo", "viola"),
         ("saxophone", "mandolin")),
        ("I play the {new} in a community orchestra.", "I practise the {new} most evenings."),
        ("Which instrument does {who} play?", "What instrument does {who} practise?"),
        ask_before=("What instrument did {who} play before?",),
        switch=("Sold the {was} and took up the {new}.", "I've swapped the {was} for the {new}; lessons started last month."),
        heard=("My sister says {who} gave up the {was}; it's the {new} now.",),
        kin=("My nephew plays the {new}.",),
        also=("I've picked up the {new} too, alongside the {was}.",),
        once=("I had a go on a friend's {new} at the jam session on Friday.",),
        maybe=("I'd love to learn the {new} one day.",),
    ),
    Relation(
        "studies",
        (("an evening course in bookkeeping", "a diploma in landscape design"), ("a part-time nursing degree", "a master's in urban planning"),
         ("a carpentry apprenticeship", "a certificate in data analytics"), ("an MA in art history", "a paramedic science degree"),
         ("an online course in web design", "a teaching qualification")),
        ("I'm enrolled in {new} at the college.", "I'm doing {new}; lectures are on weekday evenings."),
        ("What is {who} studying?", "Which course is {who} taking?"),
        ask_before=("What was {who} studying before?",),
        ask_none=("Is {who} studying anything at the moment?",),
        switch=("I've transferred out of {was} and into {new}.", "I finished with {was} and started {new} this term."),
        heard=("My sister said {who} dropped {was} and signed up for {new}.",),
        drop=("I withdrew from {new}; I'm not studying anything right now.",),
        fix=("I misspoke: I'm doing {new}, not {was}.",),
        maybe=("I've sent off an application for {new}; I'll hear in May.",),
    ),
    Relation(
        "boss",
        (("Mrs Okonkwo", "Mr Hargreaves"), ("Ms Delacroix", "Mr Ferreira"), ("Mr Lindqvist", "Ms Adeyemi"),
         ("Mrs Castellanos", "Mr Whitcombe"), ("Ms Nakamura", "Mr Ostrowski")),
        ("I report to {new}, who's fair but demanding.", "My line manager is {new}."),
        ("Who is {who}'s manager?", "Who does {who} report to?"),
        ask_before=("Who was {who}'s manager before?",),
        switch=("{was} retired, so I answer to {new} now.", "After the restructure my boss is {new} instead of {was}."),
        heard=("A colleague of {who}'s told me {who} reports to {new} now.",),
        kin=("My wife's manager is {new}.",),
        fix=("Sorry, I said {was}, but my manager is {new}. {was} runs the other team.",),
        friend_says=0,
    ),
    Relation(
        "doctor",
        (("Dr Mensah", "Dr Farouk"), ("Dr Kowalczyk", "Dr Achebe"), ("Dr Lindgren", "Dr Sato"), ("Dr Hollingsworth", "Dr Rahman"),
         ("Dr Quintero", "Dr Baptiste")),
        ("My GP is {new} at the Riverside practice.", "I've been seeing {new} for my check-ups for years."),
        ("Who is {who}'s doctor?", "Which GP does {who} see?"),
        ask_before=("Who was {who}'s doctor before?",),
        switch=("{was} left the practice, so I'm registered with {new} now.", "I changed surgeries; {new} is my doctor these days."),
        heard=("My sister said {who} switched from {was} to {new} at the health centre.",),
        fix=("Sorry, I got the name wrong: my GP is {new}, not {was}.",),
        once=("Saw {new} at the walk-in clinic on Tuesday because mine was fully booked.",),
        maybe=("Friends rave about {new}; I'm half thinking of registering there instead.",),
    ),
    Relation(
        "bank",
        (("Northmere Building Society", "Greyfield Bank"), ("Corvid Credit Union", "Tidewell Bank"), ("Halcyon Savings", "Pinecrest Mutual"),
         ("Ledgerline", "Bramble Bank"), ("Stonebridge Bank", "Quayside Credit Union")),
        ("My current account is with {new}.", "I bank with {new}; their app is decent."),
        ("Which bank does {who} use?", "Where does {who} keep a current account?"),
        ask_before=("Which bank was {who} with before?",),
        switch=("Moved my current account from {was} to {new} for the switching bonus.", "Closed everything at {was}; I'm with {new} now."),
        heard=("My sister said {who} moved all the money to {new} after the row with {was}.",),
        fix=("Oops, I bank with {new}, not {was}. {was} holds my mortgage.",),
        also=("Opened a savings pot at {new} as well, the rates were too good.",),
        maybe=("I've been eyeing {new}'s switching offer, but I haven't filled in the forms.",),
        again=("Still with {new}, never had a problem with them.",),
    ),
    Relation(
        "language",
        (("Welsh", "Turkish"), ("Swahili", "Polish"), ("Greek", "Hindi"), ("Dutch", "Icelandic"), ("Arabic", "Vietnamese")),
        ("I'm learning {new}, three lessons a week on a video call.", "I've been studying {new} with a tutor since spring."),
        ("Which language lessons is {who} taking?", "What language has {who} been studying?"),
        ask_before=("Which language was {who} learning before?",),
        ask_none=("Is {who} learning a language at the moment?",),
        switch=("Gave up on {was} and started {new} with a new tutor.", "My lessons switched from {was} to {new} this month."),
        heard=("My sister says {who} dropped {was} and is learning {new} now.",),
        drop=("I stopped the {new} lessons; no languages for me at the moment.",),
        also=("I've added {new} lessons on Fridays too.",),
        once=("Did a weekend {new} immersion retreat, just the one.",),
        maybe=("Next year I want to start {new}.",),
    ),
    Relation(
        "class_night",
        (("Thursday", "Tuesday"), ("Monday", "Wednesday"), ("Wednesday", "Thursday"), ("Tuesday", "Friday")),
        ("My {act} class is on {new} evenings.", "{new} nights are {act} nights for me."),
        ("Which evening does {who} have {act} class?", "On what day is {who}'s {act} class?"),
        ask_before=("Which evening did {who} use to have {act} class?",),
        switch=("The {act} class moved from {was} to {new}, so my {was}s are free now.",),
        heard=("My sister said {who}'s {act} class is on {new}s now.",),
        fix=("Sorry, I meant {new}, not {was}: {act} is on {new}s.",),
        once=("The {act} class met on {new} this week because of the bank holiday.",),
        friend_says=0,
        far=False,
    ),
)  # fmt: skip

ACTS = (
    "pottery",
    "life drawing",
    "salsa",
    "Pilates",
    "woodturning",
    "improv",
    "stained glass",
    "bouldering",
)

# Small talk: ordinary news that states none of the relations above.
SMALL_TALK = (
    "The boiler finally got serviced, so hot showers are back.", "A fox got into the bins again last night.",
    "I burnt the toast twice this morning, not my finest hour.", "We've had fog all day; you can barely see the end of the street.",
    "Made a huge batch of lentil soup for the freezer.", "The heatwave is supposed to break on Thursday.",
    "Finally sorted the drawer full of mystery cables.", "Watched the snooker final, it went to the last frame.",
    "My sourdough starter is alive again, somehow.", "The upstairs neighbours are redecorating, it's drilling all day.",
    "I've started keeping a little list of birds I spot from the window.", "Repotted the monstera; it was bursting out of its pot.",
    "Lost an hour trying to assemble a flat-pack wardrobe.", "The power went out for twenty minutes during dinner.",
    "Bought a second-hand armchair, it's enormous.", "Spent the afternoon untangling fairy lights, in March.",
    "There's a new mural on the underpass, really striking.", "I can't stop playing an old seventies album I found in the loft.",
    "The washing machine is making a noise like a jet engine.", "Tried making gnocchi from scratch; ugly, but they tasted fine.",
    "Hail the size of peas this afternoon, out of nowhere.", "Finally fixed the squeaky hinge on the back door.",
    "Someone left a box of free plums on the wall outside.", "Got caught in a downpour without a coat.",
    "The allotment is overrun with courgettes again.", "Tidied the loft and found my old school reports.",
    "Had a long catch-up call with an old friend from school.", "Ordered a new kettle; the old one has started to leak.",
    "It's been so windy the garden chairs ended up by the fence.", "I reorganised the spice rack alphabetically, don't judge.",
    "The quiz at the pub went badly, we came second to last.", "There were swans on the river this morning, with five cygnets.",
    "I'm trying to cut down on coffee; day three, not going well.", "The window cleaner came and now I can actually see outside.",
    "Mended the hem on my favourite trousers.", "The street is having a bring-and-share lunch on Sunday.",
)  # fmt: skip
# Long stretches are composed from these so that hundreds of turns do not repeat a few sentences.
WHEN = ("Yesterday", "This morning", "On Sunday afternoon", "Last night", "Earlier", "After dinner", "On Saturday",
        "On Tuesday evening", "Over lunch", "First thing today", "At the weekend")  # fmt: skip
DOINGS = (
    "I made a big pot of chilli", "I sorted through the recycling", "I watched an old western", "I sanded and varnished a stool",
    "I walked to the post office and back", "I cleaned the oven, finally", "I took a nap I didn't plan",
    "I listened to a podcast about volcanoes", "I tried a new recipe for flatbread", "I wrote a long letter to my aunt",
    "I defrosted the freezer", "I hung some pictures in the hallway", "I watched the rugby highlights",
    "I planted bulbs along the path", "I fixed the dripping tap", "I ironed a mountain of shirts", "I browsed a flea market",
    "I made plum jam", "I sketched the view from the window", "I swept the leaves off the patio", "I re-read some old diaries",
    "I sorted the sock drawer", "I replaced the bulbs in the kitchen", "I binged a spy drama", "I baked scones",
    "I went to see a stand-up comedian", "I helped a neighbour carry her shopping", "I caught up on the news",
    "I watched the birds at the feeder", "I walked along the river path", "I descaled the kettle", "I changed the bedding",
    "I cleared out the shed", "I went to an open day at the botanical garden", "I played cards with the neighbours",
)  # fmt: skip
TAILS = ("", " Nice enough.", " Quiet day otherwise.", " Small pleasures.", " Not bad at all.", " Needed that.",
         " Nothing else to report.")  # fmt: skip
FRIEND_TALK = (
    "Ha, that's so you.", "Oh no, how annoying.", "Sounds like a good day.", "Did it help?", "I'd have done exactly the same.",
    "Send me a picture later!", "Honestly, good for you.", "What a week you're having.", "Ugh, I know the feeling.",
    "That made me laugh.", "Tell me everything.", "How long did that take?", "I'm jealous, ours is a mess.", "Classic.",
    "You deserve a rest after that.", "Fair enough.", "Mine did the same last month.", "Oh, I love that.",
    "Are you around at the weekend?", "Just got back from the shops, it was heaving.", "Our heating's playing up too.",
    "I've got a cold coming, I can feel it.", "My cousin is visiting this week, total chaos.", "We finally booked the summer trip!",
    "The kids are driving me up the wall.", "Long day, I'm shattered.", "Did you catch the storm last night?",
    "Still raining here.", "Let's do lunch soon.",
)  # fmt: skip

# People of this split: none is a dev-split name, a haystack speaker or a value above.
_PEOPLE_TEXT = """Adaeze Agata Ailbhe Akosua Alasdair Albane Alejandro Alinta Alondra Amadou Anahera Anatol Annika Anselm
Antje Araceli Arvid Astrid Aurelio Ayelet Babajide Barnaby Bartek Benedikt Berit Bettina Birgit Bogdan Bronagh Caius
Calum Camille Cecily Cedric Chidi Clemence Cormac Cressida Dagmar Damaris Darragh Delia Desmond Dilnoza Dominika Dorian
Eamon Edwina Eero Efua Eilidh Elodie Emrys Enid Ephraim Esteban Eunice Evander Fabienne Fergus Filippa Florin Folake
Franziska Gaspard Genevieve Gerrit Ginevra Gisela Gunnar Gwilym Hamza Hanneke Harriet Hedda Heikki Henrietta Hilde
Horatio Ifeoma Ignacio Ilaria Imogen Ingeborg Ione Isidore Ivana Jakub Jarrah Jessamy Joachim Jolanta Jovan Juliette
Jurgen Kaito Kamala Karolina Katarzyna Keturah Kieran Klara Kwabena Lachlan Laszlo Letitia Lisbeth Llewellyn Lorcan
Ludovic Lukas Mairead Malachy Manon Margarethe Mariusz Maximilian Meredith Mihail Mirela Moana Montserrat Morwenna
Nadezhda Nanami Naoise Natalio Nerys Niamh Ninian Noemi Obinna Olamide Olwen Osvaldo Pascale Peregrine Petronella
Piers Radek Rafaela Ragnhild Raphael Reinhard Rhiannon Roisin Romilly Rosamund Rufus Sabine Salome Sebastiano Seraphina
Siobhan Sigrun Simeon Stanislav Sunniva Svetlana Tadhg Tamar Teodor Thaddeus Theodora Tiberius Tomasz Torben Ugo Ulla
Urszula Valdis Vasco Venetia Viggo Vilma Wilhelmina Wojciech Xanthe Yevgenia Yolanda Zbigniew Zofia Adebayo Aleksandra
Ambrose Aoibheann Bartholomew Benedetta Brigid Ciaran Constantin Dimitra Eleanor Emilia Evangeline Gulnara Hamish
Honoria Ishbel Jocasta Kasia Lysander Marit Mathilde Nuala Oluwaseun Orlaith Perpetua Quinlan Saskia Severin Tancredi
Tullia Valeska Yaroslav Anneliese Aurelie Benedek Catalina Dashiell Ekaterina Fionnuala Gottfried Henrik Ishaan Jasper
Kunle Leofric Nikita Oswin Pernille Rasmus Sigmund Tiziana Uzoma Vesna Wulfric Yelena Zdenek Agnieszka Bertram Cosima
Dafydd Estelle Felicity Gwendolyn Hortense Iker Jolyon Kerensa Lucinda Neville Orsolya Prosper Rodrigo Sten Theodoric
Ulrike Vittoria Wilbur Xenia Yasmin Zuzana Abelard Beatrix Crispin Drusilla Eberhard Fenella Griselda Isaura Ludmila
Melisande Norberto Ondine Philomena Roderick Sidonie Tristram Veronique Winifred Alaric Berenike Caoimhe Demelza
Eugenio Faustina Gervase Hildegard Idunn Jerzy Kallista Leandro Mechthild Nicanor Odalys Pasquale Rowena Sorcha Ulises
Vanya Waltraud Xaviera Yorick Zenobia Aldous Briony Cathal Dervla Emmerich Feodora Galen Hester Ivor Jutta"""
PEOPLE = tuple(_PEOPLE_TEXT.split())


class _Talk:
    """One scenario's conversation between its subject and a friend, built turn by turn."""

    def __init__(self, rng: random.Random, subject: str, friend: str, act: str) -> None:
        self.rng, self.subject, self.friend, self.act = rng, subject, friend, act
        self.turns: list[Turn] = []
        self.clock = 0.0

    def add(self, speaker: str, text: str, after: float = 0.0) -> int:
        self.clock += after
        self.turns.append(Turn(speaker, text, round(self.clock, 3)))
        return len(self.turns) - 1

    def line(self, template: str, new: str = "", was: str = "", owner: str = "") -> str:
        me = (owner or self.subject).lower()
        text = template.format(
            new=new.replace("{me}", me), was=was.replace("{me}", me), who=self.subject, act=self.act
        )
        return text[0].upper() + text[1:]

    def filler(self, count: int, span: float, asides: tuple[str, ...] = ()) -> None:
        """``count`` unrelated turns spread over ``span`` days; ``asides`` (the subject's
        statements of other relations) are mixed in once each."""
        step = span / max(count, 1)
        short = list(SMALL_TALK)
        self.rng.shuffle(short)
        waiting = list(asides)
        slots = sorted(self.rng.sample(range(count), min(len(waiting), count))) if count else []
        for i in range(count):
            if slots and i == slots[0]:
                slots.pop(0)
                self.add(self.subject, waiting.pop(0), step)
            elif self.rng.random() < 0.55 or (self.turns and self.turns[-1].speaker == self.friend):
                if count < 15 and short:
                    text = short.pop()
                else:
                    text = f"{self.rng.choice(WHEN)}, {self.rng.choice(DOINGS)}.{self.rng.choice(TAILS)}"
                self.add(self.subject, text, step)
            else:
                self.add(self.friend, self.rng.choice(FRIEND_TALK), step)


def _asides(rng: random.Random, talk: _Talk, relation: Relation, count: int = 2) -> tuple[str, ...]:
    """Standing statements of other relations by the same subject (they must not interfere)."""
    others = [r for r in RELATIONS if r.label != relation.label]
    return tuple(
        talk.line(rng.choice(r.holds), rng.choice(rng.choice(r.pairs)))
        for r in rng.sample(others, count)
    )


def _build(relation: Relation, rng: random.Random, people: list[str]) -> list[Scenario]:
    out: list[Scenario] = []
    count = {"n": 0}

    def start(kind: str) -> tuple[_Talk, str, str, str]:
        n = count["n"]
        count["n"] += 1
        was, new = relation.pairs[(n * 3 + len(relation.label)) % len(relation.pairs)]
        subject, friend = people.pop(), people.pop()
        return (
            _Talk(rng, subject, friend, rng.choice(ACTS)),
            was,
            new,
            f"{relation.label}-{kind}-{n}",
        )

    def keep(
        sid: str, kind: str, talk: _Talk, current: int, other: int, asks: tuple[str, ...] = ()
    ) -> None:
        change = kind in ("replacement", "third_party", "far_apart")
        before = relation.ask_before if change and relation.ask_before else ()

        def fill(question: str) -> str:
            return question.format(who=talk.subject, act=talk.act)

        out.append(Scenario(sid, relation.label, kind, talk.subject, tuple(talk.turns), current, other,
                            fill(rng.choice(asks or relation.ask)), fill(rng.choice(before)) if before else None))  # fmt: skip

    def holds() -> str:
        return rng.choice(relation.holds)

    for template in relation.switch:
        talk, was, new, sid = start("replacement")
        talk.filler(rng.randint(0, 2), 0.02)
        first = talk.add(talk.subject, talk.line(holds(), was), 0.01)
        talk.filler(rng.randint(3, 7), rng.uniform(20, 150), _asides(rng, talk, relation))
        last = talk.add(talk.subject, talk.line(template, new, was), rng.uniform(1, 10))
        talk.filler(rng.randint(0, 2), 0.5)
        keep(sid, "replacement", talk, last, first)
    for template in relation.heard:
        talk, was, new, sid = start("third_party")
        first = talk.add(talk.subject, talk.line(holds(), was))
        talk.filler(rng.randint(2, 6), rng.uniform(30, 120), _asides(rng, talk, relation, 1))
        last = talk.add(talk.friend, talk.line(template, new, was), rng.uniform(1, 5))
        talk.filler(rng.randint(0, 2), 0.2)
        keep(sid, "third_party", talk, last, first)
    if relation.far:
        talk, was, new, sid = start("far_apart")
        first = talk.add(talk.subject, talk.line(holds(), was))
        talk.filler(rng.randint(200, 320), rng.uniform(150, 320), _asides(rng, talk, relation, 3))
        last = talk.add(
            talk.subject, talk.line(rng.choice(relation.switch), new, was), rng.uniform(1, 4)
        )
        keep(sid, "far_apart", talk, last, first)
    for template in relation.drop:
        talk, was, _new, sid = start("retraction")
        first = talk.add(talk.subject, talk.line(holds(), was))
        talk.filler(rng.randint(2, 6), rng.uniform(15, 90), _asides(rng, talk, relation))
        last = talk.add(talk.subject, talk.line(template, was), rng.uniform(1, 5))
        keep(sid, "retraction", talk, last, first, relation.ask_none)
    for template in relation.fix:  # the slip and its fix in one sitting, minutes apart
        talk, was, new, sid = start("correction")
        talk.filler(rng.randint(0, 2), 0.01)
        first = talk.add(talk.subject, talk.line(holds(), was), 0.002)
        talk.filler(rng.randint(0, 2), 0.003)
        last = talk.add(talk.subject, talk.line(template, new, was), 0.002)
        talk.filler(rng.randint(0, 1), 0.01)
        keep(sid, "correction", talk, last, first)
    for kind, templates in (("addition", relation.also), ("time_bounded", relation.once), ("plan", relation.maybe),
                            ("restatement", relation.again)):  # fmt: skip
        for template in templates:
            talk, was, new, sid = start(kind)
            first = talk.add(talk.subject, talk.line(holds(), was))
            talk.filler(rng.randint(2, 6), rng.uniform(10, 80), _asides(rng, talk, relation))
            later = talk.add(
                talk.subject,
                talk.line(template, was if kind == "restatement" else new, was),
                rng.uniform(1, 15),
            )
            talk.filler(rng.randint(0, 2), 0.3)
            keep(sid, kind, talk, first, later)
    # Someone else's state: a relative's, told by the subject, or the friend's own change.
    others = [("kin", t) for t in relation.kin] + [("friend", "")] * relation.friend_says
    for source, template in others:
        talk, was, new, sid = start("other_person")
        first = talk.add(talk.subject, talk.line(holds(), was))
        talk.filler(rng.randint(2, 5), rng.uniform(5, 60))
        if source == "kin":
            later = talk.add(talk.subject, talk.line(template, new), rng.uniform(1, 5))
        else:
            their_was = relation.pairs[
                (relation.pairs.index((was, new)) + 1) % len(relation.pairs)
            ][0]
            later = talk.add(
                talk.friend,
                talk.line(rng.choice(relation.switch), new, their_was, talk.friend),
                rng.uniform(1, 5),
            )
        talk.filler(rng.randint(0, 2), 0.3)
        keep(sid, "other_person", talk, first, later)
    return out


def scenarios(seed: int = 0) -> list[Scenario]:
    """About 140 scenarios over 18 relations; the same list for the same seed."""
    rng = random.Random(f"memlane-updates-test-{seed}")
    people = list(dict.fromkeys(PEOPLE))
    rng.shuffle(people)
    out: list[Scenario] = []
    for relation in RELATIONS:
        out.extend(_build(relation, rng, people))
    return out
