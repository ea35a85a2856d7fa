"""dev26 scenarios, part D: phone, volunteering, work hours, sport, instrument, hair, broadband,
studies (voice transcripts)."""

from __future__ import annotations

from ._dev26_talk import K, Spec

SPECS = (
    # ---------------------------------------------------------------- mobile phone
    Spec("mobile_phone", "replacement", "Kelvin", "which mobile network is Kelvin on now?",
         "which network was Kelvin on before", (
        K("o", 0, "I'm on EE pay monthly"),
        3,
        K("c", 57, "left EE ported my number over to giffgaff last week ten quid a month mate cant beat it"),
        1,
    )),
    Spec("mobile_phone", "correction", "Philomena", "what is Philomena's mobile number", None, (
        K("o", 0, "my mobile number is oh seven seven hundred nine hundred one two three"),
        1,
        K("c", 0.01, "no sorry the end bit is one three two not one two three so its 07700 900132"),
        2,
    )),
    Spec("mobile_phone", "far_apart", "Rupert", "what phone does Rupert have", "what phone did Rupert have before", (
        K("o", 0, "I've got an iPhone 12 the blue one cracked screen but whatever"),
        168,
        K("c", 176, "the old iPhone finally died so I'm on a Samsung now a Galaxy S23 still figuring out "
                    "where everything is"),
        1,
    )),
    Spec("mobile_phone", "restatement", "Agatha", "Agatha's phone number please", None, (
        K("c", 0, "My number is 07911 234567."),
        3,
        K("o", 30, "the numbers the same as I gave you before oh seven nine double one two three four "
                   "five six seven I've never changed it"),
        1,
    )),
    Spec("mobile_phone", "other_person", "Teodor", "what phone does Teodor use", None, (
        K("c", 0, "I use a Google Pixel the seven"),
        3,
        K("o", 23, "my wife's finally ditched her Pixel for an iPhone so now its two against one in this "
                   "house"),
        1,
    )),
    Spec("mobile_phone", "third_party", "Wendell", "what mobile does Wendell have", None, (
        K("o", 0, "I have a Nokia flip phone and I don't want anything fancier thank you"),
        3,
        K("c", 112, "hi its Kai his grandson Grandads got a smartphone now I set him up with a Motorola "
                    "on Sunday and he's already sending us thumbs up", "Kai"),
        1,
    )),
    Spec("mobile_phone", "addition", "Ines", "what are Ines's phone numbers", None, (
        K("c", 0, "my number's 07823 556 410 if anyone asks"),
        3,
        K("o", 35, "new number by the way — for work — 07456 112 908 they gave me a work phone finally"),
        1,
    )),
    Spec("mobile_phone", "plan", "Boris", "which mobile network is Boris with", None, (
        K("c", 0, "I'm with Vodafone on a contract"),
        3,
        K("o", 46, "contract ends in March and then I'm going to Three no question"),
        1,
    )),
    # ---------------------------------------------------------------- volunteering
    Spec("volunteering", "replacement", "Winifred", "Where does Winifred volunteer?",
         "where did Winifred volunteer before", (
        K("o", 0, "I volunteer at the Sue Ryder shop on Mondays sorting the donations"),
        3,
        K("c", 83, "I've given up at Sue Ryder dear and I'm helping at the food bank instead Tuesdays and "
                   "Fridays much more sociable"),
        1,
    )),
    Spec("volunteering", "retraction", "Rashid", "what volunteering does Rashid do", None, (
        K("o", 0, "I'm a scout leader 1st Harrow Weald Wednesday nights"),
        3,
        K("c", 110, "I stepped down from scouts at the AGM after twelve years somebody younger can have "
                    "a go"),
        1,
    )),
    Spec("volunteering", "addition", "Clemency", "what groups is Clemency part of", None, (
        K("c", 0, "I sing in the community choir Thursday evenings"),
        3,
        K("o", 38, "I've joined the WI can you believe it me making jam"),
        1,
    )),
    Spec("volunteering", "time_bounded", "Godfrey", "where does Godfrey volunteer", None, (
        K("c", 0, "I volunteer at the hospice on Mondays on reception"),
        3,
        K("o", 44, "this summer I'm behind the bar at the cricket club Saturdays just while they're "
                   "short"),
        1,
    )),
    Spec("volunteering", "other_person", "Maeve", "what volunteering does Maeve do", None, (
        K("c", 0, "I'm a Samaritans listener one night a week"),
        3,
        K("o", 53, "my husband's packed in the lifeboat crew after twenty years so he's under my feet "
                   "now"),
        1,
    )),
    Spec("volunteering", "correction", "Lysander", "which club does Lysander help out at", None, (
        K("o", 0, "I help out at the Rotary club with the fundraising"),
        1,
        K("c", 0.02, "Lions I meant Lions club not Rotary they're across the road from each other I always "
                     "mix them up"),
        2,
    )),
    # ---------------------------------------------------------------- work hours
    Spec("work_hours", "replacement", "Declan", "what shift does Declan work", "what shifts was Declan on before", (
        K("o", 0, "I'm on days seven till seven on the wards"),
        3,
        K("c", 61, "went onto permanent nights now seven pm to seven am the money's better and I never "
                   "see daylight"),
        1,
    )),
    Spec("work_hours", "correction", "Siobhan", "which days of the week does Siobhan work?", None, (
        K("o", 0, "I work Monday to Friday nine to five"),
        1,
        K("c", 0.01, "oh I should've said I don't do Fridays it's Monday to Thursday compressed hours "
                     "sorry Friday's my day off"),
        2,
    )),
    Spec("work_hours", "third_party", "Amos", "what shift is Amos on", "what shift was Amos on before", (
        K("o", 0, "I do the early shift at the bakery four a m start"),
        3,
        K("c", 70, "it's Ruth Amos's wife he's been moved onto lates at the bakery now starts at two in "
                   "the afternoon so don't wake him", "Ruth"),
        1,
    )),
    Spec("work_hours", "plan", "Celestine", "is Celestine full time or part time", None, (
        K("c", 0, "I work full time at the call centre thirty seven and a half hours"),
        3,
        K("o", 40, "I'm going part time after the baby I've told my manager so three days a week from "
                   "the autumn"),
        1,
    )),
    Spec("work_hours", "time_bounded", "Hamish", "what days does Hamish work", None, (
        K("c", 0, "I work Monday to Friday at the warehouse"),
        3,
        K("o", 32, "this week I'm in Saturday too because of the stock take so six days"),
        1,
    )),
    # ---------------------------------------------------------------- sports fandom
    Spec("sports_fandom", "replacement", "Terrence", "where does Terrence have a season ticket",
         "where did Terrence have a season ticket before", (
        K("o", 0, "I've got a season ticket at Spurs upper tier"),
        3,
        K("c", 92, "gave up the Spurs season ticket I've got one at Leyton Orient now half the price and "
                   "you can actually see the game"),
        1,
    )),
    Spec("sports_fandom", "restatement", "Gordon", "what team does Gordon support", None, (
        K("c", 0, "I'm Hibs through and through"),
        3,
        K("o", 28, "Hibernian till I die pal nothing'll change that"),
        1,
    )),
    Spec("sports_fandom", "other_person", "Kayleigh", "Who does Kayleigh support?", None, (
        K("c", 0, "I support Everton blue through and through"),
        3,
        K("o", 19, "my boyfriend's only gone and switched to Liverpool which is like basically a "
                   "crime in this house"),
        1,
    )),
    Spec("sports_fandom", "addition", "Benedict", "which teams does Benedict follow", None, (
        K("c", 0, "I follow the Leicester Tigers the rugby not the football"),
        3,
        K("o", 36, "ive started following the Foxes this season as well uh the lads at work got me into "
                   "it so that's my Saturdays gone"),
        1,
    )),
    Spec("sports_fandom", "retraction", "Dominic", "is Dominic a member of any cricket club", None, (
        K("o", 0, "I'm a member at Yorkshire county cricket club up at Headingley"),
        3,
        K("c", 95, "I let the Yorkshire membership lapse this year couldn't justify it with the "
                   "prices"),
        1,
    )),
    # ---------------------------------------------------------------- instrument
    Spec("instrument", "replacement", "Evangeline", "which instrument is Evangeline learning",
         "what instrument was Evangeline learning before", (
        K("o", 0, "um I'm learning the violin I'm on grade three and the neighbours hate me haha"),
        3,
        K("c", 76, "so the violin's back in the loft and I'm on cello instead my teacher said my hands "
                   "suit it better and she was right"),
        1,
    )),
    Spec("instrument", "retraction", "Fergus", "is Fergus in a band?", None, (
        K("o", 0, "I play bass in a covers band called the uppercuts we do weddings and that"),
        3,
        K("c", 88, "so the uppercuts are no more the drummer moved to Spain and that was that so no "
                   "more gigs for me"),
        1,
    )),
    Spec("instrument", "addition", "Juniper", "what instruments does Juniper play", None, (
        K("c", 0, "I play the piano grade six um nearly seven"),
        3,
        K("o", 21, "started ukulele lessons on Thursdays and like its so different to the keys my "
                   "fingers hurt"),
        1,
    )),
    Spec("instrument", "plan", "Matthias", "what instrument does Matthias play", None, (
        K("c", 0, "I play guitar mostly acoustic like campfire stuff"),
        3,
        K("o", 45, "right so next year I'm a drummer I've decided um been watching videos and "
                   "everything just need a kit"),
        1,
    )),
    # ---------------------------------------------------------------- hairdresser
    Spec("hairdresser", "replacement", "Tracey", "where does Tracey get her hair done", None, (
        K("o", 0, "I get my hair done at Salon Eleven with Gemma shes the only one I trust with my "
                  "colour"),
        3,
        K("c", 67, "so Gemma's gone off on her own and I've followed her obviously uh she's doing it "
                   "from her garden room in Long Eaton now so that's where I go"),
        1,
    )),
    Spec("hairdresser", "third_party", "Marlon", "which barber does Marlon use", None, (
        K("o", 0, "yeah I go Fades barbers on the high street every two weeks skin fade"),
        3,
        K("c", 54, "Keisha here Marlons girlfriend using his phone cos he's in the shower um since Fades "
                   "shut he goes to Kings Cuts in Tottenham now just so you know", "Keisha"),
        1,
    )),
    Spec("hairdresser", "restatement", "Prudence", "who does Prudence's hair", None, (
        K("c", 0, "Hello. My hairdresser is called Lorraine. She comes to the house. Full stop."),
        3,
        K("o", 42, "Lorraine was round this morning and did my set like she does every Friday I don't "
                   "know what I'd do without her"),
        1,
    )),
    Spec("hairdresser", "other_person", "Ashok", "where does Ashok get his hair cut", None, (
        K("c", 0, "I go to Alis the Turkish barber by the station they do the hot towel"),
        3,
        K("o", 31, "my son's changed barbers he's gone to some fancy place in Shoreditch forty quid for a "
                   "haircut I ask you"),
        1,
    )),
    Spec("hairdresser", "retraction", "Geraldine", "does Geraldine have a regular hair appointment",
         "where did Geraldine used to have her hair done", (
        K("o", 0, "I've a standing appointment at Toni and Guy every six weeks Tuesday lunchtime"),
        3,
        K("c", 80, "rang Toni and Guy and cancelled the standing appointment um I'm growing it out so "
                   "no more six weekly"),
        1,
    )),
    # ---------------------------------------------------------------- broadband
    Spec("broadband", "replacement", "Neville", "who is Neville's broadband provider",
         "who did Neville have the internet with before", (
        K("o", 0, "our internet is BT um the hub thing is in the hall"),
        3,
        K("c", 65, "right so the Virgin engineer came Thursday and took the BT box away so it's Virgin "
                   "for us from now on the speed's unreal"),
        1,
    )),
    Spec("broadband", "correction", "Ottilie", "Who provides Ottilie's internet?", None, (
        1,
        K("o", 0, "I'm with Sky broadband I think yeah"),
        K("c", 0.01, "TalkTalk sorry TalkTalk not Sky Sky's the telly I'm getting my boxes mixed up"),
        2,
    )),
    Spec("broadband", "far_apart", "Ebenezer", "what broadband does Ebenezer have",
         "what broadband did Ebenezer have before", (
        K("o", 0, "we've got Plusnet fibre nothing special but it works"),
        170,
        K("c", 195, "oh by the way we ditched Plusnet Community Fibre came round the flats doing gig "
                    "speed for less so we're with them"),
        1,
    )),
    Spec("broadband", "plan", "Lavinia", "which internet provider does Lavinia use", None, (
        K("c", 0, "our broadband's Vodafone the router keeps dropping but there you go"),
        3,
        K("o", 40, "Hyperoptic have just put it in our building so thats us switching when the Vodafone "
                   "contract's up in the new year"),
        1,
    )),
    # ---------------------------------------------------------------- course of study
    Spec("course_of_study", "replacement", "Tolu", "what is Tolu studying", "what course was Tolu on before", (
        K("o", 0, "I'm studying law at Kent first year its a lot of reading"),
        3,
        K("c", 60, "I switched courses I'm doing criminology now same uni same halls just way more "
                   "interesting honestly"),
        1,
    )),
    Spec("course_of_study", "retraction", "Oisin", "is Oisin studying anything", None, (
        K("o", 0, "I'm doing a part time MBA with the Open University evenings and weekends"),
        3,
        K("c", 90, "yeah I've had to drop out of the MBA uh it was too much with the kids and the job so "
                   "that's on the shelf"),
        1,
    )),
    Spec("course_of_study", "third_party", "Precious", "what course is Precious doing", None, (
        K("o", 0, "I'm at college doing hairdressing level 2"),
        3,
        K("c", 100, "hello this is Grace Precious mother she asked me to tell you she pass her level "
                    "two and she is doing the level three now at the same college", "Grace"),
        1,
    )),
    Spec("course_of_study", "far_apart", "Florian", "Is Florian a student?", "what was Florian studying", (
        K("o", 0, "I'm doing a PhD in chemistry at Bristol third year of it"),
        180,
        K("c", 200, "I passed my viva so that's it I'm Doctor Florian now haha no more student card no "
                    "more student discounts"),
        1,
    )),
    Spec("course_of_study", "time_bounded", "Wilhelmina", "where is Wilhelmina studying", None, (
        K("c", 0, "I'm studying nursing at Salford second year"),
        3,
        K("o", 38, "so I'm at the Royal Bolton now for eight weeks on placement on the surgical ward "
                   "early starts"),
        1,
    )),
    Spec("course_of_study", "other_person", "Rosheen", "What course is Rosheen on?", None, (
        K("c", 0, "I'm doing an access course at City College to get into midwifery"),
        3,
        K("o", 47, "my brother's changed over from engineering to maths um he said engineering was all "
                   "drawing"),
        1,
    )),
    Spec("course_of_study", "correction", "Dashiell", "what subject does Dashiell study", None, (
        K("o", 0, "I'm studying physics at Leeds"),
        K("c", 0.01, "physio therapy not physics the voice thing cut it off I'm doing physiotherapy "
                     "physio"),
        2,
    )),
    Spec("course_of_study", "plan", "Marigold", "Marigold's A level subjects", None, (
        K("c", 0, "Im doing my A levels biology chemistry and maths"),
        3,
        K("o", 52, "I'm dropping chemistry and picking up psychology next term I've basically decided "
                   "just need to tell my form tutor"),
        1,
    )),
)
