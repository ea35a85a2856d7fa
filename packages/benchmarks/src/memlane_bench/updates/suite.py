"""``memlane-bench updates``: load a split, run the full pipeline and each ablation, report."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from memlane import MemoryConfig
from memlane.config import SpineConfig

from .. import resources
from ..spine.embedder import CachedEmbedder
from .run import Log, Variant, run_variant
from .splits import load


def variants(ablations: bool) -> list[Variant]:
    """The full pipeline first, then one piece off per row (the "earns its place" rule)."""
    # A shared 2-core machine can make one batch write slow; the stall watchdog is not what
    # this benchmark measures.
    full = MemoryConfig(spine=SpineConfig(write_stall_seconds=300.0))
    out = [Variant("full", full)]
    if ablations:
        out.append(Variant("-store-time detection", replace(full, ingest=replace(full.ingest, consistency=False))))
        out.append(Variant("-same-relation recency", replace(full, recall=replace(full.recall, state_recency=False))))
        # Recency matters where store-time detection left no edge: both off shows its share.
        no_detection = replace(full.ingest, consistency=False)
        out.append(Variant("-store-time detection -same-relation recency",
                           replace(full, ingest=no_detection, recall=replace(full.recall, state_recency=False))))  # fmt: skip
        out.append(Variant("-state awareness", replace(full, recall=replace(full.recall, state_awareness=False))))
        out.append(Variant("-newer-statement expansion", replace(full, recall=replace(full.recall, newer_factor=0.0))))
        out.append(Variant("-later-change expansion", replace(full, recall=replace(full.recall, change_factor=0.0))))
        out.append(Variant("-ended-value expansion", replace(full, recall=replace(full.recall, ended_factor=0.0))))
        out.append(Variant("-name projection", replace(full, recall=replace(full.recall, name_projection=False))))
        out.append(Variant("-named change", replace(full, recall=replace(full.recall, state_named_change=False))))
        out.append(Variant("-first-person asker", replace(full, recall=replace(full.recall, first_person_asker=False))))
    return out


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run_updates(
    *, split: str, seed: int = 0, ablations: bool = False, haystack: int = 10_000, embedder=None,
    root: Path | None = None, log: Log = _stderr,
) -> dict[str, Any]:  # fmt: skip
    scenarios = load(split, seed)
    if embedder is None:
        from memlane.embeddings import shared_default_embedder

        model = shared_default_embedder()
        # One cold cache per variant: with a shared one every later variant's writes skip the
        # model and its write ms/fact would not compare with the first's.
        fresh = lambda: CachedEmbedder(model)  # noqa: E731
    else:
        fresh = lambda: embedder  # noqa: E731
    load_before = _load()
    results = [run_variant(v, scenarios, embedder=fresh(), haystack=haystack, seed=seed, log=log) for v in variants(ablations)]
    return {
        "benchmark": "updates", "split": split, "seed": seed, "scenarios": len(scenarios), "haystack": haystack,
        "load_before": load_before, "load_after": _load(), "variants": results,
        "git": resources.git_revision(root), "environment": resources.environment(),
    }  # fmt: skip

