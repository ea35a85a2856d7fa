"""Completion manifests: status derivation, sealing, tamper detection of every field."""

from __future__ import annotations

import copy
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    Manifest,
    ManifestIntegrityError,
    ManifestStatus,
    Obligation,
    ObligationState,
    Sealer,
    SealInvalidError,
    derive_status,
)

A, P, F = ObligationState.APPLIED, ObligationState.PENDING, ObligationState.FAILED
OWNERS = ("graph", "lexical", "temporal", "vector")


@pytest.fixture
def sealer(tmp_path: Path) -> Sealer:
    return Sealer.from_key_file(tmp_path / "install.key")


def manifest(*states: ObligationState, committed: bool = True, **meta: Any) -> Manifest:
    return Manifest(
        operation_id="op_1",
        kind="remember",
        profile="work",
        generation=3,
        canonical_committed=committed,
        obligations=tuple(Obligation(o, s) for o, s in zip(OWNERS, states, strict=False)),
        metadata=meta,
    )


@pytest.mark.parametrize(
    ("committed", "states", "expected"),
    [
        (True, (A, A, A, A), ManifestStatus.COMPLETE),
        (True, (), ManifestStatus.COMPLETE),
        (True, (A, A, A, F), ManifestStatus.DEGRADED),
        (True, (A, P, P, P), ManifestStatus.DEGRADED),
        (True, (A, ObligationState.DEAD_LETTERED), ManifestStatus.DEGRADED),
        (True, (A, ObligationState.COMPENSATED), ManifestStatus.DEGRADED),
        (True, (F, F, F, F), ManifestStatus.FAILED),
        (True, (P, F), ManifestStatus.FAILED),
        (False, (A, A, A, A), ManifestStatus.FAILED),
        (False, (), ManifestStatus.FAILED),
    ],
)
def test_status_derivation(committed: bool, states: tuple, expected: ManifestStatus) -> None:
    assert derive_status(committed, states) is expected
    m = manifest(*states, committed=committed)
    assert m.status is expected
    assert m.is_success is (expected is ManifestStatus.COMPLETE)


def test_degraded_is_never_success_and_redrive_completes() -> None:
    m = manifest(A, A, F, A)
    assert m.status is ManifestStatus.DEGRADED and not m.is_success
    assert m.owners_in(F) == ("temporal",)
    fixed = m.with_obligation(Obligation("temporal", A, attempts=2))
    assert fixed.status is ManifestStatus.COMPLETE and fixed.is_success
    assert m.status is ManifestStatus.DEGRADED  # the original value is unchanged
    with pytest.raises(InvalidInputError):
        m.with_obligation(Obligation("unknown-owner", A))


def test_settled_means_nothing_pending() -> None:
    assert not manifest(A, P).is_settled
    assert manifest(A, F).is_settled


def test_obligation_order_does_not_change_document_or_seal(sealer: Sealer) -> None:
    one = Manifest("op", "remember", "p", 1, True, (Obligation("b", A), Obligation("a", F)))
    two = Manifest("op", "remember", "p", 1, True, (Obligation("a", F), Obligation("b", A)))
    assert one.to_dict() == two.to_dict()
    assert one.seal(sealer)["seal"] == two.seal(sealer)["seal"]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"operation_id": ""},
        {"generation": -1},
        {"generation": True},
        {"canonical_committed": 1},
        {"obligations": (Obligation("x"), Obligation("x"))},
        {"metadata": {"when": object()}},
    ],
)
def test_manifest_validation(kwargs: dict) -> None:
    base = {
        "operation_id": "op",
        "kind": "k",
        "profile": "p",
        "generation": 0,
        "canonical_committed": True,
    }
    with pytest.raises(InvalidInputError):
        Manifest(**{**base, **kwargs})


def test_metadata_is_deeply_immutable() -> None:
    m = manifest(A, metadata_list=[1, 2], nested={"k": "v"})
    with pytest.raises(TypeError):
        m.metadata["nested"]["k"] = "w"  # type: ignore[index]
    assert isinstance(m.metadata["metadata_list"], tuple)
    assert m.to_dict()["metadata"] == {"metadata_list": [1, 2], "nested": {"k": "v"}}


def test_sealed_round_trip(sealer: Sealer) -> None:
    m = manifest(A, A, F, A, idempotency_key="k1", payload={"sha256": "ab" * 32, "bytes": 12})
    doc = m.seal(sealer)
    assert doc["status"] == "degraded"
    assert Manifest.open_sealed(doc, sealer) == m


def _leaf_paths(value: Any, path: tuple = ()) -> Iterator[tuple]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaf_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaf_paths(item, (*path, index))
    else:
        yield path


def _mutated(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value + 1
    if value is None:
        return "x"
    return str(value) + "x"


def test_every_single_field_change_is_detected(sealer: Sealer) -> None:
    m = manifest(
        A, A, F, P, idempotency_key="k1", payload={"sha256": "ab", "bytes": 12, "tags": ["t"]}
    )
    doc = m.seal(sealer)
    paths = list(_leaf_paths(doc))
    # Every field of the manifest, including nested metadata and each obligation's attributes.
    assert ("metadata", "payload", "tags", 0) in paths and ("obligations", 3, "attempts") in paths
    assert len(paths) >= 25
    for path in paths:
        tampered = copy.deepcopy(doc)
        target = tampered
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = _mutated(target[path[-1]])
        with pytest.raises(SealInvalidError):
            Manifest.open_sealed(tampered, sealer)
    # Positive control: the untouched document opens.
    assert Manifest.open_sealed(copy.deepcopy(doc), sealer) == m


def test_added_removed_or_reordered_obligations_are_detected(sealer: Sealer) -> None:
    doc = manifest(A, A, F).seal(sealer)
    removed = copy.deepcopy(doc)
    removed["obligations"].pop()
    added = copy.deepcopy(doc)
    added["metadata"]["extra"] = 1
    swapped = copy.deepcopy(doc)
    swapped["obligations"][0]["state"], swapped["obligations"][2]["state"] = "failed", "applied"
    for tampered in (removed, added, swapped, {k: v for k, v in doc.items() if k != "metadata"}):
        with pytest.raises(SealInvalidError):
            Manifest.open_sealed(tampered, sealer)


def test_other_installation_key_does_not_verify(sealer: Sealer) -> None:
    doc = manifest(A).seal(sealer)
    with pytest.raises(SealInvalidError):
        Manifest.open_sealed(doc, Sealer(os.urandom(32)))


def test_status_lie_is_refused_even_with_a_valid_seal(sealer: Sealer) -> None:
    # Someone holding the key seals a DEGRADED manifest that claims COMPLETE.
    lie = {**manifest(A, F).to_dict(), "status": "complete"}
    doc = sealer.seal_document(lie, purpose="manifest")
    with pytest.raises(ManifestIntegrityError):
        Manifest.open_sealed(doc, sealer)


def test_from_dict_rejects_malformed_documents() -> None:
    good = manifest(A).to_dict()
    for bad in (
        {**good, "format": "other/1"},
        {k: v for k, v in good.items() if k != "kind"},
        {**good, "obligations": [{"owner": "x"}]},
        {**good, "obligations": [{"owner": "x", "state": "bogus", "attempts": 0, "detail": None}]},
        [],
    ):
        with pytest.raises(ManifestIntegrityError):
            Manifest.from_dict(bad)  # type: ignore[arg-type]
