"""Verified erasure: per-owner erase, live proofs, tombstones, audit-before-delete, receipts."""

from __future__ import annotations

import hashlib
import json

import pytest
from memlane.errors import ErasedContentError, UnknownIdError
from memlane.governance import AuditError, ManifestStatus, SealInvalidError

TURNS = [
    ("Ann", "My neighbour Bob Marlow fixes vintage radios in his garage."),
    ("Ann", "I had lunch with Bob Marlow and he talked about Quetzalcoatl myths."),
    ("Bob Marlow", "I am flying to Reykjavik next week."),
    ("Ann", "I started a pottery class on Tuesdays."),
]


def _load(mem, profile="default"):
    return [mem.remember(text, speaker=who, session_id="s1", profile=profile) for who, text in TURNS]


def _profile_digest(mem, profile):
    """Content hash of everything a profile holds (other tenants must stay bit-identical)."""
    conn = mem._store.db.conn
    pid = conn.execute("SELECT id FROM profiles WHERE name = ?", (profile,)).fetchone()[0]
    rows = [conn.execute(f"SELECT * FROM {t} WHERE profile_id = ? ORDER BY 1", (pid,)).fetchall()
            for t in ("memories", "facts", "entities", "entity_aliases", "fact_entities", "edges", "fact_times")]
    ids = [r[0] for r in conn.execute("SELECT id FROM facts WHERE profile_id = ?", (pid,))]
    marks = ",".join("?" * len(ids))
    rows.append(conn.execute(f"SELECT rowid, text, context FROM facts_fts WHERE rowid IN ({marks}) ORDER BY rowid", ids).fetchall())
    rows.append(conn.execute(f"SELECT fact_id, embedding FROM facts_vec WHERE fact_id IN ({marks}) ORDER BY fact_id", ids).fetchall())
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def test_subject_erasure_is_proven_in_every_store_and_leaves_others_untouched(mem):
    _load(mem)
    _load(mem, profile="tenant-b")
    other = _profile_digest(mem, "tenant-b")
    assert any("Bob" in i.fact.text for i in mem.recall("Bob Marlow radios garage"))  # positive control
    receipt = mem.erase("Bob Marlow")
    assert receipt.all_erased and {"lexical", "vector", "temporal", "graph", "canonical"} <= set(receipt.proofs)
    assert receipt.counts["memories"] == 3 and receipt.document["checkpoint"]["busy"] == 0
    texts = [f.text for f in mem.list().items] + [m.content for m in mem.list(kind="memories").items]
    assert texts and not any("Bob" in t or "Marlow" in t or "Reykjavik" in t for t in texts)
    assert all("Bob" not in i.fact.text for i in mem.recall("Bob Marlow radios Reykjavik", limit=50))
    default_ids = {int(f.id.split("_")[1]) for f in mem.list().items}
    findable = mem._store.lexical.matching("quetzalcoatl")
    assert findable and not findable & default_ids  # only tenant-b's copy is still findable
    assert _profile_digest(mem, "tenant-b") == other  # the other tenant is bit-identical
    assert any("Bob" in i.fact.text for i in mem.recall("Bob Marlow radios", profile="tenant-b"))
    # Verified through its seal; any change breaks it.
    assert mem.erasure_receipt(receipt.erasure_id).all_erased
    forged = {**receipt.to_dict(), "counts": {"facts": 0}}
    mem._store.db.conn.execute("UPDATE erasure_receipts SET document = ? WHERE id = ?", (json.dumps(forged), receipt.erasure_id))
    with pytest.raises(SealInvalidError):
        mem.erasure_receipt(receipt.erasure_id)


def test_erased_text_does_not_linger_in_the_database_file(mem):
    _load(mem)
    mem.erase("Bob Marlow")
    mem._engine.close_stores()  # flush everything to the file
    try:
        raw = b"".join(p.read_bytes() for p in mem.path.parent.glob("memlane.db*") if p.is_file())
        assert b"Quetzalcoatl" not in raw and b"Marlow" not in raw and b"Reykjavik" not in raw
        assert b"pottery" in raw  # positive control: surviving text is in the file
    finally:
        mem._engine.reopen_stores()


def test_tombstones_stop_a_replay_from_resurrecting_erased_content(mem, tmp_path):
    results = _load(mem)
    mem.erase([results[3].memory_id], kind="memory")
    with pytest.raises(ErasedContentError):
        mem.remember(TURNS[3][1], speaker="Ann", session_id="s1")
    replayed = mem.remember_many([{"content": t, "speaker": w, "session_id": "s1"} for w, t in TURNS])
    assert replayed[3].erased and all(r.deduplicated for r in replayed[:3])
    path = tmp_path / "replay.jsonl"
    path.write_text(json.dumps({"content": TURNS[3][1], "speaker": "Ann", "session_id": "s1"}) + "\n")
    assert mem.import_file(path).stored == 0
    assert not any("pottery" in f.text for f in mem.list().items)
    # forget has no tombstones: forgotten content may be learned again.
    fid = mem.remember("I bought a blue kayak for the summer.", speaker="Ann").fact_ids[0]
    assert mem.forget(fid).all_erased
    assert mem.remember("I bought a blue kayak for the summer.", speaker="Ann").fact_ids


def test_an_erased_fact_is_not_derived_again(mem):
    text = "I visited the old town of Tallinn. I also adopted a green parrot."
    r = mem.remember(text, speaker="Ann")
    tallinn = next(f for f in r.fact_ids if "Tallinn" in mem.get(f).text)
    mem.erase([tallinn], kind="fact")
    again = mem.remember(text, speaker="Ann", session_id="other")
    assert [mem.get(f).text for f in again.fact_ids] == ["Ann also adopted a green parrot."]


def test_audit_failure_before_deletion_deletes_nothing(mem):
    _load(mem)
    before = mem.stats()
    mem._engine.faults.arm("audit", error=AuditError("audit disk full (injected)"))
    with pytest.raises(AuditError):
        mem.erase("Bob Marlow")
    mem._engine.faults.disarm()
    assert mem.stats() == before
    assert any("Bob" in f.text for f in mem.list().items)


def test_a_failing_owner_erase_rolls_the_whole_erasure_back(mem):
    _load(mem)
    before = mem.stats()
    mem._engine.faults.arm("erase:graph")
    with pytest.raises(Exception, match="injected"):
        mem.erase("Bob Marlow")
    mem._engine.faults.disarm()
    assert mem.stats() == before and mem.ops.health()["ok"]


def test_a_proof_that_does_not_hold_is_reported_and_redriven(mem, monkeypatch):
    _load(mem)
    lexical = mem._engine.owners[0]
    monkeypatch.setattr(type(lexical), "erase", lambda self, store, target: None)  # a broken owner
    receipt = mem.erase("Bob Marlow")
    assert not receipt.all_erased and not receipt.proofs["lexical"]["held"] and receipt.proofs["vector"]["held"]
    assert mem.manifest(receipt.erasure_id).status is ManifestStatus.DEGRADED
    monkeypatch.undo()
    mem.ops.reconcile()
    assert mem.erasure_receipt(receipt.erasure_id).all_erased
    assert mem.manifest(receipt.erasure_id).status is ManifestStatus.COMPLETE


def test_entity_erasure_removes_the_graph_node_only(mem):
    _load(mem)
    receipt = mem.erase("Reykjavik", kind="entity")
    assert receipt.all_erased and receipt.counts["facts"] == 0
    assert "Reykjavik" not in {e for f in mem.list().items for e in f.entities}
    assert any("Reykjavik" in f.text for f in mem.list().items)
    with pytest.raises(UnknownIdError):
        mem.erase("Atlantis", kind="entity")


def test_profile_erasure_proves_every_row_gone(mem):
    _load(mem, profile="gone")
    _load(mem)
    receipt = mem.erase(kind="profile", profile="gone")
    checks = receipt.proofs["canonical"]["checks"]
    assert receipt.all_erased and checks["profile_row"] == 0 and checks["profile_facts"] == 0
    assert receipt.proofs["vector"]["checks"]["partition_rows"] == 0
    assert "gone" not in mem.profiles() and mem.ops.health()["ok"]


def test_erase_and_forget_are_audited_before_they_delete(mem):
    results = _load(mem)
    mem.forget(results[3].memory_id)
    mem.erase("Bob Marlow")
    records = [r for r in mem._engine.audit.log.records() if r.operation in ("forget", "erase")]
    assert [r.operation for r in records] == ["forget", "erase"]
    assert records[1].metadata["subject_ref"] and "Bob" not in repr(dict(records[1].metadata))
    assert mem.audit_verify().ok
