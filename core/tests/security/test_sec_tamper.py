"""Issue 11, item 4: the keyed audit chain, its anchoring in the memory database, and content
digests in the sealed manifests. Every tampering the issue lists — forged records appended to
the trail, the trail deleted with its anchor, facts.text / memories.content / an FTS row / a
receipt (trigger dropped) edited, FTS and vector drift — fails ``audit verify`` and
``check_integrity(full=True)``; a clean store passes both (the positive control)."""

from __future__ import annotations

import json
import secrets
from dataclasses import replace
from pathlib import Path

import apsw
import numpy as np
import pytest
from memlane import Memory
from memlane.cli import app
from memlane.config import MemoryConfig, SpineConfig
from memlane.governance import AuditIntegrityError, Sealer
from memlane.governance.audit_records import record_to_row, row_to_record
from typer.testing import CliRunner

CONFIG = MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))


def _populate(mem: Memory) -> None:
    mem.remember("Ana keeps bees on the roof of her flat in Porto.", speaker="Ana", metadata={"turn": 1})
    mem.remember("I moved to Lisbon in May 2023 and I started a pottery class.", speaker="Rui")
    fact = mem.remember("The harbour master repaints the red buoy every spring.", speaker="Ana").fact_ids[0]
    mem.correct(fact, "The harbour master repaints the red buoy every autumn.")
    mem.items.put(("users", "ana"), "pref", {"seat": "window"}, text="Ana prefers window seats on trains.")
    mem.forget(mem.remember("A note to forget about the blue door.", speaker="Ana").memory_id)


@pytest.fixture
def store(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        _populate(mem)
        assert mem.audit_verify().ok, mem.audit_verify().to_dict()  # the positive control
        assert mem.check_integrity(full=True).ok
    return data


def _open(data: Path, embedder) -> Memory:
    return Memory(data, embedder=embedder, config=CONFIG)


def _raw(path: Path) -> apsw.Connection:
    conn = apsw.Connection(str(path))
    conn.set_busy_timeout(5000)
    return conn


def _assert_detected(data: Path, embedder, needle: str) -> None:
    with _open(data, embedder) as mem:
        report = mem.audit_verify()
        assert not report.ok and needle in json.dumps(report.to_dict()), report.to_dict()
        integrity = mem.check_integrity(full=True)
        assert not integrity.ok and any(needle in p for p in integrity.problems), integrity.problems


def _first(conn: apsw.Connection, sql: str) -> int:
    return conn.execute(sql).fetchone()[0]


EDITS = {
    "facts.text": ("UPDATE facts SET text = 'Ana keeps wasps.' WHERE id = (SELECT min(id) FROM facts)", "content changed"),
    "memories.content": ("UPDATE memories SET content = 'Nothing happened.' WHERE id = (SELECT min(id) FROM memories)", "content changed"),
    "memories.metadata": ("UPDATE memories SET metadata = '{\"turn\":2}' WHERE id = (SELECT min(id) FROM memories)", "content changed"),
    "fts row": ("UPDATE facts_fts SET text = 'poisoned index text' WHERE rowid = (SELECT min(id) FROM facts)", "differs from what was written"),
    "fts drift": ("DELETE FROM facts_fts WHERE rowid = (SELECT min(id) FROM facts)", "row is missing"),
    "receipt": ("DROP TRIGGER operation_receipts_immutable; UPDATE operation_receipts SET principal_id = 'mallory' "
                "WHERE id = (SELECT min(id) FROM operation_receipts)", "modified"),
    "inserted memory": ("INSERT INTO memories(id, profile_id, scope, content, content_hash, idempotency_key, observed_at, recorded_at) "
                        "SELECT 1000, profile_id, scope, 'planted', 'h', 'k-planted', 0, 0 FROM memories LIMIT 1", "no sealed write created it"),
}  # fmt: skip


@pytest.mark.parametrize("what", sorted(EDITS))
def test_edits_of_stored_content_are_detected(store, embedder, what):
    sql, needle = EDITS[what]
    conn = _raw(store / "memlane.db")
    conn.execute(sql)
    conn.close()
    _assert_detected(store, embedder, needle)


def test_vector_drift_is_detected(store, embedder):
    import sqlite_vec

    conn = _raw(store / "memlane.db")
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    fid = _first(conn, "SELECT min(id) FROM facts")
    other = np.random.default_rng(0).normal(size=384).astype(np.float32)
    conn.execute("UPDATE facts_vec SET embedding = ? WHERE fact_id = ?", (other.tobytes(), fid))
    conn.close()
    _assert_detected(store, embedder, "facts_vec row differs")


def test_forged_records_appended_to_the_trail_fail_and_are_never_anchored(store, embedder):
    conn = _raw(store / "audit.db")
    last = row_to_record(conn.execute("SELECT * FROM audit_log ORDER BY seq DESC LIMIT 1").fetchone())
    forged = []
    for n in (1, 2):  # the attacker knows the format, not the installation key
        draft = replace(last, seq=last.seq + n, operation="erase", reason="cleanup", prev_hash=(forged or [last])[-1].hash,
                        metadata=dict(last.metadata), hash="")  # fmt: skip
        guessed = Sealer(secrets.token_bytes(32))
        forged.append(replace(draft, hash=draft.computed_hash(lambda m, s=guessed: s.mac(m, purpose="audit-record")),
                              metadata=dict(last.metadata)))  # fmt: skip
    for record in forged:
        conn.execute(f"INSERT INTO audit_log VALUES ({','.join('?' * 15)})", record_to_row(record))
    conn.close()
    with _open(store, embedder) as mem:
        report = mem.audit_verify()
        assert not report.ok and report.first_bad_seq == forged[0].seq, report.to_dict()
        with pytest.raises(AuditIntegrityError):
            mem.remember("The next real write must not anchor the forgery.")  # fail closed
    # The unkeyed v1 format is refused after the keyed chain started, too.
    conn = _raw(store / "audit.db")
    conn.execute("DELETE FROM audit_log WHERE seq >= ?", (forged[0].seq,))
    plain = replace(forged[0], metadata=dict(last.metadata), hash="", prev_hash=last.hash)
    conn.execute(f"INSERT INTO audit_log VALUES ({','.join('?' * 15)})",
                 record_to_row(replace(plain, hash=plain.computed_hash(), metadata=dict(last.metadata))))  # fmt: skip
    conn.close()
    with _open(store, embedder) as mem:
        assert not mem.audit_verify().ok


def test_deleting_the_trail_with_its_anchor_is_detected(store, embedder):
    for name in ("audit.db", "audit.db-wal", "audit.db-shm", "audit.db.anchor"):
        (store / name).unlink(missing_ok=True)
    with _open(store, embedder) as mem:
        chain_alone = mem._engine.audit.verify()
        assert chain_alone.ok  # an empty trail with a fresh anchor is a valid chain by itself ...
        report = mem.audit_verify()  # ... but the memory database's manifests name its records
        assert not report.ok and "missing from the trail" in report.reason, report.to_dict()
    runner = CliRunner()
    result = runner.invoke(app, ["--data-dir", str(store), "audit", "verify", "--json"])
    assert result.exit_code == 8 and not json.loads(result.stdout)["ok"]


def test_a_clean_store_stays_clean_through_reconcile_restart_and_more_writes(store, embedder):
    with _open(store, embedder) as mem:
        mem.remember("Another ordinary sentence after the restart.", speaker="Rui")
        mem.ops.reconcile()
        report = mem.audit_verify()
        assert report.ok and report.content["problem_count"] == 0, report.to_dict()
        assert report.content["checked"]["fact"] >= 5 and report.content["checked"]["vector"] >= 5
        assert report.content["legacy"] == {"memories": 0, "facts": 0}


def test_a_manifest_holds_the_digests_of_what_its_write_created(store, embedder):
    """Per write the cost is bounded by what the write created; the full check is maintenance."""
    with _open(store, embedder) as mem:
        result = mem.remember("Timing is measured in the benchmark, not asserted in tests.", speaker="Ana")
        document = mem._store.operations.manifest(result.operation_id)
        content = document["metadata"]["content"]
        assert set(content) == {"memory", "fact", "lexical", "vector"}
        assert list(content["memory"]) == [result.memory_id.split("_")[1]]
        assert sorted(content["fact"]) == sorted(f.split("_")[1] for f in result.fact_ids)
        assert document["metadata"]["audit"]["seq"] > 0 and document["metadata"]["receipt"]
