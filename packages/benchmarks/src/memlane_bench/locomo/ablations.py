"""Ablations and baselines on the same ingested data: each variant switches one piece of the
recall pipeline off (or, for -sheaf, re-ingests with the consistency check off) and is scored
exactly like the full pipeline."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from memlane import Memory, RecallConfig

from . import metrics

Log = Callable[[str], None]
EXTRAS_OFF = dict(
    scene_expansion=False, bridge=False, channel_diversity=False, agreement_boost=0.0, query_strategy=False,
    fisher=False, lifecycle=False, boosters={}, answer_factor=0.0, question_factor=1.0, profile_prior=0.0,
)  # fmt: skip


def _without_channel(base: RecallConfig, channel: str) -> RecallConfig:
    return replace(base, channel_weights={**base.channel_weights, channel: 0.0})


def recall_variants(base: RecallConfig) -> dict[str, RecallConfig]:
    """Retrieval-time variants (same stored data)."""
    return {
        "-fisher": replace(base, fisher=False),
        "-lifecycle": replace(base, lifecycle=False),
        "-lexical": _without_channel(base, "lexical"),
        "-semantic": _without_channel(base, "semantic"),
        "-entity graph": _without_channel(base, "entity_graph"),
        "-temporal": _without_channel(base, "temporal"),
        "-hopfield": _without_channel(base, "hopfield"),
        "-spreading activation": _without_channel(base, "spreading"),
        "-scene expansion": replace(base, scene_expansion=False),
        "-answer expansion": replace(base, answer_factor=0.0),
        "-question demotion": replace(base, question_factor=1.0),
        "-profile lookup": replace(base, profile_prior=0.0),
        "-name projection": replace(base, name_projection=False),
        # Bridges are opt-in (they cost all@10 on this split): measure what turning them on does.
        ("-bridge" if base.bridge else "+bridge (opt-in)"): replace(base, bridge=not base.bridge),
        "-query strategy": replace(base, query_strategy=False),
        "-state awareness": replace(base, state_awareness=False),
        "baseline: FTS5 only": replace(base, channel_weights={"lexical": 1.0}, **EXTRAS_OFF),
        "baseline: dense only": replace(base, channel_weights={"semantic": 1.0}, **EXTRAS_OFF),
        "baseline: naive RRF (FTS5 + dense, k=60)": replace(
            base, rrf_k=60, channel_weights={"lexical": 1.0, "semantic": 1.0}, **EXTRAS_OFF
        ),
    }


def _score(evaluation, ks) -> dict[str, Any]:
    return {
        "metrics": metrics.aggregate(evaluation.outcomes, ks),
        "latency_ms": metrics.latency_summary(evaluation.latencies) if evaluation.latencies else None,
    }


def run_ablations(memory: Memory, conversations, ks: Sequence[int], memory_dia, lookup, options, *, embedder=None, log: Log) -> dict[str, Any]:
    from .run import evaluate_recall  # the same loop as the main run

    quiet: Log = lambda _message: None  # noqa: E731
    base = memory.config.recall
    out: dict[str, Any] = {}
    for name, config in recall_variants(base).items():
        started = time.perf_counter()
        with Memory(memory.data_dir, config=replace(memory.config, recall=config), embedder=memory.embedder) as variant:
            out[name] = _score(evaluate_recall(variant, conversations, ks, memory_dia, lookup, log=quiet), ks)
        log(f"  ablation {name}: all@10 {out[name]['metrics']['overall'].get('all@10')} ({time.perf_counter() - started:.0f}s)")
    # -sheaf changes what is stored (no supersessions), so it needs its own ingest.
    started = time.perf_counter()
    config = replace(memory.config, ingest=replace(memory.config.ingest, consistency=False))
    with tempfile.TemporaryDirectory(prefix="memlane-ablation-") as root, Memory(root, config=config, embedder=memory.embedder) as variant:
        dia: dict[str, str] = {}
        for conv in conversations:
            for dia_id, result in zip(conv.turn_ids, variant.remember_many(conv.records), strict=True):
                dia[result.memory_id] = dia_id

        def variant_lookup(profile: str):
            def find(memory_id: str) -> str:
                return dia[memory_id] if memory_id in dia else str(variant.get(memory_id, profile=profile).metadata["dia_id"])

            return find

        out["-sheaf"] = _score(evaluate_recall(variant, conversations, ks, dia, variant_lookup, log=quiet), ks)
        out["-sheaf"]["supersessions_full"] = sum(len(memory.contradictions(profile=c.sample_id)) for c in conversations)
    log(f"  ablation -sheaf: all@10 {out['-sheaf']['metrics']['overall'].get('all@10')} ({time.perf_counter() - started:.0f}s)")
    return out


def ablation_table(full: dict[str, Any], ablations: dict[str, Any], k: int = 10) -> str:
    """Rows: full, each ablation, baselines; columns: all@k per category 1-4, overall, any@k, p50."""
    header = f"| variant | c1 all@{k} | c2 all@{k} | c3 all@{k} | c4 all@{k} | overall all@{k} | any@{k} | Δ all@{k} | p50 ms |"
    lines = [header, "|" + "---|" * 9]

    def row(name: str, m: dict[str, Any], latency: dict[str, Any] | None) -> str:
        cats = [m["by_category"].get(str(c), {}).get(f"all@{k}") for c in (1, 2, 3, 4)]
        overall = m["overall"].get(f"all@{k}")
        base = full["metrics"]["overall"].get(f"all@{k}")
        delta = "" if name == "full pipeline" or overall is None else f"{(overall - base) * 100:+.1f} pp"
        fmt = lambda v: "—" if v is None else f"{v:.3f}"  # noqa: E731
        p50 = "—" if not latency else f"{latency['p50']:.1f}"
        return f"| {name} | " + " | ".join(fmt(v) for v in cats) + f" | {fmt(overall)} | {fmt(m['overall'].get(f'any@{k}'))} | {delta} | {p50} |"

    lines.append(row("full pipeline", full["metrics"], full.get("latency_ms")))
    for name, result in ablations.items():
        lines.append(row(name, result["metrics"], result.get("latency_ms")))
    return "\n".join(lines)
