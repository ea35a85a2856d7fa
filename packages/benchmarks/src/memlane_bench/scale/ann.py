"""``memlane-bench scale --ann-only``: the ANN tier's quality and speed on REAL MiniLM vectors.

Fact sentences from the conversation generator are embedded with the default model and stored
through the storage layer's vector index in a scratch database (no ingest pipeline: at 100k
sentences that would be hours of segmentation and time parsing on a shared machine, and only
the vectors matter here). Then, for the generator's queries: recall@k of the tier's
quantised search (bit Hamming candidates rescored with float32) against exact search, its
latency, the exact vec0 scan it replaces and the numpy brute-force floor."""

from __future__ import annotations

import itertools
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from memlane.storage import Store
from memlane.storage.vector_tiers import EXTRA_CANDIDATES, MIN_CANDIDATES, rescore

from .generator import ProfileConversation
from .measure import percentiles

_SENTENCE = re.compile(r"(?<=[.?!]) (?=[A-Z])")


def sentences(count: int, *, seed: int) -> list[str]:
    conversation = ProfileConversation("ann", seed=seed)
    out: list[str] = []
    for turn in conversation.turns():
        out += [f"{turn['speaker']}: {s}" for s in _SENTENCE.split(turn["content"])]
        if len(out) >= count:
            return out[:count]
    raise AssertionError("unreachable")  # pragma: no cover


def run_ann(embedder, *, facts: int, queries: int, seed: int, k: int = 10, tick=lambda n: None) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    texts = sentences(facts, seed=seed)
    asked = ProfileConversation("ann", seed=seed).queries(queries, seed=seed)
    with tempfile.TemporaryDirectory(prefix="memlane-ann-") as tmp:
        store = Store(Path(tmp) / "ann.db")
        try:
            with store.write():
                store.vectors.bind(embedder.name, embedder.dimension)
            embed_s, next_id = 0.0, 1
            for start in range(0, len(texts), 256):
                chunk = texts[start : start + 256]
                t0 = time.perf_counter()
                vectors = embedder.encode(chunk)
                embed_s += time.perf_counter() - t0
                with store.write():
                    store.vectors.add_many([(next_id + i, 1, "global", v) for i, v in enumerate(vectors)])
                next_id += len(chunk)
                tick(len(chunk))
            with store.read():
                ids, matrix = store.retrieval.profile_vectors(1, scopes=None)
            qv = embedder.encode(asked)
            floor, ann, exact_vec0, overlap = [], [], [], []
            for q in qv:
                t0 = time.perf_counter()
                scores = matrix @ q
                top = np.argpartition(-scores, k)[:k]
                truth = {int(ids[i]) for i in top}
                floor.append((time.perf_counter() - t0) * 1000)
                with store.read():
                    t0 = time.perf_counter()
                    cands = store.vectors.tier.candidates(1, q, n=max(k + EXTRA_CANDIDATES, MIN_CANDIDATES), scopes=None)
                    found = rescore(store.vectors.vectors(cands), q, k)
                    ann.append((time.perf_counter() - t0) * 1000)
                    t0 = time.perf_counter()
                    store.vectors.knn(1, q, k=k, scopes=None)
                    exact_vec0.append((time.perf_counter() - t0) * 1000)
                overlap.append(len(truth & {f for f, _ in found}) / k)
        finally:
            store.close()
    return {
        "facts": len(texts), "queries": len(asked), "k": k, "model": embedder.name, "embed_s": round(embed_s, 1),
        "ann_recall_at_k": round(float(np.mean(overlap)), 4), "ann_ms": percentiles(ann),
        "vec0_exact_ms": percentiles(exact_vec0), "numpy_floor_ms": percentiles(floor),
        "candidates": max(k + EXTRA_CANDIDATES, MIN_CANDIDATES), "sample": list(itertools.islice(texts, 3)),
    }  # fmt: skip
