"""End to end on the real data and model: one conversation, 20 questions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memlane_bench.cli import main
from memlane_bench.locomo.data import resolve_data_path
from memlane_bench.paths import find_repo_root

DATA = resolve_data_path(None, find_repo_root())


@pytest.mark.slow
@pytest.mark.skipif(
    not DATA.is_file(), reason=f"LoCoMo data not found at {DATA} (set MEMLANE_LOCOMO)"
)
def test_locomo_smoke(tmp_path: Path, capsys):
    assert (
        main(["locomo", "--conversations", "1", "--questions", "20", "--out", str(tmp_path)]) == 0
    )
    out = capsys.readouterr().out
    assert "| **overall (1-4)** |" in out and str(tmp_path / "locomo.json") in out
    result = json.loads((tmp_path / "locomo.json").read_text())
    assert (tmp_path / "locomo.md").is_file()
    assert result["status"] == "ok"
    assert set(result) >= {
        "config",
        "dataset",
        "data_quality",
        "metrics",
        "latency_ms",
        "ingest",
        "resources",
        "wall_time_s",
        "targets",
    }
    assert len(result["dataset"]["conversations"]) == 1
    assert result["dataset"]["questions"] == 20
    assert set(result["metrics"]["by_category"]) == {"1", "2", "3", "4"}
    overall = result["metrics"]["overall"]
    assert set(overall) == {"all@5", "all@10", "all@20", "any@5", "any@10", "any@20", "n"}
    assert overall["n"] > 0
    assert overall["any@20"] > 0, "the pipeline found no evidence turn at all"
    assert all(overall[f"all@{k}"] <= overall[f"any@{k}"] for k in (5, 10, 20))
    assert overall["all@5"] <= overall["all@10"] <= overall["all@20"]
    latency = result["latency_ms"]
    assert latency["n"] == 20 and 0 < latency["p50"] <= latency["p95"] <= latency["p99"]
    ingest = result["ingest"]
    assert (
        ingest["turns"] > 0
        and ingest["facts"] > 0
        and ingest["turns_per_s"] > 0
        and ingest["model_load_s"] >= 0
    )
    assert result["resources"]["peak_rss_mb"] > 0
    assert result["config"]["memlane_version"]
    assert {"rrf_k", "channel_weights"} <= set(result["config"]["recall"])
    assert len(result["targets"]) == 7 and all(t["met"] in (True, False) for t in result["targets"])
