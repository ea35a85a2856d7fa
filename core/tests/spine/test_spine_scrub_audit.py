"""Scrubbing at the write chokepoint, and the audit trail of writes and denials."""

from __future__ import annotations

import contextlib
import json

from memlane import Memory
from memlane.cli import app
from memlane.config import MemoryConfig, SpineConfig
from memlane.governance import ProfileScrubPolicies, ScrubPolicy
from typer.testing import CliRunner

KEY = "sk-proj-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z" + "Q7"
EMAIL = "ann.lee@example.org"


def test_secrets_are_redacted_visibly_and_findings_recorded_without_them(mem):
    result = mem.remember(f"Deploy with {KEY} before Friday.", speaker="Ann", metadata={"note": f"token {KEY}"})
    assert [r["kind"] for r in result.redactions] == ["openai_key", "openai_key"]
    assert {r["field"] for r in result.redactions} == {"content", "metadata.note"}
    record = mem.get(result.memory_id)
    assert "[REDACTED:openai_key]" in record.content and KEY not in record.content
    assert KEY not in json.dumps(record.metadata) and "[REDACTED:openai_key]" in mem.get(result.fact_ids[0]).text
    rows = mem._store.operations.redactions(int(result.memory_id.split("_")[1]))
    assert rows[0][:2] == ("content", "openai_key") and rows[0][3] - rows[0][2] == len(KEY)
    mem._engine.close_stores()
    try:
        raw = b"".join(p.read_bytes() for p in mem.data_dir.rglob("*") if p.is_file())
        assert KEY.encode() not in raw  # not in the database, the WAL, the audit trail or anywhere
    finally:
        mem._engine.reopen_stores()
    replay = mem.remember(f"Deploy with {KEY} before Friday.", speaker="Ann")
    assert replay.deduplicated  # the key is derived from the stored (scrubbed) text


def test_scrub_policy_is_per_profile(tmp_path, embedder):
    policies = ProfileScrubPolicies(overrides={"strict": ScrubPolicy.strict()})
    config = MemoryConfig(scrub=policies, spine=SpineConfig(reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        relaxed = mem.remember(f"Write to {EMAIL} about the lease.")
        strict = mem.remember(f"Write to {EMAIL} about the lease.", profile="strict")
        assert EMAIL in mem.get(relaxed.memory_id).content and relaxed.redactions == ()
        assert EMAIL not in mem.get(strict.memory_id, profile="strict").content
        assert strict.redactions[0]["kind"] == "email"


def test_every_write_and_denial_is_audited_with_its_metadata(mem):
    from memlane.governance import ActorContext, PolicyDeniedError, Role, Transport

    result = mem.remember("Audited write of an ordinary fact.", speaker="Ann")
    mem.correct(result.fact_ids[0], "Audited correction of an ordinary fact.")
    mem.update(result.fact_ids[0], importance=0.9)
    viewer = mem.acting_as(ActorContext("vic", frozenset({Role.VIEWER}), Transport.PYTHON, allowed_profiles=frozenset({"default"})))
    with contextlib.suppress(PolicyDeniedError):
        viewer.remember("Viewers may not write.")
    records = list(mem._engine.audit.log.records())
    ops = [(r.operation, r.decision) for r in records]
    assert ("remember", "allowed") in ops and ("correct", "allowed") in ops and ("update", "allowed") in ops
    assert ("remember", "denied") in ops
    write = next(r for r in records if r.operation == "remember" and r.decision == "allowed")
    assert write.metadata["operation_id"] == result.operation_id == write.target_ids[0]
    assert write.metadata["payload_hash"] and write.metadata["generation"] == 1
    denied = next(r for r in records if r.decision == "denied")
    assert denied.principal_id == "vic" and denied.metadata["policy"]["decided_by"] == "role"
    assert mem.audit_verify().ok


def test_cli_erase_ops_audit_and_manifest(tmp_path):
    runner = CliRunner()

    def run(*args):
        return runner.invoke(app, ["--data-dir", str(tmp_path), *args])

    stored = json.loads(run("remember", "My cousin Zed Quill repairs sailboats.", "--speaker", "Ann", "--json").stdout)
    manifest = json.loads(run("manifest", stored["operation_id"], "--json").stdout)
    assert manifest["status"] == "complete"
    assert json.loads(run("ops", "list", "--json").stdout) == []
    assert run("erase", "Zed Quill").exit_code == 4  # needs --yes
    erased = run("erase", "Zed", "Quill", "--yes", "--json")
    assert erased.exit_code == 0 and json.loads(erased.stdout)["all_erased"]
    assert run("audit", "verify").exit_code == 0
    (tmp_path / "audit.db.anchor").write_text("{}")
    broken = run("audit", "verify", "--json")
    assert broken.exit_code == 8 and not json.loads(broken.stdout)["ok"]
