"""dev11 retractions: something that was true stops being true and nothing takes its place (a
pet dies, a smoker quits, a car is sold, a diagnosis is ruled out, a membership, an engagement,
physiotherapy and a weekend job end). The question asks whether it still holds."""

from __future__ import annotations

from ..schema import Scenario
from ._dev11_build import make


def scenarios() -> list[Scenario]:
    return [
        make(
            "pet-gone-diary", "pet", "retraction", "Hajnalka",
            """
            Hajnalka @0 | Diary. Pudding, my ginger cat, eleven this year, slept on the radiator all evening and snored. [oth]
            Hajnalka @60 | Diary. Long day. The neighbours' scaffolding is finally coming down.
            Hajnalka @140 | Diary. Buried Pudding under the apple tree this morning. The flat is very quiet. No more cats for a while, I think; I'm not ready. [cur]
            """,
            "Does Hajnalka have a pet at the moment?",
            "What pet did Hajnalka have?",
        ),
        make(
            "smoking-quit-babis", "habit", "retraction", "Haralampos",
            """
            Haralampos @0 | I'm on about ten cigarettes a day, trying not to think about it. [oth]
            Ilias @0 | Babis, mate, your lungs
            Haralampos @180 | Six months smoke-free today. Haven't touched a cigarette since the spring, not even at the wedding. [cur]
            Ilias @180 | proud of you Babis
            """,
            "Does Haralampos smoke?",
            "How much did Haralampos smoke before?",
        ),
        make(
            "car-sold-carfree", "car", "retraction", "Chinwendu",
            """
            Chinwendu @0 | I drive to the depot in my old Proton Wira estate, it's older than my nephew. [oth]
            Nnamdi @0 | that Proton will outlive us all
            Chinwendu @80 | It didn't! Sold the Proton last month. I'm car-free now, bus and bike, and loving it. [cur]
            """,
            "Does Chinwendu still have a car?",
            "What car did Chinwendu have?",
        ),
        make(
            "gluten-cleared-log", "diet", "retraction", "Obiageli",
            """
            Obiageli @0 | Food log note: strictly gluten-free for now, suspected coeliac, so no bread, pasta or beer. [oth]
            Ginikanwa @1 | that sounds rough, shout if you want recipes
            Obiageli @60 | Food log note: biopsy came back clear, I'm not coeliac after all. No more gluten-free diet, had toast this morning and it was glorious. [cur]
            """,
            "Does Obiageli avoid gluten?",
            "What was Obiageli's diet while she was waiting for the biopsy?",
        ),
        make(
            "gym-cancel-terse", "gym", "retraction", "Souta",
            """
            Souta @0 | I've got an off-peak membership at Plinth Fitness, mostly for the pool. [oth]
            Pimlet @60 | Do you want me to keep reminding you about classes at Plinth Fitness?
            Souta @60 | no. cancelled the membership last week. no gym for now [cur]
            Pimlet @60 | Understood, reminders stopped.
            """,
            "Is Souta a member of a gym?",
            "Which gym was Souta a member of?",
        ),
        make(
            "engaged-off-update", "partner", "retraction", "Mojisola",
            """
            Mojisola @0 | We're engaged!! Tamati proposed at the lighthouse on Saturday and I cried the whole way home. [oth]
            Ekundayo @0 | AAAH congratulations!!
            Mojisola @200 | A harder update: Tamati and I called off the engagement in June and we're not together any more. I'm okay, honestly, just single for now. [cur]
            Ekundayo @200 | sending love, call me anytime
            """,
            "Is Mojisola engaged?",
            "Who was Mojisola engaged to?",
        ),
        make(
            "physio-signed-off", "physio", "retraction", "Athelstan",
            """
            Athelstan @0 | Voice note. I see Gethwen the physio every Thursday at eight for the shoulder, so don't book anything Thursday mornings. [oth]
            Jubal @0 | Thursday mornings blocked out.
            Athelstan @70 | Voice note, good news, physio signed me off today, shoulder's fully healed. No more Thursday sessions, so Thursdays are free again. [cur]
            Jubal @70 | Great news, unblocking Thursdays.
            """,
            "Is Athelstan still seeing a physiotherapist?",
            "When did Athelstan used to see his physio?",
        ),
        make(
            "sidejob-quit-bakery", "side_job", "retraction", "Temitope",
            """
            Temitope @0 | On top of the office job I do Saturday shifts at Crumbwell Bakery, 6 till noon. [oth]
            Bamidele @0 | respect, I can't even wake up at 6
            Temitope @50 | Packed in the Saturday bakery shifts. Just the office job now, weekends are mine again. [cur]
            Bamidele @50 | finally! brunch then
            """,
            "Does Temitope still have a weekend job?",
            "Where did Temitope work on Saturdays?",
        ),
    ]  # fmt: skip
