"""The persisted generation fence and the single-writer coordinator (queue, deadline, stall)."""

from __future__ import annotations

import threading
import time

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.errors import (
    StaleGenerationError,
    WriteDeadlineError,
    WriteQueueFullError,
    WriterStalledError,
)
from memlane.governance import SessionExpiredError
from memlane.transactions.coordinator import WriteCoordinator


def _alice(mem, profile="team"):
    mem.admin.create_principal("alice", "alice-password-1")
    mem.admin.grant("alice", profile, "admin")
    return mem.admin.login("alice", "alice-password-1", profile=profile)


def test_recreated_profile_fences_old_sessions_also_after_restart(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as mem:
        mem.remember("The team wiki lives on the old server.", profile="team")
        old = _alice(mem)
        assert mem.session(old.token).remember("Alice notes the deploy key rotation.", profile="team").complete
        mem.erase(kind="profile", profile="team")
        mem.remember("The team was recreated from scratch.", profile="team")  # fresh admissions pass
        # The session was bound to generation 1: the view itself is refused (issue 11), and
        # a write admitted under generation 1 would be fenced in its transaction.
        with pytest.raises(SessionExpiredError, match="rebound or recreated"):
            mem.session(old.token).remember("A write admitted under the old generation.", profile="team")
    with Memory(tmp_path, embedder=embedder) as mem:  # principals exist now: log in again
        with pytest.raises(SessionExpiredError):
            mem.session(old.token).remember("Still fenced after a restart.", profile="team")
        fresh = mem.admin.login("alice", "alice-password-1", profile="team")
        alice = mem.session(fresh.token)
        assert alice.remember("A fresh session writes again.", profile="team").complete
        texts = [f.text for f in alice.list(profile="team").items]
        assert not any("old generation" in t or "fenced" in t for t in texts)


def test_a_queued_admission_is_fenced_before_any_projection_write(mem, monkeypatch):
    mem.remember("First generation content of the profile.", profile="p")
    from memlane import writes

    real = writes.Writes._admit

    def admit_then_rebind(self, actor, kind, profile, payload, decision):  # the race, made deterministic
        admission = real(self, actor, kind, profile, payload, decision)
        if kind == "remember" and profile == "p":
            mem.admin.rebind_profile("p")
        return admission

    monkeypatch.setattr(writes.Writes, "_admit", admit_then_rebind)
    before = mem._store.db.conn.execute("SELECT count(*) FROM facts_fts").fetchone()[0]
    with pytest.raises(StaleGenerationError):
        mem.remember("Admitted before the rebind, written after it.", profile="p")
    monkeypatch.undo()
    assert mem._store.db.conn.execute("SELECT count(*) FROM facts_fts").fetchone()[0] == before
    assert mem.remember("Admitted after the rebind.", profile="p").complete


def test_queue_bound_and_deadline(tmp_path):
    from memlane.storage import Store

    path = tmp_path / "m.db"
    coordinator = WriteCoordinator(Store(path), lambda: Store(path), queue_size=1, stall_timeout=30)
    release = threading.Event()
    started = threading.Event()

    def blocking(store):
        started.set()
        release.wait(5)
        return "done"

    results = {}
    first = threading.Thread(target=lambda: results.setdefault("a", coordinator.submit(blocking, deadline=time.monotonic() + 5)))
    first.start()
    started.wait(5)
    expired = threading.Thread(target=lambda: results.setdefault("b", _catch(coordinator, time.monotonic() + 0.05)))
    expired.start()
    time.sleep(0.1)
    with pytest.raises(WriteQueueFullError):
        coordinator.submit(lambda s: "never", deadline=time.monotonic() + 5)
    time.sleep(0.1)
    release.set()
    first.join()
    expired.join()
    assert results["a"] == "done" and isinstance(results["b"], WriteDeadlineError)
    assert coordinator.submit(lambda s: "after", deadline=time.monotonic() + 5) == "after"  # positive control
    coordinator.close()


def _catch(coordinator, deadline):
    try:
        return coordinator.submit(lambda s: "ran", deadline=deadline)
    except WriteDeadlineError as exc:
        return exc


def test_a_stuck_writer_fails_fast_is_rolled_back_and_replaced(tmp_path, embedder):
    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.4, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        mem.remember("Written before the writer gets stuck.")
        coordinator = mem._engine.coordinator
        may_replace = threading.Event()
        real_open = coordinator._open_store
        coordinator._open_store = lambda: (may_replace.wait(10), real_open())[1]
        mem._engine.faults.arm("apply:lexical", hang_seconds=10, times=1)
        outcome = {}

        def stuck():
            try:
                outcome["a"] = mem.remember("This write hangs inside its transaction.")
            except WriterStalledError as exc:
                outcome["a"] = exc

        thread = threading.Thread(target=stuck)
        thread.start()
        time.sleep(0.8)  # past the stall timeout: the watchdog has abandoned the worker
        started = time.monotonic()
        with pytest.raises(WriterStalledError):
            mem.remember("A new write while the worker is stuck.")
        assert time.monotonic() - started < 0.5  # failed fast, did not queue behind it
        may_replace.set()
        thread.join(5)
        assert isinstance(outcome["a"], WriterStalledError)
        deadline = time.monotonic() + 5
        while coordinator.replacements == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert coordinator.replacements == 1
        assert mem.remember("The replacement writer works.").complete
        texts = [f.text for f in mem.list().items]
        assert "This write hangs inside its transaction." not in texts and len(texts) == 2
        mem._engine.faults.disarm()
