"""The store-time check's prefilter decodes a candidate's meta only when the choice depends on
it, and must choose exactly what filtering every decoded row would: the same rows, in the same
order, for statements that name a value as left behind and for those that do not."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from memlane.geometry.frames import ClauseSection, FrameSection, quantise
from memlane.ingest.cues import Cue
from memlane.storage.frames import FrameRow
from memlane.transactions.owners import frame_check
from memlane.transactions.owners.frame_check import COMPARE_BUDGET, PREFILTER, _prefilter

D = 16


def _unit(rng: np.random.Generator) -> np.ndarray:
    v = rng.normal(size=D)
    return v / np.linalg.norm(v)


def _rows(rng: np.random.Generator, picker: random.Random, n: int) -> list[FrameRow]:
    rows = []
    for i in range(n):
        clauses = [_unit(rng) for _ in range(picker.choice([0, 1, 1, 2, 3]))]
        values = picker.sample(["oslo", "rome", "lisbon", "bakery", "kayak", "zürich"], 2)
        meta = {"c": [{"v": values[:1], "d": [], "q": 0, "w": values[1:]} for _ in clauses],
                "u": 0, "k": picker.choice([None, None, None, "brother"])}  # fmt: skip
        # Rows written with either JSON encoding of non-ASCII text ("z\\u00fcrich" or "zürich").
        raw = json.dumps(meta, ensure_ascii=picker.random() < 0.5)
        rows.append(FrameRow(1000 - i, 7, quantise(clauses) if clauses else b"", raw, float(i), None, None))
    return rows


def _eager(new: FrameSection, rows: list[FrameRow], qualifier: str | None, threshold: float) -> list[int]:
    """Every row decoded and filtered, then sorted: the reference."""
    mine = np.stack([c.frame / np.linalg.norm(c.frame) for c in new.clauses])
    dropped = frozenset().union(*(c.dropped | c.dropped_words for c in new.clauses))
    kept = []
    for row in rows:
        if row.meta.get("k") != qualifier:
            continue
        blob = np.frombuffer(row.frames, dtype=np.int8)
        best = float((blob.reshape(-1, D).astype(np.float32) / 127.0 @ mine.T).max()) if blob.size else -1.0
        named = bool(dropped) and bool(dropped & {v for c in row.meta["c"] for v in (*c["v"], *c.get("w", ()))})
        if best >= threshold or named:
            kept.append((named, best, row.fact_id))
    kept.sort(key=lambda k: (not k[0], -k[1]))
    return [f for _n, _b, f in kept[:COMPARE_BUDGET]]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("dropped", [frozenset(), frozenset({"rome"}), frozenset({"zürich", "kayak"})])
def test_lazy_prefilter_chooses_what_the_eager_filter_chooses(seed, dropped, monkeypatch):
    rng, picker = np.random.default_rng(seed), random.Random(seed)
    # Every other seed a loose threshold, so that many rows pass and the budget decides.
    threshold = -0.2 if seed % 2 else PREFILTER
    monkeypatch.setattr(frame_check, "PREFILTER", threshold)
    rows = _rows(rng, picker, 200)
    clauses = tuple(ClauseSection(_unit(rng), frozenset(), dropped, Cue(0)) for _ in range(2))
    new = FrameSection(1, _unit(rng), clauses, Cue(0))
    for qualifier in (None, "brother"):
        fresh = [FrameRow(r.fact_id, r.subject_id, r.frames, r.raw_meta, r.observed_at, None, None) for r in rows]
        chosen = _prefilter(new, fresh, D, qualifier)
        assert [r.fact_id for r in chosen] == _eager(new, rows, qualifier, threshold)
        # Only rows walked in order of closeness, or holding a dropped word, had their meta decoded.
        assert sum("meta" in vars(r) for r in fresh) < len(fresh)
