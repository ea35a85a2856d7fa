from __future__ import annotations

import random

import numpy as np
import pytest
from memlane_bench.locomo import metrics
from memlane_bench.locomo.metrics import Outcome


def test_dedupe_ranked_keeps_first_rank():
    assert metrics.dedupe_ranked([["D1:2"], ["D1:1", "D1:2"], ["D1:2"], ["D3:1"]]) == [
        "D1:2",
        "D1:1",
        "D3:1",
    ]
    assert metrics.dedupe_ranked([]) == []


def test_all_and_any_at_k():
    ranked = ["a", "b", "c", "d", "e"]
    assert metrics.all_at_k(ranked, ["a", "c"], 3)
    assert not metrics.all_at_k(ranked, ["a", "e"], 3)
    assert metrics.any_at_k(ranked, ["a", "e"], 3)
    assert not metrics.any_at_k(ranked, ["e", "z"], 3)
    assert metrics.any_at_k(ranked, ["e"], 5)
    assert not metrics.all_at_k(ranked, ["e", "z"], 100)  # z is never retrieved
    assert not metrics.any_at_k([], ["a"], 10)


def test_empty_evidence_is_rejected():
    with pytest.raises(ValueError):
        metrics.all_at_k(["a"], [], 5)
    with pytest.raises(ValueError):
        metrics.any_at_k(["a"], [], 5)


def test_aggregate_known_answer():
    ks = (1, 2)
    outcomes = [
        metrics.score(1, ["x", "a", "b"], ["a", "b"], ks),  # all@1 F all@2 F, any@1 F any@2 T
        metrics.score(1, ["a", "b"], ["a", "b"], ks),  # all@1 F all@2 T, any T T
        metrics.score(4, ["a"], ["a"], ks),  # all T T, any T T
        metrics.score(5, ["z"], ["a"], ks),  # adversarial: nothing
    ]
    result = metrics.aggregate(outcomes, ks)
    cat1 = result["by_category"]["1"]
    assert cat1 == {
        "name": "multi-hop",
        "all@1": 0.0,
        "all@2": 0.5,
        "any@1": 0.5,
        "any@2": 1.0,
        "n": 2,
    }
    assert result["by_category"]["2"] == {
        "name": "temporal",
        "all@1": None,
        "all@2": None,
        "any@1": None,
        "any@2": None,
        "n": 0,
    }
    overall = result["overall"]
    assert overall["n"] == 3  # category 5 is not in overall
    assert overall["all@1"] == pytest.approx(1 / 3)
    assert overall["all@2"] == pytest.approx(2 / 3)
    assert overall["any@2"] == 1.0
    assert result["adversarial"]["n"] == 1 and result["adversarial"]["any@2"] == 0.0


def test_score_outcome():
    assert metrics.score(2, ["a", "b"], ["b"], (1, 2)) == Outcome(
        2, {1: False, 2: True}, {1: False, 2: True}
    )


def test_percentile_matches_numpy():
    assert metrics.percentile([1, 2, 3, 4], 50) == 2.5
    assert metrics.percentile([7], 99) == 7
    assert metrics.percentile([3, 1, 2], 0) == 1
    assert metrics.percentile([3, 1, 2], 100) == 3
    rng = random.Random(3)
    values = [rng.expovariate(0.1) for _ in range(101)]
    for q in (50, 95, 99):
        assert metrics.percentile(values, q) == pytest.approx(float(np.percentile(values, q)))
    with pytest.raises(ValueError):
        metrics.percentile([], 50)


def test_latency_summary():
    s = metrics.latency_summary([10.0, 20.0, 30.0])
    assert s["n"] == 3 and s["p50"] == 20.0 and s["mean"] == 20.0 and s["max"] == 30.0


def test_targets():
    targets = metrics.evaluate_targets(0.61, 55.0, None)
    # issue 2: all@10, p50, ingest; issue 3: all@10, any@10, multi-hop, p50
    assert [t["met"] for t in targets] == [True, False, None, False, None, None, True]
    assert metrics.evaluate_targets(0.60, 50.0, 100.0)[0]["met"] is True  # thresholds are inclusive
    assert all(t["met"] for t in metrics.evaluate_targets(0.70, 50.0, 100.0, 0.85, 0.35))
    assert not metrics.evaluate_targets(0.70, 50.0, 100.0, 0.85, 0.34)[5]["met"]
