"""``memlane-bench supersedes`` on a small LoCoMo-shaped chat (real model): one real change of
home is the one edge; greetings said again and encouragement demote nothing."""

from __future__ import annotations

import json
from pathlib import Path

from memlane_bench.cli import main


def _turn(speaker: str, dia: str, text: str) -> dict:
    return {"speaker": speaker, "dia_id": dia, "text": text}


def _chat() -> dict:
    return {
        "sample_id": "conv-s1",
        "conversation": {
            "speaker_a": "Nadia", "speaker_b": "Theo",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [_turn("Nadia", "D1:1", "Hey Theo! Long time no talk!"),
                          _turn("Nadia", "D1:2", "I live in Lisbon with my two cats."),
                          _turn("Theo", "D1:3", "Thanks, Nadia! I'm going for my dreams!")],
            "session_2_date_time": "10:00 am on 20 September, 2023",
            "session_2": [_turn("Nadia", "D2:1", "Hey Theo! Long time no talk."),
                          _turn("Nadia", "D2:2", "I moved to Porto last month."),
                          _turn("Theo", "D2:3", "Thanks! I won't quit on my dreams.")],
        },
        "qa": [{"question": "Where does Nadia live?", "answer": "Porto", "evidence": ["D2:2"], "category": 4}],
    }  # fmt: skip


def test_supersedes_probe_counts_the_one_change(tmp_path: Path, capsys):
    data = tmp_path / "chat.json"
    data.write_text(json.dumps([_chat()]), encoding="utf-8")
    assert main(["supersedes", "--data", str(data), "--conversations", "conv-s1", "--out", str(tmp_path)]) == 0
    assert "| conv-s1 |" in capsys.readouterr().out
    result = json.loads((tmp_path / "supersedes.json").read_text())
    [row] = result["conversations"]
    assert row["facts"] >= 6 and row["supersedes"] == 1 and row["max_per_statement"] == 1
    [edge] = row["edges"]
    assert "Porto" in edge["newer"] and "Lisbon" in edge["older"]
