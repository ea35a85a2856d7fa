"""Logical dump and load of every row a profile owns (backup/restore, GDPR export).

Which tables belong to a profile is discovered from the schema (storage.tenancy), so a table
a later migration adds is covered without touching this module. The two virtual tables need
explicit handling: FTS5 rows carry no profile column (rowid = fact id) and sqlite-vec keeps its
rows in shadow tables.

Reads run in the caller's transaction (one snapshot, see :func:`snapshot`); loads run inside
:func:`loading`, with foreign keys deferred to commit so rows may arrive in any table order.
Row ids are kept as they were, so ``fact_12`` is still ``fact_12`` after a restore.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import apsw

from ..errors import StorageError
from ..permissions import private_file
from .catalog import Catalog
from .database import _connect
from .migrations import all_migrations, latest_version
from .tenancy import IN_JSON as _IN
from .tenancy import PROFILES, columns, installation_tables, layout, owned, profile_links, shape
from .tenancy import quote as _q
from .vectors import VectorIndex

FTS_TABLE = "facts_fts"
VEC_TABLE = "facts_vec"
FTS_COLUMNS = ("rowid", "text", "context")
VEC_COLUMNS = ("fact_id", "scope", "embedding")


@dataclass
class Rows:
    columns: tuple[str, ...]
    rows: list[tuple]


@dataclass(frozen=True)
class Selection:
    """Restricts a profile read to the rows about one subject. ``anchors`` are the subject's
    own entities (edges are followed from those only, not from every co-mentioned entity)."""

    facts: frozenset[int]
    memories: frozenset[int]
    entities: frozenset[int]
    scenes: frozenset[int]
    anchors: frozenset[int]


@dataclass
class ProfileDump:
    profile: dict[str, object]  # the profile's own row in ``profiles``
    tables: dict[str, Rows]
    fts: Rows
    vectors: Rows | None  # None when no embedding model is bound (no vector table yet)
    # Tables left out because a scope or subject filter cannot attribute their rows.
    withheld: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        out = {name: len(rows.rows) for name, rows in self.tables.items()}
        out[FTS_TABLE] = len(self.fts.rows)
        if self.vectors is not None:
            out[VEC_TABLE] = len(self.vectors.rows)
        return out


def _ids(values: Sequence[int] | frozenset[int]) -> str:
    return json.dumps(sorted(values))


def _select(conn: apsw.Connection, table: str, where: str = "1", params: Sequence = ()) -> Rows:
    cols, order = shape(conn, table, layout(conn)[table])
    sql = f"SELECT {', '.join(_q(c) for c in cols)} FROM {_q(table)} WHERE {where} ORDER BY {order}"
    return Rows(cols, list(conn.execute(sql, list(params))))


# -- reads ----------------------------------------------------------------------------------
def profiles(conn: apsw.Connection) -> list[dict[str, object]]:
    cols = columns(conn, PROFILES)
    return [dict(zip(cols, row, strict=True)) for row in conn.execute(f"SELECT * FROM {PROFILES} ORDER BY id")]


def profile_row(conn: apsw.Connection, name: str) -> dict[str, object] | None:
    return next((p for p in profiles(conn) if p["name"] == name), None)


def bound_embedding(conn: apsw.Connection) -> tuple[str, int] | None:
    return VectorIndex(conn, Catalog(conn)).bound_model()


def _subject_clause(table: str, cols: tuple[str, ...], sel: Selection) -> tuple[str, list] | None:
    """WHERE-fragment keeping the rows of ``table`` that are about the subject, or None when
    the table has no link to facts, memories, entities or scenes (withheld)."""
    own = {"facts": sel.facts, "memories": sel.memories, "entities": sel.entities, "scenes": sel.scenes}
    if table in own:
        return f"id {_IN}", [_ids(own[table])]
    if table == "edges":
        facts, anchors = _ids(sel.facts), _ids(sel.anchors)
        return (
            f"((src_type = 'fact' AND src_id {_IN}) OR (dst_type = 'fact' AND dst_id {_IN}) "
            f"OR (src_type = 'entity' AND src_id {_IN}) OR (dst_type = 'entity' AND dst_id {_IN}))",
            [facts, facts, anchors, anchors],
        )
    # A row is about what its most specific link points at (fact_sources: the fact).
    for column, ids in (("fact_id", sel.facts), ("memory_id", sel.memories), ("entity_id", sel.entities), ("scene_id", sel.scenes)):
        if column in cols:
            return f"{_q(column)} {_IN}", [_ids(ids)]
    return None


def read_profile(
    conn: apsw.Connection,
    profile_id: int,
    *,
    scopes: Sequence[str] | None = None,
    selection: Selection | None = None,
    vectors: bool = True,
) -> ProfileDump:
    """Every row of one profile (optionally only ``scopes``, only a subject's rows). The scope
    and subject filters are part of each query, never applied to rows already read."""
    row = next((p for p in profiles(conn) if p["id"] == profile_id), None)
    if row is None:
        raise StorageError(f"no profile with id {profile_id}")
    key = (profile_id, str(row["name"]))
    links = profile_links(conn)
    tables: dict[str, Rows] = {}
    withheld: list[str] = []
    for table in sorted(links):
        clause = owned(conn, links, table, key, scopes)
        if clause is None:  # default-deny: rows we cannot attribute to a scope
            withheld.append(table)
            continue
        where, params = clause
        if selection is not None:
            about = _subject_clause(table, columns(conn, table), selection)
            if about is None:
                withheld.append(table)
                continue
            where, params = f"{where} AND {about[0]}", [*params, *about[1]]
        tables[table] = _select(conn, table, where, params)
    fact_ids = _column(tables.get("facts"), "id")
    fts = Rows(FTS_COLUMNS, list(conn.execute(
        f"SELECT rowid, text, context FROM {FTS_TABLE} WHERE rowid {_IN} ORDER BY rowid", (_ids(fact_ids),)
    )))
    vec = None
    if bound_embedding(conn) is not None:
        vec = Rows(VEC_COLUMNS, [])
        if vectors:
            wanted = set(fact_ids)
            # The partition-key scan is one pass over the profile; the fact ids (already scope
            # and subject filtered in SQL above) pick the rows.
            vec.rows = [
                r for r in conn.execute(
                    f"SELECT fact_id, scope, embedding FROM {VEC_TABLE} WHERE profile_id = ? ORDER BY fact_id",
                    (profile_id,),
                )
                if r[0] in wanted
            ]
    return ProfileDump(profile=row, tables=tables, fts=fts, vectors=vec, withheld=withheld)


def _column(rows: Rows | None, name: str) -> list[int]:
    if rows is None:
        return []
    index = rows.columns.index(name)
    return [r[index] for r in rows.rows]


def read_installation(conn: apsw.Connection, tables: Sequence[str] | None = None) -> dict[str, Rows]:
    """Installation-wide tables (``meta``, identities, tombstones …): all, or ``tables``
    (those that exist)."""
    names = installation_tables(conn)
    if tables is not None:
        names = [t for t in names if t in tables]
    return {table: _select(conn, table) for table in names}


def count_profile(conn: apsw.Connection, profile_id: int, name: str) -> dict[str, int]:
    """Row counts per table as :meth:`ProfileDump.counts` reports them (restore verification)."""
    links = profile_links(conn)
    out = {}
    for table in links:
        where, params = owned(conn, links, table, (profile_id, name)) or ("0", [])
        out[table] = int(conn.execute(f"SELECT count(*) FROM {_q(table)} WHERE {where}", params).fetchone()[0])
    out[FTS_TABLE] = int(conn.execute(
        f"SELECT count(*) FROM {FTS_TABLE} WHERE rowid IN (SELECT id FROM facts WHERE profile_id = ?)", (profile_id,)
    ).fetchone()[0])
    if bound_embedding(conn) is not None:
        out[VEC_TABLE] = int(conn.execute(f"SELECT count(*) FROM {VEC_TABLE} WHERE profile_id = ?", (profile_id,)).fetchone()[0])
    return out


def memory_keys(conn: apsw.Connection, profile_id: int) -> list[tuple[int, str, str]]:
    """(id, idempotency key, content hash) of every memory of a profile."""
    return list(conn.execute(
        "SELECT id, idempotency_key, content_hash FROM memories WHERE profile_id = ? ORDER BY id", (profile_id,)
    ))


def fact_texts(conn: apsw.Connection, profile_id: int) -> list[tuple[int, str]]:
    return list(conn.execute("SELECT id, text FROM facts WHERE profile_id = ? ORDER BY id", (profile_id,)))


@contextmanager
def snapshot(path: Path, *, busy_timeout_ms: int = 10_000) -> Iterator[apsw.Connection]:
    """A second connection holding one read transaction on the live file: a consistent view
    that does not take the Store's lock, so writers keep committing (WAL) while we read."""
    conn = _connect(path, busy_timeout_ms)
    try:
        conn.execute("BEGIN")
        conn.execute("SELECT count(*) FROM sqlite_schema").fetchall()  # the snapshot starts here
        yield conn
    finally:
        if not conn.get_autocommit():
            conn.execute("COMMIT")
        conn.close()


# -- loads ----------------------------------------------------------------------------------
def create_database(path: Path, schema_version: int, *, busy_timeout_ms: int = 10_000) -> apsw.Connection:
    """A new database file at exactly ``schema_version``: rows dumped under that schema load
    as they are, and opening the file with ``Store`` afterwards applies the later migrations
    the normal way."""
    if path.exists():
        raise StorageError(f"{path} already exists; a restore builds into a new file", path=str(path))
    if not 1 <= schema_version <= latest_version():
        raise StorageError(f"cannot build schema version {schema_version}")
    private_file(path)  # swapped in as the live database: 0600 like it
    conn = _connect(path, busy_timeout_ms)
    try:
        for migration in all_migrations():
            if migration.version > schema_version:
                break
            with conn:
                conn.execute(migration.sql)
                conn.execute(f"PRAGMA user_version = {migration.version:d}")
        conn.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        conn.close()
        raise
    return conn


@contextmanager
def loading(conn: apsw.Connection) -> Iterator[apsw.Connection]:
    """One write transaction for a whole load; foreign keys are checked once, at commit."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("PRAGMA defer_foreign_keys=ON")
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if not conn.get_autocommit():
            conn.execute("ROLLBACK")
        raise


def bind_vectors(conn: apsw.Connection, model: str, dimension: int) -> None:
    VectorIndex(conn, Catalog(conn)).bind(model, dimension)


def _insert(conn: apsw.Connection, table: str, rows: Rows, *, replace: bool = False) -> None:
    # Names come from a backup file: only tables and columns this schema has are accepted,
    # and every identifier is quoted, so a crafted file cannot smuggle SQL in.
    allowed = set(columns(conn, table)) | {"rowid"}
    unknown = [c for c in rows.columns if c not in allowed]
    if unknown:
        raise StorageError(f"table {table!r} has no column(s) {', '.join(map(repr, unknown))} in this schema")
    verb = "INSERT OR REPLACE" if replace else "INSERT"
    sql = f"{verb} INTO {_q(table)} ({', '.join(_q(c) for c in rows.columns)}) VALUES ({', '.join('?' * len(rows.columns))})"
    if rows.rows:
        conn.executemany(sql, rows.rows)


def write_installation(conn: apsw.Connection, tables: dict[str, Rows]) -> None:
    """Installation rows from a backup, into tables this schema has (a table a later
    migration dropped is skipped; the backup's meta rows replace what bind_vectors wrote)."""
    known = set(installation_tables(conn))
    for table, rows in tables.items():
        if table in known:
            _insert(conn, table, rows, replace=True)


def carry_forward(conn: apsw.Connection, tables: dict[str, Rows], policy: dict[str, str]) -> None:
    """Put the live installation state into a rebuilt database: ``policy[table]`` "live"
    replaces the table's rows, "union" adds the live rows over the backup's (see
    tenancy.INSTALLATION_STATE). Must run inside a write transaction."""
    conn.execute("PRAGMA defer_foreign_keys=ON")  # memberships may arrive before principals
    for table in tables:
        if policy.get(table) == "live":
            conn.execute(f"DELETE FROM {_q(table)}")
    for table, rows in tables.items():
        _insert(conn, table, rows, replace=True)


def write_profile(conn: apsw.Connection, dump: ProfileDump) -> None:
    """Insert one dumped profile, ids unchanged, into a database being rebuilt."""
    _insert(conn, PROFILES, Rows(tuple(dump.profile), [tuple(dump.profile.values())]))
    known = set(profile_links(conn))
    for table, rows in dump.tables.items():
        if table not in known:
            raise StorageError(f"this schema has no profile table {table!r}")
        _insert(conn, table, rows)
    if dump.fts.rows:
        conn.executemany(f"INSERT INTO {FTS_TABLE}(rowid, text, context) VALUES (?, ?, ?)", dump.fts.rows)
    if dump.vectors is not None and dump.vectors.rows:
        pid = dump.profile["id"]
        conn.executemany(
            f"INSERT INTO {VEC_TABLE}(fact_id, profile_id, scope, embedding) VALUES (?, ?, ?, ?)",
            [(fid, pid, scope, blob) for fid, scope, blob in dump.vectors.rows],
        )
        VectorIndex(conn, Catalog(conn)).tier.requantize_profile(pid)  # the ANN tier follows the floats
