"""``--embedder fixed``: a cheap deterministic embedder for ENGINE-ONLY timing.

Not a language model: each word gets a fixed pseudo-random direction (seeded by its hash) and
a text is the normalised sum of its words' directions, so texts sharing words are close and
restatements look like restatements, at microseconds per text. Results measured with it time
the engine alone (storage, projections, channels, fusion); the default embedder's numbers are
reported separately and are the ones a user sees."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

_WORD = re.compile(r"\w+")


class FixedEmbedder:
    name = "memlane-bench/fixed-word-hash-384 (engine-only timing, not a language model)"
    dimension = 384

    def __init__(self) -> None:
        self._words: dict[str, np.ndarray] = {}

    def _word(self, word: str) -> np.ndarray:
        vec = self._words.get(word)
        if vec is None:
            seed = int.from_bytes(hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest(), "big")
            vec = np.random.default_rng(seed).standard_normal(self.dimension).astype(np.float32)
            if len(self._words) < 200_000:
                self._words[word] = vec
        return vec

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.casefold()):
                out[row] += self._word(word)
            norm = float(np.linalg.norm(out[row]))
            if norm > 0:
                out[row] /= norm
            else:
                out[row, 0] = 1.0  # an empty text still gets a unit vector
        return out


def make_embedder(kind: str):  # type: ignore[no-untyped-def]
    """``fixed`` (engine-only timing) or ``default`` (the real offline MiniLM)."""
    if kind == "fixed":
        return FixedEmbedder()
    if kind == "default":
        from memlane.embeddings import shared_default_embedder

        return shared_default_embedder()
    raise ValueError(f"unknown embedder {kind!r} (fixed or default)")
