"""Store-time supersedes in open conversation (LoCoMo-like chat): a near-identical remark is no
change of state unless its relation holds one value at a time, and one change statement
replaces one earlier state (or every state it names as left behind), never a dozen loosely
related remarks."""

from datetime import UTC, datetime
from functools import partial

from memlane.geometry.frames import NAMES_OLD, FrameVerdict
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.transactions.owners.frame_check import fan_out
from update_helpers import edges
from update_helpers import said as said_from

T0 = datetime(2023, 5, 8, 13, tzinfo=UTC)
said = partial(said_from, start=T0)  # this file's own start date


def test_near_identical_chit_chat_replaces_nothing(memory):
    said(memory, "chat", ("Caroline", "Hey Melanie! Long time no talk!", 0), ("Caroline", "I totally agree, Melanie.", 0),
         ("Melanie", "Thanks, Caroline! Appreciate your kind words.", 1), ("Caroline", "Hey Mel! Long time no talk.", 30),
         ("Caroline", "I 100% agree, Mel.", 30), ("Melanie", "Thanks, Caroline! Appreciate your help.", 31))  # fmt: skip
    assert edges(memory, "chat") == []


def test_a_single_valued_relation_restated_with_another_value_still_replaces(memory):
    lisbon, porto = said(memory, "home", ("Ana", "I live in Lisbon.", 0), ("Ana", "I live in Porto.", 60))
    assert edges(memory, "home") == [(porto, lisbon)]


def test_one_change_statement_demotes_one_earlier_state(memory):
    said(memory, "many", ("Caroline", "I really believe in community and supporting each other.", 0),
         ("Caroline", "Makes me feel connected.", 1), ("Caroline", "I'm happy you found something that makes you happy.", 2),
         ("Caroline", "It's an important part of my life and I've made strong connections with people there.", 3),
         ("Caroline", "The support group has made me feel accepted and given me courage to embrace myself.", 4),
         ("Caroline", "Now my relationships feel more genuine.", 40))  # fmt: skip
    assert len(edges(memory, "many")) <= 1


def _verdict(candidate: int, similarity: float, *evidence: str) -> FrameVerdict:
    return FrameVerdict(candidate, "supersedes", similarity, 0.5, evidence)


def test_fan_out_keeps_the_closest_or_every_state_named_as_left_behind():
    loose = [_verdict(1, 0.45, "change cue"), _verdict(2, 0.57, "change cue"), _verdict(3, 0.43, "change cue")]
    assert [v.candidate_id for v in fan_out(loose)] == [2]
    named = [*loose, _verdict(4, 0.30, NAMES_OLD), _verdict(5, 0.5, NAMES_OLD, "change cue")]
    assert [v.candidate_id for v in fan_out(named)] == [4, 5]
    assert fan_out([]) == []


def test_a_greeting_names_who_is_spoken_to_not_a_value():
    for text in ("Hey Mel! I moved to Porto.", "Thanks, Caroline! I moved to Porto.", "Wow, Jon, I moved to Porto."):
        frame = frame_of(text, "Sam")
        assert frame is not None and frame.clauses[0].values == {"porto"}, text


def test_a_denied_change_is_no_change_and_idioms_say_no_no():
    assert Cue.CHANGE not in cues_of("Thanks! I won't quit on my dreams.")
    assert Cue.CHANGE not in cues_of("I never moved to Paris.")
    assert Cue.CHANGE in cues_of("I quit my job.") and Cue.REPLACE in cues_of("I don't live in Oslo anymore.")
    assert Cue.NEGATION not in cues_of("I can't wait to see the new studio!")
    assert Cue.NEGATION not in cues_of("I'm here for you no matter what.")
    assert Cue.NEGATION in cues_of("I'm not allergic to peanuts.")


def test_encouragement_demotes_nothing(memory):
    said(memory, "cheer", ("Jon", "Losing my job was hard, but I'm livin' my dreams now.", 0),
         ("Jon", "It gave me a boost to go after my goals.", 1), ("Jon", "Thanks! I won't quit on my dreams.", 20),
         ("Jon", "Thanks, Gina! I won't quit, no matter what.", 21), ("Jon", "The energy gave me a boost to keep dreaming.", 22))  # fmt: skip
    assert edges(memory, "cheer") == []
