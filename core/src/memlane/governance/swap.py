"""The last step of a restore: putting a rebuilt database file in place of the live one.

The live connections are closed first (the last close checkpoints the WAL into the file and
removes it), then we make sure no other process holds the file, hard-link the current file
aside, ``os.replace`` the new one in and reopen. Any failure, including reopening, puts the
old inode back: the previous database is byte for byte what it was, and it is reopened.
Known limit: a process that opens the file between the exclusivity probe and the rename keeps
the old inode; restores are an operator action on a quiesced store.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from typing import Protocol

import apsw

from ..errors import DatabaseBusyError
from ..storage import Store
from ._fsutil import fsync_dir

_PROBE_TIMEOUT_MS = 2_000  # an idle connection elsewhere never lets go; waiting longer won't help


class LiveDatabase(Protocol):
    """What restore needs from the owner of the open database (the Memory facade)."""

    def close(self) -> None: ...
    def reopen(self) -> None: ...


def remove_leftovers(db_path: Path) -> None:
    """Files a restore killed mid-way left behind: half-built databases, and old databases
    kept aside for a rollback. Either may hold content erased since, so they do not stay."""
    for pattern in (f".{db_path.name}.restore-*", f".{db_path.name}*.pre-restore-*"):
        for stale in db_path.parent.glob(pattern):
            with contextlib.suppress(FileNotFoundError):
                stale.unlink()


def _replace(src: Path, dst: Path) -> None:
    os.replace(src, dst)


def _ensure_exclusive(db_path: Path) -> None:
    """Refuse while another connection (another process) has the live file open."""
    if not db_path.exists():
        return
    try:
        conn = apsw.Connection(str(db_path))
    except (apsw.CorruptError, apsw.NotADBError, apsw.CantOpenError):
        return
    try:
        conn.set_busy_timeout(_PROBE_TIMEOUT_MS)
        conn.execute("PRAGMA locking_mode=EXCLUSIVE")
        conn.execute("BEGIN EXCLUSIVE")
        conn.execute("COMMIT")
    except apsw.BusyError as exc:
        raise DatabaseBusyError(
            f"{db_path} is open in another process; close it before restoring (nothing was changed)"
        ) from exc
    except (apsw.CorruptError, apsw.NotADBError):
        pass  # a damaged file is exactly what a restore may replace
    finally:
        conn.close()


def swap_in(fresh: Path, db_path: Path, live: LiveDatabase | None, token: str) -> None:
    if live is not None:
        live.close()
    try:
        _ensure_exclusive(db_path)
        aside = _set_aside(db_path, token)
        try:
            _replace(fresh, db_path)
            fsync_dir(db_path.parent)
            if live is not None:
                live.reopen()
            else:
                Store(db_path).close()  # proves the new file opens at this code's schema
        except BaseException:
            _put_back(aside, db_path)
            raise
        for kept in aside.values():
            if kept is not None:
                with contextlib.suppress(FileNotFoundError):
                    kept.unlink()
    except BaseException as exc:
        if live is not None:
            try:
                live.reopen()
            except Exception as again:  # pragma: no cover - the original error matters more
                exc.add_note(f"reopening the previous database also failed: {again!r}")
        raise


def _set_aside(db_path: Path, token: str) -> dict[Path, Path | None]:
    """Keep the current files under other names (None: the file did not exist). The main
    file is hard-linked, so the live path is never missing; a stale WAL is moved, so it can
    never be replayed onto the new file."""
    aside: dict[Path, Path | None] = {}
    for suffix in ("", "-wal"):
        current = Path(f"{db_path}{suffix}")
        if not current.exists():
            aside[current] = None
            continue
        kept = db_path.with_name(f".{db_path.name}{suffix}.pre-restore-{token}")
        if suffix:
            os.replace(current, kept)
        else:
            try:
                os.link(current, kept)
            except OSError:  # no hard links here: a byte copy is still the same bytes
                shutil.copy2(current, kept)
        aside[current] = kept
    return aside


def _put_back(aside: dict[Path, Path | None], db_path: Path) -> None:
    for current, kept in aside.items():
        if kept is None:
            with contextlib.suppress(FileNotFoundError):
                current.unlink()
        elif current.exists() and os.path.samefile(kept, current):
            # The swap never happened. rename() between two links of one inode is a no-op
            # that leaves both names, so drop the spare link instead.
            kept.unlink()
        else:
            os.replace(kept, current)
    fsync_dir(db_path.parent)
