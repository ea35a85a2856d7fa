"""The restriction maps of one (new, old) frame comparison, computed on inner products.

A comparison needs only inner products among a handful of vectors: the two facts' embeddings,
the subject's name, and the clause frames of both. One (n, d) @ (d, n) product gives them all;
projecting a vector off a span (ρ of sheaf.restrict) is then a Schur complement of that small
Gram matrix, a few dozen float operations instead of a QR and a dozen numpy calls on
d-dimensional arrays per candidate (the store-time check compares up to 24 candidates per
write). Same maps as ``sheaf.restrict``, to rounding."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

# A basis direction whose squared length, after the earlier ones are taken off, is below this
# share of the largest squared length adds no direction (``sheaf.restrict``'s rank test, on
# squares: inner products lose half the digits a QR keeps, so the bar is higher).
_DEPENDENT = 1e-12


class PairGram:
    """Inner products of [x_new, x_old, subject?, new clause frames…, old clause frames…]."""

    __slots__ = ("_g", "_new_at", "_old_at", "_subject")

    def __init__(
        self,
        x_new: NDArray[np.floating],
        x_old: NDArray[np.floating],
        subject: NDArray[np.floating] | None,
        new_frames: Sequence[NDArray[np.floating]],
        old_frames: Sequence[NDArray[np.floating]],
    ) -> None:
        rows = [x_new, x_old] + ([subject] if subject is not None else []) + list(new_frames) + list(old_frames)
        v = np.asarray(np.stack(rows), dtype=np.float64)
        self._g: list[list[float]] = (v @ v.T).tolist()
        self._subject = 2 if subject is not None else None
        self._new_at = 2 + (subject is not None)
        self._old_at = self._new_at + len(new_frames)

    def frame_cos(self, i: int, j: int) -> float:
        """Cosine of new clause frame i and old clause frame j (0 if either is zero)."""
        a, b = self._new_at + i, self._old_at + j
        return _cos(self._g[a][b], self._g[a][a], self._g[b][b])

    def predicate_cos(self) -> float:
        """cos(ρ_e(x_new), ρ_e(x_old)): what each fact says of its subject, the subject's own
        direction taken off (the embeddings themselves without a subject)."""
        basis = [] if self._subject is None else [self._subject]
        (aa, ab), (_, bb) = self._off(basis)
        return _cos(ab, aa, bb)

    def value_kappa(self, i: int, j: int) -> float:
        """κ = ‖r_new − r_old‖² / (‖r_new‖ + ‖r_old‖)² of the embeddings with the subject and
        both clause frames taken off (ρ_{e,φ}: the value each gives the relation)."""
        basis = [self._new_at + i, self._old_at + j] + ([] if self._subject is None else [self._subject])
        (aa, ab), (_, bb) = self._off(basis)
        aa, bb = max(aa, 0.0), max(bb, 0.0)
        denom = (math.sqrt(aa) + math.sqrt(bb)) ** 2
        return max(aa + bb - 2.0 * ab, 0.0) / denom if denom > 0 else 0.0

    def _off(self, basis: list[int]) -> list[list[float]]:
        """Inner products of x_new and x_old after projecting them off span(basis): Gram-Schmidt
        on the Gram matrix, one basis row eliminated at a time (a Schur complement)."""
        idx = [0, 1, *basis]
        m = [[self._g[a][b] for b in idx] for a in idx]
        scale = max(1.0, *(m[k][k] for k in range(len(idx))))
        for p in range(2, len(idx)):
            pivot = m[p][p]
            if pivot <= _DEPENDENT * scale:
                continue  # adds no direction beyond the earlier ones
            for a in range(len(idx)):
                if a == p:
                    continue
                factor = m[a][p] / pivot
                if factor:
                    row_a, row_p = m[a], m[p]
                    for b in range(len(idx)):
                        row_a[b] -= factor * row_p[b]
        return [m[0][:2], m[1][:2]]


def _cos(ab: float, aa: float, bb: float) -> float:
    return ab / math.sqrt(aa * bb) if aa > 0 and bb > 0 else 0.0
