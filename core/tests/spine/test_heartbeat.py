"""The stall watchdog tells a long write that makes progress (a heartbeat per record and per
chunk of projected facts) from a stuck one (no heartbeat for ``write_stall_seconds``)."""

from __future__ import annotations

import time

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.errors import WriterStalledError
from memlane.storage.memories import Memories


def _slow_inserts(monkeypatch, seconds: float, *, only_call: int | None = None) -> None:
    real, calls = Memories.insert, {"n": 0}

    def insert(self, **kwargs):
        calls["n"] += 1
        if only_call is None or calls["n"] == only_call:
            time.sleep(seconds)
        return real(self, **kwargs)

    monkeypatch.setattr(Memories, "insert", insert)


RECORDS = [{"content": f"Ana visited museum number {i} in Lisbon with Bruno.", "speaker": "Ana"} for i in range(12)]


def test_a_long_write_that_makes_progress_completes(tmp_path, embedder, monkeypatch):
    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.6, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        _slow_inserts(monkeypatch, 0.15)  # 12 records: ~1.8 s in all, 0.15 s between beats
        started = time.monotonic()
        results = mem.remember_many(RECORDS)
        assert time.monotonic() - started > 1.2  # longer than the stall timeout twice over
        assert all(r.complete for r in results) and len(results) == 12
        assert mem._engine.coordinator.replacements == 0


def test_a_write_without_progress_is_still_a_stall(tmp_path, embedder, monkeypatch):
    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.6, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        _slow_inserts(monkeypatch, 2.0, only_call=3)
        with pytest.raises(WriterStalledError):
            mem.remember_many(RECORDS)
        monkeypatch.undo()
        assert mem.stats()["memories"] == 0


def _busy_inserts(monkeypatch, seconds: float, *, only_call: int) -> None:
    """One insert computes for ``seconds`` without a heartbeat: a writer that is slow (a long
    statement, a starved machine), not blocked."""
    real, calls = Memories.insert, {"n": 0}

    def insert(self, **kwargs):
        calls["n"] += 1
        if calls["n"] == only_call:
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                sum(range(1000))
        return real(self, **kwargs)

    monkeypatch.setattr(Memories, "insert", insert)


def test_a_writer_that_keeps_computing_is_slow_not_stuck(tmp_path, embedder, monkeypatch):
    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.4, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        _busy_inserts(monkeypatch, 1.2, only_call=3)  # 3× the timeout without a beat, using CPU
        results = mem.remember_many(RECORDS)
        assert all(r.complete for r in results) and len(results) == 12
        assert mem._engine.coordinator.replacements == 0


def test_a_computing_writer_is_still_stopped_after_the_starved_allowance(tmp_path, embedder, monkeypatch):
    from memlane.transactions.coordinator import STARVED_FACTOR

    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.15, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        _busy_inserts(monkeypatch, 0.15 * STARVED_FACTOR + 1.5, only_call=3)  # a runaway loop
        with pytest.raises(WriterStalledError):
            mem.remember_many(RECORDS)
        monkeypatch.undo()
        assert mem.stats()["memories"] == 0
