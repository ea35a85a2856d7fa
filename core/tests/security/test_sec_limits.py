"""Issue 11, items 5 and 6: typed errors naming the field for the edge inputs that raised
OverflowError / ValueError / RecursionError, and every limit in one documented place."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest
from memlane import limits
from memlane.cli import app
from memlane.errors import (
    ContentTooLargeError,
    ImportFormatError,
    InvalidIdError,
    InvalidInputError,
    LimitExceededError,
)
from typer.testing import CliRunner

DOCS = Path(__file__).resolve().parents[3] / "docs" / "security.md"


def deep(levels: int, leaf: object = 1) -> object:
    value = leaf
    for _ in range(levels):
        value = {"a": value}
    return value


def counts(mem) -> tuple[int, int]:
    figures = mem.stats()
    return figures["memories"], figures["facts"]


EDGE_TIMES = [
    "0001-01-01T00:00:00+05:00",
    "9999-12-31T23:00:00-05:00",
    "2020-01-01T00:00:00+25:00",
    dt.datetime.min.replace(tzinfo=dt.timezone(dt.timedelta(hours=5))),
    dt.datetime.max.replace(tzinfo=dt.timezone(dt.timedelta(hours=-5))),
    1e300,
]


@pytest.mark.parametrize("when", EDGE_TIMES, ids=repr)
def test_times_at_the_edges_of_datetime_are_typed_errors_naming_the_field(memory, when):
    memory.remember("Ana keeps bees on the roof of her flat.", speaker="Ana")
    before = counts(memory)
    with pytest.raises(InvalidInputError) as info:
        memory.remember("A second sentence that should not be stored.", observed_at=when)
    assert info.value.details["field"] == "observed_at"
    for field, call in (
        ("as_of", lambda: memory.recall("bees", as_of=when)),
        ("valid_at", lambda: memory.recall("bees", valid_at=when)),
        ("valid_from", lambda: memory.update("fact_1", valid_from=when)),
    ):
        with pytest.raises(InvalidInputError) as info:
            call()
        assert info.value.details["field"] == field
    assert counts(memory) == before
    assert memory.recall("bees").items  # later calls still work


@pytest.mark.parametrize("call", ["get", "correct", "forget", "update"])
def test_huge_numeric_ids_are_invalid_ids_not_overflow(memory, call):
    memory.remember("Ana keeps bees on the roof of her flat.", speaker="Ana")
    huge = "fact_99999999999999999999999"
    calls = {
        "get": lambda: memory.get(huge),
        "correct": lambda: memory.correct(huge, "A corrected statement about bees."),
        "forget": lambda: memory.forget([huge]),
        "update": lambda: memory.update(huge, importance=0.5),
    }
    with pytest.raises(InvalidIdError):
        calls[call]()
    with pytest.raises(InvalidIdError):
        memory.get("fact_9223372036854775808")  # 2^63: one past SQLite's range
    assert memory.get("fact_1").text


def test_deep_metadata_is_refused_not_a_recursion_error(memory):
    with pytest.raises(LimitExceededError) as info:
        memory.remember("Ana keeps bees on the roof of her flat.", metadata=deep(500))
    assert info.value.details == {"field": "metadata", "limit": limits.JSON_DEPTH}
    with pytest.raises(LimitExceededError):
        memory.remember("Ana keeps bees.", metadata={"list": json.loads("[" * 40 + "]" * 40)})
    memory.remember("Ana keeps bees on the roof of her flat.", metadata=deep(limits.JSON_DEPTH - 1))
    assert counts(memory)[0] == 1


def test_metadata_size_is_capped(memory):
    with pytest.raises(LimitExceededError) as info:
        memory.remember("Ana keeps bees on the roof of her flat.", metadata={"blob": "x" * (limits.METADATA_BYTES + 1)})
    assert info.value.details["field"] == "metadata" and info.value.details["limit"] == limits.METADATA_BYTES
    assert counts(memory) == (0, 0)


def test_deep_item_values_are_refused(memory):
    with pytest.raises(LimitExceededError) as info:
        memory.items.put(("users", "ann"), "pref", deep(500), text="Ann likes tea.")
    assert info.value.details["field"] == "item value"
    assert memory.items.get(("users", "ann"), "pref") is None


def test_deep_import_json_is_an_import_error_with_its_line(memory, tmp_path):
    jsonl = tmp_path / "deep.jsonl"
    line = '{"content": "fine text here", "metadata": ' + "[" * 100_000 + "]" * 100_000 + "}"
    jsonl.write_text('{"content": "A first and valid line of text."}\n' + line + "\n")
    with pytest.raises(ImportFormatError) as info:
        memory.import_file(jsonl)
    assert info.value.line == 2
    whole = tmp_path / "deep.json"
    whole.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ImportFormatError):
        memory.import_file(whole)
    assert memory.profiles() == []


def test_list_sizes_and_lengths_are_capped(memory):
    memory.remember("Ana keeps bees on the roof of her flat.", speaker="Ana")
    with pytest.raises(LimitExceededError) as info:
        memory.forget([f"fact_{n}" for n in range(limits.IDS_PER_CALL + 1)])
    assert info.value.details["field"] == "ids"
    with pytest.raises(LimitExceededError):
        memory.recall("bees", scopes=["personal"] * (limits.SCOPES_PER_CALL + 1))
    with pytest.raises(LimitExceededError) as info:
        memory.remember_many({"content": f"Record number {n} of many."} for n in range(limits.BATCH_RECORDS + 5))
    assert info.value.details["field"] == "records"
    with pytest.raises(LimitExceededError):
        memory.remember("Bees.", profile="p" * (limits.PROFILE_CHARS + 1))
    with pytest.raises(LimitExceededError):
        memory.remember("Bees are busy animals.", speaker="s" * (limits.TEXT_FIELD_CHARS + 1))
    with pytest.raises(InvalidInputError):
        memory.recall("q" * (limits.QUERY_BYTES + 1))
    with pytest.raises(LimitExceededError):
        memory.erase("n" * (limits.NAME_CHARS + 1))
    assert counts(memory)[0] == 1


def test_content_too_large_is_a_limit_error():
    assert issubclass(ContentTooLargeError, LimitExceededError)
    assert ContentTooLargeError.code == "content_too_large"  # stable code for the HTTP surface


def test_docs_table_lists_every_limit_with_its_value():
    text = DOCS.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([A-Z_]+)` \| ([^|]+?) \|", text, flags=re.MULTILINE))
    assert rows == {limit.name: str(limit.value) for limit in limits.LIMITS}


# -- CLI --------------------------------------------------------------------------------------
runner = CliRunner()


def test_cli_refuses_an_empty_profile(tmp_path):
    result = runner.invoke(app, ["--data-dir", str(tmp_path), "--profile", "", "remember", "Text for nobody.", "--json"])
    assert result.exit_code == 4, result.output
    assert not (tmp_path / "memlane.db").exists() or "default" not in result.output
    listed = runner.invoke(app, ["--data-dir", str(tmp_path), "stats", "--json"])
    assert listed.exit_code == 0 and json.loads(listed.stdout)["memories"] == 0


@pytest.mark.parametrize(
    "args",
    [
        ["remember", "Text here for the test.", "--observed-at", "0001-01-01T00:00:00+05:00"],
        ["remember", "Text here for the test.", "--metadata", "[" * 5000 + "]" * 5000],
        ["get", "fact_99999999999999999999999"],
        ["recall", "bees", "--as-of", "2020-01-01T00:00:00+25:00"],
    ],
)
def test_cli_edge_inputs_exit_4_with_one_line(tmp_path, args):
    result = runner.invoke(app, ["--data-dir", str(tmp_path), *args])
    assert result.exit_code == 4, result.output
    assert result.output.startswith("error: ") and "unexpected" not in result.output
