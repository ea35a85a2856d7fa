"""Issue 10 item 4: the HNSW tier of the vector index (storage/ann_index.py).

Real model, real faiss files, small memories: the size thresholds are lowered so a profile of
a few hundred facts is "large" (``memlane-bench scale --ann-only`` measures 100k)."""

from __future__ import annotations

import faiss
import numpy as np
import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.ids import parse_id
from memlane.storage import ann_index, vector_tiers

PEOPLE = ["Ana", "Bruno", "Chiara", "Dmitri", "Esme", "Farah"]
CITIES = ["Lisbon", "Graz", "Tallinn", "Dakar", "Osaka", "Lima", "Cork", "Basel"]
THINGS = ["a beagle puppy", "a cello", "a red kayak", "an old piano", "a lemon tree", "a road bike", "a telescope"]


def turns(n: int, offset: int = 0) -> list[dict]:
    return [
        {
            "content": f"I bought {THINGS[(i * 5) % 7]} in {CITIES[(i * 7) % 8]} after {i % 13 + 2} weeks of saving. "
            f"My neighbour number {i} helped me carry it home.",
            "speaker": PEOPLE[i % 6], "session_id": f"s{i // 10}", "observed_at": 1_700_000_000 + 600 * i,
        }
        for i in range(offset, offset + n)
    ]


CONFIG = MemoryConfig(spine=SpineConfig(hnsw_from_facts=50, hnsw_extend_at=1, reconcile_interval_seconds=0))


@pytest.fixture
def large(tmp_path, embedder, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(vector_tiers, "EXACT_UP_TO", 20)
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:
        mem.remember_many(turns(90))
        yield mem


def _store(memory: Memory):  # type: ignore[no-untyped-def]
    return memory._engine.reader


def _pid(memory: Memory) -> int:
    with _store(memory).read():
        return _store(memory).catalog.profile_id(memory.default_profile)


def _no_bit_scan(monkeypatch, memory: Memory) -> None:  # type: ignore[no-untyped-def]
    def refuse(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the bit tier answered although the graph was usable")

    monkeypatch.setattr(_store(memory).vectors.tier, "candidates", refuse)


def _queries(embedder) -> np.ndarray:  # type: ignore[no-untyped-def]
    return embedder.encode([f"Who bought {t} in {c}?" for t in THINGS for c in CITIES[:3]])


def test_maintenance_builds_a_graph_whose_results_equal_exact_search(large: Memory, embedder, monkeypatch):
    report = large.maintain(seed=1)
    assert report.vectors is not None and report.vectors["action"] == "built" and report.vectors["vectors"] > 50
    store, pid = _store(large), _pid(large)
    assert store.vectors.hnsw.files(pid).index.stat().st_size > 0
    _no_bit_scan(monkeypatch, large)
    with store.read():
        for q in _queries(embedder):
            exact = store.vectors.knn(pid, q, k=10, scopes=None)
            found = store.vectors.nearest(pid, q, k=10, scopes=None)
            assert [f for f, _ in found] == [f for f, _ in exact]
            assert all(abs(c - e) < 1e-5 for (_, c), (_, e) in zip(found, exact, strict=True))
    assert large.ops.health()["owners"]["vector"]["index"]["state"] == "current"
    files = store.vectors.hnsw.files(pid)
    written = [p for p in files.directory.iterdir() if p.is_file() and not p.name.endswith(".lock")]
    assert files.index in written and files.sidecar in written
    # Derived from the memories: as private as the databases (0600 in a 0700 directory).
    assert all(p.stat().st_mode & 0o077 == 0 for p in written), [(p.name, oct(p.stat().st_mode)) for p in written]
    assert files.directory.stat().st_mode & 0o077 == 0


def test_small_profiles_get_no_graph(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:
        mem.remember_many(turns(5))
        assert mem.maintain(seed=1).vectors == {"action": "none"}
        assert not (tmp_path / "data" / "ann").exists()


def test_facts_newer_than_the_graph_are_found_before_maintenance(large: Memory, monkeypatch):
    large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    watermark = store.vectors.hnsw.status(pid)["watermark"]
    new = large.remember("I bought a violet submarine in Reykjavik for my niece Quetzal.", speaker="Farah")
    fid = parse_id(new.fact_ids[0]).number
    assert fid > watermark and store.vectors.hnsw.status(pid)["delta"] >= 1
    _no_bit_scan(monkeypatch, large)
    with store.read():
        vector = store.vectors.vectors([fid])[fid]
        assert store.vectors.nearest(pid, vector, k=3, scopes=None)[0][0] == fid
    assert fid not in store.vectors.hnsw.labels(pid)
    assert large.maintain(seed=1).vectors["action"] == "extended"
    assert fid in store.vectors.hnsw.labels(pid) and store.vectors.hnsw.status(pid)["delta"] == 0


def test_a_vector_stored_late_below_the_watermark_is_found_and_then_indexed(large: Memory, monkeypatch):
    """A projection redriven after the build (its fact id is below the watermark)."""
    store, writer, pid = _store(large), large._engine.writer, _pid(large)
    with writer.read():
        fid = sorted(writer.vectors.held_in_profile(pid))[5]
        vector = writer.vectors.vectors([fid])[fid].copy()
        scope = writer.facts.get_many([fid], profile_id=pid, scopes=None)[fid].scope
    with writer.write():
        writer.vectors.delete([fid])  # as a failed vector projection leaves it
    large.maintain(seed=1)
    assert fid not in store.vectors.hnsw.labels(pid) and fid <= store.vectors.hnsw.status(pid)["watermark"]
    with writer.write():
        writer.vectors.add_many([(fid, pid, scope, vector)])  # the reconciler's redrive
    assert fid in store.vectors.hnsw.files(pid).late()
    _no_bit_scan(monkeypatch, large)
    with store.read():
        assert store.vectors.nearest(pid, vector, k=3, scopes=None)[0][0] == fid
    assert large.maintain(seed=1).vectors["action"] == "extended"
    assert fid in store.vectors.hnsw.labels(pid) and not store.vectors.hnsw.files(pid).late()


def test_a_delta_over_budget_hands_the_query_to_the_bit_tier(large: Memory, embedder, monkeypatch):
    large.maintain(seed=1)
    large.remember_many(turns(3, offset=500))
    monkeypatch.setattr(ann_index, "DELTA_BUDGET", 1)
    store, pid = _store(large), _pid(large)
    q = _queries(embedder)[0]
    with store.read():
        assert store.vectors.hnsw.nearest(pid, q, k=5, scopes=None) is None
        assert len(store.vectors.nearest(pid, q, k=5, scopes=None)) == 5  # the bit tier answered
    assert store.vectors.hnsw.status(pid)["state"] == "stale"
    assert not large.ops.health()["owners"]["vector"]["ok"]


def _sq_code(memory: Memory, pid: int, vector: np.ndarray) -> bytes:
    entry = ann_index._entry(_store(memory).vectors.hnsw.files(pid))
    storage = faiss.downcast_index(faiss.downcast_index(entry.index.index).storage)
    return storage.sa_encode(vector.reshape(1, -1)).tobytes()


@pytest.mark.parametrize("built_with", [None, ("QT_8bit", 32)], ids=["default", "earlier-sq8-m32-file"])
def test_an_erased_vector_is_zeroed_in_the_graph_file(large: Memory, built_with, monkeypatch):
    # A file built with the earlier SQ8 / M=32 parameters keeps answering and erasing:
    # faiss reads the index type from the file, and zeroing uses its own code size.
    target = large.remember("I bought a violet submarine in Reykjavik for my niece Quetzal.", speaker="Farah")
    with monkeypatch.context() as build:
        if built_with:
            build.setattr(ann_index, "QUANTISER", built_with[0])
            build.setattr(ann_index, "M", built_with[1])
        large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    fid = parse_id(target.fact_ids[0]).number
    with store.read():
        vector = store.vectors.vectors([fid])[fid].copy()
    assert fid in store.vectors.hnsw.labels(pid)
    code, path = _sq_code(large, pid, vector), store.vectors.hnsw.files(pid).index
    assert code in path.read_bytes()  # positive control: the code is stored as such
    assert len(code) == (384 if built_with else 192)  # 8 or 4 bits per MiniLM dimension
    receipt = large.erase(target.fact_ids[0], kind="fact")
    assert receipt.all_erased
    checks = receipt.proofs["vector"]["checks"]
    assert checks["hnsw_labels_left"] == 0 and checks["hnsw_hits"] == 0
    assert code not in path.read_bytes()
    count = store.vectors.hnsw.status(pid)["vectors"]
    labels = np.frombuffer(path.read_bytes()[-8 * count :], dtype=np.int64)  # the id map ends the file
    assert fid not in labels and -1 in labels  # nor its label
    with store.read():
        assert fid not in [f for f, _ in store.vectors.nearest(pid, vector, k=10, scopes=None)]
    # A rebuild (a build that read the vector before the erasure) zeroes it again before it publishes.
    assert fid in store.vectors.hnsw.files(pid).forgotten()


def test_a_build_never_publishes_an_erased_vector(large: Memory):
    large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    files = store.vectors.hnsw.files(pid)
    victim = sorted(store.vectors.hnsw.labels(pid))[3]
    with files.locked():
        files.note_forgotten([victim])  # as an erasure racing the build would have
    files.remove()
    assert large.maintain(seed=1).vectors["action"] == "built"
    assert victim not in store.vectors.hnsw.labels(pid)


def test_deleting_or_corrupting_the_file_loses_nothing_and_reconcile_rebuilds_it(large: Memory, embedder):
    large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    q = _queries(embedder)[1]
    with store.read():
        exact = [f for f, _ in store.vectors.knn(pid, q, k=10, scopes=None)]
    files = store.vectors.hnsw.files(pid)
    files.index.write_bytes(b"not a faiss index")
    files.sidecar.write_text(files.sidecar.read_text())  # a new stamp: readers reload
    health = large.ops.health()["owners"]["vector"]
    assert health["index"]["state"] == "corrupt" and not health["ok"]
    with store.read():
        assert store.vectors.nearest(pid, q, k=10, scopes=None)  # the bit tier answers meanwhile
    report = large.ops.reconcile()
    assert report["repaired"][f"hnsw:{large.default_profile}"] > 50
    assert large.ops.health()["owners"]["vector"]["index"]["state"] == "current"
    files.index.unlink()
    files.sidecar.unlink()
    assert store.vectors.hnsw.status(pid)["state"] == "absent"
    large.ops.reconcile()
    with store.read():
        assert [f for f, _ in store.vectors.nearest(pid, q, k=10, scopes=None)] == exact


def test_a_graph_of_another_model_or_database_is_never_used(large: Memory, embedder, monkeypatch):
    large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    files = store.vectors.hnsw.files(pid)
    files.sidecar.write_text(files.sidecar.read_text().replace(embedder.name, "some-other-model"))
    assert store.vectors.hnsw.status(pid)["state"] == "foreign"
    with store.read():
        assert store.vectors.hnsw.nearest(pid, _queries(embedder)[0], k=5, scopes=None) is None
    assert large.maintain(seed=1).vectors["action"] == "built"
    assert store.vectors.hnsw.status(pid)["state"] == "current"


def test_scope_filtering_never_returns_an_unreadable_fact(large: Memory, embedder, monkeypatch):
    shared = [large.remember(f"Our team bought {t} for the office in {c}.", scope="shared:crew") for t in THINGS for c in CITIES[:2]]
    large.maintain(seed=1)
    store, pid = _store(large), _pid(large)
    shared_ids = {parse_id(f).number for r in shared for f in r.fact_ids}
    assert shared_ids <= store.vectors.hnsw.labels(pid)
    with store.read():
        scopes = store.catalog.scopes(pid)
        personal = [s for s in scopes if s != "shared:crew"]
        for q in embedder.encode(["Which office bought a cello?", "Who bought a telescope in Graz?"]):
            found = store.vectors.nearest(pid, q, k=10, scopes=personal)
            assert len(found) == 10 and not {f for f, _ in found} & shared_ids
            exact = store.vectors.knn(pid, q, k=10, scopes=personal)
            assert [f for f, _ in found] == [f for f, _ in exact]
            only_shared = store.vectors.nearest(pid, q, k=5, scopes=["shared:crew"])
            assert only_shared and {f for f, _ in only_shared} <= shared_ids
            assert store.vectors.nearest(pid, q, k=5, scopes=[]) == []


def test_a_restart_reloads_the_graph_from_its_file(tmp_path, embedder, monkeypatch):
    monkeypatch.setattr(vector_tiers, "EXACT_UP_TO", 20)
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:
        mem.remember_many(turns(60))
        mem.maintain(seed=1)
    monkeypatch.setattr(ann_index, "_LOADED", {})  # a new process
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:
        _no_bit_scan(monkeypatch, mem)
        store, pid = _store(mem), _pid(mem)
        q = _queries(embedder)[2]
        with store.read():
            found = store.vectors.nearest(pid, q, k=10, scopes=None)
            assert [f for f, _ in found] == [f for f, _ in store.vectors.knn(pid, q, k=10, scopes=None)]
        assert mem.ops.health()["owners"]["vector"]["index"]["state"] == "current"


def test_without_faiss_the_bit_tier_answers(large: Memory, embedder, monkeypatch):
    large.maintain(seed=1)
    monkeypatch.setattr(ann_index, "faiss", None)
    store, pid = _store(large), _pid(large)
    with store.read():
        assert len(store.vectors.nearest(pid, _queries(embedder)[0], k=10, scopes=None)) == 10
    assert large.maintain(seed=1).vectors == {"action": "unavailable"}


def test_restore_discards_the_graphs_of_the_replaced_database(large: Memory, tmp_path):
    large.backup(tmp_path / "b.zip")
    large.maintain(seed=1)
    pid = _pid(large)
    assert _store(large).vectors.hnsw.files(pid).index.exists()
    large.restore(tmp_path / "b.zip")
    assert not _store(large).vectors.hnsw.files(pid).index.exists()
    assert large.maintain(seed=1).vectors["action"] == "built"


def test_a_label_naming_a_fact_of_another_profile_is_never_returned(large: Memory, embedder):
    """The graph's candidates are read by primary key alone; whose they are is checked on what
    is returned: a label the file still lists (its fact deleted, its id reused by another
    profile) never leaks that profile's fact."""
    large.maintain(seed=1)
    other = large.remember("Bruno bought a telescope in Graz, a secret of the other profile.", profile="elsewhere")
    foreign = parse_id(other.fact_ids[0]).number
    store, pid = _store(large), _pid(large)
    entry = store.vectors.hnsw._usable(pid)
    assert entry is not None

    real = entry.index

    class Leaky:  # the profile's graph, plus one label of the other profile ranked first
        index = real.index

        def search(self, q, n):  # type: ignore[no-untyped-def]
            distances, labels = real.search(q, n)
            return distances, np.concatenate([[foreign], labels[0][:-1]]).reshape(1, -1)

    entry.index = Leaky()
    try:
        with store.read():
            q = embedder.encode(["Who bought a telescope in Graz?"])[0]
            found = store.vectors.nearest(pid, q, k=10, scopes=None)
        assert len(found) == 10 and foreign not in {f for f, _ in found}
    finally:
        entry.index = real
