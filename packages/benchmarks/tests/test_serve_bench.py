"""`memlane-bench serve` end to end at a tiny size: a real daemon process, concurrent clients,
SIGKILL mid-load, lost-write count, JSON + markdown."""

from __future__ import annotations

import json

from memlane_bench.cli import main


def test_serve_benchmark_smoke(tmp_path, capsys):
    code = main(["serve", "--duration", "2", "--clients", "3", "--seed-memories", "12", "--out", str(tmp_path)])
    result = json.loads((tmp_path / "serve.json").read_text())
    assert code == 0, result
    assert result["error_count"] == 0 and result["lost_acknowledged_writes"] == 0
    assert result["acknowledged_writes"] >= 1 and result["operations"]["recall"] >= 1
    assert result["recall_p50_ms"]["in_process"] > 0 and result["recall_p50_ms"]["http_single_client"] > 0
    assert "# memlane daemon under load" in (tmp_path / "serve.md").read_text()
    assert "lost after SIGKILL" in capsys.readouterr().out
