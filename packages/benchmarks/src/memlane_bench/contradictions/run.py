"""Runs the contradiction cases through the real engine: each case in its own profile,
statements remembered in order, then the detected supersessions are compared with the
expected ones and the question is recalled to see whether the current statement ranks first."""

from __future__ import annotations

import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

from memlane import IngestConfig, Memory, MemoryConfig

from .cases import Case, all_cases

BASE = datetime(2024, 1, 1, 12, 0, tzinfo=UTC)


def _position(items, phrase: str | None) -> int | None:
    if phrase is None:
        return None
    phrase = phrase.casefold()
    for i, item in enumerate(items):
        if phrase in item.fact.verbatim.casefold():
            return i
    return None


def run_case(memory: Memory, case: Case) -> dict[str, Any]:
    for speaker, text, day in case.turns:
        memory.remember(text, profile=case.id, speaker=speaker, session_id=f"{case.id}-d{day}", observed_at=BASE + timedelta(days=day))
    flagged = [(c["newer"]["verbatim"], c["older"]["verbatim"]) for c in memory.contradictions(profile=case.id)]
    expected_hit = case.flag_expected and any(
        case.current.casefold() in new.casefold() and case.superseded.casefold() in old.casefold() for new, old in flagged
    )
    correct_flags = sum(
        1
        for new, old in flagged
        if case.flag_expected and case.current.casefold() in new.casefold() and case.superseded.casefold() in old.casefold()
    )
    items = memory.recall(case.question, profile=case.id, limit=10).items
    current_at, superseded_at = _position(items, case.current), _position(items, case.superseded)
    current_first = None
    if case.flag_expected:
        current_first = current_at is not None and (superseded_at is None or current_at < superseded_at)
    return {
        "id": case.id, "category": case.category, "flag_expected": case.flag_expected, "flagged": len(flagged),
        "correct_flags": correct_flags, "detected": expected_hit, "current_first": current_first,
        "current_rank": current_at, "superseded_rank": superseded_at,
    }  # fmt: skip


def run_contradictions(*, embedder=None, consistency: bool = True) -> dict[str, Any]:
    cases = all_cases()
    started = time.perf_counter()
    config = MemoryConfig(ingest=IngestConfig(consistency=consistency))
    with tempfile.TemporaryDirectory(prefix="memlane-contra-") as root, Memory(root, config=config, embedder=embedder) as memory:
        rows = [run_case(memory, case) for case in cases]
    return {"consistency": consistency, "seconds": time.perf_counter() - started, "summary": summarise(rows), "cases": rows}


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    expected = [r for r in rows if r["flag_expected"]]
    negatives = [r for r in rows if not r["flag_expected"]]
    flagged = sum(r["flagged"] for r in rows)
    correct = sum(r["correct_flags"] for r in rows)
    by_category: dict[str, dict[str, float]] = {}
    for category in sorted(Counter(r["category"] for r in expected)):
        subset = [r for r in expected if r["category"] == category]
        by_category[category] = {
            "n": len(subset),
            "detection_recall": sum(r["detected"] for r in subset) / len(subset),
            "current_first": sum(bool(r["current_first"]) for r in subset) / len(subset),
        }
    return {
        "cases": len(rows),
        "flag_expected": len(expected),
        "must_not_flag": len(negatives),
        "detection_precision": correct / flagged if flagged else None,
        "detection_recall": sum(r["detected"] for r in expected) / len(expected),
        "false_positive_rate": sum(r["flagged"] > 0 for r in negatives) / len(negatives),
        "current_first_rate": sum(bool(r["current_first"]) for r in expected) / len(expected),
        "by_category": by_category,
    }


def to_markdown(results: list[dict[str, Any]]) -> str:
    lines = [
        "| configuration | precision | recall | false-positive rate (must-not-flag) | current-first |",
        "|---|---|---|---|---|",
    ]
    for result in results:
        s = result["summary"]
        precision = "n/a" if s["detection_precision"] is None else f"{s['detection_precision']:.3f}"
        label = "full (sheaf on)" if result["consistency"] else "-sheaf"
        lines.append(f"| {label} | {precision} | {s['detection_recall']:.3f} | {s['false_positive_rate']:.3f} | {s['current_first_rate']:.3f} |")
    full = results[0]["summary"]
    lines += ["", "| category | n | detection recall | current-first |", "|---|---|---|---|"]
    for category, values in full["by_category"].items():
        lines.append(f"| {category} | {values['n']} | {values['detection_recall']:.3f} | {values['current_first']:.3f} |")
    return "\n".join(lines)
