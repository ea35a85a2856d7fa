"""dev11 must-not-supersede, part b: someone else's state with the same relation (a brother's
move, a flatmate's job, a husband's number, a friend's car, a cousin's school, a partner's gym,
a father's GP, a colleague's manager), plans and hypotheticals that were not carried out, and
restatements of what still holds (a barber, a vet, a number, a diet, a bank). ``current`` is the standing statement."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "res-brother-bodmin", "residence", "other_person", "Elowen",
            """
            Elowen @0 | I live in Falmouth, in a terrace above the docks, and I can hear the ferry horn from bed. [cur]
            Elowen @30 | My brother Cadan has just moved to Bodmin, bought a house near the old gaol. [oth]
            """,
            "Where does Elowen live?",
        ),
        make(
            "job-flatmate-maps", "employer", "other_person", "Gwenllian",
            """
            Gwenllian @0 | I'm a cartographer at Tarnhollow Survey, mostly flood maps. [cur]
            Seonaid @0 | flood maps, cheerful
            Gwenllian @25 | My flatmate just started at Brisewood Maps, he's over the moon. [oth]
            """,
            "Where does Gwenllian work?",
        ),
        make(
            "phone-husband-form", "phone", "other_person", "Sabeline",
            """
            Sabeline @0 | Nursery form, first contact: Sabeline Terhorst, mother, mobile 0161 496 0732. [cur]
            Sabeline @0.1 | Nursery form, second contact: my husband Ramses, mobile 0161 496 0918. [oth]
            """,
            "What's Sabeline's phone number?",
        ),
        make(
            "car-friend-electric", "car", "other_person", "Casimira",
            """
            Casimira @0 | I drive a little yellow Daihatsu Cuore, you can't miss it. [cur]
            Muthoni @20 | I just bought my first electric car, a white Cupra Born! [oth]
            Casimira @20 | ooh, jealous
            """,
            "What car does Casimira drive?",
        ),
        make(
            "school-cousin-art", "school", "other_person", "Vashti",
            """
            Vashti @0 | I'm doing a master's in hydrology at Penhallow University, second year. [cur]
            Vashti @40 | My cousin Xiulan just enrolled at Pendlebury Art School, she's doing ceramics. [oth]
            """,
            "Where does Vashti study?",
        ),
        make(
            "gym-partner-wharf", "gym", "other_person", "Brannagh",
            """
            Brannagh @0 | I swim at Glasmere Leisure Centre three mornings a week before work. [cur]
            Donncha @15 | I joined Anvilworks Gym yesterday, finally did it! [oth]
            Brannagh @15 | proud of you
            """,
            "Where does Brannagh work out?",
        ),
        make(
            "doctor-dad-quay", "doctor", "other_person", "Fintan",
            """
            Fintan @0 | My GP is Dr Oonagh Brannock at Castlegate Surgery, she's great. [cur]
            Fintan @50 | Dad's GP retired, so he's with Dr Lysaght at the Vennel practice now. [oth]
            """,
            "Who is Fintan's GP?",
        ),
        make(
            "manager-colleague-minutes", "manager", "other_person", "Ulrika",
            """
            Ulrika @0 | I report to Maarja Oja in the design group, weekly one-to-ones on Tuesdays. [cur]
            Eerik @30 | Update from the design group: from 1 March I report to Tõnis Kask; Maarja keeps the rest of the group. [oth]
            """,
            "Who does Ulrika report to?",
        ),
        make(
            "res-thinking-aber", "residence", "plan", "Hesketh",
            """
            Hesketh @0 | I live in Machynlleth, just off the clock tower. [cur]
            Euphemia @0 | lovely spot
            Hesketh @40 | Thinking about moving to Aberystwyth at some point, nothing decided, just daydreaming over house listings. [oth]
            """,
            "Where does Hesketh live?",
        ),
        make(
            "job-might-apply", "employer", "plan", "Mordecai",
            """
            Mordecai @0 | I teach chemistry at Withybrook School, year ten and the sixth form. [cur]
            Mordecai @30 | Long day, marking mountain, the fume cupboard is broken again, and there's an exam board job advertised that I might apply for, though honestly I probably won't, and I still need to order the new lab coats. [oth]
            Tuomas @30 | apply!
            """,
            "Where does Mordecai work?",
        ),
        make(
            "plan-maybe-unlimited", "phone_plan", "plan", "Meenakshi",
            """
            Meenakshi @0 | I'm on the Ptarmigan Mobile 10GB plan, £9 a month. [cur]
            Meenakshi @20 | Keep thinking about going unlimited, maybe next month, maybe never. [oth]
            Subhadra @20 | never, it's a scam
            """,
            "What phone plan is Meenakshi on?",
        ),
        make(
            "pet-if-dog", "pet", "plan", "Chidubem",
            """
            Chidubem @0 | We have a cat called Biro, she sits on whatever I'm reading. [cur]
            Thulani @10 | dogs are better
            Chidubem @10 | If I ever get a dog I'd call him Marzipan. Not happening in this flat though. [oth]
            """,
            "What pet does Chidubem have?",
        ),
        make(
            "diet-plan-newyear", "diet", "plan", "Khanh",
            """
            Khanh @0 | Em là người ăn chay, I'm vegetarian, no meat or fish for seven years. [cur]
            Khanh @45 | Planning to go vegan in the new year, we'll see if I last past the first cheese craving. [oth]
            Nguyet @45 | good luck, haha
            """,
            "What is Khanh's diet?",
        ),
        make(
            "res-fellthrough-ostrava", "residence", "plan", "Raghunath",
            """
            Raghunath @0 | We live in Olomouc, in the old town, second floor, no lift. [cur]
            Raghunath @60 | We were going to move to Ostrava for the bigger flat, but the sale fell through last week. [oth]
            Sanjukta @60 | sorry, that's rough
            """,
            "Where does Raghunath live?",
        ),
        make(
            "car-someday-camper", "car", "plan", "Kaede",
            """
            Kaede @0 | I drive a grey Lada Granta, it's boring and it never breaks. [cur]
            Yuzuki @0 | boring is good
            Kaede @15 | I'd love a camper van someday, maybe when I retire, paint it orange. [oth]
            """,
            "What car does Kaede drive?",
        ),
        make(
            "barber-still-shorn", "hairdresser", "restatement", "Ayanda",
            """
            Ayanda @0 | I get my hair cut at Shorn & Sons on the harbour road, every six weeks. [cur]
            Aputsiaq @90 | you still going to that barber by the harbour?
            Ayanda @90 | Still Shorn & Sons, still every six weeks, same chair. [oth]
            """,
            "Which barber does Ayanda go to?",
        ),
        make(
            "vet-still-thornbury", "vet", "restatement", "Lakshmikant",
            """
            Lakshmikant @0 | For the pet-sitting rota: our beagle Tiffin is registered at Thornbury Vets on Tenter Street. [cur]
            Tejaswini @200 | Is Tiffin still with Thornbury?
            Lakshmikant @200 | Eight years with Thornbury Vets now and counting, they know him better than I do. [oth]
            """,
            "Which vet does Lakshmikant take his dog to?",
        ),
        make(
            "phone-same-number", "phone", "restatement", "Prabhakar",
            """
            Prabhakar @0 | My number is 98450 31177, call after six. [cur]
            Mrinalini @70 | did you change your number? the old one isn't showing on the chat app
            Prabhakar @70 | Nope, number hasn't changed, still 98450 31177, I just deleted the chat app. [oth]
            """,
            "What is Prabhakar's phone number?",
        ),
        make(
            "diet-still-veggie", "diet", "restatement", "Hyunwoo",
            """
            Hyunwoo @0 | I'm vegetarian, so the mushroom option for me please. [cur]
            Trinh @120 | still veggie?
            Hyunwoo @120 | yep. still veggie [oth]
            """,
            "Is Hyunwoo vegetarian?",
        ),
        make(
            "bank-still-coop", "bank", "restatement", "Aniket",
            """
            Aniket @0 | I bank with Sahyadri Co-operative Bank, since college. [cur]
            Delphinus @80 | you still with that co-op bank?
            Aniket @80 | Yes, still with Sahyadri, never had a reason to leave. [oth]
            """,
            "Remind me who Aniket banks with.",
        ),
    ]  # fmt: skip
