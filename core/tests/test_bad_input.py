import json

import pytest
from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig
from memlane.errors import (
    ContentTooLargeError,
    EmptyContentError,
    ImportFormatError,
    InvalidEncodingError,
    InvalidIdError,
    InvalidInputError,
    InvalidQueryError,
    InvalidScopeError,
    MemlaneError,
    UnknownProfileError,
)


@pytest.mark.parametrize("content", ["", "   ", "\n\t  \n"])
def test_empty_content(memory, content):
    with pytest.raises(EmptyContentError):
        memory.remember(content)
    assert memory.profiles() == []


def test_content_over_limit(tmp_path, embedder):
    config = MemoryConfig(ingest=IngestConfig(max_content_bytes=1000))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        mem.remember("x" * 1000)
        with pytest.raises(ContentTooLargeError, match="1001 bytes"):
            mem.remember("y" * 1001)
        assert mem.stats()["memories"] == 1


def test_default_limit_is_one_mebibyte(memory):
    with pytest.raises(ContentTooLargeError):
        memory.remember("z" * ((1 << 20) + 1))


@pytest.mark.parametrize(
    ("content", "error"),
    [
        (b"\xff\xfe not utf-8", InvalidEncodingError),
        ("nul \x00 inside", InvalidEncodingError),
        ("lone surrogate \ud800 here", InvalidEncodingError),
        (12345, InvalidInputError),
        (None, InvalidInputError),
    ],
)
def test_invalid_content(memory, content, error):
    with pytest.raises(error):
        memory.remember(content)
    assert memory.profiles() == []


def test_valid_utf8_bytes_are_accepted(memory):
    result = memory.remember("Zoë visited Kraków".encode())
    assert memory.get(result.memory_id).content == "Zoë visited Kraków"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"scope": "team"},
        {"metadata": {"when": object()}},
        {"metadata": ["not", "a", "dict"]},
        {"metadata": {"x": float("nan")}},
        {"observed_at": "not a date at all"},
        {"speaker": 42},
        {"profile": ""},
    ],
)
def test_invalid_fields(memory, kwargs):
    with pytest.raises(InvalidInputError):
        memory.remember("Perfectly good content here.", **kwargs)
    assert memory.profiles() == []


def test_invalid_scope_is_typed(memory):
    with pytest.raises(InvalidScopeError):
        memory.remember("content", scope="everyone")


def test_unknown_profile_where_profiles_must_exist(tmp_path, embedder):
    config = MemoryConfig(auto_create_profiles=False)
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        with pytest.raises(UnknownProfileError):
            mem.remember("no profile to hold me", profile="ghost")
        assert mem.profiles() == []


@pytest.mark.parametrize("bad", ["fact_", "fact_x", "12", "memory_3", "fact_-1", "fact_١٢", None])
def test_malformed_ids(memory, bad):
    memory.remember("something to have a profile")
    with pytest.raises(InvalidIdError):
        memory.get(bad)


@pytest.mark.parametrize(
    "query",
    ['"', '"unbalanced', "*", "a*", "NEAR", "NEAR(a b)", "-", "-foo", ":", "col:value", "AND OR NOT", "()", "^start", "'; DROP TABLE facts; --", "%_"],
)
def test_fts_syntax_in_queries_is_searched_as_text(memory, query):
    memory.remember("col value NEAR foo start DROP TABLE facts plain text")
    result = memory.recall(query)
    assert isinstance(result.items, tuple)
    assert memory.stats()["facts"] == 1  # nothing was injected


def test_query_with_operator_words_finds_them_literally(memory):
    memory.remember("The NEAR field station is in the north.")
    assert "NEAR field" in memory.recall("NEAR").items[0].fact.text


@pytest.mark.parametrize("query", ["", "   ", b"\xff", "\x00", 7])
def test_invalid_queries(memory, query):
    memory.remember("anything")
    with pytest.raises(InvalidInputError):
        memory.recall(query)


def test_query_errors_are_query_errors(memory):
    memory.remember("anything")
    with pytest.raises(InvalidQueryError):
        memory.recall("  ")


@pytest.mark.parametrize("limit", [0, -1, 1001, "10", True])
def test_invalid_limits(memory, limit):
    memory.remember("anything")
    with pytest.raises(InvalidInputError):
        memory.recall("anything", limit=limit)


def test_every_error_is_a_memlane_error():
    for error in (EmptyContentError, ImportFormatError, UnknownProfileError, InvalidIdError):
        assert issubclass(error, MemlaneError)


# --- imports -----------------------------------------------------------------------------------
def write_jsonl(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_malformed_jsonl_reports_the_line_and_imports_nothing(memory, tmp_path):
    path = write_jsonl(
        tmp_path / "bad.jsonl",
        [json.dumps({"content": "first good line about apples"}), json.dumps({"content": "second good line"}), "{not json", json.dumps({"content": "fourth"})],
    )
    with pytest.raises(ImportFormatError) as info:
        memory.import_file(path)
    assert info.value.line == 3 and "bad.jsonl:3" in str(info.value)
    assert memory.profiles() == []


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (json.dumps(["a list"]), "JSON object"),
        (json.dumps({"speaker": "x"}), "no 'content'"),
        (json.dumps({"content": "ok", "colour": "red"}), "unknown field"),
        (json.dumps({"content": "   "}), "empty"),
        (json.dumps({"content": "ok", "scope": "nope"}), "scope"),
    ],
)
def test_invalid_records_report_their_line(memory, tmp_path, line, message):
    path = write_jsonl(tmp_path / "bad.jsonl", [json.dumps({"content": "good line"}), line])
    with pytest.raises(ImportFormatError, match=message) as info:
        memory.import_file(path)
    assert info.value.line == 2
    assert memory.profiles() == []


def test_invalid_utf8_import(memory, tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"content": "ok"}\n{"content": "\xff\xfe"}\n')
    with pytest.raises(ImportFormatError):
        memory.import_file(path)
    assert memory.profiles() == []


def test_missing_and_empty_import_files(memory, tmp_path):
    with pytest.raises(ImportFormatError, match="no such file"):
        memory.import_file(tmp_path / "absent.jsonl")
    (tmp_path / "empty.jsonl").write_text("\n\n")
    with pytest.raises(ImportFormatError, match="no records"):
        memory.import_file(tmp_path / "empty.jsonl")
    (tmp_path / "bad.json").write_text('{"records": [\n{"content": "a"},\n{"content": ]}')
    with pytest.raises(ImportFormatError) as info:
        memory.import_file(tmp_path / "bad.json")
    assert info.value.line == 3
