import numpy as np
import pytest
from memlane.geometry.fisher_rao import (
    fisher_rao_distance,
    fisher_rao_univariate,
    fisher_similarity,
    graduated_score,
    ramp_weight,
)

SQRT2 = np.sqrt(2.0)


def _path_length(mu: np.ndarray, sigma: np.ndarray) -> float:
    """Length of a discretised path under the Fisher metric ds² = (dμ² + 2dσ²)/σ²
    (midpoint rule), computed in the original (μ, σ) coordinates."""
    dmu, dsig = np.diff(mu), np.diff(sigma)
    sig_mid = 0.5 * (sigma[1:] + sigma[:-1])
    return float(np.sum(np.sqrt(dmu**2 + 2 * dsig**2) / sig_mid))


def _geodesic(m1, s1, m2, s2, steps=20000):
    """The true geodesic: a half-circle centred on the axis in the (μ/√2, σ) half-plane,
    or a vertical segment when μ1 = μ2."""
    if m1 == m2:
        return np.full(steps + 1, m1), np.geomspace(s1, s2, steps + 1)
    u1, u2 = m1 / SQRT2, m2 / SQRT2
    c = (u2**2 + s2**2 - u1**2 - s1**2) / (2 * (u2 - u1))
    radius = np.hypot(u1 - c, s1)
    theta = np.linspace(np.arctan2(s1, u1 - c), np.arctan2(s2, u2 - c), steps + 1)
    return SQRT2 * (c + radius * np.cos(theta)), radius * np.sin(theta)


@pytest.mark.parametrize(
    "m1,s1,m2,s2",
    [(0.0, 1.0, 1.0, 1.0), (-0.3, 0.2, 0.5, 0.05), (2.0, 0.5, 2.0, 3.0), (0.0, 0.01, 0.1, 0.02)],
)
def test_closed_form_matches_numerical_integration_along_geodesic(m1, s1, m2, s2):
    mu, sigma = _geodesic(m1, s1, m2, s2)
    numeric = _path_length(mu, sigma)
    exact = float(fisher_rao_univariate(m1, s1, m2, s2))
    assert numeric == pytest.approx(exact, rel=1e-6)


def test_other_paths_are_longer_than_the_closed_form():
    m1, s1, m2, s2 = -0.3, 0.2, 0.5, 0.05
    exact = float(fisher_rao_univariate(m1, s1, m2, s2))
    t = np.linspace(0, 1, 20001)
    straight = _path_length(m1 + t * (m2 - m1), s1 + t * (s2 - s1))
    assert straight > exact * 1.01  # negative control: a chord is not a geodesic
    mu, sigma = _geodesic(m1, s1, m2, s2)
    bump = np.sin(np.pi * np.linspace(0, 1, mu.size))
    lengths = [_path_length(mu, sigma * (1 + a * bump)) for a in (0.2, 0.05, 0.01, 0.001)]
    assert all(length > exact for length in lengths)
    assert lengths == sorted(lengths, reverse=True)  # converges to the geodesic from above
    assert lengths[-1] == pytest.approx(exact, rel=1e-5)


def test_closed_form_equals_artanh_form_and_known_values():
    rng = np.random.default_rng(0)
    m1, m2 = rng.normal(size=(2, 500))
    s1, s2 = rng.uniform(0.1, 2.0, size=(2, 500))
    half = 0.5 * (m1 - m2) ** 2
    ratio = (half + (s1 - s2) ** 2) / (half + (s1 + s2) ** 2)
    artanh_form = SQRT2 * 2 * np.arctanh(np.sqrt(ratio))
    np.testing.assert_allclose(fisher_rao_univariate(m1, s1, m2, s2), artanh_form, rtol=1e-10)
    # Same mean: d = √2·|ln(σ2/σ1)|.
    assert fisher_rao_univariate(0.0, 1.0, 0.0, np.e) == pytest.approx(SQRT2)
    # Locally the FR distance is the Mahalanobis distance |Δμ|/σ.
    assert fisher_rao_univariate(0.0, 0.5, 1e-4, 0.5) == pytest.approx(2e-4, rel=1e-6)


def test_affine_invariance():
    d1 = fisher_rao_univariate(0.3, 0.4, -1.2, 1.1)
    d2 = fisher_rao_univariate(7 * 0.3 + 5, 7 * 0.4, 7 * -1.2 + 5, 7 * 1.1)
    assert d1 == pytest.approx(d2, rel=1e-12)


def test_metric_axioms_on_random_triples():
    rng = np.random.default_rng(1)
    n, d = 3000, 6
    mu = rng.normal(size=(3, n, d))
    var = rng.uniform(0.01, 2.0, size=(3, n, d))
    # A third of the middle points sit close to the straight (μ, log σ) line between the
    # outer ones, where the triangle inequality is nearly tight.
    t = rng.uniform(0.2, 0.8, size=(n // 3, 1))
    mu[1, : n // 3] = (1 - t) * mu[0, : n // 3] + t * mu[2, : n // 3]
    var[1, : n // 3] = var[0, : n // 3] ** (1 - t) * var[2, : n // 3] ** t
    dab = fisher_rao_distance(mu[0], var[0], mu[1], var[1])
    dba = fisher_rao_distance(mu[1], var[1], mu[0], var[0])
    dbc = fisher_rao_distance(mu[1], var[1], mu[2], var[2])
    dac = fisher_rao_distance(mu[0], var[0], mu[2], var[2])
    np.testing.assert_allclose(fisher_rao_distance(mu[0], var[0], mu[0], var[0]), 0.0, atol=1e-12)
    np.testing.assert_allclose(dab, dba, rtol=1e-12)
    assert np.all(dab > 0)
    slack = dab + dbc - dac
    assert np.all(slack >= -1e-9)
    assert np.min(slack / dac) < 0.05  # the near-collinear triples make the check bite


def test_triangle_equality_for_a_point_on_the_geodesic():
    mu, sigma = _geodesic(-0.3, 0.2, 0.5, 0.05, steps=10)
    a, b, c = (0, 3, 10)
    dab = fisher_rao_univariate(mu[a], sigma[a], mu[b], sigma[b])
    dbc = fisher_rao_univariate(mu[b], sigma[b], mu[c], sigma[c])
    dac = fisher_rao_univariate(mu[a], sigma[a], mu[c], sigma[c])
    assert dab + dbc == pytest.approx(dac, rel=1e-10)
    assert 0 < dab < dac


def test_product_distance_and_vectorisation():
    assert fisher_rao_distance([0.0], [1.0], [1.0], [4.0]) == pytest.approx(
        fisher_rao_univariate(0.0, 1.0, 1.0, 2.0)
    )
    one = fisher_rao_univariate(0.0, 1.0, 0.5, 0.7)
    same_each_dim = fisher_rao_distance(np.zeros(9), 1.0, np.full(9, 0.5), 0.49)
    assert same_each_dim == pytest.approx(3 * one)

    rng = np.random.default_rng(2)
    q, vq = rng.normal(size=384), rng.uniform(0.01, 0.1, 384)
    mu, var = rng.normal(size=(50, 384)), rng.uniform(0.01, 0.1, (50, 384))
    batched = fisher_rao_distance(q, vq, mu, var)
    looped = [fisher_rao_distance(q, vq, mu[i], var[i]) for i in range(50)]
    assert batched.shape == (50,)
    np.testing.assert_allclose(batched, looped, rtol=1e-12)


def test_nonpositive_sigma_is_rejected():
    with pytest.raises(ValueError):
        fisher_rao_univariate(0.0, 0.0, 1.0, 1.0)


def test_fisher_similarity_is_cosine_for_isotropic_variance():
    rng = np.random.default_rng(3)
    q = rng.normal(size=384)
    mu = rng.normal(size=(20, 384))
    cos = (mu @ q) / (np.linalg.norm(mu, axis=1) * np.linalg.norm(q))
    np.testing.assert_allclose(fisher_similarity(q, mu, 0.003), cos, atol=1e-12)
    # The level of the variance does not matter, only its shape.
    var = rng.uniform(0.001, 0.01, (20, 384))
    np.testing.assert_allclose(fisher_similarity(q, mu, var), fisher_similarity(q, mu, 50 * var))


def test_fisher_similarity_known_values_and_direction_weighting():
    q, mu = np.array([1.0, 0.0]), np.array([0.8, 0.6])  # cosine 0.8, mismatch mostly in dim 2
    confident_in_mismatch = fisher_similarity(q, mu, np.array([1.0, 0.25]))
    vague_in_mismatch = fisher_similarity(q, mu, np.array([0.25, 1.0]))
    # w = (0.4, 1.6): 1 - ½(0.4·0.04 + 1.6·0.36) ; w = (1.6, 0.4): 1 - ½(1.6·0.04 + 0.4·0.36)
    assert confident_in_mismatch == pytest.approx(0.704)
    assert vague_in_mismatch == pytest.approx(0.896)
    assert fisher_similarity(q, mu, np.array([1.0, 1.0])) == pytest.approx(0.8)
    # A huge query variance flattens the weights back to plain cosine.
    assert fisher_similarity(q, mu, np.array([1.0, 0.25]), query_var=1e9) == pytest.approx(0.8)
    assert fisher_similarity(q, q, np.array([1.0, 0.25])) == pytest.approx(1.0)


def test_ramp_weight_and_graduated_score():
    assert ramp_weight(0) == 0.0
    assert ramp_weight(-3) == 0.0
    assert ramp_weight(4.0, tau=4.0) == pytest.approx(1 - np.exp(-1))
    lam = ramp_weight(np.arange(50))
    assert np.all(np.diff(lam) > 0) and lam[-1] > 0.99999
    cosine, fisher = np.array([0.7, 0.2]), np.array([0.1, 0.9])
    np.testing.assert_array_equal(graduated_score(cosine, fisher, 0), cosine)  # no evidence
    np.testing.assert_allclose(graduated_score(cosine, fisher, 1e6), fisher)
    mid = graduated_score(cosine, fisher, np.array([4.0, 8.0]))
    expected = (1 - ramp_weight([4.0, 8.0])) * cosine + ramp_weight([4.0, 8.0]) * fisher
    np.testing.assert_allclose(mid, expected)
    with pytest.raises(ValueError):
        ramp_weight(1, tau=0)
