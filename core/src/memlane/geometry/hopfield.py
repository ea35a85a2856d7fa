"""Modern (dense) Hopfield retrieval over a profile's fact embeddings.

With the stored patterns as the rows of X (N, d) — so the paper's X·softmax(β Xᵀ q) with
patterns as columns reads, in row convention,

    a   = softmax(β · X q)          attention over the facts
    q̂   = Xᵀ a                      retrieved pattern (a convex combination of facts)

This is one step of the concave-convex procedure on the energy
    E(q) = -(1/β)·log Σ_i exp(β x_iᵀ q) + ½ qᵀq  (+ constants),
so repeated updates never increase E and converge to a fixed point (Ramsauer et al., 2020).
The state is not renormalised between steps: that would leave the CCCP and lose the
monotone energy.

Scaling: with s_1 ≥ s_2 ≥ … the sorted dot products, the softmax mass outside the top m
is at most (N - m)·exp(β(s_{m+1} - s_1)) relative to the best fact, so we compute over the top m candidates
only (``np.argpartition``, O(N·d) for the scores). The candidate set is chosen once from
the initial query and kept for all steps, so the returned weights are scores over a fixed
set of facts. With m ≥ N the result equals the full computation exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike, NDArray

__all__ = ["HopfieldResult", "hopfield_energy", "hopfield_retrieve"]


@dataclass(frozen=True)
class HopfieldResult:
    """``indices``: rows of X that took part, ordered by decreasing weight (ties: row order);
    ``weights``: their attention weights from the last step (sum to 1; empty when N = 0);
    ``pattern``: the retrieved state q̂ (d,); ``steps``: updates performed."""

    pattern: NDArray[np.float64]
    indices: NDArray[np.intp]
    weights: NDArray[np.float64]
    steps: int


def hopfield_retrieve(
    patterns: ArrayLike,
    query: ArrayLike,
    beta: float = 8.0,
    top_m: int = 256,
    steps: int = 1,
) -> HopfieldResult:
    """Retrieve from ``patterns`` (N, d) with ``query`` (d,): ``steps`` updates of
    q ← Xᵀ softmax(β X q), restricted to the ``top_m`` rows with the largest X q.

    β: inverse temperature. For unit vectors a similarity gap Δ gives a weight ratio
    exp(βΔ); the default 8 makes a 0.1 gap a factor ≈ 2.2. Large β → one-hot on the
    best match; β → 0 → the plain average of the candidates."""
    if beta < 0:
        raise ValueError("beta must be >= 0")
    if top_m < 1 or steps < 1:
        raise ValueError("top_m and steps must be >= 1")
    q = np.asarray(query, dtype=np.float64)
    x_all = np.asarray(patterns)
    if x_all.ndim != 2 or x_all.shape[1] != q.shape[0]:
        raise ValueError(f"patterns must be (N, {q.shape[0]}), got {x_all.shape}")
    n = x_all.shape[0]
    if n == 0:
        return HopfieldResult(np.zeros_like(q), np.zeros(0, np.intp), np.zeros(0), 0)

    scores = x_all @ q.astype(x_all.dtype, copy=False)
    if top_m < n:
        idx = np.argpartition(-scores, top_m - 1)[:top_m]
        idx.sort()  # row order, so ties in the final ordering break deterministically
    else:
        idx = np.arange(n)
    x = np.asarray(x_all[idx], dtype=np.float64)

    state = q
    weights = np.zeros(len(idx))
    for _ in range(steps):
        weights = _softmax(beta * (x @ state))
        state = x.T @ weights
    order = np.lexsort((idx, -weights))  # primary: weight desc; secondary: row index
    return HopfieldResult(state, idx[order].astype(np.intp), weights[order], steps)


def hopfield_energy(patterns: ArrayLike, state: ArrayLike, beta: float) -> float:
    """E(q) = -(1/β)·logsumexp(β X q) + ½‖q‖² (β > 0); non-increasing under the update."""
    if beta <= 0:
        raise ValueError("beta must be > 0")
    x = np.asarray(patterns, dtype=np.float64)
    q = np.asarray(state, dtype=np.float64)
    z = beta * (x @ q)
    zmax = z.max()
    return float(-(zmax + np.log(np.exp(z - zmax).sum())) / beta + 0.5 * q @ q)


def _softmax(z: NDArray[np.float64]) -> NDArray[np.float64]:
    e = np.exp(z - z.max())  # shift by the max: no overflow for large β
    return e / e.sum()
