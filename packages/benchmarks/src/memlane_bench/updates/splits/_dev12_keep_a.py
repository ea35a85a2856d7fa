"""dev12 must-not cases, part A: additions (a second pet, a shop landline, a work address, a new
hobby on top of the old one) and time-bounded episodes (a workshop abroad, cover at another
clinic, a rental car, a hotel gym, a student past, a travel SIM, acting head, leave cover, a
month at a sister's)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def _additions() -> list[Scenario]:
    return [
        case("add-01", "pet", "addition", "Baldomero", "What pets does Baldomero have?", [
            ("Baldomero", 0, "Tengo una gata, Mora, seis años — she sleeps on my keyboard while I work.", "C"),
            ("Eladio", 0.1, "Mora es la reina de la casa, obviously."),
            ("Eladio", 3, "¿Has visto el partido del Betis? Qué desastre."),
            ("Baldomero", 3.1, "No me hables."),
            ("Baldomero", 40, "We also adopted a dog last week — a retired greyhound called Trueno. Mora is not impressed, but she's still queen and still on the keyboard.", "O"),
        ]),
        case("add-02", "phone", "addition", "Hemant", "What's Hemant's phone number?", [
            ("Hemant", 0, "Save my mobile, bhai: 98200 44113. WhatsApp also on the same.", "C"),
            ("Ashwin", 0.1, "Saved. Mine is still the old 98190 one, don't lose it."),
            ("Ashwin", 5, "Shop opening ceremony kab hai? Mummy wants to come."),
            ("Hemant", 5.1, "Sunday 11 am, pooja first, then snacks."),
            ("Hemant", 30, "Shop opened! There's also a landline at the counter for orders: 022 2563 7710. My mobile stays the same for personal calls.", "O"),
        ]),
        case("add-03", "email", "addition", "Rosimeire", "What e-mail addresses does Rosi use?", [
            ("Rosimeire", 0, "Manda pro meu email pessoal: rosi.alves82@gmail.com — that's the one I actually read.", "C"),
            ("Josivaldo", 0.1, "Beleza. Send me the fotos from the churrasco too."),
            ("Rosimeire", 2, "The onboarding at the new office was crazy, forty people in one room."),
            ("Rosimeire", 20, "Work gave me an address too: r.alves@nubank.com.br, but it's only for work stuff — keep using the gmail for everything else.", "O"),
        ]),
        case("add-04", "hobby", "addition", "Gleb", "What does Gleb do in his free time?", [
            ("Gleb", 0, "Weekends are for bouldering at the Skala gym — I finally sent my first purple route.", "C"),
            ("Kira", 0.1, "Purple means hard? I don't speak climbing."),
            ("Kira", 1, "I started pottery on Wednesdays, the studio smells like wet earth and I love it."),
            ("Gleb", 35, "Also took up chess — there's a club in the library on Tuesday evenings and I lose every game. Still climbing every Saturday though, that's not going anywhere.", "O"),
        ]),
        case("add-05", "language", "addition", "Lowri", "Which languages is Lowri learning?", [
            ("Lowri", 0, "Dw i'n dysgu Sbaeneg — learning Spanish at the night school in Bangor, Thursdays, level B1 this year.", "C"),
            ("Meirion", 0.1, "¡Olé! You'll be ordering tapas in no time."),
            ("Meirion", 4, "Is the Menai bridge closed again this weekend?"),
            ("Lowri", 4.1, "Only Saturday night, for the resurfacing."),
            ("Lowri", 50, "Started Portuguese on top, on an app in the mornings, because of the Porto trip. The Spanish night class carries on as usual.", "O"),
        ]),
        case("add-06", "instrument", "addition", "Norbert", "What instruments does Norbert play?", [
            ("Norbert", 0, "The piano has been my companion since I was seven; I still play for an hour after supper most evenings.", "C"),
            ("Beryl", 0.1, "I remember your Chopin at the church hall concert. Lovely."),
            ("Beryl", 2, "The chemist on Mill Road has closed — we shall have to go into town for prescriptions."),
            ("Norbert", 25, "My grandson talked me into a ukulele, of all things, and I have taken that up as well. Four strings after eighty-eight keys! The piano remains my first love, of course.", "O"),
        ]),
        case("add-07", "volunteering", "addition", "Aurelina", "Where does Aurelina volunteer?", [
            ("Aurelina", 0, "Volunteering at the animal shelter in Pinheiros every Sunday morning — I walk the big dogs nobody else wants to.", "C"),
            ("Nivaldo", 0.1, "You come home covered in fur every Sunday, I've seen it."),
            ("Nivaldo", 3, "Anyone know a good electrician? The shower keeps tripping the breaker."),
            ("Aurelina", 50, "Signed up to read stories at the children's library on Saturdays as well! The shelter Sundays continue, the dogs would riot otherwise.", "O"),
        ]),
        case("add-08", "car", "addition", "Calloway", "What does Calloway get about in?", [
            ("Calloway", 0, "The old Volvo estate is still my trusty steed — 220,000 miles and it has never once let me down.", "C"),
            ("Archibald", 0.1, "They don't make them like that any more."),
            ("Archibald", 4, "My daughter has just bought one of those tiny electric Fiats; she parks it like a shopping trolley."),
            ("Calloway", 40, "Got myself an e-bike for the short hops into the village — the Volvo stays for the long runs to the coast.", "O"),
        ]),
        case("add-09", "allergy", "addition", "Yusuke", "What is Yusuke allergic to?", [
            ("Yusuke", 0, "I'm allergic to cats, so I can't stay long at your place, sorry — my eyes swell up in ten minutes.", "C"),
            ("Chiyo", 0.1, "No problem, we'll meet at the izakaya instead. Daifuku will be offended."),
            ("Chiyo", 3, "Did you see the sakura forecast? Full bloom next Thursday in Ueno."),
            ("Yusuke", 30, "The allergist ran a full panel: I'm also allergic to birch pollen, which explains every April of my life. The cat allergy is still there, of course.", "O"),
        ]),
    ]


def _time_bounded() -> list[Scenario]:
    return [
        case("tb-01", "city", "time_bounded", "Anastasios", "Where does Anastasios live?", [
            ("Anastasios", 0, "Born and raised in Thessaloniki, and I live in Kalamaria with a view of the gulf — never leaving.", "C"),
            ("Spyros", 0.1, "Never say never, re."),
            ("Anastasios", 20, "Spending three weeks in Lisbon for a design workshop — back home on the 20th. The pastéis de nata are dangerous.", "O"),
            ("Spyros", 20.1, "Bring me a box back!"),
        ]),
        case("tb-02", "job", "time_bounded", "Kleopatra", "Where does Kleopatra work?", [
            ("Kleopatra", 0, "I'm a midwife at the Alexandra maternity hospital in Athens — nights are wild, but I love it.", "C"),
            ("Evangelia", 0.1, "You're a hero. My cousin just started as a nurse at a clinic in Piraeus."),
            ("Kleopatra", 14, "For the next two weeks I'm covering at a clinic in Patras while a colleague is on leave; back at my own ward on the 1st.", "O"),
            ("Evangelia", 14.1, "Patras in carnival season, lucky you."),
        ]),
        case("tb-03", "car", "time_bounded", "Ivone", "What car does Ivone own?", [
            ("Ivone", 0, "My car is a silver Chevrolet Onix, 2020, paid off last month — finally mine.", "C"),
            ("Ademir", 0.1, "Parabéns! No more parcelas."),
            ("Ademir", 4, "Churrasco on Saturday at my place, bring the farofa."),
            ("Ivone", 30, "Someone scraped my car in the mall car park, so until Friday I'm driving a rental Fiat Mobi while the bodyshop fixes it. Tiny car, big stress.", "O"),
        ]),
        case("tb-04", "gym", "time_bounded", "Gumersindo", "Which gym does Sindo go to?", [
            ("Gumersindo", 0, "Voy al gimnasio Altafit de Usera, mornings at 7, I've done it for three years.", "C"),
            ("Nazaria", 0.1, "Three years at 7am. Estás loco."),
            ("Gumersindo", 40, "¡Semana en Tenerife! Using the hotel gym this week — a treadmill and two dumbbells, but it counts. Back to my usual gym on Monday.", "O"),
            ("Nazaria", 40.2, "Send photos of the beach, not the dumbbells."),
        ]),
        case("tb-05", "diet", "time_bounded", "Lucimar", "What kind of diet does Lucimar follow?", [
            ("Lucimar", 0, "Sou vegana há seis anos — no meat, no dairy, no eggs, and my cholesterol loves me for it.", "C"),
            ("Rosangela", 0.1, "I tried vegan for a week and dreamt of coxinha."),
            ("Rosangela", 3, "Vamos ao show do Gil? Tickets go on sale Friday."),
            ("Lucimar", 25, "Funny memory: back at uni, 2012 to 2015, I basically lived on pão de queijo and hot dogs from the stand by the library. A different person back then.", "O"),
        ]),
        case("tb-06", "phone", "time_bounded", "Nayeli", "What's Nayeli's usual phone number?", [
            ("Nayeli", 0, "Mi celular es 55 4821 9930, WhatsApp también.", "C"),
            ("Tenoch", 0.1, "Guardado."),
            ("Nayeli", 12, "While I'm in Japan for the conference this month, reach me on the local SIM: 080-4412-7763. Back on my usual number from the 28th.", "O"),
            ("Tenoch", 12.1, "Bring me Kit Kats, the weird flavours."),
        ]),
        case("tb-07", "role", "time_bounded", "Filiz", "What's Filiz's job?", [
            ("Filiz", 0, "I teach biology at Kadıköy Anadolu Lisesi, years 10 and 11.", "C"),
            ("Ryszard", 0.1, "Respect. Teenagers and frogs, both slippery."),
            ("Filiz", 20, "Just for this term I'm acting head of department while Mr Yılmaz is on sabbatical — back to plain biology teacher in February.", "O"),
        ]),
        case("tb-08", "manager", "time_bounded", "Ljiljana", "Who is Ljiljana's manager?", [
            ("Ljiljana", 0, "My manager is Nebojsa from the Belgrade office, he signs off all my expenses.", "C"),
            ("Dusanka", 0.1, "He's the one with the bicycle?"),
            ("Ljiljana", 0.2, "Yes, rides to work in the snow."),
            ("Ljiljana", 30, "For August, Mirjana is covering as my manager while Nebojsa is on paternity leave; he's back on 1 September.", "O"),
        ]),
        case("tb-09", "address", "time_bounded", "Petronila", "What's Petronila's home address?", [
            ("Petronila", 0, "Vivo en la calle Toledo 41, 3º izquierda, in Madrid — twenty years in the same piso.", "C"),
            ("Visitacion", 0.1, "With the green shutters! I remember."),
            ("Petronila", 45, "They're redoing the kitchen and bathroom, so for a month I'm staying at my sister's in Getafe; I go back home in November.", "O"),
        ]),
    ]


def cases() -> list[Scenario]:
    return _additions() + _time_bounded()
