"""dev23 far-apart changes: the first statement, 150+ turns of a lead's day-to-day over two or
more months, then the change told in passing."""

from __future__ import annotations

from ._dev23_build import F, case

FAR = [
    case("manager", "far_apart", "Esperanza", "Who is Esperanza reporting to?", [
        ("A", "Torvald", "Esperanza's manager is Ulf Brandt, he runs the infra group."),
        F(90, 50),
        ("-", "Torvald", "Ulf is hiring two more SREs, add to the hiring tracker."),
        F(75, 45),
        ("B", "Torvald", "Esperanza got moved under Nkechi in the Q3 reshuffle btw, Ulf went off to Berlin.", 2),
        1,
    ], past="Who did Esperanza report to before the Q3 reshuffle?"),
    case("team", "far_apart", "Saskia", "what team is Saskia on?", [
        1,
        ("A", "Emeric", "Saskia joined us on the billing team last week."),
        F(170, 110),
        ("B", "Emeric", "Saskia's moved over to identity - she asked for it once the billing migration wrapped.", 3),
    ]),
    case("ticket_tool", "far_apart", "Zuleika", "Which issue tracker are we on", [
        ("A", "Zuleika", "Our issue tracker is YouTrack, we've had it since 2019."),
        F(80, 60),
        F(80, 40),
        ("B", "Zuleika", "Migration done: YouTrack's gone, everything lives in GitHub Issues now, project boards "
                         "and all.", 2),
    ], past="What did we use to track issues originally?"),
    case("office", "far_apart", "Leocadia", "where does Leocadia work from?", [
        ("A", "Magnus", "Leocadia sits in the Amsterdam office, 5th floor."),
        F(160, 95),
        ("B", "Magnus", "Leocadia transferred to the Rotterdam site when her team moved - says the commute is way "
                        "better.", 2),
        2,
    ], past="Which office was Leocadia in before?"),
    case("meeting_slot", "far_apart", "Nuno", "When is retro these days", [
        ("A", "Nuno", "Retro's Friday 3pm at the end of each sprint."),
        F(85, 45),
        ("-", "Nuno", "Retro actions from last time still not done, nag the owners."),
        F(85, 40),
        ("B", "Nuno", "We shifted retro to Thursday afternoons a while back, Fridays kept getting cancelled.", 3),
    ], past="When did we use to hold retro?"),
    case("project", "far_apart", "Winifred", "What's Winifred working on these days", [
        ("A", "Xander", "Winifred owns the reporting dashboard project."),
        F(175, 120),
        ("B", "Xander", "Winifred handed the dashboards to Pim and is running the data retention project now.", 2),
    ]),
    case("client_account", "far_apart", "Umberto", "Which client account does Umberto manage", [
        1,
        ("A", "Vesna", "Umberto is the account manager for Greyfield Council."),
        F(155, 80),
        ("B", "Vesna", "Umberto swapped Greyfield for the Okafor Group account when Tamsin left.", 4),
        1,
    ], past="Which client did Umberto manage before Okafor Group?"),
    case("cost_code", "far_apart", "Aurelio", "Which code do contractor invoices go on", [
        ("A", "Aurelio", "Contractor invoices are charged to project code P-7781."),
        F(165, 100),
        ("B", "Aurelio", "New code for contractor invoices since the finance system cutover: P-9020. The old one's "
                         "closed.", 2),
    ], past="What code did contractor invoices use before the cutover?"),
    case("payroll", "far_apart", "Lisbeth", "Which company handles our payroll", [
        ("A", "Lisbeth", "Payroll is handled by Moorepay."),
        F(180, 150),
        ("B", "Lisbeth", "We're with CloudPay for payroll now, Moorepay's contract ended in the summer.", 5),
    ]),
    case("mentoring", "far_apart", "Ugo", "Who mentors Ugo?", [
        ("A", "Viveka", "Ugo's mentor is Wenonah from the architecture group."),
        F(160, 70),
        ("B", "Viveka", "Ugo switched mentors - he's paired with Ishaan now, better fit for the management track.", 2),
        1,
    ], past="Who was Ugo's mentor before?"),
    case("desk", "far_apart", "Tamsyn", "Where does Tamsyn sit", [
        ("A", "Tamsyn", "My desk is on the 7th floor, pod C."),
        F(165, 85),
        ("B", "Tamsyn", "Settled in on 2 now - pod C was handed over to Legal, I'm by the lifts.", 3),
    ]),
    case("oncall", "far_apart", "Ulisses", "Which on-call rota is Ulisses on", [
        1,
        ("A", "Vanessa", "Ulisses is on the weekend on-call rota."),
        F(158, 75),
        ("B", "Vanessa", "Ulisses moved to the weekday rota when the new grads took over weekends.", 2),
    ]),
    case("chat_tool", "far_apart", "Waleed", "What do we use for team chat", [
        ("A", "Waleed", "We're on Slack for everything, huddles included."),
        F(170, 130),
        ("B", "Waleed", "Our chat is Google Chat now - company went all-in on Workspace and Slack got switched off "
                        "on the 1st.", 4),
    ], past="What did we chat on before?"),
    case("work_pattern", "far_apart", "Xenia", "What's Xenia's working pattern?", [
        ("A", "Yorgos", "Xenia works 9 to 5:30, Monday to Friday."),
        F(162, 90),
        ("B", "Yorgos", "Xenia's on a 4-day week now, Wednesdays off - HR approved her request.", 2),
        1,
    ]),
]
