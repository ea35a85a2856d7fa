"""The write spine: receipts, sealed manifests, contained owner failures, reconciliation."""

from __future__ import annotations

import json

import pytest
from memlane.errors import UnknownOperationError
from memlane.governance import ManifestIntegrityError, ManifestStatus, SealInvalidError


def test_a_committed_write_is_complete_with_a_sealed_manifest(mem):
    result = mem.remember("Ana adopted a cat named Luna in Lisbon.", speaker="Ana")
    assert result.status == "complete" and result.complete and result.operation_id.startswith("op_")
    manifest = mem.manifest(result.operation_id)
    assert manifest.status is ManifestStatus.COMPLETE
    assert {o.owner for o in manifest.obligations} == {o.name for o in mem._engine.owners}
    assert {"lexical", "vector", "temporal", "graph"} <= {o.owner for o in manifest.obligations}
    receipt = mem._store.operations.receipt(result.operation_id)
    assert receipt.kind == "remember" and receipt.targets["facts"] == [1] and receipt.principal_id.startswith("local:")


def test_receipts_are_immutable(mem):
    op = mem.remember("A receipt cannot be rewritten later.").operation_id
    conn = mem._store.db.conn
    with pytest.raises(Exception, match="immutable"):
        conn.execute("UPDATE operation_receipts SET kind = 'x' WHERE id = ?", (op,))
    with pytest.raises(Exception, match="immutable"):
        conn.execute("DELETE FROM operation_receipts WHERE id = ?", (op,))


def test_any_change_to_a_sealed_manifest_is_detected(mem):
    op = mem.remember("The seal covers every field of the manifest.").operation_id
    conn = mem._store.db.conn
    document = json.loads(conn.execute("SELECT document FROM operation_manifests WHERE operation_id = ?", (op,)).fetchone()[0])
    for field, value in (("generation", 7), ("kind", "erase"), ("profile", "other")):
        forged = {**document, field: value}
        conn.execute("UPDATE operation_manifests SET document = ? WHERE operation_id = ?", (json.dumps(forged), op))
        with pytest.raises(SealInvalidError):
            mem.manifest(op)
    conn.execute("UPDATE operation_manifests SET document = ? WHERE operation_id = ?", (json.dumps(document), op))
    assert mem.manifest(op).status is ManifestStatus.COMPLETE  # positive control
    # The obligation rows are cross-checked against the sealed document as well.
    conn.execute("UPDATE obligations SET state = 'failed' WHERE operation_id = ? AND owner = 'graph'", (op,))
    with pytest.raises(ManifestIntegrityError):
        mem.manifest(op)


def test_injected_owner_failure_degrades_and_compensates_then_reconciles(mem):
    mem._engine.faults.arm("apply:lexical", times=1)
    result = mem.remember("Bo repaired the old red bicycle in Porto.", speaker="Bo")
    assert result.status == "degraded" and not result.complete
    fid = int(result.fact_ids[0].split("_")[1])
    # Compensation: the failed owner's partial projection is gone, the others applied.
    assert mem._store.lexical.held([fid]) == set() and mem._store.vectors.held([fid]) == {fid}
    assert mem.get(result.fact_ids[0]).text.startswith("Bo repaired")
    listed = mem.ops.list()
    assert [(r["owner"], r["state"]) for r in listed] == [("lexical", "failed")]
    assert mem.ops.reconcile()["applied"] == 1
    assert mem.manifest(result.operation_id).status is ManifestStatus.COMPLETE
    assert mem._store.lexical.held([fid]) == {fid} and mem.ops.list() == []
    assert mem.recall("bicycle repaired").items[0].fact.id == result.fact_ids[0]


def test_vector_redrive_uses_the_staged_embedding(mem, embedder):
    mem._engine.faults.arm("apply:vector", times=1)
    result = mem.remember("Carla plays the cello every Sunday morning.", speaker="Carla")
    assert result.status == "degraded"
    mem._engine.reconciler.embed = None  # the redrive must not need the model
    mem.ops.reconcile()
    fid = int(result.fact_ids[0].split("_")[1])
    stored = mem._store.vectors.vectors([fid])[fid]
    assert abs(float(stored @ embedder.encode([mem.get(result.fact_ids[0]).text])[0]) - 1.0) < 1e-4


def test_failures_beyond_the_attempt_bound_are_dead_lettered_and_resolvable(mem):
    mem._engine.faults.arm("apply:graph", times=1)
    mem._engine.faults.arm("redrive:graph")
    op = mem.remember("Dev moved to Oslo with Erik last spring.", speaker="Dev").operation_id
    for _ in range(3):
        mem.ops.reconcile()
    [row] = mem.ops.list()
    assert row["state"] == "dead_lettered" and row["attempts"] == 3
    mem.ops.reconcile()  # dead letters are left for an operator
    assert mem.ops.list()[0]["attempts"] == 3
    mem._engine.faults.disarm()
    assert mem.ops.resolve(op, "retry").status is ManifestStatus.COMPLETE
    resolved = [r for r in mem._engine.audit.log.records() if r.operation == "ops_resolve"]
    assert resolved and resolved[-1].metadata["action"] == "retry" and resolved[-1].target_ids == (op,)


def test_cancel_removes_the_partial_projection_and_stays_degraded(mem):
    mem._engine.faults.arm("apply:temporal", times=1)
    result = mem.remember("Fay visited Kyoto in May 2023 with her brother.", speaker="Fay")
    manifest = mem.ops.resolve(result.operation_id, "cancel")
    assert manifest.status is ManifestStatus.DEGRADED  # giving up is never reported as success
    assert manifest.obligation("temporal").state.value == "cancelled" and mem.ops.list() == []


def test_force_reconcile_rebuilds_a_projection_lost_outside_the_spine(mem):
    result = mem.remember("Gus keeps three beehives behind the barn.", speaker="Gus")
    fid = int(result.fact_ids[0].split("_")[1])
    mem._store.db.conn.execute("DELETE FROM facts_fts WHERE rowid = ?", (fid,))
    assert not mem.ops.health()["owners"]["lexical"]["ok"]
    mem._store.db.conn.execute("UPDATE obligations SET state = 'dead_lettered' WHERE operation_id = ? AND owner = 'lexical'", (result.operation_id,))
    manifest = mem.ops.resolve(result.operation_id, "force-reconcile")
    assert manifest.status is ManifestStatus.COMPLETE and mem.ops.health()["ok"]


def test_a_bug_in_an_owner_aborts_the_whole_write(mem, monkeypatch):
    mem.remember("A first memory that stays in the store.", speaker="Hal")
    receipts = mem._store.db.conn.execute("SELECT count(*) FROM operation_receipts").fetchone()[0]
    before = mem.stats()
    monkeypatch.setattr(type(mem._engine.owners[3]), "apply", lambda *a, **k: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        mem.remember("Nothing of this write may remain anywhere.", speaker="Hal")
    monkeypatch.undo()
    assert mem.stats() == before
    assert mem._store.db.conn.execute("SELECT count(*) FROM operation_receipts").fetchone()[0] == receipts
    failed = [r for r in mem._engine.audit.log.records() if r.decision == "failed"]
    assert failed and failed[-1].reason == "ZeroDivisionError"


def test_unknown_operation_is_typed(mem):
    with pytest.raises(UnknownOperationError):
        mem.manifest("op_doesnotexist")


def test_reopen_runs_the_reconciler(tmp_path, embedder):
    from memlane import Memory
    from memlane.config import MemoryConfig, SpineConfig

    def quiet_config():
        return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))

    with Memory(tmp_path, embedder=embedder, config=quiet_config()) as m:
        m._engine.faults.arm("apply:vector", times=1)
        op = m.remember("Ivy planted tomatoes along the fence.", speaker="Ivy").operation_id
        m._engine.faults.arm("redrive:vector")  # the in-process pass cannot fix it
        m.ops.reconcile()
        assert m.manifest(op).status is ManifestStatus.DEGRADED
    with Memory(tmp_path, embedder=embedder, config=quiet_config()) as m:
        assert m.manifest(op).status is ManifestStatus.COMPLETE and m.ops.health()["ok"]
