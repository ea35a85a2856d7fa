"""dev23 third-party reports: the subject said it first, a colleague (or a forwarded announcement)
later tells the assistant it changed."""

from __future__ import annotations

from ._dev23_build import F, case

THIRD = [
    case("manager", "third_party", "Bilal", "Bilal's manager?", [
        ("A", "Bilal", "I report into Sunita for now, she's the one who hired me."),
        F(4, 45),
        ("B", "Greta", "heads up, Bilal got moved under Olu in last week's shuffle. Sunita only has the QA folks "
                       "now.", 3),
        1,
    ], past="Who was Bilal's manager originally?"),
    case("team", "third_party", "Ruairi", "Which team does Ruairi work in", [
        1,
        ("A", "Ruairi", "I'm on the integrations team, mostly webhooks and partner APIs."),
        F(4, 60),
        ("B", "Zofia", "Ruairi's been pulled into core API as of this sprint - integrations is just Dev and Lou "
                       "now.", 2),
    ], past="What team was Ruairi in before?"),
    case("docs_tool", "third_party", "Fionnuala", "Where does Fionnuala's team write up designs", [
        ("A", "Fionnuala", "We keep design write-ups in Google Docs, shared drive called Design."),
        F(3, 40),
        ("B", "Gaspard", "Fionnuala's crew moved their write-ups to Dropbox Paper after the drive permissions "
                         "mess. The Design drive is archive-only.", 4),
        1,
    ]),
    case("oncall", "third_party", "Dimitra", "What's Dimitra's on-call role", [
        ("A", "Dimitra", "I'm secondary on-call for the data platform."),
        F(4, 50),
        ("B", "Efrain", "Dimitra's been bumped to primary for data platform since Leon left, she holds the pager "
                        "now.", 2),
    ], past="What was Dimitra's on-call role before?"),
    case("project", "third_party", "Severin", "Which project is Severin on", [
        1,
        ("A", "Severin", "Heads-down on the invoice engine rewrite this quarter, ping me async."),
        F(3, 25),
        ("B", "Tallulah", "Severin got reassigned to the tax compliance project on Monday; invoice rewrite is "
                          "paused indefinitely.", 2),
        1,
    ], past="What was Severin working on earlier?"),
    case("client_account", "third_party", "Philomena", "Which account is Philomena handling", [
        ("A", "Philomena", "I'm the AM for Corvid Logistics."),
        F(4, 70),
        ("B", "Radomir", "Corvid asked for a new AM after the renewal - Sana took it over, and Philomena's on "
                         "Elmstead Pharma now.", 3),
    ], past="What client did Philomena handle earlier?"),
    case("work_pattern", "third_party", "Tiberius", "How many days does Tiberius work", [
        ("A", "Tiberius", "I'm part-time, three days a week, Mon-Wed."),
        F(3, 90),
        ("B", "Ursula", "Tiberius went back up to full time this month, the contract extension needed it.", 2),
        1,
    ]),
    case("employer", "third_party", "Ysolde", "Which company is Ysolde with", [
        1,
        ("A", "Ysolde", "I'm at Contoso, platform team, been here four years."),
        F(4, 120),
        ("B", "Zebulon", "Ysolde's left Contoso! Joined Fabrikam as a staff engineer, just saw it on LinkedIn.", 5),
    ]),
    case("office", "third_party", "Kerensa", "Which office does Kerensa work from?", [
        ("A", "Kerensa", "I'm in the Glasgow office most days."),
        F(4, 55),
        ("B", "Lucan", "Kerensa moved to the Edinburgh hub when her team got relocated. Glasgow is just sales "
                       "these days.", 3),
        1,
    ], past="Where did Kerensa use to work?"),
    case("title", "third_party", "Mahalia", "What's Mahalia's title", [
        ("A", "Mahalia", "I'm Head of Support, have been since the Series B."),
        F(4, 80),
        ("B", "Nestor", "Fwd from Hannah's all-hands email: 'Please congratulate Mahalia, who becomes VP Customer "
                        "Experience; Support and Success both roll up to her.'", 2),
    ], past="What title did Mahalia have before?"),
    case("laptop", "third_party", "Orrin", "What machine is Orrin on", [
        ("A", "Orrin", "my laptop is the old Dell XPS 15, the one with the sticky trackpad"),
        F(3, 30),
        ("B", "Pernille", "Orrin's XPS has been replaced with a ThinkPad P1 - asset swap logged in ServiceNow "
                          "this morning.", 2),
        1,
    ]),
    case("manager", "third_party", "Quintus", "Who is Quintus's manager", [
        1,
        ("A", "Quintus", "I report to Sabine in the finance systems team."),
        F(4, 65),
        ("B", "Rowena", "Q's manager changed when Sabine left - he's under Teodor now.", 3),
    ]),
]
