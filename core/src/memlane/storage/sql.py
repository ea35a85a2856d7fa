"""Shared SQL fragment builders: every read path filters visibility the same way."""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence


def placeholders(n: int) -> str:
    return ",".join("?" * n)


def insert_rows(conn, sql: str, rows: Sequence[tuple]) -> None:
    """executemany on an explicit cursor that is closed even when a row fails: an abandoned
    executemany cursor keeps its statement active (vec0's especially), and the connection's
    next COMMIT then fails."""
    cursor = conn.cursor()
    try:
        cursor.executemany(sql, rows)
    finally:
        cursor.close(True)


def visible_facts(
    alias: str, *, as_of: float | None, scopes: Sequence[str] | None, only: Collection[int] | None = None
) -> tuple[str, list]:
    """WHERE-fragment (without the profile test) for facts a reader may see.

    ``as_of`` hides facts recorded after that instant (system time); ``scopes`` restricts the
    scope column (None = all scopes of the profile); ``only`` restricts to these row ids (a
    recall over a subset, e.g. the items of one namespace)."""
    parts: list[str] = []
    params: list = []
    if only is not None:
        parts.append(f"{alias}.id IN (SELECT value FROM json_each(?))")
        params.append(json.dumps(sorted(only)))
    if as_of is not None:
        parts.append(f"{alias}.recorded_at <= ?")
        params.append(as_of)
    if scopes is not None:
        parts.append(f"{alias}.scope IN ({placeholders(len(scopes))})" if scopes else "0")
        params.extend(scopes)
    return (" AND ".join(parts) or "1"), params


def scope_kind(key: str) -> str:
    """'personal:ann' -> 'personal', 'shared:team' -> 'shared', 'global' -> 'global'."""
    return key.partition(":")[0]


def present_ids(conn, table: str, column: str, ids: Sequence[int]) -> set[int]:
    """Those of ``ids`` that have a row in ``table`` (projection inventories and proofs).
    ``table``/``column`` are code constants, never user input."""
    if not ids:
        return set()
    return {
        int(r[0])
        for r in conn.execute(f"SELECT DISTINCT {column} FROM {table} WHERE {column} IN ({placeholders(len(ids))})", list(ids))
    }
