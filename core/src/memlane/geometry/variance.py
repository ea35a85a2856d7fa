"""Per-fact variance from *evidence*, never from the fact vector's own coordinates.

A fact is supported by observations x_1..x_n ∈ R^d (the verbatim turn, the extracted
statement, repeats, paraphrases). Per dimension we use the conjugate scaled-inverse-χ²
model for the dispersion σ² with a flat prior on the mean:

    prior      σ² ~ Scale-Inv-χ²(ν0, v0)          v0 = neighbourhood prior (isotropic)
    posterior  σ² ~ Scale-Inv-χ²(ν0 + n - 1, s_n²)
               s_n² = (ν0·v0 + M2) / (ν0 + n - 1),   M2 = Σ_k (x_k - x̄)²   (Welford)

s_n² is a shrinkage estimator: the weighted average of the prior v0 (weight ν0) and the
sample variance M2/(n - 1) (weight n - 1). With one observation it *is* the prior.

The belief used for matching is the posterior predictive of "one more phrasing of this
fact": N(x̄, s_n²·(1 + 1/m)) where m = n + c counts observations plus confirmations (an
access/confirmation carries no new embedding; we read it as "the current location is right",
which tightens the location term 1/m but leaves the dispersion s_n² alone). So confirmations
shrink var monotonically *towards the observation spread* s_n², never below it.

The prior v0 comes from the local density of the profile: v0 = mean_{k-NN} ‖x - x_j‖² / (2d).
For two independent draws of N(μ, v·I) in R^d, E‖x_i - x_j‖² = 2dv, so v0 is the variance
the fact would have if its nearest neighbours were paraphrases of it: sharp in dense regions
(where it must be told apart from neighbours), broad in sparse ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import ArrayLike, NDArray

MIN_VAR = 1e-8  # floor: keeps FR distances and precisions finite for duplicate neighbours
DEFAULT_PRIOR_STRENGTH = 4.0  # ν0: the prior counts as four pseudo-observations
# Squared distance assumed when a profile has no neighbours yet: unit vectors at cosine 0.5.
FALLBACK_SQ_DIST = 1.0

__all__ = [
    "GaussianBelief",
    "confirm",
    "estimate_belief",
    "neighbourhood_prior_var",
    "neighbourhood_prior_vars",
    "observe",
    "stack_beliefs",
]


@dataclass(frozen=True)
class GaussianBelief:
    """Sufficient statistics of one fact's diagonal Gaussian belief (store these fields).

    ``mu``: (d,) mean of the supporting observations; ``m2``: (d,) Σ (x_k - mu)²;
    ``n_obs``: number of observations (≥ 1); ``n_confirm``: accesses/confirmations;
    ``prior_var``: neighbourhood prior v0 (per dimension); ``prior_strength``: ν0."""

    mu: NDArray[np.float64]
    m2: NDArray[np.float64]
    n_obs: int
    n_confirm: int
    prior_var: float
    prior_strength: float = DEFAULT_PRIOR_STRENGTH

    @property
    def n(self) -> int:
        """Total evidence: observations + confirmations."""
        return self.n_obs + self.n_confirm

    @property
    def evidence(self) -> int:
        """Evidence beyond the first observation; feed this to ``fisher_rao.ramp_weight``."""
        return max(self.n - 1, 0)

    @property
    def dispersion(self) -> NDArray[np.float64]:
        """s_n² = (ν0·v0 + M2) / (ν0 + n_obs - 1): the shrinkage estimate of the spread."""
        dof = self.prior_strength + self.n_obs - 1
        return np.maximum((self.prior_strength * self.prior_var + self.m2) / dof, MIN_VAR)

    @property
    def var(self) -> NDArray[np.float64]:
        """Predictive variance s_n²·(1 + 1/n): what ranking and FR distances use."""
        return self.dispersion * (1.0 + 1.0 / self.n)


def neighbourhood_prior_var(
    x: ArrayLike, neighbours: ArrayLike, k: int = 8, fallback_sq_dist: float = FALLBACK_SQ_DIST
) -> float:
    """v0 = mean of the k smallest ‖x - x_j‖² over ``neighbours`` (M, d), divided by 2d.

    ``neighbours`` must not contain x itself. With no neighbours, uses ``fallback_sq_dist``."""
    x = np.asarray(x, dtype=np.float64)
    nb = np.asarray(neighbours, dtype=np.float64).reshape(-1, x.shape[-1])
    d = x.shape[-1]
    if nb.shape[0] == 0:
        return max(fallback_sq_dist / (2 * d), MIN_VAR)
    sq = np.sum((nb - x) ** 2, axis=1)
    kk = min(k, sq.shape[0])
    nearest = np.partition(sq, kk - 1)[:kk]
    return max(float(nearest.mean()) / (2 * d), MIN_VAR)


def neighbourhood_prior_vars(
    points: ArrayLike,
    k: int = 8,
    fallback_sq_dist: float = FALLBACK_SQ_DIST,
    block: int = 1024,
) -> NDArray[np.float64]:
    """``neighbourhood_prior_var`` for every row of a profile matrix (N, d), excluding self.

    Exact k-NN via ‖a - b‖² = ‖a‖² + ‖b‖² - 2a·b in row blocks: O(N²·d) time, O(block·N)
    memory. Returns (N,)."""
    pts = np.asarray(points, dtype=np.float64)
    n, d = pts.shape
    if n <= 1:
        return np.full(n, max(fallback_sq_dist / (2 * d), MIN_VAR))
    kk = min(k, n - 1)
    sqn = np.sum(pts**2, axis=1)
    out = np.empty(n)
    for start in range(0, n, block):
        stop = min(start + block, n)
        sq = sqn[start:stop, None] + sqn[None, :] - 2.0 * pts[start:stop] @ pts.T
        np.maximum(sq, 0.0, out=sq)  # rounding can make tiny distances negative
        sq[np.arange(stop - start), np.arange(start, stop)] = np.inf  # exclude self
        nearest = np.partition(sq, kk - 1, axis=1)[:, :kk]
        out[start:stop] = nearest.mean(axis=1) / (2 * d)
    return np.maximum(out, MIN_VAR)


def estimate_belief(
    observations: ArrayLike,
    prior_var: float,
    prior_strength: float = DEFAULT_PRIOR_STRENGTH,
) -> GaussianBelief:
    """Belief from the observations (n, d) supporting one fact (n ≥ 1) and the prior v0."""
    obs = np.atleast_2d(np.asarray(observations, dtype=np.float64))
    if obs.shape[0] == 0:
        raise ValueError("a belief needs at least one observation")
    if prior_var <= 0 or prior_strength <= 0:
        raise ValueError("prior_var and prior_strength must be positive")
    mu = obs.mean(axis=0)
    m2 = np.sum((obs - mu) ** 2, axis=0)
    return GaussianBelief(mu, m2, obs.shape[0], 0, float(prior_var), float(prior_strength))


def observe(belief: GaussianBelief, x: ArrayLike) -> GaussianBelief:
    """Add one supporting observation (Welford's update of mean and M2).

    A consistent observation tightens the belief; a distant one widens it: that is the
    evidence speaking, not a bug."""
    x = np.asarray(x, dtype=np.float64)
    n = belief.n_obs + 1
    delta = x - belief.mu
    mu = belief.mu + delta / n
    m2 = belief.m2 + delta * (x - mu)
    return replace(belief, mu=mu, m2=m2, n_obs=n)


def confirm(belief: GaussianBelief, times: int = 1) -> GaussianBelief:
    """Record accesses/confirmations: var = s_n²·(1 + 1/m) shrinks strictly towards s_n²."""
    if times < 0:
        raise ValueError("times must be >= 0")
    return replace(belief, n_confirm=belief.n_confirm + times)


def stack_beliefs(
    beliefs: Sequence[GaussianBelief], dim: int | None = None
) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.int64]]:
    """(mu (N, d), var (N, d), evidence (N,)) for vectorised scoring of many facts."""
    if not beliefs:
        if dim is None:
            raise ValueError("dim is required to stack zero beliefs")
        return np.zeros((0, dim)), np.zeros((0, dim)), np.zeros(0, dtype=np.int64)
    mu = np.stack([b.mu for b in beliefs])
    var = np.stack([b.var for b in beliefs])
    evidence = np.array([b.evidence for b in beliefs], dtype=np.int64)
    return mu, var, evidence
