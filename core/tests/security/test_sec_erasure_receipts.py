"""Issue 11, item 2: an erasure receipt claims byte-level erasure only once the WAL checkpoint
truncated the log. While another connection holds a read transaction the receipt says
``pending_checkpoint``; the engine finishes it (reconcile, background tick, close/reopen) and
the completion is queryable (``erasure_status``, ``memlane erase --status``)."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path

import apsw
import pytest
from memlane import Memory
from memlane.cli import app
from memlane.config import MemoryConfig, SpineConfig
from typer.testing import CliRunner

SECRET = "quorvexilant"  # a word nothing else contains: its bytes are what must leave the files


def _config(interval: float = 0) -> MemoryConfig:
    return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=interval))


def _raw_hits(data: Path) -> dict[str, int]:
    """Occurrences of the secret in memlane.db and its WAL, read as raw bytes."""
    return {
        p.name: p.read_bytes().count(SECRET.encode())
        for p in sorted(data.glob("memlane.db*"))
        if p.is_file() and p.suffix != ".db-shm"
    }


@contextlib.contextmanager
def _reader_holding_a_snapshot(data: Path):
    conn = apsw.Connection(str(data / "memlane.db"))
    conn.execute("BEGIN")
    conn.execute("SELECT count(*) FROM memories").fetchall()  # the snapshot starts here
    try:
        yield
    finally:
        conn.execute("COMMIT")
        conn.close()


def _write(mem: Memory) -> None:
    mem.remember(f"Ivo Brandt told me the vault word is {SECRET} and nobody may know it.", speaker="Ann")
    mem.remember("The harbour master repaints the red buoy every spring.", speaker="Ann")


def _erase_while_read(mem: Memory, data: Path):
    with _reader_holding_a_snapshot(data):
        receipt = mem.erase("Ivo Brandt")
        assert sum(_raw_hits(data).values()) > 0, "control: the erased bytes are still in the files"
        assert receipt.to_dict()["checkpoint"]["busy"] == 1
        assert not receipt.all_erased, "the receipt claims erasure while the bytes are in the files"
        # The honest receipt: every proof held, the bytes wait for the checkpoint.
        assert receipt.logically_erased
        assert receipt.byte_level == "pending_checkpoint" and receipt.status == "pending_checkpoint"
        assert mem.erasure_status(receipt.erasure_id)["status"] == "pending_checkpoint"
        mem.ops.reconcile()  # the reader still holds the log: nothing can complete yet
        assert mem.erasure_status(receipt.erasure_id)["status"] == "pending_checkpoint"
    return receipt


def _assert_complete(mem: Memory, data: Path, erasure_id: str) -> None:
    status = mem.erasure_status(erasure_id)
    assert status["status"] == "complete" and status["all_erased"] and status["byte_level"] == "erased"
    assert status["checkpoint"]["busy"] == 0 and status["byte_level_completed_at"] >= status["completed_at"]
    assert _raw_hits(data) and not any(_raw_hits(data).values()), _raw_hits(data)
    assert mem.erasure_receipt(erasure_id).all_erased  # the completed receipt's seal verifies


def test_without_a_reader_the_receipt_is_complete_at_once(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _write(mem)
        receipt = mem.erase("Ivo Brandt")
        assert receipt.all_erased and receipt.status == "complete"
        _assert_complete(mem, data, receipt.erasure_id)


def test_a_reader_makes_it_pending_and_reconcile_finishes_it(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _write(mem)
        receipt = _erase_while_read(mem, data)
        mem.ops.reconcile()
        _assert_complete(mem, data, receipt.erasure_id)
        assert any(r.operation == "erasure_checkpoint" and receipt.erasure_id in r.target_ids
                   for r in mem._engine.audit.log.records())  # fmt: skip


def test_the_background_tick_finishes_it(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=_config(interval=0.2)) as mem:
        _write(mem)
        receipt = _erase_while_read(mem, data)
        deadline = time.monotonic() + 20
        while mem.erasure_status(receipt.erasure_id)["status"] != "complete" and time.monotonic() < deadline:
            time.sleep(0.1)
        _assert_complete(mem, data, receipt.erasure_id)


def test_close_finishes_it_and_the_completion_survives_a_restart(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _write(mem)
        receipt = _erase_while_read(mem, data)
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _assert_complete(mem, data, receipt.erasure_id)


def test_the_cli_exits_10_while_pending_and_reports_the_completion(tmp_path, embedder):
    data = tmp_path / "data"
    runner = CliRunner()
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _write(mem)
    with _reader_holding_a_snapshot(data):
        result = runner.invoke(app, ["--data-dir", str(data), "erase", "Ivo", "Brandt", "--yes", "--json"])
        assert result.exit_code == 10, result.output
        erasure_id = json.loads(result.stdout)["erasure_id"]
        pending = runner.invoke(app, ["--data-dir", str(data), "erase", "--status", erasure_id, "--json"])
        assert pending.exit_code == 10 and json.loads(pending.stdout)["status"] == "pending_checkpoint"
    done = runner.invoke(app, ["--data-dir", str(data), "erase", "--status", erasure_id, "--json"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["status"] == "complete"
    assert not any(_raw_hits(data).values())


@pytest.mark.parametrize("field", ["all_erased", "byte_level"])
def test_a_receipt_edited_to_claim_completion_does_not_verify(tmp_path, embedder, field):
    from memlane.governance import GovernanceIntegrityError

    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=_config()) as mem:
        _write(mem)
        receipt = _erase_while_read(mem, data)
        document = dict(receipt.to_dict())
        document[field] = True if field == "all_erased" else "erased"
        with pytest.raises(GovernanceIntegrityError):
            type(receipt).open(document, mem._engine.sealer)
