import json

from memlane.ingest.importers import locomo_records, parse_locomo_date


def locomo_sample():
    """A tiny conversation in the LoCoMo shape (written here; not LoCoMo data)."""
    return {
        "sample_id": "conv-test",
        "conversation": {
            "speaker_a": "Ada",
            "speaker_b": "Bo",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ada", "dia_id": "D1:1", "text": "I started learning the cello last week."},
                {"speaker": "Bo", "dia_id": "D1:2", "text": "Nice! I ran my first marathon in Boston.", "blip_caption": "a photo of runners"},
            ],
            "session_2_date_time": "10:00 am on 2 June, 2023",
            "session_2": [{"speaker": "Ada", "dia_id": "D2:1", "text": "My cello teacher is called Marguerite."}],
        },
        "qa": [],
    }


def test_locomo_date_format():
    assert parse_locomo_date("1:56 pm on 8 May, 2023") == "2023-05-08T13:56:00"


def test_locomo_records_keep_order_and_dialogue_ids():
    records = locomo_records(locomo_sample())
    assert [r["metadata"]["dia_id"] for r in records] == ["D1:1", "D1:2", "D2:1"]
    assert all(r["profile"] == "conv-test" for r in records)
    assert "[shares a photo: a photo of runners]" in records[1]["content"]
    assert records[0]["observed_at"] < records[1]["observed_at"] < records[2]["observed_at"]


def test_import_locomo_shape_and_recall_maps_to_dialogue_ids(memory, tmp_path):
    path = tmp_path / "conv.json"
    path.write_text(json.dumps([locomo_sample()]))
    result = memory.import_file(path)
    assert (result.records, result.stored, result.deduplicated) == (3, 3, 0)
    top = memory.recall("What is the name of the cello teacher?", profile="conv-test").items[0]
    assert top.provenance.metadata["dia_id"] == "D2:1"
    again = memory.import_file(path)
    assert (again.stored, again.deduplicated) == (0, 3)


def test_import_jsonl_with_progress(memory, tmp_path):
    path = tmp_path / "notes.jsonl"
    path.write_text(
        "\n".join(
            json.dumps({"content": f"Note {i}: the greenhouse tomatoes need water on day {i}.", "session_id": "g", "speaker": "Lee"})
            for i in range(10)
        )
    )
    events = []
    result = memory.import_file(path, profile="garden", progress=lambda stage, done, total: events.append((stage, done, total)))
    assert result.stored == 10 and result.facts >= 10
    assert ("writing", 10, 10) in events
    assert events[-1] == ("records", 10, 10)  # committed
    assert any(stage == "embedding" for stage, _, _ in events)
    assert memory.list(profile="garden", kind="memories").total == 10


def test_import_json_records_object(memory, tmp_path):
    path = tmp_path / "records.json"
    path.write_text(json.dumps({"records": [{"text": "Pia plays the violin in an orchestra.", "speaker": "Pia"}]}))
    assert memory.import_file(path).stored == 1
    assert "violin" in memory.recall("violin").items[0].fact.text
