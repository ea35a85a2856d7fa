"""Shape tests for the dev6 update split (no engine: only the split's own data and loader)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from memlane_bench.updates.schema import CHANGE_KINDS, KINDS, MUST_NOT_KINDS, Scenario
from memlane_bench.updates.splits import dev6, load

SEEDS = (0, 1, 7)


def _statements(s: Scenario) -> tuple[int, int]:
    """(earlier, later) statement indexes."""
    return (s.other, s.current) if s.kind in CHANGE_KINDS else (s.current, s.other)


def _said(scenarios: list[Scenario]) -> str:
    """Every statement, question and past question of a split, as one casefolded text."""
    parts = []
    for s in scenarios:
        parts += [s.turns[i].text for i in _statements(s)] + [s.question, s.past_question or ""]
    return "\n".join(parts).casefold()


def _filler_speakers(s: Scenario) -> set[str]:
    statements = set(_statements(s))
    return {t.speaker for i, t in enumerate(s.turns) if i not in statements}


@pytest.fixture(scope="module")
def split() -> list[Scenario]:
    return load("dev6", 0)


def test_loads_and_validates(split):
    assert len(split) >= 90
    assert all(isinstance(s, Scenario) for s in split)
    assert len({s.id for s in split}) == len(split)


def test_every_kind_at_least_six(split):
    counts = Counter(s.kind for s in split)
    assert set(counts) == KINDS
    assert all(n >= 6 for n in counts.values()), counts


def test_past_question_only_on_change_kinds(split):
    for s in split:
        if s.kind in CHANGE_KINDS:
            assert s.past_question and s.past_question.strip(), s.id
        else:
            assert s.kind in MUST_NOT_KINDS and s.past_question is None, s.id


def test_deterministic_per_seed():
    for seed in SEEDS:
        assert dev6.scenarios(seed) == dev6.scenarios(seed)


def test_seed_varies_filler_only():
    a, b = dev6.scenarios(0), dev6.scenarios(1)
    assert [s.id for s in a] == [s.id for s in b]
    for x, y in zip(a, b, strict=True):
        assert (x.kind, x.family, x.subject, x.question, x.past_question) == (
            y.kind, y.family, y.subject, y.question, y.past_question)  # fmt: skip
        for i, j in zip(_statements(x), _statements(y), strict=True):
            assert (x.turns[i].speaker, x.turns[i].text) == (y.turns[j].speaker, y.turns[j].text), (
                x.id
            )
    filler = lambda ss: [  # noqa: E731
        [(t.speaker, t.text, t.day) for i, t in enumerate(s.turns) if i not in _statements(s)]
        for s in ss
    ]
    assert filler(a) != filler(b)
    assert sum(fa != fb for fa, fb in zip(filler(a), filler(b), strict=True)) > len(a) // 2


@pytest.mark.parametrize("seed", SEEDS)
def test_people_disjoint_across_scenarios(seed):
    seen: dict[str, str] = {}
    for s in dev6.scenarios(seed):
        for person in s.people():
            assert person not in seen, f"{person} in {seen.get(person)} and {s.id}"
            seen[person] = s.id


def test_case_names_unique_across_split():
    owner: dict[str, int] = {}
    for n, case in enumerate(dev6.CASES):
        for name in case.people_named():
            assert name not in owner, f"{name} used by cases {owner[name]} and {n}"
            owner[name] = n
    # and no case's names turn up in another case's statements or questions
    for n, case in enumerate(dev6.CASES):
        mine = case.people_named()
        for m, other in enumerate(dev6.CASES):
            if m == n:
                continue
            text = " ".join(
                (other.earlier[1], other.later[1], other.question, other.past_question or "")
            )
            for name in mine:
                assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text.casefold()), (
                    name,
                    n,
                    m,
                )


@pytest.mark.parametrize("seed", SEEDS)
def test_filler_speakers_never_named(seed):
    scenarios = dev6.scenarios(seed)
    said = _said(scenarios)
    for s in scenarios:
        cast = _filler_speakers(s)
        assert 2 <= len(cast) <= 4, s.id
        statement_people = {s.turns[i].speaker.casefold() for i in _statements(s)} | {
            s.subject.casefold()
        }
        for name in cast:
            assert name.casefold() not in statement_people, (s.id, name)
            assert not re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", said), (s.id, name)


@pytest.mark.parametrize("seed", SEEDS)
def test_scenario_shape(seed):
    for s in dev6.scenarios(seed):
        earlier, later = _statements(s)
        assert earlier < later, s.id
        days = [t.day for t in s.turns]
        # optionally one small-talk turn at day 0, then the earlier statement before day 1
        assert earlier in (0, 1), s.id
        if earlier == 1:
            assert days[0] == 0.0, s.id
        assert 0.0 <= days[earlier] < 1.0, s.id
        between = later - earlier - 1
        gap = days[later]
        if s.kind == "far_apart":
            assert 150 <= between <= 250, (s.id, between)
            assert 150.0 <= gap <= 305.0, (s.id, gap)  # 5-10 months
        else:
            assert 4 <= between <= 12, (s.id, between)
            assert 14.0 <= gap <= 63.0, (s.id, gap)  # 2-9 weeks
        after = len(s.turns) - later - 1
        assert 2 <= after <= 4, (s.id, after)
        assert all(days[later] <= d <= days[later] + 4.0 for d in days[later + 1 :]), s.id
        # exactly two statements: every other turn is small talk by the filler cast
        cast = _filler_speakers(s)
        assert all(t.speaker in cast for i, t in enumerate(s.turns) if i not in (earlier, later)), (
            s.id
        )
        assert s.subject.casefold() in s.question.casefold(), s.id
        texts = [t.text for i, t in enumerate(s.turns) if i not in (earlier, later)]
        assert len(set(texts)) == len(texts), s.id


def test_statements_unique_across_split(split):
    texts = [s.turns[i].text for s in split for i in _statements(s)]
    assert len(set(texts)) == len(texts)
    questions = [s.question for s in split]
    assert len(set(questions)) == len(questions)
