"""dev29 far-apart changes: the first statement, then 165+ turns of seeded small talk over months
(a few fixed on-topic but harmless turns mixed in), then the change, often split over two turns."""

from __future__ import annotations

from ._dev29_build import S

LONG = ("~", 165, 185, 110)

SPECS = (
    S("far-home-aaliyah", "residence", "far_apart", "teen", "Aaliyah/Precious-Grace", (
        ("m", "we live in tottenham near the stadium, match days r chaos 😩", "A"),
        LONG,
        ("m", "spurs fans singing outside the chicken shop at midnight again, i cant"),
        ("~", 3, 5, 10), 20,
        ("m", "ok so update after like forever lol. we moved in the summer"),
        ("p", "wait where"),
        ("m", "enfield!! my room is actually bigger fr, and the garden's got a trampoline", "B"),
    ), "Where is Aaliyah living these days?", "Where did Aaliyah live before the summer?"),
    S("far-cleaner-agnes", "home_help", "far_apart", "carer", "Kirsty/Euan", (
        "~",
        ("m", "Gran (Agnes) has a cleaner, Moira, every Thursday. She's been coming for years", "A"),
        LONG, 15,
        ("m", "Moira's finally retired, bless her. Nessie's got a young lass called Shannon now, same Thursday slot",
         "B"),
        "~",
    ), "Who cleans for Agnes", None, "Agnes"),
    S("far-bank-tunde", "bank", "far_apart", "ng", "Tunde/Bisi", (
        ("m", "Na Access Bank I dey use for everything, even for my small business", "A"),
        LONG,
        ("p", "Abeg which bank get better app, my own dey vex me"),
        ("~", 2, 4, 10), 12,
        ("m", "I don move everything comot Access. Na Opay I dey use now, Access charges too much for small small"
              " transfer", "B"),
    ), "Which bank Tunde dey use now?"),
    S("far-mba-rohit", "school", "far_apart", "in", "Rohit/Divya", (
        "~",
        ("m", "I'm doing my MBA from Symbiosis Pune, weekend batch, while doing job", "A"),
        LONG, 14,
        ("m", "Discontinued Symbiosis after first sem, fees and travel both were too much"),
        ("m", "Now doing the online MBA from IIM Kozhikode. Classes are weekday nights, manageable", "B"),
        "~",
    ), "Where is Rohit doing his MBA"),
    S("far-job-analyn", "job", "far_apart", "ph", "Analyn/Maribel", (
        ("m", "Sa Jollibee ako nagwo-work sa Bayside, crew leader na ako 🐝", "A"),
        LONG, 9,
        ("m", "Wala na ako sa Jollibee! Barista na ako sa Costa, mas okay ang sahod tsaka walang night shift", "B"),
        "~",
    ), "Where does Analyn work", "Where did Analyn work before Costa?"),
    S("far-card-niamh", "card_machine", "far_apart", "biz", "Niamh/Orlaith", (
        "~",
        ("m", "Card machine's SumUp. Does the job for a little salon like ours", "A"),
        LONG,
        ("p", "Did you see the card machine at the chipper was down all weekend, cash only"),
        ("~", 2, 4, 8), 11,
        ("m", "Got rid of SumUp. It's all Dojo now, next-day payouts and the fees are better", "B"),
    ), "What card machine does Niamh's salon use"),
    S("far-home-marek", "residence", "far_apart", "esl", "Marek/Ola", (
        ("m", "I rent room in Luton, near airport, because I work there early morning", "A"),
        LONG, 10,
        ("m", "We moved in October to Milton Keynes, small house with my brother, rent is split", "B"),
        "~",
    ), "Marek lives in which town?"),
    S("far-phone-harvey", "phone", "far_apart", "teen", "Harvey/Alfie", (
        "~",
        ("m", "got the iphone 11 off my cousin, screens cracked but it works", "A"),
        LONG, 13,
        ("m", "dropped the 11 down the toilet 💀💀"),
        ("p", "NO. what u using"),
        ("m", "samsung a54 off my dads contract, its actually hard ngl", "B"),
    ), "What phone has Harvey got"),
    S("far-mobility-reginald", "mobility", "far_apart", "carer", "Tracey/Wayne", (
        ("m", "Dad (Reginald) uses a walking stick, a proper wooden one Grandad made him", "A"),
        LONG, 12,
        ("m", "Reg is in a wheelchair now for anything outside the house. Physio said the stick isn't safe after the"
              " last fall", "B"),
        "~",
    ), "How does Reginald get about outside", "What did Reginald use to walk with before?", "Reginald"),
    S("far-job-yifan", "job", "far_apart", "esl", "Yifan/Qiao", (
        "~",
        ("m", "I work in Chinese supermarket in Chinatown, Loon Fung, on the till", "A"),
        LONG, 9,
        ("m", "I not work in Loon Fung anymore. Since summer I am kitchen assistant at Dumplings' Legend on Gerrard"
              " Street", "B"),
    ), "Where does Yifan work"),
    S("far-teach-layla", "job", "far_apart", "esl", "Layla/Hanan", (
        ("m", "I teach Arabic for the kids every Saturday at the community centre in Cardiff", "A"),
        LONG, 16,
        ("m", "I stop to teach at the community centre, too much travel with the baby"),
        ("p", "Oh no, you don't teach anymore?"),
        ("m", "Still teach! Online now, for a company in Dubai, from my home", "B"),
        "~",
    ), "How does Layla teach Arabic these days"),
)
