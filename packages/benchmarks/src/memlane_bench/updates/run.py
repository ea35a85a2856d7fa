"""Runs update scenarios through the real engine and scores them.

Isolated run: each scenario in its own profile, turns remembered in order (each turn's time =
start + its day), then the detected supersessions are read (``memory.contradictions``) and the
present-state question (and the past question, where given) is recalled. A turn ranks where
the best fact derived from it ranks (provenance names the memory = the turn).

Scale run: the scenarios whose people are disjoint are packed into one profile together with
``haystack`` background turns, interleaved in time, so each check has to find the old fact
among many. Variants (ablations) re-ingest with one piece off."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from memlane import Memory, MemoryConfig

from .haystack import haystack as make_haystack
from .schema import EITHER_ANSWERS, Scenario

BASE = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
LIMIT = 10
# Background turns per remember_many: small enough that one write stays far from the writer's
# stall limit on a loaded machine.
HAYSTACK_BATCH = 64
Log = Callable[[str], None]


@dataclass(frozen=True)
class Variant:
    label: str  # "full" or "-<piece>"
    config: MemoryConfig


def _played(memory: Memory, profile: str, scenario: Scenario, start: datetime, tag: str) -> tuple[list[str], list[float]]:
    """Remember every turn; (memory id per turn, write ms per fact of each turn)."""
    memory_ids, per_fact_ms = [], []
    for i, turn in enumerate(scenario.turns):
        started = time.perf_counter()
        result = memory.remember(
            turn.text, profile=profile, speaker=turn.speaker, session_id=f"{scenario.id}-{int(turn.day)}",
            observed_at=start + timedelta(days=turn.day), idempotency_key=f"{tag}:{scenario.id}:{i}",
        )  # fmt: skip
        elapsed = (time.perf_counter() - started) * 1000
        memory_ids.append(result.memory_id)
        if result.fact_ids:
            per_fact_ms.append(elapsed / len(result.fact_ids))
    return memory_ids, per_fact_ms


def _turn_ranks(items, turn_of: dict[str, int]) -> dict[int, int]:
    """turn index -> 0-based rank of its best fact among ``items``."""
    ranks: dict[int, int] = {}
    for rank, item in enumerate(items):
        for memory_id in item.fact.memory_ids:
            turn = turn_of.get(memory_id)
            if turn is not None:
                ranks.setdefault(turn, rank)
    return ranks


def score(memory: Memory, profile: str, scenario: Scenario, memory_ids: Sequence[str], edges: list[tuple[int, int]]) -> dict[str, Any]:
    """One scenario's row. ``edges``: detected supersessions as (newer turn, older turn)."""
    turn_of = {m: i for i, m in enumerate(memory_ids)}
    result = memory.recall(scenario.question, profile=profile, limit=LIMIT)
    ranks = _turn_ranks(result.items, turn_of)
    cur, oth = ranks.get(scenario.current), ranks.get(scenario.other)
    row: dict[str, Any] = {
        "id": scenario.id, "family": scenario.family, "kind": scenario.kind, "must_not": scenario.must_not_supersede,
        "current_rank": cur, "other_rank": oth, "top1": None if scenario.kind in EITHER_ANSWERS else cur == 0,
        "current_first": cur is not None and (oth is None or cur < oth),
        "detected": (scenario.current, scenario.other) in edges,
        "demoted_current": any(old == scenario.current for _new, old in edges),
        "spurious_edges": sum(1 for e in edges if e != (scenario.current, scenario.other)),
        "edges": sorted(set(edges)),
        "state": result.explanation.get("state"),
    }  # fmt: skip
    if scenario.past_question:
        past = _turn_ranks(memory.recall(scenario.past_question, profile=profile, limit=LIMIT).items, turn_of)
        p_cur, p_oth = past.get(scenario.current), past.get(scenario.other)
        row["past_first"] = p_oth is not None and (p_cur is None or p_oth < p_cur)
    return row


def _edges(memory: Memory, profile: str, turn_of: dict[str, int]) -> list[tuple[int, int]]:
    out = []
    for entry in memory.contradictions(profile=profile):
        newer = [turn_of[m] for m in entry["newer"]["memory_ids"] if m in turn_of]
        older = [turn_of[m] for m in entry["older"]["memory_ids"] if m in turn_of]
        out += [(n, o) for n in newer for o in older]
    return out


def run_isolated(memory: Memory, scenarios: Sequence[Scenario], *, tag: str, log: Log) -> tuple[list[dict[str, Any]], list[float]]:
    rows, write_ms = [], []
    for n, scenario in enumerate(scenarios, start=1):
        profile = f"{tag}-{scenario.id}"
        memory_ids, ms = _played(memory, profile, scenario, BASE, tag)
        write_ms += ms
        turn_of = {m: i for i, m in enumerate(memory_ids)}
        rows.append(score(memory, profile, scenario, memory_ids, _edges(memory, profile, turn_of)))
        if n % 50 == 0:
            log(f"  {n}/{len(scenarios)} scenarios")
    return rows, write_ms


def pack(scenarios: Sequence[Scenario]) -> list[Scenario]:
    """Scenarios whose people are disjoint (greedy, in order): they can share one profile."""
    taken: set[str] = set()
    packed = []
    for scenario in scenarios:
        people = scenario.people()
        if not people & taken:
            packed.append(scenario)
            taken |= people
    return packed


def run_scale(memory: Memory, scenarios: Sequence[Scenario], *, haystack: int, seed: int, log: Log) -> dict[str, Any]:
    """All packed scenarios and ``haystack`` background turns in one profile, in time order."""
    packed = pack(scenarios)
    profile = "scale"
    span = max(max(t.day for t in s.turns) for s in packed) + 30.0
    starts = {s.id: BASE + timedelta(days=(i * 7.3) % 30.0) for i, s in enumerate(packed)}
    background = make_haystack(haystack, seed=seed, exclude={p for s in packed for p in s.people()})
    events: list[tuple[datetime, int, Any]] = []
    for i, (speaker, text) in enumerate(background):
        events.append((BASE + timedelta(days=span * i / max(len(background), 1)), 0, (i, speaker, text)))
    for s in packed:
        for i, turn in enumerate(s.turns):
            events.append((starts[s.id] + timedelta(days=turn.day), 1, (s, i)))
    events.sort(key=lambda e: (e[0], e[1]))
    memory_ids: dict[str, list[str]] = {s.id: [""] * len(s.turns) for s in packed}
    write_ms: list[float] = []
    batch: list[dict[str, Any]] = []
    facts = 0

    def flush() -> None:
        nonlocal facts
        if batch:
            facts += sum(len(r.fact_ids) for r in memory.remember_many(batch, profile=profile))
            batch.clear()

    started = time.perf_counter()
    for at, kind, payload in events:
        if kind == 0:
            i, speaker, text = payload
            batch.append({"content": text, "speaker": speaker, "session_id": f"bg-{i // 40}", "observed_at": at,
                          "idempotency_key": f"bg:{i}"})  # fmt: skip
            if len(batch) >= HAYSTACK_BATCH:
                flush()
            continue
        flush()
        s, i = payload
        t0 = time.perf_counter()
        result = memory.remember(s.turns[i].text, profile=profile, speaker=s.turns[i].speaker, session_id=f"{s.id}-{int(s.turns[i].day)}",
                                 observed_at=at, idempotency_key=f"scale:{s.id}:{i}")  # fmt: skip
        if result.fact_ids:
            write_ms.append((time.perf_counter() - t0) * 1000 / len(result.fact_ids))
        facts += len(result.fact_ids)
        memory_ids[s.id][i] = result.memory_id
    flush()
    log(f"  scale profile: {facts} facts ({len(packed)} scenarios) in {time.perf_counter() - started:.1f}s")
    turn_of_all = {m: (s.id, i) for s in packed for i, m in enumerate(memory_ids[s.id])}
    edges: dict[str, list[tuple[int, int]]] = {s.id: [] for s in packed}
    for entry in memory.contradictions(profile=profile):
        newer = [turn_of_all[m] for m in entry["newer"]["memory_ids"] if m in turn_of_all]
        older = [turn_of_all[m] for m in entry["older"]["memory_ids"] if m in turn_of_all]
        for (sn, n) in newer:
            edges[sn] += [(n, o) for (so, o) in older if so == sn]
    rows = [score(memory, profile, s, memory_ids[s.id], edges[s.id]) for s in packed]
    return {"facts": facts, "scenarios": len(packed), "rows": rows, "write_ms": write_ms}


def _rate(rows: Sequence[dict[str, Any]], key: str) -> float | None:
    values = [bool(r[key]) for r in rows if r.get(key) is not None]
    return round(sum(values) / len(values), 4) if values else None


def percentile(values: Sequence[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


def summarise(rows: Sequence[dict[str, Any]], write_ms: Sequence[float] = ()) -> dict[str, Any]:
    change = [r for r in rows if not r["must_not"]]
    keep = [r for r in rows if r["must_not"]]
    by = lambda key: sorted({r[key] for r in rows})  # noqa: E731
    return {
        "scenarios": len(rows), "change": len(change), "must_not": len(keep),
        "current_first": _rate(change, "current_first"),
        "top1_present": _rate(rows, "top1"),
        "top1_change": _rate(change, "top1"),
        "false_supersede": _rate(keep, "demoted_current"),
        "detection_recall": _rate(change, "detected"),
        "detection_precision": _precision(rows),
        "past_first": _rate(change, "past_first"),
        "spurious_edges_per_scenario": round(sum(r["spurious_edges"] for r in rows) / max(len(rows), 1), 4),
        "write_ms_per_fact_p50": percentile(write_ms, 0.5),
        "by_kind": {k: _group([r for r in rows if r["kind"] == k]) for k in by("kind")},
        "by_family": {f: _group([r for r in rows if r["family"] == f]) for f in by("family")},
    }  # fmt: skip


def _precision(rows: Sequence[dict[str, Any]]) -> float | None:
    """Of all supersedes edges among a split's turns, the share that is the expected one."""
    found = sum(len(r["edges"]) for r in rows)
    right = sum(1 for r in rows if not r["must_not"] and r["detected"])
    return round(right / found, 4) if found else None


def _group(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    change = [r for r in rows if not r["must_not"]]
    keep = [r for r in rows if r["must_not"]]
    return {"n": len(rows), "current_first": _rate(change, "current_first"), "top1": _rate(rows, "top1"),
            "false_supersede": _rate(keep, "demoted_current"), "detection_recall": _rate(change, "detected")}  # fmt: skip


def run_variant(variant: Variant, scenarios: Sequence[Scenario], *, embedder, haystack: int, seed: int, log: Log) -> dict[str, Any]:
    log(f"variant {variant.label}: {len(scenarios)} scenarios")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="memlane-updates-") as root, Memory(root, config=variant.config, embedder=embedder) as memory:
        rows, write_ms = run_isolated(memory, scenarios, tag="iso", log=log)
        out: dict[str, Any] = {"label": variant.label, "summary": summarise(rows, write_ms), "rows": rows}
        if haystack:
            scale = run_scale(memory, scenarios, haystack=haystack, seed=seed, log=log)
            out["scale"] = {"facts": scale["facts"], "summary": summarise(scale["rows"], scale["write_ms"]), "rows": scale["rows"]}
    out["seconds"] = round(time.perf_counter() - started, 1)
    return out
