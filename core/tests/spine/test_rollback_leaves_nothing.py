"""A write that SQLite rolls back, or that the stall watchdog kills mid-projection, leaves
nothing behind in any table: no orphan vectors, FTS rows, temporal, graph or geometry rows.

sqlite-vec reports an interrupt inside a vec0 statement as a plain SQLITE_ERROR after SQLite
has already rolled the whole transaction back; treated as a contained projection failure, the
rest of the write used to run in autocommit mode and commit row by row (issue 10)."""

from __future__ import annotations

import threading
import time

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.errors import WriteUnavailableError
from memlane.storage.vectors import VectorIndex


def _projection_health(mem: Memory) -> list[dict]:
    """Every owner's health in every profile, plus vectors whose fact does not exist."""
    reader = mem._engine.reader
    problems = []
    with reader.read():
        for name in mem.profiles():
            pid = reader.catalog.profile_id(name)
            for owner in mem._engine.owners:
                health = owner.health(reader, pid)
                if not health.ok:
                    problems.append(health.to_dict())
        orphans = reader.vectors.orphans()
    if orphans:
        problems.append({"owner": "vector", "orphan_ids": orphans[:10]})
    return problems


def _interrupting_add(monkeypatch, *, after_steps: int, on_call: int):
    """VectorIndex.add_many, but the ``on_call``-th call is interrupted by SQLite itself after
    ``after_steps`` virtual-machine steps (a progress handler returning True), the way the
    watchdog's interrupt lands inside a vec0 insert."""
    real_add, calls = VectorIndex.add_many, {"n": 0}

    def add(self, rows):
        calls["n"] += 1
        if calls["n"] != on_call:
            return real_add(self, rows)
        steps = {"n": 0}

        def handler() -> bool:
            steps["n"] += 1
            return steps["n"] >= after_steps

        self.conn.set_progress_handler(handler, 1)
        try:
            return real_add(self, rows)
        finally:
            self.conn.set_progress_handler(None)

    monkeypatch.setattr(VectorIndex, "add_many", add)


TURNS = [
    {"content": "Ana moved to Lisbon in 2021. She works at a bakery near the river.", "speaker": "Ana"},
    {"content": "Bruno adopted a dog named Pixel last spring. Pixel loves the beach.", "speaker": "Bruno"},
]


def test_an_interrupt_inside_a_vector_insert_leaves_every_projection_consistent(tmp_path, embedder, monkeypatch):
    config = MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))
    outcomes = set()
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        mem.remember("Carla plays the cello in an orchestra.", speaker="Carla")
        # Every point of a vec0 insert: which internal statement the interrupt hits decides
        # whether sqlite-vec reports it as an interrupt or as a plain error, and whether
        # SQLite has already rolled the transaction back.
        for after_steps in range(1, 300, 4):
            before = mem.stats()
            _interrupting_add(monkeypatch, after_steps=after_steps, on_call=1)
            try:
                results = mem.remember_many(TURNS, profile=f"p{after_steps}")
                outcomes.add(results[0].status)
            except WriteUnavailableError as exc:
                outcomes.add(type(exc).__name__)
                results = None
            monkeypatch.undo()
            if results is None:  # rolled back: nothing of it anywhere
                after = mem.stats()
                assert (after["memories"], after["facts"]) == (before["memories"], before["facts"])
            mem._engine.reconcile()  # a degraded write (transaction intact) is redriven
            assert _projection_health(mem) == [], after_steps
            # The next write gets fresh ids that no leftover row occupies.
            assert mem.remember(f"Dario sells {after_steps} maps at the market.", speaker="Dario").complete
            assert _projection_health(mem) == [], after_steps
    assert "TransactionAbortedError" in outcomes  # the case of issue 10 was exercised


def test_a_writer_killed_by_the_watchdog_mid_projection_leaves_nothing(tmp_path, embedder, monkeypatch):
    config = MemoryConfig(spine=SpineConfig(write_stall_seconds=0.5, reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        mem.remember("Carla plays the cello in an orchestra.", speaker="Carla")
        before = mem.stats()
        real_add, entered = VectorIndex.add_many, threading.Event()

        def stuck_add(self, rows):
            # Stuck *inside* a vec0 statement until the watchdog interrupts it.
            def handler() -> bool:
                if not entered.is_set():
                    entered.set()
                    time.sleep(1.5)
                return False

            self.conn.set_progress_handler(handler, 50)
            try:
                return real_add(self, rows)
            finally:
                self.conn.set_progress_handler(None)

        monkeypatch.setattr(VectorIndex, "add_many", stuck_add)
        with pytest.raises(WriteUnavailableError):
            mem.remember_many(TURNS * 20)
        monkeypatch.undo()
        deadline = time.monotonic() + 10
        while mem._engine.coordinator.replacements == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)  # the stuck thread finishes unwinding
        after = mem.stats()
        assert (after["memories"], after["facts"]) == (before["memories"], before["facts"])
        assert _projection_health(mem) == []
        assert mem.remember("Dario sells maps at the market.", speaker="Dario").complete
        assert _projection_health(mem) == []
