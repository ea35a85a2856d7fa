"""Opening the SQLite database safely: header check, downgrade refusal, migrations, pragmas.

apsw is used instead of the stdlib ``sqlite3`` because many Pythons (macOS system Python,
pyenv builds) cannot load extensions, and sqlite-vec is an extension.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import apsw
import sqlite_vec

from ..errors import (
    CorruptDatabaseError,
    DatabaseBusyError,
    NotADatabaseError,
    SchemaTooNewError,
    StorageError,
    WriterAbandonedError,
)
from .migrations import all_migrations, latest_version

SQLITE_HEADER = b"SQLite format 3\x00"


def _check_existing_file(path: Path) -> None:
    """Refuse anything that is not an SQLite file before SQLite touches it."""
    if not path.exists():
        return
    if path.is_dir():
        raise NotADatabaseError(f"{path} is a directory, not a memlane database", path=str(path))
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header and header != SQLITE_HEADER:
        raise NotADatabaseError(
            f"{path} is not an SQLite database (unexpected file header); refusing to touch it",
            path=str(path),
        )


def _connect(path: Path, busy_timeout_ms: int) -> apsw.Connection:
    try:
        conn = apsw.Connection(str(path))
        conn.set_busy_timeout(busy_timeout_ms)
        conn.enable_load_extension(True)
        conn.load_extension(sqlite_vec.loadable_path())
        conn.enable_load_extension(False)
        # Reading the schema makes SQLite parse the header and schema pages.
        conn.execute("SELECT count(*) FROM sqlite_schema").fetchall()
    except apsw.NotADBError as exc:
        raise NotADatabaseError(f"{path} is not a valid SQLite database: {exc}", path=str(path)) from exc
    except apsw.CorruptError as exc:
        raise CorruptDatabaseError(f"{path} is corrupted: {exc}", path=str(path)) from exc
    except apsw.ExtensionLoadingError as exc:
        raise StorageError(f"cannot load sqlite-vec: {exc}") from exc
    return conn


class Database:
    """One connection, serialised by a lock; write transactions are ``BEGIN IMMEDIATE`` so a
    second process waits on the busy timeout instead of failing on lock upgrade."""

    def __init__(self, path: Path, *, busy_timeout_ms: int = 10_000) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        _check_existing_file(path)
        self.conn = _connect(path, busy_timeout_ms)
        self._lock = threading.RLock()
        self._depth = 0
        # Commit gate: once a stalled writer is abandoned (see abandon), it can never commit.
        self._gate = threading.Lock()
        self._abandoned = False
        self._savepoints = 0
        self.commits = 0  # successful commits on this connection (the watchdog reads it)
        self._closed = False
        try:
            self._refuse_newer_schema()
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            self.conn.execute("PRAGMA foreign_keys=ON")
            # Deleted rows are overwritten with zeros, so erased text does not linger in free
            # pages of the database file (verified erasure; FTS5 has its own secure-delete).
            self.conn.execute("PRAGMA secure_delete=ON")
            self._migrate()
        except BaseException:
            self.conn.close()
            raise

    # -- schema -----------------------------------------------------------------------------
    @property
    def schema_version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def _refuse_newer_schema(self) -> None:
        found, supported = self.schema_version, latest_version()
        if found > supported:
            raise SchemaTooNewError(
                f"{self.path} has schema version {found}, newer than this memlane supports "
                f"({supported}); upgrade memlane. The file was not modified.",
                found=found,
                supported=supported,
            )

    def _migrate(self) -> None:
        for migration in all_migrations():
            if migration.version <= self.schema_version:
                continue
            with self.write():
                # Re-read inside the write lock: another process opening the same file may
                # have applied this migration while we waited for the lock.
                if migration.version <= self.schema_version:
                    continue
                self.conn.execute(migration.sql)
                self.conn.execute(f"PRAGMA user_version = {migration.version:d}")

    # -- transactions -----------------------------------------------------------------------
    @contextmanager
    def write(self) -> Iterator[apsw.Connection]:
        """One write transaction; nested calls join the outer one. Any exception rolls back
        everything written since the outermost ``write()``."""
        with self._lock:
            self._check_open()
            if self._depth:
                self._depth += 1
                try:
                    yield self.conn
                finally:
                    self._depth -= 1
                return
            try:
                self.conn.execute("BEGIN IMMEDIATE")
            except apsw.BusyError as exc:
                raise DatabaseBusyError(f"database {self.path} stayed locked: {exc}") from exc
            self._depth = 1
            try:
                yield self.conn
            except BaseException:
                self._depth = 0
                self.conn.execute("ROLLBACK")
                raise
            self._depth = 0
            try:
                with self._gate:
                    if self._abandoned:
                        raise WriterAbandonedError(
                            f"the write on {self.path} was abandoned by the stall watchdog; "
                            "it was rolled back"
                        )
                    self.conn.execute("COMMIT")
                    self.commits += 1
            except BaseException:
                if not self._abandoned and not self.conn.get_autocommit():
                    self.conn.execute("ROLLBACK")
                raise

    @contextmanager
    def savepoint(self) -> Iterator[apsw.Connection]:
        """A savepoint inside the current write transaction: an exception rolls back only
        what was written inside it (and propagates)."""
        if not self._depth:
            raise StorageError("a savepoint needs an open write transaction")
        self._savepoints += 1
        name = f"sp{self._savepoints}"
        self.conn.execute(f"SAVEPOINT {name}")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute(f"ROLLBACK TO {name}")
            self.conn.execute(f"RELEASE {name}")
            raise
        self.conn.execute(f"RELEASE {name}")

    def checkpoint(self, mode: str = "TRUNCATE") -> tuple[int, int, int]:
        """``PRAGMA wal_checkpoint``: (busy, wal frames, frames checkpointed)."""
        assert mode in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"), mode
        with self._lock:
            row = self.conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
        return int(row[0]), int(row[1]), int(row[2])

    def abandon(self) -> bool:
        """Called by another thread when the writer using this database is stuck: from now
        on its transaction can never commit. Interrupts any running statement and closes the
        connection (which rolls the open transaction back and releases the SQLite write lock
        for the replacement writer). Returns False if the connection could not be closed."""
        with self._gate:
            self._abandoned = True
        with contextlib.suppress(Exception):
            self.conn.interrupt()
        # The stuck thread may be inside an SQLite call (apsw refuses concurrent use); retry
        # briefly, the interrupt makes such a call return quickly.
        for _ in range(200):
            try:
                self.conn.close(True)
                return True
            except apsw.ThreadingViolationError:
                time.sleep(0.005)
            except apsw.Error:
                return True
        return False

    @contextmanager
    def read(self) -> Iterator[apsw.Connection]:
        """A consistent snapshot for multi-statement reads."""
        with self._lock:
            self._check_open()
            if self._depth or not self.conn.get_autocommit():
                yield self.conn
                return
            self.conn.execute("BEGIN")
            try:
                yield self.conn
            finally:
                self.conn.execute("COMMIT")

    def _check_open(self) -> None:
        # A closed memory says so in memlane's terms, never with the binding's own error.
        if self._closed:
            raise StorageError(f"this memory is closed ({self.path})")

    def close(self) -> None:
        if self._abandoned:  # closed by abandon(); its lock may still be held by the stuck thread
            return
        with self._lock:
            self._closed = True
            self.conn.close()
