"""Keyed items (schema v4, positions v6): JSON values under (namespace, key), each backed by
one memory.

Namespaces arrive encoded (labels each followed by U+001F, see ``memlane.items.model``), so
"under this prefix" is ``substr(namespace, 1, len(prefix)) = prefix``. Every query takes the
reader's scopes and ``now`` (expired items are invisible before the sweeper removes them).
Items are listed by position (``pos``, then id): appends take their row id, an insert at a
position the midpoint between its neighbours."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import apsw

from .sql import placeholders, visible_facts

_COLUMNS = (
    "i.id, i.scope, i.namespace, i.key, i.value, i.memory_id, i.indexed, i.status, "
    "i.created_at, i.updated_at, i.ttl_seconds, i.expires_at, i.pos"
)
_ORDER = {False: "i.pos, i.id", True: "i.pos DESC, i.id DESC"}
# Filter operators on top-level value fields (the LangGraph store's vocabulary; $in,
# $contains and $contains_any are handled separately below).
_OPERATORS = {"$eq": "IS", "$ne": "IS NOT", "$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}


@dataclass(frozen=True)
class ItemRow:
    id: int
    scope: str
    namespace: str
    key: str
    value: Any
    memory_id: int
    indexed: bool
    status: str
    created_at: float
    updated_at: float
    ttl_seconds: float | None
    expires_at: float | None
    pos: float


@dataclass(frozen=True)
class ItemQuery:
    """Which items: one profile, the reader's scopes, a namespace prefix (or exactly one
    namespace), an optional status and value filter. ``now`` hides expired items."""

    profile_id: int
    scopes: Sequence[str] | None
    namespace: str = ""
    exact: bool = False
    status: str | None = "active"
    filter: Mapping[str, Any] | None = None
    now: float | None = None


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _where(q: ItemQuery) -> tuple[str, list[Any]]:
    parts, params = ["i.profile_id = ?"], [q.profile_id]
    if q.scopes is not None:
        parts.append(f"i.scope IN ({placeholders(len(q.scopes))})" if q.scopes else "0")
        params.extend(q.scopes)
    if q.exact:
        parts.append("i.namespace = ?")
        params.append(q.namespace)
    elif q.namespace:
        parts.append("substr(i.namespace, 1, ?) = ?")
        params.extend([len(q.namespace), q.namespace])
    if q.status is not None:
        parts.append("i.status = ?")
        params.append(q.status)
    if q.now is not None:
        parts.append("(i.expires_at IS NULL OR i.expires_at > ?)")
        params.append(q.now)
    for field, condition in (q.filter or {}).items():
        # Field names are validated by the caller (no '"', no control characters).
        path = f'$."{field}"'
        is_ops = isinstance(condition, Mapping) and bool(condition) and all(str(k).startswith("$") for k in condition)
        conditions = condition.items() if is_ops else [("$eq", condition)]
        for op, operand in conditions:
            if op in ("$in", "$contains", "$contains_any"):
                # $in: the field's value is one of the operand list; $contains: the field (a
                # list) holds the operand; $contains_any: it holds at least one of the list.
                if op == "$in":
                    parts.append("json_extract(i.value, ?) IN (SELECT value FROM json_each(?))")
                else:
                    member = "= ?" if op == "$contains" else "IN (SELECT value FROM json_each(?))"
                    parts.append(f"EXISTS (SELECT 1 FROM json_each(i.value, ?) e WHERE e.value {member})")
                params.extend([path, operand if op == "$contains" else _json(operand)])
                continue
            if isinstance(operand, dict | list):
                parts.append(f"json_extract(i.value, ?) {_OPERATORS[op]} json(?)")
                params.extend([path, _json(operand)])
            else:
                parts.append(f"json_extract(i.value, ?) {_OPERATORS[op]} ?")
                params.extend([path, int(operand) if isinstance(operand, bool) else operand])
    return " AND ".join(parts), params


def _row(r: tuple) -> ItemRow:
    return ItemRow(
        int(r[0]), r[1], r[2], r[3], json.loads(r[4]), int(r[5]), bool(r[6]), r[7],
        float(r[8]), float(r[9]), r[10], r[11], float(r[12]),
    )  # fmt: skip


class Items:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- writes (inside the spine's transaction) ------------------------------------------------
    def upsert(
        self, *, profile_id: int, scope: str, namespace: str, key: str, value: Any, memory_id: int,
        indexed: bool, now: float, ttl_seconds: float | None, status: str = "active", pos: float | None = None,
    ) -> tuple[int, int | None]:  # fmt: skip
        """Insert or replace the item; returns its row id and the memory id it pointed at before
        (the caller erases that memory) or None for a new key. A replaced item keeps its row
        id, position and creation time; a new one goes at ``pos`` (None: after every item)."""
        row = self.conn.execute(
            "SELECT id, memory_id FROM items WHERE profile_id = ? AND scope = ? AND namespace = ? AND key = ?",
            (profile_id, scope, namespace, key),
        ).fetchone()
        expires = None if ttl_seconds is None else now + ttl_seconds
        if row is None:
            self.conn.execute(
                "INSERT INTO items(profile_id, scope, namespace, key, value, memory_id, indexed, status, created_at, "
                "updated_at, ttl_seconds, expires_at, pos) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (profile_id, scope, namespace, key, _json(value), memory_id, int(indexed), status, now, now, ttl_seconds,
                 expires, 0.0 if pos is None else pos),
            )  # fmt: skip
            item_id = self.conn.last_insert_rowid()
            if pos is None:  # an append: row ids only grow, so the new item sorts last
                self.conn.execute("UPDATE items SET pos = id WHERE id = ?", (item_id,))
            return item_id, None
        self.conn.execute(
            "UPDATE items SET value = ?, memory_id = ?, indexed = ?, status = ?, updated_at = ?, "
            "ttl_seconds = ?, expires_at = ? WHERE id = ?",
            (_json(value), memory_id, int(indexed), status, now, ttl_seconds, expires, row[0]),
        )
        return int(row[0]), int(row[1])

    def remove(self, item_ids: Sequence[int]) -> list[int]:
        """Delete item rows inside a write that replaces them; returns their memory ids (now
        referenced by no item: the caller erases them right after, the sweeper otherwise)."""
        if not item_ids:
            return []
        ids = json.dumps(list(item_ids))
        mids = [int(r[0]) for r in self.conn.execute("SELECT memory_id FROM items WHERE id IN (SELECT value FROM json_each(?))", (ids,))]
        self.conn.execute("DELETE FROM items WHERE id IN (SELECT value FROM json_each(?))", (ids,))
        return mids

    def slot(self, q: ItemQuery, index: int) -> float | None:
        """The position for a new item placed before the ``index``-th (0-based) of the selected
        items: the midpoint between its neighbours, None when it goes last. Renumbers the
        namespace (once in a long while) when the midpoint is no longer representable."""
        where, params = _where(q)
        sql = f"SELECT i.pos FROM items i WHERE {where} ORDER BY {_ORDER[False]} LIMIT 2 OFFSET ?"
        if index == 0:
            after = [float(r[0]) for r in self.conn.execute(sql, [*params, 0])][:1]
            return after[0] - 1.0 if after else None
        around = [float(r[0]) for r in self.conn.execute(sql, [*params, index - 1])]
        if len(around) < 2:
            return None
        before, after = around
        middle = (before + after) / 2
        if before < middle < after:
            return middle
        self._renumber(q.profile_id, q.namespace)
        return self.slot(q, index)

    def _renumber(self, profile_id: int, namespace: str) -> None:
        self.conn.execute(
            "UPDATE items SET pos = r.n FROM (SELECT id, row_number() OVER (ORDER BY pos, id) AS n FROM items "
            "WHERE profile_id = ? AND namespace = ?) r WHERE items.id = r.id",
            (profile_id, namespace),
        )

    def touch(self, item_ids: Sequence[int], now: float) -> None:
        """Refresh the TTL of items that have one (read-refresh)."""
        if item_ids:
            self.conn.execute(
                f"UPDATE items SET expires_at = ? + ttl_seconds WHERE ttl_seconds IS NOT NULL "
                f"AND id IN ({placeholders(len(item_ids))})",
                [now, *item_ids],
            )

    def set_status(self, item_ids: Sequence[int], status: str, now: float) -> None:
        if item_ids:
            self.conn.execute(
                f"UPDATE items SET status = ?, updated_at = ? WHERE id IN ({placeholders(len(item_ids))})",
                [status, now, *item_ids],
            )

    # -- reads --------------------------------------------------------------------------------
    def get(self, q: ItemQuery, key: str) -> ItemRow | None:
        where, params = _where(q)
        row = self.conn.execute(f"SELECT {_COLUMNS} FROM items i WHERE {where} AND i.key = ?", [*params, key]).fetchone()
        return None if row is None else _row(row)

    def list(
        self, q: ItemQuery, *, offset: int = 0, limit: int = 100, newest_first: bool = False, recent_first: bool = False
    ) -> list[ItemRow]:  # fmt: skip
        """By position (``newest_first``: last position first), or most recently written
        first (``recent_first``: updated_at descending)."""
        where, params = _where(q)
        order = "i.updated_at DESC, i.id DESC" if recent_first else _ORDER[newest_first]
        sql = f"SELECT {_COLUMNS} FROM items i WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?"
        return [_row(r) for r in self.conn.execute(sql, [*params, limit, offset])]

    def by_ids(self, item_ids: Sequence[int]) -> dict[int, ItemRow]:
        if not item_ids:
            return {}
        sql = f"SELECT {_COLUMNS} FROM items i WHERE i.id IN (SELECT value FROM json_each(?))"
        return {r.id: r for r in map(_row, self.conn.execute(sql, [json.dumps(list(item_ids))]))}

    def by_keys(self, q: ItemQuery, keys: Sequence[str]) -> list[ItemRow]:
        if not keys:
            return []
        where, params = _where(q)
        sql = f"SELECT {_COLUMNS} FROM items i WHERE {where} AND i.key IN ({placeholders(len(keys))}) ORDER BY {_ORDER[False]}"
        return [_row(r) for r in self.conn.execute(sql, [*params, *keys])]

    def by_memories(self, q: ItemQuery, memory_ids: Sequence[int]) -> dict[int, ItemRow]:
        if not memory_ids:
            return {}
        where, params = _where(q)
        sql = f"SELECT {_COLUMNS} FROM items i WHERE {where} AND i.memory_id IN (SELECT value FROM json_each(?))"
        return {r.memory_id: r for r in map(_row, self.conn.execute(sql, [*params, json.dumps(list(memory_ids))]))}

    def count(self, q: ItemQuery) -> int:
        where, params = _where(q)
        return int(self.conn.execute(f"SELECT count(*) FROM items i WHERE {where}", params).fetchone()[0])

    def namespaces(self, q: ItemQuery) -> list[str]:
        where, params = _where(q)
        return [r[0] for r in self.conn.execute(f"SELECT DISTINCT i.namespace FROM items i WHERE {where} ORDER BY 1", params)]

    def fact_ids(self, q: ItemQuery) -> list[int]:
        """The facts derived from the selected items' memories: what recall may return."""
        where, params = _where(q)
        sql = (
            f"SELECT DISTINCT s.fact_id FROM items i JOIN fact_sources s ON s.memory_id = i.memory_id WHERE {where}"
        )
        return [int(r[0]) for r in self.conn.execute(sql, params)]

    def expired(self, q: ItemQuery, now: float, limit: int = 1000) -> list[int]:
        """Memory ids of the selected items (profile, scopes) past their expiry."""
        where, params = _where(replace(q, status=None, now=None))
        sql = (
            f"SELECT i.memory_id FROM items i WHERE {where} AND i.expires_at IS NOT NULL AND i.expires_at <= ? "
            "ORDER BY i.expires_at LIMIT ?"
        )
        return [int(r[0]) for r in self.conn.execute(sql, [*params, now, limit])]

    def orphaned_memories(self, profile_id: int, scopes: Sequence[str] | None, among: Sequence[int] | None = None) -> list[int]:
        """Item memories no item points at any more (a replaced value whose erasure did not
        run, e.g. a crash between the put and the erasure that follows it); ``among``: only
        these memory ids (those already erased by someone else are simply not found)."""
        visible, params = visible_facts("m", as_of=None, scopes=scopes, only=among)
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT m.id FROM memories m WHERE m.profile_id = ? AND json_extract(m.metadata, '$.memlane_item') "
                f"IS NOT NULL AND NOT EXISTS (SELECT 1 FROM items i WHERE i.memory_id = m.id) AND {visible}",
                [profile_id, *params],
            )
        ]
