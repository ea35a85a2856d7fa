import sys
import types
from collections import Counter
from dataclasses import replace

import pytest
from memlane import Memory
from memlane_bench.cli import main
from memlane_bench.updates import report
from memlane_bench.updates.haystack import haystack
from memlane_bench.updates.run import pack, run_isolated, run_scale, summarise
from memlane_bench.updates.schema import (
    CHANGE_KINDS,
    KINDS,
    Scenario,
    ScenarioError,
    Turn,
    validate,
)
from memlane_bench.updates.splits import SplitNotFoundError, load


def test_dev_split_is_deterministic_and_covers_every_kind():
    first, again = load("dev", 0), load("dev", 0)
    assert first == again
    assert load("dev", 1) != first  # the seed matters
    kinds = Counter(s.kind for s in first)
    assert set(kinds) == KINDS
    assert len(first) >= 100 and len({s.family for s in first}) >= 10
    far = [s for s in first if s.kind == "far_apart"]
    assert far and all(s.current - s.other >= 200 for s in far)  # hundreds of turns between


@pytest.mark.parametrize(("split", "per_kind", "families"), [("test2", 10, 20), ("test3", 15, 25)])
def test_held_out_split_loads_validates_is_deterministic_and_covers_every_kind(split, per_kind, families):
    # Shape only: the held-out splits are scored by the benchmark, never inspected here.
    first = load(split, 0)
    assert validate(list(first)) == first
    assert load(split, 0) == first
    assert load(split, 1) != first  # the seed picks names, small talk and days
    kinds = Counter(s.kind for s in first)
    assert set(kinds) == KINDS and min(kinds.values()) >= per_kind
    assert len(first) >= 150 and len({s.family for s in first}) >= families
    far = [s for s in first if s.kind == "far_apart"]
    assert all(s.current - s.other >= 200 for s in far)  # hundreds of small-talk turns between
    assert any(s.past_question for s in first if s.kind in CHANGE_KINDS)


def test_validate_names_the_broken_scenario():
    ok = Scenario("a", "residence", "replacement", "Ana", (Turn("Ana", "I live in Lyon.", 0), Turn("Ana", "I moved to Nice.", 5)), 1, 0, "Where does Ana live?")
    assert validate([ok]) == [ok]
    broken = [
        (replace(ok, kind="mystery"), "unknown kind"),
        (replace(ok, current=7), "not a turn index"),
        (replace(ok, current=0, other=1), "later statement"),
        (replace(ok, turns=(ok.turns[1], replace(ok.turns[0], day=-1))), "must not decrease"),
        (replace(ok, kind="addition", past_question="Where did Ana live?", current=0, other=1), "past_question"),
    ]
    for scenario, message in broken:
        with pytest.raises(ScenarioError, match=message):
            validate([scenario])
    with pytest.raises(ScenarioError, match="duplicate id"):
        validate([ok, ok])


def test_an_unknown_split_is_a_clear_error():
    with pytest.raises(SplitNotFoundError, match="no split module"):
        load("no_such_split")
    with pytest.raises(ScenarioError, match="invalid split name"):
        load("../dev")


def test_a_test_split_module_defining_scenarios_is_loaded_and_validated(monkeypatch):
    # Stands in for splits/test.py (written by someone else): the same import path, the same contract.
    module = types.ModuleType("memlane_bench.updates.splits.test")
    module.scenarios = lambda seed: [replace(s, id=f"t{seed}-{s.id}") for s in load("dev", seed)[:3]]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    assert [s.id for s in load("test", 4)] == [f"t4-{s.id}" for s in load("dev", 4)[:3]]
    module.scenarios = lambda seed: [replace(load("dev", seed)[0], kind="mystery")]
    with pytest.raises(ScenarioError, match="unknown kind"):
        load("test")


def test_a_missing_test_split_is_reported_clearly(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "memlane_bench.updates.splits.test", None)  # absent, whatever is installed
    with pytest.raises(SystemExit) as exited:
        main(["updates", "--split", "test", "--haystack", "0"])
    message = str(exited.value.code)
    assert "no split module memlane_bench.updates.splits.test" in message and "written independently" in message
    assert "Traceback" not in capsys.readouterr().err


def test_pack_keeps_people_disjoint_and_haystack_avoids_them():
    packed = pack(load("dev", 0))
    seen: set[str] = set()
    for s in packed:
        assert not s.people() & seen
        seen |= s.people()
    turns = haystack(500, seed=3, exclude=seen)
    assert len(turns) == 500 and not {speaker.casefold() for speaker, _ in turns} & seen


def _sample():
    by_kind: dict[str, Scenario] = {}
    for s in load("dev", 0):
        if s.kind != "far_apart":
            by_kind.setdefault(s.kind, s)
    return list(by_kind.values())


def test_scenarios_run_through_the_engine_and_report(tmp_path, embedder):
    sample = _sample()
    logged = []
    with Memory(tmp_path / "iso", embedder=embedder) as memory:
        rows, write_ms = run_isolated(memory, sample, tag="t", log=logged.append)
        scale = run_scale(memory, sample, haystack=150, seed=1, log=logged.append)
    assert len(rows) == len(sample) and all(r["current_rank"] is not None or r["other_rank"] is not None for r in rows)
    summary = summarise(rows, write_ms)
    assert summary["change"] == sum(s.kind in CHANGE_KINDS for s in sample)
    assert 0.0 <= summary["current_first"] <= 1.0 and summary["write_ms_per_fact_p50"] > 0
    found = sum(len(r["edges"]) for r in rows)
    right = sum(r["detected"] for r in rows if not r["must_not"])
    assert summary["detection_precision"] == (round(right / found, 4) if found else None)
    assert scale["facts"] >= 150 and scale["scenarios"] == len(pack(sample))
    result = {"split": "dev", "seed": 0, "scenarios": len(sample), "load_before": "0", "load_after": "0",
              "variants": [{"label": "full", "summary": summary, "scale": {"facts": scale["facts"], "summary": summarise(scale["rows"])}}]}  # fmt: skip
    table = report.to_markdown(result)
    assert "| full |" in table and "| replacement |" in table
    json_path, md_path = report.write(result, tmp_path / "out")
    assert json_path.name == "updates-dev.json" and md_path.read_text() == table
    off = {"label": "-store-time detection", "summary": {**summary, "write_ms_per_fact_p50": summary["write_ms_per_fact_p50"] / 2}}
    with_off = report.to_markdown({**result, "variants": [*result["variants"], off]})
    assert f"p50 {summary['write_ms_per_fact_p50']:.3f} ms per fact with it" in with_off and "| -store-time detection |" in with_off
