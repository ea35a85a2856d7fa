"""Everyday wordings of a change that the relation frames used to miss: titles ("Dr. Amsel"
is one name, not a sentence end), a dropped "I" before a past verb ("Booked with Allianz
instead"), e-mail addresses kept as said, "it's ..." after a correction, "nothing's changed",
a habit ("been going to"), a routine in a question ("on Friday nights"), and the question's own
top hits deciding when no statement is of the relation by its frame ("which bank ...")."""

from datetime import UTC, datetime

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.entities import extract_mentions
from memlane.ingest.frames import frame_of
from memlane.ingest.pronouns import attribute
from memlane.ingest.temporal import find_time_refs
from memlane.recall.state_mode import state_mode
from update_helpers import said

CHATTER = ("The bakery on the corner finally reopened.", "I binged a whole season of a baking show.",
           "My knee is complaining about the stairs again.", "We had hail in the middle of June, absurd.")  # fmt: skip


def _first(tmp_path, embedder, who: str, old: str, new: str, question: str, reporter: str | None = None) -> str:
    c = CHATTER
    played = [(who, c[0]), (who, old), (who, c[1]), (who, c[2]), (reporter or who, new), (who, c[3])]
    with Memory(tmp_path, embedder=embedder) as memory:
        ids = said(memory, "p", *((speaker, text, 12 * i) for i, (speaker, text) in enumerate(played)))
        first = memory.recall(question, profile="p").items[0].fact
        return {ids[1]: "old", ids[4]: "new"}.get(first.id, first.text)


def test_a_title_is_part_of_the_name_it_precedes():
    frame = frame_of("My dentist is Dr. Amsel at the Kirchweg clinic, very gentle.", "Lene", known=frozenset({"lene", "amsel"}))
    assert frame is not None and frame.subject == "Lene" and len(frame.clauses) == 1
    assert "dr. amsel" in frame.clauses[0].values
    assert [m.surface for m in extract_mentions("Lene's dentist is Dr. Amsel.")] == ["Lene", "Amsel"]


def test_a_dropped_i_before_a_past_verb_is_the_speaker():
    frame = frame_of("Booked with Allianz instead, the old insurer got greedy.", "Teo", known=frozenset({"allianz"}))
    assert frame is not None and frame.subject == "Teo" and "allianz" in frame.clauses[0].values
    assert "booked" not in frame.clauses[0].values and Cue.SHIFT in frame.cues
    # An event told so names nobody: the report after it decides ("she says Ivo ...").
    reported = frame_of("Bumped into Ivo's sister, she says Ivo teaches in Porto now.", "Teo", known=frozenset({"ivo", "porto"}))
    assert reported is not None and reported.subject == "Ivo"
    # Capitalised verbs opening chat are no entities either.
    assert extract_mentions("Took the ferry to Hvar with Mila.") == extract_mentions("took the ferry to Hvar with Mila.")


def test_an_email_address_is_kept_as_said():
    assert attribute("Write to me at sol.ruiz@hey.me from now on.", "Sol") == "Write to Sol at sol.ruiz@hey.me from now on."
    frame = frame_of("Quick update, my mail goes to sol.ruiz@hey.me now.", "Sol")
    assert frame is not None and "sol.ruiz@hey.me" in frame.clauses[0].values


def test_a_web_address_is_one_value_wherever_it_is_read():
    # One address pattern for speaker rewriting, frames and given contact details.
    assert attribute("My shop is at www.my-pots.ie now.", "Ide") == "Ide's shop is at www.my-pots.ie now."
    frame = frame_of("Everything is on www.ide-makes.com now.", "Ide", known=frozenset({"ide"}))  # given, naming no one else
    assert frame is not None and frame.subject == "Ide" and "www.ide-makes.com" in frame.clauses[0].values


def test_the_value_after_a_correction_is_the_speakers():
    frame = frame_of("Sorry, I told you flat 4 yesterday, but it's flat 14, not 4.", "Noa", known=frozenset({"noa"}))
    assert frame is not None and frame.subject == "Noa"
    assert any("14" in c.values and "4" in c.dropped for c in frame.clauses)


def test_nothing_changed_and_a_habit_are_no_change_and_no_plan():
    assert not cues_of("Nothing's changed, I still cycle to work.") & Cue.REPLACE
    assert not cues_of("I've been going to a physio called Brandt on Tuesdays.") & Cue.PLAN
    assert cues_of("I'm going to move to Ghent.") & Cue.PLAN
    # "started at <a name>", "as a ...": a new employer or role; "started a jigsaw", "started at
    # the weekend" are small talk.
    assert cues_of("Started at Ghent Library on Monday.") & Cue.SHIFT
    assert cues_of("I started as a courier in May.") & Cue.SHIFT
    assert not cues_of("Started a jigsaw on Monday.") & Cue.SHIFT
    assert not cues_of("I started at the weekend.") & Cue.SHIFT


def test_a_routine_in_a_question_is_not_a_moment_in_the_past():
    base = datetime(2025, 3, 5, tzinfo=UTC)
    question = "What does Ola do on Friday nights these days?"
    assert state_mode(question, find_time_refs(question, base, limit=1)).kind == "present"
    dated = "Where was Ola on Friday?"
    assert state_mode(dated, find_time_refs(dated, base, limit=1)).kind == "as_of"


def test_the_top_hits_decide_when_no_statement_is_of_the_relation_by_its_frame(tmp_path, embedder):
    old, new = "All my savings sit with Barclays, have done since school.", "Moved my savings over to Starling in the end, took a week."
    assert _first(tmp_path, embedder, "Ola", old, new, "Which bank does Ola use now?") == "new"


def test_a_later_statement_that_adds_does_not_take_over(tmp_path, embedder):
    old, new = "All my savings sit with Barclays, have done since school.", "I also opened a Starling account for travel money."
    assert _first(tmp_path, embedder, "Ola", old, new, "Which bank does Ola use now?") == "old"


def test_a_hedge_is_no_plan_and_a_stay_until_a_day_is_an_episode():
    assert not cues_of("I swim at the lido most mornings, if I'm being honest.") & Cue.PLAN
    assert cues_of("If we win the bid, we'll expand.") & Cue.PLAN
    assert cues_of("Working from the Oslo office until Thursday, it's freezing.") & Cue.EPISODE
    assert cues_of("Sleeping on a friend's sofa while I'm in Rome.") & Cue.EPISODE


def test_a_relative_named_in_a_statement_is_its_subject_though_the_speaker_is_mentioned_later():
    frame = frame_of("My sister Ines has a new number, 0611 202 303, in case she rings you about me.", "Rui", known=frozenset({"ines", "rui"}))
    assert frame is not None and frame.subject == "Ines"
    together = frame_of("My cousin Bea and I share a flat in Braga.", "Rui", known=frozenset({"bea", "rui", "braga"}))
    assert together is not None and together.subject == "Rui"
