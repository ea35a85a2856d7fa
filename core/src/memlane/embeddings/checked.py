"""The engine's view of an embedder: every output checked before it can reach storage.

A custom ``Embedder`` may return the wrong shape, NaN/inf, or an all-zero row (cosine distance
to a zero vector is NULL in sqlite-vec, which used to break every later recall of the profile).
Such output is an ``InvalidEmbeddingError`` at write time, before anything is stored. Texts that
occur more than once in a call are embedded once."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import InvalidEmbeddingError
from .base import Embedder

# Rows with a smaller norm than this carry no direction (an all-zero or underflowed vector).
_MIN_NORM = 1e-6


def check_embeddings(matrix: object, count: int, dimension: int, *, model: str) -> np.ndarray:
    """``matrix`` as float32 unit rows of shape (count, dimension), or InvalidEmbeddingError."""
    try:
        array = np.asarray(matrix, dtype=np.float32)
    except (TypeError, ValueError) as exc:
        raise InvalidEmbeddingError(
            f"embedder {model!r} returned something that is not a numeric matrix: {exc}", model=model
        ) from exc
    if array.shape != (count, dimension):
        raise InvalidEmbeddingError(
            f"embedder {model!r} returned shape {array.shape} for {count} text(s); expected ({count}, {dimension})",
            model=model, expected=[count, dimension], got=list(array.shape),
        )  # fmt: skip
    if count == 0:
        return array
    bad = np.flatnonzero(~np.isfinite(array).all(axis=1))
    if bad.size:
        raise InvalidEmbeddingError(
            f"embedder {model!r} returned NaN or infinite values for {bad.size} text(s)", model=model, rows=bad[:20].tolist()
        )
    norms = np.linalg.norm(array, axis=1)
    bad = np.flatnonzero(norms < _MIN_NORM)
    if bad.size:
        raise InvalidEmbeddingError(
            f"embedder {model!r} returned an all-zero vector for {bad.size} text(s)", model=model, rows=bad[:20].tolist()
        )
    return array / norms[:, None]


class CheckedEmbedder:
    """Wraps the configured embedder: same name and dimension, validated unit rows out."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        unique = list(dict.fromkeys(texts))
        dimension = self.inner.dimension
        if not unique:
            return np.zeros((0, dimension), dtype=np.float32)
        vectors = check_embeddings(self.inner.encode(unique), len(unique), dimension, model=self.inner.name)
        if len(unique) == len(texts):
            return vectors
        row = {text: i for i, text in enumerate(unique)}
        return vectors[[row[text] for text in texts]]
