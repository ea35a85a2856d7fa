"""dev6 change cases, part two: third-party reports and far-apart changes (10 each).

Third-party: the later statement is said by someone other than the subject (heard, texted,
mentioned, apparently, according to ...). Far-apart: the later statement comes 5-10 months and
150-250 small-talk turns after the earlier one (the spacing is made in ``dev6.py``).
"""

from __future__ import annotations

from ._dev6_base import Case

# fmt: off
THIRD_PARTY = [
    Case("third_party", "employer", "Ravindra",
         ("Ravindra", "I'm an auditor with Deloitte, Manchester office, mostly retail clients."),
         ("Ottilie", "Bumped into Ravindra's wife at the school gate and we ended up talking for ages about "
                     "the leaking roof on the sports hall. Anyway, she says he's left Deloitte — he's at "
                     "Grant Thornton now, same sort of audit work — and is much happier. Then she had to "
                     "dash because the car was on a yellow line."),
         "Which firm does Ravindra work for now?", "Which firm did Ravindra work for before?",
         ("Grant", "Thornton")),
    Case("third_party", "residence", "Ngozi",
         ("Ngozi", "I live in Peckham, same road as the big Morrisons."),
         ("Anselm", "ngozi texted me, she's moved up to Leeds!! got a flat in Headingley apparently"),
         "Where does Ngozi live?", "Where did Ngozi live before?"),
    Case("third_party", "role", "Guadalupe",
         ("Guadalupe", "I'm the deputy head at Riverside Academy — which mostly means lunch duty and "
                       "spreadsheets."),
         ("Thaddeus", "According to the school newsletter, Guadalupe is head teacher at Riverside now; "
                      "she took over when the old head retired at Christmas."),
         "What's Guadalupe's role at Riverside Academy?", "What was Guadalupe's role before?"),
    Case("third_party", "partner", "Kenji",
         ("Kenji", "Lorenzo is my partner — four years this spring."),
         ("Setareh", "Apparently Kenji and Lorenzo split up, and Kenji's dating a guy called Faisal now. "
                     "I heard it at the wedding on Saturday."),
         "Who is Kenji's partner?", "Who was Kenji with before?",
         ("Lorenzo", "Faisal")),
    Case("third_party", "instrument", "Esperanza",
         ("Esperanza", "I play cello in the Eastside Community Orchestra, second desk."),
         ("Bohdan", "Esperanza mentioned at rehearsal that she's swapped the cello for the double bass — "
                    "the orchestra was desperate for basses."),
         "What instrument does Esperanza play?", "What did Esperanza play before?"),
    Case("third_party", "dentist", "Sigrún",
         ("Sigrún", "My dentist is Dr Halldórsson in Kópavogur, he is very gentle."),
         ("Einar", "Sigrún switched dentists. She goes to Dr Bergmann in town now — she was fed up with "
                   "the drive out to Kópavogur."),
         "Who is Sigrún's dentist?", "Who was Sigrún's dentist before?",
         ("Halldórsson", "Bergmann")),
    Case("third_party", "pen_name", "Adaeze",
         ("Adaeze", "I write the romance novels under a pen name, Juniper Hale. My mum still doesn't know."),
         ("Marisol", "Her agent told me Adaeze has retired the Juniper Hale name; the new books come out "
                     "under her own name, Adaeze Okafor."),
         "What name does Adaeze publish under?", "What pen name did Adaeze use before?",
         ("Juniper", "Hale", "Okafor")),
    Case("third_party", "pet", "Lachlan",
         ("Lachlan", "We've got a rabbit called Biscuit. She runs the household, frankly."),
         ("Maeve", "Lachlan's mum said Biscuit died over the winter, poor thing — they've got a guinea pig "
                   "now, called Nugget."),
         "What pet does Lachlan have?", "What pet did Lachlan have before?",
         ("Biscuit", "Nugget")),
    Case("third_party", "manager", "Chiamaka",
         ("Chiamaka", "My ward manager is Sister Reyes. Strict, but the best nurse I've ever worked with."),
         ("Oskar", "Chiamaka said in the group chat that Reyes moved to ICU, and her new ward manager is a "
                   "man called Delroy Baptiste."),
         "Who is Chiamaka's ward manager?", "Who managed Chiamaka's ward before?",
         ("Reyes", "Delroy", "Baptiste")),
    Case("third_party", "training", "Mateus",
         ("Mateus", "I do CrossFit at CrossFit Praia, five mornings a week, the 6am class."),
         ("Yevgenia", "saw Mateus at the climbing wall — he says he quit crossfit and boulders at Boulder "
                      "Lab now instead"),
         "Where does Mateus train?", "Where did Mateus train before?"),
]

FAR_APART = [
    Case("far_apart", "residence", "Aurelio",
         ("Aurelio", "I live in Bologna, near the university — porticoes all the way to the bakery."),
         ("Aurelio", "In the end I took the Milan job. I've been living in Milan since August, a small flat "
                     "in Città Studi with a balcony the size of a towel."),
         "Which city does Aurelio live in?", "Where did Aurelio live before?"),
    Case("far_apart", "employer", "Sunniva",
         ("Sunniva", "work: Equinor, offshore logistics, two weeks on, four off."),
         ("Sunniva", "The kids finally stopped asking when I'm back offshore, because I'm not going. I'm at "
                     "Aker BP now — moved over in the spring, onshore planning, home every night. The dog "
                     "is the only one who seems disappointed."),
         "Who does Sunniva work for?", "Who did Sunniva work for before?"),
    Case("far_apart", "bike", "Efua",
         ("Efua", "my bike is an old steel Raleigh, three gears and a basket on the front, absolutely "
                  "unkillable"),
         ("Efua", "the raleigh got nicked from outside the library, so I bought a secondhand Brompton. it "
                  "folds, so it lives in my hallway now where nobody can take it"),
         "What bike does Efua ride?", "What bike did Efua have before?"),
    Case("far_apart", "school", "Amira",
         ("Rashida", "Amira's at Hillcrest Primary, Year 2, and she is obsessed with her teacher."),
         ("Rashida", "We moved Amira to Oakfield Primary after Easter — smaller classes, and it's on my "
                     "way to work."),
         "Which school does Amira go to?", "Which school was Amira at before?"),
    Case("far_apart", "favourite", "Ulrike",
         ("Ulrike", "My favourite band is Radiohead. No contest, never has been."),
         ("Ulrike", "Okay, I have to admit it: Radiohead isn't my favourite any more. It's Khruangbin now — "
                    "I've had them on repeat since the summer."),
         "What's Ulrike's favourite band?", "Which band was Ulrike's favourite before?"),
    Case("far_apart", "role", "Babajide",
         ("Babajide", "I'm a junior developer on the payments team, still learning the codebase."),
         ("Babajide", "Got promoted in the autumn! Senior engineer now, leading the checkout squad."),
         "What's Babajide's job now?", "What was Babajide's role before the promotion?"),
    Case("far_apart", "landlord", "Mireille",
         ("Mireille", "Our landlord is a company called Harbour Lettings; everything goes through their "
                      "app, which never works."),
         ("Mireille", "The building was sold, so our landlord is now a Mr Castellanos, who bought all six "
                      "flats and actually answers his phone."),
         "Who's Mireille's landlord?", "Who was Mireille's landlord before the building was sold?",
         ("Castellanos",)),
    Case("far_apart", "schedule", "Teodora",
         ("Teodora", "I work Mondays to Wednesdays — three days a week, part-time."),
         ("Teodora", "Went back to full-time in the new year, so it's Monday to Friday now."),
         "Which days does Teodora work?", "Which days did Teodora work when she was part-time?"),
    Case("far_apart", "partner", "Kaveh",
         ("Kaveh", "My girlfriend Shirin is doing her PhD in Toronto, so we're long-distance for now."),
         ("Kaveh", "Shirin and I ended things a while back. I'm with Larissa now — we met at a salsa class, "
                   "of all places."),
         "Who is Kaveh's girlfriend?", "Who was Kaveh's girlfriend before?",
         ("Shirin", "Larissa")),
    Case("far_apart", "bank", "Kalinda",
         ("Kalinda", "I bank with NatWest, have done since I was sixteen."),
         ("Kalinda", "finally moved everything over to Starling. natwest account is closed, good riddance"),
         "Which bank does Kalinda use?", "Which bank did Kalinda use before?"),
]
# fmt: on
