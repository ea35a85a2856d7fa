import numpy as np
import pytest
from memlane.geometry.sheaf import (
    FactSection,
    SheafThresholds,
    context_inconsistency,
    kappa,
    restrict,
    score_new_fact,
)

# Hand-made vocabulary: orthonormal "concept" axes; a fact is the normalised sum of its concepts.
WORDS = [
    "alice", "bob", "carol", "lives", "paris", "berlin", "likes", "pizza", "works", "bank",
    "chef", "bakery", "mom",
]  # fmt: skip
AXIS = {w: np.eye(16)[i] for i, w in enumerate(WORDS)}
ENTITY_VECTORS = {e: AXIS[e] for e in ("alice", "bob", "carol")}


def vec(*words: str) -> np.ndarray:
    v = sum(AXIS[w] for w in words)
    return v / np.linalg.norm(v)


def fact(fid, words, entities, context="s1", t=None, slot=None, noise=None):
    emb = vec(*words) if noise is None else vec(*words) + noise
    return FactSection(fid, emb, frozenset(entities), context, valid_from=t, slot=slot)


def by_id(verdicts):
    return {v.candidate_id: v for v in verdicts}


def test_kappa_bounds_and_known_values():
    a = np.array([1.0, 1.0, 0.0])
    assert kappa(a, a) == 0.0
    assert kappa(a, -a) == pytest.approx(1.0)
    assert kappa(vec("lives", "paris"), vec("lives", "berlin")) == pytest.approx(0.25)
    assert kappa(np.zeros(3), np.zeros(3)) == 0.0
    rng = np.random.default_rng(0)
    ks = kappa(rng.normal(size=(500, 8)), rng.normal(size=(500, 8)) * rng.uniform(0, 3, (500, 1)))
    assert np.all((ks >= 0) & (ks <= 1))


def test_restriction_removes_the_shared_entity_directions():
    x = vec("alice", "bob", "lives", "paris")
    r = restrict(x, [AXIS["alice"], AXIS["bob"]])
    np.testing.assert_allclose(r, 0.5 * (AXIS["lives"] + AXIS["paris"]))
    # Non-orthogonal / duplicated entity vectors: still the projector onto the complement.
    r2 = restrict(x, [AXIS["alice"], AXIS["alice"] + AXIS["bob"], AXIS["alice"]])
    np.testing.assert_allclose(r2, r, atol=1e-12)
    np.testing.assert_array_equal(restrict(x, None), x)


def test_one_direction_is_the_same_map_as_the_general_basis():
    # restrict takes a shortcut for a single entity vector (the frame check's subject).
    rng = np.random.default_rng(3)
    for _ in range(200):
        x, e = rng.normal(size=(5, 16)), rng.normal(size=16) * rng.uniform(0.01, 10)
        q = e / np.linalg.norm(e)
        general = x - (x @ q[:, None]) @ q[None, :]
        np.testing.assert_allclose(restrict(x, e), general, atol=1e-12)
        np.testing.assert_allclose(restrict(x[0], [e]), general[0], atol=1e-12)
        assert abs(float(restrict(x[0], e) @ e)) < 1e-9
    # A zero direction removes nothing (as the rank cut of the general basis does).
    np.testing.assert_array_equal(restrict(x, np.zeros(16)), x)


def test_same_slot_different_value_supersedes_and_demotes_the_old_fact():
    old = fact("f1", ["alice", "lives", "berlin"], {"alice"}, t=100.0)
    new = fact("f2", ["alice", "lives", "paris"], {"alice"}, t=200.0)
    [v] = score_new_fact(new, [old], ENTITY_VECTORS)
    assert v.relation == "supersedes"
    assert v.kappa == pytest.approx(0.25)
    assert v.slot_similarity == pytest.approx(0.5)
    assert v.edge == ("f2", "f1") and v.demoted_id == "f1"
    assert v.shared_entities == frozenset({"alice"}) and v.same_context


def test_late_arriving_older_statement_is_the_one_demoted():
    existing = fact("f1", ["alice", "lives", "paris"], {"alice"}, t=500.0)
    backfilled = fact("f9", ["alice", "lives", "berlin"], {"alice"}, t=100.0)
    [v] = score_new_fact(backfilled, [existing], ENTITY_VECTORS)
    assert v.relation == "supersedes"
    assert v.edge == ("f1", "f9") and v.demoted_id == "f9"
    # Without times the incoming fact counts as the newer one.
    [v2] = score_new_fact(
        fact("f9", ["alice", "lives", "berlin"], {"alice"}), [existing], ENTITY_VECTORS
    )
    assert v2.edge == ("f9", "f1")


def test_different_people_are_never_compared():
    old = fact("f1", ["bob", "works", "bank"], {"bob"})
    new = fact("f2", ["carol", "works", "chef"], {"carol"})
    assert score_new_fact(new, [old], ENTITY_VECTORS) == []
    # Even when the statements are nearly identical in embedding space.
    twin = fact("f3", ["carol", "works", "bank"], {"carol"})
    assert score_new_fact(twin, [old], ENTITY_VECTORS) == []


def test_same_entity_unrelated_statement_is_compatible():
    old = fact("f1", ["alice", "likes", "pizza"], {"alice"})
    new = fact("f2", ["alice", "lives", "paris"], {"alice"})
    [v] = score_new_fact(new, [old], ENTITY_VECTORS)
    assert v.relation == "compatible" and v.edge is None and v.demoted_id is None
    assert v.slot_similarity == pytest.approx(0.0, abs=1e-12)
    assert v.kappa == pytest.approx(0.5)  # orthogonal claims: inconsistent but not rival


def test_restatement_is_a_confirmation_not_a_contradiction():
    rng = np.random.default_rng(1)
    old = fact("f1", ["alice", "lives", "paris"], {"alice"})
    same = fact("f2", ["alice", "lives", "paris"], {"alice"})
    paraphrase = fact(
        "f3", ["alice", "lives", "paris"], {"alice"}, noise=0.05 * rng.normal(size=16)
    )
    for new in (same, paraphrase):
        [v] = score_new_fact(new, [old], ENTITY_VECTORS)
        assert v.relation == "confirms" and v.demoted_id is None
        assert v.kappa <= SheafThresholds().confirm_kappa
    assert score_new_fact(same, [old], ENTITY_VECTORS)[0].kappa == pytest.approx(0.0, abs=1e-12)


def test_only_the_rival_among_many_candidates_is_flagged():
    rng = np.random.default_rng(2)
    new = fact(
        "new",
        ["alice", "lives", "paris"],
        {"alice"},
        context="s2",
        t=10.0,
        noise=0.02 * rng.normal(size=16),
    )
    candidates = [
        fact(
            "rival",
            ["alice", "lives", "berlin"],
            {"alice"},
            t=1.0,
            noise=0.02 * rng.normal(size=16),
        ),
        fact("hobby", ["alice", "likes", "pizza"], {"alice"}, t=2.0),
        fact("bob_home", ["bob", "lives", "berlin"], {"bob"}, t=3.0),
        fact("repeat", ["alice", "lives", "paris"], {"alice"}, t=4.0),
        fact("job", ["alice", "works", "bakery"], {"alice"}, t=5.0),
    ]
    verdicts = by_id(score_new_fact(new, candidates, ENTITY_VECTORS))
    assert set(verdicts) == {"rival", "hobby", "repeat", "job"}  # bob shares no entity
    assert {k: v.relation for k, v in verdicts.items()} == {
        "rival": "supersedes", "hobby": "compatible", "repeat": "confirms", "job": "compatible",
    }  # fmt: skip
    assert verdicts["rival"].demoted_id == "rival" and not verdicts["rival"].same_context


def test_multiple_shared_entities_are_projected_out_together():
    # "Alice and Bob live in Paris" vs "Alice and Bob live in Berlin": the shared subjects
    # must not count as agreement, the shared relation must.
    old = fact("f1", ["alice", "bob", "lives", "berlin"], {"alice", "bob"})
    new = fact("f2", ["alice", "bob", "lives", "paris"], {"alice", "bob"})
    [v] = score_new_fact(new, [old], ENTITY_VECTORS)
    assert v.relation == "supersedes" and v.kappa == pytest.approx(0.25)
    # Alice's mother lives in Berlin: shares only Alice; the rest differs from "Alice and
    # Bob live in Paris" in subject, so it is not the same slot.
    mom = fact("f3", ["alice", "mom", "mom", "lives", "berlin"], {"alice"})
    [v2] = score_new_fact(new, [mom], ENTITY_VECTORS)
    assert v2.relation == "compatible"


def test_slot_labels_override_the_angle_heuristic():
    old = fact("f1", ["alice", "works", "bank"], {"alice"}, slot="employer")
    new = fact("f2", ["alice", "chef"], {"alice"}, slot="employer")
    [v] = score_new_fact(new, [old], ENTITY_VECTORS)
    assert v.slot_similarity < SheafThresholds().slot_similarity
    assert v.relation == "supersedes"
    other = fact("f3", ["alice", "lives", "berlin"], {"alice"}, slot="residence")
    [v2] = score_new_fact(
        fact("f4", ["alice", "lives", "paris"], {"alice"}, slot="hobby"), [other], ENTITY_VECTORS
    )
    assert v2.relation == "compatible"


def test_fact_that_only_names_the_entity_makes_no_claim():
    old = fact("f1", ["alice", "lives", "berlin"], {"alice"})
    bare = fact("f2", ["alice"], {"alice"})
    [v] = score_new_fact(bare, [old], ENTITY_VECTORS)
    assert v.relation == "compatible"


def test_context_inconsistency_localises_the_deviating_context():
    consistent = vec("alice", "lives", "paris")
    stalks = {
        "s1": {"alice": consistent, "bob": vec("bob", "likes", "pizza")},
        "s2": {"alice": consistent},
        "s3": {"alice": vec("alice", "lives", "berlin"), "bob": vec("bob", "likes", "pizza")},
    }
    energy = context_inconsistency(stalks, ENTITY_VECTORS)
    assert set(energy) == {
        ("s1", "s2", "alice"),
        ("s1", "s3", "alice"),
        ("s2", "s3", "alice"),
        ("s1", "s3", "bob"),
    }
    assert energy[("s1", "s2", "alice")] == pytest.approx(0.0, abs=1e-12)
    assert energy[("s1", "s3", "bob")] == pytest.approx(0.0, abs=1e-12)
    assert energy[("s1", "s3", "alice")] == pytest.approx(0.25)
    assert energy[("s2", "s3", "alice")] == pytest.approx(0.25)


def test_restrict_with_a_repeated_row_is_the_map_of_the_distinct_rows() -> None:
    # A repeated direction adds nothing: it must not leave an arbitrary direction in the basis
    # of the rows after it (a QR without pivoting did, and κ moved in the fourth digit).
    rng = np.random.default_rng(3)
    x, f, subject = rng.normal(size=(2, 384)), rng.normal(size=384), rng.normal(size=384)
    assert np.allclose(restrict(x, np.stack([f, f, subject])), restrict(x, np.stack([f, subject])), atol=1e-12)
