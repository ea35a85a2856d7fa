"""Hash-chained audit trail: verify ok, detects modification, deletion, truncation; concurrency."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import apsw
import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    GENESIS_HASH,
    ActorContext,
    AuditError,
    AuditIntegrityError,
    AuditLog,
    OperationPolicyRegistry,
    Role,
    Sealer,
    Transport,
    local_owner,
    new_session_token,
)

OWNER = local_owner("alice")


def fill(log: AuditLog, n: int) -> None:
    for i in range(n):
        log.append(
            OWNER,
            "remember",
            "allowed",
            profile="work",
            target_ids=[f"mem_{i}"],
            metadata={"i": i, "nested": {"k": [i, "v"]}},
        )


def raw(log: AuditLog) -> apsw.Connection:
    """A second connection playing the attacker (or a careless tool) editing the file."""
    conn = apsw.Connection(str(log.path))
    conn.set_busy_timeout(5000)
    return conn


@pytest.fixture
def log(tmp_path: Path):
    with AuditLog(tmp_path / "audit.db") as audit:
        yield audit


def test_append_and_verify(log: AuditLog) -> None:
    fill(log, 5)
    report = log.verify()
    assert (report.ok, report.records_checked, report.first_bad_seq, report.reason) == (
        True,
        5,
        None,
        "ok",
    )
    assert report.last_seq == report.anchor_seq == 5
    records = list(log.records())
    assert [r.seq for r in records] == [1, 2, 3, 4, 5]
    assert records[0].prev_hash == GENESIS_HASH
    assert all(b.prev_hash == a.hash for a, b in itertools.pairwise(records))
    assert records[3].metadata["nested"]["k"] == (3, "v")
    assert report.to_dict()["ok"] is True


def test_empty_log_verifies(log: AuditLog) -> None:
    report = log.verify()
    assert report.ok and report.records_checked == 0 and report.anchor_seq == 0


def test_hash_covers_every_field(log: AuditLog) -> None:
    _, token_hash = new_session_token()
    actor = ActorContext(
        "bob", [Role.MEMBER], Transport.HTTP, client_host="h", session_token_hash=token_hash
    )
    record = log.append(
        actor, "erase", "denied", profile="p", reason="r", target_ids=["a"], metadata={"m": 1}
    )
    body = record.body()
    assert set(body) >= {
        "seq", "timestamp", "principal_id", "roles", "transport", "client_host",
        "session_token_hash", "operation", "profile", "decision", "reason", "target_ids",
        "metadata", "prev_hash",
    }  # fmt: skip
    from memlane.governance import record_hash

    for key, value in body.items():
        changed = {**body, key: (value + 1) if isinstance(value, int | float) else [value, "x"]}
        assert record_hash(changed) != record.hash, key


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("metadata", '{"i":2,"nested":{"k":[2,"changed"]}}'),
        ("principal_id", "mallory"),
        ("decision", "denied"),
        ("operation", "erase"),
        ("profile", "other"),
        ("target_ids", '["mem_99"]'),
        ("roles", '["viewer"]'),
        ("ts", 0.0),
        ("reason", "nothing to see"),
        ("client_host", "evil"),
    ],
)
def test_modified_field_is_detected_at_its_record(
    log: AuditLog, column: str, value: object
) -> None:
    fill(log, 5)
    assert log.verify().ok  # positive control before the edit
    raw(log).execute(f"UPDATE audit_log SET {column} = ? WHERE seq = 3", (value,))
    report = log.verify()
    assert not report.ok
    assert report.first_bad_seq == 3
    assert report.records_checked == 2
    assert "modified" in report.reason


def test_undecodable_row_is_reported(log: AuditLog) -> None:
    fill(log, 3)
    raw(log).execute("UPDATE audit_log SET metadata = 'not json' WHERE seq = 2")
    report = log.verify()
    assert (report.ok, report.first_bad_seq) == (False, 2)
    assert "undecodable" in report.reason


def test_deleted_middle_record_is_detected(log: AuditLog) -> None:
    fill(log, 6)
    raw(log).execute("DELETE FROM audit_log WHERE seq = 3")
    report = log.verify()
    assert (report.ok, report.first_bad_seq, report.records_checked) == (False, 3, 2)
    assert "missing" in report.reason


def test_renumbered_records_after_a_deletion_are_detected(log: AuditLog) -> None:
    fill(log, 6)
    conn = raw(log)
    conn.execute("DELETE FROM audit_log WHERE seq = 3")
    conn.execute("UPDATE audit_log SET seq = seq - 1 WHERE seq > 3")
    report = log.verify()
    assert (report.ok, report.first_bad_seq) == (False, 3)


def test_truncation_is_detected_by_the_anchor(log: AuditLog) -> None:
    fill(log, 6)
    raw(log).execute("DELETE FROM audit_log WHERE seq > 4")
    # The remaining chain is internally valid: only the anchor can tell.
    report = log.verify()
    assert report.records_checked == 4
    assert (report.ok, report.first_bad_seq, report.anchor_seq) == (False, 5, 6)
    assert "truncated" in report.reason
    # Appending on top of the gap is refused (fail closed)…
    with pytest.raises(AuditIntegrityError):
        fill(log, 1)
    # …until an operator re-anchors, which is itself recorded in the chain.
    record = log.reanchor(OWNER, reason="investigated: restored from backup")
    assert record.operation == "audit_reanchor"
    assert record.metadata["previous_anchor"]["seq"] == 6
    assert log.verify().ok
    fill(log, 1)
    assert log.verify().ok


def test_full_chain_rewrite_is_caught_by_the_anchor(log: AuditLog) -> None:
    """An attacker edits record 2 and recomputes every later hash: the chain is valid again,
    but the anchored hash no longer matches."""
    from dataclasses import replace

    from memlane.governance.audit_records import record_to_row, row_to_record

    fill(log, 4)
    conn = raw(log)
    rows = conn.execute("SELECT * FROM audit_log ORDER BY seq").fetchall()
    prev = GENESIS_HASH
    for row in rows:
        record = row_to_record(row)
        if record.seq == 2:
            record = replace(record, decision="denied", metadata=dict(record.metadata))
        record = replace(record, prev_hash=prev, metadata=dict(record.metadata), hash="")
        record = replace(record, hash=record.computed_hash(), metadata=dict(record.metadata))
        prev = record.hash
        conn.execute("DELETE FROM audit_log WHERE seq = ?", (record.seq,))
        conn.execute(f"INSERT INTO audit_log VALUES ({','.join('?' * 15)})", record_to_row(record))
    report = log.verify()
    assert report.records_checked == 4  # the rewritten chain links correctly…
    assert (report.ok, report.first_bad_seq) == (False, 4)  # …but not to the anchor
    assert "anchor" in report.reason


def test_missing_anchor_is_reported_and_blocks_appends(log: AuditLog) -> None:
    fill(log, 2)
    log.anchor.path.unlink()
    report = log.verify()
    assert not report.ok and "anchor is missing" in report.reason
    with pytest.raises(AuditIntegrityError):
        fill(log, 1)


def test_sealed_anchor_cannot_be_forged(tmp_path: Path) -> None:
    sealer = Sealer.from_key_file(tmp_path / "install.key")
    with AuditLog(tmp_path / "audit.db", sealer=sealer) as log:
        fill(log, 5)
        assert log.verify().ok
        raw(log).execute("DELETE FROM audit_log WHERE seq > 3")
        # The attacker rewrites the anchor to match the truncated log, without the key.
        tip = list(log.records())[-1]
        log.anchor.path.write_text(
            json.dumps(
                {
                    "format": "memlane.audit-anchor/1",
                    "seq": tip.seq,
                    "hash": tip.hash,
                    "seal": "0" * 64,
                }
            )
        )
        report = log.verify()
        assert not report.ok and "seal" in report.reason
    # Positive control: an unsealed log (no key: plain SHA-256 chain, unsealed anchor) does
    # not catch the same forgery.
    with AuditLog(tmp_path / "plain.db") as plain:
        fill(plain, 5)
        raw(plain).execute("DELETE FROM audit_log WHERE seq > 3")
        tip = list(plain.records())[-1]
        plain.anchor.path.write_text(json.dumps({"format": "memlane.audit-anchor/1", "seq": tip.seq, "hash": tip.hash}))
        assert plain.verify().ok


def test_append_decision_records_policy_outcome(log: AuditLog) -> None:
    registry = OperationPolicyRegistry.default()
    viewer = ActorContext("v", [Role.VIEWER], Transport.MCP, allowed_profiles=["p"])
    decision = registry.evaluate(viewer, "erase", profile="p")
    record = log.append_decision(viewer, decision, profile="p", target_ids=["fact_1"])
    assert (record.decision, record.operation, record.transport) == ("denied", "erase", "mcp")
    assert record.metadata["policy"]["decided_by"] == "role"
    assert log.verify().ok


def test_invalid_records_are_rejected_without_side_effects(log: AuditLog) -> None:
    fill(log, 1)
    with pytest.raises(InvalidInputError):
        log.append(OWNER, "remember", "allowed", metadata={"bad": object()})
    with pytest.raises(InvalidInputError):
        log.append(OWNER, "", "allowed")
    assert log.verify().records_checked == 1


def test_not_an_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "audit.db"
    path.write_bytes(b"plain text, definitely not sqlite")
    with pytest.raises(AuditError):
        AuditLog(path)


def test_concurrent_appends_from_threads_form_one_valid_chain(tmp_path: Path) -> None:
    path = tmp_path / "audit.db"
    shared = AuditLog(path)
    # Half the threads share one connection, half open their own (separate SQLite connections
    # contend on the database lock exactly like separate processes do).
    errors: list[BaseException] = []
    barrier = threading.Barrier(8)

    def worker(index: int) -> None:
        own = index % 2 == 1
        log = AuditLog(path) if own else shared
        try:
            barrier.wait()
            for i in range(25):
                log.append(OWNER, "remember", "allowed", metadata={"thread": index, "i": i})
        except BaseException as exc:  # surfaced below
            errors.append(exc)
        finally:
            if own:
                log.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    report = shared.verify()
    assert report.ok, report
    assert report.records_checked == report.last_seq == report.anchor_seq == 200
    seen = {(r.metadata["thread"], r.metadata["i"]) for r in shared.records()}
    assert len(seen) == 200
    shared.close()


_CHILD = """
import sys
from memlane.governance import AuditLog, local_owner
log = AuditLog(sys.argv[1])
for i in range(int(sys.argv[2])):
    log.append(local_owner("p" + sys.argv[3]), "remember", "allowed", metadata={"proc": sys.argv[3], "i": i})
log.close()
"""


@pytest.mark.slow
def test_concurrent_appends_from_processes(tmp_path: Path) -> None:
    path = tmp_path / "audit.db"
    AuditLog(path).close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(path), "30", str(n)], env=env, stderr=subprocess.PIPE
        )
        for n in range(4)
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()
    with AuditLog(path) as log:
        report = log.verify()
        assert report.ok, report
        assert report.records_checked == report.anchor_seq == 120
