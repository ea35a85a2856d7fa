"""Changes told in a team's work chat and in a learner's English (issue 12, twenty-third
session): what a named person has is theirs ("Wilfried's car is insured with ..."); a value said
to have ended ("Confluence is officially dead to us", "Testwise contract ended") is the
speaker's, done with; ending idioms name the old value ("got shot of Lloyds", "killed the Heroku
account"); someone the speaker acts on is whom the clause is about ("Lorelei reports to me",
"Took Zdenek off the rota"); a secondment, a reason given for a stretch and "two more weeks ...
then I go back" are episodes; what waits on something or starts next month is a plan; a slip
("ignore that", "no wait,", "I transposed the digits", "I made mistake") corrects; a sentence of
the same message replaces another only by naming it."""

import pytest
from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from update_helpers import edges, said, top_after


def test_what_a_named_person_has_is_theirs():
    frame = frame_of("Wilfried's car is insured with Admiral", "Drusilla", frozenset({"wilfried", "admiral"}))
    assert frame is not None and frame.subject == "Wilfried" and frame.clauses[0].values == {"admiral"}
    frame = frame_of("Marit's dentist is Dr Hale", "Drusilla", frozenset({"marit", "dr hale"}))
    assert frame is not None and frame.subject == "Marit"
    frame = frame_of("Xaviera's team builds on Jenkins.", "Yusuke", frozenset({"xaviera", "jenkins"}))
    assert frame is not None and frame.subject == "Xaviera" and frame.clauses[0].values == {"jenkins"}


def test_a_value_said_to_have_ended_is_the_speakers_done_with_it():
    for text, value in (
        ("Confluence is officially dead to us.", "confluence"),
        ("Testwise contract ended 30 Sept.", "testwise"),
        ("The Vodafone contract was over in May and I did not extend it.", "vodafone"),
        ("Orion got axed at the exec review, so I'm unassigned until planning next week.", "orion"),
    ):
        frame = frame_of(text, "Bettina", frozenset({value}))
        assert frame is not None and frame.subject == "Bettina" and frame.by_speaker, text
        assert value in frame.clauses[0].dropped, text
    frame = frame_of("The last AWS account was closed on Tuesday.", "Dorcas", frozenset({"aws"}))
    assert frame is not None and "aws" in frame.clauses[0].dropped and frame.clauses[0].cues & Cue.SHIFT  # a dated ending still ended
    # a season, a closure for a while, a list closed to newcomers: no value ended
    assert frame_of("Linden Lane closed its list after the merger.", "Dorcas", frozenset({"linden lane"})).subject == "Linden Lane"
    season = frame_of("Summer is over, back to work.", "Bettina")
    assert season is None or not any(c.dropped for c in season.clauses)
    frame = frame_of("SATS is closed for renovation, so I'm using the Elixia by my office.", "Tuva", frozenset({"sats", "elixia"}))
    assert frame is None or not any("sats" in c.dropped for c in frame.clauses)


def test_ending_idioms_name_the_old_value():
    for text in ("She's finally got shot of Lloyds!", "We pulled the plug on Lloyds.", "Killed the Lloyds account."):
        frame = frame_of(text, "Cressida", frozenset({"lloyds"}), spoken_of="Ysolde")
        assert frame is not None and any("lloyds" in c.dropped for c in frame.clauses), text
    frame = frame_of("Leaving Infosys was good decision yaar", "Rahul", frozenset({"infosys"}))
    assert frame is not None and frame.subject == "Rahul" and "infosys" in frame.clauses[0].dropped


def test_someone_the_speaker_acts_on_is_whom_the_clause_is_about():
    assert frame_of("Lorelei reports to me.", "Mattias", frozenset({"lorelei"})).subject == "Lorelei"
    assert frame_of("Payments-infra is behind me.", "Sanjana", frozenset({"payments-infra"})).subject == "Sanjana"
    assert frame_of("Kit and me moved to Leeds", "Mattias", frozenset({"kit", "leeds"})).subject == "Mattias"
    frame = frame_of("Took Zdenek off the on-call rotation.", "Agata", frozenset({"zdenek"}))
    assert frame is not None and frame.subject == "Zdenek" and frame.cues & Cue.REPLACE


@pytest.mark.parametrize(
    "text, cue",
    [
        ("Lamar's moved to the fraud squad - six-week secondment for the chargeback backlog", Cue.EPISODE),
        ("Since last week I am by my parents in Porto, two more weeks I stay, then I go back home.", Cue.EPISODE),
        ("Caius is moving under Ravi once the payments team spins up", Cue.PLAN),
        ("if Philippa's proposal gets through he moves to payments", Cue.PLAN),
        ("From next month I go by scooter, electric", Cue.PLAN),
        ("I am changing to N26 next month, already I installed the app.", Cue.PLAN),
        ("Ugh ignore that, Notion is my personal stuff.", Cue.CORRECTION),
        ("no wait, 207 is last year's.", Cue.CORRECTION),
        ("Correction: LT-2201 for Eudora, I transposed the digits.", Cue.CORRECTION),
        ("I made mistake, the course is not ROC", Cue.CORRECTION),
        ("Ah I confused, Allianz is for the car.", Cue.CORRECTION),
        ("We shifted retro to Thursday afternoons a while back", Cue.REPLACE),
        ("Consolidated onto GCP last quarter", Cue.REPLACE),
        ("Bosch was too much stress, I gave my resignation in January.", Cue.REPLACE),
        ("During the holidays the dog is by my mother, she has a garden", Cue.EPISODE),
        ("Working from my parents' place in Santiago for December, so I'm 4h behind till Jan.", Cue.EPISODE),
        ("I make interview next week by Vodafone.", Cue.PLAN),
        ("Xaviera's lot finished porting their pipelines to GitHub Actions", Cue.REPLACE),
        ("So, news: from 1. March I am by ZF.", Cue.SHIFT),
    ],
)
def test_everyday_cues(text, cue):
    assert cues_of(text) & cue


@pytest.mark.parametrize("text", ["I got mixed up in a fight", "no, wait for me", "I was confused by the film", "I moved to Leeds last month"])
def test_no_plan_or_correction(text):
    assert not cues_of(text) & (Cue.CORRECTION | Cue.PLAN)


def test_a_wish_not_to_change_is_no_negation():
    assert not cues_of("Is always the Dr. Santos, I don't like to change doctor, he knows my history.") & (Cue.NEGATION | Cue.CHANGE)


def test_the_right_value_for_someone_corrects_their_statement():
    frame = frame_of("Correction: LT-2201 for Eudora, I transposed the digits.", "Florian", frozenset({"eudora", "lt-2201"}))
    assert frame is not None and frame.subject == "Eudora" and frame.clauses[0].values == {"lt-2201"}
    assert frame.clauses[0].cues & Cue.CORRECTION


def test_a_reason_for_a_stretch_is_no_state_of_its_own():
    frame = frame_of("For two weeks I take the train because my car is in the workshop after small accident.", "Mohan")
    assert frame is not None and all(c.cues & Cue.EPISODE for c in frame.clauses)


def test_a_sentence_of_the_same_message_does_not_replace_another_by_the_turns_correction(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(memory, "p", ("Bartholomew", "We page through PagerDuty.", 0), ("Bartholomew", "Scratch that, we're on Opsgenie. PagerDuty was my last job, old habits.", 1))
        texts = {e: memory.get(e).text for pair in edges(memory, "p") for e in pair}
        newer_texts = [texts[n] for n, _ in edges(memory, "p")]
        assert not any("Opsgenie" in texts[o] for _, o in edges(memory, "p")), newer_texts


# (turns as (speaker, text, day), the present question, what its first answer names)
END_TO_END = {
    "a_named_persons_thing": (
        (("Drusilla", "Wilfried's car is insured with Admiral.", 0), ("Dunya", "The bins didn't get emptied again.", 20),
         ("Dunya", "Wilfried's car insurance is with Hastings Direct these days, Admiral wanted nine hundred to renew.", 60)),
        "who insures Wilfried's car now?", "Hastings",
    ),
    "a_tool_declared_dead": (
        (("Bettina", "Team docs are in Confluence, PLAT space, runbooks under Ops.", 0), ("Bettina", "Standup ran long again.", 20),
         ("Bettina", "Confluence is officially dead to us. New docs go in Notion, Aoife finished porting the runbooks.", 40)),
        "Where do our team docs live", "dead to us",
    ),
}


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_end_to_end(tmp_path, embedder, case):
    turns, question, expected = END_TO_END[case]
    assert expected in top_after(tmp_path, embedder, turns, question)
