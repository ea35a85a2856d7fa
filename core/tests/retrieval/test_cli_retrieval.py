import json

from memlane.cli import app
from typer.testing import CliRunner

runner = CliRunner()


def invoke(data_dir, *args):
    result = runner.invoke(app, ["--data-dir", str(data_dir), *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_contradictions_maintain_and_recall_options(tmp_path, embedder):
    invoke(tmp_path, "remember", "I live in Paris.", "--speaker", "Alice", "--observed-at", "2024-01-01")
    invoke(tmp_path, "remember", "I moved to Berlin last month.", "--speaker", "Alice", "--observed-at", "2024-04-01")
    found = json.loads(invoke(tmp_path, "contradictions", "--json"))
    assert len(found) == 1 and "Berlin" in found[0]["newer"]["text"] and "Paris" in found[0]["older"]["text"]
    newer, older = found[0]["newer"]["id"], found[0]["older"]["id"]
    assert found[0]["evidence"], found[0]  # the reason in words ("change cue", ...)
    listing = invoke(tmp_path, "contradictions")
    assert older in listing and f"superseded by {newer}" in listing
    # Recall names the newer statement next to the superseded one.
    before = json.loads(invoke(tmp_path, "recall", "Where did Alice live before?", "--json"))
    by_id = {item["fact"]["id"]: item for item in before["items"]}
    assert f"superseded by {newer}" in by_id[older]["notes"]
    assert f"superseded by {newer}" in invoke(tmp_path, "recall", "Where did Alice live before?").replace("\n", " ")
    report = json.loads(invoke(tmp_path, "maintain", "--seed", "3", "--json"))
    assert report["facts"] == 2 and sum(report["states"].values()) == 2
    result = json.loads(invoke(tmp_path, "recall", "Where does Alice live?", "--valid-at", "2024-05-01", "--include-archived", "--json"))
    assert "Berlin" in result["items"][0]["fact"]["text"]
    assert result["explanation"]["query_type"]


def test_maintain_rejects_bad_steps(tmp_path, embedder):
    invoke(tmp_path, "remember", "Something to maintain.")
    result = runner.invoke(app, ["--data-dir", str(tmp_path), "maintain", "--steps", "0"])
    assert result.exit_code == 4 and "steps" in result.output
