"""Shape of the dev5 knowledge-update split (written blind to the engine; see its docstring)."""

from __future__ import annotations

import re
from collections import Counter

from memlane_bench.updates.schema import CHANGE_KINDS, KINDS, MUST_NOT_KINDS, validate
from memlane_bench.updates.splits import load


def _statements(s):
    newer, older = (s.current, s.other) if s.kind in CHANGE_KINDS else (s.other, s.current)
    return older, newer


def test_loads_and_validates():
    scenarios = load("dev5", 0)
    assert len(scenarios) >= 90
    assert validate(scenarios) == scenarios


def test_deterministic_per_seed_and_seed_varies_it():
    assert load("dev5", 0) == load("dev5", 0)
    assert load("dev5", 3) == load("dev5", 3)
    a, b = load("dev5", 0), load("dev5", 1)
    assert a != b
    # The seed varies filler and days only: statements and questions stay the same.
    for x, y in zip(a, b, strict=True):
        assert (x.id, x.kind, x.subject, x.question, x.past_question) == (
            y.id, y.kind, y.subject, y.question, y.past_question,
        )  # fmt: skip
        for i, j in zip(_statements(x), _statements(y), strict=True):
            assert (x.turns[i].speaker, x.turns[i].text) == (y.turns[j].speaker, y.turns[j].text)


def test_all_kinds_at_least_six_each():
    counts = Counter(s.kind for s in load("dev5", 0))
    assert set(counts) == KINDS
    assert all(n >= 6 for n in counts.values()), counts


def test_change_kinds_have_past_question():
    for s in load("dev5", 0):
        if s.kind in CHANGE_KINDS:
            assert s.past_question, s.id
        else:
            assert s.kind in MUST_NOT_KINDS and s.past_question is None, s.id


def test_people_disjoint_across_scenarios():
    for seed in (0, 1, 7):
        scenarios = load("dev5", seed)
        everyone = [p for s in scenarios for p in s.people()]
        shared = [p for p, n in Counter(everyone).items() if n > 1]
        assert not shared, (seed, shared)


def test_filler_speakers_never_named_in_statements():
    scenarios = load("dev5", 0)
    said = set()
    for s in scenarios:
        for i in _statements(s):
            said |= {w.casefold() for w in re.findall(r"[^\W\d_]+", s.turns[i].text)}
            said.add(s.turns[i].speaker.casefold())
    for s in scenarios:
        stated = {s.turns[i].speaker for i in _statements(s)} | {s.subject}
        for t in s.turns:
            if t.speaker not in stated:
                assert t.speaker.casefold() not in said, (s.id, t.speaker)


def test_shape_of_each_scenario():
    for s in load("dev5", 0):
        older, newer = _statements(s)
        assert older <= 1 and s.turns[older].day < 1.0, s.id
        between = newer - older - 1
        gap = s.turns[newer].day - s.turns[older].day
        after = len(s.turns) - newer - 1
        if s.kind == "far_apart":
            assert 150 <= between <= 250 and 150 <= gap <= 310, s.id
        else:
            assert 4 <= between <= 12 and 14 <= gap <= 64, s.id
        assert 2 <= after <= 4, s.id
