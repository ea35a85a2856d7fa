"""dev27 change cases, part C: club, barber, commute, surname, office, studies, team, insurance."""

from __future__ import annotations

from ._dev27_build import C

CASES = (
    # --- club ------------------------------------------------------------------------------
    C("club", "replacement", "t", "Hector", "Lulu",
      "run club: Heaton Harriers (Tue/Thu)",
      "Harriers → Elswick RC. closer + less cliquey",
      "Which running club is Hector in?"),
    C("club", "retraction", "f", "Griselda", "Quentin",
      "I sing alto in the Cathedral Voluntary Choir.",
      "I have resigned from the choir, my voice being no longer what it was; I attend evensong now as "
      "a listener only.",
      "Does Griselda sing in a choir?", past="Which choir did Griselda sing in?"),
    C("club", "third_party", "t", "Keir", "Morven",
      "5-a-side: the Tuesday lot at Goals",
      "Keir's packed in Tues 5-a-side (knee) — walking football w/ his dad on Sundays instead",
      "What football does Keir play"),
    C("club", "far_apart", "f", "Wilfred", "Constance",
      "I am a member of the Ealing Photographic Society and exhibit with them each spring.",
      "My membership has been transferred from Ealing to the Richmond Camera Club, whose meetings I "
      "find a good deal livelier.",
      "Which photographic club does Wilfred belong to?", past="Which society was Wilfred a member of before?",
      gap=171.0),
    # --- barber ----------------------------------------------------------------------------
    C("barber", "replacement", "t", "Kwesi", "Emre",
      "barber: Ali's, Granby St — skin fade every 3 wks",
      "Ali's → Fadez on Queens Rd (Ali went back to Izmir)",
      "Where does Kwesi get his hair cut?"),
    C("barber", "correction", "f", "Marianne", "Sebastian",
      "My hair is done by Paulette at the salon on Church Street.",
      "I misspoke earlier: Paulette is the colourist; it is Yvonne who cuts my hair, at the same salon.",
      "Who cuts Marianne's hair?"),
    C("barber", "third_party", "t", "Bilal", "Tariq",
      "barber: Tony, Marsh Lane, 20 yrs",
      "Bilal's Tony retired. he goes to the nephew at Cutz on Dale St, says it's not the same",
      "Who cuts Bilal's hair", past="Who was Bilal's barber for 20 years?"),
    # --- commute ---------------------------------------------------------------------------
    C("commute", "replacement", "t", "Ollie", "Fen",
      "commute: 07:12 from Tonbridge, 55 min",
      "no more 07:12 — cycling in, 20 min door to door",
      "How does Ollie get to work?"),
    C("commute", "far_apart", "f", "Archibald", "Rosalie",
      "I travel to chambers each morning on the Metropolitan line from Pinner.",
      "I have abandoned the Metropolitan line entirely and drive in, parking at the Barbican; it costs "
      "a king's ransom but preserves my sanity.",
      "How does Archibald travel to chambers?", past="How did Archibald get to chambers before?", gap=122.0),
    # --- surname ---------------------------------------------------------------------------
    C("surname", "replacement", "f", "Harriet", "Neville",
      "My surname is Ashdown, for the purposes of the booking.",
      "Since the wedding I have taken my husband's name, and am Harriet Pelling.",
      "What is Harriet's surname?", past="What was Harriet's maiden name?"),
    C("surname", "correction", "t", "Zoran", "Vesna",
      "surname spelling: Petrovic (no accent)",
      "argh it's Petrović — with the ć. passport says so",
      "How is Zoran's surname spelled?"),
    C("surname", "third_party", "t", "Kirsty", "Ailsa",
      "name on everything: Kirsty McBain",
      "Kirsty's gone back to Munro after the divorce — update the xmas list",
      "What is Kirsty's surname?"),
    # --- office ----------------------------------------------------------------------------
    C("office", "far_apart", "t", "Ade", "Hallie",
      "desk: Canary Wharf, 1 Churchill Pl, 12th fl",
      "CW lease ended, whole team decamped to Stratford (Endeavour Sq). new pass works finally",
      "Which office is Ade based in?", past="Where was Ade's office before Stratford?", gap=204.0),
    # --- studies ---------------------------------------------------------------------------
    C("studies", "replacement", "f", "Aloysius", "Fenella",
      "I am reading law at King's College London.",
      "I have since transferred from law to philosophy, with the faculty's blessing; my tutors thought "
      "it long overdue.",
      "What is Aloysius studying?", past="What was Aloysius reading before?"),
    C("studies", "retraction", "t", "Jules", "Mirela",
      "course: OU, BSc Psych (yr 2)",
      "withdrew from the OU. too much w/ the baby",
      "What's Jules studying"),
    C("studies", "far_apart", "t", "Precious", "Thabo",
      "studying: ACCA, F7 next",
      "ACCA binned → CIMA route, work pays for it. 1st exam passed",
      "What qualification is Precious studying for?", past="What was Precious studying for before CIMA?",
      gap=133.0),
    # --- team ------------------------------------------------------------------------------
    C("team", "third_party", "f", "Lysander", "Hermione",
      "I keep wicket for Long Eaton's second eleven on Saturdays.",
      "Lysander, I hear, has been poached by Borrowash and keeps wicket for their first eleven.",
      "Which cricket team does Lysander play for?"),
    C("team", "far_apart", "t", "Callie", "Bryn",
      "netball: GA for Phoenix (Weds league)",
      "left Phoenix ages ago. GD for Storm, Thurs nights",
      "Which netball team is Callie on?", past="Callie's old netball team?", gap=118.0),
    C("team", "retraction", "f", "Ivo", "Sabine",
      "I play the organ at St Botolph's every Sunday.",
      "I played my last service at St Botolph's at Michaelmas and have laid down the organ for good; "
      "my hands would not allow otherwise.",
      "Where does Ivo play the organ?", past="Where did Ivo play the organ?"),
    # --- insurance -------------------------------------------------------------------------
    C("insurance", "replacement", "t", "Tamara", "Colm",
      "car ins: Admiral, renews Mar",
      "renewal quote was a joke → Direct Line, policy docs in email",
      "who insures Tamara's car", past="Tamara's previous car insurer?"),
    C("insurance", "correction", "f", "Oswin", "Marigold",
      "Our home insurance is with Aviva.",
      "I have looked out the policy schedule, and the buildings cover is with LV, not Aviva; Aviva was "
      "the previous house.",
      "Who is Oswin's home insurer?", past="Which home insurer did Oswin first name?"),
    C("insurance", "third_party", "t", "Darnell", "Shanice",
      "van ins: Hiscox via the trade scheme",
      "Darnell moved the van insurance to AXA — Hiscox wanted 2k after the claim",
      "Who insures Darnell's van?"),
)
