"""dev12 corrections: the speaker fixes their own earlier mistake ("my bad", "scrap that",
"I misspoke", "ho sbagliato", autocorrect, a wrong house number), often within minutes."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def cases() -> list[Scenario]:
    return [
        case("cor-01", "email", "correction", "Dalva", "What's Dalva's e-mail address?", [
            ("Januario", 0, "Pessoal, I'm making the mailing list for the choir. Drop your e-mails here."),
            ("Dalva", 0, "dalva.souza@gmail.com for me, obrigada!", "O"),
            ("Januario", 0.01, "Got it. Rehearsal this Thursday at 7 — the usual hall is closed, so we use the community centre on Rua Augusta."),
            ("Valdir", 0.02, "valdir.reis@hotmail.com — and yes I still use hotmail, don't judge."),
            ("Dalva", 0.05, "Ai, my bad, ignore what I wrote — it's sousa with an s: dalva.sousa@gmail.com. The souza one belongs to some stranger in Curitiba.", "C"),
            ("Januario", 0.06, "Fixed. Valdir, hotmail is vintage, respect."),
        ], past="Which e-mail did Dalva give first for the choir list?"),
        case("cor-02", "allergy", "correction", "Ovidio", "What nut is Ovidio allergic to?", [
            ("Lumo", 0, "Hola, I'm Lumo, booking desk of Taberna del Puerto. Any allergies the kitchen should know about?"),
            ("Ovidio", 0, "Yes, please note I'm allergic to walnuts. Table for four, Saturday at 21:30.", "O"),
            ("Lumo", 0, "Noted: walnut allergy, four people, Saturday 21:30."),
            ("Ovidio", 0.01, "One of my friends is coeliac, but he'll talk to the waiter himself."),
            ("Ovidio", 0.02, "Perdón, scrap that — I got it backwards. It's pecans I react to; walnuts are fine, I eat them in everything.", "C"),
            ("Lumo", 0.02, "Corrected on the booking. See you Saturday!"),
        ]),
        case("cor-03", "doctor", "correction", "Egbert", "Who is Egbert's GP?", [
            ("Egbert", 0, "For the bowls club's emergency card, you may put down that my general practitioner is Dr. Fothergill at the Millbrook Surgery, telephone 01632 960 114.", "O"),
            ("Ansel", 0.1, "Very good. And next of kin remains your son in Harrogate?"),
            ("Egbert", 0.1, "Quite so. He is hopeless with the telephone, mind you."),
            ("Egbert", 1, "Forgive me, Ansel, I misspoke yesterday. Dr. Fothergill was my late wife's doctor; my own practitioner at Millbrook is Dr. Pennington. Do amend the card.", "C"),
            ("Ansel", 1.1, "Amended. I shall have it laminated."),
        ], past="Which doctor did Egbert first name for the card?"),
        case("cor-04", "pet", "correction", "Fiifi", "What's Fiifi's cat called?", [
            ("Fiifi", 0, "Charley, our cat Crumpet knocked the Milo tin off the shelf again at 5am.", "O"),
            ("Yaaba", 0.1, "Hahaha that cat has no respect for your sleep. Are you still coming to the outdooring on Saturday?"),
            ("Fiifi", 0.2, "Yes, I'll bring the kelewele."),
            ("Fiifi", 0.3, "Sorry oo, autocorrect again — the cat is Brisket, not Crumpet. Brisket! This phone keeps changing it.", "C"),
            ("Yaaba", 0.4, "That name is somehow worse 😂"),
        ]),
        case("cor-05", "instrument", "correction", "Tordis", "What instrument does Tordis play in Glassmaneter?", [
            ("Eskil", 0, "[Nordic Noise podcast, episode 12] With me is Tordis from the band Glassmaneter. What do you play?"),
            ("Tordis", 0, "I play bass in Glassmaneter — four albums, a lot of small clubs, one very big ferry.", "O"),
            ("Eskil", 0.01, "A ferry gig! And your brother is in the band too?"),
            ("Tordis", 0.02, "Yes, he's the drummer, the loud one in every sense."),
            ("Tordis", 0.03, "Let me correct myself before the internet does: I said bass — it's the baritone sax I play. Bass was years ago, in the school band. Old habit.", "C"),
            ("Eskil", 0.04, "Noted. That explains the photos with the giant brass thing."),
        ]),
        case("cor-06", "address", "correction", "Nurhan", "What's Nurhan's street address?", [
            ("Glimmet", 0, "Hello, this is Glimmet from hizlikargo delivery. Can you confirm your address?"),
            ("Nurhan", 0, "Yes, my address is Bağdat Caddesi 214, flat 7, Kadıköy.", "O"),
            ("Glimmet", 0, "Thank you. Delivery tomorrow between 10 and 14."),
            ("Nurhan", 0.01, "Please not ring the bell too much, the baby is sleeping."),
            ("Nurhan", 0.02, "Sorry sorry, my english and my eyes — the number is wrong. Is 241, not 214. Bağdat Caddesi 241, flat 7. The 214 is a pharmacy.", "C"),
            ("Glimmet", 0.02, "Updated, thank you. The courier will call before arriving."),
        ], past="Which address did Nurhan give hizlikargo first?"),
        case("cor-07", "medication", "correction", "Bramwell", "What dose of sertraline is Brammy taking?", [
            ("Isadora", 0, "Before we start, any changes to medication since we last met?"),
            ("Bramwell", 0, "No, same as ever — sertraline 50 mg every morning.", "O"),
            ("Isadora", 0.01, "Okay. Let's talk about the week. You mentioned your sister's visit."),
            ("Bramwell", 0.02, "She's fine. She's on beta blockers for her heart and won't stop mentioning it."),
            ("Bramwell", 0.03, "Sorry, going back — I got that wrong earlier. The GP raised it to 100 mg in March. It's 100 mg of sertraline, I just keep saying fifty out of habit.", "C"),
            ("Isadora", 0.04, "Thanks for correcting that, it's useful to have it right."),
        ]),
        case("cor-08", "employer", "correction", "Witold", "What should I put down as Witold's employer on the form?", [
            ("Ireneusz", 0, "Filling in the wedding guest insurance thing for everyone. Witold, what should I put down as your employer?"),
            ("Witold", 0, "PKN Orlen, the refinery in Płock.", "O"),
            ("Ireneusz", 0.1, "And for me I'll put LOT, obviously."),
            ("Witold", 0.3, "Wait, no, I said it wrong. On paper my contract is with Orlen Serwis, the maintenance subsidiary, not PKN Orlen itself. Put Orlen Serwis, that's what HR always wants.", "C"),
            ("Ireneusz", 0.3, "Orlen Serwis, done. Now the hard part — the seating plan."),
        ]),
        case("cor-09", "club", "correction", "Lucrezia", "Where does Lulu's book club meet?", [
            ("Lucrezia", 0, "Il nostro book club si trova il giovedì alla Biblioteca Sormani, 18:30 — this month it's Calvino.", "O"),
            ("Brunella", 0.1, "Calvino! I read Il barone rampante at school and hated it, maybe I'll try again."),
            ("Brunella", 0.2, "My knitting circle meets at bar Magenta on Mondays, if you ever want to join."),
            ("Lucrezia", 0.4, "Ho sbagliato, scusa — it's not the Sormani. We meet at the Biblioteca Valvassori Peroni in Lambrate; the Sormani is where I used to study.", "C"),
        ]),
        case("cor-10", "sport_team", "correction", "Kobina", "Which football club does Kobina support?", [
            ("Kobina", 0, "Chale, my team is Hearts of Oak, Phobia for life. 🌈", "O"),
            ("Kwaku", 0.1, "Eii, this one. I'm a Medeama man, we can't be friends."),
            ("Aba", 0.2, "Football people, please, the jollof is getting cold."),
            ("Kobina", 0.3, "My bad, I was typing with my uncle's mindset 😂. Asante Kotoko all the way, Porcupine Warriors! Hearts is my uncle's team.", "C"),
        ]),
    ]
