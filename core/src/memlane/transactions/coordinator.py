"""The single-writer coordinator: every governed write of a process runs on one worker thread
that owns the write connection.

- Bounded queue: a full queue is a typed error (``WriteQueueFullError``), never unbounded
  memory growth behind a slow disk.
- Per-item deadline: an item that waited past its deadline is failed without being started
  (``WriteDeadlineError``); nothing of it is written.
- Stall watchdog: when the running item makes no progress for ``stall_timeout`` the worker
  is declared stuck. Progress is a heartbeat (``store.heartbeat()``: the canonical writer beats
  per record, the spine per chunk of projected facts), so a long import that advances is never
  mistaken for a stuck one. Between heartbeats, a writer thread that keeps using CPU is slow,
  not stuck (a statement that runs long, or a machine so busy that the writer barely gets a
  core): it is given up to ``STARVED_FACTOR`` × the timeout; a writer blocked on a lock, a
  disk or a sleep uses no CPU and is declared stuck after the timeout. From then on new writes fail fast (``WriterStalledError``) instead of queueing behind
  it; the stuck connection is abandoned (its commit gate closed, statement interrupted,
  connection closed, which rolls its transaction back and releases the SQLite lock); the stuck
  write's caller gets ``WriterStalledError`` ("rolled back"); and a new worker with a fresh
  connection replaces it. The stuck thread, if it ever wakes, can no longer commit and retires.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from ..errors import (
    MemlaneError,
    StorageError,
    WriteDeadlineError,
    WriteQueueFullError,
    WriterStalledError,
)
from ..storage import Store

T = TypeVar("T")
_STOP = object()
# A writer whose thread keeps using CPU but beats no heartbeat gets this many stall timeouts
# (a runaway loop is still caught); CPU_STEP seconds of writer CPU count as progress.
STARVED_FACTOR = 10
CPU_STEP = 0.02


def _thread_cpu_seconds(thread: threading.Thread | None) -> float | None:
    """CPU time the thread has used, from /proc (Linux), or None where unavailable. /proc, not
    pthread_getcpuclockid: the latter on a thread that has just exited is a segfault, a missing
    /proc entry is only an error."""
    tid = getattr(thread, "native_id", None)
    if tid is None or not _TICKS:
        return None
    try:
        with open(f"/proc/self/task/{tid}/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS  # utime + stime (fields 14, 15)
    except (OSError, IndexError, ValueError):
        return None


def _clock_ticks() -> int:
    try:
        return int(os.sysconf("SC_CLK_TCK"))
    except (AttributeError, OSError, ValueError):
        return 0


_TICKS = _clock_ticks()


class _Item:
    __slots__ = ("_done", "_lock", "commits_before", "deadline", "error", "job", "result")

    def __init__(self, job: Callable[[Store], Any], deadline: float) -> None:
        self.job = job
        self.deadline = deadline
        self.result: Any = None
        self.error: BaseException | None = None
        self.commits_before = 0
        self._done = threading.Event()
        self._lock = threading.Lock()

    def resolve(self, result: Any = None, error: BaseException | None = None) -> None:
        """First resolution wins (the worker and the watchdog may race)."""
        with self._lock:
            if self._done.is_set():
                return
            self.result, self.error = result, error
            self._done.set()

    def wait(self) -> Any:
        self._done.wait()
        if self.error is not None:
            raise self.error
        return self.result


class _Worker:
    def __init__(self, store: Store, number: int) -> None:
        self.store = store
        self.number = number
        self.current: _Item | None = None
        self.started = 0.0
        self.abandoned = False
        self.thread: threading.Thread | None = None
        self.cpu_mark: float | None = None  # the thread's CPU seconds when last seen advancing
        self.cpu_progress = 0.0  # monotonic time it was last seen advancing by CPU_STEP

    def sample_cpu(self) -> None:
        """Note whether the writer thread used CPU since the last sample (watchdog ticks)."""
        cpu = _thread_cpu_seconds(self.thread)
        if cpu is None:
            return
        if self.cpu_mark is None or cpu - self.cpu_mark >= CPU_STEP:
            if self.cpu_mark is not None:
                self.cpu_progress = time.monotonic()
            self.cpu_mark = cpu


class WriteCoordinator:
    def __init__(
        self,
        store: Store,
        open_store: Callable[[], Store],
        *,
        queue_size: int = 256,
        stall_timeout: float = 30.0,
        watchdog_interval: float | None = None,
    ) -> None:
        if queue_size < 1 or stall_timeout <= 0:
            raise ValueError("queue_size must be >= 1 and stall_timeout > 0")
        self._open_store = open_store
        self._queue: queue.Queue[Any] = queue.Queue(maxsize=queue_size)
        self._lock = threading.Lock()
        self.stall_timeout = stall_timeout
        self._interval = watchdog_interval or min(0.25, stall_timeout / 5)
        self._closed = False
        self.stalled = False
        self.replacements = 0
        self.events: list[dict[str, Any]] = []  # watchdog reports (bounded), newest last
        self._worker = self._start(store, 1)
        self._watchdog = threading.Thread(target=self._watch, name="memlane-watchdog", daemon=True)
        self._watchdog.start()

    @property
    def store(self) -> Store:
        """The current write store (changes when a stuck worker is replaced)."""
        return self._worker.store

    @property
    def queue_depth(self) -> int:
        """Writes waiting for the writer (approximate: a metrics gauge)."""
        return self._queue.qsize()

    # -- submitting -------------------------------------------------------------------------
    def submit(self, job: Callable[[Store], T], *, deadline: float) -> T:
        """Run ``job(store)`` on the writer thread and return its result (or raise its error).
        ``deadline`` is a ``time.monotonic()`` instant after which it must not start."""
        worker = self._worker
        if worker.thread is threading.current_thread():
            return job(worker.store)  # a job that needs another write joins its transaction
        self.check_available()
        item = _Item(job, deadline)
        try:
            self._queue.put_nowait(item)
        except queue.Full:
            raise WriteQueueFullError(
                f"the write queue is full ({self._queue.maxsize} waiting writes); nothing was written",
                queue_size=self._queue.maxsize,
            ) from None
        return item.wait()

    def check_available(self) -> None:
        """Raise at once (before any expensive preparation) while the writer is stuck."""
        if self._closed:
            raise StorageError("this memory is closed")
        if self.stalled or self._running_too_long(self._worker):
            raise WriterStalledError(
                f"the writer has made no progress for more than {self.stall_timeout:g}s and is being "
                "replaced; this write was not started, retry shortly",
                stall_timeout=self.stall_timeout,
            )

    def _running_too_long(self, worker: _Worker) -> bool:
        """The current item has made no progress for too long: no heartbeat (or start) and no
        use of CPU for ``stall_timeout``, or no heartbeat for ``STARVED_FACTOR`` × that."""
        if worker.current is None:
            return False
        beat = max(worker.started, worker.store.db.last_beat)
        silent = time.monotonic() - beat
        if silent <= self.stall_timeout:
            return False
        if silent > self.stall_timeout * STARVED_FACTOR:
            return True
        return time.monotonic() - max(beat, worker.cpu_progress) > self.stall_timeout

    # -- the worker -------------------------------------------------------------------------
    def _start(self, store: Store, number: int) -> _Worker:
        worker = _Worker(store, number)
        worker.thread = threading.Thread(target=self._run, args=(worker,), name=f"memlane-writer-{number}", daemon=True)
        worker.thread.start()
        return worker

    def _run(self, worker: _Worker) -> None:
        while not worker.abandoned:
            try:
                item = self._queue.get(timeout=0.2)
            except queue.Empty:
                continue
            if item is _STOP:
                break
            if worker.abandoned:  # replaced while waiting: hand the item to the new worker
                self._queue.put(item)
                break
            if time.monotonic() > item.deadline:
                item.resolve(error=WriteDeadlineError("the write waited past its deadline and was not started"))
                continue
            with self._lock:
                worker.current, worker.started = item, time.monotonic()
                item.commits_before = worker.store.db.commits
            try:
                result, error = item.job(worker.store), None
            except BaseException as exc:  # delivered to the caller, whatever it is
                result, error = None, exc
            with self._lock:
                worker.current = None
            if worker.store.db.needs_reopen and not worker.abandoned:
                self._reopen(worker)
            if worker.abandoned and error is not None and not isinstance(error, MemlaneError):
                # The watchdog closed the connection under it: report the stall, not apsw noise.
                error = WriterStalledError("the write was stuck and has been rolled back; nothing was stored")
            item.resolve(result, error)

    def _reopen(self, worker: _Worker) -> None:
        """A fresh connection for this worker after SQLite aborted its transaction."""
        try:
            store = self._open_store()
        except Exception as exc:  # the watchdog replaces the worker instead
            self._report("reopen_failed", worker=worker.number, error=str(exc)[:200])
            self.stalled = True
            return
        old, worker.store = worker.store, store
        with contextlib.suppress(Exception):
            old.close()
        self._report("reopened", worker=worker.number)

    # -- the watchdog -----------------------------------------------------------------------
    def _watch(self) -> None:
        while not self._closed:
            time.sleep(self._interval)
            with contextlib.suppress(Exception):
                self._check()

    def _check(self) -> None:
        with self._lock:
            worker, item = self._worker, self._worker.current
            worker.sample_cpu()
            stuck = item is not None and not worker.abandoned and self._running_too_long(worker)
            if stuck:
                worker.abandoned = True
                self.stalled = True
        if stuck:
            assert item is not None
            closed = worker.store.db.abandon()
            committed = worker.store.db.commits > item.commits_before
            if not committed:
                item.resolve(error=WriterStalledError(
                    f"the write made no progress for more than {self.stall_timeout:g}s; it was rolled back "
                    "and nothing was stored",
                    stall_timeout=self.stall_timeout,
                ))  # fmt: skip
            self._report("stalled", worker=worker.number, connection_closed=closed, committed=committed)
        if self.stalled and not self._closed:
            self._replace()

    def _replace(self) -> None:
        old = self._worker
        try:
            store = self._open_store()
        except Exception as exc:  # keep failing fast; try again on the next tick
            self._report("replacement_failed", worker=old.number, error=str(exc)[:200])
            return
        with self._lock:
            if self._closed:
                store.close()
                return
            self._worker = self._start(store, old.number + 1)
            self.replacements += 1
            self.stalled = False
        self._report("replaced", old=old.number, new=self._worker.number)

    def _report(self, event: str, **details: Any) -> None:
        self.events.append({"event": event, "at": time.time(), **details})
        del self.events[:-100]

    # -- shutdown ---------------------------------------------------------------------------
    def close(self, timeout: float = 10.0) -> None:
        if self._closed:
            return
        self._closed = True
        worker = self._worker
        with contextlib.suppress(queue.Full):
            self._queue.put(_STOP, timeout=timeout)
        if worker.thread is not None and worker.thread is not threading.current_thread():
            worker.thread.join(timeout)
        # Anything still queued was never started: fail it rather than leave callers waiting.
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, _Item):
                item.resolve(error=StorageError("the memory was closed before this write started"))
        if worker.thread is not None and worker.thread.is_alive():
            worker.store.db.abandon()
        else:
            worker.store.close()
