"""Held-out test5: changes told months and 150+ small-talk turns after the first statement (do not
open when working on the engine)."""

from __future__ import annotations

from ._test5_build import K

F = "far_apart"

FAR = (
    K(F, "home", "Lucienne", "care",
      "I live in Lyon, up in the Croix-Rousse — all the stairs you can imagine.",
      "I haven't told you yet: we left Lyon at the end of last month. Annecy suits us, we're five minutes "
      "from the lake.",
      "What city is Lucienne based in?", "Where did Lucienne live before?", gap=190, mid=172),
    K(F, "commute", "Bertrand", "voice",
      "I drive in to the office in Reading it takes about forty minutes",
      "Since they brought in the parking charges I leave the car at home and get the train from Twyford",
      "How does Bertrand get into the office?", gap=150, mid=160),
    K(F, "dentist", "Crispin", "terse",
      "Dentist: Dr Varga, Westgate Dental.",
      "Registered with Dr Kovacs at Northgate. Varga's prices went silly.",
      "Crispin's dentist?", "Crispin's old dentist?", gap=120, mid=155),
    K(F, "job", "Evadne", "care",
      "I'm a receptionist at the Grand Central hotel, mostly nights.",
      "I left the hotel over the summer and I'm on the front desk of a dental practice in Morningside. "
      "No more night shifts!",
      "What does Evadne do for work?", "Where did Evadne work before?", gap=210, mid=181),
    K(F, "car", "Sigurd", "low",
      "drive a white transit for work, 180k on the clock",
      "got shot of the transit, running a little berlingo, much kinder on diesel",
      "what van does sigurd drive", gap=100, mid=158),
    K(F, "phone", "Araminta", "care",
      "My number is 07700 900215.",
      "Please update my number: it's 07700 900638. I gave the old SIM back with the contract.",
      "What's Araminta's phone number?", "What was Araminta's previous number?", gap=75, mid=152),
    K(F, "pet", "Thelonius", "voice",
      "We've got one cat her name's Pudding she's a tabby and she's seventeen",
      "Pudding died in the summer and after a few months we got two kittens from the rescue they're called "
      "Bean and Toast",
      "What pets does Thelonius have?", "Which cat did Thelonius have before?", gap=240, mid=185),
    K(F, "partner", "Romilly", "low",
      "my girlfriend sadie's a chef, works crazy hours",
      "sadie and i split up ages ago tbf, i'm with jo now, she's a teacher",
      "who is romilly's girlfriend", "who was romilly's girlfriend before jo", gap=200, mid=166),
    K(F, "gym", "Cyprian", "care",
      "I swim at Clissold Leisure Centre three mornings a week.",
      "I don't swim at Clissold any more — London Fields Lido is heated, and that's my morning routine.",
      "Where does Cyprian swim?", gap=95, mid=154),
    K(F, "diet", "Beatrix", "voice",
      "I don't eat meat I've been vegetarian since I was fifteen",
      "After all those years I'm eating meat again mostly chicken and fish my iron was through the floor",
      "Does Beatrix eat meat?", "What diet did Beatrix follow before?", gap=170, mid=163),
    K(F, "bank", "Gottfried", "terse",
      "Bank: Santander.",
      "Closed the Santander account. Everything's on Starling.",
      "Gottfried's bank?", gap=85, mid=151),
    K(F, "manager", "Winslow", "low",
      "my manager's a guy called pete harlow",
      "pete's left the company, my new manager is anjali, miles better",
      "who is winslow's manager", "who used to manage winslow", gap=130, mid=159),
    K(F, "language", "Adelheid", "care",
      "I'm learning Greek with a tutor called Eleni.",
      "The Greek is on hold for good. I've started Arabic at the university's evening school instead.",
      "Which language is Adelheid learning?", "What language was Adelheid learning before Arabic?",
      gap=180, mid=170),
    K(F, "hairdresser", "Jolyon", "voice",
      "I get my hair cut at Headcase by a lad called Reece",
      "Reece opened his own place on the parade so I've followed him there it's called Reece Cuts",
      "Where does Jolyon get his hair cut?", gap=110, mid=157),
    K(F, "volunteering", "Hildegard", "care",
      "I volunteer at the hospice shop on Tuesdays.",
      "I've finished at the hospice shop. I'm reading with children at Whitmore Primary on Tuesday "
      "afternoons instead.",
      "What volunteering does Hildegard do?", "Where did Hildegard volunteer before?", gap=160, mid=175),
)  # fmt: skip
