"""SQL behind the projection owners that have no repository of their own: the temporal index
(``fact_times``), the geometric state rows erased with a fact (``fact_state``, schema v2), and
the canonical inputs an owner needs to rebuild its projection of a fact (reconciler)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import apsw

from .sql import placeholders, present_ids


@dataclass(frozen=True)
class FactInput:
    """What every owner needs to project one fact, read back from canonical rows."""

    fact_id: int
    profile_id: int
    scope: str
    text: str
    speaker: str | None
    observed_at: float
    referenced_start: float | None
    referenced_end: float | None
    memory_id: int | None  # first supporting memory (its turn is lexical context)
    memory_content: str | None
    memory_fact_count: int  # facts derived from that memory
    supersedes: int | None  # the fact this one corrected, if any


class TemporalIndex:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def add_many(self, rows: Sequence[tuple[int, int, str, float | None, float | None, float]]) -> None:
        """(fact id, profile id, scope, referenced start, referenced end, observed at)."""
        self.conn.executemany(
            "INSERT INTO fact_times(fact_id, profile_id, scope, has_ref, t_start, t_end) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (f, p, s, rs is not None, rs if rs is not None else o, re if rs is not None else o)
                for f, p, s, rs, re, o in rows
            ],
        )

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(f"DELETE FROM fact_times WHERE fact_id IN ({placeholders(len(fact_ids))})", list(fact_ids))

    def held(self, fact_ids: Sequence[int]) -> set[int]:
        return present_ids(self.conn, "fact_times", "fact_id", fact_ids)

    def held_in_profile(self, profile_id: int) -> list[int]:
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT fact_id FROM fact_times WHERE profile_id = ? ORDER BY fact_id", (profile_id,)
            )
        ]

    def orphans(self) -> list[int]:
        return [
            int(r[0])
            for r in self.conn.execute("SELECT fact_id FROM fact_times WHERE fact_id NOT IN (SELECT id FROM facts)")
        ]


class FactStateRows:
    """Erasure's view of ``fact_state`` (owned by the geometry code for everything else)."""

    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(f"DELETE FROM fact_state WHERE fact_id IN ({placeholders(len(fact_ids))})", list(fact_ids))

    def held(self, fact_ids: Sequence[int]) -> set[int]:
        return present_ids(self.conn, "fact_state", "fact_id", fact_ids)

    def count_in_profile(self, profile_id: int) -> int:
        return int(self.conn.execute("SELECT count(*) FROM fact_state WHERE profile_id = ?", (profile_id,)).fetchone()[0])


def fact_inputs(conn: apsw.Connection, fact_ids: Sequence[int]) -> list[FactInput]:
    """Canonical inputs of ``fact_ids`` (missing ids are skipped), in id order."""
    if not fact_ids:
        return []
    rows = conn.execute(
        "SELECT f.id, f.profile_id, f.scope, f.text, f.speaker, f.observed_at, f.referenced_start, "
        "f.referenced_end, m.id, m.content, "
        " (SELECT count(*) FROM fact_sources s2 WHERE s2.memory_id = m.id), "
        " (SELECT e.dst_id FROM edges e WHERE e.kind = 'supersedes' AND e.src_type = 'fact' "
        "  AND e.src_id = f.id AND e.dst_type = 'fact' LIMIT 1) "
        "FROM facts f LEFT JOIN memories m ON m.id = "
        " (SELECT min(s.memory_id) FROM fact_sources s WHERE s.fact_id = f.id) "
        f"WHERE f.id IN ({placeholders(len(fact_ids))}) ORDER BY f.id",
        list(fact_ids),
    )
    return [FactInput(*r[:10], memory_fact_count=int(r[10] or 0), supersedes=r[11]) for r in rows]


def existing_facts(conn: apsw.Connection, fact_ids: Sequence[int]) -> set[int]:
    if not fact_ids:
        return set()
    return {
        int(r[0])
        for r in conn.execute(f"SELECT id FROM facts WHERE id IN ({placeholders(len(fact_ids))})", list(fact_ids))
    }


def profile_fact_ids(conn: apsw.Connection, profile_id: int) -> list[int]:
    return [int(r[0]) for r in conn.execute("SELECT id FROM facts WHERE profile_id = ? ORDER BY id", (profile_id,))]
