"""dev7 retractions, self-corrections and third-party reports (the newer turn is CUR)."""

from __future__ import annotations

from ._dev7_base import CUR, OTH, case, fill, t

# fmt: off
RETRACTIONS = (
    case("t01", "health", "retraction", "Marisol",
         t("Marisol", 0, "I'm lactose intolerant so no cheese board for me, sadly.", OTH),
         fill("Marisol", "Joaquín", day=2, n=4, until=40),
         t("Joaquín", 62, "we're doing raclette on saturday, is there anything you can eat??"),
         t("Marisol", 62, "So the gastro finally did proper tests and turns out I'm NOT lactose intolerant after all, it was IBS the whole "
                          "time. Bring on the raclette.", CUR),
         q="Is Marisol lactose intolerant?", past="What did Marisol think she was intolerant to?"),

    case("t02", "relationship", "retraction", "Ffion",
         t("Ffion", 0, "Rhys and I are engaged!! Wedding's next summer in Tenby, you're all invited.", OTH),
         fill("Ffion", day=10, n=3, until=80),
         t("Ffion", 130, "Bit of news I've been avoiding. Rhys and I aren't together any more, so no wedding. I'm fine, honestly, "
                         "staying at Mam's for a bit and eating my body weight in Welsh cakes.", CUR),
         q="Is Ffion engaged?", past="Who was Ffion engaged to?"),

    case("t03", "pet", "retraction", "Kenji",
         t("Kenji", 0, "We have a cat called Mochi, she sleeps on my keyboard while I work.", OTH),
         fill("Kenji", day=5, n=3, until=40),
         t("Kenji", 70, "We do not have Mochi anymore. My daughter has developed allergy, so Mochi went to live with my parents in Sendai. "
                        "She is very happy there, they send me photos every day. Our apartment is very clean now and very quiet.", CUR),
         q="Does Kenji have a cat at the moment?", past="What was Kenji's cat called?"),

    case("t04", "faith_volunteering", "retraction", "Gareth",
         t("Gareth", 0, "I do two evening shifts a month on the Samaritans phone line. Hard but worth it.", OTH),
         fill("Gareth", day=6, n=3, until=60),
         t("Gareth", 90, "so i had to stop doing the samaritans shifts with the new baby theres just no way im doing a night shift on top "
                         "of the night feeds so thats on hold indefinitely", CUR),
         q="Does Gareth still volunteer with the Samaritans?", past="Where did Gareth volunteer?"),

    case("t05", "vehicle", "retraction", "Ayesha",
         t("Ayesha", 0, "I drive a little red Corsa, she's called Tomato and she's never let me down.", OTH),
         fill("Ayesha", day=3, n=3, until=30),
         t("Ayesha", 48, "Sold Tomato last week 😢 No car at all now, it's the tram and a bike for me. Saving a fortune on parking.", CUR),
         q="Does Ayesha own a car now?", past="What car did Ayesha use to drive?"),

    case("t06", "membership", "retraction", "Luca",
         t("Luca", 0, "I'm at Apex Fitness on Deansgate, going 4x a week, trying to get swole before the wedding", OTH),
         fill("Luca", "Gianni", day=2, n=4, until=35),
         t("Luca", 50, "cancelled apex lol was paying 60 a month to use the sauna twice. no gym for me rn, just running round the park", CUR),
         q="is Luca a member of any gym", past="Which gym was Luca a member of?"),

    case("t07", "housing", "retraction", "Sipho",
         t("Sipho", 0, "Living with my mate Bongani in Observatory. He cooks, I clean, it works.", OTH),
         fill("Sipho", day=4, n=3, until=40),
         t("Sipho", 66, "Bongani moved to Joburg for work, so it's just me in the flat now. Quiet. Too quiet. Not looking for anyone else "
                        "either, I can just about afford it on my own.", CUR),
         q="Does Sipho have a flatmate?", past="Who did Sipho live with before?"),

    case("t08", "hobby", "retraction", "Ximena",
         t("Ximena", 0, "I sing in a cumbia band called Los Ladrillos, we gig most Fridays at El Farolito.", OTH),
         fill("Ximena", day=5, n=3, until=45),
         t("Ximena", 75, "I'm not in Los Ladrillos anymore. It ended badly and I don't want to talk about it. Not singing anywhere right now.", CUR),
         q="Is Ximena still in a band?", past="Which band was Ximena in?"),
)

CORRECTIONS = (
    case("c01", "routine", "correction", "Ilse",
         t("Ilse", 0, "My piano lesson's on Thursdays at half five, so I can't do book club.", OTH),
         fill("Ilse", day=0.1, n=1),
         t("Ilse", 0.2, "Sorry, I'm an idiot, it's Wednesdays. Thursday is the kids' swimming. Piano is Wednesday, 5:30, so book club "
                        "Thursday is actually fine.", CUR),
         q="what day is my piano lesson?", past="What day did Ilse first say her piano lesson was?"),

    case("c02", "contact", "correction", "Rita",
         t("Rita", 0, "Hi all,\n\nPlease note my new email is r.okonkwo@fastmail.com, the old Yahoo one is being closed.\n\nThanks, Rita", OTH),
         fill("Rita", day=1, n=2, until=2),
         t("Rita", 3, "Correction!! It's r.okonkwo1@fastmail.com, with a 1. The one without the 1 belongs to some poor man who has been "
                      "getting all my PTA emails. Apologies.", CUR),
         q="What's Rita's email address?", past="Which email address did Rita give first?"),

    case("c03", "residence", "correction", "Aziz",
         t("Aziz", 0, "We're at 14 Marlowe Close, the one with the blue door and the trampoline in the front.", OTH),
         fill("Aziz", "Parisa", day=1, n=3, until=5),
         t("Aziz", 6, "Sorry, 41 not 14! I always flip it, the delivery drivers have been to the wrong house twice because of me.", CUR),
         q="What's Aziz's house number?", past="What house number did Aziz give at first?"),

    case("c04", "education", "correction", "Courtney",
         t("Courtney", 0, "I'm at Leeds uni doing sports science, first year, loving it.", OTH),
         fill("Courtney", day=1, n=2, until=3),
         t("Courtney", 4, "sorry to be that person but its Leeds Beckett not Leeds uni, people get really funny when you mix them up. "
                          "still sports science tho", CUR),
         q="Which university does Courtney go to?", past="Which university did Courtney first say she went to?"),

    case("c05", "clinician", "correction", "Sebastián",
         t("Sebastián", 0, "My dentist is Dr Papadopoulos at the Vale practice, he's very gentle.", OTH),
         t("Sebastián", 0.05, "Wait, no, Papadopoulos is my wife's dentist. Mine's Dr Huang, same practice. I always get them muddled.", CUR),
         fill("Sebastián", day=1, n=3, until=10),
         q="who is Sebastián's dentist?", past="Which dentist did Sebastián name first?"),

    case("c06", "health", "correction", "Margit",
         t("Margit", 0, "I take 50mg of levothyroxine every morning for the thyroid.", OTH),
         fill("Margit", day=0.5, n=2),
         t("Margit", 1, "Checked the box, it's 75 micrograms, not 50 mg. I'm useless with units. 75 mcg, before breakfast.", CUR),
         q="What dose of levothyroxine is Margit on?", past="What dose did Margit say first?"),

    case("c07", "role", "correction", "Dmitri",
         t("Dmitri", 0, "I am working as data analyst in the Tallinn office of Baltika Freight.", OTH),
         fill("Dmitri", day=1, n=2, until=2),
         t("Dmitri", 2, "Sorry, I wrote it wrong before. My title is data engineer, not data analyst. In my head the words sound the same.", CUR),
         q="What is Dmitri's job title?", past="What job title did Dmitri give first?"),

    case("c08", "membership", "correction", "Callum",
         t("Callum", 0, "supported hearts since i was wee, season ticket and everything", OTH),
         t("Callum", 0.01, "HIBS. autocorrect is trying to get me killed. never hearts, my da would disown me", CUR),
         fill("Callum", "Fraser", day=1, n=3, until=4),
         q="which football team does Callum support", past="Which team did Callum's first message say he supported?"),
)

THIRD_PARTY = (
    case("p01", "job", "third_party", "Radek",
         t("Radek", 0, "Still grinding at Brennan & Pike, the accountancy place on Corn Street. Year-end is brutal.", OTH),
         fill("Radek", "Oona", day=3, n=4, until=40),
         t("Oona", 77, "Bumped into Radek's girlfriend in Lidl, she says he's left Brennan & Pike and he's doing payroll for the council "
                       "now. Fair play to him.", CUR),
         q="Where does Radek work now?", past="Where did Radek use to work?"),

    case("p02", "residence", "third_party", "Kojo",
         t("Akosua", 0, "My cousin Kojo lives in Kumasi, near the Manhyia palace, he's always sending me kenkey pictures.", OTH),
         fill("Akosua", day=5, n=3, until=50),
         t("Akosua", 84, "My cousin rang last night. He's relocated to Accra for the new bank job, staying in Osu now. Says the traffic "
                         "is even worse than Kumasi.", CUR),
         q="Where does Kojo live now?", past="Where did Kojo live before?"),

    case("p03", "relationship", "third_party", "Beatriz",
         t("Beatriz", 0, "Nuno and I have been together six years now, can you believe it.", OTH),
         fill("Beatriz", "Carla", day=4, n=4, until=60),
         t("Carla", 110, "Apparently Beatriz and Nuno split up over the summer and she's seeing someone from her climbing gym, a guy "
                         "called Vasco. She seems really happy.", CUR),
         q="Who is Beatriz seeing now?", past="Who was Beatriz with before?"),

    case("p04", "role", "third_party", "Kasia",
         t("Kasia", 0, "I teach maths at Brookfield High, years 7 to 11, and run the chess club at lunch.", OTH),
         fill("Kasia", "Stella", day=4, n=4, until=60),
         t("Stella", 95, "Kasia's head of maths at Brookfield now! She found out officially on Friday. She's too modest to tell anyone "
                         "so I'm telling everyone.", CUR),
         q="What's Kasia's role at Brookfield?", past="What was Kasia's role at Brookfield before?"),

    case("p05", "colleague", "third_party", "Ingrid",
         t("Ingrid", 0, "Kasper's my line manager. He's fine, bit of a micromanager, likes a status update every morning.", OTH),
         fill("Ingrid", "Lene", day=3, n=4, until=30),
         t("Lene", 45, "FYI, from the HR bulletin this morning:\n\n> As of 1 March, Ingrid Solberg moves into the Platform team and will "
                       "report to Tobias Aune. Kasper Holm continues to lead Mobile.\n\nCongrats Ingrid!", CUR),
         q="Who does Ingrid report to?", past="Who was Ingrid's line manager before?"),

    case("p06", "contact", "third_party", "Lerato",
         t("Lerato", 0, "Save my number, 082 555 0143, that's the Vodacom one, I'm always on WhatsApp.", OTH),
         fill("Lerato", "Palesa", day=4, n=4, until=60),
         t("Palesa", 88, "Mama says Auntie Lerato has a new number, 071 555 0198. The Vodacom one got stolen with her handbag in town.", CUR),
         q="What's Lerato's phone number now?", past="What was Lerato's old number?"),

    case("p07", "pet", "third_party", "Magnus",
         t("Magnus", 0, "Our husky Storm needs about three hours of walking a day, I'm exhausted.", OTH),
         fill("Magnus", "Jessamy", day=5, n=4, until=50),
         t("Jessamy", 98, "Magnus had to rehome the husky in the end, poor thing, way too much dog for a flat. He's got a cat now, a grumpy "
                          "ginger one called Admiral.", CUR),
         q="What pet does Magnus have at the moment?", past="What pet did Magnus have before?"),

    case("p08", "vehicle", "third_party", "Sanjay",
         t("Sanjay", 0, "My Ambassador is older than my son and still it runs, touchwood. Only the horn is not working.", OTH),
         fill("Sanjay", "Kavya", day=6, n=4, until=70),
         t("Kavya", 115, "Papa said Sanjay uncle finally sold the Ambassador! He's got a Tata Nexon EV now and he's showing everyone the "
                         "charging app.", CUR),
         q="What car does Sanjay drive now?", past="What car did Sanjay have before?"),

    case("p09", "clinician", "third_party", "Walter",
         t("Walter", 0, "Dr Mbeki at Fairholme looks after me, lovely woman, knows all about my knees.", OTH),
         fill("Walter", "Imogen", day=5, n=4, until=60),
         t("Imogen", 92, "The receptionist told me Dr Mbeki's retired, so Grandad's been moved over to Dr Lindqvist. He's grumbling but "
                         "he'll get used to her.", CUR),
         q="Who is Walter's doctor now?", past="Who was Walter's doctor before?"),

    case("p10", "membership", "third_party", "Rangi",
         t("Rangi", 0, "Playing for Wainuiomata this season, loose forward, training Tuesdays and Thursdays.", OTH),
         fill("Rangi", "Mere", day=5, n=4, until=100),
         t("Mere", 160, "Did you hear Rangi's signed with Petone? Wainui are gutted. He starts preseason with them next week.", CUR),
         q="Which rugby club does Rangi play for?", past="Which rugby club did Rangi play for before?"),
)

CASES = (*RETRACTIONS, *CORRECTIONS, *THIRD_PARTY)
# fmt: on
