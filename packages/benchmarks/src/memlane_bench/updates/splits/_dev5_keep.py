"""dev5 must-not kinds (addition, time_bounded, other_person, plan, restatement).

Same block format as ``_dev5_cases`` (parsed by ``_dev5_cases.parse``). The first statement is
the standing one (``current``); the second is said later and must not supersede it. No ``P:``
line: past questions are for the change kinds only.
"""

from __future__ import annotations

KEEP = """
=== addition | pets | Camille
Camille: Mochi knocked my coffee off the desk again. having a cat is basically a hostage situation
Camille: we adopted a second cat!! his name is Tofu, grey fluff ball, very dramatic. Mochi is not impressed and has been hissing from under the sofa all day
Q: What pets does Camille have?

=== addition | languages | Youssef
Youssef: I speak Arabic and French obviously, plus English for work. Darija with my parents, French with my sister, it's a mess lol
Youssef: started Spanish classes at the Instituto Cervantes too, Monday evenings. my accent is tragic but the teacher is patient
Q: What languages does Youssef speak?

=== addition | instruments | Aiko
Aiko: I've played the violin since I was six, mostly in a community orchestra these days
Aiko: picked up the ukulele as well lol, needed something I can take to the beach. violin's still my main thing though
Q: What instruments does Aiko play?

=== addition | work | Ravi
Ravi: full-time at Infosys in Pune, QA lead on a banking project. 9 to 6 on paper, 9 to 9 in reality
Ravi: doing some weekend maths tutoring on the side now, two kids in my building. extra cash for the Goa trip, the Infosys job's the same as ever
Q: What does Ravi do for work?

=== addition | sports | Marit
Marit: cross-country skiing every weekend all winter, nothing beats Nordmarka at 8am
Marit: I've started orienteering too, with the club in Sandvika on Wednesdays. still skiing every weekend of course
Q: What sports does Marit do?

=== addition | vehicles | Stelios
Stelios: honestly my Yamaha scooter is the only way to get anywhere in Athens traffic
Stelios: bought a car as well, a used Fiat Panda, for the island trips with the family. the scooter stays for the city obviously
Q: What does Stelios get around on?

=== addition | allergies | Hana
Hana: I'm allergic to penicillin, so if I ever end up in hospital please tell them
Hana: found out at the dentist that I'm also allergic to latex?? my lip swelled up like a balloon. so penicillin AND latex now, great
Q: What is Hana allergic to?

=== addition | phones | Fatou
Fatou: save this for me pls: my number's 77 512 38 40, that's the one to use for everything
Fatou: work gave me a second phone, 76 220 14 95, but that's only for office stuff. my personal number stays the same
Q: What is Fatou's phone number?

=== addition | streaming | Lukas
Lukas: we've had Netflix forever, it's basically background noise in our flat
Lukas: added Disney+ for the Star Wars stuff, don't judge. keeping Netflix too obviously
Q: Which streaming services does Lukas pay for?

=== addition | clubs | Keoni
Keoni: Sunday mornings I paddle with the outrigger club at Ala Moana, best way to start the week
Keoni: joined a hula hālau on Wednesday nights as well, my aunty's been on at me for years. still paddling Sundays
Q: What groups is Keoni part of?

=== time_bounded | residence | Élodie
Élodie: I live in Lyon, up in the Croix-Rousse, all stairs and no lifts, my calves are incredible
Élodie: in Porto for a conference this week, back on Sunday. I've eaten six pastéis de nata today and I regret nothing
Q: Where does Élodie live?

=== time_bounded | vehicle | Mehmet
Mehmet: I drive a white Renault Clio, easy to park and cheap to run
Mehmet: the Clio's at the garage getting a new clutch so I've got a rental Peugeot 208 until Friday. the radio only plays Tarkan, not complaining
Q: What car does Mehmet drive?

=== time_bounded | gp | Sunita
Sunita: my GP is Dr Patel at Harborne Medical Practice, been with her for years
Sunita: Dr Patel's away this month so I saw a locum, Dr Whitfield, about my ears. nice enough but I'll wait for Patel for the follow-up
Q: Who is Sunita's GP?

=== time_bounded | office | Florian
Florian: I work out of the Munich office, the one in Werksviertel with the rooftop
Florian: this month I'm at the Berlin office covering for a colleague on parental leave. back in Munich in April, my desk plants better survive
Q: Which office does Florian work from?

=== time_bounded | residence | Zainab
Zainab: my flat in Sheffield is tiny but it's mine, Kelham Island, two minutes from the best coffee in the city
Zainab: staying at my mum's in Rotherham for a fortnight while they sort out the damp in my flat. she's already feeding me like I'm twelve
Q: Where does Zainab live?

=== time_bounded | manager | Henrik
Henrik: my manager Elin is great, she shields us from all the nonsense upstairs
Henrik: Elin's on holiday for two weeks, so Magnus is covering as my manager till she's back. he loves a status meeting, pray for me
Q: Who is Henrik's manager?

=== time_bounded | phone | Ama
Ama: my number is 024 771 5602, call or WhatsApp, whichever
Ama: phone screen shattered, it's in for repair till Thursday. borrowing my cousin's this week, so text me on 020 338 9145 until then
Q: What is Ama's phone number?

=== time_bounded | coffee | Carlos
Carlos: my usual is a flat white with oat milk, every single morning, the barista starts making it when I walk in
Carlos: no coffee for me this week, I'm in a sleep study at the uni and caffeine's banned till Sunday. herbal tea, the horror
Q: What's Carlos's usual coffee order?

=== time_bounded | gym | Tuva
Tuva: I train at SATS Majorstuen, the 6:30 spin class is my whole personality
Tuva: SATS is closed for renovation, so for the next couple of weeks I'm using the Elixia by my office. the spin bikes there are ancient
Q: Which gym does Tuva belong to?

=== time_bounded | workplace | Ngozi
Ngozi: I'm a nurse at Lagos Island General, theatre mostly. long days but I love my team
Ngozi: in Abuja for a three-week training rotation at the National Hospital, then straight back to Lagos Island. the hostel food is a crime
Q: Where does Ngozi work?

=== other_person | employer | Sebastián
Sebastián: four years at Mercado Libre now, logistics analytics, I know every warehouse in Buenos Aires by heart
Valeria: guess who quit Mercado Libre?? me!! starting at Rappi on Monday, finally a product role
Q: Where does Sebastián work?

=== other_person | residence | Rukhsana
Rukhsana: I live in Bradford, near Lister Park, been here my whole life
Rukhsana: my brother Imran finally moved to Manchester, renting in Fallowfield with his uni mates. mum's in bits, the house is too quiet
Q: Where does Rukhsana live?

=== other_person | diet | Akosua
Akosua: four years vegan this month and people still ask me where I get my protein lol
Yaw: confession: I've given up the vegan thing, I'm back on chicken. Akosua is going to be so disappointed in me
Q: Is Akosua vegan?

=== other_person | spouse | Losa
Losa: ten years married to Tevita next month, we're doing a little dinner at the church hall
Mele: officially divorced as of this morning. weird feeling, but good weird. wine later?
Q: Who is Losa married to?

=== other_person | job | Callum
Callum: I'm a paramedic with Ambulance Victoria, mostly the northern suburbs, nights this month
Callum: my partner Saoirse quit paramedicine last week, she's retraining as a primary teacher. so proud of her, even if money's gonna be tight for a bit
Q: What does Callum do for a living?

=== other_person | pet | Ilaria
Ilaria: our dog Bruno stole a whole focaccia off the counter today, I'm raising a criminal
Ilaria: my sister Chiara got a cat!! she's been sending me forty photos a day. Bruno would hate it lol
Q: What pet does Ilaria have?

=== other_person | phone | Hyun-woo
Hyun-woo: my number is 010-4827-3391, text before calling, I never pick up unknown numbers
Ji-ho: new number for me: 010-9162-0574. please delete the old one, I'm done with the spam calls
Q: What's Hyun-woo's phone number?

=== other_person | vehicle | Eero
Eero: I drive an old Saab 9-3. yes they still exist, yes it still starts in January
Eero: my dad finally sold his Saab and bought a Toyota RAV4. end of an era in the family, I'm the last Saab driver standing
Q: What does Eero drive?

=== other_person | university | Fernanda
Fernanda: the master's at USP is killing me, my advisor wants the chapter by Friday
Fernanda: my boyfriend Caio transferred to Unicamp, so now we're doing the Campinas bus thing every weekend. romance is dead
Q: Where is Fernanda studying?

=== other_person | club | Olumide
Olumide: tennis at Ikoyi Club on Saturdays, doubles with the usual suspects, I'm the weak link
Tunde: I left Ikoyi Club, too expensive for how little I go. joined Lagos Lawn Tennis instead, much cheaper
Q: Which club does Olumide play tennis at?

=== plan | residence | Harriet
Harriet: I live in York, right by the Minster. the tourists are a nightmare but it's gorgeous
Harriet: thinking about maybe moving to Leeds next year? rents are mad but the jobs are better. nothing decided, just daydreaming on the train
Q: Where does Harriet live?

=== plan | job | Anil
Anil: I teach maths at a secondary school in Leicester, the year 10s are feral this term
Anil: might leave teaching and go into data science at some point, been doing an online course in the evenings. we'll see, not handing anything in yet
Q: What does Anil do for a living?

=== plan | bank | Gwen
Gwen: I bank with Barclays, have done since I was 16. the app is dreadful though
Gwen: I'll probably switch to Monzo at some point, everyone at work swears by it. haven't got round to it, obviously
Q: Which bank does Gwen use?

=== plan | phone_model | Ivan
Ivan: still on my iPhone 12, battery's shot but it works
Ivan: might get a Pixel when my contract runs out in March, the camera looks great. or I'll just replace the battery, who knows
Q: What phone does Ivan use?

=== plan | vehicle | Sadia
Sadia: I drive a 2016 silver Honda Civic, the most boring car alive and I love it
Sadia: we're looking at trading the Civic in for an electric next spring, maybe a Hyundai Ioniq. depends on the charger situation at the flat
Q: What does Sadia drive?

=== plan | pet | Tobias
Tobias: my cat Kasimir has decided 5am is breakfast time, send help
Tobias: we might get a dog next year, once we've got a garden. Kasimir doesn't know yet lol
Q: What pet does Tobias have?

=== plan | diet | Lucía
Lucía: I've been vegetarian since uni, so put me down for the veggie paella please
Lucía: thinking of going fully vegan in January, maybe. cheese is the problem, I'm weak
Q: What's Lucía's diet?

=== plan | gym | Declan
Declan: CrossFit at the box on Leith Walk, five mornings a week. it's basically a cult and I'm in it
Declan: might switch to a normal gym when the CrossFit membership runs out in the summer, my shoulders are begging me. not decided yet
Q: Where does Declan train?

=== plan | mobile_provider | Mei
Mei: my phone plan's with Singtel, costs a bomb but the coverage is good
Mei: might port my number to Circles.Life when the Singtel contract ends, it's like half the price. we'll see
Q: Who is Mei's mobile provider?

=== restatement | job | Gabriela
Gabriela: I work at the bakery on Rua Augusta, 5am starts, my hands permanently smell of cinnamon
Gabriela: still at the bakery, nothing new! still up at 4:30 like a psychopath. the owner finally fixed the oven though
Q: Where does Gabriela work?

=== restatement | city | Aleksander
Aleksander: I live in Tallinn, in Kalamaja, wooden houses and too many cafés
Aleksander: yep, still in Tallinn, still in Kalamaja. winter's brutal this year, 4pm sunsets
Q: Which city does Aleksander live in?

=== restatement | partner | Hiroshi
Hiroshi: Naomi and I have been together five years, she's the reason I eat vegetables
Hiroshi: still with Naomi, six years in May. nothing dramatic to report, which is the best kind of news
Q: Who is Hiroshi's partner?

=== restatement | phone | Oluwaseun
Oluwaseun: my number is 0803 226 4418, that's the only one I have
Oluwaseun: same number as ever, 0803 226 4418. haven't changed it since secondary school and I'm not about to
Q: What is Oluwaseun's phone number?

=== restatement | gp | Margit
Margit: my GP is Dr Horváth on Király utca, always late but very thorough
Margit: saw Dr Horváth again today, still my GP, still running 40 minutes behind. some things never change
Q: Who is Margit's doctor?

=== restatement | vehicle | Joaquín
Joaquín: I drive a Toyota Hilux, the farm roads eat anything smaller
Joaquín: still driving the same old Hilux, 300,000 km and counting. she'll outlive me
Q: What does Joaquín drive?

=== restatement | swimming | Amani
Amani: I swim at Parklands Sports Club every morning before work, 40 lengths
Amani: still doing my laps at Parklands, same time, same lane, same grumpy lifeguard
Q: Where does Amani swim?

=== restatement | instrument | Eitan
Eitan: I play the oud, learned from my grandfather, mostly old Iraqi songs
Eitan: yes I still play the oud, still badly, my neighbours are saints
Q: What instrument does Eitan play?

=== restatement | diet | Roksana
Roksana: I'm pescatarian, fish yes, meat no, please stop putting bacon in everything
Roksana: still pescatarian, don't let my dad tell you otherwise. he keeps trying to sneak chorizo into things
Q: Is Roksana pescatarian?
"""
