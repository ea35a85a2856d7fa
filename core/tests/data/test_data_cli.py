"""``memlane export|backup|restore``: JSON output, files, exit codes, one-line errors."""

from __future__ import annotations

import json
import stat

import pytest
from data_helpers import edit_manifest
from memlane.cli import app
from typer.testing import CliRunner

runner = CliRunner()


def run(data_dir, *args):
    return runner.invoke(app, ["--data-dir", str(data_dir), *args])


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("cli")
    for text, speaker in (("My sister Lena adopted a green parrot named Kiwi.", "Ana"), ("I play chess on Sundays.", "Rui")):
        assert run(data_dir, "remember", text, "--speaker", speaker, "--json").exit_code == 0
    return data_dir


def test_export_prints_the_document_or_writes_a_private_file(store, tmp_path):
    printed = run(store, "export")
    assert printed.exit_code == 0, printed.output
    document = json.loads(printed.stdout)
    assert document["format"] == "memlane.export" and len(document["memories"]) == 2

    out = tmp_path / "ana.json"
    result = run(store, "export", "--subject", "Ana", "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["subject"] == "Ana" and summary["counts"]["memories"] == 1
    written = json.loads(out.read_text())
    assert [m["speaker"] for m in written["memories"]] == ["Ana"]
    assert "chess" not in out.read_text()  # Rui's turn is not about Ana
    assert stat.S_IMODE(out.stat().st_mode) == 0o600


def test_export_of_an_unknown_profile_exits_3(store):
    result = runner.invoke(app, ["--data-dir", str(store), "--profile", "nobody", "export"])
    assert result.exit_code == 3
    assert result.stderr.strip().startswith("error: unknown profile")


def test_backup_then_restore_round_trip(store, tmp_path):
    path = tmp_path / "b.mlb"
    result = run(store, "backup", str(path), "--json")
    assert result.exit_code == 0, result.output
    receipt = json.loads(result.stdout)
    assert receipt["path"] == str(path) and receipt["profiles"] == ["default"]

    again = run(store, "backup", str(path))
    assert again.exit_code == 4 and "already exists" in again.stderr

    unconfirmed = run(store, "restore", str(path), "--json")
    assert unconfirmed.exit_code == 4
    assert json.loads(unconfirmed.stdout)["error"] == "invalid_input"

    restored = run(store, "restore", str(path), "--yes", "--json")
    assert restored.exit_code == 0, restored.output
    report = json.loads(restored.stdout)
    assert report["restored_profiles"] == ["default"] and report["shredded"] == []

    human = run(store, "restore", str(path), "--yes")
    assert human.exit_code == 0 and "Restored default" in human.stdout


def test_tampered_backup_exits_8_with_one_line(store, tmp_path):
    path = tmp_path / "b.mlb"
    assert run(store, "backup", str(path)).exit_code == 0
    bad = edit_manifest(path, tmp_path / "bad.mlb", lambda m: m.update(backup_id="0" * 32))
    result = run(store, "restore", str(bad), "--yes")
    assert result.exit_code == 8
    assert len(result.stderr.strip().splitlines()) == 1 and "seal" in result.stderr
