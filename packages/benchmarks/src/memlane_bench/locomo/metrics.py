"""Pure metric functions: ranking, evidence recall@k, aggregation, percentiles."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .data import ADVERSARIAL, CATEGORY_NAMES, SCORED_CATEGORIES


def dedupe_ranked(groups: Iterable[Sequence[str]]) -> list[str]:
    """Flatten per-item dialogue ids (in rank order) into a ranked list of distinct turns,
    each kept at its first (best) rank."""
    seen: set[str] = set()
    ranked = []
    for group in groups:
        for dia_id in group:
            if dia_id not in seen:
                seen.add(dia_id)
                ranked.append(dia_id)
    return ranked


def all_at_k(ranked: Sequence[str], evidence: Iterable[str], k: int) -> bool:
    """Every evidence turn is among the top ``k`` turns. Undefined for empty evidence."""
    wanted = set(evidence)
    if not wanted:
        raise ValueError("all@k is undefined for a question without evidence")
    return wanted <= set(ranked[:k])


def any_at_k(ranked: Sequence[str], evidence: Iterable[str], k: int) -> bool:
    """At least one evidence turn is among the top ``k`` turns."""
    wanted = set(evidence)
    if not wanted:
        raise ValueError("any@k is undefined for a question without evidence")
    return not wanted.isdisjoint(ranked[:k])


@dataclass(frozen=True)
class Outcome:
    """One scored question: its category and its hits at each k."""

    category: int
    all_hits: Mapping[int, bool]
    any_hits: Mapping[int, bool]


def score(
    category: int, ranked: Sequence[str], evidence: Sequence[str], ks: Sequence[int]
) -> Outcome:
    return Outcome(
        category=category,
        all_hits={k: all_at_k(ranked, evidence, k) for k in ks},
        any_hits={k: any_at_k(ranked, evidence, k) for k in ks},
    )


def summarise(outcomes: Sequence[Outcome], ks: Sequence[int]) -> dict[str, float | int | None]:
    """Mean all@k / any@k over ``outcomes`` (None when there are none) and n."""
    n = len(outcomes)
    row: dict[str, float | int | None] = {}
    for k in ks:
        row[f"all@{k}"] = sum(o.all_hits[k] for o in outcomes) / n if n else None
    for k in ks:
        row[f"any@{k}"] = sum(o.any_hits[k] for o in outcomes) / n if n else None
    row["n"] = n
    return row


def aggregate(outcomes: Sequence[Outcome], ks: Sequence[int]) -> dict[str, object]:
    """Per category 1-4, overall over 1-4, and adversarial (5) on its own."""
    by_category = {}
    for category in SCORED_CATEGORIES:
        row = summarise([o for o in outcomes if o.category == category], ks)
        by_category[str(category)] = {"name": CATEGORY_NAMES[category], **row}
    return {
        "by_category": by_category,
        "overall": summarise([o for o in outcomes if o.category in SCORED_CATEGORIES], ks),
        "adversarial": {
            "name": CATEGORY_NAMES[ADVERSARIAL],
            **summarise([o for o in outcomes if o.category == ADVERSARIAL], ks),
        },
    }


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) with linear interpolation between closest ranks (the
    numpy default)."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be within 0..100, got {q}")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def latency_summary(ms: Sequence[float]) -> dict[str, float | int]:
    return {
        "n": len(ms),
        "p50": percentile(ms, 50),
        "p95": percentile(ms, 95),
        "p99": percentile(ms, 99),
        "mean": sum(ms) / len(ms),
        "max": max(ms),
    }


@dataclass(frozen=True)
class Target:
    name: str
    metric: str
    op: str  # ">=" or "<="
    threshold: float

    def evaluate(self, value: float | None) -> dict[str, object]:
        met = (
            None
            if value is None
            else (value >= self.threshold if self.op == ">=" else value <= self.threshold)
        )
        return {
            "name": self.name,
            "metric": self.metric,
            "op": self.op,
            "threshold": self.threshold,
            "value": value,
            "met": met,
        }


TARGETS = (
    Target("evidence recall (issue 2)", "overall all@10 (categories 1-4)", ">=", 0.60),
    Target("recall latency (issue 2)", "recall p50 (ms)", "<=", 50.0),
    Target("ingest throughput (issue 2)", "ingest turns/s (with embedding)", ">=", 100.0),
    Target("evidence recall (issue 3)", "overall all@10 (categories 1-4)", ">=", 0.70),
    Target("any-evidence recall (issue 3)", "overall any@10 (categories 1-4)", ">=", 0.85),
    Target("multi-hop (issue 3)", "category 1 all@10", ">=", 0.35),
    Target("latency, all channels (issue 3)", "recall p50 (ms)", "<=", 60.0),
)


def evaluate_targets(
    all_at_10: float | None,
    p50_ms: float | None,
    turns_per_s: float | None,
    any_at_10: float | None = None,
    multi_hop_all_at_10: float | None = None,
) -> list[dict[str, object]]:
    values = (all_at_10, p50_ms, turns_per_s, all_at_10, any_at_10, multi_hop_all_at_10, p50_ms)
    return [target.evaluate(value) for target, value in zip(TARGETS, values, strict=True)]
