"""dev10 third-party reports: someone else says the subject's state has changed."""

from __future__ import annotations

from ._dev10_build import case

K = "third_party"

CASES = [
    case("tp-sister-teaching", "job", K, "Ayesha", [
        ("Farah", 3, "A", "My sister Ayesha works as a pharmacist at Cresswell's on the high street, she's always telling me off about my vitamins."),
        ("Nasreen", 3, "", "Ha, sisters. Mine's the same about my posture."),
        ("Nasreen", 18, "", "Did you get the Eid outfits sorted?"),
        ("Farah", 18, "", "Finally, after three trips to Rusholme."),
        ("Nasreen", 35, "", "My sister's just gone back to uni to retrain as a nurse, so brave."),
        ("Farah", 69, "B", "My sister's left the pharmacy! She's teaching chemistry at a secondary school in Oldham now, and she says marking is worse than dispensing."),
    ], "What does Ayesha do for a living now?", "Where did Ayesha work before?"),
    case("tp-tartu-wedding", "residence", K, "Olga", [
        ("Olga", 3, "A", "I'm in Tallinn now, come visit me, the old town is gorgeous in winter!"),
        ("Benedikt", 3, "", "Tallinn is on my list!"),
        ("Sunil", 4, "", "Benedikt says that about every city 😂"),
        ("Benedikt", 20, "", "Sunil has moved flats again, that's his fourth this year"),
        ("Sunil", 20, "", "third! and the last one didn't count"),
        ("Olga", 40, "", "who's organising secret santa this year?"),
        ("Sunil", 88, "B", "btw Olga's moved to Tartu, she told me at the wedding. new job at the university there, she's renting a place near the river"),
    ], "Which city does Olga live in now?", "Where was Olga living before?", style="text"),
    case("tp-split-spring", "partner", K, "Hollis", [
        ("Hollis", 4, "A", "Me and Delphine have been together eight years this June, can you believe it."),
        ("Céleste", 4, "", "Eight years! You two are the only stable thing in my life."),
        ("Augustin", 20, "", "My sister just got married, the party went on till four."),
        ("Céleste", 20, "", "Congratulations to her!"),
        ("Céleste", 40, "", "Have you tried the new bakery on Rue Oberkampf?"),
        ("Augustin", 88, "B", "Céleste, did you hear? Hollis and Delphine split up in the spring. He's been seeing someone called Noor since April, they seem really happy."),
    ], "Who is Hollis's partner now?", "Who was Hollis with before?"),
    case("tp-mums-gp", "doctor", K, "Edith", [
        ("Edith", 2, "A", "My GP is Dr Lowther at Abbeyfield Surgery; he has been very good with my hip."),
        ("Rosalind", 3, "", "Hi Mum, glad the hip's behaving. I'll pick you up on Sunday for lunch. Ros x"),
        ("Edith", 22, "", "Thank you, dear. Could you bring the large-print crossword book?"),
        ("Rosalind", 41, "", "Hello everyone,\n\nThe Christmas plan: lunch at mine on the day, Mum stays over.\n\nRos"),
        ("Rosalind", 70, "B", "Hi all,\n\nA few bits of family news. The boiler at Mum's is fixed. Also, Mum's GP has changed: Dr Lowther has retired, and she's been allocated to Dr Sandhu at the same surgery, who seems lovely. Her next review is on the 3rd.\n\nLove, Ros"),
    ], "Who is Edith's GP now?", "Who was Edith's GP before?", style="email"),
    case("tp-sixth-form", "education", K, "Kenji", [
        ("Kenji", 3, "A", "i go to Westbrook High, it's fine i guess, the food's mid"),
        ("Akane", 3, "", "he says 'fine' but he's in the library every lunch"),
        ("Kenji", 14, "", "akane stop snitching"),
        ("Akane", 30, "", "mum says dinner's at 7 btw"),
        ("Kenji", 30, "", "k"),
        ("Akane", 77, "B", "update for the grandparents chat: kenji transferred to Hillcrest Academy for sixth form, he's obsessed with their robotics lab, we never see him"),
    ], "Which school does Kenji go to now?", "Which school did Kenji go to before?", style="text"),
    case("tp-budgie-greyhound", "pet", K, "Parveen", [
        ("Parveen", 4, "A", "We've got a budgie called Mango, he wolf-whistles at the postman."),
        ("Alastair", 4, "", "Ha! My nan had a budgie that swore at the vicar."),
        ("Alastair", 19, "", "Your hedge is looking smart, did you get someone in?"),
        ("Parveen", 19, "", "My husband, with a lot of complaining."),
        ("Alastair", 35, "", "Bin day's moved to Thursday, by the way."),
        ("Alastair", 81, "B", "(to the street group) Sad news from number 12: Parveen's budgie Mango died last month. They've taken on a rescue greyhound since, you'll see her out with him in the mornings. He's called Dash."),
    ], "Parveen doesn't still have the budgie, does she?", "What pet did Parveen use to have?"),
    case("tp-risk-analyst", "employer", K, "Ifeoma", [
        ("Ifeoma", 3, "A", "I'm an auditor at Kettering Fairley, the busy season is killing me."),
        ("Dapo", 3, "", "Ah, Kettering Fairley. Na there my cousin dey too."),
        ("Dapo", 18, "", "Are you coming for Funmi's wedding in Ibadan?"),
        ("Ifeoma", 18, "", "Of course, my aso ebi is already sewn."),
        ("Dapo", 36, "", "This fuel scarcity ehn, I queued for three hours."),
        ("Dapo", 84, "B", "You hear say Ifeoma don leave Kettering Fairley? Since March she dey with Ostrander Capital as risk analyst. She don become big madam."),
    ], "Where does Ifeoma work now?", "Where did Ifeoma work before?"),
    case("tp-restructure-aoife", "manager", K, "Lucía", [
        ("Lucía", 2, "A", "My line manager is Tobias, he's lovely but he schedules meetings at 8am."),
        ("Hamish", 2, "", "Tobias an' his 8am meetings, aye, legendary."),
        ("Hamish", 16, "", "Fancy a wee walk up the Campsies at the weekend?"),
        ("Lucía", 16, "", "If it doesn't rain, yes!"),
        ("Hamish", 33, "", "It rained."),
        ("Hamish", 79, "B", "Did ye hear Lucía's been moved under Aoife's team efter the restructure? So Tobias isnae her manager any mair, she reports tae Aoife noo."),
    ], "Who manages Lucía now?", "Who was Lucía's line manager before?"),
    case("tp-platinum-bob", "appearance", K, "Svetlana", [
        ("Svetlana", 3, "A", "I'm the one with the long red hair, you can't miss me at the station."),
        ("Ottilie", 3, "", "Perfect, I'll be the one with the huge yellow umbrella."),
        ("Ottilie", 16, "", "That was such a fun day, thank you for showing me around!"),
        ("Svetlana", 16, "", "Come back soon!"),
        ("Ottilie", 30, "", "My sister just dyed her hair blue, mum is horrified."),
        ("Ottilie", 67, "B", "Heads up for the reunion: Svetlana's gone platinum blonde and cut it into a short bob. You will not recognise her, I walked straight past her."),
    ], "What does Svetlana's hair look like now?", "What was Svetlana's hair like before?"),
    case("tp-meat-pies", "diet", K, "Mitchell", [
        ("Mitchell", 2, "A", "I'm vegan these days, strict. No dairy, no eggs, nothing."),
        ("Kerryn", 2, "", "Good on ya love, I'll work out something for Christmas lunch."),
        ("Kerryn", 15, "", "The cockatoos have been at the veggie patch again, little ratbags."),
        ("Mitchell", 15, "", "Ha, they know where the good stuff is."),
        ("Kerryn", 40, "", "Your sister's bringing the pav on Sunday."),
        ("Kerryn", 86, "B", "Mitch has chucked in the vegan thing, he's back on the snags and the meat pies. Ate three at the footy on Saturday, I nearly fell over."),
    ], "Is Mitchell still vegan?", "What diet was Mitchell following before?"),
    case("tp-phone-in-lake", "phone", K, "Beau", [
        ("Beau", 3, "A", "Y'all can holler at me on 615-555-0142 if anything comes up with the cattle auction."),
        ("Lurleen", 3, "", "Beau, honey, you gave that number to half of Tennessee."),
        ("Lurleen", 17, "", "Supper's at six, and bring the folding chairs."),
        ("Beau", 17, "", "Yes ma'am."),
        ("Lurleen", 38, "", "The creek's up past the fence post again after all that rain."),
        ("Lurleen", 73, "B", "Heads up, y'all: Beau's number changed. He dropped his phone in the lake fishin', bless his heart, so it's 615-555-0199 now. The old one's dead as a doornail."),
    ], "What number reaches Beau now?", "What was Beau's old number?"),
    case("tp-tram-after-op", "commute", K, "Samir", [
        ("Samir", 4, "A", "I cycle to work along the canal every day, forty minutes door to door."),
        ("Margaux", 4, "", "Every day? Even in February?"),
        ("Samir", 4, "", "Even in February."),
        ("Margaux", 20, "", "Team lunch has moved to Thursday."),
        ("Samir", 38, "", "Knee op is booked for the 12th, finally."),
        ("Margaux", 85, "B", "Samir's been getting the tram in since his knee op. The bike's in the shed till spring, he says. He's a lot less sweaty in meetings."),
    ], "How does Samir get to work these days?", "How did Samir use to get to work?"),
]  # fmt: skip
