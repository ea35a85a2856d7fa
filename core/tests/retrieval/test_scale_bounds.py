"""Issue 10: bounded cost per write and per recall, and the quantised ANN tier of the vector
index (consistent with the float index, erased with proof, rebuilt after a restore).

Real model, small memories: the size thresholds are lowered so the large-profile code paths
run on a few hundred facts (the benchmark ``memlane-bench scale`` measures them at 100k)."""

from __future__ import annotations

import numpy as np
import pytest
from memlane import Memory
from memlane.ids import parse_id
from memlane.storage import retrieval as retrieval_module
from memlane.storage import vector_tiers
from memlane.storage.retrieval import RetrievalQueries
from memlane.storage.vectors import VectorIndex
from memlane.transactions.owners import neighbours

PEOPLE = ["Ana", "Bruno", "Chiara", "Dmitri", "Esme", "Farah"]
CITIES = ["Lisbon", "Graz", "Tallinn", "Dakar", "Osaka", "Lima", "Cork", "Basel"]
THINGS = ["a beagle puppy", "a cello", "a red kayak", "an old piano", "a lemon tree", "a road bike", "a telescope"]


def turns(n: int, offset: int = 0) -> list[dict]:
    out = []
    for i in range(offset, offset + n):
        who, city, thing = PEOPLE[i % 6], CITIES[(i * 7) % 8], THINGS[(i * 5) % 7]
        out.append({
            "content": f"I bought {thing} in {city} after {i % 13 + 2} weeks of saving. My neighbour number {i} helped me carry it home.",
            "speaker": who, "session_id": f"s{i // 10}", "observed_at": 1_700_000_000 + 600 * i,
        })  # fmt: skip
    return out


@pytest.fixture
def filled(memory: Memory) -> Memory:
    memory.remember_many(turns(90))
    return memory


def _reader(memory: Memory):  # type: ignore[no-untyped-def]
    return memory._engine.reader


def _pid(memory: Memory) -> int:
    with _reader(memory).read():
        return _reader(memory).catalog.profile_id(memory.default_profile)


def test_ann_tier_finds_the_exact_neighbours_of_minilm_vectors(filled: Memory, embedder, monkeypatch):
    store, pid = _reader(filled), _pid(filled)
    queries = embedder.encode([f"Who bought {t} in {c}?" for t in THINGS for c in CITIES[:3]])
    with store.read():
        exact = [store.vectors.knn(pid, q, k=10, scopes=None) for q in queries]
        # Below the threshold the tier answers exactly (the same list as the vec0 scan).
        for q, e in zip(queries, exact, strict=True):
            assert [f for f, _ in store.vectors.nearest(pid, q, k=10, scopes=None)] == [f for f, _ in e]
        monkeypatch.setattr(vector_tiers, "EXACT_UP_TO", 20)
        monkeypatch.setattr(vector_tiers, "MIN_CANDIDATES", 40)
        monkeypatch.setattr(vector_tiers, "EXTRA_CANDIDATES", 30)
        assert not store.vectors.tier.is_small(pid)
        approx = [store.vectors.nearest(pid, q, k=10, scopes=None) for q in queries]
    recall = np.mean([len({f for f, _ in a} & {f for f, _ in e}) / 10 for a, e in zip(approx, exact, strict=True)])
    assert recall >= 0.9, recall
    # Rescored with the float32 vectors: the cosines are exact, best first.
    for a, e in zip(approx, exact, strict=True):
        common = {f: c for f, c in e}
        assert all(abs(common[f] - c) < 1e-5 for f, c in a if f in common)
        assert [c for _, c in a] == sorted((c for _, c in a), reverse=True)


def test_storing_a_fact_never_searches_the_whole_profile(filled: Memory, monkeypatch):
    """The geometry owner's neighbours (Fisher prior, restatements) come from a bounded pool:
    no KNN over the profile, and the vectors read are bounded by the pool's budget."""
    monkeypatch.setattr(neighbours, "RECENT", 16)
    monkeypatch.setattr(neighbours, "PER_ENTITY", 8)

    def no_scan(*args, **kwargs):
        raise AssertionError("a write searched the whole profile")

    read: list[int] = []
    original = VectorIndex.vectors

    def counted(self, fact_ids):  # type: ignore[no-untyped-def]
        read.append(len(fact_ids))
        return original(self, fact_ids)

    monkeypatch.setattr(VectorIndex, "knn", no_scan)
    monkeypatch.setattr(VectorIndex, "nearest", no_scan)
    monkeypatch.setattr(VectorIndex, "vectors", counted)
    result = filled.remember("I bought a cello in Graz after 3 weeks of saving.", speaker="Bruno")
    assert result.status == "complete" and result.fact_ids
    entities = 4  # Bruno, Graz, the cello ... a generous bound on what one sentence names
    assert read and max(read) <= 16 + 8 * entities + len(result.fact_ids)


def test_recall_does_not_load_the_profile_matrix(filled: Memory, monkeypatch):
    """Hopfield works on the nearest-neighbour candidates: no whole-profile matrix, so no
    reload of one after every write."""

    def no_matrix(*args, **kwargs):
        raise AssertionError("recall loaded every vector of the profile")

    monkeypatch.setattr(RetrievalQueries, "profile_vectors", no_matrix)
    first = filled.recall("Who bought a telescope in Osaka?")
    filled.remember("I bought a telescope in Osaka last week.", speaker="Esme")
    second = filled.recall("Who bought a telescope in Osaka?")
    assert first.channel_status["hopfield"] == "ok" and second.channel_status["hopfield"] == "ok"
    assert any("hopfield" in item.channels for item in second.items)


def test_hub_posting_lists_are_read_newest_first_and_capped(filled: Memory):
    store, pid = _reader(filled), _pid(filled)
    with store.read():
        ana = store.graph.aliases(pid)["ana"][0]
        degree = store.retrieval.entity_degrees([ana], cap=5_000)[ana]
        assert degree >= 25  # Ana speaks in a sixth of the turns: a hub
        assert store.retrieval.entity_degrees([ana], cap=7)[ana] == 7  # counted up to the cap only
        links = store.retrieval.entity_postings(pid, {ana: 12}, as_of=None, scopes=None)
    facts = [f for _, f in links]
    assert len(facts) == 12 and facts == sorted(facts, reverse=True)  # the newest 12, newest first
    with store.read():
        newest = store.retrieval.entity_postings(pid, {ana: degree}, as_of=None, scopes=None)
    assert facts == [f for _, f in newest][:12]


def test_entity_graph_reads_at_most_its_link_budget(filled: Memory, monkeypatch):
    seen: list[dict] = []
    original = RetrievalQueries.entity_postings

    def spy(self, profile_id, caps, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(dict(caps))
        return original(self, profile_id, caps, **kwargs)

    monkeypatch.setattr(RetrievalQueries, "entity_postings", spy)
    result = filled.recall("What did Ana and Bruno buy in Lisbon?")
    assert result.channel_status["entity_graph"] == "ok"
    graph = filled._engine.recall.channels[3]
    assert graph.name == "entity_graph" and seen
    caps = seen[0]
    assert len(caps) <= graph.entities
    assert sum(caps.values()) <= graph.max_links + graph.min_links_per_entity * graph.entities
    assert retrieval_module.SCAN_FACTOR * max(caps.values()) <= retrieval_module.SCAN_FACTOR * graph.max_links


def test_an_erased_vector_leaves_no_trace_in_any_index(filled: Memory, monkeypatch):
    monkeypatch.setattr(vector_tiers, "EXACT_UP_TO", 20)
    store, pid = _reader(filled), _pid(filled)
    target = filled.remember("I bought a violet submarine in Reykjavik for my niece Quetzal.", speaker="Farah")
    fid = parse_id(target.fact_ids[0]).number
    with store.read():
        vector = store.vectors.vectors([fid])[fid].copy()
        assert fid in store.vectors.tier.held([fid])
        assert fid in [f for f, _ in store.vectors.nearest(pid, vector, k=5, scopes=None)]
    bits = np.packbits((vector > 0).astype(np.uint8), bitorder="little").tobytes()
    raw = lambda: b"".join(p.read_bytes() for p in filled.path.parent.glob("memlane.db*") if p.is_file())  # noqa: E731
    floats = vector.tobytes()
    # 16-byte pieces: a code or vector may straddle an overflow-page boundary in the file.
    pieces = [b[i : i + 16] for b in (bits, floats) for i in range(0, len(b) - 15, 16)]
    filled._engine.writer.db.checkpoint()
    before = raw()
    assert any(bits[i : i + 16] in before for i in (0, 16, 32))  # positive controls: the code ...
    assert floats in before  # ... and the float row are stored as such
    receipt = filled.erase(target.fact_ids[0], kind="fact")
    assert receipt.all_erased
    checks = receipt.proofs["vector"]["checks"]
    assert checks["ann_rows_left"] == 0 and checks["ann_hits"] == 0 and checks["rows_left"] == 0
    with store.read():
        assert not store.vectors.tier.held([fid])
        assert fid not in [f for f, _ in store.vectors.nearest(pid, vector, k=10, scopes=None)]
    data = raw()
    assert not any(piece in data for piece in pieces)


def test_the_tier_is_built_for_a_database_indexed_before_it(filled: Memory):
    writer = filled._engine.writer
    with writer.write():
        writer.db.conn.execute(f"DROP TABLE {vector_tiers.QUANT_TABLE}")
        writer.db.conn.execute(f"DROP TABLE {vector_tiers.FLOAT_TABLE}")
    assert not writer.vectors.tier.exists()
    filled.remember("I bought a lemon tree in Basel after 4 weeks of saving.", speaker="Chiara")
    pid = _pid(filled)
    with writer.read():
        assert writer.vectors.tier.held_in_profile(pid) == writer.vectors.held_in_profile(pid)


def test_restore_rebuilds_the_tier(filled: Memory, tmp_path):
    pid = _pid(filled)
    filled.backup(tmp_path / "b.zip")
    filled.remember("I bought a road bike in Cork after 9 weeks of saving.", speaker="Dmitri")
    filled.restore(tmp_path / "b.zip")
    store = _reader(filled)
    with store.read():
        held = store.vectors.held_in_profile(pid)
        assert held and store.vectors.tier.held_in_profile(pid) == held
