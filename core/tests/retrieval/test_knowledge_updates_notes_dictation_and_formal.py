"""Changes told in a notebook's shorthand, in formal prose and by dictation, and the plans,
stretches and other people's news beside them (issue 12, twenty-fifth session): "→" between two
values and endings in notes ("old one dead", "keys handed back", "RIP Biscuit") or in formal
prose ("has been broken off", "I let the membership lapse") are changes, "wef 1/4" dates one; a
change in the progressive with the time it comes ("switching at renewal in November") is a
plan, "all week" and "off sick" stretches; a dictated turn without commas still says whose news
it is ("it's Ruth Amos's wife he's been moved onto lates"); asked about the present, a relative's
statement ends below the person's own, a clause about "they" is not the teller's change, a carer's
"Dad's" names the father the question asks about by name, and a noun phrase ("Niamh's GP
surgery") asks about the present."""

import pytest
from memlane.ingest.cues import Cue, cues_of, standing
from memlane.ingest.pronouns import as_told_for, told_for
from memlane.recall.state_mode import state_mode
from update_helpers import top_after


@pytest.mark.parametrize(
    "text",
    [
        "gym: Anytime Fitness → The Foundry (cheaper)",
        "bank -> Nationwide, closed the Barclays one",
        "mob 07700 900 414 (old one dead, dropped it in the canal)",
        "work email bounces now, use the gmail",
        "Elm St keys handed back, post to mum's for now",
        "RIP Pickle, 14 good years",
        "withdrew from the evening course, no time",
        "The arrangement with Mr Pollard has been broken off.",
        "I let the golf club membership lapse last spring.",
        "I have resolved to manage without a television.",
        "Please strike the allotment from your notes.",
        "Mazda written off in the flood, insurer paying out",
    ],
)
def test_endings_in_notes_and_formal_prose_are_changes(text):
    assert cues_of(text) & Cue.REPLACE, text


@pytest.mark.parametrize("text", ["wef 1/3: Bulb for gas", "With effect from Monday I report to Ms Agarwal.", "post to the new flat from here on"])
def test_the_date_a_change_holds_from(text):
    assert cues_of(text) & Cue.SHIFT, text


@pytest.mark.parametrize(
    "text",
    [
        "Found a cheaper quote, so I'm switching at renewal in August.",
        "When my phone contract runs out I'm going over to Smarty.",
        "From the 1st of March Odile is going vegan, she says.",
        "I've put myself on the waiting list for the Rowan Street surgery.",
        "I have been offered a place at the Bristol chambers and am minded to accept.",
        "Moving day is the 14th, can't wait.",
    ],
)
def test_a_change_still_to_come_is_a_plan(text):
    assert not standing(cues_of(text)), text


def test_a_relatives_plan_in_another_clause_leaves_the_speakers_change_standing():
    cues = cues_of("so I stopped going to the choir, and my cousin is getting married in July")
    assert cues & Cue.SHIFT and standing(cues)


@pytest.mark.parametrize(
    "text",
    [
        "Been getting the bus all week because the car's in for its MOT.",
        "Doing the hotel gym here at the conference in Leipzig.",
        "Marta's off sick so a supply teacher has the class.",
        "Housesitting for the Okafors, their cat hates me.",
        "Staying at my aunt's for the next 3 wks while the floor is redone.",
        "on a loan phone till Thurs",
        "swimming at the Y while Oasis is shut for the refit (til 3rd)",
    ],
)
def test_a_stretch_away_from_the_usual_is_an_episode(text):
    assert cues_of(text) & Cue.EPISODE, text


@pytest.mark.parametrize(
    "text, cue",
    [
        ("I'm sticking with the Tuesday group, thanks.", Cue.CONFIRM),
        ("It's the account I have always had.", Cue.CONFIRM),
        ("same address, 12 Gorse Road, still no parking", Cue.CONFIRM),
        ("I gave you my brother's number by mistake; mine ends 447.", Cue.CORRECTION),
        ("Friday I said Friday it's Saturday the market's on Saturday", Cue.CORRECTION),
    ],
)
def test_restatements_and_slips(text, cue):
    assert cues_of(text) & cue, text


@pytest.mark.parametrize(
    "turn, speaker, person",
    [
        ("it's Ruth Amos's wife he's been moved onto lates at the depot", "Ruth", "Amos"),
        ("Stuart here using Dougies phone he sold the van last week", "Stuart", "Dougie"),
        ("this is Ines um Pavels daughter he asked me to say his bank is Revolut now", "Ines", "Pavel"),
    ],
)
def test_a_dictated_turn_for_someone_else_says_whose_news_it_is(turn, speaker, person):
    told = told_for(turn, speaker)
    assert told is not None and told.person == person
    assert f"{person}'s" in as_told_for(turn, speaker) or f"{person} " in as_told_for(turn, speaker)[told.opening :]


def test_an_apostrophe_less_name_that_ends_in_s_is_not_cut_short():
    assert told_for("It's Mark's sister who rang, she is ill", "Mark") is None


@pytest.mark.parametrize("question", ["Niamh's GP surgery", "Dermot's doctor?", "email for Olamide", "whats ngozi's pet?"])
def test_a_noun_phrase_or_a_question_typed_without_its_apostrophe_asks_about_the_present(question):
    assert state_mode(question).kind == "present"


# (turns as (speaker, text, day), the present question, what its first answer names)
END_TO_END = {
    "a_relatives_change_ranks_below_the_persons_own": (
        (("Ottilie", "my account's with Starling, the app's fine", 0), ("Ottilie", "the plumber never turned up again", 20),
         ("Ottilie", "my dad just moved his savings to Nationwide, he won't stop going on about the interest", 50)),
        "Which bank is Ottilie with?", "Starling",
    ),
    "a_clause_about_they_is_someone_elses_change": (
        (("Bernadette", "I live in Norwich, in a terrace near the cathedral.", 0), ("Bernadette", "The garden's finally got tulips.", 20),
         ("Bernadette", "The family house is sold at last. Well, my aunt and uncle have; they've moved to Cromer, and I spent Saturday lugging boxes around Norwich.", 60)),
        "Which city does Bernadette live in now?", "Norwich",
    ),
    "a_plan_with_its_date_is_no_present_state": (
        (("Casimir", "My car insurance is with Aviva, have been for years.", 0), ("Casimir", "The bins went out late again.", 20),
         ("Casimir", "LV quoted me half what Aviva charges, so I'm switching at renewal in October.", 50)),
        "Who insures Casimir's car?", "Aviva",
    ),
    "an_arrow_in_a_note": (
        (("Hedda", "run club: Jesmond Joggers (Wed)", 0), ("Hedda", "shoes: need new ones before the 10k", 20),
         ("Hedda", "Jesmond Joggers → Heaton Harriers. nicer routes", 60)),
        "Which running club is Hedda in?", "Heaton Harriers",
    ),
    "a_carer_calls_the_person_by_the_relative_word": (
        (("Philippa", "Dad (Cyril, 91) is with Dr Okonjo at the Larch Road practice.", 0), ("Philippa", "The kettle's finally given up.", 20),
         ("Philippa", "Rang about Dad's repeat prescription and Larch Road said he's not registered there any more since they merged - he's with Dr Haddad at Fenwick Medical Centre now.", 60)),
        "Who is Cyril's GP at the moment?", "Haddad",
    ),
    "dictated_for_the_user_without_commas": (
        (("Nnamdi", "I work at the Tesco on Kirkstall Road on the tills", 0), ("Nnamdi", "the weather is awful again", 20),
         ("Chidinma", "hi it's Chidinma Nnamdis wife he's not at Tesco anymore he's a porter at the Infirmary now", 60)),
        "where does Nnamdi work", "Infirmary",
    ),
}


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_end_to_end(tmp_path, embedder, case):
    turns, question, expected = END_TO_END[case]
    assert expected in top_after(tmp_path, embedder, turns, question)
