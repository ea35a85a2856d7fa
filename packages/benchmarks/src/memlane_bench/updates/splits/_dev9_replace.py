"""dev9 replacements (18): the person's own state moves from one value to another.

Registers: diary written days later, status update, meeting minutes, text messages, non-native
English, explicit dates, a change stated only as a consequence, code-switching (Spanish), and
new statements that do not repeat the relation word of the old one.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

K = "replacement"

# fmt: off
CASES: list[Case] = [
    case("rep01", "job", K, "Saoirse", "What does Saoirse do for a living these days?", [
        (0, "Saoirse", "I teach Year 4 at Brindle Primary, twenty-eight kids and one very loud class hamster.", OTH),
        (9, "Saoirse", "Parents' evening ran until eight, my voice is completely gone."),
        (23, "Saoirse", "My brother Donnacha keeps saying my sourdough is 'wasted on the staff room'."),
        (61, "Saoirse", "Diary, Sunday night, writing this a few days late because the week was a blur of flour. Handing in my notice at Brindle was the best decision I've made — the bakery's doing great, we sold out by ten on both Thursday and Friday.", CUR),
        (64, "Saoirse", "Note for Monday: order more rye and get the card reader at the shop fixed."),
    ], past="Where did Saoirse work before?"),
    case("rep02", "role", K, "Kwabena", "What's Kwabena's current job title?", [
        (0, "Kwabena", "I'm a senior account manager at Tallowby, mostly looking after the retail clients.", OTH),
        (12, "Kwabena", "Tallowby's summer party is on a boat this year, which worries me a little."),
        (30, "Kwabena", "Performance reviews next week. Fingers crossed."),
        (47, "Kwabena", "Update: the promotion came through — as of Monday I'm Head of Partnerships at Tallowby, with a team of six.", CUR),
    ], past="What was Kwabena's title before the promotion?"),
    case("rep03", "manager", K, "Ilse", "Who does Ilse report to these days?", [
        (0, "Ilse", "My line manager is Marek Havlin, he runs the whole ops side.", OTH),
        (14, "Teodora", "Minutes, ops sync 14 Feb. Present: Ilse, Marek, Oona, Teodora (notes). 1) Warehouse audit moved to March. 2) Ilse to draft the returns policy."),
        (40, "Ilse", "Returns policy draft is with legal, finally."),
        (58, "Teodora", "Minutes, ops sync 28 Mar. Present: Ilse, Oona, Teodora (notes); Marek sent apologies. 1) Re-org confirmed: Marek moves to the Zurich office and Ilse's line goes to Oona from 1 April. 2) Audit closed, no findings.", CUR),
    ], past="Who was Ilse's manager before the re-org?"),
    case("rep04", "residence", K, "Callum", "Which city is Callum living in now?", [
        (0, "Callum", "still in dundee, same flat by the uni, heating still broken lol", OTH),
        (6, "Callum", "ugh landlord says tmrw for the boiler guy. again"),
        (33, "Callum", "packing boxes rn, my whole life is parcel tape"),
        (41, "Callum", "moved in2 the new place in Leith finally!! bye bye dundee, hello edinburgh rent 😭", CUR),
        (42, "Callum", "the kettle's still in a box somewhere, living on juice"),
    ], past="Where did Callum live before?"),
    case("rep05", "address", K, "Anahit", "Who is Anahit's landlord now?", [
        (0, "Anahit", "My landlord is Mr. Petrosyan, he is very kind man, he lives on first floor of our building on Voskan street.", OTH),
        (15, "Anahit", "Yesterday he bring us apricots from his garden, I make jam from them."),
        (50, "Anahit", "The building is selling, everybody talking about it on the stairs."),
        (78, "Anahit", "Since September we pay the rent to agency Domovik, because Mr. Petrosyan sold the building to them. The agency is not so kind, they answer the phone never.", CUR),
    ], past="Who was Anahit's landlord before?"),
    case("rep06", "contact", K, "Yusra", "Remind me of Yusra's number.", [
        (0, "Yusra", "My mobile is 07700 900118 if you need to text me about the allotment.", OTH),
        (8, "Yusra", "The allotment committee wants everyone's numbers on one sheet, so keep it handy."),
        (35, "Yusra", "From 1 March my number is 07700 900412 — I've gone to a different network and couldn't port the old one, so 900118 goes dead at the end of February.", CUR),
        (35, "Yusra's assistant", "Noted. Do you want me to update the allotment sheet as well?"),
        (36, "Yusra", "Yes please, and tell the committee."),
    ], past="What was Yusra's old mobile number?"),
    case("rep07", "vehicle", K, "Bongani", "What car is Bongani driving?", [
        (0, "Bongani", "I drive a silver Corolla estate, older than my kids but it never dies.", OTH),
        (10, "Bongani", "School run chaos this morning, the gate was locked and nobody had a key."),
        (44, "Bongani", "Sold the Toyota to my nephew Sizwe last month. The little electric Zoe is so much easier to park, and charging at the office is free.", CUR),
    ], past="What did Bongani drive before?"),
    case("rep08", "pet", K, "Hiroko", "What pet does Hiroko have now?", [
        (0, "Hiroko", "We have a rabbit called Clover, she lives in a hutch on the balcony.", OTH),
        (20, "Hiroko", "Clover chewed through the phone charger again."),
        (48, "Hiroko", "The building management sent a letter about balconies, very strict."),
        (70, "Hiroko", "Hard news: the building banned hutches, so Clover went to my cousin's farm in Nagano. The shelter matched us with a retired greyhound instead — Pilot, very gentle, sleeps twenty hours a day.", CUR),
    ], past="What pet did Hiroko have before?"),
    case("rep09", "relationship", K, "Valentina", "Who is Valentina dating?", [
        (0, "Valentina", "Mi novio Tomás is coming to the wedding with me, he already bought the tie jaja", OTH),
        (18, "Valentina", "La boda was beautiful, I cried during the vows like a baby."),
        (55, "Valentina", "Bueno, noticias: ya no estoy con Tomás, we ended it en buenos términos. Y ahora I'm seeing Ignacio, from my salsa class — es un amor.", CUR),
    ], past="Who was Valentina's boyfriend before?"),
    case("rep10", "school", K, "Dmitri", "What course is Dmitri taking at Harwick?", [
        (0, "Dmitri", "I enrolled in the evening bookkeeping course at Harwick College, Tuesdays and Thursdays.", OTH),
        (14, "Dmitri", "Homework this week: reconcile a fake bakery's accounts. Thrilling."),
        (40, "Dmitri", "Switched over to the data analysis certificate at Harwick — bookkeeping just wasn't for me, and the Python bits are actually fun.", CUR),
        (40, "Dmitri's assistant", "Noted. Should I move your study reminder to the new class times?"),
        (41, "Dmitri", "Yes please, it's Wednesday evenings."),
    ], past="Which course did Dmitri start on at Harwick?"),
    case("rep11", "diet", K, "Aroha", "What's Aroha's diet these days?", [
        (0, "Aroha", "I'm vegetarian, have been since uni — eggs and cheese are fine though.", OTH),
        (25, "Aroha", "Made a huge pot of pumpkin soup for the week."),
        (62, "Aroha", "Fully vegan since January. No more cheese, which hurt more than I expected, but oat milk in coffee is fine.", CUR),
    ], past="What diet did Aroha follow before?"),
    case("rep12", "medication", K, "Nkechi", "What dose of sertraline is Nkechi on?", [
        (0, "Nkechi", "Dr Amadi put me on sertraline, 50mg every morning.", OTH),
        (21, "Nkechi", "Sleep's a bit better this week, I think."),
        (49, "Nkechi", "Review appointment today. Upped to 100mg from tomorrow, same time in the morning.", CUR),
        (49, "Nkechi's assistant", "I've moved your pharmacy reminder to the new prescription date."),
    ], past="What dose of sertraline did Nkechi start on?"),
    case("rep13", "clinic", K, "Gareth", "Who is Gareth's doctor now?", [
        (0, "Gareth", "My GP is Dr Halloran at Ashby Surgery, been with him since I was a teenager.", OTH),
        (30, "Gareth", "The move to Kettering is done, boxes everywhere."),
        (60, "Gareth", "Ashby wouldn't keep me on once I was out of their catchment, so I'm registered at the Fenwick Road practice now — first appointment with Dr Oyelaran on Thursday.", CUR),
    ], past="Who was Gareth's GP before?"),
    case("rep14", "provider", K, "Priyanka", "Which company supplies Priyanka's electricity?", [
        (0, "Priyanka", "Our electricity's with Brightwell Energy, direct debit on the 3rd.", OTH),
        (12, "Priyanka", "The smart meter display thinks we boil the kettle forty times a day."),
        (52, "Priyanka", "Brightwell put the tariff up again, so I switched the electric to Nettle Power — the switch completed on the 12th.", CUR),
    ], past="Who was Priyanka's electricity with before?"),
    case("rep15", "gym", K, "Emeka", "What club is Emeka in these days?", [
        (0, "Emeka", "I swim with the Calder Otters masters club, Monday and Wednesday evenings.", OTH),
        (20, "Emeka", "Got a PB in the 400 free, 5:41!"),
        (66, "Emeka", "Left the Otters after the pool shut for repairs. I row with Weir Street Boat Club now — 6am outings on the river, brutal but I love it.", CUR),
    ], past="Which club was Emeka in before?"),
    case("rep16", "hobby", K, "Linnea", "What instrument does Linnea play?", [
        (0, "Linnea", "Trying to learn the cello, my teacher says my bow arm is 'enthusiastic'.", OTH),
        (15, "Linnea", "Practised scales for an hour, the neighbours were polite about it."),
        (70, "Linnea", "Traded the cello in at Sandvik Music for a bass guitar — I'm joining a friend's garage band, we're called Low Tide Radio.", CUR),
    ], past="What instrument was Linnea learning before?"),
    case("rep17", "commute", K, "Rhys", "How does Rhys get to work?", [
        (0, "Rhys", "I drive to Halton every day, forty minutes each way on the A56 if I'm lucky.", OTH),
        (12, "Rhys", "Applied for the transfer to the Stockport depot, fingers crossed."),
        (45, "Rhys", "I don't need to drive to Halton anymore since the transfer went through — it's a ten-minute bike ride to Stockport and the car just sits on the drive.", CUR),
    ], past="How did Rhys commute before the transfer?"),
    case("rep18", "subscription", K, "Mai", "Which Streamly plan is Mai on?", [
        (0, "Mai", "I'm on the Basic plan at Streamly, just me, ads and all.", OTH),
        (20, "Mai", "Binged a whole crime series in one weekend, no regrets."),
        (50, "Mai", "upgraded to Premium Family on streamly bc my sister kept borrowing my login lol, no ads now", CUR),
    ], past="What Streamly plan did Mai have before?"),
]
# fmt: on
