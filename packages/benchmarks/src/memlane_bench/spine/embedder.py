"""The real model behind a cache: vectors computed once (batched) before timing starts, so a
timed write spends microseconds, not model time, on embedding. Any miss inside a timed region
(e.g. entity names the consistency check embeds) is computed by the same real model and its
time is accounted separately, so it can be subtracted: "excluding embedding" means exactly that."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import numpy as np


class CachedEmbedder:
    def __init__(self, model: Any) -> None:
        self.model = model
        self.cache: dict[str, np.ndarray] = {}
        self.model_seconds = 0.0
        self.misses = 0

    @property
    def name(self) -> str:
        return self.model.name

    @property
    def dimension(self) -> int:
        return self.model.dimension

    def warm(self, texts: Sequence[str], batch: int = 256) -> None:
        todo = [t for t in dict.fromkeys(texts) if t not in self.cache]
        for start in range(0, len(todo), batch):
            chunk = todo[start : start + batch]
            for text, vec in zip(chunk, self.model.encode(chunk), strict=True):
                self.cache[text] = vec

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        missing = [t for t in texts if t not in self.cache]
        if missing:
            started = time.perf_counter()
            self.warm(missing)
            self.model_seconds += time.perf_counter() - started
            self.misses += len(missing)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return np.stack([self.cache[t] for t in texts]).astype(np.float32)
