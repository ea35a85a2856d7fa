"""A bounded per-process cache of short-text embeddings (entity names, relation frames, the
reference bank): the same few texts recur across writes and queries."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np

from .base import Embedder


class TextVectors:
    """Callable: texts -> {text: vector}; computes only the texts not seen yet."""

    def __init__(self, embedder: Embedder, *, cap: int = 50_000) -> None:
        self.embedder = embedder
        self.cap = cap
        self._vectors: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def clear(self) -> None:
        with self._lock:
            self._vectors.clear()

    def __call__(self, texts: Sequence[str]) -> dict[str, np.ndarray]:
        wanted = list(dict.fromkeys(texts))
        with self._lock:  # only the texts asked for: copying the whole cache cost O(cap) per call
            known = {t: self._vectors[t] for t in wanted if t in self._vectors}
        missing = [t for t in wanted if t not in known]
        if missing:
            fresh = dict(zip(missing, self.embedder.encode(missing), strict=True))
            with self._lock:
                if len(self._vectors) > self.cap:
                    self._vectors.clear()
                self._vectors.update(fresh)
            known.update(fresh)
        return {t: known[t] for t in texts}
