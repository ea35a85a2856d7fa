"""dev23 corrections (the writer fixes their own slip minutes later: typos, mixed-up people,
"scratch that") and retractions (the old state ends with nothing named in its place)."""

from __future__ import annotations

from ._dev23_build import F, case

CORRECT = [
    case("manager", "correction", "Anneke", "Who does Anneke report to directly?", [
        ("A", "Rafael", "Anneke's line manager is Duncan."),
        1,
        ("B", "Rafael", "wait no - Duncan's her skip-level. Her actual manager is Priscilla, who sits under Duncan."),
        2,
    ], past="Who did I first say was Anneke's manager?"),
    case("title", "correction", "Benoit", "What's Benoit's title", [
        1,
        ("A", "Benoit", "For the intro slide: Benoit Garnier, Product Manager, Payments."),
        ("B", "Benoit", "Actually make that Senior Product Manager - keep forgetting HR changed it back in Jan, my "
                        "email signature is wrong too."),
        1,
    ]),
    case("docs_tool", "correction", "Evander", "what do we use for the wiki", [
        ("A", "Evander", "Our team wiki is on Notion."),
        2,
        ("B", "Evander", "Ugh ignore that, Notion is my personal stuff. The team wiki is Slab."),
    ]),
    case("desk", "correction", "Roisin", "what's Roisin's desk number", [
        ("A", "Roisin", "My desk is 4.21 if the courier needs it."),
        1,
        ("B", "Roisin", "typo - 4.12!! 4.21 is the printer alcove lol"),
        1,
    ]),
    case("meeting_slot", "correction", "Jovan", "When is the 1:1 with Jovan?", [
        1,
        ("A", "Klementyna", "My 1:1 with Jovan is Tuesdays at 2."),
        1,
        ("B", "Klementyna", "Sorry, Wednesdays at 2 for Jovan - I had him mixed up with Ruth's slot."),
    ], past="What slot did I first give for Jovan's 1:1?"),
    case("laptop", "correction", "Eudora", "What's the asset tag on Eudora's laptop", [
        ("A", "Florian", "Eudora's laptop is asset LT-2210."),
        2,
        ("B", "Florian", "Correction: LT-2201 for Eudora, I transposed the digits. 2210 is a spare."),
    ]),
    case("cost_code", "correction", "Yolande", "Which budget code is the offsite on?", [
        ("A", "Yolande", "Budget code for the offsite is MKT-207."),
        1,
        ("B", "Yolande", "no wait, 207 is last year's. This year's offsite code is MKT-219, Finance just confirmed."),
        1,
    ], past="What code did Yolande give first for the offsite?"),
    case("payroll", "correction", "Jessamine", "Which payroll provider are we on", [
        ("A", "Jessamine", "Our payroll provider is Remote.com."),
        1,
        ("B", "Jessamine", "Sorry, misspoke - it's Rippling, not Remote. Remote was the one we demoed and passed on."),
    ]),
    case("remote_base", "correction", "Kalinda", "What time zone is Kalinda in", [
        ("A", "Lysander", "Kalinda's on Pacific time."),
        1,
        ("B", "Lysander", "Mountain, sorry, not Pacific - she's in Denver. Move the sync to 9 her time."),
        1,
    ]),
    case("team", "correction", "Zaid", "Which team is Zaid in", [
        1,
        ("A", "Albertine", "Zaid joined the Payments team today, say hi!"),
        ("B", "Albertine", "*Payouts, not Payments. Different team, same floor, I do this every time."),
        1,
    ]),
    case("paging_tool", "correction", "Bartholomew", "What paging tool do we use?", [
        ("A", "Bartholomew", "We page through PagerDuty."),
        2,
        ("B", "Bartholomew", "Scratch that, we're on Opsgenie. PagerDuty was my last job, old habits."),
    ]),
    case("client_account", "correction", "Cosima", "Which account does Cosima cover", [
        ("A", "Dafydd", "Cosima covers the Ashby account."),
        1,
        ("B", "Dafydd", "Ashton, not Ashby. Ashton Freight. Autocorrect strikes again."),
    ]),
]

RETRACT = [
    case("team", "retraction", "Ansgar", "What pod is Ansgar part of?", [
        ("A", "Delphine", "Ansgar's in the growth pod with Tilly and Rob."),
        F(4, 50),
        ("B", "Delphine", "Growth got dissolved in the replan, so Ansgar isn't in a pod at the moment - floating "
                          "till the next planning cycle.", 3),
        1,
    ], past="Which pod was Ansgar in before?"),
    case("title", "retraction", "Eamon", "What is Eamon's role at the moment", [
        1,
        ("A", "Sigrun", "Eamon is Scrum Master for the two web squads."),
        F(4, 70),
        ("B", "Sigrun", "We've scrapped the scrum master role across eng, so Eamon no longer has that title - HR is "
                        "still working out what to call him.", 2),
    ]),
    case("office", "retraction", "Kazimierz", "Which office does Kazimierz go to", [
        ("A", "Kazimierz", "I'm in the Dublin office Tuesday to Thursday."),
        F(3, 60),
        ("B", "Kazimierz", "Dublin office closed when the lease ran out, so I've got no office to go to now. "
                           "Kitchen table it is.", 4),
        1,
    ]),
    case("oncall", "retraction", "Zdenek", "Is Zdenek on call", [
        ("A", "Agata", "Zdenek is on the SRE on-call rotation, one week in six."),
        F(4, 40),
        ("B", "Agata", "Took Zdenek off the on-call rotation. Doctor's note, no nights for the foreseeable.", 2),
    ]),
    case("project", "retraction", "Yevgenia", "What project is Yevgenia on", [
        1,
        ("A", "Yevgenia", "I'm assigned to the Orion migration."),
        F(3, 45),
        ("B", "Yevgenia", "Orion got axed at the exec review, so I'm unassigned until planning next week.", 2),
    ], past="Which project was Yevgenia on?"),
    case("agency", "retraction", "Fabrizio", "Which agency is Fabrizio with", [
        ("A", "Gisela", "Fabrizio's contracting with us via Harvey Nash."),
        F(4, 90),
        ("B", "Gisela", "Fabrizio went perm last month! On our payroll now, no agency in the middle anymore.", 3),
        1,
    ], past="Which agency was Fabrizio contracted through?"),
    case("cloud", "retraction", "Filippa", "Where are our internal tools hosted?", [
        ("A", "Filippa", "We use Heroku for the internal tools."),
        F(4, 55),
        ("B", "Filippa", "Killed the Heroku account. The internal tools got retired in the cleanup, so there's "
                         "nothing left to host.", 2),
    ]),
    case("desk", "retraction", "Elspeth", "What's Elspeth's desk", [
        ("A", "Elspeth", "I've got a fixed desk, 6.08, by the plants."),
        F(3, 35),
        ("B", "Elspeth", "New workplace policy = no fixed desks. I book whatever's free like everyone else now, 6.08 "
                         "is up for grabs.", 5),
        1,
    ]),
    case("laptop", "retraction", "Ferdinand", "Which laptop does Ferdinand have", [
        1,
        ("A", "Gaia", "Ferdinand has a company laptop, LT-3318."),
        F(4, 65),
        ("B", "Gaia", "Ferdinand returned LT-3318 to IT this week and isn't issued any hardware anymore - he uses "
                      "his own kit under the new contract.", 2),
    ]),
    case("budget", "retraction", "Hyacinth", "What's our conference budget", [
        ("A", "Hyacinth", "We've got a conference budget of £8k on code CONF-3."),
        F(4, 80),
        ("B", "Hyacinth", "Conference budget got cut to zero this year. CONF-3 is frozen, no events, no tickets.", 6),
    ], past="How much conference budget did we have?"),
    case("mentoring", "retraction", "Imre", "Who is Imre mentoring", [
        ("A", "Jolene", "Imre mentors two of the juniors, Ayo and Finn."),
        F(3, 50),
        ("B", "Jolene", "Imre's stepped back from mentoring altogether, too much on with the launch. Ayo and Finn "
                        "know.", 2),
        1,
    ]),
]
