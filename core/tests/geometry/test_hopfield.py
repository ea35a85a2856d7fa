from itertools import pairwise

import numpy as np
import pytest
from memlane.geometry.hopfield import hopfield_energy, hopfield_retrieve


def _patterns(n=64, d=64, seed=0):
    x = np.random.default_rng(seed).normal(size=(n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _cos(a, b):
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_noisy_query_converges_to_the_stored_pattern():
    x = _patterns()
    rng = np.random.default_rng(1)
    noisy = x[7] + 0.6 * rng.normal(size=64) / 8.0  # noise norm ≈ 0.6
    noisy /= np.linalg.norm(noisy)
    start = _cos(noisy, x[7])
    one = hopfield_retrieve(x, noisy, beta=16.0, steps=1)
    three = hopfield_retrieve(x, noisy, beta=16.0, steps=3)
    assert start < 0.9
    assert one.indices[0] == 7 and three.indices[0] == 7
    assert start < _cos(one.pattern, x[7]) < _cos(three.pattern, x[7])
    assert _cos(three.pattern, x[7]) > 0.999
    assert three.weights[0] > 0.99


def test_partial_query_completes_the_pattern():
    x = _patterns()
    partial = x[21].copy()
    partial[32:] = 0.0  # half the coordinates missing
    res = hopfield_retrieve(x, partial / np.linalg.norm(partial), beta=16.0, steps=3)
    assert res.indices[0] == 21
    assert _cos(res.pattern, x[21]) > 0.99


def test_energy_never_increases_along_the_updates():
    x = _patterns(seed=2)
    q = np.random.default_rng(3).normal(size=64) * 0.2
    energies = [hopfield_energy(x, q, 4.0)]
    for steps in range(1, 6):
        energies.append(
            hopfield_energy(x, hopfield_retrieve(x, q, beta=4.0, steps=steps).pattern, 4.0)
        )
    assert all(b <= a + 1e-12 for a, b in pairwise(energies))
    assert energies[-1] < energies[0]


def test_large_beta_is_one_hot_and_zero_beta_is_the_mean():
    x = _patterns(n=20, seed=4)
    q = np.random.default_rng(5).normal(size=64)
    best = int(np.argmax(x @ q))
    hard = hopfield_retrieve(x, q, beta=1e4)
    assert hard.indices[0] == best and hard.weights[0] == pytest.approx(1.0)
    np.testing.assert_allclose(hard.pattern, x[best], atol=1e-12)
    flat = hopfield_retrieve(x, q, beta=0.0)
    np.testing.assert_allclose(flat.weights, np.full(20, 1 / 20))
    np.testing.assert_allclose(flat.pattern, x.mean(axis=0), atol=1e-12)


def test_matches_the_explicit_formula_and_prefilter_is_exact_when_m_ge_n():
    x = _patterns(n=50, seed=6)
    q = np.random.default_rng(7).normal(size=64)
    z = 5.0 * x @ q
    a = np.exp(z - z.max())
    a /= a.sum()
    for m in (50, 256):
        res = hopfield_retrieve(x, q, beta=5.0, top_m=m)
        np.testing.assert_allclose(res.pattern, x.T @ a, atol=1e-12)
        full = np.zeros(50)
        full[res.indices] = res.weights
        np.testing.assert_allclose(full, a, atol=1e-12)
        assert np.all(np.diff(res.weights) <= 0)


def test_prefilter_keeps_the_top_m_and_approximates_the_full_result():
    x = _patterns(n=500, d=32, seed=8)
    q = x[3] + 0.1 * np.random.default_rng(9).normal(size=32)
    res = hopfield_retrieve(x, q, beta=20.0, top_m=10)
    top10 = set(np.argsort(-(x @ q))[:10].tolist())
    assert set(res.indices.tolist()) == top10 and res.weights.sum() == pytest.approx(1.0)
    full = hopfield_retrieve(x, q, beta=20.0, top_m=500)
    assert np.linalg.norm(res.pattern - full.pattern) < 1e-3
    # Negative control: a prefilter of one drops the rest of the mass entirely.
    assert np.linalg.norm(hopfield_retrieve(x, q, beta=1.0, top_m=1).pattern - x[3]) < 1e-12


def test_empty_and_single_pattern():
    empty = hopfield_retrieve(np.zeros((0, 8)), np.ones(8))
    assert empty.pattern.shape == (8,) and not empty.pattern.any()
    assert empty.indices.size == 0 and empty.weights.size == 0
    one = hopfield_retrieve(np.arange(8.0)[None, :], np.ones(8), steps=3)
    np.testing.assert_array_equal(one.indices, [0])
    np.testing.assert_allclose(one.weights, [1.0])
    np.testing.assert_allclose(one.pattern, np.arange(8.0))


def test_ties_are_ordered_by_row_and_float32_input_works():
    x = np.tile(np.eye(4, dtype=np.float32)[0], (3, 1))
    res = hopfield_retrieve(x, np.ones(4, dtype=np.float32))
    np.testing.assert_array_equal(res.indices, [0, 1, 2])
    np.testing.assert_allclose(res.weights, [1 / 3] * 3)
    assert res.pattern.dtype == np.float64


def test_invalid_arguments():
    x = _patterns(n=3, d=4)
    for kwargs in ({"beta": -1.0}, {"top_m": 0}, {"steps": 0}):
        with pytest.raises(ValueError):
            hopfield_retrieve(x, np.ones(4), **kwargs)
    with pytest.raises(ValueError):
        hopfield_retrieve(x, np.ones(5))
