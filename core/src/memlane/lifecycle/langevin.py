"""Fact lifecycle as Riemannian Langevin dynamics in the 8-d Poincaré ball.

Every fact has a state x in the open unit ball. Its hyperbolic radius ρ = d(0, x) =
2·artanh(‖x‖) is its distance from "now and relevant"; the state label and the ranking
weight are read off the radius.

Potential (radial, documented schedule; f = access count, imp ∈ [0, 1], age = days since
the last access or, if never accessed, since creation):

    U(x) = ½·k·ρ² - g·ρ = ½·k·(ρ - ρ*)² + const,     ρ* = g / k
    k   = k0 + a_freq · f/(f + f_half) + a_imp · imp      pull towards the origin
    g   = a_age · log(1 + age/τ_age)                       push outwards

Frequency saturates (diminishing returns, and it keeps k ≤ k0 + a_freq + a_imp bounded, so
one step size is stable for every fact); age acts logarithmically (a year is not 52 times a
week). Hence frequent/important facts sit near the origin and old unused ones far out.

Step (V3 paper; the Riemannian gradient is ∇U / λ(x)² with λ = 2/(1 - ‖x‖²)):

    x ← proj_ball( x - η·(1 - ‖x‖²)²/4 · ∇U(x) + sqrt(2η/β)·(1 - ‖x‖²)/2 · ξ ),   ξ ~ N(0, I)

with ∇U = (kρ - g)·(2/(1 - ‖x‖²))·x/‖x‖. The drift is purely radial and moves ρ by
-η·k·(ρ - ρ*) + O(η²): a linear relaxation towards ρ* in hyperbolic radius (η·k < 1 is
enforced by the schedule; far from ρ* the explicit step can still jump past it, so the drift
is clamped at ρ*). Its only fixed point is ρ = ρ*. The noise has hyperbolic length
sqrt(2η/β)·‖ξ‖ wherever the fact is. As in the paper there is no Itô/volume correction term,
so the stationary law is only approximately ∝ exp(-βU): radial fluctuations have variance
≈ 1/(βk), plus an outward bias of order (dim - 1)/(βk·ρ) near the origin. β = ∞ turns the
noise off and the state converges to ρ = ρ* exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

import numpy as np
from numpy.typing import ArrayLike, NDArray

from ..geometry.poincare import DEFAULT_EPS, distance_from_origin, project_to_ball

__all__ = [
    "LangevinSchedule",
    "LifecycleState",
    "LifecycleThresholds",
    "evolve",
    "grad_potential",
    "langevin_step",
    "lifecycle_states",
    "lifecycle_weight",
    "potential",
    "potential_coefficients",
]


class LifecycleState(IntEnum):
    ACTIVE = 0
    WARM = 1
    COLD = 2
    ARCHIVED = 3


@dataclass(frozen=True)
class LifecycleThresholds:
    """Euclidean radii where each state begins (hyperbolic ρ = 2·artanh(r): 1.10, 2.20, 4.19)."""

    warm: float = 0.5
    cold: float = 0.8
    archived: float = 0.97

    def __post_init__(self) -> None:
        if not 0 < self.warm < self.cold < self.archived < 1:
            raise ValueError("need 0 < warm < cold < archived < 1")


@dataclass(frozen=True)
class LangevinSchedule:
    k0: float = 1.0  # baseline pull: a fresh, unimportant fact still has a home radius
    a_freq: float = 2.0
    f_half: float = 5.0  # access count at which the frequency pull is half its maximum
    a_imp: float = 1.0
    a_age: float = 2.0
    age_scale_days: float = 7.0
    eta: float = 0.1  # step size
    beta: float = 20.0  # inverse temperature; float("inf") = deterministic drift
    eps: float = DEFAULT_EPS  # states stay in ‖x‖ ≤ 1 - eps

    def __post_init__(self) -> None:
        if min(self.k0, self.f_half, self.age_scale_days, self.eta, self.beta) <= 0:
            raise ValueError("k0, f_half, age_scale_days, eta and beta must be positive")
        if min(self.a_freq, self.a_imp, self.a_age) < 0:
            raise ValueError("coefficients must be non-negative")
        if self.eta * (self.k0 + self.a_freq + self.a_imp) >= 1.0:
            raise ValueError("eta * max stiffness must be < 1 for a monotone relaxation")


def potential_coefficients(
    access_count: ArrayLike,
    importance: ArrayLike,
    age_days: ArrayLike,
    schedule: LangevinSchedule = LangevinSchedule(),
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """(k, g) per fact; the potential's minimum lies at ρ* = g/k."""
    f = np.maximum(np.asarray(access_count, dtype=np.float64), 0.0)
    imp = np.clip(np.asarray(importance, dtype=np.float64), 0.0, 1.0)
    age = np.maximum(np.asarray(age_days, dtype=np.float64), 0.0)
    s = schedule
    k = s.k0 + s.a_freq * f / (f + s.f_half) + s.a_imp * imp
    g = s.a_age * np.log1p(age / s.age_scale_days)
    k, g = np.broadcast_arrays(k, g)
    return k.astype(np.float64), g.astype(np.float64)


def potential(x: ArrayLike, k: ArrayLike, g: ArrayLike) -> NDArray[np.float64]:
    """U(x) = ½·k·ρ² - g·ρ with ρ = d(0, x); shape (N,)."""
    rho = distance_from_origin(x)
    return 0.5 * np.asarray(k) * rho**2 - np.asarray(g) * rho


def grad_potential(x: ArrayLike, k: ArrayLike, g: ArrayLike) -> NDArray[np.float64]:
    """Euclidean gradient ∇U = (kρ - g)·2/(1 - r²)·x/r, r = ‖x‖ (0 at the origin)."""
    x = np.asarray(x, dtype=np.float64)
    r = np.linalg.norm(x, axis=-1)
    rho = 2.0 * np.arctanh(r)
    coef = (np.asarray(k) * rho - np.asarray(g)) * 2.0 / (1.0 - r**2)
    unit = x / np.where(r > 0, r, 1.0)[..., None]
    return coef[..., None] * unit


def langevin_step(
    x: ArrayLike,
    k: ArrayLike,
    g: ArrayLike,
    rng: np.random.Generator,
    schedule: LangevinSchedule = LangevinSchedule(),
) -> NDArray[np.float64]:
    """One Riemannian Langevin step for all N facts at once (x: (N, dim)); O(N·dim)."""
    x = np.asarray(x, dtype=np.float64)
    if x.shape[0] == 0:
        return x.copy()
    s = schedule
    k, g = np.broadcast_arrays(np.asarray(k, dtype=np.float64), np.asarray(g, dtype=np.float64))
    shrink = 1.0 - np.sum(x * x, axis=-1, keepdims=True)  # 1 - ‖x‖² = 2/λ(x)
    drifted = x - s.eta * shrink**2 / 4.0 * grad_potential(x, k, g)
    drifted = _no_overshoot(x, drifted, g / k)
    noise_scale = np.sqrt(2.0 * s.eta / s.beta)
    xi = rng.standard_normal(x.shape)  # always drawn: the stream does not depend on beta
    return project_to_ball(drifted + noise_scale * shrink / 2.0 * xi, s.eps)


def _no_overshoot(
    x: NDArray[np.float64], drifted: NDArray[np.float64], target: NDArray[np.float64]
) -> NDArray[np.float64]:
    """Stop the drift at the minimum ρ* when the Euler step would jump past it.

    The step in r is η(1 - r²)/2·k·(ρ* - ρ) and ρ = 2·artanh(r) is convex in r, so with a
    large gap an outward step can land beyond ρ* (even at the ball's edge). The drift is
    radial, so clamping to radius tanh(ρ*/2) along the same direction is exact; rows whose
    step did not cross ρ* are untouched."""
    rho0 = distance_from_origin(x)
    # The drifted point may sit on or outside the sphere before projection: ρ = +inf there.
    r1 = np.minimum(np.linalg.norm(drifted, axis=-1), 1.0)
    with np.errstate(divide="ignore"):
        rho1 = 2.0 * np.arctanh(r1)
    crossed = (rho1 - target) * (rho0 - target) < 0
    if not crossed.any():
        return drifted
    r0 = np.linalg.norm(x, axis=-1, keepdims=True)
    unit = x / np.where(r0 > 0, r0, 1.0)
    clamped = unit * np.tanh(0.5 * target)[..., None]
    return np.where(crossed[..., None], clamped, drifted)


def evolve(
    x: ArrayLike,
    access_count: ArrayLike,
    importance: ArrayLike,
    age_days: ArrayLike,
    rng: np.random.Generator,
    steps: int = 1,
    schedule: LangevinSchedule = LangevinSchedule(),
) -> NDArray[np.float64]:
    """``steps`` Langevin steps with the potential fixed by the facts' current features."""
    k, g = potential_coefficients(access_count, importance, age_days, schedule)
    state = project_to_ball(x, schedule.eps)
    for _ in range(steps):
        state = langevin_step(state, k, g, rng, schedule)
    return state


def lifecycle_states(
    x: ArrayLike, thresholds: LifecycleThresholds = LifecycleThresholds()
) -> NDArray[np.int8]:
    """LifecycleState value per fact from its Euclidean radius (a boundary belongs to the
    outer state)."""
    r = np.linalg.norm(np.asarray(x, dtype=np.float64), axis=-1)
    edges = np.array([thresholds.warm, thresholds.cold, thresholds.archived])
    return np.searchsorted(edges, r, side="right").astype(np.int8)


def lifecycle_weight(
    x: ArrayLike, thresholds: LifecycleThresholds = LifecycleThresholds()
) -> NDArray[np.float64]:
    """w = sqrt(1 - ‖x‖²) = 1/cosh(ρ/2) ∈ (0, 1], and exactly 0 once archived.

    1 at the origin, 0.87 at the default warm edge, 0.6 at cold, 0.24 just before archive;
    archived facts drop to 0 because they are shown only when explicitly asked for."""
    x = np.asarray(x, dtype=np.float64)
    w = np.sqrt(np.clip(1.0 - np.sum(x * x, axis=-1), 0.0, 1.0))
    return np.where(lifecycle_states(x, thresholds) == LifecycleState.ARCHIVED, 0.0, w)
