import numpy as np
import pytest
from memlane.geometry.variance import (
    MIN_VAR,
    GaussianBelief,
    confirm,
    estimate_belief,
    neighbourhood_prior_var,
    neighbourhood_prior_vars,
    observe,
    stack_beliefs,
)

D = 32


def _unit(v: np.ndarray) -> np.ndarray:
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


def test_single_observation_falls_back_to_the_prior_whatever_its_coordinates():
    rng = np.random.default_rng(0)
    a = estimate_belief(_unit(rng.normal(size=D)), prior_var=0.002)
    b = estimate_belief(10 * _unit(rng.normal(size=D)), prior_var=0.002)
    np.testing.assert_array_equal(a.dispersion, np.full(D, 0.002))
    np.testing.assert_array_equal(a.var, np.full(D, 0.004))  # predictive factor 1 + 1/1
    # The reference bug made σ² a function of the vector itself; here it is not.
    np.testing.assert_array_equal(a.var, b.var)
    assert a.n == 1 and a.evidence == 0


def test_shrinkage_formula_known_answer():
    obs = np.array([[0.0, 1.0], [2.0, 1.0], [4.0, 1.0]])  # dim 0: M2 = 8; dim 1: M2 = 0
    b = estimate_belief(obs, prior_var=0.5, prior_strength=2.0)
    # s² = (ν0·v0 + M2) / (ν0 + n - 1) = (1 + 8)/4 and (1 + 0)/4
    np.testing.assert_allclose(b.dispersion, [9 / 4, 1 / 4])
    np.testing.assert_allclose(b.var, [9 / 4 * 4 / 3, 1 / 4 * 4 / 3])
    np.testing.assert_allclose(b.mu, [2.0, 1.0])


def test_consistent_observations_give_smaller_variance_than_diverse_ones():
    rng = np.random.default_rng(1)
    base = _unit(rng.normal(size=D))
    prior = 0.003
    consistent = estimate_belief(base + 0.005 * rng.normal(size=(6, D)), prior)
    diverse = estimate_belief(base + 0.2 * rng.normal(size=(6, D)), prior)
    single = estimate_belief(base, prior)
    assert consistent.var.mean() < single.var.mean() < diverse.var.mean()
    # More consistent observations tighten further.
    more = estimate_belief(base + 0.005 * rng.normal(size=(20, D)), prior)
    assert more.var.mean() < consistent.var.mean()


def test_variance_is_per_dimension():
    rng = np.random.default_rng(2)
    obs = np.zeros((8, D))
    obs[:, 0] = rng.normal(scale=0.3, size=8)  # paraphrases disagree along dimension 0 only
    b = estimate_belief(obs, prior_var=0.001)
    assert b.var[0] > 20 * b.var[1:].max()
    np.testing.assert_allclose(b.var[1:], b.var[1])


def test_welford_updates_equal_the_batch_estimate():
    rng = np.random.default_rng(3)
    obs = rng.normal(size=(7, D))
    incremental = estimate_belief(obs[0], prior_var=0.01)
    for x in obs[1:]:
        incremental = observe(incremental, x)
    batch = estimate_belief(obs, prior_var=0.01)
    np.testing.assert_allclose(incremental.mu, batch.mu, atol=1e-12)
    np.testing.assert_allclose(incremental.m2, batch.m2, atol=1e-12)
    assert incremental.n_obs == 7


def test_confirmations_shrink_variance_monotonically_towards_the_spread():
    rng = np.random.default_rng(4)
    b = estimate_belief(rng.normal(scale=0.05, size=(3, D)), prior_var=0.002)
    spread = b.dispersion
    history = [b.var]
    for _ in range(30):
        b = confirm(b)
        history.append(b.var)
    means = np.array([v.mean() for v in history])
    assert np.all(np.diff(means) < 0)
    assert np.all(history[-1] > spread)  # never below the observation spread ...
    np.testing.assert_allclose(history[-1], spread * (1 + 1 / 33))  # ... and approaching it
    np.testing.assert_array_equal(b.dispersion, spread)  # confirmations carry no embedding
    assert b.evidence == 32
    with pytest.raises(ValueError):
        confirm(b, times=-1)


def test_observation_at_the_mean_tightens_and_a_distant_one_widens():
    rng = np.random.default_rng(5)
    b = estimate_belief(rng.normal(scale=0.05, size=(3, D)), prior_var=0.002)
    assert observe(b, b.mu).var.mean() < b.var.mean()
    assert observe(b, b.mu + 1.0).var.mean() > b.var.mean()


def test_neighbourhood_prior_known_answer_and_density():
    x = np.zeros(4)
    neighbours = np.diag([1.0, 2.0, 3.0, 10.0])  # squared distances 1, 4, 9, 100
    assert neighbourhood_prior_var(x, neighbours, k=2) == pytest.approx((1 + 4) / 2 / (2 * 4))
    assert neighbourhood_prior_var(x, neighbours[:1], k=8) == pytest.approx(1 / 8)
    assert neighbourhood_prior_var(x, np.zeros((0, 4))) == pytest.approx(1.0 / (2 * 4))
    rng = np.random.default_rng(6)
    centre = _unit(rng.normal(size=D))
    dense = centre + 0.01 * rng.normal(size=(30, D))
    sparse = centre + 0.3 * rng.normal(size=(30, D))
    assert neighbourhood_prior_var(centre, dense) < neighbourhood_prior_var(centre, sparse) / 100
    # Duplicates would give zero; the floor keeps the belief usable.
    assert neighbourhood_prior_var(x, np.zeros((3, 4))) == MIN_VAR


def test_profile_priors_match_the_single_fact_version():
    rng = np.random.default_rng(7)
    pts = rng.normal(size=(23, D))
    batch = neighbourhood_prior_vars(pts, k=3, block=5)  # several blocks
    single = [neighbourhood_prior_var(pts[i], np.delete(pts, i, axis=0), k=3) for i in range(23)]
    np.testing.assert_allclose(batch, single, rtol=1e-9)
    np.testing.assert_allclose(neighbourhood_prior_vars(pts[:1]), [1.0 / (2 * D)])
    assert neighbourhood_prior_vars(np.zeros((0, D))).shape == (0,)


def test_estimation_is_deterministic():
    rng = np.random.default_rng(8)
    obs = rng.normal(size=(5, D))
    pts = rng.normal(size=(40, D))
    a = estimate_belief(obs, neighbourhood_prior_var(obs[0], pts))
    b = estimate_belief(obs.copy(), neighbourhood_prior_var(obs[0].copy(), pts.copy()))
    np.testing.assert_array_equal(a.var, b.var)
    np.testing.assert_array_equal(neighbourhood_prior_vars(pts), neighbourhood_prior_vars(pts))


def test_stack_beliefs_and_validation():
    b1 = estimate_belief(np.ones((2, D)), prior_var=0.01)
    b2 = confirm(estimate_belief(np.zeros(D), prior_var=0.02), 3)
    mu, var, evidence = stack_beliefs([b1, b2])
    assert mu.shape == var.shape == (2, D)
    np.testing.assert_array_equal(evidence, [1, 3])
    np.testing.assert_allclose(var[1], 0.02 * (1 + 1 / 4))
    assert stack_beliefs([], dim=D)[0].shape == (0, D)
    with pytest.raises(ValueError):
        stack_beliefs([])
    with pytest.raises(ValueError):
        estimate_belief(np.zeros((0, D)), prior_var=0.01)
    with pytest.raises(ValueError):
        estimate_belief(np.zeros(D), prior_var=0.0)
    assert isinstance(b1, GaussianBelief)
