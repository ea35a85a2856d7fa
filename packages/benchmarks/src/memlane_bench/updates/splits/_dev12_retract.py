"""dev12 retractions: something stops being true with nothing in its place ("turns out I'm not",
"not any more", "parted ways", "let the membership lapse", "last bell rang")."""

from __future__ import annotations

from ..schema import Scenario
from ._dev12_build import case


def cases() -> list[Scenario]:
    return [
        case("ret-01", "allergy", "retraction", "Sagrario", "Does Sagrario have a penicillin allergy?", [
            ("Sagrario", 0, "Soy alérgica a la penicilina — I always tell the pharmacy, last time I came out in hives all over.", "O"),
            ("Encarna", 0.1, "Qué susto. Mi marido es alérgico al marisco, so no paella for him."),
            ("Encarna", 6, "¿Vamos al mercado de San Fernando el sábado?"),
            ("Sagrario", 6.1, "Vale, a las once."),
            ("Sagrario", 40, "Turns out I'm not allergic to penicillin at all! The skin test at La Paz came back clean — the hives were a virus, not the antibiotic. Thirty years avoiding it for nothing.", "C"),
        ]),
        case("ret-02", "pet", "retraction", "Benedict", "Does Benedict have any pets?", [
            ("Benedict", 0, "Our old cat Treacle has claimed the radiator shelf for the winter, as she has every year since 2010.", "O"),
            ("Jemima", 0.1, "Give Treacle a chin scratch from me."),
            ("Jemima", 4, "Did the boiler man ever come back?"),
            ("Benedict", 4.1, "Thursday, allegedly."),
            ("Benedict", 50, "Sad news: Treacle died in her sleep on Sunday, fourteen years old. The radiator shelf is empty and we're not ready for another, so it's a pet-free house for a while.", "C"),
            ("Jemima", 50.1, "Oh Benedict, I'm so sorry. She was a grand old lady."),
        ], past="What pet did Benedict have?"),
        case("ret-03", "car", "retraction", "Toribio", "What does Toribio drive?", [
            ("Toribio", 0, "Tengo un Seat Ibiza del 2009, and it still starts first time — mejor que yo por las mañanas.", "O"),
            ("Abundio", 0.1, "Jaja. My son just bought a Tesla con un préstamo, madre mía."),
            ("Abundio", 2, "El domingo hay paella en casa de Casilda, ¿vienes?"),
            ("Toribio", 2.1, "Claro, llevo el vino."),
            ("Toribio", 35, "Vendí el Ibiza la semana pasada. No car any more — the metro, my legs, and my knees complaining about both.", "C"),
        ], past="What car did Toribio have?"),
        case("ret-04", "volunteering", "retraction", "Hubert", "Where does Hubert volunteer these days?", [
            ("Tally", 0, "Coaching check-in, week 2. What fills your weekends at the moment?"),
            ("Hubert", 0, "Saturdays I volunteer at the Trussell food bank on Elm Road, sorting tins from nine till one. Have done for six years.", "O"),
            ("Tally", 0.01, "And how does that sit alongside the new job?"),
            ("Hubert", 0.02, "Tiring, if I'm honest. My wife does the hospice shop on Wednesdays, she finds it easier."),
            ("Tally", 35, "Coaching check-in, week 7. Last time we talked about boundaries. Where have you landed?"),
            ("Hubert", 35, "I stepped back from the food bank at the end of last month — told the coordinator, handed back my lanyard. No volunteering at all for the time being; Saturdays are for sleep and the allotment.", "C"),
        ]),
        case("ret-05", "partner", "retraction", "Dilek", "Is Dilek seeing anyone at the moment?", [
            ("Dilek", 0, "Cengiz and I are doing two years on Saturday!! He booked the fish place in Kuzguncuk 🥹", "O"),
            ("Gulsen", 0.1, "İki yıl! Time flies. Tell him the çipura there is the best in the city."),
            ("Cemile", 0.2, "My fiancé wants the wedding in Bodrum, my mother wants Ankara. Pray for me."),
            ("Gulsen", 3, "Anyone have a charger for a Huawei? Mine died at work."),
            ("Dilek", 70, "So... Cengiz and I parted ways in August. Amicably, mostly. I'm single and weirdly fine with it — first time I've said it out loud.", "C"),
            ("Gulsen", 70.1, "Canım 💛 we're taking you out this weekend."),
        ], past="Who was Dilek's boyfriend?"),
        case("ret-06", "club", "retraction", "Osbert", "Which walking group does Osbert belong to?", [
            ("Osbert", 0, "Dear Prudence,\n\nThank you for the Ramblers newsletter. As a member of the Chiltern group since 2004 I shall of course be at the AGM.\n\nYours, Osbert", "O"),
            ("Prudence", 3, "Dear Osbert,\n\n> I shall of course be at the AGM\nSplendid. It is at the village hall in Wendover on 14 March, tea from two.\n\nPrudence"),
            ("Prudence", 3.1, "P.S. My husband has finally joined the bowls club, so I am free on Wednesdays at last."),
            ("Osbert", 60, "Dear Prudence,\n\n> will you renew for the coming year?\nI'm afraid not. My hip has made the longer walks impossible, and I have let my Ramblers membership lapse as of April. Do give my best to the group.\n\nOsbert", "C"),
        ]),
        case("ret-07", "medication", "retraction", "Bhupinder", "What medicine is Bhupinder taking for his sugar?", [
            ("Bhupinder", 0, "Doctor sahib ne metformin 500 start kar diya, twice a day after meals. Sugar was 180 fasting.", "O"),
            ("Chetan", 0.1, "Paaji walk bhi karo, only tablets won't do. My father takes glimepiride, same story."),
            ("Chetan", 3, "Kal cricket dekhne aa rahe ho? India vs Australia, 2:30 start."),
            ("Bhupinder", 3.1, "Pakka, I'll bring samosas — baked ones, before you say anything."),
            ("Bhupinder", 95, "Good news yaar! Six months of walking and the sugar is normal — HbA1c 5.6. Doctor took me off metformin completely, no tablets any more, just diet.", "C"),
        ], past="Which tablet was Bhupinder prescribed for his sugar?"),
        case("ret-08", "job", "retraction", "Radmila", "Where does Radmila work?", [
            ("Radmila", 0, "Thirty-one years teaching chemistry at the Third Belgrade Gymnasium, and the kids still think sodium in water is magic.", "O"),
            ("Zlata", 0.1, "They're right, it is magic. Kafa kod mene u subotu?"),
            ("Radmila", 0.2, "Može, donosim kolače."),
            ("Zlata", 20, "My son got a teaching post in Novi Sad, physics, he's terrified of the teenagers."),
            ("Radmila", 80, "Last bell rang for me on 30 June — I'm officially retired. No more teaching, no more marking, just my garden in Zemun and the grandchildren.", "C"),
        ]),
    ]
