"""Shape tests for the dev7 update split (no engine: only the split's own data and loader)."""

from __future__ import annotations

from collections import Counter

import pytest
from memlane_bench.updates.schema import CHANGE_KINDS, KINDS, MUST_NOT_KINDS, Scenario
from memlane_bench.updates.splits import dev7, load

SEEDS = (0, 1, 7)


def _statements(s: Scenario) -> set[int]:
    return {s.current, s.other}


@pytest.fixture(scope="module")
def split() -> list[Scenario]:
    return load("dev7", 0)


def test_loads_validates_and_covers_every_kind(split):
    assert len(split) >= 90 and len({s.id for s in split}) == len(split)
    counts = Counter(s.kind for s in split)
    assert set(counts) == KINDS and all(n >= 5 for n in counts.values()), counts
    assert len({s.family for s in split}) >= 15


def test_past_question_only_on_change_kinds(split):
    for s in split:
        assert bool(s.past_question) == (s.kind in CHANGE_KINDS), s.id
        assert s.kind in CHANGE_KINDS or s.kind in MUST_NOT_KINDS


def test_deterministic_and_the_seed_varies_filler_only():
    for seed in SEEDS:
        assert dev7.scenarios(seed) == dev7.scenarios(seed)
    a, b = dev7.scenarios(0), dev7.scenarios(1)
    assert [(s.id, s.kind, s.question) for s in a] == [(s.id, s.kind, s.question) for s in b]
    for x, y in zip(a, b, strict=True):
        said_x = sorted((x.turns[i].speaker, x.turns[i].text) for i in _statements(x))
        said_y = sorted((y.turns[i].speaker, y.turns[i].text) for i in _statements(y))
        assert said_x == said_y, x.id
    assert any([t.text for t in x.turns] != [t.text for t in y.turns] for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("seed", SEEDS)
def test_people_disjoint_across_scenarios(seed):
    seen: dict[str, str] = {}
    for s in dev7.scenarios(seed):
        for person in s.people():
            assert person not in seen, f"{person} in {seen.get(person)} and {s.id}"
            seen[person] = s.id


def test_far_apart_changes_are_hundreds_of_turns_apart(split):
    far = [s for s in split if s.kind == "far_apart"]
    assert far and all(abs(s.current - s.other) >= 150 for s in far)
