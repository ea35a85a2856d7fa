"""EU AI Act deployment checklist: abstains without intended-use evidence."""

from __future__ import annotations

import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    DeploymentChecklist,
    DeploymentMode,
    IntendedUseEvidence,
    ItemStatus,
    UseArea,
    Verdict,
)

ALL_CONTROLS = {
    name: True
    for name in (
        "audit_trail_enabled", "audit_chain_verified", "manifest_sealing_enabled",
        "secret_scrubbing_enabled", "erasure_supported", "export_supported",
        "authentication_required", "rbac_configured", "scope_enforcement",
        "transparency_notice", "human_oversight_documented", "retention_policy",
    )
}  # fmt: skip


def evidence(*areas: UseArea, people: bool = True, personal: bool = True) -> IntendedUseEvidence:
    return IntendedUseEvidence(
        description="Coding assistant memory for a five-person software team.",
        areas=frozenset(areas or {UseArea.SOFTWARE_DEVELOPMENT}),
        deployer="Example GmbH",
        interacts_with_natural_persons=people,
        processes_personal_data=personal,
    )


@pytest.mark.parametrize("mode", list(DeploymentMode))
def test_abstains_without_evidence_even_when_every_control_is_met(mode: DeploymentMode) -> None:
    report = DeploymentChecklist.for_mode(mode).evaluate(None, ALL_CONTROLS)
    assert report.verdict is Verdict.UNDETERMINED
    assert "abstains" in report.reasons[0]
    # Positive control: the same controls with evidence do produce a verdict.
    assert (
        DeploymentChecklist.for_mode(mode).evaluate(evidence(), ALL_CONTROLS).verdict
        is Verdict.ITEMS_MET
    )


@pytest.mark.parametrize("area", [UseArea.EMPLOYMENT, UseArea.BIOMETRICS, UseArea.SOCIAL_SCORING])
def test_high_risk_or_prohibited_indicators_require_review(area: UseArea) -> None:
    report = DeploymentChecklist.for_mode(DeploymentMode.TEAM).evaluate(
        evidence(UseArea.SOFTWARE_DEVELOPMENT, area), ALL_CONTROLS
    )
    assert report.verdict is Verdict.REVIEW_REQUIRED
    assert area.value in report.reasons[0]


def test_missing_and_failed_controls_are_open_items() -> None:
    checklist = DeploymentChecklist.for_mode(DeploymentMode.TEAM)
    partial = {k: v for k, v in ALL_CONTROLS.items() if k != "rbac_configured"}
    report = checklist.evaluate(evidence(), {**partial, "audit_chain_verified": False})
    assert report.verdict is Verdict.OPEN_ITEMS
    status = {r.item.id: r for r in report.items}
    assert status["record_keeping"].status is ItemStatus.NOT_MET
    assert status["record_keeping"].missing_controls == ("audit_chain_verified",)
    assert status["access_control"].status is ItemStatus.UNKNOWN
    assert status["traceability"].status is ItemStatus.MET


def test_team_mode_has_more_items_than_local() -> None:
    local = {i.id for i in DeploymentChecklist.for_mode(DeploymentMode.LOCAL).items}
    team = {i.id for i in DeploymentChecklist.for_mode(DeploymentMode.TEAM).items}
    assert local < team and {"access_control", "tenant_isolation"} <= team - local


def test_items_gated_by_evidence_become_not_applicable() -> None:
    report = DeploymentChecklist.for_mode(DeploymentMode.TEAM).evaluate(
        evidence(people=False, personal=False), {}
    )
    status = {r.item.id: r.status for r in report.items}
    assert status["transparency"] is ItemStatus.NOT_APPLICABLE
    assert status["erasure"] is ItemStatus.NOT_APPLICABLE
    assert status["record_keeping"] is ItemStatus.UNKNOWN


def test_report_never_claims_compliance() -> None:
    report = DeploymentChecklist.for_mode(DeploymentMode.LOCAL).evaluate(evidence(), ALL_CONTROLS)
    data = report.to_dict()
    assert data["verdict"] == "items_met"
    assert "not legal advice" in data["disclaimer"]
    assert "compliant" not in {v.value for v in Verdict}


@pytest.mark.parametrize(
    "kwargs",
    [
        {"description": "too short"},
        {"deployer": " "},
        {"areas": frozenset()},
        {"areas": "employment"},
    ],
)
def test_evidence_must_be_substantive(kwargs: dict) -> None:
    base = {
        "description": "Coding assistant memory for a five-person software team.",
        "areas": frozenset({UseArea.SOFTWARE_DEVELOPMENT}),
        "deployer": "Example GmbH",
        "interacts_with_natural_persons": True,
        "processes_personal_data": True,
    }
    with pytest.raises(InvalidInputError):
        IntendedUseEvidence(**{**base, **kwargs})


def test_controls_must_be_booleans() -> None:
    with pytest.raises(InvalidInputError):
        DeploymentChecklist.for_mode(DeploymentMode.LOCAL).evaluate(
            evidence(), {"erasure_supported": "yes"}
        )
