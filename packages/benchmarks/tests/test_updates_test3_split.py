"""Validation of the held-out ``test3`` split (written blind to the engine, 2026-12-02): shape only,
never scores. The shape test of every held-out split is in test_updates_bench.py."""

from memlane_bench.updates.schema import MUST_NOT_KINDS
from memlane_bench.updates.splits import load


def test_test3_statements_are_fixed_and_only_names_days_and_small_talk_vary():
    a, b = load("test3", 0), load("test3", 7)
    assert [(s.id, s.family, s.kind) for s in a] == [(s.id, s.family, s.kind) for s in b]
    for x, y in zip(a, b, strict=True):
        strip = lambda s, i: s.turns[i].text.replace(s.subject, "S")  # noqa: E731
        assert strip(x, x.current) == strip(y, y.current) and strip(x, x.other) == strip(y, y.other)


def test_test3_questions_name_the_subject_and_no_placeholder_is_left():
    for seed in (0, 1, 2):
        for s in load("test3", seed):
            assert s.subject in s.question
            assert s.past_question is None or s.subject in s.past_question
            texts = [t.text for t in s.turns] + [s.question, s.past_question or ""]
            assert not any("{" in text or "}" in text for text in texts), s.id
            # the subject speaks the earlier statement; small talk surrounds both statements
            earlier, later = min(s.current, s.other), max(s.current, s.other)
            assert s.turns[earlier].speaker == s.subject
            assert earlier >= 2 and len(s.turns) - later >= 3 and later - earlier >= 2
            assert len(s.turns) >= 6
            if s.kind == "third_party":  # a friend reports it, naming the subject
                assert (
                    s.turns[s.current].speaker != s.subject and s.subject in s.turns[s.current].text
                )
            if s.kind in MUST_NOT_KINDS:
                assert s.current < s.other


def test_test3_scenarios_have_their_own_people_for_the_scale_run():
    scenarios = load("test3", 0)
    people = [p for s in scenarios for p in s.people()]
    assert len(people) == len(set(people))
