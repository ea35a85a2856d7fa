"""dev23 replacements: the new state replaces the old one, told the way a team lead types it
(bullets with arrows, forwarded org emails, "fyi we moved off X", promo news, IT swaps)."""

from __future__ import annotations

from ._dev23_build import F, case

REPLACE = [
    case("manager", "replacement", "Jonas", "who's Jonas's manager these days", [
        2,
        ("A", "Harriet", "1:1 notes w/ Jonas: settling in fine under Mei, she's doing his mid-year review."),
        F(4, 24),
        ("B", "Harriet", "Per Hannah's email this morning: Jonas reports to Tobias effective today, Mei keeps the "
                         "data folks only. Jonas seems relieved tbh.", 3),
        1,
    ], past="Who did Jonas report to before the reorg?"),
    case("team", "replacement", "Priyanka", "which team is Priyanka on", [
        1,
        ("A", "Callum", "Priyanka's on the checkout squad, she basically owns the payment page."),
        F(3, 40),
        ("-", "Callum", "Moves agreed at the leads sync:"),
        ("B", "Callum", "- Priyanka -> platform team (as of this Mon)"),
        ("-", "Callum", "- two new grads -> checkout, start on the 9th"),
        2,
    ], past="Which squad was Priyanka in earlier?"),
    case("title", "replacement", "Ana", "What's Ana's job title?", [
        ("A", "Lorcan", "For the org chart: Ana Ribeiro, Senior Engineer, payments."),
        F(4, 60),
        ("B", "Lorcan", "ANA'S PROMO WENT THROUGH 🎉 Staff Engineer from this cycle, letter signed yesterday.", 2),
        1,
    ], past="What was Ana's title before the promotion?"),
    case("ticket_tool", "replacement", "Wendell", "what do we use for tickets?", [
        1,
        ("A", "Wendell", "We track all our work in Jira, the board is ENG-CORE."),
        F(5, 50),
        ("B", "Wendell", "fyi for the new starter doc: we moved off Jira onto Linear last sprint, the old board is "
                         "read-only now", 6),
        2,
    ], past="What did we use for ticket tracking before?"),
    case("docs_tool", "replacement", "Bettina", "Where do our team docs live", [
        ("A", "Bettina", "Team docs are in Confluence, PLAT space, runbooks under Ops."),
        F(4, 35),
        ("B", "Bettina", "Confluence is officially dead to us. New docs go in Notion, Aoife finished porting the "
                         "runbooks over the weekend.", 4),
        1,
    ]),
    case("office", "replacement", "Gulnara", "Which office is Gulnara in", [
        2,
        ("A", "Hector", "Gulnara's based at the Leeds office, she's our only designer up there."),
        F(3, 45),
        ("B", "Hector", "Gulnara's relocated to Manchester - got a desk at the Spinningfields office this week, "
                        "flat's sorted too.", 5),
    ], past="Where was Gulnara based before?"),
    case("desk", "replacement", "Ugne", "Ugne's desk?", [
        ("A", "Ugne", "I'm at desk B14 near the kitchen if anyone's looking for me."),
        F(4, 20),
        ("B", "Ugne", "desk: B14 ➝ C02. finally next to the rest of the squad", 3),
        1,
    ]),
    case("oncall", "replacement", "Xiomara", "Which on-call rota is Xiomara on", [
        ("A", "Yannis", "Xiomara is on the payments on-call rota with Bram and Ode."),
        F(3, 30),
        ("B", "Yannis", "Xiomara and Bram traded places: she's on the search pager rota going forward, he takes her "
                        "payments slots. Permanent, not a one-week swap.", 2),
        2,
    ]),
    case("meeting_slot", "replacement", "Hamish", "what time is standup?", [
        1,
        ("A", "Hamish", "Our standup is 9:30 every day in the Birch room."),
        F(4, 28),
        ("B", "Hamish", "Standup's at 10 from today, voted in at retro - too many school runs at half nine.", 2),
        1,
    ], past="When was standup before?"),
    case("project", "replacement", "Oksana", "What project is Oksana on", [
        ("A", "Percival", "Oksana's on Project Atlas, leading the data model work."),
        F(5, 70),
        ("B", "Percival", "Oksana rolled off Atlas (it's in maintenance mode) and is on Helios full time now.", 1),
    ], past="What was Oksana's project before?"),
    case("laptop", "replacement", "Zahra", "What laptop does Zahra have?", [
        ("A", "Abelard", "Zahra's on a 2019 Intel MacBook Pro, asset tag LT-0442, and it sounds like a jet engine."),
        F(3, 40),
        ("B", "Abelard", "IT finally swapped Zahra's machine: M3 Air, the Intel one went back to stores for wiping.", 6),
        1,
    ]),
    case("client_account", "replacement", "Iolanthe", "Which client does Iolanthe look after?", [
        1,
        ("A", "Joachim", "Iolanthe manages the Brightwell Foods account, weekly call on Tuesdays."),
        F(4, 55),
        ("B", "Joachim", "Handover done: Brightwell's with Kiran now and Iolanthe picked up Nordvik Marine.", 2),
    ], past="Which account did Iolanthe have before?"),
    case("cost_code", "replacement", "Wilfred", "what cost code do we use for travel", [
        ("A", "Wilfred", "Team travel goes on cost code CC-4410."),
        F(4, 90),
        ("B", "Wilfred", "Finance re-coded us for the new FY: travel is CC-5120, anything on 4410 gets bounced.", 3),
        1,
    ], past="What was our travel code last year?"),
    case("agency", "replacement", "Clodagh", "Which agency supplies our QA contractors", [
        ("A", "Clodagh", "Our QA contractors all come through Testwise."),
        F(3, 60),
        ("B", "Clodagh", "Testwise contract ended 30 Sept. QA contractors are via Bugcrowd Staffing since the 1st.",
         4),
        2,
    ]),
    case("payroll", "replacement", "Ignatius", "who does our payroll?", [
        ("A", "Ignatius", "Payroll for the UK entity runs through ADP."),
        F(5, 75),
        ("B", "Ignatius", "UK payroll is on Deel now - first run went out on the 25th without drama.", 5),
    ], past="Who ran our payroll originally?"),
    case("work_pattern", "replacement", "Ines", "What days does Ines work?", [
        1,
        ("A", "Maximilian", "Ines works a 4-day week, Fridays off."),
        F(4, 80),
        ("B", "Maximilian", "Ines is back to five days since September, both kids are in school now.", 2),
    ]),
    case("employer", "replacement", "Kit", "Where does Kit work?", [
        ("A", "Wolfgang", "Kit's one of ours, design team in Berlin."),
        F(4, 50),
        ("B", "Wolfgang", "Kit's last day was Fri, she's at Monzo now - send anything design-y to Ruben.", 3),
        1,
    ]),
    case("cloud", "replacement", "Dorcas", "Which cloud are we on", [
        ("A", "Dorcas", "We host everything on AWS, eu-west-1."),
        F(4, 95),
        ("B", "Dorcas", "Consolidated onto GCP last quarter; the last AWS account was closed on Tuesday.", 4),
        1,
    ], past="Which cloud provider did we use before?"),
    case("remote_base", "replacement", "Henrike", "Where is Henrike working from", [
        1,
        ("A", "Isidore", "Henrike is fully remote from Porto, so she's on UTC."),
        F(3, 45),
        ("B", "Isidore", "Henrike moved to Kraków - she's on CET now, schedule her calls an hour later.", 2),
    ], past="Where was Henrike based before?"),
    case("buddy", "replacement", "Nnamdi", "Who's Nnamdi's buddy?", [
        ("A", "Ophelia", "Nnamdi's onboarding buddy is Cleo."),
        F(3, 9),
        ("B", "Ophelia", "Cleo is drowning, so I've reassigned Nnamdi's buddy to Petter. Intro'd them today.", 1),
        1,
    ]),
    case("expenses_tool", "replacement", "Wieland", "How do we submit expenses", [
        ("A", "Wieland", "Expenses go through Expensify, receipts by the 5th of the month."),
        F(4, 40),
        ("B", "Wieland", "Pleo cards arrived, so expenses are all Pleo now - no more Expensify reports, thank god.",
         3),
    ], past="What did we use for expenses before?"),
    case("ci", "replacement", "Xaviera", "What CI does Xaviera's team use", [
        ("A", "Yusuke", "Xaviera's team builds on Jenkins, the old box under the desk in 3B."),
        F(4, 65),
        ("B", "Yusuke", "Xaviera's lot finished porting their pipelines to GitHub Actions; the Jenkins box is being "
                        "unplugged.", 2),
        1,
    ]),
]
