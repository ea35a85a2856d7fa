"""dev5 change kinds (replacement, retraction, correction, third_party, far_apart) and the
block parser shared with ``_dev5_keep``.

A block is::

    === <kind> | <family> | <subject>
    <speaker>: <earlier statement>
    <speaker>: <later statement>
    Q: <question about the present of the subject>
    P: <question about the earlier state>   (change kinds only)

Every scenario has its own people: no subject, speaker or named person repeats across blocks.
"""

from __future__ import annotations

from typing import NamedTuple


class Case(NamedTuple):
    kind: str
    family: str
    subject: str
    first: tuple[str, str]  # (speaker, text) of the earlier statement
    second: tuple[str, str]  # (speaker, text) of the later statement
    question: str
    past_question: str | None


def parse(block: str) -> list[Case]:
    """Blocks of the form in the module docstring -> cases, in order."""
    cases: list[Case] = []
    for chunk in block.split("=== ")[1:]:
        head, *lines = [line.strip() for line in chunk.strip().splitlines() if line.strip()]
        kind, family, subject = (part.strip() for part in head.split("|"))
        said: list[tuple[str, str]] = []
        question = past = None
        for line in lines:
            tag, _, text = line.partition(": ")
            if tag == "Q":
                question = text
            elif tag == "P":
                past = text
            else:
                said.append((tag, text))
        if len(said) != 2 or not question:
            raise ValueError(f"dev5 block for {subject!r} needs two statements and a question")
        cases.append(Case(kind, family, subject, said[0], said[1], question, past))
    return cases


CHANGE = """
=== replacement | employer | Tomasz
Tomasz: ugh, long one today. almost three years at Allegro now and the Poznań office STILL has the worst coffee machine in the country. honestly should just file a ticket about it
Tomasz: ok big news lol. handed in my notice at Allegro back in March and today was day one at DocPlanner. new laptop, new badge, everyone is suspiciously nice, and the coffee is actually good
Q: Where is Tomasz working these days?
P: Which company did Tomasz work for before?

=== replacement | neighbourhood | Adaeze
Adaeze: Surulere traffic this morning was criminal. living here adds an hour to everything but the rent is sane so I can't complain too much
Adaeze: finally done with the move o! boxes everywhere but I'm officially a Lekki girl now. new place is 15 mins from the office and there's a suya spot right downstairs, dangerous
Q: Which part of Lagos does Adaeze live in now?
P: What area did Adaeze live in before the move?

=== replacement | partner | Mirela
Mirela: date night with Bogdan tonight, he's attempting sarmale for the first time. pray for us 😅
Mirela: so... Bogdan and I ended things back in spring, mutual, all fine. been seeing someone new for a couple of months, Radu, he's a sound engineer and the calmest human alive. my mum already adores him which is suspicious
Q: Who is Mirela going out with now?
P: Who was Mirela with before?

=== replacement | vehicle | Lena
Lena: took the old Polo in for its TÜV and it passed AGAIN. that car runs on stickers and spite. anyway how was your weekend
Lena: RIP Polo 🫡 traded it in on Saturday. I'm driving a used Kia Niro now, the hybrid, feels like a spaceship compared to the old thing. still can't find the cupholders
Q: What does Lena drive?
P: What was Lena's old car?

=== replacement | phone | Kofi
Kofi: for the delivery guy: my number is 024 431 8907. if he can't find the gate just call, the compound is confusing
Kofi: new SIM, new number: 055 946 0221. phone got snatched at Makola on Friday so the 024 one is dead, please don't use it anymore
Q: What's Kofi's phone number now?
P: What was Kofi's old number?

=== replacement | manager | Priyanka
Priyanka: another 1:1 with Deepak at 8am. he's honestly a great manager but who books meetings before coffee
Priyanka: the reorg finally landed. I'm on the payments team now and my new boss is Shreya, super sharp and, crucially, never books anything before ten. Deepak kept the growth team
Q: Who's Priyanka's manager now?
P: Who did Priyanka report to before the reorg?

=== replacement | gym | Jonas
Jonas: legs are dead lol. been going to the McFit on Schönhauser Allee four times a week since January and it's not getting easier
Jonas: cancelled McFit, it was always rammed after work. switched to Ostbloc, the bouldering place in Friedrichshain, and honestly I'm hooked. haven't touched a barbell in a month
Q: Where does Jonas work out these days?
P: Which gym was Jonas going to before?

=== replacement | dentist | Siobhán
Siobhán: dentist tomorrow, Dr Keane on Oliver Plunkett Street. been going to him since I was seven and he still gives me a sticker lol
Siobhán: so Dr Keane finally retired and I've moved to the Smile Studio out in Douglas, a Dr Farrelly. had the cleaning today and it didn't hurt at all?? witchcraft
Q: Who is Siobhán's dentist now?
P: Who was Siobhán's dentist before?

=== replacement | usual_order | Haruto
Haruto: lunch at Ichiran again. my order never changes: tonkotsu, extra firm noodles, extra egg. don't fix what isn't broken
Haruto: I've abandoned tonkotsu, way too heavy for a weekday, I kept falling asleep at my desk. these days I always get the yuzu shio ramen at Afuri instead. lighter and honestly better
Q: What does Haruto usually get for lunch now?
P: What was Haruto's usual ramen order before?

=== replacement | email | Beatriz
Beatriz: can you send the invoice to beatriz.lobo@sapo.pt? that's the address I actually check
Beatriz: heads up, I've stopped using the sapo address, it's 90% spam. everything goes to bia.lobo@proton.me from now on, please update it on your side
Q: What's Beatriz's email address these days?
P: Which email address did Beatriz use before?

=== replacement | course | Emeka
Emeka: Tuesdays and Thursdays I'm at the ICAN accounting classes in Yaba till 9, so don't plan anything those nights abeg
Emeka: quit the accounting classes, it just wasn't me. signed up for a UX design course with AltSchool instead, all online, way more my speed. first project is redesigning a bus ticket app lol
Q: What is Emeka studying now?
P: What course was Emeka doing before?

=== replacement | flatmate | Arash
Arash: my flatmate Kian has left his wok in the sink for four days. FOUR. I'm losing my mind
Arash: Kian moved out at last 🎉 the new flatmate is Dariush, a chemistry PhD student. labels his food, cleans the hob without being asked. I think I love him
Q: Who does Arash share a flat with now?
P: Who was Arash's flatmate before?

=== retraction | diet | Omar
Omar: no meat for me thanks, been vegetarian for like six years now. the halloumi wrap is fine
Omar: ok don't judge me but I'm not vegetarian anymore. had a lamb shawarma after the match a couple of weeks ago and that was it, the streak is over lol
Q: Is Omar still vegetarian?
P: What diet did Omar follow before?

=== retraction | intolerance | Ingrid
Ingrid: can't have anything with milk in it, I'm lactose intolerant. my stomach is a drama queen
Ingrid: plot twist: I'm NOT lactose intolerant. the breath test at Haukeland came back totally normal, it was stress all along. ice cream is back on the menu
Q: Does Ingrid have a lactose intolerance?
P: What intolerance did Ingrid think she had?

=== retraction | medication | Malik
Malik: started sertraline in March, 50mg. early days but I'm feeling a bit more like myself
Malik: quick update for the record, I'm off the sertraline now. tapered down with Dr Osei over the winter and I feel good. not on any meds at the moment
Q: Is Malik on any medication?
P: What medication was Malik taking before?

=== retraction | smoking | Dimitra
Dimitra: yes I still smoke, about half a pack a day, I know, I know, don't start
Dimitra: six weeks without a single cigarette today!! quit cold turkey after my dad's check-up scared me. not going back
Q: Does Dimitra smoke?
P: How much was Dimitra smoking before?

=== retraction | subscription | Gustavo
Gustavo: we're on the Spotify family plan, the kids would riot if I cancelled it
Gustavo: cancelled Spotify last week. we don't pay for any music streaming now, the kids just use YouTube and the car has a radio. nobody rioted, surprisingly
Q: Does Gustavo pay for a music streaming service?
P: Which music service did Gustavo have before?

=== retraction | engagement | Yasmin
Yasmin: Idris proposed on Christmas Eve!! we're ENGAGED. thinking next autumn for the wedding, nothing booked yet
Yasmin: the engagement's off. Idris and I split up in June. single now and honestly doing better than I thought I would, so no sad faces please
Q: Is Yasmin engaged?
P: Who was Yasmin engaged to?

=== retraction | car_ownership | Pieter
Pieter: had a long chat with the neighbour about the dike works, then sat in traffic for an hour. still driving the old Volvo estate to work, it's that or the Sprinter and the Sprinter is worse
Pieter: sold the Volvo! no car at all now. I cycle to the office or take the train, saving a fortune on petrol
Q: Does Pieter have a car?
P: What car did Pieter use to drive?

=== retraction | choir | Ffion
Ffion: choir practice tonight, Cardiff Bay Community Choir, we're learning Calon Lân for the eisteddfod and the altos are a mess
Ffion: I've left the choir. too much committee drama and I was dreading Tuesdays. not singing anywhere for now, just in the shower lol
Q: Is Ffion in a choir?
P: Which choir was Ffion in?

=== retraction | pet | Thandiwe
Thandiwe: Biscuit ate a whole sock today. my dog is a menace but he's my menace
Thandiwe: we had to put Biscuit down last month, he was 14. no pets in the house now and it's way too quiet
Q: Does Thandiwe have a dog?
P: What was Thandiwe's dog called?

=== retraction | language_learning | Mateus
Mateus: 200 day streak on Duolingo Japanese!! every morning on the bus, hiragana is finally sticking
Mateus: the Japanese streak is dead and I'm not even sad. gave up on it, I'm not learning any language right now, I needed my bus mornings back
Q: Is Mateus learning a language at the moment?
P: What language was Mateus learning?

=== correction | phone | Linh
Linh: in case you need me while I'm out, my number is 090 412 3377
Linh: oops, I gave you the wrong number the other week, 3377 is my mum's ending haha. mine is 090 412 3737. sorry!!
Q: What is Linh's phone number?
P: What number did Linh give first?

=== correction | allergy | Rafael
Rafael: for Saturday's dinner, I'm allergic to walnuts, so maybe skip them in the pesto
Rafael: correction on the dinner thing: it's cashews I'm allergic to, not walnuts. walnuts are totally fine, I always mix the two up, sorry
Q: What nut is Rafael allergic to?
P: What allergy did Rafael mention at first?

=== correction | birthday | Ayesha
Ayesha: my birthday's the 14th of March, so the party will probably be that weekend
Ayesha: wait, did I tell you the 14th for my birthday? it's the 4th of March. no idea where 14 came from, my brain is fried
Q: When is Ayesha's birthday?
P: What date did Ayesha first give for her birthday?

=== correction | address | Søren
Søren: for the package: Nørrebrogade 44, 3rd floor left, my name's on the buzzer
Søren: sorry, typo in my address before, it's Nørrebrogade 41, not 44. 44 is the bakery lol, they've been getting my stuff
Q: What is Søren's address?
P: What address did Søren give first?

=== correction | job_title | Chiamaka
Chiamaka: work is mad. being a senior analyst at Access Bank means every audit lands on my desk
Chiamaka: small correction to what I said before: I'm not a senior analyst, I'm still just an analyst. the promotion was talked about but nothing's official, so I shouldn't have said it. don't jinx it lol
Q: What is Chiamaka's job title?
P: What job title did Chiamaka claim before?

=== correction | gp | Wiremu
Wiremu: my GP is Dr Ngata at the Ponsonby clinic, she's great, actually listens
Wiremu: I had that wrong, Ngata is the nurse practitioner there, not my GP. my actual doctor is Dr Hēnare, same clinic. I only ever see Ngata for jabs haha
Q: Who is Wiremu's GP?
P: Who did Wiremu first say his GP was?

=== correction | schedule | Katarzyna
Katarzyna: Spanish class is Wednesdays at 7, so Wednesday drinks are out for me
Katarzyna: ugh I was wrong about Spanish, it's Thursdays at 7, not Wednesdays. Wednesday is yoga. so drinks are still out, sorry
Q: When is Katarzyna's Spanish class?
P: What day did Katarzyna originally say her Spanish class was?

=== correction | car_model | Bilal
Bilal: yeah I'll drive, I'm in the grey Corolla, I'll park by the mosque
Bilal: I keep calling it a Corolla but it's actually a Toyota Auris, just checked the logbook. same colour, same dent. my brother's been laughing at me for weeks
Q: What car does Bilal have?
P: What car did Bilal say he had at first?

=== correction | dose | Astrid
Astrid: for my notes: I take 75 micrograms of levothyroxine every morning, for the thyroid
Astrid: just looked at the box properly, it's 100 micrograms, not 75. I simply misremembered it, no idea why. please fix that in my notes
Q: What dose of levothyroxine does Astrid take?
P: What dose did Astrid mention before?

=== correction | email | Santiago
Santiago: my work email is santiago.r@tecnova.mx if you want to send the deck there
Santiago: I gave you my work email wrong, it's santiago.rios@tecnova.mx, full surname. the short one bounces, which is why you never heard back from me
Q: What's Santiago's work email?
P: What work email did Santiago give first?

=== third_party | employer | Marta
Marta: still at Deloitte, busy season is eating me alive. I basically live in the Lisbon office at this point
Inês: did you hear? my sister Marta finally quit Deloitte! she's at Farfetch now doing finance for them, and she sounds like a new person
Q: Where does Marta work now?
P: Where did Marta work before?

=== third_party | city | Kwabena
Efua: Kwabena's still in Kumasi. keeps promising he'll come and visit us in Accra and never shows up
Efua: update on Kwabena: he actually moved to Accra last month! got a place in East Legon near his cousin, so no more excuses
Q: Where does Kwabena live now?
P: Which city did Kwabena live in before?

=== third_party | partner | Noor
Noor: Hamza and I hit two years next week. still no idea how he puts up with me
Layla: my cousin Noor and Hamza broke up a while ago, she's with a guy called Zaid now, they met at my brother's wedding. maybe don't bring up Hamza around her lol
Q: Who is Noor seeing these days?
P: Who was Noor's boyfriend before?

=== third_party | phone | Bongani
Bongani: you can get me on 082 555 0193. I don't do WhatsApp, just phone
Lerato: my dad Bongani got a new phone, his number is 071 884 2260 now and the old 082 one is disconnected. he still refuses WhatsApp, don't bother
Q: What is Bongani's phone number?
P: What number did Bongani have before?

=== third_party | school | Amara
Chinedu: Amara is at St Mary's primary and she adores her teacher, it's all "Mrs Bello said" at dinner
Chinedu: we moved Amara to Greenfield Academy this term. smaller classes, shorter school run. she cried the first day but she's settling in fine now
Q: Which school does Amara go to now?
P: What school was Amara at before?

=== third_party | pet | Felipe
Felipe: my cat Pancho sleeps on my keyboard every morning, zero respect for deadlines
Camila: Felipe's cat Pancho went to live with his mum in Valparaíso, she spoils him rotten. Felipe adopted a retired greyhound instead, Tormenta, laziest dog alive
Q: What pet does Felipe have now?
P: What pet did Felipe have before?

=== third_party | manager | Raj
Raj: Vikram signed off my leave without any fuss, honestly he's a good manager
Anjali: so Vikram left last week and Raj reports to Meera now. poor guy, she wants everything in a spreadsheet
Q: Who is Raj's boss now?
P: Who was Raj's manager before?

=== third_party | vehicle | Oksana
Oksana: my little Skoda Fabia is the best car I've ever owned, 200k km and not a single problem
Taras: Oksana finally upgraded, she's driving a Tesla Model 3 now. the Fabia went to her nephew in Lviv, he's thrilled
Q: What car does Oksana drive?
P: What did Oksana drive before?

=== third_party | sport | Wei
Wei: badminton at the Jurong East sports hall every Sunday, best part of my week
Xiaoling: Wei had to give up badminton after the knee thing. physio put him in the pool, he swims at Clementi now three mornings a week and complains about the chlorine constantly
Q: What sport does Wei do these days?
P: What sport did Wei play before?

=== third_party | diet | Esra
Esra: I'm vegan, so for the picnic just bring hummus or whatever for me
Deniz: fyi Esra isn't vegan anymore, she eats fish and eggs again. said the vegan thing left her exhausted all the time. still off red meat though
Q: Is Esra vegan?
P: What diet was Esra on before?

=== far_apart | city | Anneliese
Anneliese: snow again in Innsbruck, the Nordkette looks unreal from my balcony. perks of living here I guess
Anneliese: first week in Graz done! the new flat's near Lend, way milder than Innsbruck, and I can walk to the new job. still unpacking kitchen stuff though
Q: Where does Anneliese live?
P: Where did Anneliese live before?

=== far_apart | role | Kenji
Kenji: back-to-back shifts as a line cook at the izakaya in Shibuya, my forearms are all burns lol
Kenji: got it!! I'm sous chef now at a French bistro in Ebisu. left the izakaya last month and I still can't believe they trust me with the ordering
Q: What's Kenji's job now?
P: What was Kenji's job before?

=== far_apart | broadband | Hamid
Hamid: internet's down AGAIN. we're with BT and I swear they just reset the router from space and call it fixed
Hamid: switched our broadband to Virgin Media, done with BT forever. install was Tuesday and the speed test is 10x what we had. the kids think I'm a hero
Q: Who is Hamid's internet provider?
P: Which provider did Hamid have before?

=== far_apart | bank | Nokuthula
Nokuthula: FNB charged me R45 for... something? banked with them since varsity and I still don't understand the fees
Nokuthula: moved everything to Capitec last week, salary, debit orders, the lot. closed the FNB account for good. the fees I'm saving pay for my coffee now
Q: Which bank does Nokuthula use?
P: Which bank was Nokuthula with before?

=== far_apart | instrument | Ilse
Ilse: cello rehearsal tonight with the student orchestra in Utrecht, we're doing Dvořák and my bow arm is already crying
Ilse: sold the cello to a kid from the conservatory. I play bass guitar now, in a tiny garage band called Zure Melk. it's loud and I love it
Q: What instrument does Ilse play?
P: What instrument did Ilse play before?

=== far_apart | relationship_status | Diego
Diego: single and thriving lol. my mom keeps asking when I'm bringing someone to Sunday lunch, the answer is never
Diego: so yeah, Ximena and I got married on Saturday!! tiny ceremony in Oaxaca, just family. I'm a husband now, weird to type
Q: Is Diego married?
P: What was Diego's relationship status before?

=== far_apart | barber | Tariq
Tariq: fresh cut from Sami at Fade Street, man's a genius, been going to him for five years
Tariq: found a new barber, Jules at Blade & Co near Ancoats. Sami moved to Dubai so I had no choice, but Jules is honestly just as good
Q: Who cuts Tariq's hair now?
P: Who was Tariq's barber before?

=== far_apart | shift | Valentina
Valentina: night shift again on the cardiology ward. 8pm to 8am, I've forgotten what the sun looks like
Valentina: I'm on day shifts now! 7am to 7:30pm, finally sleeping when normal people do. the ward manager approved the switch in January
Q: What shifts does Valentina work?
P: What shifts did Valentina work before?
"""
