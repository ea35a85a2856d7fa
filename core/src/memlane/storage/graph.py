"""Entities (canonical + aliases), fact-entity links and typed edges."""

from __future__ import annotations

import json
from collections.abc import Sequence

import apsw

from .sql import placeholders, present_ids


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

    def aliases_for_keys(self, profile_id: int, keys: Sequence[str]) -> dict[str, tuple[int, str, str]]:
        """Like ``aliases``, for the given alias keys only (primary-key lookups)."""
        return self._aliases_where("a.profile_id = ? AND a.alias_key IN (SELECT value FROM json_each(?))", [profile_id, json.dumps(sorted(set(keys)))])

    def aliases_near(self, profile_id: int, key: str, *, prefix: int, limit: int) -> dict[str, tuple[int, str, str]]:
        """Aliases whose key starts like ``key`` (its first ``prefix`` characters; one range of
        the primary key, at most ``limit``): the candidates of a fuzzy match."""
        start = key[:prefix]
        return self._aliases_where("a.profile_id = ? AND a.alias_key >= ? AND a.alias_key < ? LIMIT ?", [profile_id, start, start + "\U0010ffff", limit])

    def aliases_of_entities(self, profile_id: int, entity_ids: Sequence[int]) -> dict[str, tuple[int, str, str]]:
        """Every alias of these entities (the ``entity_aliases_by_entity`` index)."""
        # + keeps the planner on the entity index instead of the profile's whole key range.
        return self._aliases_where("+a.profile_id = ? AND a.entity_id IN (SELECT value FROM json_each(?))", [profile_id, json.dumps(sorted(set(entity_ids)))])

    def _aliases_where(self, condition: str, params: list) -> dict[str, tuple[int, str, str]]:
        return {
            key: (int(eid), canonical, kind)
            for key, eid, canonical, kind in self.conn.execute(
                "SELECT a.alias_key, e.id, e.canonical, e.kind FROM entity_aliases a JOIN entities e ON e.id = a.entity_id "
                f"WHERE {condition}",
                params,
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

    def set_alias(self, profile_id: int, scope: str, entity_id: int, alias: str, alias_key: str) -> None:
        """Point ``alias_key`` at ``entity_id``, whichever entity it named before ("my brother"
        is the brother named last)."""
        self.conn.execute(
            "INSERT INTO entity_aliases(profile_id, alias_key, entity_id, scope, alias) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(profile_id, alias_key) DO UPDATE SET entity_id = excluded.entity_id, scope = excluded.scope, "
            "alias = excluded.alias",
            (profile_id, alias_key, entity_id, scope, alias),
        )

    def link_fact(self, fact_id: int, entity_id: int, profile_id: int, scope: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO fact_entities(fact_id, entity_id, profile_id, scope) VALUES (?, ?, ?, ?)",
            (fact_id, entity_id, profile_id, scope),
        )

    def add_edge(
        self, profile_id: int, scope: str, kind: str, src: tuple[str, int], dst: tuple[str, int], *, weight: float, at: float,
        metadata: dict | None = None,
    ) -> None:  # fmt: skip
        self.conn.execute(
            "INSERT INTO edges(profile_id, scope, kind, src_type, src_id, dst_type, dst_id, weight, created_at, metadata) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(profile_id, kind, src_type, src_id, dst_type, dst_id) DO UPDATE SET weight = weight + excluded.weight",
            (profile_id, scope, kind, src[0], src[1], dst[0], dst[1], weight, at, json.dumps(metadata or {}, separators=(",", ":"))),
        )

    def inferred_superseded(self, fact_ids: Sequence[int]) -> set[int]:
        """Those of ``fact_ids`` superseded by store-time detection (its edge records the
        evidence), as opposed to an explicit correction or update (an edge without it)."""
        if not fact_ids:
            return set()
        return {
            int(r[0])
            for r in self.conn.execute(
                "SELECT dst_id FROM edges WHERE kind = 'supersedes' AND dst_type = 'fact' "
                f"AND dst_id IN ({placeholders(len(fact_ids))}) AND json_extract(metadata, '$.evidence') IS NOT NULL",
                list(fact_ids),
            )
        }

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

    # -- projection owner: inventory, erasure and proofs ---------------------------------------
    def delete_fact_links(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(
                f"DELETE FROM fact_entities WHERE fact_id IN ({placeholders(len(fact_ids))})", list(fact_ids)
            )

    def delete_entities(self, entity_ids: Sequence[int]) -> None:
        """Entities with their aliases, mention links and every edge touching them."""
        if not entity_ids:
            return
        marks, ids = placeholders(len(entity_ids)), list(entity_ids)
        self.conn.execute(
            f"DELETE FROM edges WHERE (src_type = 'entity' AND src_id IN ({marks})) "
            f"OR (dst_type = 'entity' AND dst_id IN ({marks}))",
            [*ids, *ids],
        )
        self.conn.execute(f"DELETE FROM entity_aliases WHERE entity_id IN ({marks})", ids)
        self.conn.execute(f"DELETE FROM fact_entities WHERE entity_id IN ({marks})", ids)
        self.conn.execute(f"DELETE FROM entities WHERE id IN ({marks})", ids)

    def delete_profile(self, profile_id: int) -> None:
        for table in ("edges", "fact_entities", "entity_aliases", "entities"):
            self.conn.execute(f"DELETE FROM {table} WHERE profile_id = ?", (profile_id,))

    def held(self, fact_ids: Sequence[int]) -> set[int]:
        """Those of ``fact_ids`` linked to at least one entity."""
        return present_ids(self.conn, "fact_entities", "fact_id", fact_ids)

    def held_in_profile(self, profile_id: int) -> list[int]:
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT DISTINCT fact_id FROM fact_entities WHERE profile_id = ? ORDER BY fact_id", (profile_id,)
            )
        ]

    def supersedes_edges(self, fact_ids: Sequence[int]) -> set[int]:
        """Those of ``fact_ids`` that have their outgoing ``supersedes`` edge."""
        if not fact_ids:
            return set()
        return {
            int(r[0])
            for r in self.conn.execute(
                "SELECT src_id FROM edges WHERE kind = 'supersedes' AND src_type = 'fact' "
                f"AND src_id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            )
        }

    def remaining_for_facts(self, fact_ids: Sequence[int]) -> dict[str, int]:
        if not fact_ids:
            return {"fact_entities": 0, "fact_edges": 0}
        marks, ids = placeholders(len(fact_ids)), list(fact_ids)
        links = self.conn.execute(f"SELECT count(*) FROM fact_entities WHERE fact_id IN ({marks})", ids).fetchone()[0]
        edges = self.conn.execute(
            f"SELECT count(*) FROM edges WHERE (src_type = 'fact' AND src_id IN ({marks})) "
            f"OR (dst_type = 'fact' AND dst_id IN ({marks}))",
            [*ids, *ids],
        ).fetchone()[0]
        return {"fact_entities": int(links), "fact_edges": int(edges)}

    def remaining_for_entities(self, entity_ids: Sequence[int]) -> dict[str, int]:
        if not entity_ids:
            return {"entities": 0, "entity_aliases": 0, "entity_links": 0, "entity_edges": 0}
        marks, ids = placeholders(len(entity_ids)), list(entity_ids)
        one = lambda sql, params: int(self.conn.execute(sql, params).fetchone()[0])  # noqa: E731
        return {
            "entities": one(f"SELECT count(*) FROM entities WHERE id IN ({marks})", ids),
            "entity_aliases": one(f"SELECT count(*) FROM entity_aliases WHERE entity_id IN ({marks})", ids),
            "entity_links": one(f"SELECT count(*) FROM fact_entities WHERE entity_id IN ({marks})", ids),
            "entity_edges": one(
                f"SELECT count(*) FROM edges WHERE (src_type = 'entity' AND src_id IN ({marks})) "
                f"OR (dst_type = 'entity' AND dst_id IN ({marks}))",
                [*ids, *ids],
            ),
        }

    def alias_keys_present(self, profile_id: int, keys: Sequence[str]) -> set[str]:
        if not keys:
            return set()
        return {
            r[0]
            for r in self.conn.execute(
                f"SELECT alias_key FROM entity_aliases WHERE profile_id = ? AND alias_key IN ({placeholders(len(keys))})",
                [profile_id, *keys],
            )
        }

    def possessive_aliases(self, profile_id: int, keys: Sequence[str]) -> list[str]:
        """Aliases that name someone by another's name ("aroha's brother" for key "aroha"): a
        range read of the alias key index per key."""
        found: list[str] = []
        for key in keys:
            lo = f"{key}'s "
            found += [r[0] for r in self.conn.execute(
                "SELECT alias_key FROM entity_aliases WHERE profile_id = ? AND alias_key >= ? AND alias_key < ?",
                (profile_id, lo, lo[:-1] + chr(ord(lo[-1]) + 1)),
            )]  # fmt: skip
        return found

    def delete_aliases(self, profile_id: int, keys: Sequence[str]) -> None:
        for start in range(0, len(keys), 500):
            chunk = list(keys[start : start + 500])
            self.conn.execute(
                f"DELETE FROM entity_aliases WHERE profile_id = ? AND alias_key IN ({placeholders(len(chunk))})", [profile_id, *chunk]
            )

    def orphan_edges(self) -> int:
        """Edges whose fact endpoint no longer exists (a graph projection outliving its fact)."""
        return int(
            self.conn.execute(
                "SELECT count(*) FROM edges WHERE (src_type = 'fact' AND src_id NOT IN (SELECT id FROM facts)) "
                "OR (dst_type = 'fact' AND dst_id NOT IN (SELECT id FROM facts))"
            ).fetchone()[0]
        )
