"""Corruption checks: SQLite's page-level check, foreign keys, and the FTS5 index.

``quick_check`` verifies page structure and record formats but skips the index-vs-table
cross-check that makes ``integrity_check`` scale with (rows x indexes); measured numbers are
in docs/architecture.md. Neither runs on open: opening stays fast, and callers that want the
check ask for it (``Memory.check_integrity``, and every restore before its swap)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import apsw

from ..results import _ToDict
from .dump import FTS_TABLE

if TYPE_CHECKING:  # storage/__init__ imports this package's modules; only the type is needed
    from . import Store

_MAX_REPORTED = 100  # integrity_check can list thousands of lines on a badly damaged file


@dataclass(frozen=True)
class IntegrityResult(_ToDict):
    ok: bool
    mode: str  # "quick" or "full"
    problems: tuple[str, ...]


def check(conn: apsw.Connection, *, full: bool) -> IntegrityResult:
    """``quick_check`` (or ``integrity_check`` when ``full``) and foreign keys. Run it in a
    read transaction: a write transaction that met corruption fails at COMMIT. The FTS5 part
    of a full check is :func:`check_fts`, run only on a file that passed this one."""
    pragma = "integrity_check" if full else "quick_check"
    problems: list[str] = []
    try:
        for (found,) in conn.execute(f"PRAGMA {pragma}({_MAX_REPORTED})"):
            # One row per problem, or one row holding them all line by line.
            problems += [line for line in str(found).splitlines() if line != "ok" and not line.startswith("***")]
        if not problems:  # the key lookups would only trip over the damage already found
            problems += [
                f"foreign key: {table} row {rowid} references a missing {parent} row"
                for table, rowid, parent, _ in conn.execute("PRAGMA foreign_key_check")
            ]
    except (apsw.CorruptError, apsw.NotADBError) as exc:
        problems.append(str(exc))
    return IntegrityResult(ok=not problems, mode="full" if full else "quick", problems=tuple(problems[:_MAX_REPORTED]))


def check_store(store: Store, *, full: bool) -> IntegrityResult:
    """:func:`check` on a read snapshot of ``store``. Damage bad enough to break the snapshot
    itself (SQLite can report it when the transaction ends) is returned, not raised."""
    try:
        with store.read():
            return check(store.db.conn, full=full)
    except (apsw.CorruptError, apsw.NotADBError) as exc:
        return IntegrityResult(ok=False, mode="full" if full else "quick", problems=(str(exc),))


def check_fts(conn: apsw.Connection) -> tuple[str, ...]:
    """Problems of the FTS5 index (rows vs. index). Its 'integrity-check' command is an INSERT
    statement, so it needs a write transaction; it changes nothing."""
    try:
        conn.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('integrity-check')")
    except apsw.CorruptError as exc:
        return (f"{FTS_TABLE}: {exc}",)
    return ()


def combine(result: IntegrityResult, fts_problems: tuple[str, ...]) -> IntegrityResult:
    problems = (*result.problems, *fts_problems)
    return IntegrityResult(ok=not problems, mode=result.mode, problems=problems)
