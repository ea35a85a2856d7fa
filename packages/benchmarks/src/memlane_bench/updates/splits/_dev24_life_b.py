"""dev24 scenarios, part B: manager, diet, band, commute, gym, language course, favourite food,
doctor."""

from __future__ import annotations

from ._dev24_kit import S

SPECS = [
    # ---- manager ---------------------------------------------------------------------------
    S("delyth", "manager", "replacement", "Delyth", [
        "A: my manager is karen, shes alright i guess", "~4/60",
        "+2 B: karens gone!!!! raj is our manager now and i got a payrise in the same wk, cant make it up", "~1/1",
    ], "who's delyth's boss now?", "who managed delyth before"),
    S("hamza", "manager", "time_bounded", "Hamza", [
        "~1/1", "A: my line manager is sue, shes sound", "~3/30",
        "+2 B: phils covering for sue the next 2 wks while shes in tenerife so my timesheets go to him", "~1/1",
    ], "who is hamza's line manager?"),
    S("lisbet", "manager", "correction", "Lisbet", [
        "A: my boss is called mr henderson", "~2/0.1",
        "B: sorry i meant anderson not henderson lol. henderson was my old pe teacher", "~1/1",
    ], "what's the name of lisbet's boss"),
    S("kojo", "manager", "other_person", "Kojo", [
        "A: my manager's a guy called steve, hes ok", "~3/30",
        "+2 B: my gf got a new boss and apparently shes an actual nightmare", "~1/1",
    ], "who does kojo report to?"),
    S("mirabel", "manager", "third_party", "Mirabel", [
        "~1/1", "A: boss is dave, absolute legend", "~4/70",
        "+2 B@: hey its sorcha from mirabels work, she asked me to stick this in her app - dave left, anita "
        "is her manager now", "~1/1",
    ], "who manages mirabel?", "who was mirabel's boss before", helper="Sorcha"),
    S("tormod", "manager", "restatement", "Tormod", [
        "A: my supervisor is a woman called bernie", "~3/40",
        "+2 B: bernie still my supervisor, still micromanaging lol", "~1/1",
    ], "who supervises tormod"),
    # ---- diet ------------------------------------------------------------------------------
    S("rasmus", "diet", "replacement", "Rasmus", [
        "A: im vegan btw so no dairy recipes pls", "~4/80",
        "+2 B: not vegan anymore, eating fish again since the doctor said my iron was awful. so pescatarian "
        "i guess", "~1/1",
    ], "what does rasmus eat?", "what diet was rasmus on before"),
    S("anneliese", "diet", "time_bounded", "Anneliese", [
        "A: im vegetarian, have been since i was 12", "~3/30",
        "+2 B: on a liquid diet for a week after the jaw surgery, soup soup soup", "~1/1",
    ], "what diet does anneliese follow?"),
    S("tiago", "diet", "plan", "Tiago", [
        "A: i eat everything lol no restrictions at all", "~3/30",
        "+2 B: going vegan from jan 1st, my gf made me watch the documentaries", "~1/1",
    ], "does tiago have any dietary restrictions"),
    S("leontine", "diet", "correction", "Leontine", [
        "~1/1", "A: allergic to peanuts fyi, for the recipes", "~1/0.1",
        "B: wait its tree nuts not peanuts!! peanuts are fine, i always mix that up", "~1/1",
    ], "what is leontine allergic to?"),
    S("gaspard", "diet", "restatement", "Gaspard", [
        "A: im pescatarian", "~3/30",
        "+2 B: still no meat but fish is fine, same as ever", "~1/1",
    ], "what does gaspard eat?"),
    S("henrike", "diet", "far_apart", "Henrike", [
        "A: doing keto so low carb recipes only pls", "~165/130",
        "+2 B: quit keto ages ago lol i just eat normaly now, mostly mediterranean ish", "~1/1",
    ], "what diet is henrike on?"),
    # ---- band ------------------------------------------------------------------------------
    S("rufus", "band", "replacement", "Rufus", [
        "A: i play bass in a covers band called the loose ends", "~4/70",
        "+2 B: quit the loose ends, joined a punk band w some lads from work, we're called sick note", "~1/1",
    ], "which band is rufus in?"),
    S("clementine", "band", "addition", "Clementine", [
        "A: i sing in the community choir on tuesdays", "~3/30",
        "+2 B: joined a ukulele group as well lol, thursdays are taken now", "~1/1",
    ], "what music groups is clementine part of"),
    S("ozzie", "band", "other_person", "Ozzie", [
        "A: i drum for a band called the grey parade", "~3/30",
        "+2 B: my son started guitar, hes in the school rock band now lol proud dad", "~1/1",
    ], "what band does ozzie play in?"),
    S("laszlo", "band", "third_party", "Laszlo", [
        "A: i play keys in a wedding band, weekends mostly", "~3/60",
        "+3 B@: its birgit, lazlos bandmate. he left the wedding band last month, hes doing session work "
        "for a studio in leeds now", "~1/1",
    ], "what does laszlo do musically?", "what band did laszlo play in before", helper="Birgit"),
    S("dashiell", "band", "plan", "Dashiell", [
        "A: i play fiddle in a ceilidh band", "~3/30",
        "+2 B: audition for the folk orchestra on sat!!! if i get in ill have to leave the ceilidh lot", "~1/1",
    ], "what band does dashiell play in"),
    S("saffron", "band", "retraction", "Saffron", [
        "~1/1", "A: im the singer in a little indie band, we gig most fridays", "~4/60",
        "+3 B: not in the band anymore, too much drama and no time w the new job", "~1/1",
    ], "is saffron in a band?"),
    # ---- commute ---------------------------------------------------------------------------
    S("sidonie", "commute", "replacement", "Sidonie", [
        "A: i get the 7.42 train into town every day", "~4/60",
        "+2 B: cycling to work now!! sold my seaosn ticket, 25 mins each way, legs are dead", "~1/1",
    ], "how does sidonie get to work these days?", "how did sidonie commute before"),
    S("faisal", "commute", "time_bounded", "Faisal", [
        "A: i drive to work, 40 min on the m62", "~3/30",
        "+2 B: train this week bc the cars in the garage, forgot how grim northern rail is", "~1/1",
    ], "how does faisal commute?"),
    S("ondine", "commute", "far_apart", "Ondine", [
        "A: walk to work, 15 min along the river, its nice", "~175/140",
        "+2 B: since they moved our office out to the business park i have to get the bus, 2 buses actually ugh",
        "~1/1",
    ], "how does ondine get to the office?", "how did ondine get to work before"),
    S("cormac", "commute", "restatement", "Cormac", [
        "A: i take the tube in, northern line", "~3/40",
        "+2 B: still doing the northern line slog every morning lol", "~1/1",
    ], "how does cormac get to work"),
    S("philippa", "commute", "retraction", "Philippa", [
        "A: i commute into manchester 4 days a week, train", "~4/70",
        "+2 B: they shut the manchester office so im full time from the spare room now. no more 6am alarms", "~1/1",
    ], "does philippa still have a commute?"),
    # ---- gym -------------------------------------------------------------------------------
    S("bodhi", "gym", "replacement", "Bodhi", [
        "A: im a member at puregym on the high st", "~4/50",
        "> Did you make it to PureGym today?",
        "+0.1 B: nah cancelled that, im at the climbing wall now instead, way more fun", "~1/1",
    ], "which gym does bodhi go to?", "what gym was bodhi at before"),
    S("zuzana", "gym", "addition", "Zuzana", [
        "A: i go to the leisure centre gym", "~3/30",
        "+2 B: signed up for crossfit!!! mon and wed nights, leisure centre on the other days",
        "~1/1",
    ], "where does zuzana work out?"),
    S("ilario", "gym", "plan", "Ilario", [
        "A: i train at fitness first, the one by the station", "~3/30",
        "+2 B: found a cheaper gym near the new flat, switching next month once the contract runs out", "~1/1",
    ], "what gym is ilario a member of?"),
    S("wynne", "gym", "retraction", "Wynne", [
        "A: gym 4x a week at the david lloyd", "~4/60",
        "+2 B: cancelled the david lloyd membership, way too expensive, just running outside now", "~1/1",
    ], "Which gym is Wynne at"),
    S("ayasha", "gym", "other_person", "Ayasha", [
        "A: i do boxing at jabz gym", "~3/30",
        "+2 B: my husband joined a gym finally lol, the one by his work", "~1/1",
    ], "what gym does ayasha go to?"),
    S("torvald", "gym", "far_apart", "Torvald", [
        "A: im at the gym near the bus station, the 24 hr one", "~180/150",
        "+2 B: the new gym has a sauna!!! why did i stay at that grotty 24hr place so long. anytime fitness "
        "4 life", "~1/1",
    ], "what gym is torvald using?", "which gym did torvald go to before"),
    # ---- language course -------------------------------------------------------------------
    S("emrys", "language", "replacement", "Emrys", [
        "A: learning spanish on duolingo, 200 day streak!", "~4/60",
        "> Want your Spanish practice reminder at 8 again tonight?",
        "+0.1 B: nah stopped spanish lol, its japanese now, trip is next april", "~1/1",
    ], "what language is emrys learning rn", "what language was emrys learning before"),
    S("noemi", "language", "correction", "Noemi", [
        "A: my italian class is on wednesday evenings", "~1/0.1",
        "B: thursdays* not wednesdays, wednesday is yoga", "~1/1",
    ], "when is noemi's italian class?"),
    S("thaddeus", "language", "time_bounded", "Thaddeus", [
        "A: learning german at the goethe institut, b1", "~3/30",
        "+2 B: doing a one week intensive french course in lyon for work lol brain is melting", "~1/1",
    ], "what language is thaddeus studying?"),
    S("mariko", "language", "restatement", "Mariko", [
        "A: im doing korean lessons w a tutor on zoom", "~3/30",
        "+2 B: korean w my tutor again tonight, still cant do the particles", "~1/1",
    ], "what language lessons does mariko take"),
    S("kristof", "language", "third_party", "Kristof", [
        "A: learning arabic at the community centre, tues nights", "~3/60",
        "+3 B@: hi elif here from kristofs class, he asked me to let u know hes moved to the online arabic "
        "course, no more community centre", "~1/1",
    ], "where does kristof study arabic?", "where did kristof study arabic before", helper="Elif"),
    S("ravenna", "language", "addition", "Ravenna", [
        "A: doing french at night school", "~3/30",
        "+2 B: started portuguese on an app as well bc of the lisbon trip, french still going", "~1/1",
    ], "which languages is ravenna learning?"),
    S("quinlan", "language", "retraction", "Quinlan", [
        "A: learning mandarin w an app every morning on the train", "~4/50",
        "+2 B: gave up on mandarin lol. deleted the app, no regrets", "~1/1",
    ], "is quinlan learning a language"),
    # ---- favourite food --------------------------------------------------------------------
    S("beau", "fav_food", "replacement", "Beau", [
        "A: fave food is pizza, always has been", "~4/50",
        "+2 B: ramen has overtaken pizza as number 1 food, i dont make the rules", "~1/1",
    ], "what's beau's favourite food?"),
    S("tallulah", "fav_food", "restatement", "Tallulah", [
        "A: my fave is my nans lasagne", "~3/30",
        "+2 B: still nothing beats nan's lasagna honestly", "~1/1",
    ], "tallulah's favourite dish?"),
    S("osvaldo", "fav_food", "other_person", "Osvaldo", [
        "A: favourite food has to be tacos al pastor", "~3/30",
        "+2 B: my wife says her fav is sushi now, she used to hate fish lol", "~1/1",
    ], "what does osvaldo like eating most?"),
    S("ksenia", "fav_food", "far_apart", "Ksenia", [
        "A: fav food = pelmeni, dont @ me", "~160/120",
        "+2 B: lol remember when i said pelmeni?? its khachapuri now, no contest", "~1/1",
    ], "what is ksenia's favourite food", "what was ksenia's favourite food before"),
    S("harlan", "fav_food", "correction", "Harlan", [
        "A: my favourite takeaway is the thai place on king st, bangkok cafe", "~1/0.1",
        "B: sorry not bangkok cafe, its siam garden. bangkok cafe is the one we hate", "~1/1",
    ], "what's harlan's fav takeaway?"),
    # ---- doctor ----------------------------------------------------------------------------
    S("winifred", "doctor", "replacement", "Winifred", [
        "A: my gp is dr patel at lakeside surgery", "~4/70",
        "+2 B: got a letter saying dr patel retired, so im under dr okoro now apparently", "~1/1",
    ], "who is winifred's gp?", "who was winifred's doctor before"),
    S("ezekiel", "doctor", "third_party", "Ezekiel", [
        "A: gp is dr hughes, been w him 20 yrs", "~3/60",
        "+3 B@: hi this is zekes daughter, just to say his gp is dr mensah now, dr hughes left the practice",
        "~1/1",
    ], "who is ezekiel's doctor", "who was ezekiel's gp before", helper="Hortense"),
    S("perrin", "doctor", "plan", "Perrin", [
        "A: my doctor is dr lindqvist at parkside", "~3/30",
        "+2 B: registering w the surgery by my new work next week, parkside is impossible to get appts at",
        "~1/1",
    ], "who is perrin's doctor?"),
    S("sabine", "doctor", "time_bounded", "Sabine", [
        "A: my gp is dr costa", "~3/30",
        "+2 B: saw a locum today bc dr costa is on holiday, he was actually nice", "~1/1",
    ], "who is sabine's gp?"),
    S("lorcan", "doctor", "retraction", "Lorcan", [
        "A: registered w dr byrne at the health centre", "~4/60",
        "+2 B: got deregistered bc i moved out of the catchment so no gp rn lol", "~1/1",
    ], "who is lorcan's gp?"),
]
