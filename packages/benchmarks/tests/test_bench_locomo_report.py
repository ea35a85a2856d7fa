from __future__ import annotations

import json
from pathlib import Path

from memlane_bench.locomo import metrics, report


def _metrics():
    outcomes = [metrics.score(1, ["a"], ["a"], (5, 10)), metrics.score(4, ["b"], ["a"], (5, 10))]
    return metrics.aggregate(outcomes, (5, 10))


def test_metrics_table_layout():
    table = report.metrics_table(_metrics(), (5, 10)).splitlines()
    assert table[0] == "| category | all@5 | all@10 | any@5 | any@10 | n |"
    assert table[2] == "| 1 multi-hop | 1.000 | 1.000 | 1.000 | 1.000 | 1 |"
    assert table[3] == "| 2 temporal | - | - | - | - | 0 |"
    assert table[5] == "| 4 single-hop | 0.000 | 0.000 | 0.000 | 0.000 | 1 |"
    assert table[6] == "| **overall (1-4)** | 0.500 | 0.500 | 0.500 | 0.500 | 2 |"
    assert table[7].startswith("| 5 adversarial")
    assert len(table) == 8


def test_write_skipped(tmp_path: Path):
    result = {"benchmark": "locomo", "status": "skipped", "reason": "no data"}
    json_path, md_path = report.write(result, tmp_path / "nested")
    assert json.loads(json_path.read_text()) == result
    assert "Skipped: no data" in md_path.read_text()
