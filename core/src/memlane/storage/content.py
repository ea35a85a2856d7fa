"""Content digests: what each write's sealed manifest records about the rows it created, and
the queries a full integrity check uses to compare them with the live rows.

A digest is SHA-256 (truncated to 128 bits: it is protected by the manifest's HMAC seal, so
only second preimages would matter) over the canonical JSON of a row's columns that never
change after the write. Kinds:

- ``memory``: id, profile, scope, content, content hash, idempotency key, session, speaker,
  role, observed_at, metadata;
- ``fact``: id, profile, scope, text, verbatim sentence, speaker, observed_at, referenced
  interval, recorded_at (not the columns updates legitimately change: validity, importance,
  expiry, access counters);
- ``lexical``: the FTS5 row (text and context) the lexical owner must hold for the fact;
- ``vector``: the float32 embedding the vector owner must hold.
Projection digests are computed from what the write projects, so a projection the reconciler
rebuilds later (same text, same staged vector) still matches.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence

import apsw
import numpy as np

from .dump import FTS_TABLE

_IN = "IN (SELECT value FROM json_each(?))"
_MEMORY = "id, profile_id, scope, content, content_hash, idempotency_key, session_id, speaker, role, observed_at, metadata"
_FACT = "id, profile_id, scope, text, verbatim, speaker, observed_at, referenced_start, referenced_end, recorded_at"
_RECEIPT = "id, kind, profile, generation, principal_id, transport, payload_hash, created_at, targets"
KINDS = ("memory", "fact", "lexical", "vector")


def digest(kind: str, values: Sequence[object]) -> str:
    text = json.dumps([kind, *values], ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(b"memlane.content.v1\x00" + text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def lexical_digest(fact_id: int, text: str, context: str) -> str:
    return digest("lexical", [fact_id, text, context])


def vector_digest(fact_id: int, vector: object) -> str:
    blob = np.asarray(vector, dtype=np.float32).tobytes()
    return digest("vector", [fact_id, hashlib.sha256(blob).hexdigest()])


def _ids(values: Iterable[int]) -> str:
    return json.dumps(sorted({int(v) for v in values}))


class ContentRows:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- digests of live rows -----------------------------------------------------------------
    def memory_digests(self, ids: Iterable[int]) -> dict[int, str]:
        rows = self.conn.execute(f"SELECT {_MEMORY} FROM memories WHERE id {_IN}", (_ids(ids),))
        return {int(r[0]): digest("memory", r) for r in rows}

    def fact_digests(self, ids: Iterable[int]) -> dict[int, str]:
        rows = self.conn.execute(f"SELECT {_FACT} FROM facts WHERE id {_IN}", (_ids(ids),))
        return {int(r[0]): digest("fact", r) for r in rows}

    def lexical_digests(self, ids: Iterable[int]) -> dict[int, str]:
        rows = self.conn.execute(f"SELECT rowid, text, context FROM {FTS_TABLE} WHERE rowid {_IN}", (_ids(ids),))
        return {int(r[0]): lexical_digest(int(r[0]), r[1], r[2]) for r in rows}

    def receipt_digests(self, operation_ids: Iterable[str]) -> dict[str, str]:
        rows = self.conn.execute(
            f"SELECT {_RECEIPT} FROM operation_receipts WHERE id {_IN}", (json.dumps(sorted(set(operation_ids))),)
        )
        return {str(r[0]): digest("receipt", r) for r in rows}

    def max_ids(self) -> dict[str, int]:
        return {t: int(self.conn.execute(f"SELECT coalesce(max(id), 0) FROM {t}").fetchone()[0]) for t in ("memories", "facts")}

    # -- the full check -----------------------------------------------------------------------
    def manifests(self, after: str, limit: int) -> list[tuple[str, str]]:
        """(operation id, sealed document JSON) in operation order (ids are time-ordered)."""
        return list(
            self.conn.execute(
                "SELECT operation_id, document FROM operation_manifests WHERE operation_id > ? "
                "ORDER BY operation_id LIMIT ?",
                (after, limit),
            )
        )

    def ids(self, table: str, after: int, limit: int) -> list[int]:
        assert table in ("memories", "facts"), table
        return [int(r[0]) for r in self.conn.execute(f"SELECT id FROM {table} WHERE id > ? ORDER BY id LIMIT ?", (after, limit))]

    def expect_begin(self) -> None:
        """A temporary table of the digests the manifests promise (later operations win)."""
        self.conn.execute("DROP TABLE IF EXISTS temp.expected_content")
        self.conn.execute(
            "CREATE TEMP TABLE expected_content (kind TEXT NOT NULL, id INTEGER NOT NULL, digest TEXT NOT NULL, "
            "operation_id TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID"
        )

    def expect(self, rows: Iterable[tuple[str, int, str, str]]) -> None:
        """(kind, id, digest, operation id) rows, in operation order."""
        self.conn.executemany("INSERT OR REPLACE INTO temp.expected_content VALUES (?, ?, ?, ?)", list(rows))

    def expected(self, kind: str, after: int, limit: int) -> list[tuple[int, str, str]]:
        """(id, digest, operation id) of one kind, by id."""
        return list(
            self.conn.execute(
                "SELECT id, digest, operation_id FROM temp.expected_content WHERE kind = ? AND id > ? ORDER BY id LIMIT ?",
                (kind, after, limit),
            )
        )

    def expected_ids(self, kind: str, ids: Sequence[int]) -> set[int]:
        return {
            int(r[0])
            for r in self.conn.execute(
                f"SELECT id FROM temp.expected_content WHERE kind = ? AND id {_IN}", (kind, _ids(ids))
            )
        }

    def expect_end(self) -> None:
        self.conn.execute("DROP TABLE IF EXISTS temp.expected_content")

    def obligation_states(self, operation_ids: Iterable[str]) -> dict[tuple[str, str], str]:
        """(operation id, owner) -> state: a projection row may be missing while its
        obligation is still open (a degraded write the reconciler has not redriven yet)."""
        rows = self.conn.execute(
            f"SELECT operation_id, owner, state FROM obligations WHERE operation_id {_IN}",
            (json.dumps(sorted(set(operation_ids))),),
        )
        return {(str(o), str(w)): str(s) for o, w, s in rows}


def chunks(fetch, size: int = 2000) -> Iterator[list]:  # type: ignore[no-untyped-def]
    """Keyset pagination: ``fetch(after, limit)`` returning rows whose first column is the key."""
    after: object = None
    while True:
        rows = fetch(after, size)
        if not rows:
            return
        yield rows
        after = rows[-1][0] if isinstance(rows[-1], tuple) else rows[-1]
