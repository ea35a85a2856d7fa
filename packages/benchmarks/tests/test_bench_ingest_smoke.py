"""A small run of ``memlane-bench ingest`` end to end (the real model, a real SIGKILL)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memlane.embeddings.default import DEFAULT_RUNTIME, MODEL_OF_RUNTIME
from memlane_bench.cli import main
from memlane_bench.ingest.conversations import turns


def test_generated_turns_are_varied_and_deterministic():
    first, again = list(turns(300, seed=5)), list(turns(300, seed=5))
    assert first == again
    assert len({t["content"] for t in first}) > 200 and len({t["speaker"] for t in first}) > 6
    assert len({t["idempotency_key"] for t in first}) == 300


@pytest.mark.slow
def test_ingest_smoke(tmp_path: Path, capsys):
    args = ["ingest", "--import-records", "60", "--single-records", "10", "--embed-texts", "50",
            "--runtimes", "onnx", "--resume-records", "150", "--chunk-records", "20", "--kill-at", "0.3",
            "--out", str(tmp_path)]  # fmt: skip
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "### Ingest" in out and str(tmp_path / "ingest.json") in out
    result = json.loads((tmp_path / "ingest.json").read_text())
    assert (tmp_path / "ingest.md").is_file()
    onnx = result["embedders"]["onnx"]
    assert onnx["texts_per_s"] > 0 and onnx["torch_imported"] is False
    assert result["import"]["records"] == 60 and result["import"]["facts_per_s"] > 0
    assert result["import"]["embedder"] == MODEL_OF_RUNTIME[DEFAULT_RUNTIME]  # the default of a new database
    assert result["remember_one_at_a_time"]["records"] == 10
    resume = result["resume"]
    assert resume["killed"] and 0 < resume["committed_before_kill"] < 150
    assert resume["committed_before_kill"] % 20 == 0  # whole chunks only
    assert resume["no_duplicates"] and resume["integrity_ok"] and resume["memories_after"] == 150
