"""The held-out ``test2`` split beyond its shape (the shape test of every held-out split is in
test_updates_bench.py)."""

from memlane_bench.updates.splits import load


def test_test2_questions_name_the_subject_and_no_placeholder_is_left():
    for s in load("test2", 0):
        assert s.subject in s.question
        texts = [t.text for t in s.turns] + [s.question, s.past_question or ""]
        assert not any("{" in text for text in texts), s.id
        # the subject speaks the earlier statement; small talk surrounds both statements
        assert s.turns[min(s.current, s.other)].speaker == s.subject
        assert len(s.turns) >= 5
