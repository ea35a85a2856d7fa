"""Held-out test5: third-party reports (do not open when working on the engine).

The subject states something in the first person; weeks later someone else (a friend in the
chat, a sibling, a spouse) reports that it changed, naming the subject."""

from __future__ import annotations

from ._test5_build import PAL_SPEAKER, K

T = "third_party"

REPORT = (
    K(T, "job", "Dariusz", "low",
      "i'm sous chef at ostra, the seafood place on the quay",
      "Ran into Dariusz's flatmate at the big Tesco, apparently he walked out of Ostra and he's cooking at "
      "the hotel up on the hill these days.",
      "Where does Dariusz cook?", "Which restaurant did Dariusz cook at before?",
      by=PAL_SPEAKER, gap=90, mid=4),
    K(T, "home", "Benedikt", "low",
      "my place is in friedrichshain, 4th floor no lift, great for the calves",
      "My sister said Benedikt gave up the Friedrichshain flat and moved in with his girlfriend in Potsdam.",
      "Where is Benedikt living?", "Where did Benedikt live before Potsdam?", by="Rosalie", gap=130, mid=5),
    K(T, "pet", "Iolanthe", "care",
      "I have two guinea pigs, Salt and Pepper.",
      "Iolanthe's mum told me Pepper died last month, so it's just Salt now, poor thing.",
      "What pets does Iolanthe have?", by=PAL_SPEAKER, gap=75, mid=4),
    K(T, "partner", "Leopoldine", "care",
      "I'm married to Fraser — ten years in June.",
      "Did you hear Leopoldine and Fraser have separated? It's been a few months apparently.",
      "Is Leopoldine still married to Fraser?", by=PAL_SPEAKER, gap=140, mid=5),
    K(T, "allergy", "Oona", "care",
      "I'm allergic to peanuts and carry an EpiPen everywhere.",
      "Oona's mum says the immunotherapy trial worked, she can eat peanuts now without any reaction!",
      "Can Oona eat peanuts?", by=PAL_SPEAKER, gap=180, mid=5),
    K(T, "band", "Torvald", "low",
      "i play keys in northern arcade, we gig most weekends",
      "saw on insta torvald's left northern arcade, says he's going solo",
      "what's torvald doing musically", "which band was torvald in", by=PAL_SPEAKER, gap=100, mid=4),
    K(T, "manager", "Thaddeus", "care",
      "My boss is Karen Liu — fair, but very exacting.",
      "Heard through the grapevine that after the restructure Thaddeus reports to Ollie Brandt; Karen's "
      "gone to head office.",
      "Who is Thaddeus's manager?", "Who did Thaddeus report to before the restructure?",
      by=PAL_SPEAKER, gap=85, mid=4),
    K(T, "doctor", "Esperanza", "voice",
      "I'm registered with the Millbrook practice",
      "Esperanza changed to the new health centre on Station Road, Millbrook stopped covering our postcode.",
      "Which GP practice is Esperanza registered with?", by="Anselm", gap=60, mid=3),
    K(T, "bank", "Anatole", "terse",
      "Bank: HSBC.",
      "Anatole moved everything over to Nationwide in the end — said HSBC's app was driving him up the wall.",
      "Which bank does Anatole use?", "Which bank was Anatole with before?", by="Remy", gap=110, mid=4),
    K(T, "hairdresser", "Constantin", "care",
      "I go to Ali's on Mill Road for a skin fade every three weeks.",
      "Constantin goes to the Turkish barber by the bus station these days, reckons Ali got too pricey.",
      "Where does Constantin get his hair cut?", "Where did Constantin use to get his hair cut?",
      by=PAL_SPEAKER, gap=70, mid=3),
    K(T, "hobby_club", "Peregrine", "low",
      "i ride with the velo wheelers on wednesday nights",
      "peregrine quit the wheelers after the row about the route, he rides with the sunday cafe lot instead",
      "who does peregrine go cycling with", by=PAL_SPEAKER, gap=95, mid=4),
    K(T, "insurance", "Dorothea", "care",
      "Car insurance is with Admiral, renews in March.",
      "Dorothea sorted the renewal — we're with LV this year, saved about ninety quid on Admiral's quote.",
      "Who insures Dorothea's car?", "Who was Dorothea's car insurance with before?",
      by="Laurence", gap=65, mid=3),
)  # fmt: skip
