"""Plain speech of a change or a state: endings said as idioms ("called it a day", "chucked in
the membership", "had to stop doing the shifts"), chat that drops "I'm" before a verb in -ing,
a conditional ("if we ever split up, I'm moving back") and a parent's plan for a child."""

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from update_helpers import edges, said


def test_endings_said_as_idioms_replace():
    for ending in ("we called it a day in the spring", "chucked in the climbing wall membership", "had to stop going to choir"):
        assert cues_of(ending) & Cue.REPLACE, ending
    assert not cues_of("had to stop going to choir") & Cue.EPISODE
    assert cues_of("had to wait an hour for the bus") & Cue.EPISODE


def test_a_verb_in_ing_opening_chat_is_the_speaker_but_not_a_noun():
    known = frozenset({"oz", "harbour rowing"})
    doing = frame_of("Coaching the juniors at Harbour Rowing on Saturdays, they're hilarious.", "Oz", known=known)
    assert doing is not None and doing.by_speaker and "harbour rowing" in doing.clauses[0].values
    morning = frame_of("Morning all, Harbour Rowing is shut.", "Oz", known=known)
    assert morning is None or not morning.by_speaker
    assert frame_of("Craving dumplings so badly right now, it's a problem.", "Oz", known=known) is None  # a mood


def test_a_conditional_and_a_parents_plan_for_a_child_are_plans():
    assert cues_of("if Tom and I ever move, it'll be to Cork") & Cue.PLAN
    known = frozenset({"oz", "ines", "st. clare's"})
    plan = frame_of("We're thinking of moving Ines to St. Clare's after Easter.", "Oz", known=known)
    assert plan is not None and plan.subject == "Ines" and not plan.states


def test_a_state_said_with_ing_is_the_speakers_and_an_idiom_ends_it(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        old, _, new = said(
            memory, "p", ("Oz", "Training at Kestrel Boxing three nights a week, the coach is brutal.", 0),
            ("Oz", "The heating broke again, third time this winter.", 4),
            ("Oz", "Chucked in the boxing, my knees. Joined the Riverside climbing wall instead.", 40),
        )  # fmt: skip
        assert "Oz" in memory.get(old, profile="p").entities
        top = memory.recall("Where does Oz train these days?", profile="p").items[0]
        assert top.fact.id != old and top.fact.observed_at == memory.get(new, profile="p").observed_at


def test_a_stretch_away_from_the_usual_is_an_episode_but_a_state_up_to_now_is_not():
    for away in ("at my aunt's in Galway for the month, using the hotel pool", "in Porto for two weeks",
                 "while the bathroom is being retiled I'm at my sister's", "back at Kestrel on the 3rd"):  # fmt: skip
        assert cues_of(away) & Cue.EPISODE, away
    for standing in ("I've been at Lidl for two months", "vegetarian for three weeks now", "we moved back to Derry in May"):
        assert not cues_of(standing) & Cue.EPISODE, standing


def test_signing_with_a_club_and_having_to_give_something_up_are_changes():
    assert cues_of("Tane's signed with Ories for next season") & Cue.CHANGE
    assert cues_of("we had to rehome the collie in the end") & Cue.REPLACE
    assert not cues_of("I sell insurance for a living") & Cue.REPLACE


def test_its_this_not_that_corrects(tmp_path, embedder):
    assert cues_of("Looked again, it's 20 mg, not 10 mg.") & Cue.CORRECTION
    assert not cues_of("it's not bad at all") & Cue.CORRECTION
    with Memory(tmp_path, embedder=embedder) as memory:
        old, _, new = said(
            memory, "p", ("Oz", "I take 10mg of citalopram every night.", 0), ("Oz", "The heating broke again.", 3),
            ("Oz", "Checked the packet, it's 20 mg, not 10 mg.", 9),
        )  # fmt: skip
        assert memory.recall("What dose of citalopram is Oz on?", profile="p").items[0].fact.id == new
        assert (new, old) in edges(memory, "p")
