"""Atomic facts, their source links and scenes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import apsw

from ..ids import fact_id, memory_id
from ..results import Fact
from ..timeutil import from_epoch
from .sql import placeholders, scope_kind, visible_facts


@dataclass(frozen=True)
class NewFact:
    text: str
    verbatim: str
    speaker: str | None
    observed_at: float
    referenced_start: float | None
    referenced_end: float | None
    valid_from: float | None = None
    valid_until: float | None = None
    importance: float = 0.5


_COLUMNS = (
    "f.id, p.name, f.scope, f.text, f.verbatim, f.speaker, f.observed_at, f.referenced_start, "
    "f.referenced_end, f.valid_from, f.valid_until, f.recorded_at, f.expired_at, f.importance"
)


class Facts:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- writes -----------------------------------------------------------------------------
    def scene_for(self, profile_id: int, scope: str, session_id: str | None, at: float) -> int:
        """The scene of a session (created on first use, its time span widened as needed)."""
        if session_id is not None:
            row = self.conn.execute(
                "SELECT id FROM scenes WHERE profile_id = ? AND session_id = ? AND scope = ?",
                (profile_id, session_id, scope),
            ).fetchone()
            if row is not None:
                self.conn.execute(
                    "UPDATE scenes SET started_at = min(started_at, ?), ended_at = max(ended_at, ?) WHERE id = ?",
                    (at, at, row[0]),
                )
                return int(row[0])
        self.conn.execute(
            "INSERT INTO scenes(profile_id, scope, session_id, started_at, ended_at) VALUES (?, ?, ?, ?, ?)",
            (profile_id, scope, session_id, at, at),
        )
        return self.conn.last_insert_rowid()

    def insert(self, *, profile_id: int, scope: str, scene_id: int | None, fact: NewFact, recorded_at: float) -> int:
        self.conn.execute(
            "INSERT INTO facts(profile_id, scope, scene_id, text, verbatim, speaker, observed_at, "
            "referenced_start, referenced_end, valid_from, valid_until, recorded_at, importance) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                profile_id, scope, scene_id, fact.text, fact.verbatim, fact.speaker, fact.observed_at,
                fact.referenced_start, fact.referenced_end, fact.valid_from, fact.valid_until,
                recorded_at, fact.importance,
            ),
        )
        return self.conn.last_insert_rowid()

    def scene_of(self, fact: int) -> int | None:
        row = self.conn.execute("SELECT scene_id FROM facts WHERE id = ?", (fact,)).fetchone()
        return None if row is None else row[0]

    def link_source(self, fact: int, memory: int, profile_id: int, scope: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO fact_sources(fact_id, memory_id, profile_id, scope) VALUES (?, ?, ?, ?)",
            (fact, memory, profile_id, scope),
        )

    def expire(self, fact: int, at: float) -> None:
        self.conn.execute("UPDATE facts SET expired_at = ? WHERE id = ? AND expired_at IS NULL", (at, fact))

    def set_fields(self, fact: int, fields: dict[str, float | None]) -> None:
        allowed = {"valid_from", "valid_until", "importance"}
        assert set(fields) <= allowed, fields
        if fields:
            assignments = ", ".join(f"{name} = ?" for name in fields)
            self.conn.execute(f"UPDATE facts SET {assignments} WHERE id = ?", (*fields.values(), fact))

    def delete(self, ids: Sequence[int]) -> None:
        if ids:
            self.conn.execute(f"DELETE FROM facts WHERE id IN ({placeholders(len(ids))})", list(ids))

    def delete_empty_scenes(self, profile_id: int) -> None:
        self.conn.execute(
            "DELETE FROM scenes WHERE profile_id = ? AND NOT EXISTS (SELECT 1 FROM facts f WHERE f.scene_id = scenes.id)",
            (profile_id,),
        )

    # -- reads ------------------------------------------------------------------------------
    def get_many(
        self, ids: Sequence[int], *, profile_id: int | None = None, scopes: Sequence[str] | None = None
    ) -> dict[int, Fact]:
        """``scopes`` (None = every scope) filters inside the query: a fact in a scope the
        reader may not see is simply not found."""
        if not ids:
            return {}
        where, params = visible_facts("f", as_of=None, scopes=scopes)
        sql = (
            f"SELECT {_COLUMNS} FROM facts f JOIN profiles p ON p.id = f.profile_id "
            f"WHERE f.id IN ({placeholders(len(ids))}) AND {where}"
        )
        params = [*ids, *params]
        if profile_id is not None:
            # Unary + keeps the planner on the primary key: without statistics it would
            # otherwise walk the profile's whole (profile_id, ...) index to check the ids.
            sql += " AND +f.profile_id = ?"
            params.append(profile_id)
        rows = list(self.conn.execute(sql, params))
        return self._hydrate(rows)

    def list(
        self,
        profile_id: int,
        *,
        offset: int,
        limit: int,
        include_expired: bool = True,
        scopes: Sequence[str] | None = None,
    ) -> tuple[list[Fact], int]:
        visible, params = visible_facts("f", as_of=None, scopes=scopes)
        where = f"f.profile_id = ? AND {visible}" + ("" if include_expired else " AND f.expired_at IS NULL")
        params = [profile_id, *params]
        total = self.conn.execute(f"SELECT count(*) FROM facts f WHERE {where}", params).fetchone()[0]
        rows = list(
            self.conn.execute(
                f"SELECT {_COLUMNS} FROM facts f JOIN profiles p ON p.id = f.profile_id "
                f"WHERE {where} ORDER BY f.observed_at, f.id LIMIT ? OFFSET ?",
                [*params, limit, offset],
            )
        )
        facts = self._hydrate(rows)
        return [facts[r[0]] for r in rows], int(total)

    def visible(self, ids: Sequence[int], *, as_of: float | None, scopes: Sequence[str] | None = None) -> set[int]:
        if not ids:
            return set()
        where, params = visible_facts("f", as_of=as_of, scopes=scopes, only=ids)
        return {int(r[0]) for r in self.conn.execute(f"SELECT f.id FROM facts f WHERE {where}", params)}

    def memory_ids_of(self, fact_ids: Sequence[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        if fact_ids:
            for fid, mid in self.conn.execute(
                f"SELECT fact_id, memory_id FROM fact_sources WHERE fact_id IN ({placeholders(len(fact_ids))}) "
                "ORDER BY memory_id",
                list(fact_ids),
            ):
                out.setdefault(fid, []).append(mid)
        return out

    def orphaned_memories(self, memory_ids: Sequence[int]) -> list[int]:
        """Those of ``memory_ids`` that no longer support any fact."""
        if not memory_ids:
            return []
        return [
            int(r[0])
            for r in self.conn.execute(
                f"SELECT m.id FROM memories m WHERE m.id IN ({placeholders(len(memory_ids))}) "
                "AND NOT EXISTS (SELECT 1 FROM fact_sources s WHERE s.memory_id = m.id)",
                list(memory_ids),
            )
        ]

    def temporal_candidates(
        self,
        profile_id: int,
        *,
        start: float,
        end: float,
        slack: float,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
    ) -> list[tuple[int, float, float | None, float | None]]:
        """Facts whose referenced interval (or, lacking one, observation time) falls within
        ``slack`` seconds of [start, end): (id, observed_at, referenced_start, referenced_end).

        Reads the temporal projection (``fact_times``, written by the temporal owner), so a
        fact whose temporal obligation has not been applied yet is not found here.

        Bounded by ``limit``, not by the profile: two range reads of the (profile, t_start)
        index — what starts inside the window, and, walking back from the window's start, the
        intervals that begin before it and still reach into it (at most ``limit`` index
        entries each)."""
        where, params = visible_facts("f", as_of=as_of, scopes=scopes)
        lo, hi = start - slack, end + slack
        select = (
            "SELECT f.id, f.observed_at, f.referenced_start, f.referenced_end FROM "
            "(SELECT fact_id, has_ref, t_end FROM fact_times WHERE profile_id = ? AND {range} LIMIT ?) t "
            f"JOIN facts f ON f.id = t.fact_id WHERE {where}"
        )
        inside = self.conn.execute(
            select.format(range="t_start >= ? AND t_start < ? ORDER BY t_start"), [profile_id, lo, hi, limit, *params]
        )
        before = self.conn.execute(
            select.format(range="t_start < ? ORDER BY t_start DESC") + " AND t.has_ref AND t.t_end > ?",
            [profile_id, lo, limit, *params, lo],
        )
        rows = [*inside, *before]
        return [(int(r[0]), r[1], r[2], r[3]) for r in rows[:limit]]

    def _hydrate(self, rows: list[tuple]) -> dict[int, Fact]:
        ids = [r[0] for r in rows]
        sources = self.memory_ids_of(ids)
        entities: dict[int, list[str]] = {}
        if ids:
            for fid, name in self.conn.execute(
                "SELECT fe.fact_id, e.canonical FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id "
                f"WHERE fe.fact_id IN ({placeholders(len(ids))}) ORDER BY e.canonical",
                ids,
            ):
                entities.setdefault(fid, []).append(name)
        out = {}
        for r in rows:
            (fid, profile, scope, text, verbatim, speaker, observed, ref_s, ref_e, vf, vu, rec, exp, imp) = r
            out[fid] = Fact(
                id=fact_id(fid),
                profile=profile,
                scope=scope_kind(scope),
                scope_key=scope,
                text=text,
                verbatim=verbatim,
                speaker=speaker,
                memory_ids=tuple(memory_id(m) for m in sources.get(fid, ())),
                observed_at=from_epoch(observed),
                referenced_start=from_epoch(ref_s),
                referenced_end=from_epoch(ref_e),
                valid_from=from_epoch(vf),
                valid_until=from_epoch(vu),
                recorded_at=from_epoch(rec),
                expired_at=from_epoch(exp),
                importance=imp,
                entities=tuple(entities.get(fid, ())),
            )
        return out
