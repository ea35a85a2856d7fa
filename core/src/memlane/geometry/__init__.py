"""Pure numpy mathematical layers of retrieval (SuperLocalMemory V3 design, done properly).

* ``fisher_rao`` — exact Fisher-Rao distance of diagonal Gaussians, the precision-weighted
  ranking score and the cosine→Fisher ramp;
* ``variance``  — per-fact variance from evidence (observations, neighbourhood prior,
  confirmations);
* ``sheaf``     — contradiction/supersession of a new fact against facts sharing an entity;
* ``hopfield``  — modern Hopfield retrieval with a top-m prefilter;
* ``poincare``  — the Poincaré ball (used by ``memlane.lifecycle.langevin``).

No I/O, no database: callers pass arrays in and get arrays back.
"""

from .fisher_rao import (
    fisher_rao_distance,
    fisher_rao_univariate,
    fisher_similarity,
    graduated_score,
    ramp_weight,
)
from .hopfield import HopfieldResult, hopfield_energy, hopfield_retrieve
from .sheaf import (
    FactSection,
    SheafThresholds,
    SheafVerdict,
    context_inconsistency,
    kappa,
    restrict,
    score_new_fact,
)
from .variance import (
    GaussianBelief,
    confirm,
    estimate_belief,
    neighbourhood_prior_var,
    neighbourhood_prior_vars,
    observe,
    stack_beliefs,
)

__all__ = [
    "FactSection",
    "GaussianBelief",
    "HopfieldResult",
    "SheafThresholds",
    "SheafVerdict",
    "confirm",
    "context_inconsistency",
    "estimate_belief",
    "fisher_rao_distance",
    "fisher_rao_univariate",
    "fisher_similarity",
    "graduated_score",
    "hopfield_energy",
    "hopfield_retrieve",
    "kappa",
    "neighbourhood_prior_var",
    "neighbourhood_prior_vars",
    "observe",
    "ramp_weight",
    "restrict",
    "score_new_fact",
    "stack_beliefs",
]
