from memlane import IngestConfig, Memory, MemoryConfig
from memlane_bench.contradictions.cases import all_cases
from memlane_bench.contradictions.run import run_case, summarise, to_markdown


def test_the_case_set_is_large_and_balanced():
    cases = all_cases()
    assert len(cases) >= 100
    categories = {c.category for c in cases}
    assert {"move", "job", "relationship", "preference", "correction", "must_not_flag"} <= categories
    assert sum(not c.flag_expected for c in cases) >= 40
    assert len({c.id for c in cases}) == len(cases)


def pick(cases):
    wanted = ["move-0", "job-0", "rel-0", "rel-6", "color-0", "food-0", "fix-0", "nf-people-0", "nf-slots-0", "nf-restate-0", "nf-likes-0"]
    by_id = {c.id: c for c in cases}
    return [by_id[i] for i in wanted]


def test_cases_run_through_the_engine(tmp_path, embedder):
    cases = pick(all_cases())
    with Memory(tmp_path / "on", embedder=embedder) as memory:
        rows = [run_case(memory, case) for case in cases]
    summary = summarise(rows)
    assert summary["detection_recall"] == 1.0 and summary["false_positive_rate"] == 0.0
    assert summary["current_first_rate"] == 1.0 and summary["detection_precision"] == 1.0
    config = MemoryConfig(ingest=IngestConfig(consistency=False))
    with Memory(tmp_path / "off", embedder=embedder, config=config) as memory:
        off = summarise([run_case(memory, case) for case in cases])
    assert off["detection_recall"] == 0.0  # the negative control: nothing detects without the check
    table = to_markdown([{"consistency": True, "summary": summary}, {"consistency": False, "summary": off}])
    assert "| full (sheaf on) |" in table and "| -sheaf |" in table
