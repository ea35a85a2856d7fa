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
    TransactionAbortedError,
    WriterAbandonedError,
)
from ..permissions import private_dir, private_file
from .migrations import all_migrations, latest_version

SQLITE_HEADER = b"SQLite format 3\x00"
WAL_SIZE_LIMIT = 64 * 1024 * 1024  # bytes a reset WAL file is truncated to (PRAGMA journal_size_limit)


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
        private_dir(path.parent)
        _check_existing_file(path)
        private_file(path)  # personal data: 0600 (WAL/SHM inherit it), in a 0700 directory
        self.conn = _connect(path, busy_timeout_ms)
        self._busy_timeout_ms = busy_timeout_ms
        self._lock = threading.RLock()
        self._depth = 0
        # Commit gate: once a stalled writer is abandoned (see abandon), it can never commit.
        self._gate = threading.Lock()
        self._abandoned = False
        self._savepoints = 0
        self.commits = 0  # successful commits on this connection (the watchdog reads it)
        self._closed = False
        # Progress of the running write (monotonic time of its last heartbeat): the stall
        # watchdog tells a long write that advances from a stuck one by it.
        self.last_beat = 0.0
        # Set when SQLite ended a write transaction by itself: extension statements (vec0's
        # cached ones) may be left mid-step, so the owner replaces this connection.
        self.needs_reopen = False
        try:
            self._refuse_newer_schema()
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            # After a checkpoint resets the WAL, cut the file back to this size: one large
            # write (a chunk of maintenance at 1M facts) would otherwise leave a WAL of GBs on
            # disk for good, holding old page images (erased text among them) until overwritten.
            self.conn.execute(f"PRAGMA journal_size_limit={WAL_SIZE_LIMIT}")
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
                self._require_transaction()
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
                self._require_transaction()
            except apsw.InterruptError as exc:
                self._depth = 0
                self.needs_reopen = True
                self._rollback()
                raise TransactionAbortedError(
                    "the write was interrupted and rolled back; nothing of it was stored"
                ) from exc
            except BaseException:
                self._depth = 0
                self._rollback()
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
                # Also when abandoned: the stuck thread owns the connection and rolls its own
                # transaction back, in case the watchdog could not close the connection.
                self._rollback()
                raise

    def beat(self) -> None:
        """The running write made progress (a record, a chunk of facts): not stuck."""
        self.last_beat = time.monotonic()

    def _rollback(self) -> None:
        """ROLLBACK if a transaction is still open (SQLite may have ended it already; the
        watchdog may have closed the connection)."""
        with contextlib.suppress(apsw.Error):
            if not self.conn.get_autocommit():
                self.conn.execute("ROLLBACK")

    def _require_transaction(self, cause: BaseException | None = None) -> None:
        """SQLite rolls the whole transaction back by itself on some errors inside a statement
        (an interrupt, I/O error, full disk) even when the error reaches us disguised as an
        ordinary one (sqlite-vec reports an interrupt inside vec0 as SQLITE_ERROR). Going on
        would run the rest of the write in autocommit mode, every statement committing on its
        own: the orphan rows of a "rolled back" write. So this is never a contained failure."""
        if self.conn.get_autocommit():
            self.needs_reopen = True
            raise TransactionAbortedError(
                "SQLite rolled this write transaction back"
                + (f" ({type(cause).__name__}: {str(cause)[:120]})" if cause is not None else "")
                + "; the write stopped and nothing of it was stored"
            ) from cause

    @contextmanager
    def savepoint(self) -> Iterator[apsw.Connection]:
        """A savepoint inside the current write transaction: an exception rolls back only
        what was written inside it (and propagates). If the exception cost the whole
        transaction, ``TransactionAbortedError`` propagates instead: nothing is contained."""
        if not self._depth:
            raise StorageError("a savepoint needs an open write transaction")
        self._require_transaction()
        self._savepoints += 1
        name = f"sp{self._savepoints}"
        self.conn.execute(f"SAVEPOINT {name}")
        try:
            yield self.conn
        except BaseException as exc:
            self._require_transaction(exc)
            try:
                self.conn.execute(f"ROLLBACK TO {name}")
                self.conn.execute(f"RELEASE {name}")
            except apsw.Error as cleanup:
                # e.g. an extension left a statement mid-step after an interrupt: the savepoint
                # cannot be undone alone, so the whole write goes (and this connection).
                self.needs_reopen = True
                raise TransactionAbortedError(
                    f"a failed step could not be undone on its own ({type(exc).__name__}, then "
                    f"{type(cleanup).__name__}: {str(cleanup)[:120]}); the write was rolled back"
                ) from exc
            raise
        self._require_transaction()
        self.conn.execute(f"RELEASE {name}")

    def checkpoint(self, mode: str = "TRUNCATE", *, wait_ms: int | None = None) -> tuple[int, int, int]:
        """``PRAGMA wal_checkpoint``: (busy, wal frames, frames checkpointed). ``wait_ms``: how
        long to wait for readers (default: the busy timeout); a reader holding an older
        snapshot makes a TRUNCATE checkpoint report busy instead of finishing."""
        assert mode in ("PASSIVE", "FULL", "RESTART", "TRUNCATE"), mode
        with self._lock:
            if wait_ms is not None:
                self.conn.set_busy_timeout(wait_ms)
            try:
                row = self.conn.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
            finally:
                if wait_ms is not None:
                    self.conn.set_busy_timeout(self._busy_timeout_ms)
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
