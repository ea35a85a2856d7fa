"""Verbatim memories and their provenance."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import apsw

from ..ids import fact_id, memory_id
from ..results import MemoryRecord
from ..timeutil import from_epoch
from .sql import placeholders, scope_kind, visible_facts

_COLUMNS = (
    "m.id, p.name, m.scope, m.content, m.session_id, m.speaker, m.role, m.observed_at, "
    "m.recorded_at, m.content_hash, m.metadata"
)


class Memories:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def find_by_idempotency_key(self, profile_id: int, key: str) -> int | None:
        row = self.conn.execute(
            "SELECT id FROM memories WHERE profile_id = ? AND idempotency_key = ?", (profile_id, key)
        ).fetchone()
        return None if row is None else int(row[0])

    def existing_keys(self, profile_id: int, keys: Sequence[str]) -> set[str]:
        """Which of ``keys`` are idempotency keys of stored memories of the profile (one
        indexed lookup per 500 keys: a resumed import skips what it already stored)."""
        found: set[str] = set()
        keys = list(dict.fromkeys(keys))
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            found.update(
                str(r[0])
                for r in self.conn.execute(
                    f"SELECT idempotency_key FROM memories WHERE profile_id = ? AND idempotency_key IN ({placeholders(len(chunk))})",
                    [profile_id, *chunk],
                )
            )
        return found

    def insert(
        self,
        *,
        profile_id: int,
        scope: str,
        content: str,
        content_hash: str,
        idempotency_key: str,
        session_id: str | None,
        speaker: str | None,
        role: str | None,
        observed_at: float,
        recorded_at: float,
        metadata: dict[str, Any],
    ) -> int:
        self.conn.execute(
            "INSERT INTO memories(profile_id, scope, content, content_hash, idempotency_key, "
            "session_id, speaker, role, observed_at, recorded_at, metadata) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                profile_id, scope, content, content_hash, idempotency_key, session_id, speaker,
                role, observed_at, recorded_at, json.dumps(metadata, ensure_ascii=False, sort_keys=True),
            ),
        )
        return self.conn.last_insert_rowid()

    def get_many(
        self, ids: Sequence[int], *, profile_id: int | None = None, scopes: Sequence[str] | None = None
    ) -> dict[int, MemoryRecord]:
        """``scopes`` (None = every scope) filters inside the query."""
        if not ids:
            return {}
        visible, params = visible_facts("m", as_of=None, scopes=scopes)
        sql = (
            f"SELECT {_COLUMNS} FROM memories m JOIN profiles p ON p.id = m.profile_id "
            f"WHERE m.id IN ({placeholders(len(ids))}) AND {visible}"
        )
        params = [*ids, *params]
        if profile_id is not None:
            sql += " AND m.profile_id = ?"
            params.append(profile_id)
        rows = list(self.conn.execute(sql, params))
        facts = self._fact_ids([r[0] for r in rows])
        return {r[0]: _record(r, facts.get(r[0], ())) for r in rows}

    def list(
        self,
        profile_id: int,
        *,
        offset: int,
        limit: int,
        session_id: str | None = None,
        scopes: Sequence[str] | None = None,
    ) -> tuple[list[MemoryRecord], int]:
        visible, params = visible_facts("m", as_of=None, scopes=scopes)
        where, params = f"m.profile_id = ? AND {visible}", [profile_id, *params]
        if session_id is not None:
            where += " AND m.session_id = ?"
            params.append(session_id)
        total = self.conn.execute(f"SELECT count(*) FROM memories m WHERE {where}", params).fetchone()[0]
        rows = list(
            self.conn.execute(
                f"SELECT {_COLUMNS} FROM memories m JOIN profiles p ON p.id = m.profile_id "
                f"WHERE {where} ORDER BY m.observed_at, m.id LIMIT ? OFFSET ?",
                [*params, limit, offset],
            )
        )
        facts = self._fact_ids([r[0] for r in rows])
        return [_record(r, facts.get(r[0], ())) for r in rows], int(total)

    def fact_ids_of(self, memory_ids: Sequence[int]) -> list[int]:
        if not memory_ids:
            return []
        return [
            int(r[0])
            for r in self.conn.execute(
                f"SELECT DISTINCT fact_id FROM fact_sources WHERE memory_id IN ({placeholders(len(memory_ids))})",
                list(memory_ids),
            )
        ]

    def delete(self, ids: Sequence[int]) -> None:
        if ids:
            self.conn.execute(f"DELETE FROM memories WHERE id IN ({placeholders(len(ids))})", list(ids))

    def _fact_ids(self, ids: Sequence[int]) -> dict[int, tuple[str, ...]]:
        out: dict[int, list[str]] = {}
        if ids:
            for mid, fid in self.conn.execute(
                f"SELECT memory_id, fact_id FROM fact_sources WHERE memory_id IN ({placeholders(len(ids))}) "
                "ORDER BY fact_id",
                list(ids),
            ):
                out.setdefault(mid, []).append(fact_id(fid))
        return {k: tuple(v) for k, v in out.items()}


def _record(row: tuple, fact_ids: tuple[str, ...]) -> MemoryRecord:
    (mid, profile, scope, content, session_id, speaker, role, observed, recorded, chash, meta) = row
    return MemoryRecord(
        id=memory_id(mid),
        profile=profile,
        scope=scope_kind(scope),
        scope_key=scope,
        content=content,
        session_id=session_id,
        speaker=speaker,
        role=role,
        observed_at=from_epoch(observed),
        recorded_at=from_epoch(recorded),
        content_hash=chash,
        metadata=json.loads(meta),
        fact_ids=fact_ids,
    )
