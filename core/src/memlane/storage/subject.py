"""Queries behind a subject export ("everything about a named person").

The caller (governance.export) decides what counts as a match; these functions only read,
each with the scope filter inside the query. ``scopes=None`` means every scope."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

import apsw

_IN = "IN (SELECT value FROM json_each(?))"


def _scope(alias: str, scopes: Sequence[str] | None) -> tuple[str, list]:
    if scopes is None:
        return "1", []
    return f"{alias}.scope {_IN}", [json.dumps(list(scopes))]


def _ids(values) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(sorted(values))


def entities_by_alias_keys(
    conn: apsw.Connection, profile_id: int, keys: Sequence[str], scopes: Sequence[str] | None
) -> dict[int, tuple[str, list[str]]]:
    """entity id -> (canonical, every alias) for entities having one of the alias ``keys``
    (the writer registers each canonical name as an alias too)."""
    where, params = _scope("e", scopes)
    found: dict[int, tuple[str, list[str]]] = {}
    for eid, canonical in conn.execute(
        "SELECT e.id, e.canonical FROM entities e WHERE e.profile_id = ? AND "
        f"e.id IN (SELECT entity_id FROM entity_aliases WHERE profile_id = ? AND alias_key {_IN}) AND {where}",
        [profile_id, profile_id, json.dumps(list(keys)), *params],
    ):
        found[int(eid)] = (canonical, [])
    if found:
        for eid, alias in conn.execute(
            f"SELECT entity_id, alias FROM entity_aliases WHERE entity_id {_IN} ORDER BY alias", (_ids(found),)
        ):
            found[int(eid)][1].append(alias)
    return found


def speakers(conn: apsw.Connection, profile_id: int, scopes: Sequence[str] | None) -> list[str]:
    where, params = _scope("t", scopes)
    return [
        r[0]
        for r in conn.execute(
            f"SELECT speaker FROM memories t WHERE t.profile_id = ? AND t.speaker IS NOT NULL AND {where} "
            f"UNION SELECT speaker FROM facts t WHERE t.profile_id = ? AND t.speaker IS NOT NULL AND {where}",
            [profile_id, *params, profile_id, *params],
        )
    ]


def texts(conn: apsw.Connection, table: str, profile_id: int, scopes: Sequence[str] | None) -> Iterator[tuple[int, str]]:
    """(id, text) of every memory (content) or fact (text), for mention matching."""
    column = {"memories": "content", "facts": "text"}[table]
    where, params = _scope("t", scopes)
    yield from conn.execute(f"SELECT t.id, t.{column} FROM {table} t WHERE t.profile_id = ? AND {where}", [profile_id, *params])


def facts_linked(
    conn: apsw.Connection,
    profile_id: int,
    *,
    entity_ids: Sequence[int],
    speakers: Sequence[str],
    scopes: Sequence[str] | None,
) -> set[int]:
    """Facts mentioning one of ``entity_ids`` or said by one of ``speakers``."""
    where, params = _scope("f", scopes)
    return {
        int(r[0])
        for r in conn.execute(
            f"SELECT f.id FROM facts f WHERE f.profile_id = ? AND {where} AND ("
            f"f.id IN (SELECT fact_id FROM fact_entities WHERE entity_id {_IN}) OR f.speaker {_IN})",
            [profile_id, *params, _ids(entity_ids), json.dumps(list(speakers))],
        )
    }


def memories_linked(
    conn: apsw.Connection,
    profile_id: int,
    *,
    fact_ids: Sequence[int],
    speakers: Sequence[str],
    scopes: Sequence[str] | None,
) -> set[int]:
    """Memories said by one of ``speakers`` or supporting one of ``fact_ids``."""
    where, params = _scope("m", scopes)
    return {
        int(r[0])
        for r in conn.execute(
            f"SELECT m.id FROM memories m WHERE m.profile_id = ? AND {where} AND ("
            f"m.speaker {_IN} OR m.id IN (SELECT memory_id FROM fact_sources WHERE fact_id {_IN}))",
            [profile_id, *params, json.dumps(list(speakers)), _ids(fact_ids)],
        )
    }


def entities_of_facts(conn: apsw.Connection, fact_ids: Sequence[int], scopes: Sequence[str] | None) -> set[int]:
    where, params = _scope("e", scopes)
    return {
        int(r[0])
        for r in conn.execute(
            f"SELECT e.id FROM entities e WHERE e.id IN (SELECT entity_id FROM fact_entities WHERE fact_id {_IN}) AND {where}",
            [_ids(fact_ids), *params],
        )
    }


def scenes_of_facts(conn: apsw.Connection, fact_ids: Sequence[int], scopes: Sequence[str] | None) -> set[int]:
    where, params = _scope("s", scopes)
    return {
        int(r[0])
        for r in conn.execute(
            f"SELECT s.id FROM scenes s WHERE s.id IN (SELECT scene_id FROM facts WHERE id {_IN}) AND {where}",
            [_ids(fact_ids), *params],
        )
    }
