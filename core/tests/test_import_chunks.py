"""Chunked, resumable import: each chunk one transaction; an interrupted import (crash,
Ctrl-C) is resumed by importing the same file again, without duplicates and without
embedding the stored records again; ``atomic=True`` keeps all-or-nothing."""

from __future__ import annotations

import json

import pytest
from memlane import Memory
from memlane.cli import app
from memlane.ingest.writer import CanonicalWriter
from typer.testing import CliRunner


class CountingEmbedder:
    """The real model; counts the texts it is asked to embed."""

    def __init__(self, real) -> None:
        self.real, self.texts = real, 0

    @property
    def name(self) -> str:
        return self.real.name

    @property
    def dimension(self) -> int:
        return self.real.dimension

    def encode(self, texts):
        self.texts += len(texts)
        return self.real.encode(texts)


def _file(tmp_path, n: int):
    path = tmp_path / "history.jsonl"
    people = ["Ana", "Bruno", "Carla"]
    path.write_text("\n".join(
        json.dumps({"content": f"{people[i % 3]} planted tree number {i} in the park on Sunday.",
                    "speaker": people[i % 3], "session_id": f"s{i // 10}"})
        for i in range(n)
    ))  # fmt: skip
    return path


def _fail_on_record(monkeypatch, number: int, error: BaseException) -> None:
    real, seen = CanonicalWriter._write_one, {"n": 0}

    def write_one(self, store, item, matrix, out, skip_erased):
        seen["n"] += 1
        if seen["n"] == number:
            raise error
        return real(self, store, item, matrix, out, skip_erased)

    monkeypatch.setattr(CanonicalWriter, "_write_one", write_one)


def test_an_interrupted_import_keeps_whole_chunks_and_resumes_without_duplicates(tmp_path, embedder, monkeypatch):
    path = _file(tmp_path, 50)
    counting = CountingEmbedder(embedder)
    with Memory(tmp_path / "data", embedder=counting) as mem:
        _fail_on_record(monkeypatch, 25, KeyboardInterrupt())  # Ctrl-C inside the 2nd chunk
        with pytest.raises(KeyboardInterrupt):
            mem.import_file(path, chunk_size=20)
        monkeypatch.undo()
        assert mem.stats()["memories"] == 20  # chunk 1 committed whole, chunk 2 not at all
        counting.texts = 0
        events = []
        resumed = mem.import_file(path, chunk_size=20, progress=lambda *e: events.append(e))
        assert (resumed.records, resumed.stored, resumed.deduplicated, resumed.chunks) == (50, 30, 20, 3)
        assert mem.stats()["memories"] == 50
        assert counting.texts == resumed.facts  # the 20 stored records were not embedded again
        assert [e for e in events if e[0] == "records"] == [("records", 20, 50), ("records", 40, 50), ("records", 50, 50)]
        again = mem.import_file(path, chunk_size=20)
        assert (again.stored, again.deduplicated) == (0, 50)
        assert mem.stats()["memories"] == 50


def test_atomic_import_is_all_or_nothing(tmp_path, embedder, monkeypatch):
    path = _file(tmp_path, 30)
    with Memory(tmp_path / "data", embedder=embedder) as mem:
        _fail_on_record(monkeypatch, 25, OSError("disk went away"))
        with pytest.raises(OSError):
            mem.import_file(path, atomic=True, chunk_size=10)
        monkeypatch.undo()
        assert mem.stats()["memories"] == 0
        done = mem.import_file(path, atomic=True)
        assert (done.stored, done.chunks) == (30, 1)


def test_cli_import_in_chunks_and_atomic(tmp_path):
    path, runner = _file(tmp_path, 12), CliRunner()

    def run_json(*args: str) -> dict:
        result = runner.invoke(app, ["--data-dir", str(tmp_path / "data"), *args, "--json"])
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)

    first = run_json("import", str(path), "--chunk-size", "5")
    assert (first["stored"], first["chunks"]) == (12, 3)
    again = run_json("import", str(path), "--atomic")
    assert (again["deduplicated"], again["chunks"]) == (12, 1)
