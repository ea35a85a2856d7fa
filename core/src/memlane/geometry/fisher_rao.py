"""Fisher-Rao geometry of diagonal Gaussian beliefs, and the graduated cosine→Fisher ramp.

Each fact is a belief N(μ, diag σ²) in embedding space (see ``variance.py`` for where σ²
comes from). Three layers:

(a) the exact Fisher-Rao (FR) distance. For one dimension the Fisher metric of N(μ, σ²) is
    ds² = (dμ² + 2 dσ²) / σ². With u = μ/√2 this is 2·(du² + dσ²)/σ², i.e. √2 times the
    Poincaré half-plane (curvature -1) in the coordinates (u, σ). The half-plane distance is
    d_H = 2·artanh(|z1 - z2| / |z1 - z̄2|) = 2·asinh(|z1 - z2| / (2√(σ1σ2))), hence

        d_FR = √2 · 2·artanh( sqrt( (Δμ²/2 + (σ1-σ2)²) / (Δμ²/2 + (σ1+σ2)²) ) )
             = 2√2 · asinh( sqrt(Δμ²/2 + (σ1-σ2)²) / (2·sqrt(σ1σ2)) ).

    We evaluate the asinh form: the artanh form loses all precision when its argument is
    close to 1 (far-apart or very sharp beliefs). Diagonal Gaussians form the product of d
    such half-planes (the Fisher matrix is block diagonal), so their exact distance *within
    the diagonal family* is the product-manifold distance sqrt(Σ_i d_FR,i²).

(b) ``fisher_similarity``: the ranking score, a precision-weighted cosine (see its docstring
    for why not exp(-½·Mahalanobis²) or exp(-d_FR²)).

(c) ``ramp_weight``/``graduated_score``: score = (1 - λ(n))·cosine + λ(n)·fisher with
    λ(n) = 1 - exp(-n/τ), n = evidence beyond the fact's first observation.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

SQRT2 = float(np.sqrt(2.0))

__all__ = [
    "fisher_rao_distance",
    "fisher_rao_univariate",
    "fisher_similarity",
    "graduated_score",
    "ramp_weight",
]


def fisher_rao_univariate(
    mu1: ArrayLike, sigma1: ArrayLike, mu2: ArrayLike, sigma2: ArrayLike
) -> NDArray[np.float64]:
    """Exact FR distance between N(μ1, σ1²) and N(μ2, σ2²); broadcasts elementwise.

    d = 2√2 · asinh( sqrt(Δμ²/2 + (σ1 - σ2)²) / (2·sqrt(σ1·σ2)) ).  Takes standard deviations
    (not variances); all σ must be > 0 (a point mass sits at infinite FR distance)."""
    m1, s1, m2, s2 = (np.asarray(a, dtype=np.float64) for a in (mu1, sigma1, mu2, sigma2))
    if np.any(s1 <= 0) or np.any(s2 <= 0):
        raise ValueError("standard deviations must be positive")
    chord = np.sqrt(0.5 * (m1 - m2) ** 2 + (s1 - s2) ** 2)  # Euclidean chord in (μ/√2, σ)
    return 2.0 * SQRT2 * np.arcsinh(chord / (2.0 * np.sqrt(s1 * s2)))


def fisher_rao_distance(
    mu_q: ArrayLike, var_q: ArrayLike, mu: ArrayLike, var: ArrayLike
) -> NDArray[np.float64]:
    """Exact FR distance between diagonal Gaussians: sqrt(Σ_i d_FR(μq_i, σq_i; μ_i, σ_i)²).

    ``mu_q``/``var_q``: the query belief, shape (d,) (``var_q`` may be a scalar).
    ``mu``/``var``: one belief (d,) or many candidates (N, d). Returns () or (N,)."""
    mu_q = np.asarray(mu_q, dtype=np.float64)
    mu = np.asarray(mu, dtype=np.float64)
    sq = np.sqrt(np.broadcast_to(np.asarray(var_q, dtype=np.float64), mu_q.shape))
    s = np.sqrt(np.broadcast_to(np.asarray(var, dtype=np.float64), mu.shape))
    per_dim = fisher_rao_univariate(mu_q, sq, mu, s)
    return np.sqrt(np.sum(per_dim**2, axis=-1))


def fisher_similarity(
    query: ArrayLike, mu: ArrayLike, var: ArrayLike, query_var: ArrayLike = 0.0
) -> NDArray[np.float64]:
    """Precision-weighted cosine of the query against each belief, in [-1, 1].

        F = 1 - ½ Σ_i w_i (q̂_i - μ̂_i)²,   w_i = π_i / mean_j(π_j),   π_i = 1/(σ_i² + σ_q²)

    with q̂, μ̂ the unit-normalised query and means. Why this form:

    * For unit vectors 1 - ½‖q̂ - μ̂‖² is exactly the cosine, so with isotropic variance F
      equals the cosine: the ramp (c) mixes two scores on the same scale and a fact's rank
      only moves when its evidence says *which directions* are reliable.
    * Σ π_i Δ_i² is the Mahalanobis distance = the second-order (local) expansion of the
      FR distance between equal-variance beliefs; mismatch along directions where the
      fact's observations agree counts more, along directions where its paraphrases vary
      counts less.
    * Normalising the precision by its mean removes the overall variance *level*. The
      unnormalised kernel exp(-½ Σ Δ_i²/σ_i²) is maximised by σ² → ∞ (a vague fact would
      match every query), and exp(-d_FR²) penalises a query whose (invented) σ_q differs
      from a well-confirmed fact's small σ, i.e. confirming a fact would lower its rank.
      The level (amount of evidence) enters through λ(n) instead.

    ``query``: (d,); ``mu``/``var``: (d,) or (N, d); ``query_var``: scalar or (d,) — a larger
    query variance flattens the weights towards plain cosine. Returns () or (N,)."""
    q = np.asarray(query, dtype=np.float64)
    m = np.asarray(mu, dtype=np.float64)
    v = np.broadcast_to(np.asarray(var, dtype=np.float64), m.shape)
    if np.any(v + np.asarray(query_var, dtype=np.float64) <= 0):
        raise ValueError("variances must be positive")
    q = q / _safe_norm(q)
    m = m / _safe_norm(m)
    precision = 1.0 / (v + query_var)
    weights = precision / precision.mean(axis=-1, keepdims=True)
    score = 1.0 - 0.5 * np.sum(weights * (q - m) ** 2, axis=-1)
    return np.clip(score, -1.0, 1.0)


def ramp_weight(n: ArrayLike, tau: float = 4.0) -> NDArray[np.float64]:
    """λ(n) = 1 - exp(-n/τ) for evidence count n ≥ 0 (negative counts are treated as 0).

    λ(0) = 0 (plain cosine), λ(τ) ≈ 0.63, λ(3τ) ≈ 0.95. A smooth saturating ramp rather than
    min(1, n/N): no kink, and one more confirmation always matters a little."""
    if tau <= 0:
        raise ValueError("tau must be positive")
    n = np.maximum(np.asarray(n, dtype=np.float64), 0.0)
    return -np.expm1(-n / tau)


def graduated_score(
    cosine: ArrayLike, fisher: ArrayLike, n: ArrayLike, tau: float = 4.0
) -> NDArray[np.float64]:
    """score = (1 - λ(n))·cosine + λ(n)·fisher, with λ from ``ramp_weight``."""
    lam = ramp_weight(n, tau)
    return (1.0 - lam) * np.asarray(cosine, dtype=np.float64) + lam * np.asarray(
        fisher, dtype=np.float64
    )


def _safe_norm(x: NDArray[np.float64]) -> NDArray[np.float64]:
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    return np.where(norm > 0, norm, 1.0)
