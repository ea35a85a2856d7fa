"""The measurements taken at each checkpoint of ``memlane-bench scale``: ingest windows,
recall latency, the agent loop, the vector floor and ANN quality, disk and cold start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
from memlane import Memory
from memlane.storage import Store
from memlane.storage.vector_tiers import EXTRA_CANDIDATES, MIN_CANDIDATES, rescore

Tick = Callable[[int], None]


def percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "mean": 0.0}
    arr = np.asarray(values, dtype=np.float64)
    p50, p95, p99 = np.percentile(arr, [50, 95, 99])
    return {"n": len(values), "p50": round(float(p50), 3), "p95": round(float(p95), 3), "p99": round(float(p99), 3),
            "mean": round(float(arr.mean()), 3)}  # fmt: skip


def ingest_batched(memory: Memory, turns: Iterator[dict[str, Any]], *, profile: str, count: int, batch: int, tick: Tick) -> dict[str, Any]:
    """``count`` turns in ``remember_many`` batches of ``batch``: facts/s and turns/s."""
    facts = done = 0
    seconds = 0.0
    while done < count:
        records = [next(turns) for _ in range(min(batch, count - done))]
        started = time.perf_counter()
        results = memory.remember_many(records, profile=profile)
        seconds += time.perf_counter() - started
        facts += sum(len(r.fact_ids) for r in results)
        done += len(records)
        tick(len(records))
    return {"turns": done, "facts": facts, "seconds": round(seconds, 3),
            "facts_per_s": round(facts / seconds, 1) if seconds else 0.0,
            "turns_per_s": round(done / seconds, 1) if seconds else 0.0}  # fmt: skip


def ingest_single(memory: Memory, turns: Iterator[dict[str, Any]], *, profile: str, count: int, tick: Tick) -> dict[str, Any]:
    """``count`` turns, one ``remember`` each: facts/s and per-call latency."""
    latencies, facts = [], 0
    for _ in range(count):
        record = next(turns)
        started = time.perf_counter()
        result = memory.remember(profile=profile, **record)
        latencies.append((time.perf_counter() - started) * 1000)
        facts += len(result.fact_ids)
        tick(1)
    seconds = sum(latencies) / 1000
    return {"turns": count, "facts": facts, "facts_per_s": round(facts / seconds, 1) if seconds else 0.0,
            "latency_ms": percentiles(latencies)}  # fmt: skip


def recall_latency(memory: Memory, queries: list[tuple[str, str]], *, tick: Tick) -> dict[str, Any]:
    """Each (profile, query) recalled once, query embedding included; limit 10."""
    latencies, empty = [], 0
    for profile, query in queries:
        started = time.perf_counter()
        result = memory.recall(query, profile=profile)
        latencies.append((time.perf_counter() - started) * 1000)
        empty += not result.items
        tick(1)
    return {"latency_ms": percentiles(latencies), "empty_results": empty}


def agent_loop(
    memory: Memory, turns: dict[str, Iterator[dict[str, Any]]], queries: list[tuple[str, str]], *, count: int, tick: Tick
) -> dict[str, Any]:
    """What an agent does each step: remember the turn it just had, then recall for the next."""
    remember_ms, recall_ms = [], []
    for i in range(count):
        profile, query = queries[i % len(queries)]
        started = time.perf_counter()
        memory.remember(profile=profile, **next(turns[profile]))
        remember_ms.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        memory.recall(query, profile=profile)
        recall_ms.append((time.perf_counter() - started) * 1000)
        tick(1)
    return {"iterations": count, "remember_ms": percentiles(remember_ms), "recall_ms": percentiles(recall_ms)}


def vector_floor(path: Path, profile: str, query_vectors: np.ndarray, *, k: int = 10) -> dict[str, Any]:
    """Over the same stored vectors of one profile: the numpy brute-force floor (one matrix
    product + top-k per query), the engine's nearest-neighbour stage (what recall runs), the
    exact vec0 scan it replaces above the size threshold, and the ANN recall@k against exact."""
    store = Store(path)
    try:
        with store.read():
            pid = store.catalog.profile_id(profile)
            ids, matrix = store.retrieval.profile_vectors(pid, scopes=None)
        floor_ms, stage_ms, exact_ms, overlap, bit_ms, bit_overlap = [], [], [], [], [], []
        bit_n = max(k + EXTRA_CANDIDATES, MIN_CANDIDATES)
        for q in query_vectors:
            started = time.perf_counter()
            scores = matrix @ q
            top = np.argpartition(-scores, min(k, len(ids) - 1))[:k]
            exact = {int(ids[i]) for i in top[np.argsort(-scores[top])]}
            floor_ms.append((time.perf_counter() - started) * 1000)
            with store.read():
                started = time.perf_counter()
                found = store.vectors.nearest(pid, q, k=k, scopes=None)
                stage_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                store.vectors.knn(pid, q, k=k, scopes=None)
                exact_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()  # the bit tier alone, side by side with what nearest used
                bits = rescore(store.vectors.vectors(store.vectors.tier.candidates(pid, q, n=bit_n, scopes=None)), q, k)
                bit_ms.append((time.perf_counter() - started) * 1000)
            overlap.append(len(exact & {f for f, _ in found}) / max(1, min(k, len(ids))))
            bit_overlap.append(len(exact & {f for f, _ in bits}) / max(1, min(k, len(ids))))
        with store.read():
            hnsw = store.vectors.hnsw.status(pid)
        vectors = len(ids)
        del matrix
    finally:
        store.close()
    return {
        "vectors": vectors, "k": k, "numpy_floor_ms": percentiles(floor_ms), "nearest_stage_ms": percentiles(stage_ms),
        "vec0_exact_ms": percentiles(exact_ms), "ann_recall_at_k": round(float(np.mean(overlap)), 4) if overlap else None,
        "stage_over_floor": round(percentiles(stage_ms)["p50"] / max(percentiles(floor_ms)["p50"], 1e-6), 2),
        "hnsw": hnsw, "bit_tier_ms": percentiles(bit_ms),
        "bit_tier_recall_at_k": round(float(np.mean(bit_overlap)), 4) if bit_overlap else None,
    }  # fmt: skip


def disk_bytes(data_dir: Path) -> dict[str, int]:
    sizes = {name: (data_dir / name).stat().st_size for name in ("memlane.db", "memlane.db-wal", "audit.db") if (data_dir / name).exists()}
    sizes["total"] = sum(p.stat().st_size for p in data_dir.rglob("*") if p.is_file())
    return sizes


def cold_start(data_dir: Path, embedder: str, profile: str, query: str) -> dict[str, Any]:
    """A fresh process opens the memory and recalls once (model load included for the real
    embedder): wall time from spawn, and the process's own open / first-recall split."""
    started = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "memlane_bench.scale.cold", str(data_dir), embedder, profile, query],
        capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )  # fmt: skip
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        raise RuntimeError(f"cold start failed ({proc.returncode}): {proc.stderr[-2000:]}")
    inner = json.loads(proc.stdout.strip().splitlines()[-1])
    return {"wall_s": round(wall, 3), **inner}
