"""The frame comparison's restriction maps on inner products (geometry/pair_gram.py) are the
maps of sheaf.restrict, to rounding: with and without a subject, with a frame repeated (a
basis row that adds no direction) and with frames stored as int8."""

from __future__ import annotations

import numpy as np
import pytest
from memlane.geometry.frames import dequantise, quantise
from memlane.geometry.pair_gram import PairGram
from memlane.geometry.sheaf import kappa, restrict


def _cos(a: np.ndarray, b: np.ndarray) -> float:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    return float(a @ b / (na * nb)) if na > 0 and nb > 0 else 0.0


def _direct(x_new, x_old, subject, f_new, f_old, i, j):  # type: ignore[no-untyped-def]
    off = restrict(np.stack([x_new, x_old]), subject)
    basis = np.stack([f_new[i], f_old[j], *([subject] if subject is not None else [])])
    r_new, r_old = restrict(np.stack([x_new, x_old]), basis)
    return _cos(off[0], off[1]), _cos(f_new[i], f_old[j]), float(kappa(r_new, r_old))


@pytest.mark.parametrize("with_subject", [True, False])
@pytest.mark.parametrize("repeated_frame", [False, True])
def test_pair_gram_matches_the_projections(with_subject: bool, repeated_frame: bool) -> None:
    rng = np.random.default_rng(3)
    for _ in range(20):
        x_new, x_old, subject = rng.normal(size=(3, 384))
        f_new = list(rng.normal(size=(2, 384)))
        f_old = [dequantise(quantise([f]), 384)[0] for f in rng.normal(size=(3, 384))]
        if repeated_frame:
            f_old[1] = f_new[0].copy()  # the same frame said twice: the basis loses a direction
        s = subject if with_subject else None
        gram = PairGram(x_new, x_old, s, f_new, f_old)
        for i in range(2):
            for j in range(3):
                predicate, frame, k = _direct(x_new, x_old, s, f_new, f_old, i, j)
                assert gram.predicate_cos() == pytest.approx(predicate, abs=1e-9)
                assert gram.frame_cos(i, j) == pytest.approx(frame, abs=1e-9)
                assert gram.value_kappa(i, j) == pytest.approx(k, abs=1e-9)


def test_a_zero_frame_has_no_cosine_and_takes_nothing_off() -> None:
    rng = np.random.default_rng(5)
    x_new, x_old, subject = rng.normal(size=(3, 384))
    zero = np.zeros(384)
    gram = PairGram(x_new, x_old, subject, [zero], [zero])
    assert gram.frame_cos(0, 0) == 0.0
    r_new, r_old = restrict(np.stack([x_new, x_old]), subject)
    assert gram.value_kappa(0, 0) == pytest.approx(float(kappa(r_new, r_old)), abs=1e-9)
