import numpy as np
import pytest
from memlane.geometry.poincare import (
    DEFAULT_EPS,
    conformal_factor,
    distance,
    distance_from_origin,
    project_to_ball,
    radius_for_distance,
    random_states,
)
from memlane.lifecycle.langevin import (
    LangevinSchedule,
    LifecycleState,
    LifecycleThresholds,
    evolve,
    grad_potential,
    langevin_step,
    lifecycle_states,
    lifecycle_weight,
    potential,
    potential_coefficients,
)

DETERMINISTIC = LangevinSchedule(beta=float("inf"))


def _ball_points(n, rng, dim=8, rmax=0.95):
    g = rng.normal(size=(n, dim))
    return g / np.linalg.norm(g, axis=1, keepdims=True) * rng.uniform(0, rmax, (n, 1))


# --- Poincaré ball -------------------------------------------------------------------------


def test_poincare_known_values():
    assert conformal_factor(np.zeros(8)) == 2.0
    assert conformal_factor(np.r_[0.5, np.zeros(7)]) == pytest.approx(2 / 0.75)
    x = np.r_[0.6, np.zeros(7)]
    assert distance_from_origin(x) == pytest.approx(np.log((1 + 0.6) / (1 - 0.6)))
    assert distance(np.zeros(8), x) == pytest.approx(distance_from_origin(x))
    assert radius_for_distance(distance_from_origin(x)) == pytest.approx(0.6)
    # Opposite points: d(x, -x) = 2·d(0, x) (the geodesic passes through the origin).
    assert distance(x, -x) == pytest.approx(2 * distance_from_origin(x))


def test_poincare_distance_is_a_metric_and_matches_arcosh_form():
    rng = np.random.default_rng(0)
    a, b, c = (_ball_points(2000, rng) for _ in range(3))
    dab, dbc, dac = distance(a, b), distance(b, c), distance(a, c)
    np.testing.assert_allclose(distance(a, a), 0.0, atol=1e-12)
    np.testing.assert_allclose(dab, distance(b, a), rtol=1e-12)
    assert np.all(dac <= dab + dbc + 1e-9) and np.all(dab > 0)
    na, nb = np.sum(a * a, 1), np.sum(b * b, 1)
    arcosh = np.arccosh(1 + 2 * np.sum((a - b) ** 2, 1) / ((1 - na) * (1 - nb)))
    np.testing.assert_allclose(dab, arcosh, rtol=1e-9)


def test_projection_keeps_points_inside():
    x = np.array([[0.3, 0.0], [2.0, 0.0], [0.0, 1.0]])
    p = project_to_ball(x, eps=1e-3)
    np.testing.assert_array_equal(p[0], x[0])
    np.testing.assert_allclose(np.linalg.norm(p[1:], axis=1), 0.999)
    assert x[1, 0] == 2.0  # input untouched
    states = random_states(5, np.random.default_rng(1), radius=0.05)
    np.testing.assert_allclose(np.linalg.norm(states, axis=1), 0.05)


# --- potential and step --------------------------------------------------------------------


def test_gradient_matches_finite_differences():
    rng = np.random.default_rng(2)
    x = _ball_points(20, rng, rmax=0.9) + 0.01  # keep away from the origin's cone point
    k, g = rng.uniform(0.5, 3, 20), rng.uniform(0, 5, 20)
    h = 1e-6
    numeric = np.empty_like(x)
    for j in range(8):
        e = np.zeros(8)
        e[j] = h
        numeric[:, j] = (potential(x + e, k, g) - potential(x - e, k, g)) / (2 * h)
    np.testing.assert_allclose(grad_potential(x, k, g), numeric, rtol=1e-5, atol=1e-7)


def test_schedule_orders_target_radii():
    k, g = potential_coefficients(
        [0, 5, 50, 0, 0], [0.5, 0.5, 0.5, 1.0, 0.5], [30, 30, 30, 30, 300]
    )
    target = g / k
    assert target[2] < target[1] < target[0]  # more accesses pull inwards
    assert target[3] < target[0]  # importance pulls inwards
    assert target[4] > target[0]  # age pushes outwards
    k0, g0 = potential_coefficients(0, 0, 0)
    assert k0 == pytest.approx(1.0) and g0 == 0.0
    with pytest.raises(ValueError):
        LangevinSchedule(eta=0.5)  # eta * max stiffness = 2: unstable


def test_deterministic_drift_converges_to_the_potential_minimum():
    rng = np.random.default_rng(3)
    x0 = _ball_points(6, rng, rmax=0.5) + 0.05
    k = np.array([1.0, 2.0, 4.0, 1.0, 1.5, 3.0])
    g = np.array([0.5, 2.0, 1.0, 7.0, 4.5, 9.0])
    x = x0
    for _ in range(400):
        x = langevin_step(x, k, g, rng, DETERMINISTIC)
    np.testing.assert_allclose(distance_from_origin(x), g / k, rtol=1e-8)
    # Purely radial: directions are preserved.
    cos = np.sum(x * x0, 1) / (np.linalg.norm(x, axis=1) * np.linalg.norm(x0, axis=1))
    np.testing.assert_allclose(cos, 1.0, atol=1e-12)


def test_drift_relaxes_hyperbolic_radius_linearly_to_first_order():
    x = np.array([[0.3] + [0.0] * 7, [0.9] + [0.0] * 7, [0.99] + [0.0] * 7])
    k, g = np.full(3, 2.0), np.full(3, 1.0)
    rho0 = distance_from_origin(x)
    for eta in (0.01, 0.001):
        schedule = LangevinSchedule(eta=eta, beta=float("inf"))
        rho1 = distance_from_origin(langevin_step(x, k, g, np.random.default_rng(0), schedule))
        predicted = -eta * k * (rho0 - g / k)  # dρ = -η·k·(ρ - ρ*) + O(η²)
        np.testing.assert_allclose(rho1 - rho0, predicted, rtol=30 * eta)
        assert np.all(np.abs(rho1 - g / k) < np.abs(rho0 - g / k))


def test_drift_never_jumps_past_the_minimum():
    # Explicit Euler in Euclidean coordinates would overshoot for large gaps (e.g. ρ* = 7.7
    # from r = 0.56 lands at the ball's edge); the step is clamped at ρ*.
    r = np.linspace(0.0, 0.9999, 400)
    x = np.zeros((r.size, 8))
    x[:, 0] = r
    rho0 = distance_from_origin(x)
    rng = np.random.default_rng(0)
    for k in (1.0, 2.0, 4.0):
        for target in (0.05, 1.0, 4.3, 7.7, 11.0):
            k_arr, g_arr = np.full(r.size, k), np.full(r.size, k * target)
            rho1 = distance_from_origin(langevin_step(x, k_arr, g_arr, rng, DETERMINISTIC))
            assert np.all((rho1 - target) * (rho0 - target) >= -1e-9)
            assert np.all(np.abs(rho1 - target) <= np.abs(rho0 - target) + 1e-9)


# --- stationary behaviour and lifecycle ----------------------------------------------------


def test_used_facts_stay_central_and_forgotten_ones_drift_out():
    rng = np.random.default_rng(4)
    n = 150
    x0 = random_states(3 * n, rng, radius=0.3)
    access = np.r_[np.full(n, 50), np.full(n, 2), np.zeros(n)]
    importance = np.r_[np.full(n, 1.0), np.full(n, 0.5), np.zeros(n)]
    age = np.r_[np.full(n, 0.5), np.full(n, 20.0), np.full(n, 365.0)]
    x = evolve(x0, access, importance, age, rng, steps=300)
    states = lifecycle_states(x)
    assert np.all(states[:n] == LifecycleState.ACTIVE)
    assert np.all(states[2 * n :] == LifecycleState.ARCHIVED)
    rho = distance_from_origin(x)
    k, g = potential_coefficients(access, importance, age)
    # Middle group fluctuates around its target radius ρ* = g/k with spread ≈ 1/sqrt(βk).
    mid = slice(n, 2 * n)
    assert abs(np.mean(rho[mid]) - np.mean(g[mid] / k[mid])) < 0.15
    assert 0.5 * np.sqrt(1 / (20 * k[n])) < np.std(rho[mid]) < 2 * np.sqrt(1 / (20 * k[n]))
    assert np.median(rho[:n]) < np.median(rho[mid]) < np.median(rho[2 * n :])
    w = lifecycle_weight(x)
    assert np.all(w[:n] > 0.9) and np.all(w[2 * n :] == 0.0)


def test_seeded_runs_are_deterministic_and_stay_inside_the_ball():
    args = (np.r_[0, 100, 3], np.r_[0.0, 1.0, 0.2], np.r_[5000.0, 0.0, 40.0])
    x0 = np.array([[0.999] + [0.0] * 7, [0.5] + [0.0] * 7, [0.0] * 8])
    runs = [evolve(x0, *args, np.random.default_rng(seed), steps=200) for seed in (7, 7, 8)]
    np.testing.assert_array_equal(runs[0], runs[1])
    assert not np.array_equal(runs[0], runs[2])
    # Huge age targets ρ* beyond the ball's ε-edge; the projection keeps every step inside.
    x = x0
    rng = np.random.default_rng(9)
    k, g = potential_coefficients(*args)
    for _ in range(200):
        x = langevin_step(x, k, g, rng)
        assert np.all(np.linalg.norm(x, axis=1) <= 1 - DEFAULT_EPS + 1e-15)


def test_empty_population():
    rng = np.random.default_rng(0)
    out = evolve(np.zeros((0, 8)), [], [], [], rng, steps=3)
    assert out.shape == (0, 8)
    assert lifecycle_states(out).shape == (0,) and lifecycle_weight(out).shape == (0,)


def test_lifecycle_states_and_weights_by_radius():
    radii = np.array([0.0, 0.49, 0.5, 0.79, 0.8, 0.969, 0.97, 0.999])
    x = np.zeros((radii.size, 8))
    x[:, 0] = radii
    np.testing.assert_array_equal(lifecycle_states(x), [0, 0, 1, 1, 2, 2, 3, 3])
    w = lifecycle_weight(x)
    np.testing.assert_allclose(w[:6], np.sqrt(1 - radii[:6] ** 2))
    assert w[0] == 1.0 and np.all(np.diff(w) <= 0) and np.all(w[6:] == 0.0)
    custom = LifecycleThresholds(warm=0.2, cold=0.4, archived=0.6)
    np.testing.assert_array_equal(lifecycle_states(x, custom), [0, 2, 2, 3, 3, 3, 3, 3])
    with pytest.raises(ValueError):
        LifecycleThresholds(warm=0.8, cold=0.5, archived=0.9)
