"""Shape of the ``dev4`` split (written blind to the engine on 2026-12-02, then tuned on)."""

from collections import Counter

from memlane_bench.updates.schema import CHANGE_KINDS, validate
from memlane_bench.updates.splits import load


def test_dev4_loads_validates_is_deterministic_and_covers_every_kind():
    first = load("dev4", 0)
    assert validate(list(first)) == first and load("dev4", 0) == first
    assert load("dev4", 1) != first  # the seed picks side speakers, small talk and days
    kinds = Counter(s.kind for s in first)
    assert len(kinds) == 10 and min(kinds.values()) >= 5 and len(first) >= 90
    assert all(s.past_question for s in first if s.kind in CHANGE_KINDS)
    people = [p for s in first for p in s.people()]
    assert len(people) == len(set(people))  # every scenario takes part in the scale run
