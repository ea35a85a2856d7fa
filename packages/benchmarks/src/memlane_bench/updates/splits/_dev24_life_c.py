"""dev24 scenarios, part C: dentist, bank, phone plan, streaming, hairdresser, best friend,
weekend routine."""

from __future__ import annotations

from ._dev24_kit import S

SPECS = [
    # ---- dentist ---------------------------------------------------------------------------
    S("matilde", "dentist", "correction", "Matilde", [
        "A: dentist is dr sharma on broad st", "~1/0.1",
        "B: wait no its dr sarmah lol not sharma, she corrected me last time too", "~1/1",
    ], "who's matilde's dentist?"),
    S("griffin", "dentist", "replacement", "Griffin", [
        "A: my dentist is bright smile on the parade", "~4/70",
        "+2 B: gone private, im with dr kowalski at the clinic in town now. bright smile never had any nhs "
        "appts anyway", "~1/1",
    ], "which dentist does griffin go to"),
    S("fiorella", "dentist", "addition", "Fiorella", [
        "A: my dentist is dr nkemelu", "~3/30",
        "+2 B: seeing an orthodontist now as well, dr lam, for invisalign. still going to dr nkemelu for "
        "check ups", "~1/1",
    ], "who does fiorella see for her teeth?"),
    S("aldous", "dentist", "far_apart", "Aldous", [
        "A: dentist is mr ferreira at the high st practice", "~180/150",
        "+2 B: new dentist, ms ahmadi, ferreira left and they gave me to her. shes gentler tbh", "~1/1",
    ], "who is aldous's dentist?", "who was aldous's dentist before"),
    S("rosheen", "dentist", "other_person", "Rosheen", [
        "A: my dentist is dr walsh", "~3/30",
        "+2 B: took the kids to their new dentist today, dr oyelaran, shes so good w them", "~1/1",
    ], "who's rosheen's dentist?"),
    # ---- bank ------------------------------------------------------------------------------
    S("torben", "bank", "replacement", "Torben", [
        "A: i bank w natwest", "~4/60",
        "+2 B: monzo gang now lol, closed the natwest one after they charged me 8 quid for nothing", "~1/1",
    ], "who does torben bank with?"),
    S("esperanza", "bank", "restatement", "Esperanza", [
        "A: my bank is santander", "~3/30",
        "+2 B: santander app down again ffs, still with them tho", "~1/1",
    ], "what bank is esperanza with"),
    S("cyprian", "bank", "plan", "Cyprian", [
        "A: bank is barclays", "~3/30",
        "+2 B: opening a starling account this weekend, gonna move my salary over", "~1/1",
    ], "which bank does cyprian use?"),
    S("hettie", "bank", "addition", "Hettie", [
        "A: main account is with lloyds", "~3/30",
        "+2 B: opened a chase account, the savings rate is silly good. bills still come out of lloyds", "~1/1",
    ], "who does hettie bank with?"),
    S("valdemar", "bank", "far_apart", "Valdemar", [
        "A: im with hsbc", "~170/140",
        "+2 B: swtiched to nationwide in the summer for the switching bonus lol, 175 quid for nothing", "~1/1",
    ], "what bank does valdemar use", "which bank was valdemar with before"),
    S("oona", "bank", "correction", "Oona", [
        "A: my bank is halifax", "~1/0.1",
        "B: sorry did i say halifax? i meant bank of scotland, same group, always mix them up", "~1/1",
    ], "who does oona bank with?"),
    # ---- phone plan ------------------------------------------------------------------------
    S("anouar", "phone_plan", "replacement", "Anouar", [
        "A: im on o2, 30gb a month", "~4/60",
        "> Is it still O2 for your phone?",
        "+0.1 B: nah giffgaff since feb, half the price", "~1/1",
    ], "what network is anouar on?", "what network was anouar on before"),
    S("melisande", "phone_plan", "time_bounded", "Melisande", [
        "A: on ee, unlimited data", "~3/30",
        "+2 B: on holiday in spain so using a local movistar sim for the week", "~1/1",
    ], "what network is melisande on?"),
    S("tobin", "phone_plan", "third_party", "Tobin", [
        "A: im on vodafone, contract ends in may", "~3/90",
        "+3 B@: hi its sunita (tobins flatmate) he switched to three last week, asked me to update this",
        "~1/1",
    ], "which mobile network does tobin use?", helper="Sunita"),
    S("brigid", "phone_plan", "plan", "Brigid", [
        "A: on tesco mobile, 10 quid a month", "~3/30",
        "+2 B: gonna switch to voxi when the contract ends, they do free social media data", "~1/1",
    ], "what network is brigid on"),
    # ---- streaming -------------------------------------------------------------------------
    S("barnaby", "streaming", "replacement", "Barnaby", [
        "A: we've got netflix and thats it", "~4/60",
        "+2 B: binned netflix, its disney+ now bc the kids only watch bluey anyway", "~1/1",
    ], "what streaming service does barnaby have?", "what streaming service did barnaby have before"),
    S("sigrun", "streaming", "other_person", "Sigrun", [
        "A: i pay for spotify premium", "~3/30",
        "+2 B@: hi its lenny, sigruns flatmate. i switched to apple music, its so much better", "~1/1",
    ], "what does sigrun use for music?", helper="Lenny"),
    S("dorian", "streaming", "retraction", "Dorian", [
        "A: subscribed to now tv for the football", "~4/50",
        "+2 B: cancelled now tv, season's over", "~1/1",
    ], "does dorian have now tv?"),
    S("evadne", "streaming", "addition", "Evadne", [
        "A: we have amazon prime video", "~3/30",
        "+2 B: got apple tv too for that show everyone is on about, prime stays obviously", "~1/1",
    ], "what streaming does evadne have"),
    S("hallvard", "streaming", "far_apart", "Hallvard", [
        "A: music wise im on spotify", "~170/140",
        "+2 B: youtube music is actually fine once u get used to it, spotify who", "~1/1",
    ], "what music app does hallvard use?"),
    # ---- hairdresser -----------------------------------------------------------------------
    S("kenji", "hair", "replacement", "Kenji", [
        "A: my barber is mo at fades on the high st", "~4/60",
        "+2 B: mo moved to brum so jay at blade runners does mine now, hes decent", "~1/1",
    ], "who is kenji's barber?", "who cut kenji's hair before"),
    S("cerys", "hair", "time_bounded", "Cerys", [
        "A: hair done by lou at salon 21 always", "~3/30",
        "+2 B: lous off sick so i let a random at the walk-in place do my fringe, disaster", "~1/1",
    ], "who does cerys's hair?"),
    S("anatole", "hair", "restatement", "Anatole", [
        "A: i cut my own hair with clippers lol saves money", "~3/30",
        "+2 B: clippered my own hair again today, still refuse to pay 20 quid for a cut", "~1/1",
    ], "who cuts anatole's hair"),
    S("giselle", "hair", "third_party", "Giselle", [
        "A: my hairdresser is steph, she comes to the house", "~3/60",
        "+3 B@: this is margot, giselles sister. she stopped using steph, she goes to the salon on the high "
        "street now, kim does her colour", "~1/1",
    ], "who does giselle's hair?", "who did giselle's hair before", helper="Margot"),
    S("tancredi", "hair", "correction", "Tancredi", [
        "A: barber is luca at the turkish place on fore st", "~1/0.1",
        "B: sorry not luca, its emre. luca is the one who does my dads", "~1/1",
    ], "who cuts tancredi's hair?"),
    # ---- best friend -----------------------------------------------------------------------
    S("lyra", "best_friend", "replacement", "Lyra", [
        "A: my best friend is hannah, known her since primary", "~4/80",
        "+2 B: hannah and i dont rly talk anymore tbh. bea is my best mate now, shes my person", "~1/1",
    ], "who is lyra's best friend?", "who was lyra's best friend before"),
    S("maddox", "best_friend", "other_person", "Maddox", [
        "A: best mate is kieran", "~3/30",
        "+2 B: my sisters best friend moved in w her, theyre inseparable", "~1/1",
    ], "who is maddox's best friend"),
    S("juniper", "best_friend", "restatement", "Juniper", [
        "A: bestie is sam, we do everything together", "~3/30",
        "+2 B: sam is still my fave human, brunch w her every sunday", "~1/1",
    ], "who is juniper's best friend?"),
    S("rosalba", "best_friend", "far_apart", "Rosalba", [
        "A: best friend is gemma, shes my maid of honour", "~170/140",
        "+2 B: dont think gemma counts as my best friend anymore after the wedding drama. nat is my best "
        "friend now", "~1/1",
    ], "who is rosalba's best friend?", "who was rosalba's best friend before"),
    # ---- weekend routine -------------------------------------------------------------------
    S("alarik", "weekend", "replacement", "Alarik", [
        "A: saturdays i play 5 a side in the morning then pub", "~4/60",
        "+2 B: knee's done so no more 5 a side, saturdays are parkrun now, then a fry up", "~1/1",
    ], "what does alarik do on saturday mornings", "what did alarik do on saturdays before"),
    S("coralie", "weekend", "plan", "Coralie", [
        "A: sundays are for the car boot sale w my mum", "~3/30",
        "+2 B: from next month im gonna do the sunday market stall instead of the car boot", "~1/1",
    ], "what does coralie do on sundays?"),
    S("pilar", "weekend", "time_bounded", "Pilar", [
        "A: every sunday i do the big roast for the family", "~3/30",
        "+2 B: no roast this sunday, were away at a wedding in devon", "~1/1",
    ], "what does pilar do on sundays?"),
    S("oswin", "weekend", "retraction", "Oswin", [
        "A: saturday mornings i volunteer at the food bank", "~4/60",
        "+2 B: had to stop the food bank volunteering, weekend shifts at work now", "~1/1",
    ], "what does oswin do on saturday mornings?"),
    S("tuva", "weekend", "third_party", "Tuva", [
        "A: i do swimming lessons w the kids every sat", "~3/60",
        "+3 B@: its rune, tuvas partner. kids swimming moved to sunday mornings now, so saturdays are free",
        "~1/1",
    ], "when does tuva take the kids swimming", "when did tuva take the kids swimming before",
      helper="Rune"),
]
