"""Resident memory of the HNSW tier, each phase in its own fresh process.

``ru_maxrss`` only grows, so one process cannot tell the graph's build peak from a serving
process's steady size. ``memlane-bench scale --ann-only N`` therefore runs three probes on the
database it filled, each a new Python process that opens the store like an installation does
and reports its resident memory and peak (VmRSS / VmHWM):

* ``build``: maintenance builds the profile's graph from SQLite (chunked reads) and writes it;
* ``serve``: a serving process loads the graph and answers queries (with ``--model``, it also
  loads the default embedder and encodes the queries, so the model's memory is counted);
* ``extend``: maintenance loads the graph and adds the facts stored after it (the in-place growth
  that briefly holds two copies of the graph's largest array).

Run as ``python -m memlane_bench.scale.ann_memory PHASE DB PROFILE_ID [QUERIES.npy] [--model]``;
prints one JSON object."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from ..resources import current_rss_mb, peak_rss_mb


def _status_mb() -> dict[str, float]:
    """Resident and peak resident memory of this (fresh) process, in MiB: the names of the
    Linux /proc fields they correspond to (VmRSS, VmHWM)."""
    return {"VmRSS": round(current_rss_mb(), 1), "VmHWM": round(peak_rss_mb(), 1)}


def _probe(phase: str, db: Path, profile_id: int, queries: Path | None, model: bool) -> dict[str, Any]:
    from memlane.storage import Store

    from .measure import percentiles

    started = time.perf_counter()
    store = Store(db)
    try:
        opened = _status_mb()
        result: dict[str, Any] = {"phase": phase, "opened_mb": opened}
        if phase in ("build", "extend"):
            t0 = time.perf_counter()
            result["maintain"] = store.vectors.hnsw.maintain(profile_id, store.read, min_facts=0, extend_at=1)
            result["seconds"] = round(time.perf_counter() - t0, 1)
        elif phase == "serve":
            assert queries is not None
            vectors = np.load(queries)
            if model:  # the model a real serving process holds, used for the query texts' size
                from memlane.embeddings import shared_default_embedder

                embedder = shared_default_embedder()
                embedder.encode([f"what happened on day {i}?" for i in range(len(vectors))])
                result["model"] = embedder.name
            latencies, first = [], None
            for q in vectors:
                with store.read():
                    t0 = time.perf_counter()
                    found = store.vectors.hnsw.nearest(profile_id, q, k=10, scopes=None)
                    latencies.append((time.perf_counter() - t0) * 1000)
                if first is None:
                    first = round(time.perf_counter() - started, 3)
                    assert found, "the graph did not answer"
            result["first_query_s"] = first
            result["nearest_ms"] = percentiles(latencies[1:] or latencies)
        else:
            raise SystemExit(f"unknown phase {phase!r}")
        result["end_mb"] = _status_mb()
        return result
    finally:
        store.close()


def run_probe(phase: str, db: Path, profile_id: int, queries: Path | None = None, *, model: bool = False) -> dict[str, Any]:
    """One phase in a fresh process (see the module doc)."""
    args = [sys.executable, "-m", "memlane_bench.scale.ann_memory", phase, str(db), str(profile_id)]
    if queries is not None:
        args.append(str(queries))
    if model:
        args.append("--model")
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"ann memory probe {phase!r} failed ({done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str]) -> int:
    flags = {a for a in argv if a.startswith("--")}
    rest = [a for a in argv if not a.startswith("--")]
    if len(rest) < 3:
        raise SystemExit(__doc__)
    phase, db, pid = rest[0], Path(rest[1]), int(rest[2])
    queries = Path(rest[3]) if len(rest) > 3 else None
    print(json.dumps(_probe(phase, db, pid, queries, "--model" in flags)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
