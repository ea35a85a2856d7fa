"""test7 third-party reports: a relative, carer, flatmate or workmate tells the change, sometimes
writing on the subject's behalf or pasting a message."""

from __future__ import annotations

from ._test7_build import C, F, O, case

P = "third_party"

CASES = [
    case("landlord", P, "Olumide", "Chidi", "plain", [
        F(1), O("Our landlord is Mr Adeyemi, he's alright, fixes stuff eventually."),
        F(3, 60),
        C("Olu asked me to let you know the flat's managed by Foxtons now, Mr Adeyemi sold up and we pay them from "
          "next month.", 3, "f"),
        F(1, 1)],
        "Who does Olumide rent from?", "Who was Olumide's landlord before?"),
    case("worship", P, "Edna", "Karen", "formal", [
        O("I attend St Mary's parish church every Sunday morning, as I have since I was married."),
        F(3, 70),
        C("Hi, this is Karen, Edna's daughter, typing for Mum as her hands are bad today. She wanted you to know "
          "she goes to the Methodist chapel on Park Lane these days. The new vicar at St Mary's changed "
          "everything and she's settled in with the chapel ladies.", 4, "f"),
        F(1, 1)],
        "Where does Edna worship on a Sunday?", "Which church did Edna go to before?"),
    case("employer", P, "Fraser", "Ally", "scot", [
        F(2), O("I'm at the Tesco on Leith Walk, nights, stackin' shelves."),
        F(3, 50),
        C("Fraser's got a start at the distillery, did his first week an' he's buzzin'. Tesco's behind him.", 3,
          "f"),
        F(1, 1)],
        "Where's Fraser working", "Where did Fraser work before?"),
    case("insurer", P, "Lonnie", "Peggy Sue", "southern", [
        O("Allstate's got the house, been with 'em since we bought it."),
        F(4, 80),
        C("Lonnie won't tell you himself but after that hail claim fiasco we moved the house over to USAA through "
          "my brother's service. Allstate can go whistle.", 3, "f"),
        F(1, 1)],
        "Who insures Lonnie's house?"),
    case("school", P, "Orla", "Nuala", "irish", [
        F(1), O("Cian's in Scoil Mhuire, senior infants."),
        F(3, 90),
        C("Orla's young lad is above in the Gaelscoil since September, she was delighted to get him in.", 2, "f"),
        F(1, 1)],
        "What school is Orla's boy in?", "Which school did Orla's son go to before?"),
    case("childcare", P, "Zoe", "Ryan", "parent", [
        O("Alfie goes to Tiny Steps nursery, 8 till 6"),
        F(4, 50),
        C("Zoe said to say Alfie's with a childminder now, Janet on Elm Road. Tiny Steps put their fees up "
          "again", 3, "f"),
        F(1, 1)],
        "Who has Zoe's son during the day?"),
    case("hairdresser", P, "Farah", "Sana", "indian", [
        F(2), O("Rukhsana aunty's parlour near Charminar does my hair, I go there since college days."),
        F(3, 60),
        C("Farah has shifted to the Toni&Guy on Road No. 36, she says aunty's place is too crowded these days.", 2,
          "f"),
        F(1, 1)],
        "Where does Farah get her hair done?", "Where did Farah use to get her hair done?"),
    case("email", P, "Albert", "Denise", "formal", [
        O("You may contact me at albert.crane@aol.com."),
        F(3, 45),
        C("Albert asked me to tell everyone that his AOL account was shut down after it was hacked. Please use "
          "a.crane.1939@gmail.com for him from here on. Denise (his carer)", 2, "f"),
        F(1, 1)],
        "What email should people use for Albert?", "What was Albert's old email address?"),
    case("mobile", P, "Tahnee", "Liam", "aus", [
        F(1), O("Optus is my carrier, number ends in 412."),
        F(4, 40),
        C("Tahnee's phone got nicked at the Valley so she's on a Boost prepaid, new number, I'll send it through. "
          "Don't bother with the 412 one.", 2, "f"),
        F(1, 1)],
        "What mobile service is Tahnee using?"),
    case("gp", P, "Lorna", "Jermaine", "carib", [
        O("Mi doctor is Dr Chambers a Half Way Tree."),
        F(4, 70),
        C("Mummy seh fi tell yuh she change doctor, she go by Dr Mahfood inna Liguanea now. Dr Chambers "
          "retire.", 3, "f"),
        F(1, 1)],
        "Who is Lorna's doctor?", "Who was Lorna's doctor before?"),
    case("union", P, "Tunde", "Gary", "voice", [
        F(2), O("I'm in the RMT, been a rep for a couple of years"),
        F(3, 55),
        C("tunde's gone over to ASLEF since he passed the driver course proper chuffed for him", 2, "f"),
        F(1, 1)],
        "which union is Tunde in"),
    case("vet", P, "Cerys", "Bethan", "plain", [
        O("Our cat Pickle is with Greenway Vets on the ring road."),
        F(3, 50),
        C("Cerys asked me to pass on that Pickle's records have moved to the PDSA on Cardiff Road, Greenway was "
          "way too pricey.", 2, "f"),
        F(1, 1)],
        "Which vet is Cerys's cat registered with?", "Where was Pickle registered before?"),
    case("home", P, "Mabel", "Heather", "formal", [
        F(1), O("I live at Fernleigh, 3 Orchard Close, the house my husband built."),
        F(4, 75),
        C("Writing on behalf of my aunt Mabel. She has moved into Rosewood Court care home, room 12, and Orchard "
          "Close is being sold. Post should go to Rosewood please.", 3, "f"),
        F(1, 1)],
        "Where is Mabel living?", "Where did Mabel live before?"),
    case("car", P, "Dean", "Kyle", "plain", [
        O("Still running the Transit for work, it's falling apart but it's paid for."),
        F(4, 60),
        C("Dean's got himself a Ranger, sold the Transit to a lad in Bolton for cash. He won't shut up about it.",
          2, "f"),
        F(1, 1)],
        "What's Dean driving these days"),
]
