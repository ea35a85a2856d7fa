from __future__ import annotations

from pathlib import Path

import pytest
from bench_helpers import tiny_sample
from memlane_bench.locomo.data import (
    DATA_ENV,
    DataQuality,
    LocomoDataError,
    canonical_dia_id,
    conversation_turn_ids,
    load_samples,
    normalise_evidence,
    resolve_data_path,
    sample_questions,
    split_evidence,
)


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("D1:3", "D1:3"),
        ("D30:05", "D30:5"),
        ("D03:010", "D3:10"),
        ("D:11:26", "D11:26"),
        (" d4:2 ", "D4:2"),
        ("D", None),
        ("D1", None),
        ("session_1", None),
        ("", None),
    ],
)
def test_canonical_dia_id(token, expected):
    assert canonical_dia_id(token) == expected


def test_split_evidence_unpacks_packed_strings():
    assert split_evidence(["D8:6; D9:17"]) == ["D8:6", "D9:17"]
    assert split_evidence(["D1:1,D1:2  D1:3", "D2:1"]) == ["D1:1", "D1:2", "D1:3", "D2:1"]
    assert split_evidence("D1:1;D1:2") == ["D1:1", "D1:2"]
    assert split_evidence(None) == []
    assert split_evidence([]) == []


def test_normalise_evidence_counts_every_quirk():
    known = ["D1:1", "D1:2", "D2:5", "D30:5"]
    ev = normalise_evidence(["D30:05", "D1:1; D1:2", "D9:9", "D", "D1:1"], known)
    assert ev.ids == ("D30:5", "D1:1", "D1:2")  # order kept, duplicate D1:1 dropped
    assert ev.missing == ("D9:9",)
    assert ev.unparseable == ("D",)
    assert ev.repaired == ("D30:05",)
    assert ev.packed == 1


def test_normalise_evidence_empty():
    ev = normalise_evidence([], ["D1:1"])
    assert ev.ids == () and ev.raw == () and not ev.missing


def test_turn_ids_follow_numeric_session_order():
    sample = {
        "sample_id": "s",
        "conversation": {
            "session_10": [{"dia_id": "D10:1"}],
            "session_2": [{"dia_id": "D2:1"}, {"dia_id": "D2:02"}],
            "session_2_date_time": "1:00 pm on 1 May, 2023",
        },
    }
    assert conversation_turn_ids(sample) == ["D2:1", "D2:2", "D10:1"]


def test_unparseable_turn_id_is_an_error():
    with pytest.raises(LocomoDataError):
        conversation_turn_ids(
            {"sample_id": "s", "conversation": {"session_1": [{"dia_id": "oops"}]}}
        )


def test_sample_questions_and_quality():
    sample = tiny_sample()
    questions = sample_questions(sample, conversation_turn_ids(sample))
    assert [q.evidence.ids for q in questions] == [
        ("D1:1",),
        ("D2:1",),
        ("D1:1", "D1:3"),
        ("D2:2",),
        (),
        ("D1:2",),
        (),
    ]
    assert [q.scored for q in questions] == [True, True, True, True, False, True, False]
    quality = DataQuality()
    for q in questions:
        quality.add(q)
    d = quality.to_dict()
    assert d["questions"] == 7
    assert d["no_evidence"] == 1
    assert d["no_valid_evidence"] == 1
    assert d["excluded_from_recall_metrics"] == 2
    assert d["evidence_ids_missing"] == 1
    assert d["evidence_ids_unparseable"] == 1
    assert d["evidence_ids_repaired"] == 1
    assert d["packed_evidence_strings"] == 1
    assert sample_questions(sample, conversation_turn_ids(sample), limit=2)[-1].index == 1


def test_unknown_category_is_an_error():
    sample = tiny_sample()
    sample["qa"][0]["category"] = 9
    with pytest.raises(LocomoDataError, match="category"):
        sample_questions(sample, conversation_turn_ids(sample))


def test_resolve_data_path_precedence(tmp_path: Path):
    root = tmp_path / "repo"
    assert resolve_data_path("x.json", root, env={DATA_ENV: "/env.json"}) == Path("x.json")
    assert resolve_data_path(None, root, env={DATA_ENV: "/env.json"}) == Path("/env.json")
    assert resolve_data_path(None, root, env={}) == (
        tmp_path / "shared" / "bench" / "locomo" / "locomo_dev.json"
    )


def test_load_samples_rejects_non_locomo(tmp_path: Path):
    path = tmp_path / "bad.json"
    path.write_text('[{"content": "hi"}]')
    with pytest.raises(LocomoDataError):
        load_samples(path)
