"""sqlite-vec index of fact embeddings, partitioned by profile.

The table is created when the first embedder binds to the database, because its dimension is
part of the DDL. The model name and dimension are recorded in ``meta``; a different model or
dimension later is refused with a clear error instead of silently mixing vector spaces.

Beside the float32 table, every vector is kept binary-quantised (one sign bit per dimension) in
a second vec0 table: the ANN tier. Both live in SQLite, so they share every transaction, and
sqlite-vec zeroes a deleted vector's bytes, so erasure leaves neither in the file. ``nearest``
searches small profiles exactly and large ones through the bit index (Hamming KNN over an
oversampled candidate set), rescoring the candidates with their float32 vectors. Profiles
that maintenance gave an HNSW graph (a derived file, ann_index.py) are searched through it
first; the bit tier answers whenever the graph cannot."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import apsw
import numpy as np

from ..errors import EmbeddingDimensionMismatchError, EmbeddingModelMismatchError
from .ann_index import HnswTier
from .catalog import Catalog
from .sql import insert_rows, placeholders, present_ids
from .vector_tiers import QuantizedTier

MODEL_KEY, DIM_KEY = "embedding_model", "embedding_dimension"


class VectorIndex:
    def __init__(self, conn: apsw.Connection, catalog: Catalog, *, ann_dir: Path | None = None) -> None:
        self.conn = conn
        self.catalog = catalog
        self.tier = QuantizedTier(conn, self)
        # The HNSW graphs of large profiles (files under ``ann_dir``; none without a data dir).
        self.hnsw = HnswTier(conn, self, ann_dir)

    def bound_model(self) -> tuple[str, int] | None:
        name, dim = self.catalog.get_meta(MODEL_KEY), self.catalog.get_meta(DIM_KEY)
        return None if name is None or dim is None else (name, int(dim))

    def bind(self, model: str, dimension: int) -> None:
        """Create the index for ``model``/``dimension`` or check it matches the recorded one."""
        bound = self.bound_model()
        if bound is None:
            self.conn.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS facts_vec USING vec0("
                "fact_id INTEGER PRIMARY KEY, profile_id INTEGER PARTITION KEY, scope TEXT, "
                f"embedding float[{int(dimension)}] distance_metric=cosine)"
            )
            self.catalog.set_meta(MODEL_KEY, model)
            self.catalog.set_meta(DIM_KEY, str(int(dimension)))
            self.tier.ensure(int(dimension))
            self.hnsw.ensure()
            return
        bound_name, bound_dim = bound
        if bound_dim != dimension:
            raise EmbeddingDimensionMismatchError(
                f"this database holds {bound_dim}-d embeddings from {bound_name!r}; the configured "
                f"model {model!r} produces {dimension}-d vectors",
                expected=bound_dim,
                got=dimension,
            )
        if bound_name != model:
            raise EmbeddingModelMismatchError(
                f"this database was indexed with embedding model {bound_name!r}, not {model!r}; "
                "vectors from different models are not comparable",
                expected=bound_name,
                got=model,
            )
        self.tier.ensure(bound_dim)  # databases bound before the tier existed are backfilled
        self.hnsw.ensure()

    def add(self, fact_id: int, profile_id: int, scope: str, vector: np.ndarray) -> None:
        self.conn.execute(
            "INSERT INTO facts_vec(fact_id, profile_id, scope, embedding) VALUES (?, ?, ?, ?)",
            (fact_id, profile_id, scope, np.asarray(vector, dtype=np.float32).tobytes()),
        )
        self.tier.add_many([(fact_id, profile_id, scope, vector)])
        self.hnsw.note_stored([(fact_id, profile_id)])

    def add_many(self, rows: Sequence[tuple[int, int, str, np.ndarray]]) -> None:
        """(fact id, profile id, scope, vector) rows."""
        insert_rows(
            self.conn,
            "INSERT INTO facts_vec(fact_id, profile_id, scope, embedding) VALUES (?, ?, ?, ?)",
            [(f, p, s, np.asarray(v, dtype=np.float32).tobytes()) for f, p, s, v in rows],
        )
        self.tier.add_many(rows)
        self.hnsw.note_stored([(f, p) for f, p, _, _ in rows])

    def held(self, fact_ids: Sequence[int]) -> set[int]:
        if self.bound_model() is None:  # no vector table yet
            return set()
        return present_ids(self.conn, "facts_vec", "fact_id", fact_ids)

    def held_in_profile(self, profile_id: int) -> list[int]:
        """Every fact id in the profile's partition (a scan of the vec0 table itself)."""
        if self.bound_model() is None:
            return []
        return sorted(
            int(r[0]) for r in self.conn.execute("SELECT fact_id FROM facts_vec WHERE profile_id = ?", (profile_id,))
        )

    def orphans(self) -> list[int]:
        if self.bound_model() is None:
            return []
        return sorted(
            int(r[0])
            for r in self.conn.execute("SELECT fact_id FROM facts_vec WHERE fact_id NOT IN (SELECT id FROM facts)")
        )

    def facts_without_vector(self, limit: int = 100_000) -> list[int]:
        """Fact ids that have no vector row (one scan of each table; integrity checks only)."""
        if self.bound_model() is None:
            return []
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT id FROM facts WHERE id NOT IN (SELECT fact_id FROM facts_vec) ORDER BY id LIMIT ?", (limit,)
            )
        ]

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids and self.bound_model() is not None:
            self.conn.execute(f"DELETE FROM facts_vec WHERE fact_id IN ({placeholders(len(fact_ids))})", list(fact_ids))
            self.tier.delete(fact_ids)

    def knn(
        self, profile_id: int, query: np.ndarray, *, k: int, scopes: Sequence[str] | None
    ) -> list[tuple[int, float]]:
        """(fact id, cosine similarity) of the k nearest facts of one profile partition; the
        scope filter runs inside the KNN scan (vec0 metadata column), not after it."""
        if self.bound_model() is None:
            return []
        sql = (
            "SELECT fact_id, distance FROM facts_vec WHERE embedding MATCH ? AND k = ? AND profile_id = ?"
        )
        params: list = [np.asarray(query, dtype=np.float32).tobytes(), int(k), profile_id]
        if scopes is not None:
            if not scopes:
                return []
            sql += f" AND scope IN ({placeholders(len(scopes))})"
            params.extend(scopes)
        # A stored zero (or NaN) row has no cosine distance: sqlite-vec returns NULL. Such a row
        # (written before embeddings were validated) is skipped, never a crash of recall.
        return [
            (int(fid), 1.0 - float(dist))
            for fid, dist in self.conn.execute(sql, params)
            if dist is not None and math.isfinite(dist)
        ]

    def vectors(self, fact_ids: Sequence[int]) -> dict[int, np.ndarray]:
        if not fact_ids or self.bound_model() is None:
            return {}
        fast = self.tier.floats(fact_ids)  # B-tree lookups; vec0 would scan its chunks
        if fast is not None:
            return fast
        return self.canonical_vectors(fact_ids)

    def canonical_vectors(self, fact_ids: Sequence[int]) -> dict[int, np.ndarray]:
        """The vec0 table's own rows (what exact search reads), not the tier's copy."""
        if not fact_ids or self.bound_model() is None:
            return {}
        return {
            int(fid): np.frombuffer(blob, dtype=np.float32)
            for fid, blob in self.conn.execute(
                f"SELECT fact_id, embedding FROM facts_vec WHERE fact_id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            )
        }

    def tier_vectors(self, fact_ids: Sequence[int]) -> dict[int, np.ndarray]:
        """The ANN tier's float copy (rescoring, neighbour reads); empty before the tier exists."""
        if not fact_ids or self.bound_model() is None:
            return {}
        return self.tier.floats(fact_ids) or {}

    def nearest(
        self, profile_id: int, query: np.ndarray, *, k: int, scopes: Sequence[str] | None
    ) -> list[tuple[int, float]]:
        """(fact id, cosine) of the k nearest facts, best first: exact for small profiles;
        for large ones through the HNSW graph when it is usable (ann_index.py), else through
        the quantised tier (vector_tiers.py)."""
        if self.bound_model() is None:
            return []
        if self.tier.exists() and not self.tier.is_small(profile_id):
            found = self.hnsw.nearest(profile_id, query, k=k, scopes=scopes)
            if found is not None:
                return found
        return self.tier.nearest(profile_id, query, k=k, scopes=scopes)
