"""``memlane-bench scale --ann-only``: the ANN tier's quality and speed on REAL MiniLM vectors.

Fact sentences from the conversation generator are embedded with the default model and stored
through the storage layer's vector index in a scratch database (no ingest pipeline: at 100k
sentences that would be hours of segmentation and time parsing on a shared machine, and only
the vectors matter here). The HNSW graph is built the way maintenance builds it
(``HnswTier.maintain``: chunked reads, faiss IndexHNSWSQ, atomic file) and timed. Then, for the
generator's queries, side by side: recall@k against exact search and latency of the HNSW tier
(graph candidates rescored with float32) and of the bit tier (Hamming candidates rescored with
float32), the exact vec0 scan both replace and the numpy brute-force floor; plus the graph's
build time, file size and load time (a fresh process's first query)."""

from __future__ import annotations

import itertools
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
from memlane.storage import NewFact, Store, ann_index
from memlane.storage.vector_tiers import EXTRA_CANDIDATES, MIN_CANDIDATES, rescore

from .ann_memory import run_probe
from .generator import ProfileConversation
from .measure import percentiles

SWEEP = [(128, 100), (256, 200), (512, 400)]  # (efSearch, candidates), narrower than the default
_SENTENCE = re.compile(r"(?<=[.?!]) (?=[A-Z])")


def sentences(count: int, *, seed: int) -> list[str]:
    conversation = ProfileConversation("ann", seed=seed)
    out: list[str] = []
    for turn in conversation.turns():
        out += [f"{turn['speaker']}: {s}" for s in _SENTENCE.split(turn["content"])]
        if len(out) >= count:
            return out[:count]
    raise AssertionError("unreachable")  # pragma: no cover


def _store_facts(store: Store, embedder, texts: list[str], tick, pid: int | None = None, offset: int = 0) -> tuple[int, float]:  # type: ignore[no-untyped-def]
    """Fact rows (the graph indexes facts of a profile) and their vectors; returns the profile
    id (created unless given) and the seconds spent embedding."""
    if pid is None:
        with store.write():
            store.vectors.bind(embedder.name, embedder.dimension)
            pid = store.catalog.create_profile("ann")
    embed_s = 0.0
    for start in range(offset, offset + len(texts), 256):
        chunk = texts[start - offset : start - offset + 256]
        t0 = time.perf_counter()
        vectors = embedder.encode(chunk)
        embed_s += time.perf_counter() - t0
        with store.write():
            ids = [
                store.facts.insert(profile_id=pid, scope="global", scene_id=None, recorded_at=1.0 + start + i,
                                   fact=NewFact(text, text, None, 1.0 + start + i, None, None))
                for i, text in enumerate(chunk)
            ]  # fmt: skip
            store.vectors.add_many([(fid, pid, "global", v) for fid, v in zip(ids, vectors, strict=True)])
        tick(len(chunk))
    return pid, embed_s


def run_ann(  # type: ignore[no-untyped-def]
    embedder, *, facts: int, queries: int, seed: int, k: int = 10, tick=lambda n: None, model_in_serving: bool = True
) -> dict[str, Any]:
    extra = max(facts // 50, 100)  # stored after the build: what an extension adds
    everything = sentences(facts + extra, seed=seed)
    texts, later = everything[:facts], everything[facts:]
    asked = ProfileConversation("ann", seed=seed).queries(queries, seed=seed)
    bit_n = max(k + EXTRA_CANDIDATES, MIN_CANDIDATES)
    memory: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="memlane-ann-") as tmp:
        db = Path(tmp) / "ann.db"
        store = Store(db)
        try:
            pid, embed_s = _store_facts(store, embedder, texts, tick)
            # Build, serve and extend each in a fresh process (ann_memory.py): their memory apart.
            memory["build"] = run_probe("build", db, pid)
            built, build_s = memory["build"]["maintain"], memory["build"]["seconds"]
            files = store.vectors.hnsw.files(pid)
            index_bytes = files.index.stat().st_size if files.index.exists() else 0
            ann_index._LOADED.clear()  # what a fresh process pays on its first query
            t0 = time.perf_counter()
            ann_index._entry(files)
            load_s = time.perf_counter() - t0
            with store.read():
                ids, matrix = store.retrieval.profile_vectors(pid, scopes=None)
            qv = embedder.encode(asked)
            np.save(Path(tmp) / "queries.npy", np.asarray(qv, dtype=np.float32))
            memory["serve"] = run_probe("serve", db, pid, Path(tmp) / "queries.npy", model=model_in_serving)
            floor, bit, hnsw, exact_vec0, bit_overlap, hnsw_overlap = [], [], [], [], [], []
            bit_tied, hnsw_tied = [], []
            sweep: dict[tuple[int, int], tuple[list, list, list]] = {s: ([], [], []) for s in SWEEP}
            for q in qv:
                t0 = time.perf_counter()
                scores = matrix @ q
                top = np.argpartition(-scores, k)[:k]
                truth = {int(ids[i]) for i in top}
                floor.append((time.perf_counter() - t0) * 1000)
                kth = float(np.min(scores[top])) - 1e-5  # the k-th best exact cosine
                with store.read():
                    t0 = time.perf_counter()
                    graph = store.vectors.hnsw.nearest(pid, q, k=k, scopes=None) or []
                    hnsw.append((time.perf_counter() - t0) * 1000)
                    t0 = time.perf_counter()
                    cands = store.vectors.tier.candidates(pid, q, n=bit_n, scopes=None)
                    found = rescore(store.vectors.vectors(cands), q, k)
                    bit.append((time.perf_counter() - t0) * 1000)
                    t0 = time.perf_counter()
                    store.vectors.knn(pid, q, k=k, scopes=None)
                    exact_vec0.append((time.perf_counter() - t0) * 1000)
                bit_overlap.append(len(truth & {f for f, _ in found}) / k)
                hnsw_overlap.append(len(truth & {f for f, _ in graph}) / k)
                # Tie-aware: 13 % of 100k generated sentences are exact duplicates (and many
                # differ by one name), so the exact top-k is one arbitrary pick among equals;
                # a returned fact counts when its exact cosine reaches the k-th best one.
                bit_tied.append(sum(c >= kth for _, c in found) / k)
                hnsw_tied.append(sum(c >= kth for _, c in graph) / k)
                for setting in SWEEP:  # the same graph searched wider: recall against cost
                    saved = ann_index.EF_SEARCH, ann_index.MIN_CANDIDATES
                    ann_index.EF_SEARCH, ann_index.MIN_CANDIDATES = setting
                    try:
                        with store.read():
                            t0 = time.perf_counter()
                            wide = store.vectors.hnsw.nearest(pid, q, k=k, scopes=None) or []
                            sweep[setting][0].append((time.perf_counter() - t0) * 1000)
                    finally:
                        ann_index.EF_SEARCH, ann_index.MIN_CANDIDATES = saved
                    sweep[setting][1].append(len(truth & {f for f, _ in wide}) / k)
                    sweep[setting][2].append(sum(c >= kth for _, c in wide) / k)
            _store_facts(store, embedder, later, lambda n: None, pid=pid, offset=facts)
            memory["extend"] = run_probe("extend", db, pid)
        finally:
            store.close()
    return {
        "facts": len(texts), "queries": len(asked), "k": k, "model": embedder.name, "embed_s": round(embed_s, 1),
        "hnsw_recall_at_k": round(float(np.mean(hnsw_overlap)), 4), "hnsw_ms": percentiles(hnsw),
        "hnsw_recall_at_k_ties": round(float(np.mean(hnsw_tied)), 4), "ann_recall_at_k_ties": round(float(np.mean(bit_tied)), 4),
        "duplicate_texts": len(texts) - len(set(texts)),
        "hnsw_sweep": [
            {"ef_search": ef, "candidates": n, "recall_at_k": round(float(np.mean(r)), 4),
             "recall_at_k_ties": round(float(np.mean(t)), 4), "ms": percentiles(ms)}
            for (ef, n), (ms, r, t) in sweep.items()
        ],
        "hnsw_build_s": round(build_s, 1), "hnsw_build": built, "hnsw_index_mb": round(index_bytes / 2**20, 1),
        "hnsw_load_s": round(load_s, 3),
        "hnsw_params": {"M": ann_index.M, "ef_construction": ann_index.EF_CONSTRUCTION, "ef_search": ann_index.EF_SEARCH,
                        "candidates": max(4 * k, ann_index.MIN_CANDIDATES), "quantizer": ann_index.QUANTISER},
        "ann_recall_at_k": round(float(np.mean(bit_overlap)), 4), "ann_ms": percentiles(bit),
        "vec0_exact_ms": percentiles(exact_vec0), "numpy_floor_ms": percentiles(floor),
        "candidates": bit_n, "sample": list(itertools.islice(texts, 3)),
        "memory": memory, "embedder_engine_only": getattr(embedder, "name", "").startswith("memlane-bench/fixed"),
    }  # fmt: skip
