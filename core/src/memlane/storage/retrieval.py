"""Read-side graph and scene queries used by the retrieval channels (entity graph, spreading
activation, scene expansion, bridges). Every query is confined to one profile and, when given,
to the reader's scopes."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence

import apsw
import numpy as np

from .sql import placeholders, visible_facts

# Posting lists are read from their newest end, never past SCAN_FACTOR × the wanted number
# of entries (invisible facts — other scopes, later system time — are skipped within that).
SCAN_FACTOR = 4
DEGREE_CAP = 1_000  # entity degrees are counted up to this (log-damping saturates anyway)
DEGREE_TTL_S = 300.0
DEGREE_CACHE_SIZE = 16_384



def _scope_clause(alias: str, scopes: Sequence[str] | None) -> tuple[str, list]:
    if scopes is None:
        return "1", []
    if not scopes:
        return "0", []
    return f"{alias}.scope IN ({placeholders(len(scopes))})", list(scopes)


class RetrievalQueries:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn
        self._degrees: dict[tuple[int, int], tuple[int, float]] = {}  # (entity, cap) -> (degree, counted at)

    def entity_degrees(self, entity_ids: Sequence[int], *, cap: int = DEGREE_CAP) -> dict[int, int]:
        """Facts mentioning each entity, counted up to ``cap``: a hub (a speaker named by
        every fact) reads as ``cap`` without its whole posting list being scanned. Counts are
        cached for ``DEGREE_TTL_S``: a recall asks for ~64 entities, hubs among them, and a
        degree only damps (log2), so a count a few minutes old ranks the same."""
        out: dict[int, int] = {}
        now = time.monotonic()
        for entity in dict.fromkeys(entity_ids):
            cached = self._degrees.get((entity, cap))
            if cached is None or now - cached[1] > DEGREE_TTL_S:
                row = self.conn.execute(
                    "SELECT count(*) FROM (SELECT 1 FROM fact_entities WHERE entity_id = ? LIMIT ?)", (entity, cap)
                ).fetchone()
                if len(self._degrees) >= DEGREE_CACHE_SIZE:
                    self._degrees.clear()
                cached = self._degrees[(entity, cap)] = (int(row[0]), now)
            if cached[0]:
                out[int(entity)] = cached[0]
        return out

    def entity_postings(
        self,
        profile_id: int,
        caps: Mapping[int, int],
        *,
        as_of: float | None,
        scopes: Sequence[str] | None,
    ) -> list[tuple[int, int]]:
        """(entity id, fact id) links: for each entity of ``caps``, its newest visible facts,
        at most ``caps[entity]`` of them, read from the newest end of its posting list (the
        ``fact_entities_by_entity`` index) and never more than ``SCAN_FACTOR`` × the cap
        entries of it: the cost is bounded by the caps, not by how often the entity is named."""
        where, params = visible_facts("f", as_of=as_of, scopes=scopes)
        out: list[tuple[int, int]] = []
        for entity, cap in caps.items():
            if cap <= 0:
                continue
            out += [
                (int(entity), int(r[0]))
                for r in self.conn.execute(
                    "SELECT fe.fact_id FROM (SELECT fact_id FROM fact_entities WHERE entity_id = ? "
                    "ORDER BY fact_id DESC LIMIT ?) fe JOIN facts f ON f.id = fe.fact_id "
                    f"WHERE f.profile_id = ? AND {where} ORDER BY fe.fact_id DESC LIMIT ?",
                    [entity, cap * SCAN_FACTOR, profile_id, *params, cap],
                )
            ]
        return out

    def recent_facts(self, profile_id: int, scope: str, *, limit: int) -> list[int]:
        """The ``limit`` facts of one scope said last (the ``facts_by_observed`` index, read
        from its newest end, at most ``SCAN_FACTOR`` × ``limit`` entries)."""
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT id FROM (SELECT id, scope FROM facts WHERE profile_id = ? ORDER BY observed_at DESC LIMIT ?) "
                "WHERE scope = ? LIMIT ?",
                (profile_id, limit * SCAN_FACTOR, scope, limit),
            )
        ]

    def recent_speech(self, profile_id: int, scopes: Sequence[str] | None, *, limit: int) -> list[tuple[str, str, str | None]]:
        """(speaker, sentence as said, role of the message it came from) of the ``limit``
        latest facts of the profile in ``scopes`` that have a speaker (the ``facts_by_observed``
        index from its newest end, at most ``SCAN_FACTOR`` × ``limit`` entries)."""
        clause, args = _scope_clause("f", scopes)
        return [
            (str(r[0]), str(r[1]), None if r[2] is None else str(r[2]))
            for r in self.conn.execute(
                "SELECT f.speaker, f.verbatim, (SELECT m.role FROM fact_sources s JOIN memories m ON m.id = s.memory_id WHERE s.fact_id = f.id LIMIT 1) "
                "FROM (SELECT id FROM facts WHERE profile_id = ? ORDER BY observed_at DESC LIMIT ?) AS recent "
                f"JOIN facts f ON f.id = recent.id WHERE f.speaker IS NOT NULL AND {clause} LIMIT ?",
                (profile_id, limit * SCAN_FACTOR, *args, limit),
            )
        ]

    def speakers_of(self, fact_ids: Sequence[int]) -> dict[int, str]:
        """fact id -> speaker, for the facts that have one."""
        if not fact_ids:
            return {}
        return {
            int(f): s
            for f, s in self.conn.execute(
                f"SELECT id, speaker FROM facts WHERE id IN ({placeholders(len(fact_ids))}) AND speaker IS NOT NULL",
                list(fact_ids),
            )
        }

    def entities_of_facts(self, fact_ids: Sequence[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        if fact_ids:
            for f, e in self.conn.execute(
                f"SELECT fact_id, entity_id FROM fact_entities WHERE fact_id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            ):
                out.setdefault(int(f), []).append(int(e))
        return out

    def entity_neighbours(
        self, profile_id: int, entity_ids: Sequence[int], *, scopes: Sequence[str] | None, per_entity: int | None = None
    ) -> list[tuple[int, int, float]]:
        """Co-occurrence edges (a, b, weight) touching ``entity_ids`` (undirected). With
        ``per_entity``, each entity contributes only its heaviest edges on each side (read in
        weight order from the ``edges_by_src``/``edges_by_dst`` indexes): a hub's thousands of
        edges cost no more than a rare entity's few."""
        if not entity_ids:
            return []
        scope_sql, scope_params = _scope_clause("e", scopes)
        if per_entity is None:
            marks = placeholders(len(entity_ids))
            return [
                (int(a), int(b), float(w))
                for a, b, w in self.conn.execute(
                    "SELECT e.src_id, e.dst_id, e.weight FROM edges e WHERE e.profile_id = ? AND e.kind = 'co_occurs' "
                    f"AND e.src_type = 'entity' AND e.dst_type = 'entity' AND (e.src_id IN ({marks}) OR e.dst_id IN ({marks})) "
                    f"AND {scope_sql}",
                    [profile_id, *entity_ids, *entity_ids, *scope_params],
                )
            ]
        found: dict[tuple[int, int], float] = {}
        for entity in dict.fromkeys(entity_ids):
            for side in ("src", "dst"):
                for a, b, w in self.conn.execute(
                    f"SELECT e.src_id, e.dst_id, e.weight FROM edges e WHERE e.{side}_type = 'entity' AND e.{side}_id = ? "
                    "AND e.kind = 'co_occurs' AND e.profile_id = ? AND e.src_type = 'entity' AND e.dst_type = 'entity' "
                    f"AND {scope_sql} ORDER BY e.weight DESC LIMIT ?",
                    [entity, profile_id, *scope_params, per_entity],
                ):
                    found[(int(a), int(b))] = float(w)
        return [(a, b, w) for (a, b), w in found.items()]

    def fact_edges(
        self,
        profile_id: int,
        fact_ids: Sequence[int],
        kinds: Sequence[str],
        *,
        scopes: Sequence[str] | None,
        per_fact: int | None = None,
    ) -> list[tuple[int, int, str, float]]:
        """Fact-to-fact edges (src, dst, kind, weight) of ``kinds`` touching ``fact_ids``;
        with ``per_fact``, only the heaviest of each kind on each side of each fact."""
        if not fact_ids or not kinds:
            return []
        scope_sql, scope_params = _scope_clause("e", scopes)
        if per_fact is None:
            # One indexed lookup per side (edges_by_src / edges_by_dst; the unary + keeps the
            # planner off the other indexes): written as one OR, it walked every edge of these
            # kinds in the profile.
            marks, kind_marks = placeholders(len(fact_ids)), placeholders(len(kinds))
            side = (
                "SELECT e.src_id, e.dst_id, e.kind, e.weight FROM edges e WHERE e.{side}_type = 'fact' AND e.{side}_id IN ({marks}) "
                "AND e.kind IN ({kinds}) AND +e.profile_id = ? AND +e.{other}_type = 'fact' AND {scope}"
            )
            sql = " UNION ".join(
                side.format(side=a, other=b, marks=marks, kinds=kind_marks, scope=scope_sql) for a, b in (("src", "dst"), ("dst", "src"))
            )
            params = [*fact_ids, *kinds, profile_id, *scope_params]
            return [(int(s), int(d), k, float(w)) for s, d, k, w in self.conn.execute(sql, params + params)]
        found: dict[tuple[int, int, str], float] = {}
        for fact in dict.fromkeys(fact_ids):
            for kind in kinds:
                for side in ("src", "dst"):
                    for s, d, w in self.conn.execute(
                        f"SELECT e.src_id, e.dst_id, e.weight FROM edges e WHERE e.{side}_type = 'fact' AND e.{side}_id = ? "
                        "AND e.kind = ? AND e.profile_id = ? AND e.src_type = 'fact' AND e.dst_type = 'fact' "
                        f"AND {scope_sql} ORDER BY e.weight DESC LIMIT ?",
                        [fact, kind, profile_id, *scope_params, per_fact],
                    ):
                        found[(int(s), int(d), kind)] = float(w)
        return [(s, d, k, w) for (s, d, k), w in found.items()]

    def turn_neighbours(
        self,
        profile_id: int,
        fact_id: int,
        *,
        turns: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
        before: bool = True,
    ) -> list[int]:
        """Facts of the ``turns`` memories said just before (unless ``before`` is false) and
        just after the memory of ``fact_id`` in the same session (its scene)."""
        row = self.conn.execute(
            "SELECT m.session_id, m.observed_at, m.id FROM fact_sources s JOIN memories m ON m.id = s.memory_id "
            "WHERE s.fact_id = ? ORDER BY m.id LIMIT 1",
            (fact_id,),
        ).fetchone()
        if row is None or row[0] is None:
            return []
        session, observed, mid = row
        where, params = visible_facts("f", as_of=as_of, scopes=scopes)
        out: list[int] = []
        for op, order in (("<", "DESC"), (">", "ASC")) if before else ((">", "ASC"),):
            out += [
                int(r[0])
                for r in self.conn.execute(
                    "SELECT fs.fact_id FROM fact_sources fs JOIN facts f ON f.id = fs.fact_id WHERE fs.memory_id IN ("
                    " SELECT id FROM memories WHERE profile_id = ? AND session_id = ? AND id != ? "
                    f" AND (observed_at {op} ? OR (observed_at = ? AND id {op} ?)) ORDER BY observed_at {order}, id {order} LIMIT ?)"
                    f" AND {where}",
                    [profile_id, session, mid, observed, observed, mid, turns, *params],
                )
            ]
        return out

    def profile_vectors(self, profile_id: int, *, scopes: Sequence[str] | None) -> tuple[np.ndarray, np.ndarray]:
        """(fact ids, unit embedding matrix) of one profile partition, for whole-profile
        operations (Hopfield retrieval, neighbourhood density)."""
        sql = "SELECT fact_id, embedding FROM facts_vec WHERE profile_id = ?"
        params: list = [profile_id]
        if scopes is not None:
            if not scopes:
                return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
            sql += f" AND scope IN ({placeholders(len(scopes))})"
            params.extend(scopes)
        rows = list(self.conn.execute(sql, params))
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.stack([np.frombuffer(r[1], dtype=np.float32) for r in rows])
        return ids, matrix

    def change_counter(self) -> int:
        """Changes this connection has made plus other connections' commits (data_version):
        a cheap cache key for per-profile matrices."""
        return self.conn.total_changes() * 1_000_003 + int(self.conn.execute("PRAGMA data_version").fetchone()[0])

    # -- consistency support ---------------------------------------------------------------
    def entity_names(self, entity_ids: Sequence[int]) -> dict[int, str]:
        if not entity_ids:
            return {}
        return {
            int(e): name
            for e, name in self.conn.execute(
                f"SELECT id, canonical FROM entities WHERE id IN ({placeholders(len(entity_ids))})", list(entity_ids)
            )
        }

    def supersessions(self, profile_id: int, *, scopes: Sequence[str] | None) -> list[tuple[int, int, float, float, dict]]:
        """(newer fact, older fact, κ — 1.0 for explicit corrections, detected at, why)."""
        return _supersessions(self.conn, profile_id, scopes)

    def state_fact_ids(self, profile_id: int) -> list[int]:
        return [int(r[0]) for r in self.conn.execute("SELECT fact_id FROM fact_state WHERE profile_id = ?", (profile_id,))]


def _supersessions(conn: apsw.Connection, profile_id: int, scopes: Sequence[str] | None) -> list[tuple[int, int, float, float, dict]]:
    scope_sql, scope_params = _scope_clause("e", scopes)
    return [
        (int(s), int(d), float(w), float(t), json.loads(m or "{}"))
        for s, d, w, t, m in conn.execute(
            "SELECT e.src_id, e.dst_id, e.weight, e.created_at, e.metadata FROM edges e WHERE e.profile_id = ? AND e.kind = 'supersedes' "
            f"AND e.src_type = 'fact' AND e.dst_type = 'fact' AND {scope_sql} ORDER BY e.created_at, e.id",
            [profile_id, *scope_params],
        )
    ]
