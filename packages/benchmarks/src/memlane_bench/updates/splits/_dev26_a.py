"""dev26 scenarios, part A: residence, employer, job title (voice transcripts)."""

from __future__ import annotations

from ._dev26_talk import K, Spec

SPECS = (
    # ---------------------------------------------------------------- residence
    Spec("residence", "replacement", "Doreen", "Where does Doreen live?", "what was Doreen's address before", (
        1,
        K("o", 0, "Hello yes this is Doreen um I want you to remember that I live at number 14 Alder Close "
                  "in Harrogate thank you full stop"),
        3,
        K("c", 71, "its Doreen again dear the sale went through in the end so I am in the bungalow in "
                   "Knaresborough now near my sister its smaller but its all on the one level which is a blessing"),
        1,
    )),
    Spec("residence", "replacement", "Kwame", "which town is Kwame living in", "where was Kwame living before", (
        K("o", 0, "so yeah um I'm in Croydon like I've been in Croydon forever its fine the commute's fine whatever"),
        4,
        K("c", 55, "okay so update we got the keys Saturday and uh the whole weekend was just boxes and "
                   "now we're properly out in Sutton um the flats like ten minutes from the station"),
        1,
    )),
    Spec("residence", "correction", "Fenella", "which city is Fenella living in these days?", None, (
        1,
        K("o", 2, "So we moved to Leeds in March and its been mad like honestly the kids have settled "
                  "better than us"),
        1,
        K("c", 2.01, "wait no sorry not Leeds what am I saying its Wakefield we live in Wakefield Leeds is "
                     "where Jim works I'm so tired"),
        2,
    )),
    Spec("residence", "third_party", "Grzegorz", "where are Grzegorz and his family living",
         "where did Grzegorz live before", (
        K("o", 0, "I am living in Slough at the moment with my wife and the two boys"),
        3,
        K("c", 88, "hello this is Halina the wife of Gregor um Grzegorz sorry the phone spells it wrong he "
                   "is driving so he ask me to tell you we are living in Reading now since the first of "
                   "the month", "Halina"),
        1,
    )),
    Spec("residence", "far_apart", "Marguerite", "what town does Marguerite call home",
         "where did Marguerite used to live", (
        K("o", 2, "Ive lived in Bath my whole adult life um and I'm not going anywhere they'll carry me out"),
        175,
        K("c", 214, "oh I meant to say um the house sale finally completed so its Frome for me I'm in a "
                    "little terrace off the market place and the stairs are murder"),
        2,
    )),
    Spec("residence", "time_bounded", "Oskar", "Oskar's home city?", None, (
        K("c", 0, "I live in Cardiff um the Canton bit of Cardiff near the park"),
        3,
        K("o", 30, "so basically I'm living in Glasgow for the next six weeks for the project uh serviced "
                   "flat off Sauchiehall street and then back home obviously"),
        2,
    )),
    Spec("residence", "plan", "Bernadette", "where is Bernadette living at the moment", None, (
        1,
        K("c", 0, "we're in Ipswich um been here about ten years now in the same house"),
        3,
        K("o", 40, "right so offer accepted on the place in Woodbridge so that's it we're off to Woodbridge "
                   "in the spring as long as the chain doesn't fall through fingers crossed"),
        1,
    )),
    Spec("residence", "other_person", "Lachlan", "what city does Lachlan stay in", None, (
        K("c", 0, "I live in Dundee by the way if you need it for the weather and that"),
        3,
        K("o", 25, "my mum's just moved — no sorry she's moving — uh she's moved into the sheltered "
                   "housing in Perth last week so I'll be driving down every weekend now"),
        1,
    )),
    Spec("residence", "restatement", "Priyanka", "where does Priyanka live", None, (
        K("c", 0, "I live in Hounslow um right under the flight path haha"),
        4,
        K("o", 60, "nah we never did move in the end we're where we've always been near Hounslow West "
                   "station the planes are still deafening"),
        1,
    )),
    # ---------------------------------------------------------------- employer
    Spec("employer", "replacement", "Callum", "Who does Callum work for now?", "where did Callum work before", (
        K("o", 0, "I work at Sainsbury's. The big one. Period."),
        3,
        K("c", 62, "Last day at Sainsbury's was Friday. Started at the Co-op Monday. Same hours roughly."),
        1,
    )),
    Spec("employer", "replacement", "Adaeze", "where is Adaeze employed", None, (
        1,
        K("o", 0, "I'm at Deloitte um in the audit team and it's long hours you know busy season is "
                  "basically all year"),
        4,
        K("c", 95, "so I finally did it I handed my notice in and um as of this week I'm at a little "
                   "charity in Hackney doing their finance its called uh Brighter Futures Trust and "
                   "honestly it's so much calmer"),
        1,
    )),
    Spec("employer", "retraction", "Trevor", "is Trevor driving for any company", "who did Trevor drive for", (
        K("o", 0, "I drive for DPD been doing it three years now multi drop round Swindon"),
        3,
        K("c", 70, "yeah I'm not with DPD any more they let a load of us go so I'm just um signing on for "
                   "now looking around"),
        1,
    )),
    Spec("employer", "third_party", "Mehmet", "where does Mehmet work", "where was Mehmet working before", (
        K("o", 0, "I work in kebab shop on the high street Istanbul Grill"),
        3,
        K("c", 64, "hi this is Emre um Dads son he asked me to put this in cos his English is not so good "
                   "he's not at the kebab place no more he's at his cousins car wash now in Edmonton",
          "Emre"),
        1,
    )),
    Spec("employer", "far_apart", "Gethin", "who employs Gethin", "who did Gethin work for before", (
        K("o", 1, "I work for the council um Cardiff council highways department potholes mainly"),
        170,
        K("c", 190, "so um big news I suppose I left the council and I'm doing the same sort of thing but "
                    "for Network Rail uh started in the summer the pension's better"),
        1,
    )),
    Spec("employer", "addition", "Shirley", "where is Shirley working?", None, (
        K("c", 0, "I work at the library on Tuesdays and Thursdays the one in the precinct"),
        3,
        K("o", 20, "oh and I've got a new job Saturday mornings at the Oxfam shop bit of pocket money "
                   "and I get first dibs on the books"),
        1,
    )),
    Spec("employer", "other_person", "Nadia", "where does Nadia work", None, (
        K("c", 0, "Im a nurse at the Royal Free in Hampstead"),
        2,
        K("o", 33, "my husband just switched jobs he's left Barclays and gone over to HSBC so he's all "
                   "stressed about the new place and the new people"),
        2,
    )),
    Spec("employer", "restatement", "Jolene", "who does Jolene work for", None, (
        K("c", 0, "I work at the Amazon warehouse in Dunfermline picking"),
        3,
        K("o", 45, "I'm still at Amazon by the way don't know if I said no wait I did say um anyway still "
                   "there still picking"),
        1,
    )),
    Spec("employer", "correction", "Seamus", "Which airline employs Seamus?", None, (
        K("o", 0, "I work for Ryanair out at Dublin airport on the ground crew"),
        1,
        K("c", 0.01, "no hang on I said Ryanair I meant Aer Lingus sorry the dictation thing — I work for "
                     "Aer Lingus its the green one"),
        2,
    )),
    Spec("employer", "plan", "Ifeoma", "where does Ifeoma work", None, (
        K("c", 0, "I work at Tesco head office in Welwyn in the supply chain team"),
        3,
        K("o", 50, "so I've got the offer from Unilever um I'm gonna take it I think start date would be "
                   "like September so thats me sorted"),
        1,
    )),
    # ---------------------------------------------------------------- job title
    Spec("job_title", "replacement", "Harpreet", "what's Harpreet's job title at the hospital?",
         "what was Harpreet's role before", (
        K("o", 0, "I'm a staff nurse on ward 6 the respiratory ward"),
        3,
        K("c", 80, "so I got the band seven I'm a ward sister now as of last week still on 6 but running "
                   "it"),
        1,
    )),
    Spec("job_title", "correction", "Dermot", "what does Dermot do for a living", None, (
        1,
        K("o", 0, "I work as a planner I've got my own van and everything"),
        K("c", 0.01, "that should say plumber not planner stupid phone I'm a plumber I fix pipes and "
                     "boilers"),
        2,
    )),
    Spec("job_title", "plan", "Aoife", "Aoife's current job", None, (
        K("c", 0, "I'm a teaching assistant at the primary school um year two"),
        3,
        K("o", 44, "I'm doing my teacher training next year on the salaried route so I'll be a proper "
                   "teacher then fingers crossed"),
        1,
    )),
    Spec("job_title", "restatement", "Wilfred", "what does Wilfred do these days", None, (
        K("c", 0, "Good morning this is Wilfred I am a retired postman full stop"),
        3,
        K("o", 30, "As I say I was on the post for forty years and I have been retired since then I don't "
                   "work any more thank you"),
        1,
    )),
    Spec("job_title", "time_bounded", "Imelda", "what does Imelda do for work", None, (
        K("c", 0, "Im a paramedic with the ambulance service"),
        3,
        K("o", 35, "so till June I'm a call handler in the control room on a secondment so I'm off the "
                   "road for a bit then back on the trucks"),
        1,
    )),
    Spec("job_title", "third_party", "Rhys", "what is Rhys's trade", "what was Rhys before he qualified", (
        K("o", 0, "I'm an apprentice electrician second year"),
        3,
        K("c", 58, "Owain here on Rhys's phone he's qualified now mate fully fledged sparky passed his "
                   "AM2 yesterday so he's an electrician proper", "Owain"),
        1,
    )),
    Spec("job_title", "far_apart", "Beatrix", "what's Beatrix's position in the kitchen",
         "what was Beatrix's job title before", (
        K("o", 0, "I'm a sous chef at a hotel in Windermere um its a lot of hours"),
        180,
        K("c", 205, "um anyway did I tell you they made me head chef when Marco left so yeah I'm running "
                    "the pass now its terrifying"),
        1,
    )),
)
