"""The ANN tier of the vector index: sign-bit quantised vectors in a second sqlite-vec table.

Exact float32 KNN in vec0 reads every vector of a profile partition (1.5 KB each: ~45 ms per
query at 100k facts here). The bit table holds 48 bytes per 384-d vector; its Hamming KNN over
a profile is ~8× cheaper, and rescoring an oversampled candidate set with the float32 vectors
recovers the exact order among them (recall@10 ≈ 0.95 on MiniLM vectors, measured by
``memlane-bench scale``). Profiles up to ``EXACT_UP_TO`` facts are searched exactly, so small
memories keep exact results; the decision reads at most that many index entries.

Being an ordinary vec0 table, the tier shares every write transaction with the float table
(no separate file to keep consistent), the reconciler rebuilds it with the vector owner, and a
deleted vector's bytes are zeroed by sqlite-vec (the erasure proof checks both tables).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

import apsw
import numpy as np

from .sql import insert_rows, placeholders, present_ids

if TYPE_CHECKING:
    from .vectors import VectorIndex

QUANT_TABLE = "facts_vec_bits"
# The float32 vectors again, in a plain rowid table: vec0 answers a lookup by id with a scan of
# its chunks (~25 ms for 250 ids at 6k facts here), this table with a B-tree probe each. Every
# rescoring, Hopfield and belief read goes through it. Named after the vec0 table so that
# export and backup treat it as that table's storage (restore rebuilds it, like the bit tier).
FLOAT_TABLE = "facts_vec_f32"
EXACT_UP_TO = 5_000  # profiles with at most this many facts are searched exactly
# Bit candidates rescored with their float32 vectors: k + EXTRA_CANDIDATES, at least
# MIN_CANDIDATES (recall@10 ≥ 0.95 on MiniLM vectors at 100k, see docs/benchmarks.md).
MIN_CANDIDATES = 200
EXTRA_CANDIDATES = 128


class QuantizedTier:
    def __init__(self, conn: apsw.Connection, index: VectorIndex) -> None:
        self.conn = conn
        self.index = index

    # -- schema -----------------------------------------------------------------------------
    def _has(self, table: str) -> bool:
        return self.conn.execute("SELECT 1 FROM sqlite_schema WHERE name = ?", (table,)).fetchone() is not None

    def exists(self) -> bool:
        return self._has(QUANT_TABLE) and self._has(FLOAT_TABLE)

    def ensure(self, dimension: int) -> None:
        """Create the tier's tables (inside the caller's write transaction) and fill them from
        the vec0 float table: a database indexed before the tier existed gets it on its next
        write."""
        if not self._has(FLOAT_TABLE):
            self.conn.execute(f"CREATE TABLE {FLOAT_TABLE} (fact_id INTEGER PRIMARY KEY, embedding BLOB NOT NULL)")
            self.conn.execute(f"INSERT INTO {FLOAT_TABLE}(fact_id, embedding) SELECT fact_id, embedding FROM facts_vec")
        if not self._has(QUANT_TABLE):
            self.conn.execute(
                f"CREATE VIRTUAL TABLE {QUANT_TABLE} USING vec0("
                "fact_id INTEGER PRIMARY KEY, profile_id INTEGER PARTITION KEY, scope TEXT, "
                f"embedding bit[{int(dimension)}])"
            )
            self.conn.execute(
                f"INSERT INTO {QUANT_TABLE}(fact_id, profile_id, scope, embedding) "
                "SELECT fact_id, profile_id, scope, vec_quantize_binary(embedding) FROM facts_vec"
            )

    # -- writes -----------------------------------------------------------------------------
    def add_many(self, rows: Sequence[tuple[int, int, str, np.ndarray]]) -> None:
        if rows and self.exists():
            blobs = [(f, p, s, np.asarray(v, dtype=np.float32).tobytes()) for f, p, s, v in rows]
            insert_rows(
                self.conn,
                f"INSERT INTO {QUANT_TABLE}(fact_id, profile_id, scope, embedding) VALUES (?, ?, ?, vec_quantize_binary(?))", blobs
            )
            insert_rows(self.conn, f"INSERT INTO {FLOAT_TABLE}(fact_id, embedding) VALUES (?, ?)", [(f, b) for f, _, _, b in blobs])

    def requantize_profile(self, profile_id: int) -> None:
        """Rebuild one profile's bit rows from its float rows (a restored profile)."""
        if self.exists():
            self.conn.execute(f"DELETE FROM {QUANT_TABLE} WHERE profile_id = ?", (profile_id,))
            self.conn.execute(
                f"INSERT OR REPLACE INTO {FLOAT_TABLE}(fact_id, embedding) SELECT fact_id, embedding FROM facts_vec WHERE profile_id = ?",
                (profile_id,),
            )
            self.conn.execute(
                f"INSERT INTO {QUANT_TABLE}(fact_id, profile_id, scope, embedding) "
                "SELECT fact_id, profile_id, scope, vec_quantize_binary(embedding) FROM facts_vec WHERE profile_id = ?",
                (profile_id,),
            )

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids and self.exists():
            marks, ids = placeholders(len(fact_ids)), list(fact_ids)
            self.conn.execute(f"DELETE FROM {QUANT_TABLE} WHERE fact_id IN ({marks})", ids)
            self.conn.execute(f"DELETE FROM {FLOAT_TABLE} WHERE fact_id IN ({marks})", ids)

    def floats(self, fact_ids: Sequence[int]) -> dict[int, np.ndarray] | None:
        """fact id -> float32 vector by B-tree lookups (None before the tier exists)."""
        if not self.exists():
            return None
        ids: list[int] = []
        blobs: list[bytes] = []
        for start in range(0, len(fact_ids), 10_000):
            chunk = json.dumps([int(f) for f in fact_ids[start : start + 10_000]])
            for fid, blob in self.conn.execute(
                f"SELECT fact_id, embedding FROM {FLOAT_TABLE} WHERE fact_id IN (SELECT value FROM json_each(?))", (chunk,)
            ):
                ids.append(fid)
                blobs.append(blob)
        if not ids:
            return {}
        matrix = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(ids), -1)  # one copy, not one per row
        return dict(zip(ids, matrix, strict=True))

    # -- inventory (owner health and erasure proofs) ----------------------------------------
    def held(self, fact_ids: Sequence[int]) -> set[int]:
        """Those of ``fact_ids`` with any row left in the tier (bit code or float row)."""
        if not self.exists():
            return set()
        return present_ids(self.conn, QUANT_TABLE, "fact_id", fact_ids) | present_ids(self.conn, FLOAT_TABLE, "fact_id", fact_ids)

    def held_in_profile(self, profile_id: int) -> list[int]:
        if not self.exists():
            return []
        """Facts of the profile whose bit code and float row are both present."""
        rows = self.conn.execute(
            f"SELECT b.fact_id FROM {QUANT_TABLE} b JOIN {FLOAT_TABLE} f ON f.fact_id = b.fact_id WHERE b.profile_id = ?",
            (profile_id,),
        )
        return sorted(int(r[0]) for r in rows)

    # -- search -----------------------------------------------------------------------------
    def is_small(self, profile_id: int) -> bool:
        """True when the profile holds at most ``EXACT_UP_TO`` facts (reads at most that
        many entries of the facts index, never the whole profile)."""
        row = self.conn.execute(
            "SELECT count(*) FROM (SELECT 1 FROM facts WHERE profile_id = ? LIMIT ?)", (profile_id, EXACT_UP_TO + 1)
        ).fetchone()
        return int(row[0]) <= EXACT_UP_TO

    def candidates(self, profile_id: int, query: np.ndarray, *, n: int, scopes: Sequence[str] | None) -> list[int]:
        """Fact ids of the ``n`` nearest bit codes (Hamming) in the profile partition; the
        scope filter runs inside the scan."""
        sql = f"SELECT fact_id FROM {QUANT_TABLE} WHERE embedding MATCH vec_quantize_binary(?) AND k = ? AND profile_id = ?"
        params: list = [np.asarray(query, dtype=np.float32).tobytes(), int(n), profile_id]
        if scopes is not None and set(scopes) >= set(self.index.catalog.scopes(profile_id)):
            scopes = None  # every scope the profile has is readable: a filter would only cost (2× here)
        if scopes is not None:
            if not scopes:
                return []
            sql += f" AND scope IN ({placeholders(len(scopes))})"
            params.extend(scopes)
        return [int(r[0]) for r in self.conn.execute(sql, params)]

    def nearest(self, profile_id: int, query: np.ndarray, *, k: int, scopes: Sequence[str] | None) -> list[tuple[int, float]]:
        if self.index.bound_model() is None:
            return []
        if not self.exists() or self.is_small(profile_id):
            return self.index.knn(profile_id, query, k=k, scopes=scopes)
        ids = self.candidates(profile_id, query, n=max(k + EXTRA_CANDIDATES, MIN_CANDIDATES), scopes=scopes)
        return rescore(self.index.vectors(ids), query, k)


def rescore(vectors: dict[int, np.ndarray], query: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The k best of ``vectors`` by exact cosine with ``query`` (unit vectors), best first;
    ties by fact id. A stored row that is not finite scores as nothing, never as an error."""
    return ranked(vectors, query)[:k]


def ranked(vectors: dict[int, np.ndarray], query: np.ndarray) -> list[tuple[int, float]]:
    """Every one of ``vectors`` by exact cosine with ``query``, best first, ties by fact id."""
    if not vectors:
        return []
    ids = np.fromiter(vectors, dtype=np.int64, count=len(vectors))
    matrix = np.stack(list(vectors.values()))
    scores = np.nan_to_num(matrix @ np.asarray(query, dtype=np.float32), nan=-1.0, posinf=-1.0, neginf=-1.0)
    order = np.lexsort((ids, -scores))  # the last key is the primary one
    return [(int(ids[i]), float(scores[i])) for i in order]
