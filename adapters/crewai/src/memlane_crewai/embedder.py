"""The embedder CrewAI's ``Memory(embedder=...)`` takes (a callable ``list[str] -> vectors``),
backed by the engine's own model so query vectors live in the space the engine indexed.

CrewAI hands a storage backend only the query *vector*. The engine's recall is hybrid (full
text, entities and time as well as dense), so this embedder also remembers, in a small
bounded process-local map, which text each vector it produced came from; the storage looks
the text up and passes it along with the vector. A vector from anywhere else still works
(dense channels only)."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np
from memlane import Memory

_MAX_REMEMBERED = 1024  # recent texts kept (bounded memory: at most ~4 MB)
_MAX_QUERY_BYTES = 4096  # longer texts are not kept: such queries search by vector alone
_texts: OrderedDict[bytes, str] = OrderedDict()
_lock = threading.Lock()


def _digest(vector: Any) -> bytes:
    # float32 -> Python float -> float32 is exact, so the digest survives CrewAI's .tolist().
    return hashlib.blake2b(
        np.asarray(vector, dtype=np.float32).reshape(-1).tobytes(), digest_size=16
    ).digest()


def text_for(vector: Sequence[float]) -> str | None:
    """The text an engine embedder turned into ``vector``, if it is still remembered."""
    key = _digest(vector)
    with _lock:
        text = _texts.get(key)
        if text is not None:
            _texts.move_to_end(key)
        return text


class EngineEmbedder:
    """``embedder(["text", ...]) -> [[float, ...], ...]`` with the engine's model."""

    def __init__(self, memory: Memory) -> None:
        self._model = memory.embedder

    @property
    def dimension(self) -> int:
        return self._model.dimension

    @property
    def name(self) -> str:
        return self._model.name

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        texts = list(texts)
        if not texts:
            return []
        vectors = np.asarray(self._model.encode(texts), dtype=np.float32)
        with _lock:
            for text, vector in zip(texts, vectors, strict=True):
                if len(text.encode("utf-8", "surrogatepass")) <= _MAX_QUERY_BYTES and text.strip():
                    key = _digest(vector)
                    _texts[key] = text
                    _texts.move_to_end(key)
            while len(_texts) > _MAX_REMEMBERED:
                _texts.popitem(last=False)
        return vectors.tolist()


def engine_embedder(memory: Memory) -> EngineEmbedder:
    """The embedder to pass as ``crewai.Memory(embedder=...)`` next to a MemlaneStorage over
    ``memory``: same model, so stored and query vectors match."""
    return EngineEmbedder(memory)
