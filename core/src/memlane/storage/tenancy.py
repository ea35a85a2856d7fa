"""Which rows belong to which profile, discovered from the schema rather than listed.

A table belongs to profiles when it has
  1. a ``profile_id`` column (memories, facts, … and any later table that follows the rule);
  2. else a ``profile`` column holding the profile's name (operation receipts, …);
  3. else a foreign key into a table that belongs to profiles (redactions → memories,
     obligations → operation receipts), followed to a fixed point so grandchildren work too.
Everything else is installation-wide. So a table a later migration adds is dumped, exported,
backed up under the right key and restored without touching this module. The two virtual
tables (FTS5: rowid = fact id; sqlite-vec: rows in shadow tables) are handled by the callers.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

import apsw

PROFILES = "profiles"
IN_JSON = "IN (SELECT value FROM json_each(?))"  # one parameter, however many values

# Installation state, not memory content: identities and sessions, the generation fence and
# erasure evidence. Never attributed to a profile (so never exported with one, never shredded
# with its key). A restore carries it forward from the live database instead of rolling it
# back: a revoked principal or session must stay revoked, a tombstone must keep an erased item
# from coming back, the fence must never move backwards.
#   "live":  the live rows replace the backup's;
#   "union": the backup's rows plus the live ones, live winning on a key conflict.
INSTALLATION_STATE: dict[str, str] = {
    "principals": "live",
    "memberships": "live",
    "scope_grants": "live",
    "sessions": "live",
    "profile_generations": "union",
    "tombstones": "union",
    "erasure_receipts": "union",
}


@dataclass(frozen=True)
class Link:
    """``column`` holds the profile's id (``by="id"``) or name (``by="name"``), or is a
    foreign key to ``parent.parent_column`` (``by="parent"``)."""

    column: str
    by: str
    parent: str | None = None
    parent_column: str | None = None


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def columns(conn: apsw.Connection, table: str) -> tuple[str, ...]:
    return tuple(row[1] for row in conn.execute(f"PRAGMA main.table_info({quote(table)})"))


def layout(conn: apsw.Connection) -> dict[str, bool]:
    """Regular tables -> WITHOUT ROWID flag. sqlite-vec does not declare all of its shadow
    tables as such (``facts_vec_vector_chunks00`` lists as a plain table), so anything named
    after a virtual table is treated as that table's storage, never as data of its own."""
    listed = list(conn.execute("PRAGMA main.table_list"))
    virtual = [name for _, name, kind, *_ in listed if kind == "virtual"]
    return {
        name: bool(wr)
        for _, name, kind, _, wr, *_ in listed
        if kind == "table"
        and not name.startswith("sqlite_")
        and not any(name.startswith(v + "_") for v in virtual)
    }


def profile_links(conn: apsw.Connection) -> dict[str, Link]:
    tables = [t for t in layout(conn) if t != PROFILES and t not in INSTALLATION_STATE]
    cols = {t: columns(conn, t) for t in tables}
    links: dict[str, Link] = {}
    for table in tables:
        if "profile_id" in cols[table]:
            links[table] = Link("profile_id", "id")
        elif "profile" in cols[table]:
            links[table] = Link("profile", "name")
    changed = True
    while changed:
        changed = False
        for table in tables:
            if table in links:
                continue
            keys: dict[int, list[tuple]] = {}
            for fk_id, _, parent, source, target, *_ in conn.execute(f"PRAGMA main.foreign_key_list({quote(table)})"):
                keys.setdefault(fk_id, []).append((parent, source, target))
            for parts in keys.values():
                if len(parts) != 1:
                    continue  # a composite key is not a single-row link
                parent, source, target = parts[0]
                if parent == PROFILES:
                    links[table] = Link(source, "id") if target in (None, "id") else Link(source, "name")
                elif parent in links:
                    links[table] = Link(source, "parent", parent, target or "rowid")
                else:
                    continue
                changed = True
                break
    return links


def installation_tables(conn: apsw.Connection) -> list[str]:
    links = profile_links(conn)
    return sorted(t for t in layout(conn) if t != PROFILES and t not in links)


def shape(conn: apsw.Connection, table: str, without_rowid: bool) -> tuple[tuple[str, ...], str]:
    """(columns to dump, ORDER BY). A rowid table whose key is not an INTEGER PRIMARY KEY
    gets its rowid dumped explicitly, so a restore keeps every row's identity."""
    info = list(conn.execute(f"PRAGMA main.table_info({quote(table)})"))
    cols = tuple(r[1] for r in info)
    pk = [r for r in sorted(info, key=lambda r: r[5]) if r[5]]
    if without_rowid:
        return cols, ", ".join(quote(r[1]) for r in pk)
    if len(pk) == 1 and str(pk[0][2]).upper() == "INTEGER":
        return cols, quote(pk[0][1])
    return ("rowid", *cols), "rowid"


def owned(
    conn: apsw.Connection,
    links: dict[str, Link],
    table: str,
    profile: tuple[int, str],
    scopes: Sequence[str] | None = None,
) -> tuple[str, list] | None:
    """WHERE-fragment selecting ``table``'s rows of ``profile`` (id, name), in ``scopes``
    when given. A table without a scope column inherits the scope of the row it links to;
    None when no scope can be attributed (default-deny: the caller withholds the table)."""
    link = links[table]
    has_scope = "scope" in columns(conn, table)
    if link.parent is None:
        if scopes is not None and not has_scope:
            return None
        sql, params = f"{quote(link.column)} = ?", [profile[0] if link.by == "id" else profile[1]]
    else:
        parent = owned(conn, links, link.parent, profile, None if has_scope else scopes)
        if parent is None:
            return None
        sql = f"{quote(link.column)} IN (SELECT {quote(link.parent_column or 'rowid')} FROM {quote(link.parent)} WHERE {parent[0]})"
        params = parent[1]
    if scopes is not None and has_scope:
        sql += f" AND scope {IN_JSON}"
        params = [*params, json.dumps(list(scopes))]
    return sql, params
