"""The faster embedding paths keep their promises: the int8 copy is its own vector space (its
name is recorded, a database of the other model refuses it), deduplication and caching give
the vectors of encoding each text alone, the ONNX export is made once and found again from any
install location, and a failed export or quantisation is a typed error that leaves nothing
behind."""

from __future__ import annotations

import shutil

import numpy as np
import pytest
from memlane import Memory
from memlane.embeddings import OnnxEmbedder, default_embedder
from memlane.embeddings import onnx_runtime as onnx_module
from memlane.embeddings.checked import CheckedEmbedder
from memlane.embeddings.text_cache import TextVectors
from memlane.errors import EmbeddingModelMismatchError, EmbeddingModelUnavailableError

TEXTS = [
    "Ana moved to Lisbon in 2021.",
    "they moved to something",
    "I bought a kayak last weekend and Bruno helped me carry it home.",
    "ok",
    "they moved to something",  # a repeated relation frame
    "Ana moved to Lisbon in 2021.",
]


class Counting:
    """The real embedder, counting what reaches it."""

    def __init__(self, inner) -> None:  # type: ignore[no-untyped-def]
        self.inner, self.calls, self.texts = inner, 0, 0

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def encode(self, texts):  # type: ignore[no-untyped-def]
        self.calls += 1
        self.texts += len(texts)
        return self.inner.encode(texts)


@pytest.fixture(scope="module")
def embedder(float_embedder):
    """This module compares the int8 copy with the float export it is made from."""
    return float_embedder


@pytest.fixture(scope="module")
def quantised(embedder):
    """The int8 copy, made from the session's float export in the same cache."""
    model = OnnxEmbedder(quantised=True, cache=embedder.export_path.parents[2])
    model.encode(["warm up"])
    return model


def test_the_int8_copy_is_a_distinct_model_identity(quantised, embedder):
    assert quantised.name == "all-MiniLM-L6-v2-int8" != embedder.name
    assert quantised.onnx_path != embedder.onnx_path and quantised.export_path == embedder.export_path
    assert default_embedder("onnx-int8").name == quantised.name
    fp32, int8 = embedder.encode(TEXTS), quantised.encode(TEXTS)
    agreement = np.sum(fp32 * int8, axis=1)
    # Close (the same weights, rounded) but not the same vectors: hence the separate name.
    assert agreement.min() > 0.9 and not np.allclose(fp32, int8, atol=1e-3)


def test_a_database_keeps_the_model_it_was_made_with(tmp_path, quantised, embedder):
    with Memory(tmp_path / "fp32", embedder=embedder) as mem:
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
    with Memory(tmp_path / "fp32", embedder=quantised) as mem, pytest.raises(EmbeddingModelMismatchError):
        mem.remember("int8 vectors must not join a float32 index.")
    with Memory(tmp_path / "fp32", embedder=embedder) as mem:  # unchanged for its own model
        assert mem.stats()["embedding_model"] == "all-MiniLM-L6-v2"
        assert "Lisbon" in mem.recall("Where did Ana move?").items[0].fact.text

    with Memory(tmp_path / "int8", embedder=quantised) as mem:
        mem.remember("Bruno adopted a rescue greyhound.", speaker="Bruno")
        assert mem.stats()["embedding_model"] == "all-MiniLM-L6-v2-int8"
        assert "greyhound" in mem.recall("What pet did Bruno adopt?").items[0].fact.text
    with Memory(tmp_path / "int8", embedder=embedder) as mem, pytest.raises(EmbeddingModelMismatchError):
        mem.remember("float32 vectors must not join an int8 index.")


def test_deduplication_and_caching_give_each_texts_own_vector(embedder):
    alone = np.stack([embedder.encode([t])[0] for t in TEXTS])
    counting = Counting(embedder)
    checked = CheckedEmbedder(counting)
    assert np.allclose(checked.encode(TEXTS), alone, atol=1e-5)
    assert counting.texts == len(set(TEXTS))  # each distinct text encoded once

    cached = TextVectors(checked)
    first = cached(TEXTS)
    again = cached(list(reversed(TEXTS)))
    assert counting.texts == 2 * len(set(TEXTS))  # the second call hit the cache only
    for i, text in enumerate(TEXTS):
        assert np.allclose(first[text], alone[i], atol=1e-5) and np.array_equal(again[text], first[text])


def test_a_write_embeds_its_relation_frames_in_one_batch(tmp_path, embedder):
    counting = Counting(embedder)
    records = [
        {"content": "I moved to Denver last month.", "speaker": "Maya"},
        {"content": "I work at a bakery in Porto now.", "speaker": "Ines"},
        {"content": "I adopted a rescue greyhound in May.", "speaker": "Hiro"},
    ]
    with Memory(tmp_path, embedder=counting) as mem:
        mem.remember("I live in Oslo.", speaker="Maya")  # names the relation frames' reference bank
        before = counting.calls
        mem.remember_many(records)
        # One call for the facts, at most one for all new frames and subjects of the write.
        assert counting.calls - before == 2, counting.calls - before
        hits = mem.recall("Where does Maya live now?").items
        assert any("Denver" in h.fact.text for h in hits)


def test_the_export_is_found_again_from_another_install_location(tmp_path, embedder, monkeypatch):
    # Another virtualenv: the same package files at another path, with other mtimes.
    copy = tmp_path / "model"
    shutil.copytree(embedder.model_path, copy)
    moved = OnnxEmbedder(copy, name=embedder.name, cache=embedder.export_path.parents[2])
    assert moved.export_path == embedder.export_path

    def no_export(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the cached export must be reused")

    monkeypatch.setattr(onnx_module, "export_model", no_export)
    monkeypatch.setattr(onnx_module, "quantise_model", no_export)
    assert np.allclose(moved.encode(TEXTS), embedder.encode(TEXTS), atol=1e-5)
    again = OnnxEmbedder(copy, name=embedder.name, quantised=True, cache=embedder.export_path.parents[2])
    assert again.onnx_path.is_file()
    again.encode(["the int8 copy is reused too"])

    (copy / "config.json").write_text((copy / "config.json").read_text() + "\n")  # other files: another key
    assert OnnxEmbedder(copy, cache=embedder.export_path.parents[2]).export_path != embedder.export_path


def test_a_failed_export_or_quantisation_is_typed_and_leaves_nothing(tmp_path, embedder, monkeypatch):
    def broken(_source, target, *_rest):  # type: ignore[no-untyped-def]
        target.write_bytes(b"half a model")
        raise RuntimeError("disk full")

    monkeypatch.setattr(onnx_module, "export_model", broken)
    fresh = OnnxEmbedder(embedder.model_path, cache=tmp_path / "cache")
    with pytest.raises(EmbeddingModelUnavailableError, match="disk full"):
        fresh.encode(["x"])
    assert not any(p.is_file() for p in (tmp_path / "cache").rglob("*"))

    cache = tmp_path / "with-export"
    target = OnnxEmbedder(embedder.model_path, quantised=True, cache=cache)
    target.export_path.parent.mkdir(parents=True)
    shutil.copyfile(embedder.export_path, target.export_path)
    monkeypatch.setattr(onnx_module, "quantise_model", broken)
    with pytest.raises(EmbeddingModelUnavailableError, match="int8"):
        target.encode(["x"])
    assert sorted(p.name for p in target.export_path.parent.iterdir()) == ["model.onnx"]


def test_a_pipelined_import_commits_chunks_in_file_order(tmp_path, embedder):
    # The next chunk is staged (segmented, embedded) while this one commits: the store must
    # still receive the records in file order, every one once.
    lines = [{"content": f"Ana planted tree number {i} in the park.", "speaker": "Ana", "session_id": f"s{i // 4}"}
             for i in range(11)]  # fmt: skip
    path = tmp_path / "turns.jsonl"
    path.write_text("\n".join(__import__("json").dumps(line) for line in lines))
    events: list[tuple] = []
    with Memory(tmp_path / "data", embedder=embedder) as mem:
        done = mem.import_file(path, chunk_size=3, progress=lambda *e: events.append(e))
        assert (done.stored, done.chunks) == (11, 4)
        assert [e[1] for e in events if e[0] == "records"] == [3, 6, 9, 11]
        page = mem.list(kind="memories", limit=50)
        ordered = sorted(page.items, key=lambda m: int(m.id.split("_")[-1]))
        assert [m.content for m in ordered] == [line["content"] for line in lines]
