"""The ONNX runtime: all-MiniLM-L6-v2 exported once to ONNX from the local package, served by
onnxruntime without torch; its float graph gives the sentence-transformers vectors (same model
name, so stored vectors stay comparable), and a memory on the default runtime never imports
torch."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest
from memlane import Memory
from memlane.embeddings import OnnxEmbedder, SentenceTransformerEmbedder, default_embedder
from memlane.errors import EmbeddingModelUnavailableError

TEXTS = [
    "Caroline went to the LGBTQ support group yesterday and it was so powerful.",
    "ok",
    "Melanie signed up for a pottery class in July 2023, she can't wait. " * 30,  # > 256 tokens: truncated
    "Où est la bibliothèque ? 東京に行きました。",
]


def test_onnx_vectors_are_the_sentence_transformers_vectors(float_embedder):
    assert isinstance(float_embedder, OnnxEmbedder)  # the float runtime of float databases
    reference = SentenceTransformerEmbedder().encode(TEXTS)
    got = float_embedder.encode(TEXTS)
    assert got.shape == (len(TEXTS), 384) and float_embedder.name == "all-MiniLM-L6-v2"
    assert float(np.min(np.sum(got * reference, axis=1))) > 0.9999
    # Batching and order do not change a text's vector.
    alone = np.stack([float_embedder.encode([t])[0] for t in TEXTS])
    assert np.allclose(alone, got, atol=1e-5)


def test_a_database_written_with_torch_reads_with_onnx(tmp_path, float_embedder):
    with Memory(tmp_path, embedder=SentenceTransformerEmbedder()) as mem:
        mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
    with Memory(tmp_path, embedder=float_embedder) as mem:
        top = mem.recall("Which city did Ana move to?").items[0]
        assert "Lisbon" in top.fact.text and "semantic" in top.channels


def test_steady_state_never_imports_torch(embedder, tmp_path):
    embedder.encode(["export is cached by now"])
    script = textwrap.dedent(f"""
        import sys, time
        started = time.perf_counter()
        from memlane import Memory
        with Memory({str(tmp_path / "data")!r}) as mem:
            mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
            assert "Lisbon" in mem.recall("Where does Ana live?").items[0].fact.text
        print("torch" in sys.modules, round(time.perf_counter() - started, 2))
    """)
    env_cache = str(embedder.onnx_path.parents[2])
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                         env={**__import__("os").environ, "MEMLANE_CACHE_DIR": env_cache})  # fmt: skip
    assert out.stdout.split()[0] == "False", out.stdout + out.stderr


def test_a_missing_model_is_a_typed_error(tmp_path):
    with pytest.raises(EmbeddingModelUnavailableError):
        OnnxEmbedder(tmp_path / "no-model", cache=tmp_path / "cache").encode(["x"])
    with pytest.raises(EmbeddingModelUnavailableError):
        default_embedder("tensorflow")
