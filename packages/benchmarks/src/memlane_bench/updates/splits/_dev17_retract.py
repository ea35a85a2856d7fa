"""dev17 retractions x01-x09: something stops being true and nothing takes its place."""

from __future__ import annotations

from ._dev17_build import FILL, NOW, WAS, A, Chat, U, chat


def cases() -> list[Chat]:
    return [
        chat("x01", "choir", "retraction", user="Nazli", bot="Favero", rows=[
            (U, "Merhaba, I'm Nazli. I sing alto in the city choir, the rehearsals are on Monday evenings, is my favourite time of the week.", 0, WAS),
            (A, "Merhaba, Nazli. Alto is a lovely part to sing.", 0),
            (FILL, 3, 2, 30),
            (U, "I left the choir, after the throat operation my voice is not the same, the doctor says maybe one year, so my Mondays are empty now.", 42, NOW),
            (A, "I'm sorry — I hope your voice comes back fully.", 42),
            (FILL, 2, 44, 56),
        ], question="I want to sign up for an evening class on Mondays, do I have anything fixed on that evening?",
           past="What did Nazli do on Monday evenings before?"),
        chat("x02", "pet", "retraction", user="Ferenc", bot="Ramilo", rows=[
            (U, "Szervusz, I am Ferenc, retired railway man. I am having a cat, Pitypang, seventeen years old, she is sleeping on my newspapers.", 0, WAS),
            (A, "Szervusz, Ferenc. Seventeen is a grand age for a cat.", 0),
            (FILL, 3, 2, 30),
            (U, "Pitypang died last Tuesday in her sleep, the flat is very quiet now, I still put out the bowl in the morning from habit.", 41, NOW),
            (A, "I'm so sorry, Ferenc. Seventeen years is a long friendship.", 41),
            (FILL, 2, 45, 60),
        ], question="The home insurance form asks if there are animals living in the household, what should I tick?",
           past="What pet did Ferenc have?"),
        chat("x03", "volunteer role", "retraction", user="Wanjiku", bot="Dutura", rows=[
            (U, "Hi, I am Wanjiku. On Saturdays I volunteer at the food bank, sorting the donations and packing the boxes.", 0, WAS),
            (A, "Hi Wanjiku, that's generous of you.", 0),
            (FILL, 3, 2, 30),
            (U, "Update from my side: my new job started well, the office is far but the colleagues are friendly, the only problem is the Saturday shifts, so I stopped at the food bank, I told the coordinator already, she was sad, and my brother is getting married in December so we are all busy with the preparations.", 46, NOW),
            (A, "Lots happening — congratulations to your brother, and good luck with the job.", 46),
            (FILL, 2, 48, 60),
        ], question="The scholarship application has a section for my current voluntary work, what should I write there?",
           past="Where did Wanjiku volunteer before?"),
        chat("x04", "club", "retraction", user="Slawomir", bot="Bokeli", rows=[
            (U, "Dzien dobry, I am Slawomir. I am member of the chess club in the library, we are playing every Thursday, I am the oldest there.", 0, WAS),
            (A, "Dzien dobry, Slawomir. Chess keeps the mind sharp.", 0),
            (FILL, 3, 2, 30),
            (U, "I cancelled my membership in the chess club, the new chairman is making politics of everything and I have no patience anymore for this.", 45, NOW),
            (A, "Sorry it turned sour. Your Thursdays are your own again.", 45),
            (FILL, 2, 47, 60),
        ], question="The bank form asks which clubs or associations I am a member of, what should I write?",
           past="Which club was Slawomir a member of before?"),
        chat("x05", "medication", "retraction", user="Nicoleta", bot="Dakare", rows=[
            (U, "Buna, I am Nicoleta. Every morning I take the pills for blood pressure, one small white tablet, together with the coffee.", 0, WAS),
            (A, "Buna, Nicoleta. Noted.", 0),
            (FILL, 3, 2, 34),
            (U, "Good news, the doctor stopped my blood pressure pills, the numbers are good since I am walking every day, no more tablets for me.", 48, NOW),
            (A, "Excellent news — the walking paid off.", 48),
            (FILL, 2, 50, 62),
        ], question="I'm packing for my holiday in Greece, do I need to take any medicine with me?",
           past="What medication was Nicoleta taking before?"),
        chat("x06", "sport", "retraction", user="Kiptoo", bot="Zasuno", rows=[
            (U, "Jambo, I am Kiptoo. I play handball in the amateur league, the training is on Wednesday and the matches on Saturday.", 0, WAS),
            (A, "Jambo, Kiptoo. Handball is intense!", 0),
            (FILL, 3, 2, 30),
            (U, "I stopped with the handball, the knee can't anymore, the physio said enough, so no more training for me.", 43, NOW),
            (A, "Sorry about the knee. Look after it.", 43),
            (FILL, 2, 45, 58),
        ], question="The health insurance wants to know if I do any sport regularly, what do I answer?",
           past="Which sport did Kiptoo play before?"),
        chat("x07", "church", "retraction", user="Mircea", bot="Vutari", rows=[
            (U, "Buna ziua, I am Mircea. On Sundays we are going with the family to the Orthodox church in the town centre, after we eat at my mother.", 0, WAS),
            (A, "Buna ziua, Mircea. Sunday lunch at your mother's sounds lovely.", 0),
            (FILL, 3, 2, 30),
            (U, "We are not going to the church anymore since some months, the priest changed and is not the same feeling, we stay home now on Sundays.", 44, NOW),
            (A, "Understood — quieter Sundays, then.", 44),
            (FILL, 2, 46, 60),
        ], question="Friends invite me for a hike on Sunday morning, is there something fixed on my Sunday mornings?",
           past="Where did Mircea go on Sundays before?"),
        chat("x08", "band", "retraction", user="Yaretzi", bot="Vuleni", rows=[
            (U, "Hola, I am Yaretzi. I play bass in a band, Los Colibries Electricos, we are playing in bars on Fridays, mostly cumbia.", 0, WAS),
            (A, "Hola, Yaretzi. Cumbia on bass sounds like fun.", 0),
            (FILL, 3, 2, 30),
            (U, "The band is finished, we split in March, everybody was too busy with the jobs and the babies, my bass is sleeping in the corner now.", 44, NOW),
            (A, "Sad to hear. Maybe the bass will wake up one day.", 44),
            (FILL, 2, 46, 60),
        ], question="My cousin needs musicians for her wedding, am I playing in any band I could offer her?",
           past="Which band did Yaretzi play in before?"),
        chat("x09", "drink", "retraction", user="Levent", bot="Lekai", rows=[
            (U, "Selam, Levent here. I drink like four coffees per day, without coffee I am a zombie.", 0, WAS),
            (A, "Selam, Levent. Four a day is a solid habit.", 0),
            (FILL, 3, 2, 26),
            (U, "I quit the coffee completely, three weeks now, the first days I had a headache but now I sleep like a baby.", 39, NOW),
            (A, "Well done getting through the headaches.", 39),
            (FILL, 2, 41, 54),
        ], question="For the meeting tomorrow the secretary asks if she should make an espresso for me as well, what do I answer?",
           past="How much coffee did Levent drink before?"),
    ]  # fmt: skip
