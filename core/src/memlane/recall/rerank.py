"""Optional cross-encoder reranking: α·σ(CE(query, fact)) + (1−α)·fused (normalised), with α
per query type. Any sentence-transformers ``CrossEncoder`` directory works; it loads lazily
and offline. Off by default: no pip package ships cross-encoder weights."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..errors import EmbeddingModelUnavailableError


class CrossEncoderReranker:
    def __init__(self, model_path: str | os.PathLike[str], *, device: str = "cpu") -> None:
        self.model_path = Path(model_path)
        self.device = device
        self._model = None
        self._lock = threading.Lock()

    def _load(self):
        if self._model is None:
            with self._lock:
                if self._model is None:
                    if not self.model_path.is_dir():
                        raise EmbeddingModelUnavailableError(f"cross-encoder directory not found: {self.model_path}")
                    os.environ.setdefault("HF_HUB_OFFLINE", "1")
                    from sentence_transformers import CrossEncoder

                    self._model = CrossEncoder(str(self.model_path), device=self.device)
        return self._model

    def scores(self, query: str, texts: Sequence[str]) -> np.ndarray:
        """σ(logit) relevance in [0, 1] for each text."""
        if not texts:
            return np.zeros(0)
        logits = np.asarray(self._load().predict([(query, t) for t in texts], show_progress_bar=False), dtype=np.float64)
        if logits.ndim > 1:  # multi-label heads: take the first (relevance) column
            logits = logits[:, 0]
        return 1.0 / (1.0 + np.exp(-logits))


def blend(fused: Sequence[float], relevance: np.ndarray, alpha: float) -> np.ndarray:
    fused_arr = np.asarray(fused, dtype=np.float64)
    top = fused_arr.max() if len(fused_arr) else 1.0
    return alpha * relevance + (1.0 - alpha) * (fused_arr / (top or 1.0))
