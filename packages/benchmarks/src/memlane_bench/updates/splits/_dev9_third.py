"""dev9 third-party reports (12): the subject states something, later someone else reports it changed.

Registers: quoted speech inside a turn, text messages, an org-chart heads-up, a message passed on
by an assistant, Portuguese code-switching, a staff notice with an explicit date, a status update,
a spouse speaking for the subject.
"""

from __future__ import annotations

from ._dev9_build import CUR, OTH, Case, case

K = "third_party"

# fmt: off
CASES: list[Case] = [
    case("thp01", "residence", K, "Bríd", "Where does Bríd live now?", [
        (0, "Bríd", "Forty years I've been in the house in Ennis, and they'll have to carry me out of it.", OTH),
        (20, "Cathal", "Went to see Auntie Bríd at the weekend, she made enough scones for a wedding."),
        (70, "Cathal", "Auntie Bríd rang me: 'we sold the house, pet.' She's moved into the sheltered flats in Galway near my cousin Órla — says the view of the bay beats Ennis anyway.", CUR),
    ], past="Where did Bríd live before?"),
    case("thp02", "job", K, "Sefa", "Where does Sefa work now?", [
        (0, "Sefa", "I'm a dispatcher at Corvane Logistics, nights mostly.", OTH),
        (15, "Sefa", "Corvane Christmas do was fun, the karaoke was a mistake."),
        (60, "Lagi", "heard Sefa got poached by Tallis Freight!! he's been there since march, days only now, sounds so happy", CUR),
    ], past="Where did Sefa work before?"),
    case("thp03", "manager", K, "Anneliese", "Who's Anneliese's boss at the moment?", [
        (0, "Anneliese", "I report to Gottfried in the Hamburg office, weekly calls on Monday.", OTH),
        (25, "Anneliese", "Gottfried approved my conference trip to Vienna."),
        (60, "Benedikt", "Heads up for the org chart: Gottfried left at the end of February, and Anneliese reports to Mireille now.", CUR),
    ], past="Who did Anneliese report to before?"),
    case("thp04", "contact", K, "Hamid", "What's Hamid's email address now?", [
        (0, "Hamid", "Best way to reach me is hamid.j@postbird.net.", OTH),
        (10, "Hamid", "The studio fit-out is nearly done."),
        (48, "Hamid's assistant", "Message from Hamid's office manager, Parisa: his email is now hamid@jalali-studio.com, and the postbird address closes on 1 May.", CUR),
    ], past="What was Hamid's previous email address?"),
    case("thp05", "relationship", K, "Iracema", "What's Iracema's relationship status?", [
        (0, "Iracema", "Solteira e feliz — single and honestly loving it, no dating apps for me.", OTH),
        (40, "Iracema", "Went to a forró night with the girls, danced until 3."),
        (120, "Jussara", "Notícia: a minha irmã Iracema casou! She married Caetano — the guy from forró night — in Recife last Saturday, que festa.", CUR),
    ], past="What was Iracema's relationship status before?"),
    case("thp06", "pet", K, "Ottilie", "What animal does Ottilie have now?", [
        (0, "Ottilie", "My dog Lupa is a big old Bernese, she goes everywhere with me.", OTH),
        (30, "Ottilie", "Lupa rolled in something unspeakable in the park today."),
        (85, "Ferdinand", "Ottilie's dog went to live with her son on the farm — too big for the new flat. She's fostering a cat from the shelter now, a grey one called Smoke.", CUR),
    ], past="What pet did Ottilie have before?"),
    case("thp07", "appearance", K, "Yaa", "What does Yaa's hair look like now?", [
        (0, "Yaa", "My hair's long and black, down to my waist — takes an hour to dry.", OTH),
        (20, "Yaa", "Signed up for the children's hospital fundraiser."),
        (50, "Efua", "Yaa shaved her head for the fundraiser!! full buzz cut, raised £2,300, she looks amazing", CUR),
    ], past="How did Yaa wear her hair before?"),
    case("thp08", "schedule", K, "Rosalind", "What are Rosalind's working hours?", [
        (0, "Rosalind", "I work Monday to Friday, nine to five, at the Beckfield library.", OTH),
        (30, "Rosalind", "Story time with the toddlers was chaos in the best way."),
        (175, "Percival", "Staff notice, Beckfield library: from 1 July Rosalind moves to Tuesday–Saturday, 10 till 6, to cover the new Saturday opening.", CUR),
    ], past="What hours did Rosalind work before?"),
    case("thp09", "team", K, "Bartek", "Which team is Bartek on?", [
        (0, "Bartek", "I'm on the payments team at Quernstone, mostly card refunds.", OTH),
        (20, "Bartek", "Payments outage on Friday, I lived on coffee."),
        (46, "Lucinda", "Update: Bartek has moved to the fraud squad, effective today — please send payments questions to the team channel, not to him.", CUR),
    ], past="What team was Bartek on before?"),
    case("thp10", "volunteering", K, "Wendell", "Where does Wendell worship these days?", [
        (0, "Wendell", "I sing bass in the choir at St Aldhelm's every Sunday.", OTH),
        (25, "Wendell", "Choir's doing the Fauré Requiem at Easter."),
        (110, "Marjorie", "Wendell's gone over to the Quaker meeting on Fore Street — says the silence suits him. He doesn't go to St Aldhelm's anymore, the choir's short a bass.", CUR),
    ], past="Which church did Wendell go to?"),
    case("thp11", "provider", K, "Tiago", "Who insures Tiago's car?", [
        (0, "Tiago", "My car insurance is with Harrow Mutual, renews in June.", OTH),
        (30, "Tiago", "Got a parking ticket outside the dentist. Ten minutes over."),
        (160, "Leocádia", "I moved Tiago's car insurance to Quillcover when Harrow put the renewal up by forty percent — he didn't even notice, typical.", CUR),
    ], past="Who insured Tiago's car before?"),
    case("thp12", "routine", K, "Ruairí", "What's Ruairí's exercise routine these days?", [
        (0, "Ruairí", "I run 5k every morning at six, rain or shine.", OTH),
        (40, "Ruairí", "Knee's been twinging on the hills."),
        (100, "Niamh", "Ruairí's given up the morning runs since the knee op — he swims lengths at the leisure centre at lunchtime instead.", CUR),
    ], past="What exercise did Ruairí do before?"),
]
# fmt: on
