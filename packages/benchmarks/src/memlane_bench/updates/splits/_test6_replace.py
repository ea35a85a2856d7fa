"""test6: replacements (a new value takes the place of the old one), told in many voices."""

from __future__ import annotations

from ._test6_build import S

SPECS = [
    S("rep", "home", "Dalia", "plain", [
        "1u|Our flat in Walthamstow has the tiniest kitchen in London, I swear I can touch both walls at once.",
        "~2-3/70",
        "+4 2u|Long story, but the short version: boxes everywhere, the cat hid in the boiler cupboard for a whole "
        "day, "
        "and now I wake up to seagulls in Margate instead of the buses on Hoe Street.",
        "~0-1",
    ], "Which town is Dalia living in these days?", "Where was Dalia living before the seagulls?"),
    S("rep", "employer", "Tomasz", "work", [
        "1u|Can you draft a reply to the compliance people at Harrow Mutual? I'm their data analyst, so sign "
        "it from me.",
        "~2-3/40",
        "+1 a|Shall I put your Harrow Mutual signature on the email to the letting agent?",
        "2u|god no, I've been at Pennant Logistics since the 3rd, put that. same job title though",
        "~0-1",
    ], "Tomasz's employer", "Who did Tomasz work for before Pennant?"),
    S("rep", "employer", "Kayleigh", "lower", [
        "1u|work at currys on the retail park, mostly tellys and laptops",
        "~2-3/50",
        "+3 2u|first week at the ocado warehouse done n my feet are dead. dont miss currys one bit tho, "
        "at least nobody asks me about hdmi cables here",
    ], "where does kayleigh work"),
    S("rep", "role", "Anjali", "work", [
        "1u|I'm a senior developer on the payments team, mostly backend work and far too many incidents.",
        "~2-3/90",
        "+2 2u|Bit of news: they've made me team lead for payments. More meetings, less code, but it's the direction "
        "I asked for in my review.",
        "~0-1",
    ], "What is Anjali's job title?"),
    S("rep", "partner", "Philippa", "careful", [
        "1u|My husband, Marcus, teaches geography, and he has spent the last decade trying to get me into hillwalking.",
        "~2-3/120",
        "+5 2u|I ought to bring you up to date, since you may still think of me as one half of a couple with Marcus. "
        "We separated in the spring, amicably on the whole, and for the past few months I have been seeing "
        "someone called Imogen, whom I met through the choir.",
    ], "Who is Philippa seeing at the moment?", "Who was Philippa married to?"),
    S("rep", "pet", "Rhys", "teen", [
        "1u|my goldfish goldie is literally older than my little brother",
        "~2-3/60",
        "+2 2u|ok so rip goldie 🐟 she had a good run. mum felt bad so we got a leopard gecko, his name is spud "
        "and hes the best thing in this house",
        "~0-1",
    ], "what pet has Rhys got"),
    S("rep", "vehicle", "Gareth", "plain", [
        "1u|I drive a 2009 Vauxhall Astra with 140k on the clock. It rattles but it goes.",
        "~2-3/80",
        "+6 2u|Best perk at work, honestly, is the free charging in the car park. Since the Astra went off to the "
        "scrapyard I've been running the Ioniq for basically nothing.",
    ], "What does Gareth drive?", "Which car did Gareth have before?"),
    S("rep", "diet", "Leonie", "careful", [
        "1u|I'm pescatarian (fish yes, meat no) and have been since university.",
        "~2-3/70",
        "+3 2u|A small dietary update, for what it's worth. After two rounds of blood tests showing dismal iron, "
        "I've gone back to eating meat: chicken mostly, the occasional steak. The first week felt very strange.",
        "~0-1",
    ], "What does Leonie eat these days", "How did Leonie eat before the blood tests?"),
    S("rep", "commute", "Declan", "lower", [
        "1u|get the 38 bus to work every morning, the 7.50 one",
        "~2-3/50",
        "+4 2u|they axed the 38 so ive been cycling in, 25 mins, arrive soaking but whatever, legs are gettin huge",
    ], "How does Declan get to work?", "How did Declan use to get to work?"),
    S("rep", "doctor", "Winifred", "older", [
        "1u|My doctor is Dr Hartigan at the Church Lane surgery. He's looked after me for twenty years.",
        "~2-3/100",
        "+3 2u|Dr Hartigan has retired, would you believe, and they've shut Church Lane altogether, so I've had to "
        "register at the Oakfield Health Centre. A young lady doctor there now, Dr Basu. Very thorough.",
        "~0-1",
    ], "Who is Winifred's GP?"),
    S("rep", "meds", "Everton", "speech", [
        "1u|i take metformin twice a day for the diabetes one with breakfast one with tea",
        "~2-3/60",
        "+5 2u|so the diabetes nurse took me off the metformin altogether and i'm on the weekly injection the "
        "ozempic one and i've lost half a stone already",
    ], "what is everton taking for his diabetes", "What did Everton take for diabetes before the injections?",
      pro="he"),
    S("rep", "school", "Ellis", "plain", [
        "1Shona|Ellis is in Year 6 at Hollybrook Primary, and he's already dreading the SATs.",
        "~2-3/150",
        "+2 2Shona|Ellis started at Kingsmead Academy this September. The uniform alone cost more than my first car, "
        "and he's had a detention for an untucked shirt already.",
        "~0-1",
    ], "Which school does Ellis go to?", "Which school was Ellis at before?", voice="Shona"),
    S("rep", "club", "Harriet", "work", [
        "1u|I'm a member at Third Space near the office. £150 a month, but the pool is gorgeous.",
        "~2-3/60",
        "+3 2u|Doing the maths on Third Space finally got to me: the council leisure centre is sixty quid and the "
        "spin instructor there is better anyway. Should have switched years ago.",
    ], "Which gym is Harriet a member of?"),
    S("rep", "music", "Joon-ho", "l2", [
        "1u|I play the guitar since three years, mostly classical pieces.",
        "~2-3/90",
        "+2 2u|I stopped with the guitar, my fingers were always hurting. Since two months I learn violin with a "
        "teacher from the music school, it is difficult but so beautiful.",
        "~0-1",
    ], "Which instrument does Joon-ho play?", "What instrument did Joon-ho play before?", pro="he"),
    S("rep", "phone", "Callum", "lower", [
        "1u|im on ee, 30 quid a month for unlimited",
        "~2-3/40",
        "+2 2u|ported my number to giffgaff yesterday, ee can do one. tenner a month lol",
    ], "callum's mobile network"),
    S("rep", "bank", "Beatrix", "careful", [
        "1u|My current account is with Barclays; I have had it since I was sixteen, out of sheer inertia.",
        "~2-3/90",
        "+2 2u|I finally overcame the inertia. The Barclays account was closed at the end of last month and my salary "
        "goes into Starling. The app is far better, and I no longer have to visit a branch that opens three hours "
        "a week.",
        "~0-1",
    ], "Where does Beatrix bank?", "Who did Beatrix bank with before?"),
    S("rep", "study", "Tolu", "teen", [
        "1u|doing psychology at uni, first year is all stats which nobody warned me about",
        "~2-3/70",
        "+2 2u|switched courses!!! criminology now, same uni, best decision ive ever made. no more spss 🙏",
    ], "What is Tolu studying?"),
    S("rep", "team", "Reginald", "older", [
        "1u|I've followed Leeds United since 1968. Through thick and thin, mostly thin.",
        "~2-3/100",
        "+3 2u|Now that I'm down here in Plymouth I've got a season ticket at Home Park. Argyle are my team these "
        "days. Leeds broke my heart once too often.",
        "~0-1",
    ], "Which football club does Reginald support?", "Which team did Reginald follow before Argyle?", pro="he"),
    S("rep", "habit", "Dwayne", "speech", [
        "1u|i smoke rollies about fifteen a day been doing it since i was fourteen",
        "~2-3/60",
        "+4 2u|right so i packed in the rollies and it's the vape now the mango one my missus says i smell like "
        "a fruit salad",
    ], "What does Dwayne smoke?", pro="he"),
    S("rep", "volunteer", "Marjorie", "older", [
        "1u|I run the 1st Wickham Brownies on Wednesday evenings. Twenty-two little girls and one very tired "
        "Brown Owl.",
        "~2-3/90",
        "+2 2u|I handed the Brownies over to a lovely young leader called Kerry at Easter. These days my bit of "
        "volunteering is the hospital radio, I do the request show on Tuesday nights.",
        "~0-1",
    ], "What voluntary work does Marjorie do?", "What volunteering did Marjorie do before the radio?"),
    S("rep", "contact", "Desmond", "older", [
        "1u|My email is des.fairclough@btinternet.com, I've had it since the nineties.",
        "~2-3/80",
        "+3 2u|BT have done away with the old email service, so my grandson has set me up a new address, "
        "desmond.fairclough52@gmail.com. Please use that one from here on.",
    ], "What's Desmond's email address?", pro="he"),
    S("rep", "name", "Helena", "careful", [
        "1u|For anything official, my name is Helena Marsh; Marsh being my married name.",
        "~2-3/120",
        "+4 2u|With the divorce final, I have reverted to my maiden name, Cardew. Please update anything you hold: "
        "Helena Cardew, as it was before I married.",
        "~0-1",
    ], "Helena's surname", "What surname did Helena use when she was married?"),
    S("rep", "faith", "Miriam", "plain", [
        "1u|We go to St Aidan's on Sunday mornings, mostly for the singing if I'm honest.",
        "~2-3/100",
        "+3 2u|Took us a while to admit it, but we've been at the Vineyard church in town since about June. The kids "
        "actually want to go, which never once happened at St Aidan's.",
    ], "Which church does Miriam go to?"),
    S("rep", "home", "Ingo", "notes", [
        "1u|Addr: 14 Albany Rd, Cardiff. 2nd floor, buzzer broken.",
        "~2-3/60",
        "+2 2u|New addr 3 Penylan Terrace. Keys Fri; Albany Rd flat handed back, deposit pending.",
        "~0-1",
    ], "Ingo's address", "What was Ingo's old address?", pro="he"),
]
