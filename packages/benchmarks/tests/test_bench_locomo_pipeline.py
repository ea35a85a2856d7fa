"""The orchestration on a tiny hand-made conversation with a fast fake embedder."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import memlane
import pytest
from bench_helpers import ExplodingEmbedder
from memlane import Fact, Provenance, RecallItem
from memlane_bench.cli import main
from memlane_bench.locomo import report
from memlane_bench.locomo.data import LocomoDataError
from memlane_bench.locomo.run import BenchmarkError, Options, item_dia_ids, run_locomo

NOW = datetime(2023, 5, 8, tzinfo=UTC)


def _item(memory_ids: tuple[str, ...], metadata: dict) -> RecallItem:
    fact = Fact(
        id="fct_1",
        profile="p",
        scope="personal",
        text="t",
        verbatim="t",
        speaker=None,
        memory_ids=memory_ids,
        observed_at=NOW,
        referenced_start=None,
        referenced_end=None,
        valid_from=None,
        valid_until=None,
        recorded_at=NOW,
        expired_at=None,
        importance=0.5,
    )
    provenance = Provenance(
        memory_ids=memory_ids,
        session_id=None,
        speaker=None,
        role=None,
        observed_at=NOW,
        referenced_start=None,
        referenced_end=None,
        metadata=metadata,
    )
    return RecallItem(fact=fact, score=1.0, channels={}, provenance=provenance)


def test_item_dia_ids_uses_metadata_then_lookup():
    lookups = []

    def lookup(memory_id: str) -> str:
        lookups.append(memory_id)
        return {"mem_2": "D3:04"}[memory_id]

    assert item_dia_ids(_item(("mem_1",), {"dia_id": "D1:1"}), lookup) == ["D1:1"]
    assert lookups == []  # the first source never needs a lookup
    assert item_dia_ids(_item(("mem_1", "mem_2"), {"dia_id": "D1:1"}), lookup) == ["D1:1", "D3:4"]
    assert lookups == ["mem_2"]


def test_item_dia_ids_fails_loudly():
    with pytest.raises(BenchmarkError, match="no dia_id"):
        item_dia_ids(_item(("mem_1",), {}), lambda m: "D1:1")
    with pytest.raises(BenchmarkError, match="no source memory"):
        item_dia_ids(_item((), {"dia_id": "D1:1"}), lambda m: "D1:1")
    with pytest.raises(BenchmarkError, match="does not parse"):
        item_dia_ids(_item(("mem_1",), {"dia_id": "turn one"}), lambda m: "D1:1")


def test_run_on_tiny_conversations(tiny_locomo: Path, embedder):
    result = run_locomo(
        Options(data_path=tiny_locomo, ks=(1, 5)), embedder=embedder, log=lambda _: None
    )
    assert result["status"] == "ok"
    assert result["dataset"]["conversations"] == ["conv-t1", "conv-t2"]
    assert result["dataset"]["turns"] == 10
    assert result["dataset"]["questions"] == 14
    assert result["dataset"]["questions_scored"] == 10  # 2 per conversation excluded
    quality = result["data_quality"]
    assert (quality["no_evidence"], quality["no_valid_evidence"]) == (2, 2)
    assert (quality["evidence_ids_missing"], quality["evidence_ids_unparseable"]) == (2, 2)
    assert (quality["evidence_ids_repaired"], quality["packed_evidence_strings"]) == (2, 2)

    by_q = {(q["sample_id"], q["qa_index"]): q for q in result["per_question"]}
    assert len(by_q) == 14
    for (sample_id, _), q in by_q.items():
        assert set(q["ranked"]) <= {"D1:1", "D1:2", "D1:3", "D2:1", "D2:2"}, sample_id
        assert len(q["ranked"]) == len(set(q["ranked"]))
    # Distinctive words make these lexical certainties: the evidence turn ranks first.
    assert by_q[("conv-t1", 0)]["ranked"][0] == "D1:1"  # puppy
    assert by_q[("conv-t1", 1)]["ranked"][0] == "D2:1"  # cello ("D02:01" normalised)
    assert by_q[("conv-t2", 3)]["ranked"][0] == "D2:2"  # marathon (the missing id dropped)
    assert by_q[("conv-t1", 0)]["all"] == {"1": True, "5": True}
    assert "all" not in by_q[("conv-t1", 4)]  # no evidence: not scored

    overall = result["metrics"]["overall"]
    assert overall["n"] == 8 and result["metrics"]["adversarial"]["n"] == 2
    # 5 turns, limit 5: every evidence turn is retrieved at k=5 (fewer facts than the limit).
    assert overall["all@5"] == 1.0 and overall["any@5"] == 1.0
    assert result["latency_ms"]["n"] == 14
    assert result["ingest"]["turns"] == 10 and result["ingest"]["facts"] >= 10
    assert result["ingest"]["deduplicated"] == 0
    assert result["config"]["recall"]["rrf_k"] == memlane.RecallConfig().rrf_k
    assert set(result["config"]["recall"]["channel_weights"]) >= {"lexical", "semantic"}
    assert result["targets"][0]["met"] is None  # k=10 not measured

    markdown = report.to_markdown(result)
    assert "| category | all@1 | all@5 | any@1 | any@5 | n |" in markdown
    assert "| **overall (1-4)** |" in markdown and "| 5 adversarial (separate) |" in markdown


def test_limits_apply(tiny_locomo: Path, embedder):
    result = run_locomo(
        Options(data_path=tiny_locomo, ks=(5,), conversations=1, questions=2),
        embedder=embedder,
        log=lambda _: None,
    )
    assert result["dataset"]["conversations"] == ["conv-t1"]
    assert result["dataset"]["questions"] == 2
    assert result["metrics"]["by_category"]["4"]["n"] == 2


def test_ingest_failure_aborts(tiny_locomo: Path, embedder):
    with pytest.raises(RuntimeError, match="exploded"):
        run_locomo(
            Options(data_path=tiny_locomo),
            embedder=ExplodingEmbedder(embedder, fail_on_batch_over=1),
            log=lambda _: None,
        )


def test_cli_skips_cleanly_without_data(tmp_path: Path, capsys):
    assert (
        main(["locomo", "--data", str(tmp_path / "absent.json"), "--out", str(tmp_path / "out")])
        == 0
    )
    written = json.loads((tmp_path / "out" / "locomo.json").read_text())
    assert written["status"] == "skipped" and "absent.json" in written["reason"]
    captured = capsys.readouterr()
    assert "skipped" in captured.err and str(tmp_path / "out" / "locomo.json") in captured.out


def test_cli_env_variable_locates_data(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("MEMLANE_LOCOMO", str(tmp_path / "via-env.json"))
    assert main(["locomo", "--out", str(tmp_path)]) == 0
    assert "via-env.json" in json.loads((tmp_path / "locomo.json").read_text())["reason"]


def test_cli_fails_loudly_on_malformed_data(tmp_path: Path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"not": "locomo"}')
    with pytest.raises(LocomoDataError):
        main(["locomo", "--data", str(bad), "--out", str(tmp_path / "out")])


@pytest.mark.parametrize("k", ["0", "a,b", "", "5,2000"])
def test_cli_rejects_bad_k(k: str, tmp_path: Path):
    with pytest.raises(SystemExit) as info:
        main(["locomo", "--k", k, "--data", str(tmp_path / "x.json")])
    assert info.value.code == 2
