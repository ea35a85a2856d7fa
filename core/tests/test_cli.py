"""The ``memlane`` CLI: exit codes, JSON output, the remember/recall/forget/import round trips
and the demo. In-process through Typer's CliRunner so the embedding model loads once; a single
subprocess test checks the installed console script."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from memlane.cli import app
from typer.testing import CliRunner

runner = CliRunner()


def run(data_dir: Path, *args: str, input: str | None = None):
    return runner.invoke(app, ["--data-dir", str(data_dir), *args], input=input)


def run_json(data_dir: Path, *args: str, input: str | None = None) -> dict:
    result = run(data_dir, *args, "--json", input=input)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def remember(data_dir: Path, text: str, *options: str) -> dict:
    return run_json(data_dir, "remember", text, *options)


@pytest.fixture(scope="module")
def populated(tmp_path_factory) -> Path:
    """A store holding one memory, for error cases that need an existing profile."""
    data_dir = tmp_path_factory.mktemp("populated")
    remember(data_dir, "My sister Lena adopted a green parrot named Kiwi.", "--speaker", "Ana")
    return data_dir


# -- round trips ------------------------------------------------------------------------------
def test_remember_then_recall_returns_the_remembered_fact_first(tmp_path):
    remember(tmp_path, "I work as a carpenter in Porto.", "--speaker", "Rui", "--session", "s1")
    parrot = remember(
        tmp_path,
        "My sister Lena adopted a green parrot named Kiwi.",
        "--speaker",
        "Ana",
        "--session",
        "s2",
        "--observed-at",
        "2024-03-10T09:30:00",
    )
    remember(tmp_path, "We are planning a ski trip to the Alps in winter.", "--speaker", "Rui")

    result = run_json(tmp_path, "recall", "What is the name of Lena's parrot?", "--limit", "3")

    top = result["items"][0]
    assert top["fact"]["id"] in parrot["fact_ids"]
    assert top["provenance"]["memory_ids"] == [parrot["memory_id"]]
    assert top["provenance"]["speaker"] == "Ana"
    assert top["provenance"]["session_id"] == "s2"
    assert top["provenance"]["observed_at"].startswith("2024-03-10T09:30")
    assert top["channels"] and {"lexical", "semantic", "temporal", "entity_graph", "hopfield", "spreading"} <= set(result["channel_status"])


def test_recall_human_output_is_a_table_with_provenance(tmp_path):
    created = remember(
        tmp_path,
        "My brother Tom lives in Oslo.",
        "--speaker",
        "Sam",
        "--session",
        "chat-7",
        "--observed-at",
        "2023-11-02",
    )

    result = run(tmp_path, "recall", "Where does Tom live?")

    assert result.exit_code == 0, result.output
    for expected in (
        "Oslo",
        "Sam",
        "chat-7",
        "2023-11-02",
        created["memory_id"],
        created["fact_ids"][0],
    ):
        assert expected in result.stdout


def test_remember_reads_stdin_and_keeps_every_field(tmp_path):
    options = (
        "--session",
        "s1",
        "--speaker",
        "Ana",
        "--role",
        "user",
        "--observed-at",
        "2024-03-10T09:30:00",
        "--metadata",
        '{"turn_id": "s1:t4"}',
        "--idempotency-key",
        "chat:s1:t4",
    )
    first = run_json(tmp_path, "remember", "-", *options, input="I moved to Lisbon last week.\n")

    stored = run_json(tmp_path, "get", first["memory_id"])
    assert stored["content"] == "I moved to Lisbon last week."
    assert (stored["session_id"], stored["speaker"], stored["role"]) == ("s1", "Ana", "user")
    assert stored["metadata"] == {"turn_id": "s1:t4"}
    assert stored["observed_at"].startswith("2024-03-10T09:30")
    fact = run_json(tmp_path, "get", first["fact_ids"][0])
    assert "Lisbon" in fact["text"] and fact["memory_ids"] == [first["memory_id"]]

    again = run_json(tmp_path, "remember", "-", *options, input="I moved to Lisbon last week.\n")
    assert again["deduplicated"] is True and again["memory_id"] == first["memory_id"]


def test_list_pages_through_memories_and_facts(tmp_path):
    first = remember(tmp_path, "Maya adopted a beagle named Pepper.", "--observed-at", "2024-01-01")
    second = remember(
        tmp_path, "Jonas teaches Japanese at a college.", "--observed-at", "2024-02-01"
    )

    page = run_json(tmp_path, "list", "--kind", "memories")
    assert page["total"] == 2
    assert [item["id"] for item in page["items"]] == [first["memory_id"], second["memory_id"]]
    tail = run_json(tmp_path, "list", "--kind", "memories", "--offset", "1", "--limit", "1")
    assert [item["content"] for item in tail["items"]] == ["Jonas teaches Japanese at a college."]

    human = run(tmp_path, "list")
    assert human.exit_code == 0
    assert first["fact_ids"][0] in human.stdout and "Pepper" in human.stdout


def test_forget_removes_the_memory_and_its_facts(tmp_path):
    keep = remember(tmp_path, "Jonas is flying to Iceland next week.")
    doomed = remember(tmp_path, "My locker code at the gym is 4512.")

    forgotten = run_json(tmp_path, "forget", doomed["memory_id"])

    assert forgotten["forgotten_memory_ids"] == [doomed["memory_id"]]
    assert forgotten["forgotten_fact_ids"] == doomed["fact_ids"]
    assert run(tmp_path, "get", doomed["memory_id"]).exit_code == 3
    recalled = run_json(tmp_path, "recall", "What is the gym locker code?")
    assert all(item["fact"]["id"] not in doomed["fact_ids"] for item in recalled["items"])
    assert run_json(tmp_path, "get", keep["memory_id"])["id"] == keep["memory_id"]


def test_human_remember_and_stats(tmp_path):
    said = run(tmp_path, "remember", "Priya adopted two cats named Miso and Tofu.")
    assert said.exit_code == 0 and said.stdout.startswith("Remembered mem_1 -> 1 fact(s): fact_1")
    figures = run_json(tmp_path, "stats")
    assert figures["memories"] == 1 and figures["facts"] >= 1
    assert figures["profiles"] == ["default"] and figures["path"].startswith(str(tmp_path))
    human = run(tmp_path, "stats")
    assert (
        human.exit_code == 0 and "all-MiniLM-L6-v2" in human.stdout and "memories" in human.stdout
    )


# -- import -----------------------------------------------------------------------------------
def write_jsonl(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_import_jsonl_stores_every_record(tmp_path):
    records = [
        {
            "content": "I started a new job at the city library.",
            "speaker": "Ana",
            "session_id": "s1",
            "observed_at": "2024-05-01T10:00:00",
            "metadata": {"turn_id": "s1:t1"},
            "idempotency_key": "t1",
        },
        {
            "content": "My cousin Pedro is visiting from Madrid.",
            "speaker": "Ana",
            "session_id": "s1",
            "idempotency_key": "t2",
        },
        {
            "text": "The library opens at nine every morning.",
            "speaker": "Ana",
            "idempotency_key": "t3",
        },
    ]
    source = write_jsonl(tmp_path / "chat.jsonl", [json.dumps(r) for r in records])
    data_dir = tmp_path / "data"

    imported = run_json(data_dir, "import", str(source))

    assert (imported["records"], imported["stored"], imported["deduplicated"]) == (3, 3, 0)
    assert imported["facts"] >= 3
    top = run_json(data_dir, "recall", "Where does Ana work?")["items"][0]
    assert "library" in top["fact"]["text"]

    # Again, in human mode: the idempotency keys make the second import store nothing.
    again = run(data_dir, "import", str(source), "--format", "jsonl")
    assert again.exit_code == 0, again.output
    assert "Imported 3 record(s)" in again.stdout and "3 deduplicated" in again.stdout


def test_malformed_jsonl_reports_the_line_and_imports_nothing(tmp_path):
    source = write_jsonl(
        tmp_path / "broken.jsonl",
        [
            '{"content": "I moved to Denver in April."}',
            '{"content": oops}',
            '{"content": "Pepper is a beagle."}',
        ],
    )
    data_dir = tmp_path / "data"

    result = run(data_dir, "import", str(source))

    assert result.exit_code == 4
    assert result.stderr.startswith("error: ") and f"{source}:2:" in result.stderr
    assert json.loads(run(data_dir, "import", str(source), "--json").stdout)["line"] == 2
    assert run_json(data_dir, "stats")["memories"] == 0


# -- errors -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "exit_code", "code"),
    [
        (["remember", ""], 4, "empty_content"),
        (["remember", "Some words to keep.", "--metadata", "{oops"], 4, "invalid_input"),
        (["remember", "Some words to keep.", "--metadata", "[1, 2]"], 4, "invalid_input"),
        (
            ["remember", "Some words to keep.", "--observed-at", "not a date at all"],
            4,
            "invalid_input",
        ),
        (["recall", "   "], 4, "invalid_query"),
        (["list", "--limit", "0"], 4, "invalid_input"),
        (["get", "fact_999"], 3, "unknown_id"),
        (["get", "fact-1"], 4, "invalid_id"),
        (["forget", "mem_1", "bogus"], 4, "invalid_id"),
        (["forget", "mem_999"], 3, "unknown_id"),
        (["--profile", "nobody", "recall", "parrot"], 3, "unknown_profile"),
    ],
)
def test_errors_exit_with_their_code_and_one_line(populated, args, exit_code, code):
    human = run(populated, *args)
    assert human.exit_code == exit_code
    assert human.stderr.startswith("error: ") and human.stderr.count("\n") == 1
    assert "Traceback" not in human.stderr and human.stdout == ""

    as_json = run(populated, *args, "--json")
    assert as_json.exit_code == exit_code
    assert json.loads(as_json.stdout)["error"] == code
    # Failed commands change nothing: mem_1 survives the half-valid forget above.
    assert run(populated, "get", "mem_1").exit_code == 0


def test_a_file_that_is_not_sqlite_is_a_storage_error(tmp_path):
    (tmp_path / "memlane.db").write_text("these are my notes, not a database\n")

    human = run(tmp_path, "stats")
    assert human.exit_code == 5 and human.stderr.startswith("error: ")
    assert json.loads(run(tmp_path, "list", "--json").stdout)["error"] == "not_a_database"
    assert (tmp_path / "memlane.db").read_text() == "these are my notes, not a database\n"


def test_an_unusable_data_directory_is_a_storage_error(tmp_path):
    (tmp_path / "plain-file").write_text("not a directory")
    result = run(tmp_path / "plain-file" / "data", "stats")
    assert result.exit_code == 5 and result.stderr.startswith("error: ")


def test_debug_shows_the_traceback(tmp_path):
    result = runner.invoke(app, ["--data-dir", str(tmp_path), "--debug", "get", "bogus"])
    assert result.exit_code == 4
    assert "Traceback" in result.stderr and "error: malformed id" in result.stderr


def test_usage_errors_keep_exit_code_2(tmp_path):
    assert run(tmp_path, "list", "--kind", "everything").exit_code == 2
    assert run(tmp_path, "recall").exit_code == 2


# -- demo -------------------------------------------------------------------------------------
def test_demo_prints_recalls_with_provenance(tmp_path):
    result = run(tmp_path, "demo")

    assert result.exit_code == 0, result.output
    out = result.stdout
    assert str(tmp_path) in out and (tmp_path / "demo_conversation.json").is_file()
    for expected in (
        "Q: What is the name of Maya's dog?",
        "Pepper",
        "said by Maya",
        "session_2",
        "observed 2024-03-02",
        "turn_id=s2:",
        "source mem_",
        "matched: lexical #",
    ):
        assert expected in out

    # Re-running into the same directory stores nothing new (every turn has an idempotency key).
    report = run_json(tmp_path, "demo")
    assert report["import"]["deduplicated"] == report["import"]["records"] >= 25
    assert len(report["recalls"]) >= 4
    for recall in report["recalls"]:
        assert recall["items"], recall["query"]
        assert all(item["provenance"]["metadata"]["turn_id"] for item in recall["items"])
    temporal = [r for r in report["recalls"] if r["channel_status"]["temporal"] == "ok"]
    assert any("temporal" in item["channels"] for r in temporal for item in r["items"])


# -- console script ---------------------------------------------------------------------------
def test_installed_console_script(tmp_path):
    script = Path(sys.executable).with_name("memlane")
    if not script.exists():
        pytest.skip("memlane console script is not installed in this environment")
    done = subprocess.run(
        [str(script), "--data-dir", str(tmp_path), "stats", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["memories"] == 0 and figures["path"] == str(tmp_path / "memlane.db")
