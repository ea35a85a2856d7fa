"""The reliability harness of issue 4 (``memlane-bench reliability``)."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .harness import Context, run_scenario
from .scenarios import SCENARIOS

DEFAULT_N = 200


def run_reliability(
    *,
    n: int = DEFAULT_N,
    only: Sequence[str] | None = None,
    mutants: bool = True,
    seed: int = 4,
    workdir: Path | None = None,
    embedder: Any = None,
    progress: Any = None,
) -> dict[str, Any]:
    """Run the scenarios (all, or those named/numbered in ``only``) N times each with the
    real embedding model; returns the JSON-native result."""
    from memlane import __version__
    from memlane.embeddings import shared_default_embedder

    embedder = embedder or shared_default_embedder()
    embedder.encode(["warm up"])
    chosen = [s for s in SCENARIOS if not only or s.name in only or str(s.number) in only]
    if only and not chosen:
        raise ValueError(f"no scenario matches {list(only)}; known: {[s.name for s in SCENARIOS]}")
    root = Path(tempfile.mkdtemp(prefix="memlane-reliability-", dir=workdir))
    started, results, shared = time.perf_counter(), [], {}
    try:
        for scenario in chosen:
            ctx = Context(workdir=root / f"{scenario.number:02d}-{scenario.name}", embedder=embedder, n=n, seed=seed, shared=shared)
            ctx.workdir.mkdir(parents=True)
            result = run_scenario(scenario, ctx, mutants=mutants)
            results.append(result.to_dict())
            if progress:
                progress(result)
    finally:
        for resource in shared.values():
            resource.close()
        shutil.rmtree(root, ignore_errors=True)
    failed = [r["name"] for r in results if r["status"] == "failed"]
    not_run = [r["name"] for r in results if r["status"] == "not_run"]
    return {
        "benchmark": "reliability",
        "memlane_version": __version__,
        "embedding": getattr(embedder, "name", type(embedder).__name__),
        "n": n,
        "seed": seed,
        "mutants": mutants,
        "seconds": round(time.perf_counter() - started, 3),
        "scenarios": results,
        "passed": not failed,
        "summary": (f"{len(results) - len(failed) - len(not_run)} passed, {len(failed)} failed"
                    + (f" ({', '.join(failed)})" if failed else "")
                    + (f", {len(not_run)} not run ({', '.join(not_run)})" if not_run else "")),
    }  # fmt: skip


__all__ = ["DEFAULT_N", "SCENARIOS", "run_reliability"]
