"""Query-time choice of the present statement where the wording escapes the relation bank:
a statement nearly as close to the question as the closest one of its relation takes part in
the choice, two statements the question finds need not say much alike, a "who is X's
partner" question hears X's own statements, and a month or a long weekend is no plan or state."""

import numpy as np
import pytest
from memlane import IngestConfig, Memory, MemoryConfig
from memlane.geometry.frames import ClauseSection, _share_words
from memlane.ingest.cues import Cue, cues_of, standing
from memlane.ingest.frames import frame_of
from update_helpers import said

CHATTER = ("I'm really into sudoku lately.", "I watched three episodes of that cooking show last night.",
           "I've been trying to sleep more.", "Our street is being dug up for new cables.")  # fmt: skip


def _first_of(tmp_path, embedder, who: str, old: str, new: str, question: str) -> str:
    """Which statement a present question puts first ("old", "new" or the text of another)
    when old and new come between small talk and no store-time edge links them."""
    c = CHATTER
    turns = [c[0], c[1], old, c[0], c[2], c[3], c[0], new, c[1], c[2]]
    config = MemoryConfig(ingest=IngestConfig(consistency=False))  # the question alone must choose
    with Memory(tmp_path, embedder=embedder, config=config) as memory:
        ids = said(memory, "p", *((who, text, 10 * i) for i, text in enumerate(turns)))
        first = memory.recall(question, profile="p").items[0].fact
        return {ids[2]: "old", ids[7]: "new"}.get(first.id, first.text)


def test_a_newer_job_the_bank_files_elsewhere_still_answers_what_someones_job_is(tmp_path, embedder):
    # "a trainer at the firefighting school" reads as study to the bank; it is near enough the
    # question to take part, and its "these days" makes it the present one.
    old, new = "I'm a paramedic with the regional ambulance service.", "I'm a trainer at the firefighting school these days."
    assert _first_of(tmp_path, embedder, "Bram", old, new, "What is Bram's job?") == "new"


def test_small_talk_near_the_question_does_not_become_the_answer(tmp_path, embedder):
    old, new = "I'm a paramedic with the regional ambulance service.", "I'm a ferry captain on the coastal route these days."
    assert _first_of(tmp_path, embedder, "Bram", old, new, "What is Bram's job?") in ("old", "new")


def test_a_remark_near_the_question_does_not_jump_the_standing_answer(memory):
    pet, _allergy = said(memory, "p", ("Noor", "At home I've got a hedgehog called Spike.", 0),
                         ("Noor", "I have a terrible allergy to horses.", 30))  # fmt: skip
    assert memory.recall("Does Noor have a pet?", profile="p").items[0].fact.id == pet


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("My husband is a guy called Pieter.", "Pieter and I divorced, so now I'm married to Joost.", "Who is Ilse's husband?"),
        ("My boss is a woman called Greet.", "Greet retired, so now I report to Wouter.", "Who is Ilse's boss?"),
    ],
    ids=["husband", "boss"],
)
def test_who_is_their_partner_or_boss_hears_their_own_statements(memory, old, new, question):
    _old, latest = said(memory, "p", ("Ilse", old, 0), ("Ilse", new, 90))
    assert memory.recall(question, profile="p").items[0].fact.id == latest


def test_may_the_month_is_no_plan_and_a_named_weekend_is_an_episode():
    assert Cue.PLAN not in cues_of("My name day is on the 3rd of May.")
    assert Cue.PLAN not in cues_of("We have lived here since May.")
    assert Cue.PLAN in cues_of("I may move to Ghent.") and Cue.PLAN in cues_of("May I ask you something?")
    assert not standing(cues_of("We borrowed a tent for the long weekend."))
    assert Cue.EPISODE in cues_of("We stayed at a cabin for the bank holiday weekend.")


def test_clauses_without_a_named_value_give_the_same_one_only_when_they_share_a_word():
    def clause(*words: str) -> ClauseSection:
        return ClauseSection(np.ones(3), frozenset(), frozenset(), Cue.NONE, words=frozenset(words))

    assert not _share_words(clause("paramedic", "ambulance"), clause("instructor", "academy"))
    assert _share_words(clause("paramedic", "ambulance"), clause("paramedic"))
    assert _share_words(clause(), clause("paramedic"))  # nothing to tell them apart by


def test_chat_that_drops_the_first_person_is_the_speakers_own_statement():
    number = frame_of("New number: 0712 345 678, the old one is dead.", "Cillian")
    assert number is not None and number.subject == "Cillian" and number.clauses[0].values == {"0712345678"}
    moved = frame_of("Moved to Leeds last month, loving it.", "Cillian")
    assert moved is not None and moved.by_speaker and moved.clauses[0].values == {"leeds"}
    for text in ("Got it!", "Congrats on the new job at Google!", "Got you a present!", "New phone, who dis?"):
        assert frame_of(text, "Cillian") is None, text
