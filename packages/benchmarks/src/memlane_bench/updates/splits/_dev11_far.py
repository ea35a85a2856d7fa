"""dev11 far-apart changes: the old and the new statement are 150-260 filler turns apart (the
seed picks only the filler lines, never the facts). The last three change twice (A -> B -> C,
with C and B far apart): ``current`` is C and ``other`` is B."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make_far


def scenarios(seed: int) -> list[Scenario]:
    return [
        make_far(
            seed, "far-res-sibiu", "residence", "far_apart", "Ifeoluwa", ("Ifeoluwa", "Folasade"),
            """
            Ifeoluwa @0 | I'm in Sibiu now, renting a little flat above a bakery in the lower town. [oth]
            Folasade @0 | Sibiu! send pictures of the rooftops
            ~ 184
            Ifeoluwa @160 | Oh, buried under all this chat, I should say: I don't live in Sibiu any more. Moved to Cluj in September, flat near the botanical garden. [cur]
            Folasade @160 | wait WHAT, Cluj? since September??
            """,
            "Where does Ifeoluwa live these days?",
            "Where did Ifeoluwa live before?",
        ),
        make_far(
            seed, "far-job-boatworks", "employer", "far_apart", "Hjalmar", ("Hjalmar", "Eydis"),
            """
            Hjalmar @0 | I build hulls at Fjellgard Boatworks, mostly small fishing boats, good people. [oth]
            ~ 203
            Hjalmar @210 | Busy month: the roof finally got fixed, my nephew learned to swim, and, oh yes, I left Fjellgard in the summer, I'm a rigger at Ravnsborg Marine now, better hours, then we had that long weekend at the cabin. [cur]
            Eydis @210 | Ravnsborg! you kept that quiet
            """,
            "Who does Hjalmar work for?",
            "Where did Hjalmar work before?",
        ),
        make_far(
            seed, "far-email-moorlark", "email", "far_apart", "Sunhee", ("Sunhee", "Minjun"),
            """
            Sunhee @0 | Send the photos to sunhee.k@moorlark.com, that's the one I check. [oth]
            ~ 171
            Sunhee @120 | Moorlark shut down their mail service, so my email is sunhee.kang@pebblewire.io now. The moorlark address bounces. [cur]
            Minjun @120 | updated!
            """,
            "What's Sunhee's email address?",
            "What was Sunhee's old email address?",
        ),
        make_far(
            seed, "far-gym-halla", "gym", "far_apart", "Ilkka", ("Ilkka", "Siiri"),
            """
            Ilkka @0 | I lift at Routa Strength Club, the one in the old dairy building. [oth]
            Siiri @0 | the dairy one with the chalk everywhere?
            ~ 226
            Ilkka @190 | gave up my Routa membership, I climb at Halla Bouldering now instead, way more fun than lifting [cur]
            """,
            "Which gym does Ilkka go to now?",
            "Which gym did Ilkka go to before?",
        ),
        make_far(
            seed, "far-bank-baltrix", "bank", "far_apart", "Aurelija", ("Aurelija", "Petronela"),
            """
            Aurelija @0 | All my accounts are with Baltrix Bank, my mum set it up when I was sixteen. [oth]
            ~ 158
            Aurelija @140 | Finally moved everything from Baltrix to Kuršių Credit Union, salary and savings. Baltrix account closed on Friday. [cur]
            Petronela @140 | about time
            """,
            "Who does Aurelija bank with?",
            "Which bank did Aurelija use before?",
        ),
        make_far(
            seed, "far-doctor-markov", "doctor", "far_apart", "Bozhidar", ("Bozhidar", "Cvetana"),
            """
            Bozhidar @0 | My GP is Dr Stoyan Velkov at the Ruen Street practice, been with him for years. [oth]
            ~ 249
            Bozhidar @230 | Dr Velkov retired, so I've been moved to Dr Radka Genova at the same practice. She's my doctor now, seems sharp. [cur]
            Cvetana @230 | good, he was ancient
            """,
            "Who is Bozhidar's doctor now?",
            "Who was Bozhidar's GP before?",
        ),
        make_far(
            seed, "far-pet-sprocket", "pet", "far_apart", "Gudrun", ("Gudrun", "Oddny"),
            """
            Gudrun @0 | Our rabbit Sorrel has figured out how to open the hutch, send help. [oth]
            Oddny @0 | clever Sorrel
            ~ 192
            Gudrun @200 | Sorrel passed in the spring, and last week we adopted a retired greyhound called Sprocket, so it's just Sprocket now, and he sleeps twenty hours a day. [cur]
            """,
            "What pet does Gudrun have?",
            "What pet did Gudrun have before?",
        ),
        make_far(
            seed, "far-dose-metformin", "medication", "far_apart", "Stamatia", ("Stamatia", "Paraskevi"),
            """
            Stamatia @0 | I take metformin 500 mg twice a day, with breakfast and dinner. [oth]
            ~ 166
            Stamatia @150 | Doctor doubled the metformin after my last check, it's 1000 mg twice a day now, still with meals. [cur]
            Paraskevi @150 | hope it settles things
            """,
            "What's Stamatia's metformin dose?",
            "What metformin dose was Stamatia on before?",
        ),
        make_far(
            seed, "far-isp-larchnet", "broadband", "far_apart", "Kornelia", ("Kornelia", "Rozalia"),
            """
            Kornelia @0 | Our broadband is with Quillfast, 80 megabits on a good day, 8 on a bad one. [oth]
            ~ 213
            Kornelia @180 | Switched the broadband to Larchnet Fibre, proper 500 megabits, Quillfast contract ended Tuesday. [cur]
            Rozalia @180 | finally
            """,
            "Who is Kornelia's broadband provider?",
            "Which broadband provider did Kornelia have before?",
        ),
        make_far(
            seed, "far-instr-bass", "instrument", "far_apart", "Emilijan", ("Emilijan", "Dragomira"),
            """
            Emilijan @0 | I play cello in the community orchestra, back desk, happily anonymous. [oth]
            ~ 177
            Emilijan @170 | Big switch: I've given up the cello and I play double bass in the orchestra now, they were desperate for basses. [cur]
            Dragomira @170 | you'll need a bigger car
            """,
            "What instrument does Emilijan play?",
            "What did Emilijan play in the orchestra before?",
        ),
        make_far(
            seed, "far-insure-corvane", "insurance", "far_apart", "Evangelos", ("Evangelos", "Chrysanthi"),
            """
            Evangelos @0 | Dear Chrysanthi, for the shared-house file: my contents insurance is with Halyard Mutual, policy HM-55102. Regards, Evangelos [oth]
            ~ 237
            Evangelos @250 | Dear Chrysanthi, please update the shared-house file: my contents insurance moved to Brackenridge Direct at renewal, policy CD-90317. The Halyard policy has lapsed. Regards, Evangelos [cur]
            """,
            "Who insures Evangelos's contents?",
            "Who was Evangelos insured with before?",
        ),
        make_far(
            seed, "far-res-twice-tavita", "residence", "far_apart", "Tavita", ("Tavita", "Teuila"),
            """
            Tavita @0 | Living in Whanganui now, right on the river.
            ~ 41
            Tavita @60 | Moved down to Invercargill for the new contract, it's freezing. [oth]
            Teuila @60 | take a proper coat
            ~ 168
            Tavita @240 | Left Invercargill. I'm in Toowoomba now, across the ditch, and it's the opposite of freezing. [cur]
            """,
            "Where is Tavita living now?",
            "Where did Tavita live right before moving to his current place?",
        ),
        make_far(
            seed, "far-job-twice-donghyun", "employer", "far_apart", "Donghyun", ("Donghyun", "Chaeyoung"),
            """
            Donghyun @0 | I'm a pattern cutter at Sorae Textiles.
            ~ 36
            Donghyun @50 | Left Sorae, I design sensor housings at Dalbit Robotics now. [oth]
            ~ 211
            Donghyun @260 | Another jump: Dalbit lost their funding, so I'm at Namu Freight Systems, doing packaging design. [cur]
            Chaeyoung @260 | you really get around
            """,
            "Where does Donghyun work now?",
            "Where did Donghyun work before his current job?",
        ),
        make_far(
            seed, "far-phone-twice-kiviaq", "phone", "far_apart", "Kiviaq", ("Kiviaq", "Nuka"),
            """
            Kiviaq @0 | my number: 55 41 08
            ~ 33
            Kiviaq @40 | new number 55 73 19, old one's dead [oth]
            Nuka @40 | got it
            ~ 254
            Kiviaq @250 | changed provider, number is now 58 26 94. 55 73 19 is gone [cur]
            """,
            "What's Kiviaq's phone number?",
            "What was Kiviaq's number before the current one?",
        ),
    ]  # fmt: skip
