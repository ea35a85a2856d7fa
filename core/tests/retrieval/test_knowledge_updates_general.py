"""Knowledge updates beyond the cases they were built on (issue 12): precision first at store
time (reports are about the person reported on, small talk and episodes supersede nothing) and
query-time recency within the relation asked about, which needs no store-time edge."""

import pytest
from memlane import IngestConfig, Memory, MemoryConfig, RecallConfig
from memlane.ingest.cues import Cue, cues_of, standing
from memlane.ingest.frames import frame_of
from update_helpers import edges, said


def test_weak_change_words_are_no_shift_and_a_one_off_day_is_an_episode():
    assert Cue.CHANGE in cues_of("I bought a new kettle.") and Cue.SHIFT not in cues_of("I bought a new kettle.")
    assert Cue.SHIFT in cues_of("I swapped my morning runs for evening swims.")  # a verb of replacing is a change
    assert Cue.CHANGE in cues_of("I swapped my morning runs for evening swims.")
    assert not standing(cues_of("I bought a new kettle yesterday."))
    assert not standing(cues_of("Last Sunday I took my niece to the aquarium."))
    assert standing(cues_of("I moved to Denver last month."))
    assert Cue.ADDITION not in cues_of("I got a second-hand Honda Civic.")


def test_frames_keep_the_subject_across_continuations_and_comma_splices():
    report = frame_of("Rasmus told me he quit teaching and now runs a bike repair shop.", "Sigrid")
    assert report is not None and report.subject == "Rasmus"
    assert [c.frame for c in report.clauses] == ["they quit teaching", "they runs a bike repair shop"]
    splice = frame_of("I handed in my notice at the clinic, I'm a flight attendant with KLM now.", "Mirela")
    assert splice is not None and splice.subject == "Mirela" and len(splice.clauses) == 2
    assert Cue.PAST_EVENT not in splice.clauses[1].cues and splice.clauses[1].values == {"klm"}
    kept = frame_of("I packed up and I'm now renting a cottage in Inverness.", "Halvard")
    assert kept is not None and kept.states  # a present state in it: no mere past event
    opener = frame_of("Actually my daughter is eight.", "Pernille")
    assert opener is not None and opener.qualifier == "daughter"


def test_a_report_supersedes_the_reported_persons_fact_not_the_reporters(memory):
    ines, tom, report = said(memory, "p", ("Ines", "I live in Leeds.", 0), ("Tom", "I live in York.", 1),
                             ("Tom", "Ines told me she moved to Bristol last month.", 90))  # fmt: skip
    assert edges(memory, "p") == [(report, ines)]
    assert memory.get(tom, profile="p").expired_at is None


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("I drive a Ford Fiesta.", "Last Sunday I drove my uncle's van to the coast."),
        ("I bought new running shoes on sale.", "I bought a new kettle because the old one leaked."),
        ("I'm not a morning person at all.", "I'm not a morning person at all."),
        ("My back hurts again, I need a better chair.", "I'm not allergic to peanuts."),
        ("I live in Helsinki with my wife.", "Yesterday we grilled sausages in the backyard until it got dark."),
    ],
    ids=["episode", "weak-new", "restated-negation", "unrelated-negation", "small-talk"],
)
def test_episodes_and_small_talk_supersede_nothing(memory, first, later):
    said(memory, "p", ("Ines", first, 0), ("Ines", later, 5))
    assert edges(memory, "p") == []


@pytest.mark.parametrize("recency", [True, False])
def test_a_present_question_ranks_the_newer_same_relation_statement_first_without_any_edge(tmp_path, embedder, recency):
    config = MemoryConfig(ingest=IngestConfig(consistency=False), recall=RecallConfig(state_recency=recency))
    with Memory(tmp_path, embedder=embedder, config=config) as memory:
        old, new = said(memory, "p", ("Mirela", "I'm a receptionist at a dental clinic.", 0),
                        ("Mirela", "I'm a flight attendant with KLM.", 60))  # fmt: skip  (no change word at all)
        assert edges(memory, "p") == []
        result = memory.recall("What does Mirela do for a living?", profile="p")
        chosen = {"chosen": int(new.split("_")[1]), "over": [int(old.split("_")[1])]}
        if recency:
            assert result.items[0].fact.id == new
            assert chosen in result.explanation["state"]["preferred"]
            assert "latest of its relation (asked about the present)" in result.items[0].notes
        else:
            assert chosen not in result.explanation["state"]["preferred"]


def test_a_remark_near_the_relation_without_a_value_does_not_win_a_present_question(memory):
    """'My kitchen is tiny' is near the home family but gives no value: the standing home
    statement stays first for 'where does X live'."""
    home, _kitchen = said(memory, "p", ("Olaf", "I live in Aarhus.", 0), ("Olaf", "My kitchen is tiny but really cosy.", 20))
    assert memory.recall("Where does Olaf live?", profile="p").items[0].fact.id == home
