"""``memlane-bench spine``: what governance costs on the write path, how fast the reconciler
redrives, and how long a verified erasure of a 10k-fact profile takes. A benchmark, not a
timed test: it reports numbers and the target (governed overhead p50 ≤ 3 ms), it does not fail.

Governed vs ungoverned, same run, interleaved (so machine load affects both alike), same
contents, same cached real-model embeddings, same projection owners:
- ungoverned: build_request → prepare → MemoryWriter.write in one transaction on a plain Store;
- governed: Memory.remember (policy, scopes, scrub, admission, audit, single-writer handoff,
  fence, receipt, obligations in savepoints, sealed manifest).
Model time spent inside a timed write (a cache miss) is measured and subtracted from both.
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.embeddings import shared_default_embedder
from memlane.ingest.pipeline import prepare
from memlane.ingest.request import build_request
from memlane.ingest.writer import MemoryWriter
from memlane.storage import Store

from .components import component_costs
from .embedder import CachedEmbedder

_NAMES = ["Ana", "Bo", "Carla", "Dev", "Erik", "Fay", "Gus", "Hana", "Ivo", "Jun"]
_THINGS = ["apples", "a kite", "two lamps", "old maps", "spices", "a bicycle", "tea", "bread"]


def _content(i: int, tag: str) -> str:
    who, thing = _NAMES[i % len(_NAMES)], _THINGS[(i * 7) % len(_THINGS)]
    return f"{who} visited the {tag} market on errand {i} and bought {thing} for the weekend."


def _stats(samples_ms: list[float]) -> dict[str, float]:
    ordered = sorted(samples_ms)

    def q(p: float) -> float:
        return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]

    return {"n": len(ordered), "p50": round(q(0.5), 3), "p90": round(q(0.9), 3), "p99": round(q(0.99), 3),
            "mean": round(statistics.fmean(ordered), 3)}  # fmt: skip


def _quiet() -> MemoryConfig:
    return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))


def write_overhead(root: Path, emb: CachedEmbedder, writes: int) -> dict[str, Any]:
    config = _quiet()
    gov_texts = [_content(i, "governed") for i in range(writes + 20)]
    raw_texts = [_content(i, "baseline") for i in range(writes + 20)]
    emb.warm([f.text for t in gov_texts + raw_texts for f in prepare(_req(t, config), config.ingest).facts])
    with Memory(root / "governed", embedder=emb, config=config) as mem:
        store = Store(root / "ungoverned" / "memlane.db")
        try:
            with store.write():
                store.vectors.bind(emb.name, emb.dimension)
            writer = MemoryWriter(store, auto_create_profiles=True, owners=mem._engine.owners)

            def governed(text: str) -> None:
                mem.remember(text, speaker="Ann", session_id="bench")

            def ungoverned(text: str) -> None:
                request = _req(text, config)
                prepared = prepare(request, config.ingest)
                vectors = emb.encode([f.text for f in prepared.facts])
                with store.write():
                    writer.write([prepared], [vectors])

            for i in range(20):  # warm-up: statement caches, first-write paths, entity names
                governed(gov_texts[writes + i])
                ungoverned(raw_texts[writes + i])
            gov, raw, pairs = [], [], []
            for i in range(writes):
                order = ((governed, gov_texts[i], gov), (ungoverned, raw_texts[i], raw))
                for fn, text, out in order if i % 2 else order[::-1]:
                    model_before, started = emb.model_seconds, time.perf_counter()
                    fn(text)
                    out.append((time.perf_counter() - started - (emb.model_seconds - model_before)) * 1000)
                pairs.append(gov[-1] - raw[-1])
            manifests = mem._store.operations.status_counts()
        finally:
            store.close()
    g, r = _stats(gov), _stats(raw)
    return {
        "governed_ms": g,
        "ungoverned_ms": r,
        "overhead_p50_ms": round(g["p50"] - r["p50"], 3),
        "overhead_p99_ms": round(g["p99"] - r["p99"], 3),
        "paired_overhead_median_ms": round(statistics.median(pairs), 3),
        "target_overhead_p50_ms": 3.0,
        "meets_target": g["p50"] - r["p50"] <= 3.0,
        "manifests": manifests,
    }


def _req(text: str, config: MemoryConfig):  # type: ignore[no-untyped-def]
    return build_request(text, profile="default", speaker="Ann", session_id="bench", max_bytes=config.ingest.max_content_bytes)


def reconciler_throughput(root: Path, emb: CachedEmbedder, degraded: int) -> dict[str, Any]:
    config = _quiet()
    texts = [_content(i, "degraded") for i in range(degraded)]
    emb.warm([f.text for t in texts for f in prepare(_req(t, config), config.ingest).facts])
    with Memory(root / "reconcile", embedder=emb, config=config) as mem:
        mem._engine.faults.arm("apply:lexical")
        mem._engine.faults.arm("apply:graph")
        statuses = {mem.remember(t, speaker="Ann", session_id=f"d{i}").status for i, t in enumerate(texts)}
        mem._engine.faults.disarm()
        started = time.perf_counter()
        report = mem.ops.reconcile()
        seconds = time.perf_counter() - started
        healthy = mem.ops.health()["ok"]
    obligations = report["applied"] + report["failed"] + report["dead_lettered"]
    return {
        "degraded_operations": degraded,
        "written_status": sorted(statuses),
        "redriven_obligations": obligations,
        "applied": report["applied"],
        "seconds": round(seconds, 3),
        "operations_per_s": round(report["operations"] / seconds, 1) if seconds else None,
        "obligations_per_s": round(obligations / seconds, 1) if seconds else None,
        "all_complete_after": healthy and report["failed"] == 0 and report["dead_lettered"] == 0,
    }


def erasure_timing(root: Path, emb: CachedEmbedder, facts: int) -> dict[str, Any]:
    config = _quiet()
    texts = [_content(i, "erasure") for i in range(facts)]
    subject = [f"Quill Marrow lent {_THINGS[i % len(_THINGS)]} to a neighbour on day {i}." for i in range(50)]
    records = [{"content": t, "speaker": "Ann", "session_id": f"e{i // 50}"} for i, t in enumerate(texts + subject)]
    started = time.perf_counter()
    emb.warm([f.text for r in records for f in prepare(_req(r["content"], config), config.ingest).facts])
    embed_seconds = time.perf_counter() - started
    with Memory(root / "erase", embedder=emb, config=config) as mem:
        started = time.perf_counter()
        for start in range(0, len(records), 1000):
            mem.remember_many(records[start : start + 1000], profile="big")
        mem.remember_many(records[:200], profile="keep")
        load_seconds = time.perf_counter() - started
        stored = mem.stats(profile="big")["facts"]
        tamper = tamper_check(mem)
        started = time.perf_counter()
        subject_receipt = mem.erase("Quill Marrow", profile="big")
        subject_seconds = time.perf_counter() - started
        started = time.perf_counter()
        receipt = mem.erase(kind="profile", profile="big")
        profile_seconds = time.perf_counter() - started
        kept = mem.stats(profile="keep")["facts"]
    return {
        "facts_in_profile": stored,
        "precompute_embeddings_s": round(embed_seconds, 2),
        "load_s": round(load_seconds, 2),
        "subject_erasure": {"seconds": round(subject_seconds, 3), "facts": subject_receipt.counts["facts"],
                            "all_erased": subject_receipt.all_erased},
        "profile_erasure": {"seconds": round(profile_seconds, 3), "facts": receipt.counts["facts"],
                            "all_erased": receipt.all_erased, "checkpoint": receipt.document["checkpoint"]},
        "other_profile_facts_kept": kept,
        "tamper_check": tamper,
    }


def tamper_check(mem: Memory) -> dict[str, Any]:
    """The maintenance-time checks of issue 11 on the loaded store: ``audit verify`` (keyed
    chain + every manifest's audit reference, receipt and content digests against the live
    rows) and ``check_integrity(full=True)`` (SQLite, FTS5 and the same content check)."""
    started = time.perf_counter()
    report = mem.audit_verify()
    audit_seconds = time.perf_counter() - started
    started = time.perf_counter()
    integrity = mem.check_integrity(full=True)
    return {
        "audit_verify_s": round(audit_seconds, 3), "audit_ok": report.ok, "audit_records": report.records_checked,
        "content_checked": dict((report.content or {}).get("checked", {})),
        "check_integrity_full_s": round(time.perf_counter() - started, 3), "integrity_ok": integrity.ok,
    }  # fmt: skip


def run_spine(*, writes: int = 300, facts: int = 10_000, degraded: int = 300, workdir: Path | None = None) -> dict[str, Any]:
    from memlane import __version__

    model = shared_default_embedder()
    model.encode(["warm up"])
    emb = CachedEmbedder(model)
    root = Path(tempfile.mkdtemp(prefix="memlane-spine-", dir=workdir))
    started = time.perf_counter()
    try:
        result = {
            "benchmark": "spine",
            "memlane_version": __version__,
            "embedding": model.name,
            "write_overhead": write_overhead(root, emb, writes),
            "components": component_costs(root / "components"),
            "reconciler": reconciler_throughput(root, emb, degraded),
            "erasure": erasure_timing(root, emb, facts),
            "embedding_misses_in_timed_regions": emb.misses,
        }
    finally:
        shutil.rmtree(root, ignore_errors=True)
    result["seconds"] = round(time.perf_counter() - started, 2)
    return result
