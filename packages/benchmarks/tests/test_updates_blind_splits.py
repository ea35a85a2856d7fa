"""Shape of the blind knowledge-update splits dev8 to dev25 and of the held-out test4 and test5
(written under the same rule; engineers run them and read their totals, never their files or
rows), with no engine run: each loads and validates, covers every kind and enough families, is
deterministic per seed with the seed varying only small talk, keeps people disjoint across
scenarios and puts far_apart changes 150+ turns apart."""

from __future__ import annotations

from collections import Counter

import pytest
from memlane_bench.updates.schema import CHANGE_KINDS, KINDS, validate
from memlane_bench.updates.splits import load

SEEDS = (0, 1, 7)
SPLITS = ("dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "dev19", "dev20", "dev21", "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28", "dev29", "dev30", "test4", "test5", "test6", "test7")  # fmt: skip


@pytest.fixture(scope="module", params=[(name, seed) for name in SPLITS for seed in SEEDS], ids=lambda p: f"{p[0]}-{p[1]}")
def split(request):
    return load(*request.param)


def test_loads_and_validates(split) -> None:
    assert validate(split) is split
    assert len(split) >= 90
    ids = [s.id for s in split]
    assert len(set(ids)) == len(ids)
    assert len({i.split("-")[0] for i in ids}) == 1 and ids[0].split("-")[0] in SPLITS


def test_every_kind_at_least_five_times(split) -> None:
    kinds = Counter(s.kind for s in split)
    assert set(kinds) == set(KINDS)
    assert all(kinds[k] >= 5 for k in KINDS), kinds


def test_at_least_fifteen_families(split) -> None:
    assert len({s.family for s in split}) >= 15


def test_past_question_only_on_change_kinds(split) -> None:
    assert any(s.past_question is not None for s in split)
    for s in split:
        assert s.past_question is None or s.kind in CHANGE_KINDS, s.id


def test_people_disjoint_across_scenarios(split) -> None:
    counts = Counter(p for s in split for p in s.people())
    assert [p for p, n in counts.items() if n > 1] == []


def test_far_apart_scored_turns_at_least_150_turns_apart(split) -> None:
    far = [s for s in split if s.kind == "far_apart"]
    assert len(far) >= 5
    for s in far:
        assert s.current - s.other >= 150, s.id
        assert s.turns[s.current].day - s.turns[s.other].day >= 60, s.id


def test_no_line_repeated_within_a_conversation(split) -> None:
    for s in split:
        texts = [t.text for t in s.turns]
        assert len(set(texts)) == len(texts), s.id


@pytest.mark.parametrize("name", SPLITS)
@pytest.mark.parametrize("seed", SEEDS)
def test_deterministic_per_seed(name: str, seed: int) -> None:
    assert load(name, seed) == load(name, seed)


@pytest.mark.parametrize("name", SPLITS)
def test_seed_varies_only_filler(name: str) -> None:
    base = load(name, 0)
    for seed in SEEDS[1:]:
        other = load(name, seed)
        assert [s.id for s in other] == [s.id for s in base]
        differs = False
        for a, b in zip(base, other, strict=True):
            assert (a.kind, a.family, a.subject, a.question, a.past_question) == (
                b.kind, b.family, b.subject, b.question, b.past_question)  # fmt: skip
            for i, j in ((a.current, b.current), (a.other, b.other)):
                assert (a.turns[i].speaker, a.turns[i].text) == (b.turns[j].speaker, b.turns[j].text), a.id
            differs |= [t.text for t in a.turns] != [t.text for t in b.turns]
        assert differs, f"seed {seed} produced the same small talk as seed 0"


@pytest.mark.parametrize("seed", SEEDS)
def test_dev13_no_line_repeated_anywhere_in_the_split(seed: int) -> None:
    counts = Counter(t.text for s in load("dev13", seed) for t in s.turns)
    assert [text for text, n in counts.items() if n > 1] == []


def test_dev13_seed_varies_only_far_apart_small_talk() -> None:
    base = load("dev13", 0)
    for seed in SEEDS[1:]:
        for a, b in zip(base, load("dev13", seed), strict=True):
            if a.kind != "far_apart":
                assert a == b, a.id
                continue
            assert _scored_and_after(a) == _scored_and_after(b), a.id


def _scored_and_after(s) -> list:  # type: ignore[no-untyped-def]
    """A far-apart scenario's turns up to the old statement and from the new one on: fixed."""
    return [(t.speaker, t.text, t.day) for i, t in enumerate(s.turns) if i <= s.other or i >= s.current]


def test_dev13_kind_counts() -> None:
    kinds = Counter(s.kind for s in load("dev13", 0))
    assert kinds == {"replacement": 22, "correction": 10, "retraction": 8, "third_party": 8, "far_apart": 14,
                     "addition": 8, "time_bounded": 8, "other_person": 8, "plan": 8, "restatement": 6}  # fmt: skip
    assert len({s.family for s in load("dev13", 0)}) >= 35
