"""Write cost of store-time update detection, measured fairly on a shared machine:
``python -m memlane_bench.updates.overhead [--writes N]``.

Two stores, detection on and off (``IngestConfig.consistency``; relation frames are indexed in
both), get the same statements by one speaker, interleaved write by write (alternating which
goes first), so load from other work hits both alike. All statements are about the speaker, so
after 256 writes the subject's candidate budget is full: the worst case per write, which no
profile size changes (candidates come from the subject's postings, never a scan). Prints JSON
and a markdown table with the per-fact p50 of each, their difference, and the median of the
per-write differences (each statement written to both stores), over the writes after the
warm-up."""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta

from memlane import IngestConfig, Memory, MemoryConfig
from memlane.config import SpineConfig

from ..spine.embedder import CachedEmbedder
from .haystack import ACTIVITIES, JOBS, PLACES, TEMPLATES, THINGS, WHEN

WARM_UP = 300  # writes before timing starts: the speaker's candidate budget (256) is full by then


def statements(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [
        rng.choice(TEMPLATES).format(place=rng.choice(PLACES), job=rng.choice(JOBS), thing=rng.choice(THINGS),
                                     activity=rng.choice(ACTIVITIES), when=rng.choice(WHEN)) + f" ({i})"
        for i in range(n)
    ]  # fmt: skip


def measure(writes: int, embedder) -> dict:  # type: ignore[no-untyped-def]
    def config(on: bool) -> MemoryConfig:
        return MemoryConfig(ingest=IngestConfig(consistency=on), spine=SpineConfig(write_stall_seconds=300.0))

    ms: dict[bool, list[float]] = {True: [], False: []}
    paired: list[float] = []  # per write: with detection minus without, the same statement
    start = datetime(2024, 1, 1, tzinfo=UTC)
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b, \
            Memory(a, config=config(True), embedder=CachedEmbedder(embedder)) as on, \
            Memory(b, config=config(False), embedder=CachedEmbedder(embedder)) as off:  # fmt: skip
        for i, text in enumerate(statements(WARM_UP + writes)):
            order = ((True, on), (False, off)) if i % 2 else ((False, off), (True, on))
            this: dict[bool, float] = {}
            for detect, memory in order:
                began = time.perf_counter()
                result = memory.remember(text, profile="p", speaker="Ines", observed_at=start + timedelta(hours=i))
                elapsed = (time.perf_counter() - began) * 1000
                if i >= WARM_UP and result.fact_ids:
                    this[detect] = elapsed / len(result.fact_ids)
                    ms[detect].append(this[detect])
            if len(this) == 2:
                paired.append(this[True] - this[False])
    p50_on, p50_off = statistics.median(ms[True]), statistics.median(ms[False])
    return {"writes_timed": len(ms[True]), "p50_ms_with_detection": round(p50_on, 2), "p50_ms_without": round(p50_off, 2),
            "p50_difference_ms": round(p50_on - p50_off, 2),
            "p50_of_paired_differences_ms": round(statistics.median(paired), 2) if paired else None, "load_average": [round(x, 2) for x in os.getloadavg()]}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--writes", type=int, default=200, help="timed writes per store after the warm-up (default 200)")
    args = parser.parse_args()
    from memlane.embeddings import shared_default_embedder

    result = measure(args.writes, shared_default_embedder())
    print(json.dumps(result, indent=2))
    print(to_markdown(result))


def to_markdown(result: dict) -> str:
    rows = [("p50 per fact, detection on", result["p50_ms_with_detection"]), ("p50 per fact, detection off", result["p50_ms_without"]),
            ("difference of the p50s", result["p50_difference_ms"]), ("p50 of the per-write differences", result["p50_of_paired_differences_ms"])]  # fmt: skip
    lines = [f"Store-time detection overhead, {result['writes_timed']} timed writes at a full candidate budget (target ≤ 5 ms p50 per fact)",
             "", "| measure | ms |", "|---|---|", *(f"| {name} | {value} |" for name, value in rows)]  # fmt: skip
    return "\n".join(lines)


if __name__ == "__main__":
    main()
