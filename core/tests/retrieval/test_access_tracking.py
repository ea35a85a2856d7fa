"""Access tracking: recalled facts gain accesses and confirmations, facts returned together
at the top gain a co_retrieved edge; flushed in one write, skipping facts erased meanwhile."""

from __future__ import annotations

from memlane import Memory
from memlane.config import MemoryConfig, RecallConfig
from memlane.ids import parse_id


def _state(memory: Memory, fact_id: str) -> tuple[int, int]:
    number = parse_id(fact_id).number
    reader = memory._engine.reader
    with reader.read():
        accesses = reader.geometry.activity([number])[number][1]
        confirms = reader.geometry.beliefs([number])[number].n_confirm
    return accesses, confirms


def _edges(memory: Memory) -> list[tuple[int, int, float]]:
    conn = memory._engine.reader.db.conn
    return [tuple(r) for r in conn.execute("SELECT src_id, dst_id, weight FROM edges WHERE kind = 'co_retrieved'")]


def test_recall_feeds_back_accesses_and_co_retrieval(memory, conversation):
    top = memory.recall("career in counseling and mental health", limit=5).items
    memory.recall("career in counseling and mental health", limit=5)
    assert _state(memory, top[0].fact.id) == (0, 0)  # noted, not yet written
    done = memory._engine.flush_access()
    assert done["recalls"] == 2 and done["facts"] >= 2
    assert _state(memory, top[0].fact.id) == (2, 2)
    assert _state(memory, conversation[3].fact_ids[0])[0] in (0, 1, 2)
    edges = _edges(memory)
    first, second = sorted(parse_id(i.fact.id).number for i in top[:2])
    assert (first, second, 0.2) in [(a, b, round(w, 6)) for a, b, w in edges]
    assert memory._engine.flush_access() is None  # nothing pending


def test_flush_skips_facts_erased_in_between(memory, conversation):
    top = memory.recall("pottery class in July", limit=3).items
    memory.forget([top[0].fact.id])
    memory._engine.flush_access()
    erased = parse_id(top[0].fact.id).number
    assert all(erased not in (a, b) for a, b, _ in _edges(memory))


def test_pending_accesses_are_flushed_on_close(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        fact = memory.remember("Priya paddles her kayak across Lake Tahoe.").fact_ids[0]
        memory.recall("kayak on Lake Tahoe")
    with Memory(tmp_path, embedder=embedder) as memory:
        assert _state(memory, fact) == (1, 1)


def test_tracking_off_leaves_the_store_as_it_was(tmp_path, embedder):
    config = MemoryConfig(recall=RecallConfig(track_access=False))
    with Memory(tmp_path, embedder=embedder, config=config) as memory:
        fact = memory.remember("Marcus plays the violin in a quartet.").fact_ids[0]
        memory.recall("who plays the violin")
        assert memory._engine.flush_access() is None and _state(memory, fact) == (0, 0)


def test_every_nth_recall_flushes_by_itself(tmp_path, embedder):
    config = MemoryConfig(recall=RecallConfig(access_flush_every=3))
    with Memory(tmp_path, embedder=embedder, config=config) as memory:
        fact = memory.remember("Elena carries an epinephrine pen for her peanut allergy.").fact_ids[0]
        for _ in range(3):
            memory.recall("peanut allergy")
        assert _state(memory, fact) == (3, 3)
