"""Entities (canonical + aliases), fact-entity links and typed edges."""

from __future__ import annotations

from collections.abc import Sequence

import apsw

from .sql import placeholders


class Graph:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def aliases(self, profile_id: int) -> dict[str, tuple[int, str, str]]:
        """alias_key -> (entity id, canonical name, kind) for every alias of the profile."""
        return {
            key: (int(eid), canonical, kind)
            for key, eid, canonical, kind in self.conn.execute(
                "SELECT a.alias_key, e.id, e.canonical, e.kind FROM entity_aliases a "
                "JOIN entities e ON e.id = a.entity_id WHERE a.profile_id = ?",
                (profile_id,),
            )
        }

    def create_entity(self, profile_id: int, scope: str, canonical: str, kind: str, at: float) -> int:
        self.conn.execute(
            "INSERT INTO entities(profile_id, scope, canonical, kind, created_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(profile_id, canonical) DO NOTHING",
            (profile_id, scope, canonical, kind, at),
        )
        return int(
            self.conn.execute(
                "SELECT id FROM entities WHERE profile_id = ? AND canonical = ?", (profile_id, canonical)
            ).fetchone()[0]
        )

    def add_alias(self, profile_id: int, scope: str, entity_id: int, alias: str, alias_key: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO entity_aliases(profile_id, alias_key, entity_id, scope, alias) VALUES (?, ?, ?, ?, ?)",
            (profile_id, alias_key, entity_id, scope, alias),
        )

    def link_fact(self, fact_id: int, entity_id: int, profile_id: int, scope: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO fact_entities(fact_id, entity_id, profile_id, scope) VALUES (?, ?, ?, ?)",
            (fact_id, entity_id, profile_id, scope),
        )

    def add_edge(
        self, profile_id: int, scope: str, kind: str, src: tuple[str, int], dst: tuple[str, int], *, weight: float, at: float
    ) -> None:
        self.conn.execute(
            "INSERT INTO edges(profile_id, scope, kind, src_type, src_id, dst_type, dst_id, weight, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(profile_id, kind, src_type, src_id, dst_type, dst_id) DO UPDATE SET weight = weight + excluded.weight",
            (profile_id, scope, kind, src[0], src[1], dst[0], dst[1], weight, at),
        )

    def edges_of_facts(self, fact_ids: Sequence[int], kind: str) -> list[tuple[int, int]]:
        """(src fact, dst fact) pairs of ``kind`` touching any of ``fact_ids``."""
        if not fact_ids:
            return []
        marks = placeholders(len(fact_ids))
        return [
            (int(s), int(d))
            for s, d in self.conn.execute(
                "SELECT src_id, dst_id FROM edges WHERE kind = ? AND src_type = 'fact' AND dst_type = 'fact' "
                f"AND (src_id IN ({marks}) OR dst_id IN ({marks}))",
                [kind, *fact_ids, *fact_ids],
            )
        ]

    def delete_fact_edges(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            marks = placeholders(len(fact_ids))
            self.conn.execute(
                f"DELETE FROM edges WHERE (src_type = 'fact' AND src_id IN ({marks})) "
                f"OR (dst_type = 'fact' AND dst_id IN ({marks}))",
                [*fact_ids, *fact_ids],
            )

    def delete_unreferenced_entities(self, profile_id: int) -> None:
        """Entities no fact mentions any more (after a forget) are removed with their edges."""
        orphans = [
            int(r[0])
            for r in self.conn.execute(
                "SELECT e.id FROM entities e WHERE e.profile_id = ? AND NOT EXISTS "
                "(SELECT 1 FROM fact_entities fe WHERE fe.entity_id = e.id)",
                (profile_id,),
            )
        ]
        if orphans:
            marks = placeholders(len(orphans))
            self.conn.execute(
                f"DELETE FROM edges WHERE (src_type = 'entity' AND src_id IN ({marks})) "
                f"OR (dst_type = 'entity' AND dst_id IN ({marks}))",
                [*orphans, *orphans],
            )
            self.conn.execute(f"DELETE FROM entities WHERE id IN ({marks})", orphans)
