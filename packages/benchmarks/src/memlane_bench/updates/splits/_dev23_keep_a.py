"""dev23 must-not, part one: additions (a second tool, account, rota or reporting line next to
the first, often worded like a switch) and time-bounded episodes (cover, acting roles,
secondments, loaners, a week in another office, leave)."""

from __future__ import annotations

from ._dev23_build import F, case

ADD = [
    case("team", "addition", "Hiroko", "Which team is Hiroko in?", [
        ("A", "Benedikt", "Hiroko is on the search team."),
        F(3, 30),
        ("B", "Benedikt", "Hiroko's joined the accessibility guild - Thursday afternoons, it sits alongside her "
                          "day job.", 2),
        1,
    ]),
    case("ticket_tool", "addition", "Yorick", "What's our ticketing tool", [
        1,
        ("A", "Yorick", "Tickets go into Jira for us."),
        F(4, 40),
        ("B", "Yorick", "Support escalations now come in through Zendesk, and get linked to a Jira ticket once eng "
                        "picks them up.", 3),
    ]),
    case("project", "addition", "Quinlan", "What's Quinlan working on", [
        ("A", "Rosamund", "Quinlan is working on the onboarding revamp."),
        F(3, 20),
        ("B", "Rosamund", "Quinlan's picked up the SSO integration - 20% of his week, onboarding is still the main "
                          "gig.", 2),
    ]),
    case("laptop", "addition", "Cormac", "What hardware does Cormac have?", [
        ("A", "Daria", "Cormac has a 16-inch MacBook Pro for dev work."),
        F(4, 25),
        ("B", "Daria", "Ordered Cormac a Windows tower for testing the desktop client, it arrives Thursday.", 2),
        1,
    ]),
    case("client_account", "addition", "Leopoldo", "What accounts is Leopoldo on", [
        1,
        ("A", "Marguerite", "Leopoldo runs the Halcyon Insurance account."),
        F(4, 45),
        ("B", "Marguerite", "Giving Leopoldo Tandem Bank as well since he has capacity - so that's two accounts "
                            "for him.", 2),
    ]),
    case("agency", "addition", "Hallgerd", "Which design agency do we use", [
        ("A", "Hallgerd", "Our design overflow goes to Studio Marlow."),
        F(3, 35),
        ("B", "Hallgerd", "Signed with Pixelpine for the illustration work; Marlow keeps doing the UI screens.", 4),
        1,
    ]),
    case("cloud", "addition", "Eberhard", "What cloud do we run on", [
        ("A", "Eberhard", "Our stuff all runs on Azure."),
        F(4, 60),
        ("B", "Eberhard", "Spun up a small GCP project for the ML experiments, BigQuery was too good to pass up.", 3),
    ]),
    case("manager", "addition", "Zenobia", "who does Zenobia report to", [
        1,
        ("A", "Anatole", "Zenobia reports to Kwame."),
        F(4, 50),
        ("B", "Anatole", "Zenobia now has a dotted line to Liesel for the data governance work.", 2),
        1,
    ]),
    case("oncall", "addition", "Bogdan", "Which on-call rotas is Bogdan on", [
        ("A", "Bogdan", "I'm on the API on-call rota."),
        F(3, 40),
        ("B", "Bogdan", "Got added to the database on-call rota - officially a two-pager person now, pray for me.",
         2),
    ]),
    case("title", "addition", "Cecily", "What's Cecily's role", [
        ("A", "Dorian", "Cecily is Senior QA Engineer on web."),
        F(4, 30),
        ("B", "Dorian", "Cecily's picked up release manager on top of the QA work, she volunteered.", 2),
        1,
    ]),
    case("office", "addition", "Eilidh", "Which office is Eilidh based in?", [
        1,
        ("A", "Eilidh", "I'm based in the Cambridge office."),
        F(4, 45),
        ("B", "Eilidh", "Got my badge activated for London, so I can drop into the King's Cross office on Weds.", 3),
    ]),
    case("ticket_tool", "addition", "Fergal", "Where do we track tickets", [
        ("A", "Fergal", "Our team's tickets live in Linear."),
        F(3, 35),
        ("B", "Fergal", "Started using GitHub Projects for the open-source repo - outside contributors can't see "
                        "Linear.", 2),
        1,
    ]),
]

EPISODE = [
    case("manager", "time_bounded", "Keanu", "Who is Keanu's line manager?", [
        ("A", "Wilhelmina", "Keanu reports to Fenella."),
        F(4, 40),
        ("B", "Wilhelmina", "Fenella's on mat leave from tomorrow, so Keanu's 1:1s and approvals go to Dragan until "
                            "she's back in March.", 2),
        1,
    ]),
    case("team", "time_bounded", "Lamar", "what team does Lamar belong to", [
        1,
        ("A", "Giedre", "Lamar's on the mobile team."),
        F(3, 30),
        ("B", "Giedre", "Lamar's moved to the fraud squad - six-week secondment for the chargeback backlog, then "
                        "back to mobile.", 2),
    ]),
    case("title", "time_bounded", "Chiamaka", "What's Chiamaka's role?", [
        ("A", "Valdemar", "Chiamaka is Engineering Manager for Checkout."),
        F(4, 55),
        ("B", "Valdemar", "Chiamaka is acting Head of Engineering until Ingmar is back from sabbatical in June.", 3),
        1,
    ]),
    case("office", "time_bounded", "Ilario", "Where is Ilario based?", [
        ("A", "Jocasta", "Ilario works out of the Lisbon office."),
        F(3, 25),
        ("B", "Jocasta", "Ilario's in London all of w/c 14th for the planning offsite, back in Lisbon after.", 2),
    ]),
    case("desk", "time_bounded", "Stellan", "Where's Stellan's desk", [
        1,
        ("A", "Tuulikki", "Stellan's desk is 2.03, by the window."),
        F(3, 20),
        ("B", "Tuulikki", "Floor 2 is being recarpeted so Stellan's hot-desking on 5 until Friday.", 1),
        1,
    ]),
    case("oncall", "time_bounded", "Barnaby", "Which on-call rota is Barnaby on", [
        ("A", "Cressida", "Barnaby is on the infra on-call rota."),
        F(4, 45),
        ("B", "Cressida", "Barnaby's off the pager while he's on PTO 3-17 Aug; Imogen is covering his shifts.", 2),
    ]),
    case("meeting_slot", "time_bounded", "Leandro", "When's Leandro's 1:1 with Rosalind", [
        ("A", "Leandro", "My weekly 1:1 with Rosalind is Mondays at 11."),
        F(3, 30),
        ("B", "Leandro", "1:1 with Rosalind got bumped to Tue this week because of the bank holiday.", 2),
        1,
    ]),
    case("laptop", "time_bounded", "Benedetta", "What's Benedetta's assigned work laptop", [
        1,
        ("A", "Benedetta", "My work laptop is a ThinkPad X1 Carbon."),
        F(4, 50),
        ("B", "Benedetta", "X1's in for repair (hinge again), IT gave me a loaner Dell Latitude till it's back.", 2),
    ]),
    case("agency", "time_bounded", "Desmond", "Which agency is Desmond contracted through?", [
        ("A", "Elodie", "Desmond is a contractor via Hays."),
        F(3, 40),
        ("B", "Elodie", "Desmond's working on-site for Holloway & Co for the next three months (client "
                        "secondment), back with us in Jan.", 3),
        1,
    ]),
    case("work_pattern", "time_bounded", "Rhiannon", "What's Rhiannon's normal working pattern?", [
        ("A", "Rhiannon", "I work full time, Mon-Fri."),
        F(4, 60),
        ("B", "Rhiannon", "I'm on a phased return after the op - mornings only until the 30th.", 2),
    ]),
    case("remote_base", "time_bounded", "Jaroslav", "Where does Jaroslav work from", [
        1,
        ("A", "Jaroslav", "I work remotely from Valencia."),
        F(3, 50),
        ("B", "Jaroslav", "Working from my parents' place in Santiago for December, so I'm 4h behind till Jan.", 3),
    ]),
    case("team_lead", "time_bounded", "Anahita", "What does Anahita lead", [
        ("A", "Bartosz", "Anahita leads the QA team."),
        F(4, 35),
        ("B", "Bartosz", "Tom is covering for Anahita while she's on leave - QA sign-offs go to him till the 20th.",
         2),
        1,
    ]),
    case("project", "time_bounded", "Horst", "What project is Horst on", [
        ("A", "Isaura", "Horst is on the search relevance project."),
        F(3, 30),
        ("B", "Isaura", "Borrowing Horst for the incident review this week; he's back on search relevance Monday.", 1),
    ]),
]
