"""dev23 must-not, part two: other people's changes (a teammate, the writer's own manager, a
relative, another department), plans and proposals worded close to done things, and the same
state restated in other words."""

from __future__ import annotations

from ._dev23_build import F, case

OTHER = [
    case("manager", "other_person", "Marisa", "who manages Marisa?", [
        ("A", "Thandiwe", "Marisa reports to Gunnar."),
        F(4, 40),
        ("B", "Thandiwe", "- Yusuf (Marisa's pod) -> reports to Ilse from the 1st, Gunnar keeps the rest", 2),
        1,
    ]),
    case("title", "other_person", "Farida", "What's Farida's role", [
        1,
        ("A", "Horatio", "Farida is Tech Lead for the ledger service."),
        F(3, 45),
        ("B", "Horatio", "Promo news: Gus is now a Tech Lead too - reconciliation service. Farida mentored him, she's "
                         "thrilled.", 2),
    ]),
    case("docs_tool", "other_person", "Dagny", "Where do we keep our docs", [
        ("A", "Dagny", "We write all our docs in Confluence."),
        F(4, 30),
        ("B", "Dagny", "Marketing moved all their docs over to Notion, they sent a very smug announcement.", 2),
    ]),
    case("office", "other_person", "Nikhil", "Which office is Nikhil at", [
        ("A", "Ottoline", "Nikhil's in the Bristol office."),
        F(3, 35),
        ("B", "Ottoline", "Nikhil's manager Petra relocated to Cardiff, so his 1:1s are all on Zoom now.", 3),
        1,
    ]),
    case("project", "other_person", "Undine", "What project is Undine assigned to", [
        1,
        ("A", "Vasco", "Undine's on Project Kestrel."),
        F(4, 40),
        ("B", "Vasco", "Kestrel lost Wyatt to the mobile rebuild today, Undine's gutted, he was her pair.", 2),
    ]),
    case("laptop", "other_person", "Halvard", "What laptop is Halvard on", [
        ("A", "Halvard", "I'm on a Framework 13 running Fedora."),
        F(3, 25),
        ("B", "Halvard", "My partner just got a MacBook Air for her new job and now I'm jealous.", 2),
        1,
    ]),
    case("cost_code", "other_person", "Brunhilde", "What's the training budget code for Brunhilde's team", [
        ("A", "Brunhilde", "My team's training budget code is TRN-12."),
        F(4, 50),
        ("B", "Brunhilde", "Rashid's team got moved onto TRN-40 for training after the department split.", 2),
    ]),
    case("payroll", "other_person", "Kasimir", "What do we use for payroll?", [
        1,
        ("A", "Kasimir", "We're on Sage for payroll."),
        F(3, 40),
        ("B", "Kasimir", "My brother's company dumped Sage for Xero payroll and he won't stop going on about it.", 3),
    ]),
    case("employer", "other_person", "Cyprian", "Where does Cyprian work", [
        ("A", "Cyprian", "I work at Northwind, analytics team."),
        F(4, 60),
        ("B", "Cyprian", "My old boss just left Northwind for a startup. Place will be weird without her.", 2),
        1,
    ]),
    case("remote_base", "other_person", "Marit", "Where's Marit based?", [
        ("A", "Marit", "I'm remote out of Tromsø."),
        F(3, 45),
        ("B", "Marit", "Olamide moved from Tromsø down to Oslo, so I'm the last one of us up here.", 2),
    ]),
    case("team", "other_person", "Juniper", "Which team's Juniper on", [
        1,
        ("A", "Kenji", "Juniper is on the Platform team."),
        F(4, 30),
        ("B", "Kenji", "Juniper's old teammate Lachlan moved from Platform to Mobile this week.", 2),
    ]),
    case("manager", "other_person", "Lorelei", "Who's Lorelei's manager?", [
        ("A", "Mattias", "Lorelei reports to me."),
        F(4, 45),
        ("B", "Mattias", "I now report to Nadia - org change came through this morning.", 2),
        1,
    ]),
]

PLAN = [
    case("manager", "plan", "Caius", "Who's Caius's manager?", [
        ("A", "Leontine", "Caius reports to Philippa."),
        F(3, 40),
        ("B", "Leontine", "Caius is moving under Ravi once the payments team spins up - if Philippa's proposal "
                          "gets through, she wants to talk to him first.", 2),
    ]),
    case("title", "plan", "Dorotea", "What is Dorotea's title", [
        1,
        ("A", "Kwabena", "Dorotea is a Design Lead."),
        F(4, 50),
        ("B", "Kwabena", "Putting Dorotea forward for Principal Designer at the next calibration - packet is in my "
                         "drafts.", 2),
    ]),
    case("ticket_tool", "plan", "Ximena", "Where do we log tickets?", [
        ("A", "Ximena", "All our tickets live in Jira."),
        F(4, 35),
        ("B", "Ximena", "We're piloting Linear with the design team for a month to see if it sticks.", 2),
        1,
    ]),
    case("chat_tool", "plan", "Cosmin", "Which chat tool does the team use", [
        ("A", "Cosmin", "We chat in Slack, #team-rocket is the main channel."),
        F(3, 30),
        ("B", "Cosmin", "Proposal for Thu's sync: consolidate onto Teams since IT pays for it anyway? Want opinions "
                        "before I raise it.", 2),
    ]),
    case("oncall", "plan", "Fitz", "What on-call does Fitz do", [
        1,
        ("A", "Gwendolyn", "Fitz is on the weekday on-call rota only."),
        F(4, 40),
        ("B", "Gwendolyn", "Fitz offered to join the weekend rota from next quarter if we sort out comp - I'll "
                           "believe it when HR signs off.", 3),
    ]),
    case("meeting_slot", "plan", "Isadora", "When's our standup", [
        ("A", "Isadora", "Team standup: 9:15, Zoom link is in the calendar invite."),
        F(3, 25),
        ("B", "Isadora", "proposal: move standup to 10 - thoughts? not changing anything until everyone's weighed "
                         "in", 2),
        1,
    ]),
    case("client_account", "plan", "Nerys", "Who's Nerys's client", [
        ("A", "Octavian", "Nerys is account lead for Pemberton Retail."),
        F(4, 45),
        ("B", "Octavian", "Nerys goes onto Quayside Hotels if we win the pitch - decision's in May.", 2),
    ]),
    case("budget", "plan", "Zygmunt", "Which budget line covers our software spend?", [
        1,
        ("A", "Zygmunt", "Our software spend goes against budget line SW-31."),
        F(3, 50),
        ("B", "Zygmunt", "Finance may split SW-31 into separate licence and cloud lines next FY, they're consulting "
                         "the leads.", 3),
    ]),
    case("work_pattern", "plan", "Stanislav", "What's Stanislav's working pattern", [
        ("A", "Ulrika", "Stanislav works full time."),
        F(4, 40),
        ("B", "Ulrika", "Stanislav has put in a flexible working request for a 9-day fortnight. HR has eight weeks "
                        "to respond.", 2),
        1,
    ]),
    case("employer", "plan", "Amadeus", "Who does Amadeus work for?", [
        ("A", "Brigitta", "Amadeus works for us in Sales Engineering."),
        F(3, 60),
        ("B", "Brigitta", "Amadeus told me in our 1:1 he's in final rounds at Datadog. Keep it quiet, nothing "
                          "signed.", 2),
    ]),
    case("mentoring", "plan", "Rasmus", "Who is Rasmus mentoring", [
        1,
        ("A", "Solveig", "Rasmus is mentoring Tansy through the grad programme."),
        F(4, 45),
        ("B", "Solveig", "Next cohort I'll probably pair Rasmus with one of the new grads instead, Tansy's nearly "
                         "done.", 2),
    ]),
    case("cloud", "plan", "Mordecai", "Which hosting provider are we using", [
        ("A", "Mordecai", "We run on DigitalOcean."),
        F(4, 30),
        ("B", "Mordecai", "AWS credits approved! Migration kicks off in Q3 if the spike goes well.", 2),
        1,
    ]),
]

RESTATE = [
    case("team", "restatement", "Odalys", "Odalys's team?", [
        ("A", "Mortimer", "Odalys is in Data Eng, under the analytics umbrella."),
        F(4, 40),
        ("B", "Mortimer", "re: Odalys - yep, still data engineering, the reorg didn't touch her.", 2),
    ]),
    case("ticket_tool", "restatement", "Anselm", "what do we use for ticket tracking", [
        1,
        ("A", "Anselm", "We use Jira for tickets."),
        F(3, 30),
        ("B", "Anselm", "Our backlog is in Atlassian, same project keys as always - nobody wants another "
                        "migration.", 2),
    ]),
    case("desk", "restatement", "Vittorio", "Where does Vittorio sit", [
        ("A", "Wanjiru", "Vittorio sits at 3.17."),
        F(3, 20),
        ("B", "Wanjiru", "For the visitor: Vittorio's on the third floor, desk seventeen, turn left out of the "
                         "lift.", 1),
        1,
    ]),
    case("meeting_slot", "restatement", "Mireille", "when do we do sprint planning", [
        ("A", "Mireille", "Our sprint planning is every other Monday at 10."),
        F(4, 35),
        ("B", "Mireille", "Planning's fortnightly, Monday mornings 10am - adding it to the onboarding doc.", 2),
    ]),
    case("client_account", "restatement", "Sebastiaan", "which account is Sebastiaan's", [
        1,
        ("A", "Teodora", "Sebastiaan owns the Larkspur relationship."),
        F(4, 50),
        ("B", "Teodora", "If Larkspur calls, route to Sebastiaan - it's his account, same as last year.", 2),
    ]),
    case("work_pattern", "restatement", "Ottavia", "What's Ottavia's working pattern?", [
        ("A", "Pankaj", "Ottavia is on compressed hours, Mon-Thu."),
        F(3, 30),
        ("B", "Pankaj", "Reminder: Ottavia doesn't work Fridays - compressed week, longer days Monday to Thursday.", 2),
        1,
    ]),
    case("cdn", "restatement", "Godfrey", "which CDN do we use", [
        ("A", "Godfrey", "CDN is Cloudflare."),
        F(4, 40),
        ("B", "Godfrey", "All our DNS and edge caching sit behind Cloudflare, as they have for years.", 2),
    ]),
    case("manager", "restatement", "Nadezhda", "Who manages Nadezhda", [
        ("A", "Oswin", "Nadezhda reports to Gareth."),
        F(3, 45),
        ("B", "Oswin", "Gareth is Nadezhda's line manager, he signs off her leave, not me.", 2),
        1,
    ]),
    case("oncall", "restatement", "Perpetua", "What on-call is Perpetua on", [
        1,
        ("A", "Perpetua", "I'm on the infra on-call rota, one week in five."),
        F(4, 50),
        ("B", "Perpetua", "My on-call week comes round every fifth week, infra pager as usual.", 2),
    ]),
    case("laptop", "restatement", "Reinhold", "What laptop does Reinhold have", [
        ("A", "Sunniva", "Reinhold uses a 14-inch MacBook Pro."),
        F(4, 30),
        ("B", "Sunniva", "Reinhold's machine is the M2 MBP 14\" - don't order him another, he's fine.", 2),
    ]),
    case("payroll", "restatement", "Tancredi", "Who's our payroll provider", [
        ("A", "Tancredi", "Payroll is outsourced to BrightPay."),
        F(3, 40),
        ("B", "Tancredi", "re: the new starter's payroll q - it's BrightPay, always has been, payslips come from "
                          "them.", 2),
        1,
    ]),
    case("office_days", "restatement", "Valentin", "When is Valentin in the office", [
        1,
        ("A", "Wystan", "Valentin comes into the office on Tuesdays and Thursdays."),
        F(4, 25),
        ("B", "Wystan", "Valentin's in-office days: Tue/Thu, WFH the rest.", 2),
    ]),
]
