"""dev12 replacements, part A: group chats, a diary, a pharmacy line, letters, bullet dumps,
an e-mail thread, non-native English, a comparison-site chat and a podcast (three of them
A -> B -> C, scored on the last step)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def cases() -> list[Scenario]:
    return [
        case("rep-01", "employer", "replacement", "Wafula", "Who is Wafula working for at the moment?", [
            ("Nekesa", 0, "Morning wasee, who's bringing the nyama choma on Saturday? I did it last time."),
            ("Wafula", 0, "Not me, another 7am standup at Kenya Power today, kill me. Ten years of standups at Stima Plaza and my soul is tired.", "O"),
            ("Barasa", 0.1, "Wafula you say that every single week and still go 😂"),
            ("Nekesa", 2, "My cousin just got a job at Equity, by the way, so drinks are on her."),
            ("Barasa", 5, "Saturday is confirmed: Karura forest, the picnic spot by the waterfall, 2pm."),
            ("Wafula", 40, "Update wasee: handed in the Stima Plaza badge last month. First week at m-kopa in Westlands went well — nobody does 7am standups there, mungu ni mwema.", "C"),
            ("Nekesa", 40.2, "Hongera! Finally escaped the standups."),
        ], past="Where did Wafula work before his current job?"),
        case("rep-02", "city", "replacement", "Apolonia", "Which city am I living in these days?", [
            ("Apolonia", 0, "3 March. Gulls again at five a.m. — the one downside of this little flat in Gdańsk-Oliwa. Four years here and I still forget to close the window.", "A"),
            ("Apolonia", 6, "9 March. Burned the pierogi. Mama would be ashamed. Finished the Tokarczuk novel though, and cried at the end like a fool."),
            ("Apolonia", 95, "12 June. First night in Wrocław. Boxes everywhere, no curtains, and the landlady left a jar of honey on the table as a welcome. I think I'll like it here.", "O"),
            ("Apolonia", 97, "14 June. Found a bakery on Kuźnicza that does proper drożdżówki. Dangerous for the waistline."),
            ("Apolonia", 150, "22 August. Aunt Bogumila rang — she is selling her place in Sopot to be near her daughter in Poznań. Half the family will follow her, I bet."),
            ("Apolonia", 230, "2 October. Kraków, week three. The contract in Wrocław ended and this job at the studio in Kazimierz was too good to refuse. The tram outside rattles the spoons in the drawer every twelve minutes.", "C"),
            ("Apolonia", 233, "5 October. Wawel in fog this morning. Walked the long way round to dodge the tour groups."),
        ], past="Where was Apolonia living before Kraków?"),
        case("rep-03", "phone", "replacement", "Grazyna", "What's the best number to reach Grazyna on?", [
            ("Pipit", 0, "Thanks for calling medilink home delivery, you're speaking with Pipit. Can I take your name and a contact number?"),
            ("Grazyna", 0, "Grazyna Wróblewska. Best number is my mobile, 07714 421 190, evenings after six.", "O"),
            ("Pipit", 0, "Lovely, that's on the account. Your next repeat prescription goes out on the 14th."),
            ("Grazyna", 0.01, "Can you leave it with the neighbour at number 9 if I'm out? She's on the list already."),
            ("Pipit", 33, "Hello again Mrs Wróblewska, Pipit from medilink. I'm ringing about your delivery slot for Thursday."),
            ("Grazyna", 33, "Thursday is fine. And while I have you — the 07714 phone went through the washing machine, so that number is dead. The new one is 07882 615 203, please put it on the file.", "C"),
            ("Pipit", 33.01, "Done — saved, and the old one is off the account. Anything else today?"),
        ], past="Which mobile number did Grazyna give medilink at first?"),
        case("rep-04", "partner", "replacement", "Kaison", "who's Kaison going out with these days?", [
            ("Kaison", 0, "bro me n jaycee made it official last night, she posted me on her close friends 😤", "A"),
            ("Brixton", 0.1, "W rizz fr. u owe me for telling u to talk to her at the bonfire"),
            ("Brixton", 3, "also the physics test is tmrw and i know nothing, pray for me"),
            ("Kaison", 45, "update: jaycee n me are done, it was mutual-ish. been talkin to oakley from the swim team tho and we're lowkey dating", "O"),
            ("Brixton", 46, "oakley?? the one who smoked everyone in the 100m free?? ok respect"),
            ("Brixton", 70, "my sister started dating some guy from her college and she's insufferable rn"),
            ("Kaison", 110, "ok so oakley n me ended things, no drama. nyla n i are officially a thing, she's my gf, met her at the robotics comp 🤖❤️", "C"),
        ], past="Who was Kaison dating before Nyla?"),
        case("rep-05", "car", "replacement", "Algernon", "What car does Algernon drive?", [
            ("Algernon", 0, "My dear Mabel, thank you for your kind letter. I continue to motor about in the old Rover 75, which has done some 140,000 miles and complains on every hill, much as I do.", "O"),
            ("Mabel", 6, "Dear Algernon, how good to hear from you. The garden here is a picture; the delphiniums have quite outdone themselves this year."),
            ("Mabel", 6.1, "My nephew has bought one of those electric Nissans and talks of nothing else. I am told it makes no sound whatever, which seems unsporting."),
            ("Algernon", 50, "Dear Mabel, I must report that I have parted with the Rover at last. A young man from the garage on Fore Street took her for £400, and I have taken delivery of a small Skoda Fabia in a rather startling shade of green.", "C"),
            ("Mabel", 57, "Green! I shall see you coming a mile off. Do bring it round when the lanes are dry."),
        ], past="What did Algernon drive before the Skoda?"),
        case("rep-06", "bank", "replacement", "Tushar", "Which bank is my salary paid into?", [
            ("Tushar", 0, "Weekly admin dump:\n- rent paid to Mrs Kulkarni ✅\n- salary still landing in hdfc savings, a/c ending 4471\n- gas cylinder booked", "A"),
            ("Lalit", 0.2, "bhai why do you post these in the flat group, we don't need your bank details 😂"),
            ("Tushar", 35, "Admin dump, week 5:\n- closed the hdfc account finally, branch guy tried to guilt-trip me\n- salary account is icici since the 1st, HR updated it\n- wifi bill pending", "O"),
            ("Lalit", 35.1, "Meanwhile I got a credit card from sbi and already regret it."),
            ("Tushar", 90, "Admin dump, week 13:\n- icici was a nightmare, three failed UPI payments in one week\n- as of last week salary gets credited to kotak 811, zero-balance, app is smooth\n- plumber for kitchen tap Sunday", "C"),
            ("Lalit", 90.1, "Sunday plumber, noted. Also we're out of milk."),
        ], past="Where was Tushar's salary paid before Kotak?"),
        case("rep-07", "manager", "replacement", "Ingvild", "Who is Ingvild's line manager?", [
            ("Runar", 0, "Hi Ingvild, quick one for the leave form — who should I cc as your approver?"),
            ("Ingvild", 0, "> who should I cc as your approver?\nCc Dietmar Kohlhaas, he's my line manager. He signs off anything over three days.", "O"),
            ("Runar", 1, "Thanks. Also, the canteen is closed Friday for the fire inspection, so bring lunch."),
            ("Runar", 20, "FYI for everyone on this thread: my own manager Sieglinde retires in December, so my approvals will go to whoever replaces her."),
            ("Ingvild", 48, "> is Dietmar still the one approving your leave?\nNo — Dietmar went over to the Hamburg office in the reorg. From Monday 3 March I report to Hannelore Kranz, so cc her instead.", "C"),
            ("Runar", 48.1, "Got it. I'll fix the form."),
        ], past="Who did Ingvild report to before the reorg?"),
        case("rep-08", "gym", "replacement", "Leszek", "Which gym does Leszek train at?", [
            ("Leszek", 0, "I am going to the gym Fitness Platinium on Grunwaldzka, five times in week, very serious about the legs day.", "O"),
            ("Edyta", 0.1, "Five times?! I go to pilates once and I need two days to recover."),
            ("Leszek", 1, "My brother he say gym is waste of money, he is running in the park only. Is fine for him."),
            ("Edyta", 12, "Do you know good mechanic? My Opel is making the sound like a goat."),
            ("Leszek", 12.1, "Yes, the Auto-Serwis on Kartuska street, they are honest ones."),
            ("Leszek", 70, "From the spring I am not anymore in Platinium, was too much crowded and the showers cold. I take membership in zdrofit near my work, in Alchemia, I go there at 6 in the morning.", "C"),
        ]),
        case("rep-09", "hairdresser", "replacement", "Cordelia", "Any idea who does Cordelia's hair these days?", [
            ("Cordelia", 0, "I've been going to Madame Rosette on Quay Street for my colour for nine years; nobody else touches this grey.", "O"),
            ("Dulcie", 0.1, "She did my mother's set every Friday in the eighties! Is she still using that pink hood dryer?"),
            ("Zillah", 2, "Speaking of hair, my granddaughter has gone blue. Entirely blue. I'm told it's 'a vibe'."),
            ("Dulcie", 2.1, "Blue is brave. My hairdresser would faint on the spot."),
            ("Cordelia", 60, "Rosette has hung up her scissors and gone to live with her sister in Brittany. I've ended up with a lovely lad called Piotrek at the snip & sip on Harbour Row — he does my colour these days and he's quicker than Rosette ever was.", "C"),
            ("Zillah", 60.2, "A lad! Good for you. Does he make the tea as well?"),
        ], past="Which salon did Cordelia use before?"),
        case("rep-10", "internet", "replacement", "Siavash", "Who provides Siavash's home internet?", [
            ("Quillo", 0, "Hi, you're chatting with Quillo from cableswitch. What are you paying for broadband at the moment?"),
            ("Siavash", 0, "I'm with virgin media, the 350 Mb package, £62 a month since the price rise. It's robbery.", "O"),
            ("Quillo", 0, "That's on the high side. I can show you fibre deals for your postcode, E14 7HQ, is that right?"),
            ("Siavash", 0.01, "Yes, that's the flat. My sister in Leeds pays £25 with talktalk, that's what made me angry."),
            ("Quillo", 21, "Welcome back to cableswitch! Last time we compared broadband deals. Did you go ahead with anything?"),
            ("Siavash", 21, "Yes — as of last Tuesday the fibre is with community fibre, 1 Gb for £25. Engineer came, all done, so I'm only here to check I can cancel the old contract without a fee.", "C"),
            ("Quillo", 21.01, "You're out of the minimum term, so cancelling virgin media shouldn't cost you anything."),
        ]),
        case("rep-11", "role", "replacement", "Keerthi", "What's Keerthi's job title these days?", [
            ("Zubin", 0, "[Build Notes, episode 41] Welcome back. My guest today is Keerthi — tell people what you do."),
            ("Keerthi", 0, "Sure! I'm a QA engineer at freshworks in Chennai, mostly breaking the billing product before customers do.", "A"),
            ("Zubin", 0.01, "Classic. And you still run the testing meetup?"),
            ("Keerthi", 0.02, "Every second Saturday, at the co-working space in Guindy."),
            ("Zubin", 120, "[Build Notes, episode 63] Keerthi is back with us! Last time you were breaking billing — what's different?"),
            ("Keerthi", 120, "They made me QA team lead last quarter, so I break fewer things myself and review more test plans — six people on the team.", "O"),
            ("Zubin", 300, "[Build Notes, episode 88] Third time on the show, Keerthi, you're practically a co-host."),
            ("Keerthi", 300, "Ha! Big change, actually — since April I'm engineering manager for the payments group, not in QA at all any more. Different muscles. I miss writing test cases, weirdly.", "C"),
            ("Zubin", 300.01, "My co-producer just took a job as a producer at a radio station in Pune, so this might be her last episode with us."),
        ], past="What role did Keerthi have before engineering manager?"),
    ]
