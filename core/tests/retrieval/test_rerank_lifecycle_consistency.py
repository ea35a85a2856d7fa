from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from memlane import Memory, MemoryConfig, RecallConfig
from memlane.recall.rerank import CrossEncoderReranker, blend


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory):
    """A real (randomly initialised) BERT cross-encoder built locally: no weights download,
    but the whole sentence-transformers CrossEncoder code path runs."""
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizer

    torch.manual_seed(0)
    root = tmp_path_factory.mktemp("tiny-ce")
    words = ["where", "does", "alice", "live", "paris", "berlin", "moved", "to", "the", "in", "lives", "she", "a", "job", "nurse", "teacher", "works", "as"]
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *sorted(set(words))]
    (root / "vocab.txt").write_text("\n".join(vocab) + "\n")
    BertTokenizer(str(root / "vocab.txt")).save_pretrained(root)
    config = BertConfig(vocab_size=len(vocab), hidden_size=16, num_hidden_layers=1, num_attention_heads=2, intermediate_size=32, num_labels=1)
    BertForSequenceClassification(config).save_pretrained(root)
    return root


def test_blend_formula():
    out = blend([2.0, 1.0], np.array([0.0, 1.0]), alpha=0.5)
    assert np.allclose(out, [0.5, 0.75])  # fused normalised by its max: [1, 0.5]


def test_cross_encoder_reranks_the_candidates(tmp_path, embedder, tiny_cross_encoder):
    facts = ["Alice lives in Paris.", "Alice works as a nurse.", "Alice moved to Berlin.", "The teacher lives in Berlin."]
    reranker = CrossEncoderReranker(tiny_cross_encoder)
    relevance = reranker.scores("where does alice live", facts)
    assert relevance.shape == (4,) and np.all((relevance > 0) & (relevance < 1))
    config = MemoryConfig(recall=RecallConfig(reranker_path=str(tiny_cross_encoder), channel_diversity=False, scene_expansion=False))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        for text in facts:
            mem.remember(text)
        result = mem.recall("where does alice live", limit=4)
    assert "rerank" not in result.channel_status  # it ran
    # With the blend, an item's final score is alpha*relevance + (1-alpha)*fused/top.
    by_text = {i.fact.text: i.score for i in result}
    assert set(by_text) == set(facts)
    assert all(0.0 <= s <= 1.0 for s in by_text.values())


def test_reranker_is_off_by_default(memory):
    memory.remember("anything at all here")
    assert memory.recall("anything").channel_status["rerank"].startswith("off")


def test_maintenance_is_deterministic_and_moves_unused_facts_out(tmp_path, embedder):
    def run(seed):
        with Memory(tmp_path / f"m{seed}-{np.random.default_rng().integers(1e9)}", embedder=embedder) as mem:
            for i in range(6):
                mem.remember(f"Note {i}: the greenhouse needs water on day {i}.", session_id="g")
            first = mem.maintain(seed=seed, steps=30)
            return first, mem

    a, _ = run(7)
    b, _ = run(7)
    assert a.states == b.states and a.facts == 6
    assert a.states["active"] == 6  # fresh facts stay active


def test_maintenance_in_chunks_covers_every_fact_once(memory, monkeypatch):
    # Facts are evolved a chunk at a time (bounded memory at 1M facts): every fact, once.
    from memlane.lifecycle import maintenance

    monkeypatch.setattr(maintenance, "CHUNK", 4)
    ids = [f for i in range(11) for f in memory.remember(f"Note {i}: the shed key is under pot {i}.", session_id="s").fact_ids]
    report = memory.maintain(seed=3, steps=5)
    assert report.facts == len(ids) and sum(report.states.values()) == len(ids)
    again = memory.maintain(seed=3, steps=5)
    assert again.facts == len(ids)


def test_each_maintenance_chunk_is_its_own_write(memory, monkeypatch):
    # One transaction over 1M facts held the write lock ~170 s and filled a 3-4 GB WAL: each
    # chunk now commits on its own, so a write can land between two chunks of one pass.
    from memlane.lifecycle import maintenance

    monkeypatch.setattr(maintenance, "CHUNK", 4)
    for i in range(10):
        memory.remember(f"Note {i}: the bike lock code ends in {i}.", session_id="s")
    commits, step = [], maintenance.LifecyclePass.step

    def counted(self, store):  # type: ignore[no-untyped-def]
        step(self, store)
        commits.append(store.db.conn.getautocommit())  # inside the chunk's own transaction: False

    monkeypatch.setattr(maintenance.LifecyclePass, "step", counted)
    report = memory.maintain(seed=2, steps=5)
    chunks = -(-report.facts // 4)
    assert report.facts >= 10 and len(commits) in (chunks, chunks + 1)  # a write per chunk of 4 (and an empty last look)
    assert not any(commits)


def test_archived_facts_are_hidden_unless_asked(memory, monkeypatch):
    fid = memory.remember("The old router password hint is the cat's name.").fact_ids[0]
    # Age the fact artificially far into the past: a year unused drifts to the archive.
    import time as time_module

    real = time_module.time
    monkeypatch.setattr(time_module, "time", lambda: real() + 3 * 365 * 86_400)
    report = memory.maintain(seed=1, steps=200)
    monkeypatch.undo()
    assert report.states["archived"] + report.states["cold"] >= 1
    if report.states["archived"]:
        assert fid not in [i.fact.id for i in memory.recall("router password hint")]
        assert fid in [i.fact.id for i in memory.recall("router password hint", include_archived=True)]


def test_contradiction_is_detected_and_old_fact_demoted_but_kept(memory):
    t = datetime(2024, 1, 1, tzinfo=UTC)
    old = memory.remember("I live in Paris.", speaker="Alice", observed_at=t).fact_ids[0]
    new = memory.remember("I moved to Berlin last month.", speaker="Alice", observed_at=t + timedelta(days=90)).fact_ids[0]
    found = memory.contradictions()
    assert [(c["newer"]["id"], c["older"]["id"]) for c in found] == [(new, old)]
    assert memory.get(old).expired_at is not None and memory.get(new).expired_at is None
    ranked = [i.fact.id for i in memory.recall("Where does Alice live?")]
    assert ranked.index(new) < ranked.index(old)
    assert "superseded" in next(i for i in memory.recall("Where does Alice live?") if i.fact.id == old).notes


def test_different_people_are_not_contradictions(memory):
    memory.remember("I work as a nurse.", speaker="Alice")
    memory.remember("I work as a chef.", speaker="Bob")
    memory.remember("I still work as a nurse, night shifts mostly.", speaker="Alice")
    assert memory.contradictions() == []


def test_consistency_can_be_switched_off(tmp_path, embedder):
    from memlane import IngestConfig

    with Memory(tmp_path, embedder=embedder, config=MemoryConfig(ingest=IngestConfig(consistency=False))) as mem:
        mem.remember("I live in Paris.", speaker="Alice", observed_at="2024-01-01")
        mem.remember("I moved to Berlin.", speaker="Alice", observed_at="2024-03-01")
        assert mem.contradictions() == []


def test_valid_at_demotes_facts_outside_their_validity(memory):
    fid = memory.remember("I am the captain of the chess club.", speaker="Ravi").fact_ids[0]
    memory.update(fid, valid_from="2020-01-01", valid_until="2021-12-31")
    then = memory.recall("chess club captain", valid_at="2021-06-01").items[0]
    now = memory.recall("chess club captain").items[0]
    assert then.fact.id == now.fact.id == fid
    assert "not valid then" in now.notes and "not valid then" not in then.notes
    assert now.score < then.score


def test_maintenance_is_a_governed_audited_write(memory):
    memory.remember("A note to keep the profile non-empty.")
    memory.maintain(seed=2, steps=5)
    records = list(memory._engine.audit.log.records())
    assert any(r.operation == "consolidate" and r.decision == "allowed" for r in records)
    assert memory.audit_verify().ok
