"""A 10k-fact smoke of ``memlane-bench scale`` (the command CI runs): shape and sanity of the
JSON, never timing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memlane_bench.cli import main


@pytest.mark.slow
def test_scale_smoke_10k(tmp_path: Path, capsys):
    args = ["scale", "--checkpoints", "1k,10k", "--queries", "20", "--singles", "5", "--window", "50", "--loop", "10",
            "--floor-queries", "20", "--out", str(tmp_path)]  # fmt: skip
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "ENGINE-ONLY" in out and str(tmp_path / "scale.json") in out
    result = json.loads((tmp_path / "scale.json").read_text())
    assert (tmp_path / "scale.md").is_file()
    assert result["status"] == "ok" and result["embedder"]["engine_only"] is True
    points = result["checkpoints"]
    assert [p["facts_per_profile"] for p in points] == [1_000, 10_000]
    assert points[-1]["facts_total"] >= 10_000
    for point in points:
        m = point["measures"]
        assert m["ingest_batched"]["facts"] > 0 and m["ingest_batched"]["facts_per_s"] > 0
        assert m["ingest_single"]["turns"] == 5 and m["ingest_single"]["facts_per_s"] > 0
        lat = m["recall"]["latency_ms"]
        assert lat["n"] == 20 and 0 < lat["p50"] <= lat["p95"] <= lat["p99"]
        assert m["recall"]["empty_results"] < 20  # recall finds something at every size
        loop = m["agent_loop"]
        assert loop["iterations"] == 10 and loop["remember_ms"]["p50"] > 0 and loop["recall_ms"]["p50"] > 0
        assert m["peak_rss_mb"] > 0 and m["disk_bytes"]["memlane.db"] > 0
        vec = m["vectors"]
        assert vec["vectors"] >= point["facts_per_profile"] and vec["numpy_floor_ms"]["p50"] > 0
        assert 0.0 <= vec["ann_recall_at_k"] <= 1.0
        cold = m["cold_start"]
        assert cold["items"] > 0 and 0 < cold["to_first_recall_s"] <= cold["wall_s"]
    assert points[0]["measures"]["vectors"]["ann_recall_at_k"] >= 0.95  # 1k: exact search (ties may order differently)
    assert points[1]["measures"]["vectors"]["ann_recall_at_k"] >= 0.5  # 10k: the ANN tier, sane
    assert result["targets"] == []  # no checkpoint reaches a target's size


@pytest.mark.slow
def test_ann_only_reports_the_graph_memory_of_each_phase(tmp_path: Path, capsys):
    args = ["scale", "--ann-only", "3000", "--ann-embedder", "fixed", "--queries", "10", "--out", str(tmp_path)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "fixed word-hash vectors (not MiniLM)" in out and "| build (maintenance, from SQLite) |" in out
    result = json.loads((tmp_path / "scale-ann.json").read_text())
    assert result["embedder_engine_only"] is True and result["hnsw_params"]["quantizer"] == "QT_4bit"
    memory = result["memory"]
    assert memory["build"]["maintain"] == {**memory["build"]["maintain"], "action": "built", "vectors": 3000}
    assert memory["extend"]["maintain"]["action"] == "extended" and memory["extend"]["maintain"]["vectors"] == 100
    serve = memory["serve"]
    assert serve["model"].startswith("all-MiniLM-L6-v2")  # the serving process holds the default model
    assert serve["nearest_ms"]["n"] == 9 and serve["first_query_s"] > 0
    for phase in memory.values():  # each phase in its own process: a peak at least its end size
        assert 0 < phase["end_mb"]["VmRSS"] <= phase["end_mb"]["VmHWM"]
    assert memory["serve"]["end_mb"]["VmRSS"] > memory["build"]["opened_mb"]["VmRSS"]  # the model and the graph
