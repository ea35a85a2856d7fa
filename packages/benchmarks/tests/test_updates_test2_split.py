from collections import Counter

from memlane_bench.updates.schema import CHANGE_KINDS, KINDS, validate
from memlane_bench.updates.splits import load


def test_test2_split_loads_validates_is_deterministic_and_covers_every_kind():
    first = load("test2", 0)
    assert validate(list(first)) == first
    assert load("test2", 0) == first
    assert load("test2", 1) != first  # the seed picks names, small talk and days
    kinds = Counter(s.kind for s in first)
    assert set(kinds) == KINDS and min(kinds.values()) >= 10
    assert len(first) >= 150 and len({s.family for s in first}) >= 20
    far = [s for s in first if s.kind == "far_apart"]
    assert all(s.current - s.other >= 200 for s in far)  # hundreds of small-talk turns between
    assert any(s.past_question for s in first if s.kind in CHANGE_KINDS)


def test_test2_questions_name_the_subject_and_no_placeholder_is_left():
    for s in load("test2", 0):
        assert s.subject in s.question
        texts = [t.text for t in s.turns] + [s.question, s.past_question or ""]
        assert not any("{" in text for text in texts), s.id
        # the subject speaks the earlier statement; small talk surrounds both statements
        assert s.turns[min(s.current, s.other)].speaker == s.subject
        assert len(s.turns) >= 5
