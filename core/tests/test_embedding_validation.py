"""Embedder output is validated before anything is stored (wrong shape, NaN/inf, zero rows →
InvalidEmbeddingError, an EmbeddingError), and recall survives a bad row that is already stored
(a database written before the check: sqlite-vec returns a NULL distance for a zero vector)."""

from __future__ import annotations

import numpy as np
import pytest
from memlane import Memory
from memlane.errors import EmbeddingError, InvalidEmbeddingError
from memlane.ids import parse_id


class Faulty:
    """The real model, with one chosen defect in its output (a custom embedder's bugs)."""

    def __init__(self, real, defect: str | None = None) -> None:
        self.real, self.defect = real, defect

    @property
    def name(self) -> str:
        return self.real.name

    @property
    def dimension(self) -> int:
        return self.real.dimension

    def encode(self, texts):
        vectors = np.array(self.real.encode(texts), dtype=np.float32)
        if self.defect == "zero":
            vectors[-1] = 0.0
        elif self.defect == "nan":
            vectors[0, 3] = np.nan
        elif self.defect == "inf":
            vectors[0, 0] = np.inf
        elif self.defect == "short":
            vectors = vectors[:, :-1]
        elif self.defect == "missing_row":
            vectors = vectors[:-1]
        elif self.defect == "ragged":
            return [list(v) for v in vectors[:-1]] + [[0.1]]
        return vectors


@pytest.mark.parametrize("defect", ["zero", "nan", "inf", "short", "missing_row", "ragged"])
def test_bad_embedder_output_is_a_typed_error_and_nothing_is_stored(tmp_path, embedder, defect):
    faulty = Faulty(embedder)
    with Memory(tmp_path, embedder=faulty) as mem:
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
        before = mem.stats()
        faulty.defect = defect
        with pytest.raises(InvalidEmbeddingError) as caught:
            mem.remember_many([
                {"content": "Bruno adopted a dog named Pixel last spring.", "speaker": "Bruno"},
                {"content": "Carla plays the cello in an orchestra on Sundays.", "speaker": "Carla"},
            ])  # fmt: skip
        assert isinstance(caught.value, EmbeddingError)
        after = mem.stats()
        assert (after["memories"], after["facts"]) == (before["memories"], before["facts"])
        faulty.defect = None
        assert mem.recall("Where does Ana live?").items[0].fact.text == "Ana moved to Lisbon in 2021."


def test_recall_survives_a_stored_zero_vector(tmp_path, embedder):
    """A database written before validation existed may hold a zero row: recall must not
    crash on its NULL distance, and the fact stays findable through the other channels."""
    faulty = Faulty(embedder)
    with Memory(tmp_path, embedder=faulty) as mem:
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
        stored = mem.remember("Bruno adopted a dog named Pixel last spring.", speaker="Bruno")
        number = parse_id(stored.fact_ids[0]).number
        store = mem._store

        def zero_it(s):
            with s.write():
                row = s.vectors.vectors([number])[number]
                s.vectors.delete([number])
                pid = s.catalog.profile_id("default")
                s.vectors.add(number, pid, "personal:" + mem.actor.principal_id, np.zeros_like(row))

        mem._engine.submit(zero_it, deadline=mem._engine.deadline())
        assert store is not None
        for query in ("Bruno's dog Pixel", "Where does Ana live?", "spring adoption"):
            result = mem.recall(query)
            assert all(np.isfinite(item.score) for item in result.items)
        assert any("Pixel" in item.fact.text for item in mem.recall("Bruno's dog Pixel").items)
