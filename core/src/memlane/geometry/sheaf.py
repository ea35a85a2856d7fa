"""Sheaf consistency: does a new fact contradict (supersede) an older fact about the same entity?

Cellular sheaf on the context graph:

* vertices  = contexts (sessions/projects); the stalk at a vertex is R^d, and a fact is a
  section value there (its embedding);
* edges     = shared entities: two contexts are joined by an edge for every entity E that
  facts in both mention;
* restriction map to an edge E:  ρ_E(x) = (I - Q_E Q_Eᵀ) x, Q_E an orthonormal basis of the
  embeddings of the shared entity names. We keep the component *orthogonal* to the
  entities, not the one along them: the component along "Alice" only says how much a
  sentence is about Alice (every candidate here shares her, so it is agreement for free);
  what remains is what the fact *predicates* of the entity ("lives in Paris");
* coboundary δ_E = ρ_E(x_new) - ρ_E(x_old), and the normalised inconsistency

      κ = ‖δ‖² / (‖ρ(x_new)‖ + ‖ρ(x_old)‖)²  ∈ [0, 1]

  (triangle inequality): 0 for the same claim, ½·(1 - cos) for equal-length sections, 1 for
  opposite ones.

A contradiction needs the same slot (same subject, same kind of statement) *and* different
content. With embeddings alone the slot is read from the angle between the restricted
sections: "Alice lives in Paris" vs "Alice lives in Berlin" share "lives in" (cos ≈ ½),
"Alice likes pizza" shares nothing (cos ≈ 0), a restatement shares everything (κ ≈ 0). So:

    confirms    κ ≤ confirm_kappa                       (restatement: evidence, not conflict)
    supersedes  same slot and κ > confirm_kappa          same slot = equal ``slot`` labels when
                                                         both facts have one, else cos ≥ τ_slot
    compatible  otherwise (incl. facts saying nothing beyond the entity name)

Facts sharing no entity are never scored: two people with different jobs cannot conflict.
The supersedes edge goes from the more recent statement to the older one, and the older one
is demoted; "recent" compares ``valid_from``, then ``observed_at``, and on a tie or missing
times the incoming fact counts as the newer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

import numpy as np
from numpy.typing import ArrayLike, NDArray

Relation = Literal["supersedes", "confirms", "compatible"]

__all__ = [
    "FactSection",
    "SheafThresholds",
    "SheafVerdict",
    "context_inconsistency",
    "kappa",
    "restrict",
    "score_new_fact",
]


@dataclass(frozen=True)
class FactSection:
    """A fact as a section value: embedding (d,), entities, context and epoch-second times."""

    fact_id: str
    embedding: NDArray[np.floating]
    entities: frozenset[str]
    context_id: str
    valid_from: float | None = None
    observed_at: float | None = None
    slot: str | None = None  # relation label ("lives_in") when an extractor provides one


@dataclass(frozen=True)
class SheafThresholds:
    slot_similarity: float = 0.35  # cos of restricted sections above which the slot is shared
    confirm_kappa: float = 0.05  # κ at or below which it is a restatement (cos ≳ 0.9)
    # A restricted section shorter than this fraction of the fact vector means the fact
    # says (almost) nothing about the entity beyond naming it: no claim, no conflict.
    min_claim: float = 0.1


@dataclass(frozen=True)
class SheafVerdict:
    candidate_id: str
    shared_entities: frozenset[str]
    kappa: float
    slot_similarity: float
    relation: Relation
    same_context: bool
    edge: tuple[str, str] | None = None  # (newer fact, older fact): the supersedes edge
    demoted_id: str | None = None  # the older fact, when relation == "supersedes"


def restrict(x: ArrayLike, entity_vectors: ArrayLike | None) -> NDArray[np.float64]:
    """ρ_E(x) = (I - Q Qᵀ) x with Q an orthonormal basis of the rows of ``entity_vectors``.

    ``x``: (d,) or (N, d); ``entity_vectors``: (k, d) or None/empty (identity map)."""
    x = np.asarray(x, dtype=np.float64)
    if entity_vectors is None:
        return x.copy()
    ev = np.asarray(entity_vectors, dtype=np.float64).reshape(-1, x.shape[-1])
    if ev.shape[0] == 0:
        return x.copy()
    if ev.shape[0] == 1:
        # One direction (the subject of a frame check, run per candidate of every write): the
        # projection itself; a QR costs ~20x as much and gives the same map.
        n = float(np.linalg.norm(ev[0]))
        if n <= 1e-10 * max(1.0, n):
            return x.copy()
        e = ev[0] / n
        return x - np.multiply.outer(x @ e, e)
    # The left singular vectors of the non-negligible singular values span the entity
    # directions. (A QR without pivoting does not: a repeated row left an arbitrary direction
    # in the basis of the rows after it.)
    u, sv, _ = np.linalg.svd(ev.T, full_matrices=False)
    q = u[:, sv > 1e-10 * max(1.0, float(sv.max()))]
    return x - (x @ q) @ q.T


def kappa(a: ArrayLike, b: ArrayLike) -> NDArray[np.float64]:
    """κ = ‖a - b‖² / (‖a‖ + ‖b‖)² ∈ [0, 1] along the last axis (0 when both are zero)."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    denom = (np.linalg.norm(a, axis=-1) + np.linalg.norm(b, axis=-1)) ** 2
    num = np.sum((a - b) ** 2, axis=-1)
    return np.where(denom > 0, num / np.where(denom > 0, denom, 1.0), 0.0)


def score_new_fact(
    new: FactSection,
    candidates: Iterable[FactSection],
    entity_vectors: Mapping[str, ArrayLike],
    thresholds: SheafThresholds = SheafThresholds(),
) -> list[SheafVerdict]:
    """Verdicts for the candidates sharing ≥ 1 entity with ``new`` (others are skipped).

    ``entity_vectors`` maps an entity to the embedding of its name (same embedder as the
    facts). It is required on purpose: without the projection the shared subject inflates
    the similarity and unrelated statements about one person look like rival claims (with
    all-MiniLM-L6-v2, "Alice lives in Paris" vs "Alice likes pizza" has cosine 0.52, but
    0.24 once "Alice" is projected out; "... lives in Berlin" keeps 0.65). Entities missing
    from the mapping are simply not projected out."""
    ev = entity_vectors
    x_new = np.asarray(new.embedding, dtype=np.float64)
    verdicts: list[SheafVerdict] = []
    for cand in candidates:
        shared = new.entities & cand.entities
        if not shared or cand.fact_id == new.fact_id:
            continue
        basis = [ev[e] for e in sorted(shared) if e in ev]
        x_old = np.asarray(cand.embedding, dtype=np.float64)
        r_new, r_old = restrict(np.stack([x_new, x_old]), basis or None)
        k = float(kappa(r_new, r_old))
        n_new, n_old = np.linalg.norm(r_new), np.linalg.norm(r_old)
        claims = n_new > thresholds.min_claim * np.linalg.norm(
            x_new
        ) and n_old > thresholds.min_claim * np.linalg.norm(x_old)
        cos = float(r_new @ r_old / (n_new * n_old)) if claims else 0.0
        if new.slot is not None and cand.slot is not None:
            same_slot = new.slot == cand.slot
        else:
            same_slot = cos >= thresholds.slot_similarity
        relation: Relation = "compatible"
        edge = demoted = None
        if claims and k <= thresholds.confirm_kappa:
            relation = "confirms"
        elif claims and same_slot:
            relation = "supersedes"
            newer, older = (cand, new) if _is_newer(cand, new) else (new, cand)
            edge, demoted = (newer.fact_id, older.fact_id), older.fact_id
        verdicts.append(
            SheafVerdict(
                candidate_id=cand.fact_id,
                shared_entities=frozenset(shared),
                kappa=k,
                slot_similarity=cos,
                relation=relation,
                same_context=cand.context_id == new.context_id,
                edge=edge,
                demoted_id=demoted,
            )
        )
    return verdicts


def context_inconsistency(
    stalks: Mapping[str, Mapping[str, ArrayLike]],
    entity_vectors: Mapping[str, ArrayLike] | None = None,
) -> dict[tuple[str, str, str], float]:
    """κ on every edge of the context graph: {(context_u, context_v, entity): κ}.

    ``stalks[context][entity]`` is that context's section for the entity, e.g. the mean
    embedding of its facts about the entity. Edges join contexts holding the same entity
    (u < v). The mean of the values is the normalised sheaf (Laplacian) energy; a globally
    consistent assignment has all κ = 0."""
    ev = entity_vectors or {}
    out: dict[tuple[str, str, str], float] = {}
    for u, v in combinations(sorted(stalks), 2):
        for entity in sorted(set(stalks[u]) & set(stalks[v])):
            basis = [ev[entity]] if entity in ev else None
            r = restrict(
                np.stack([np.asarray(stalks[u][entity]), np.asarray(stalks[v][entity])]), basis
            )
            out[(u, v, entity)] = float(kappa(r[0], r[1]))
    return out


def _is_newer(a: FactSection, b: FactSection) -> bool:
    """True when fact a is strictly more recent than b (valid time first, then observed)."""
    for ta, tb in ((a.valid_from, b.valid_from), (a.observed_at, b.observed_at)):
        if ta is not None and tb is not None and ta != tb:
            return ta > tb
    return False
