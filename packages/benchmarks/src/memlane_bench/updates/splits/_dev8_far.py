"""dev8 far_apart cases: the change comes months and 150+ small-talk turns after the first
statement (the weave puts the gap right after the older line). Hand-written; own people each."""

from __future__ import annotations

from ._dev8_build import CUR, OTH, spec

FAR_APART = [
    spec("dev8-wanjiru-network", "provider", "far_apart", "Wanjiru",
         "Which mobile network is Wanjiru on these days?", [
             ("Wanjiru", 1, "I'm with Savanna Mobile, the 30-gig plan. Coverage is fine at home.", OTH),
             ("Kilele Telecom support (Baraka)", 203, "Your number has been ported and is now active on Kilele "
                                                      "Telecom. Welcome aboard!"),
             ("Wanjiru", 203, "Finally. Savanna's coverage at the new office was useless. Kilele it is.", CUR),
         ], past="Which mobile network was Wanjiru on before?"),
    spec("dev8-matias-santiago", "residence", "far_apart", "Matías",
         "Where is Matías living now?", [
             ("Matías", 0, "I live in Valparaíso, up on Cerro Alegre. All stairs and murals.", OTH),
             ("Matías", 182, "First week in Santiago done! The flat in Ñuñoa is tiny but the light is lovely.", CUR),
         ], past="Where did Matías live before?"),
    spec("dev8-siddharth-eggs", "diet", "far_apart", "Siddharth",
         "What does Siddharth eat these days?", [
             ("Siddharth", 2, "I don't eat eggs. Strictly vegetarian: no meat, no fish, no eggs.", OTH),
             ("Siddharth", 240, "Doctor wanted more protein in me, so I eat eggs and fish now. Pescatarian, I "
                                "suppose.", CUR),
         ], past="What was Siddharth's diet before?"),
    spec("dev8-malak-salsa", "hobby", "far_apart", "Malak",
         "What does Malak do in her spare time these days?", [
             ("Malak", 0, "I climb at the Crux Shed three nights a week, it's basically my whole personality.", OTH),
             ("Malak", 171, "I've swapped climbing for salsa: Tuesday and Thursday classes at Casa Ritmo. My forearms "
                            "have forgiven me.", CUR),
         ], past="What did Malak do in her spare time before?"),
    spec("dev8-tomasz-kitchen", "job", "far_apart", "Tomasz",
         "Where does Tomasz work now?", [
             ("Tomasz", 0, "I'm a line cook at Bistro Kapusta, mostly on the grill section.", OTH),
             ("Tomasz", 221, "Where to start. My brother's getting married in May, I've finally fixed the leaking "
                             "tap, and I've been sous chef at Rowan & Pike for three months now, can you believe it? "
                             "Kapusta feels like another life. Anyway, how do I get red wine out of a rug.", CUR),
         ], past="Where did Tomasz work before?"),
    spec("dev8-noor-inhaler", "medication", "far_apart", "Noor",
         "Which inhaler does Noor use now?", [
             ("Noor", 0, "My inhaler is Brezalin, two puffs morning and night.", OTH),
             ("Noor", 190, "New inhaler from the asthma nurse: Ventora Maxi, one puff a day. I've stopped the "
                           "Brezalin.", CUR),
         ], past="Which inhaler did Noor use before?"),
    spec("dev8-ayumi-team", "manager", "far_apart", "Ayumi",
         "Which team is Ayumi on now?", [
             ("Ayumi", 0, "I'm on the payments team, reporting to Suzuki-san.", OTH),
             ("Ayumi", 165, "Reorg finally happened, and what a week: the canteen closed for renovation, I lost my "
                            "badge twice, and I'm in the fraud squad now, reporting to Mireille Lacroix, which means a "
                            "new desk on the fourth floor and a lot of reading.", CUR),
         ], past="Which team was Ayumi on before?"),
    spec("dev8-wayan-scooter", "vehicle", "far_apart", "Wayan",
         "What does Wayan ride now?", [
             ("Wayan", 0, "My scooter's a red Vespina 125, older than my nephew.", OTH),
             ("Wayan", 210, "Got myself a Kalimaya electric scooter! The Vespina went to my cousin in Denpasar.", CUR),
         ], past="What scooter did Wayan have before?"),
    spec("dev8-esperanza-food", "favourite", "far_apart", "Esperanza",
         "What's Esperanza's favourite place to eat these days?", [
             ("Esperanza", 0, "Favourite place to eat: Taquería El Faro. The al pastor is unreal.", OTH),
             ("Esperanza", 180, "New favourite spot is Cocina Luz on 5th. Haven't been back to El Faro since they "
                                "changed the menu.", CUR),
         ], past="What was Esperanza's favourite place to eat before?"),
    spec("dev8-emir-school", "school", "far_apart", "Emir",
         "Which school does Emir go to?", [
             ("Zeynep", 0, "Emir's at Çınar Kindergarten, mornings only.", OTH),
             ("Zeynep", 200, "Emir started Year 1 at Atlas Primary this September. Full days, and he comes home "
                             "starving.", CUR),
         ], past="Where did Emir go before?"),
    spec("dev8-hiba-gym", "sport", "far_apart", "Hiba",
         "Which gym is Hiba a member of these days?", [
             ("Hiba", 0, "Gym: Pulse Fitness on the high street, off-peak membership.", OTH),
             ("Hiba", 230, "Moved my membership from Pulse to Brookfield Leisure, the council one. A third of the "
                           "price, and there's a pool.", CUR),
         ], past="Which gym was Hiba a member of before?"),
    spec("dev8-sunita-email", "contact", "far_apart", "Sunita",
         "What's Sunita's current email address for official things?", [
             ("Sunita", 0, "Use sunita.thapa88@mailnest.com for anything official.", OTH),
             ("Sunita", 175, "My mailnest account got hacked so I've shut it down. Anything official goes to "
                             "thapa.sunita@quillpost.net from now on.", CUR),
         ], past="What email did Sunita use before?"),
]
