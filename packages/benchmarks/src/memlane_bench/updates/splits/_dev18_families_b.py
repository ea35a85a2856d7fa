"""Vocabulary of the dev18 split, second half: eight more relation families (car insurer,
streaming subscription, the child's nursery or school, mobile number, e-mail address, usual
coffee order, supermarket, car). Same placeholders and ``change`` order as the first half."""

from __future__ import annotations

from ._dev18_families_a import Family

CAR_INSURER = Family(
    name="car_insurer",
    values=(
        ("Admiral", "Direct Line"),
        ("Aviva", "LV"),
        ("Churchill", "Hastings Direct"),
        ("Esure", "Zurich"),
        ("NFU Mutual", "Saga"),
    ),
    state=(
        "My car's insured with {v}.",
        "I'm with {v} for car insurance.",
        "{v} does my car insurance, has done for a few years.",
    ),
    change=(
        "I switched my car insurance from {old} to {v} at renewal.",
        "The car's insured with {v} now.",
        "The new certificate from {v} came through, so I've shredded the old paperwork.",
        "{old} tried to hike the premium, so I voted with my feet and went to {v}.",
        "Since last week my car has been covered by {v}.",
        "Spent Sunday cleaning the car and sorting out the glovebox, chucked all the old stuff and put the"
        " {v} documents in, that's who insures it now, then hoovered up about a kilo of crumbs.",
    ),
    reported=(
        "{p} moved the car insurance over to {v}, saved a couple of hundred quid.",
        "{p} isn't with {old} any more for the car, it's {v}.",
    ),
    retract=("I cancelled the policy with {v}. Sold the car, so no car insurance at all now.",),
    correction=(
        "Sorry, I got that wrong, it's {v} that insures my car, not {old}.",
        "Not {old}, my mistake. The car's with {v}.",
    ),
    addition=("{old} still insures the car, and I've just put the camper van with {v} as well.",),
    episodic=(
        "I've got a week of temporary cover with {v} while I borrow my brother's car.",
        "Just for the trip to France next month I've bought extra cover from {v}.",
    ),
    plan=(
        "When the renewal comes round I'll probably go with {v}.",
        "I'm tempted to move to {v} next year, they quoted me less.",
    ),
    restate=("The car's still insured with {v}.",),
    friend_own=("My car's with {v}, they were the cheapest for me.",),
    relative=("My dad's car is insured with {v}.",),
    questions=(
        "Who insures {p}'s car?",
        "Which company is {p}'s car insured with?",
        "Who is {p}'s car insurance with?",
    ),
    past_questions=("Who insured {p}'s car before?",),
)

STREAMING = Family(
    name="streaming",
    values=(
        ("Netflix", "Disney+"),
        ("Amazon Prime Video", "Apple TV+"),
        ("Britbox", "Netflix"),
        ("Disney+", "Crunchyroll"),
        ("Apple TV+", "Paramount+"),
    ),
    state=(
        "We've got {v} for the telly.",
        "My streaming subscription is {v}.",
        "I pay for {v}, that's the only one I have.",
    ),
    change=(
        "I cancelled {old} and signed up to {v}.",
        "It's {v} we watch these days.",
        "Started that series everyone keeps going on about, now that we've got {v}.",
        "{old} got the chop when the price went up, {v} replaced it.",
        "We've had {v} since the start of the month.",
        "Made a huge curry, had the neighbours round, and we ended up watching a film on {v}, which is the"
        " subscription we've gone for now, until about one in the morning.",
    ),
    reported=(
        "{p} got rid of {old}, it's just {v} in that house now.",
        "{p} subscribes to {v} now, we were comparing shows.",
        "{p} swapped {old} for {v} last month.",
    ),
    retract=("I've cancelled {v}. No streaming at all now, just the free channels.",),
    correction=(
        "Not {old}, sorry, {v}. I always mix those two up.",
        "Sorry, I had that wrong: {v} is what we pay for, not {old}.",
    ),
    addition=(
        "We've kept {old} and added {v} for the kids.",
        "I've got {v} now as well as {old}, don't ask what that costs.",
    ),
    episodic=(
        "I've got a free {v} trial for the month to watch the cycling.",
        "Just for the school holidays we've taken {v} for the kids, it gets cancelled in September.",
    ),
    plan=(
        "Might get {v} when that new series lands.",
        "I'd like to try {v} at some point.",
    ),
    restate=("Still just got {v}.",),
    friend_own=("I've only got {v} myself.",),
    relative=("My parents pay for {v}.",),
    questions=(
        "Which streaming service does {p} subscribe to?",
        "What streaming subscription does {p} have?",
        "What does {p} pay for to watch shows?",
    ),
    past_questions=("What streaming service did {p} have before?",),
)

NURSERY = Family(
    name="nursery",
    values=(
        ("Conker Tree nursery", "the nursery at Holy Trinity"),
        ("Thistledown Primary", "Kingfisher Primary"),
        ("the Montessori nursery", "the nursery class at the village school"),
        ("a forest school nursery", "the council nursery on Beech Road"),
        ("Sloe Hedge day nursery", "Hillside Primary"),
    ),
    state=(
        "My little one goes to {v}.",
        "Our youngest is at {v}.",
        "We send our kid to {v}, five minutes from the house.",
    ),
    change=(
        "We moved our youngest from {old} to {v}.",
        "The little one's at {v} now.",
        "New uniform bought for {v}, name labels sewn in, it's real now.",
        "We pulled our kid out of {old}, {v} is a much better fit.",
        "Since the Easter holidays our youngest has been going to {v}.",
        "Rushed morning: burnt the toast, couldn't find the keys, dropped the little one at {v}, which is"
        " where they go now, and still somehow made the nine o'clock meeting.",
    ),
    reported=(
        "{p}'s little one goes to {v} now, not {old}.",
        "{p} moved their kid to {v} after half term.",
    ),
    retract=("Our youngest isn't at {v} any more, we're keeping them at home with us for now.",),
    correction=(
        "Sorry, I said {old}, our youngest is at {v}. Their cousin's the one at {old}.",
        "My mistake, not {old}, {v}.",
    ),
    addition=(
        "The little one's still at {old} in the mornings, and now does afternoons at {v} too.",
    ),
    episodic=(
        "Over the summer holidays the little one's at a holiday club at {v}, just for three weeks.",
        "For this week only our youngest is going to {v}, their usual place is closed for a burst pipe.",
    ),
    plan=(
        "We've put the little one's name down for {v} for next year.",
        "We're hoping to get our youngest into {v} eventually.",
    ),
    restate=("Our youngest is still at {v}, very happy there.",),
    friend_own=("Both of ours go to {v}.",),
    relative=("My niece goes to {v}.",),
    questions=(
        "Which nursery or school does {p}'s child go to?",
        "Where does {p}'s youngest go to school or nursery?",
        "Where does {p}'s little one go during the day?",
    ),
    past_questions=("Where did {p}'s child go before?",),
)

PHONE = Family(
    name="phone_number",
    values=(
        ("07700 900736", "07700 900112"),
        ("07700 900958", "07700 900273"),
        ("07700 900645", "07700 900319"),
        ("07700 900867", "07700 900524"),
        ("07700 900190", "07700 900403"),
    ),
    state=(
        "My mobile number is {v}.",
        "You can reach me on {v}.",
        "My number's {v}, if anyone needs it.",
    ),
    change=(
        "I've changed my number, it was {old} and now it's {v}.",
        "My number from today is {v}.",
        "Lost my phone and couldn't keep the old SIM, so I'm on {v} now.",
        "The old number, {old}, is dead and buried, use {v} from now on.",
        "As of last Friday my mobile is {v}.",
        "Can you draft a note to the school about the trip money? Sign it from me, put my mobile as {v},"
        " that's my number now, and say I'll pay on Monday.",
    ),
    reported=(
        "{p} has a new number, by the way, it's {v}.",
        "{p}'s not on {old} any more, use {v}.",
    ),
    retract=(
        "The number {v} doesn't work any more, I've cancelled it and I'm without a mobile for now.",
    ),
    correction=(
        "Sorry, I gave you the wrong one, my number is {v}, not {old}.",
        "Oops, I gave you the wrong number. It's {v}.",
    ),
    addition=("I've also got a work mobile now, {v}, but my personal one is still {old}.",),
    episodic=(
        "While I'm abroad for the fortnight I'm on a local SIM, {v}, then back to normal.",
        "Just for the festival weekend I've got a cheap burner on {v}.",
    ),
    plan=("My provider's offered me {v} if I want to switch numbers, I haven't decided yet.",),
    restate=("Number's still {v}, same as ever.",),
    friend_own=("My mobile's {v} if you need it.",),
    relative=("My mum's number is {v}, in case of emergencies.",),
    questions=(
        "What is {p}'s phone number?",
        "What's {p}'s mobile number?",
        "On which number can {p} be reached?",
    ),
    past_questions=("What was {p}'s old phone number?",),
)

EMAIL = Family(
    name="email",
    values=(
        ("puffin.post@proton.me", "kettle.and.crumpet@gmail.com"),
        ("sunnyside.kitchen@outlook.com", "greenhouse42@gmail.com"),
        ("the.night.owl@yahoo.co.uk", "owl.at.dawn@fastmail.com"),
        ("harbourlights@btinternet.com", "lights.harbour@gmail.com"),
        ("mossyboots77@hotmail.com", "boots.in.moss@icloud.com"),
    ),
    state=(
        "My email is {v}.",
        "Best to email me at {v}.",
        "I use {v} for everything.",
    ),
    change=(
        "I've moved off {old}, my email is {v} now.",
        "Email me at {v} from now on.",
        "I kept missing messages on the old address, so I set up {v} and that's the one I check.",
        "Said goodbye to {old}, {v} is where I'm at now.",
        "Since last month all my mail goes to {v}.",
        "Could you help me write to the landlord about the boiler, mention it's been three weeks, and put"
        " {v} as my contact address since that's my email now?",
    ),
    reported=(
        "{p} changed email address, it's {v} now.",
        "Don't use {old} for {p} any more, {v} is the one.",
    ),
    retract=("I've closed {v} completely. No personal email for now, just text me.",),
    correction=(
        "Sorry, wrong address earlier: it's {v}, not {old}.",
        "Actually my email is {v}, I gave you an old one.",
    ),
    addition=("Work gave me {v} as well, but my personal one is still {old}.",),
    episodic=(
        "For the conference next week replies are coming to {v}, the organisers set it up.",
        "While the house sale goes through, the solicitor's sending everything to {v}.",
    ),
    plan=("I'm thinking of setting up {v} and moving over eventually.",),
    restate=("My email's still {v}.",),
    friend_own=("You can email me at {v}.",),
    relative=("My dad's email is {v}, he only checks it on Sundays.",),
    questions=(
        "What is {p}'s email address?",
        "Which email address does {p} use?",
        "Where should someone email {p}?",
    ),
    past_questions=("What email address did {p} use before?",),
)

COFFEE = Family(
    name="coffee_order",
    values=(
        ("a flat white", "an oat latte"),
        ("a double espresso", "a cortado"),
        ("a cappuccino", "a black americano"),
        ("a caramel latte", "a mocha"),
        ("a long black", "a decaf flat white"),
    ),
    state=(
        "My usual coffee order is {v}.",
        "I always get {v} at the café.",
        "It's {v} for me every morning.",
    ),
    change=(
        "I've switched from {old} to {v}.",
        "These days I order {v}.",
        "The barista starts making {v} before I've said a word now, that's how often I order it.",
        "{old} has had its day, I'm all about {v} now.",
        "Since the new café opened in June I've been getting {v}.",
        "Got to the office soaked, the lift was broken, five flights of stairs with {v} in hand, my usual"
        " these days, and of course the meeting had been cancelled.",
    ),
    reported=(
        "{p} orders {v} now, not {old}.",
        "{p} has gone over to {v}, I got the round in yesterday.",
    ),
    retract=("I've stopped ordering {v}, I'm off coffee completely now, herbal tea only.",),
    correction=(
        "No wait, my usual is {v}. My partner's the one who has {old}.",
        "Sorry, I said {old}, I meant {v}.",
    ),
    addition=("I still have {old} in the morning, and {v} in the afternoon too.",),
    episodic=(
        "On holiday I've been having {v} every day, it's what they do here.",
        "Just during exam week I'm on {v}, I need the extra kick.",
    ),
    plan=(
        "Tempted to try {v} next time.",
        "I want to switch to {v} eventually, I'm easing into it.",
    ),
    restate=("Still {v}, every single day.",),
    friend_own=("I always have {v}.",),
    relative=("My wife only drinks {v}.",),
    questions=(
        "What is {p}'s usual coffee order?",
        "What coffee does {p} order?",
        "How does {p} take their coffee?",
    ),
    past_questions=("What coffee did {p} use to order?",),
)

SUPERMARKET = Family(
    name="supermarket",
    values=(
        ("Tesco", "Aldi"),
        ("Sainsbury's", "Lidl"),
        ("Asda", "Morrisons"),
        ("Waitrose", "Co-op"),
        ("Morrisons", "M&S Food"),
    ),
    state=(
        "I do my weekly shop at {v}.",
        "We get our groceries from {v}.",
        "{v} is where I do the big shop.",
    ),
    change=(
        "I've stopped going to {old}, I do the weekly shop at {v} now.",
        "Big shop's at {v} these days.",
        "Got the {v} loyalty card app, since that's where I do the shop now.",
        "{old} lost me as a customer, {v} gets my money now.",
        "Since they opened the new one in March I've done my weekly shop at {v}.",
        "I was in {v} doing the weekly shop, which is where I go now, when I realised I'd left the oven on,"
        " so I abandoned the trolley and legged it home.",
    ),
    reported=(
        "{p} shops at {v} now, says {old} got too dear.",
        "Bumped into {p} at {v} with a full trolley, apparently that's the weekly shop now.",
    ),
    retract=(
        "I don't shop at {v} any more. Everything comes from the veg box and the corner shop now.",
    ),
    correction=(
        "Sorry, I said {old}, I meant {v}. That's where the weekly shop is.",
        "Not {old}, {v}. My head's all over the place today.",
    ),
    addition=("Still do the main shop at {old}, but I go to {v} for bits in the week too.",),
    episodic=(
        "Doing the shop at {v} this week because of the roadworks near my usual.",
        "While we're at the caravan for the fortnight we're getting food from {v}.",
    ),
    plan=("Going to try {v} once they finish the new store.",),
    restate=("Still doing the weekly shop at {v}.",),
    friend_own=("I do my big shop at {v}.",),
    relative=("My gran swears by {v} for her shopping.",),
    questions=(
        "Where does {p} do the weekly shop?",
        "Which supermarket does {p} use?",
        "Where does {p} buy groceries?",
    ),
    past_questions=("Which supermarket did {p} use before?",),
)

CAR = Family(
    name="car",
    values=(
        ("a Ford Fiesta", "a Kia Niro"),
        ("a Vauxhall Corsa", "a Toyota Yaris"),
        ("a VW Golf", "a Skoda Octavia"),
        ("a Nissan Leaf", "a Honda Jazz"),
        ("an old Volvo estate", "a Fiat 500"),
    ),
    state=(
        "I drive {v}.",
        "My car is {v}.",
        "I've got {v}, does the job.",
    ),
    change=(
        "I traded in {old} for {v}.",
        "I drive {v} now.",
        "Still getting used to where all the buttons are, now that I drive {v}.",
        "The old car, {old}, finally gave up the ghost, so I'm driving {v} now.",
        "As of last Tuesday I'm the proud owner of {v}.",
        "Took the dog to the vet, she's fine, just a tummy bug, and then realised I'd parked {v}, my new"
        " car, right across the vet's own space, so that was embarrassing.",
    ),
    reported=(
        "{p} sold {old} and got {v}.",
        "{p} is driving {v} these days, picked me up in it on Friday.",
    ),
    retract=("Sold the car, {v}, and I haven't got one at all now. Bus and bike.",),
    correction=(
        "Sorry, I said {old}, but I drive {v}.",
        "My mistake, it's {v}, not {old}. That was my last one.",
    ),
    addition=("Still got {old}, and we've bought {v} as a second car.",),
    episodic=(
        "I've got a hire car, {v}, for the week while mine's in the garage.",
        "Just for the holiday I'm borrowing my uncle's, {v}.",
    ),
    plan=(
        "Saving up for {v}, maybe next year.",
        "I'd love {v} one day.",
    ),
    restate=("Still driving {v}.",),
    friend_own=("I drive {v} myself.",),
    relative=("My brother has {v}.",),
    questions=(
        "What car does {p} drive?",
        "What does {p} drive?",
        "Which car does {p} have?",
    ),
    past_questions=("What did {p} drive before?",),
)

FAMILIES_B = (CAR_INSURER, STREAMING, NURSERY, PHONE, EMAIL, COFFEE, SUPERMARKET, CAR)
