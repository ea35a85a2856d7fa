"""The Poincaré ball model of hyperbolic space (curvature -1), vectorised over rows.

Metric  g_x = λ(x)² · I  with conformal factor  λ(x) = 2 / (1 - ‖x‖²).
Distance  d(x, y) = arcosh(1 + 2‖x - y‖² / ((1 - ‖x‖²)(1 - ‖y‖²)))
                  = 2·asinh( ‖x - y‖ / sqrt((1 - ‖x‖²)(1 - ‖y‖²)) )   (evaluated form: the
                    arcosh of a number near 1 loses half the digits for close points).
From the origin  d(0, x) = 2·artanh(‖x‖),  and back  ‖x‖ = tanh(ρ/2).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

DEFAULT_EPS = 1e-5  # states stay in ‖x‖ ≤ 1 - ε: d(0, x) ≤ 2·artanh(1 - ε) ≈ 12.2

__all__ = [
    "DEFAULT_EPS",
    "conformal_factor",
    "distance",
    "distance_from_origin",
    "project_to_ball",
    "radius_for_distance",
    "random_states",
]


def conformal_factor(x: ArrayLike) -> NDArray[np.float64]:
    """λ(x) = 2 / (1 - ‖x‖²) over the last axis."""
    x = np.asarray(x, dtype=np.float64)
    return 2.0 / (1.0 - np.sum(x * x, axis=-1))


def distance(x: ArrayLike, y: ArrayLike) -> NDArray[np.float64]:
    """Geodesic distance between points of the open ball (broadcast over leading axes)."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    gap = np.linalg.norm(x - y, axis=-1)
    scale = np.sqrt((1.0 - np.sum(x * x, axis=-1)) * (1.0 - np.sum(y * y, axis=-1)))
    return 2.0 * np.arcsinh(gap / scale)


def distance_from_origin(x: ArrayLike) -> NDArray[np.float64]:
    """ρ(x) = d(0, x) = 2·artanh(‖x‖)."""
    return 2.0 * np.arctanh(np.linalg.norm(np.asarray(x, dtype=np.float64), axis=-1))


def radius_for_distance(rho: ArrayLike) -> NDArray[np.float64]:
    """The Euclidean radius at hyperbolic distance ρ from the origin: tanh(ρ/2)."""
    return np.tanh(0.5 * np.asarray(rho, dtype=np.float64))


def project_to_ball(x: ArrayLike, eps: float = DEFAULT_EPS) -> NDArray[np.float64]:
    """Rescale rows with ‖x‖ > 1 - ε onto the sphere of radius 1 - ε; others unchanged."""
    if not 0 < eps < 1:
        raise ValueError("eps must be in (0, 1)")
    x = np.array(x, dtype=np.float64)  # copy: callers keep their array
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    limit = 1.0 - eps
    over = norm > limit
    return np.where(over, x * (limit / np.where(over, norm, 1.0)), x)


def random_states(
    n: int, rng: np.random.Generator, dim: int = 8, radius: float = 0.05
) -> NDArray[np.float64]:
    """n points with uniformly random directions at Euclidean radius ``radius`` (new facts
    start near the origin: active until the lifecycle says otherwise)."""
    if not 0 <= radius < 1:
        raise ValueError("radius must be in [0, 1)")
    g = rng.standard_normal((n, dim))
    norm = np.linalg.norm(g, axis=1, keepdims=True)
    return radius * g / np.where(norm > 0, norm, 1.0)
