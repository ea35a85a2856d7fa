"""An EU AI Act *deployment checklist* per mode: an engineering aid, not a legal assessment.

Whether obligations apply depends on the intended use, which the software cannot know. So the
checklist abstains (verdict UNDETERMINED) until intended-use evidence is supplied; with evidence
that points at an Annex III high-risk area or an Article 5 prohibited-practice indicator it says
REVIEW_REQUIRED (a qualified human decides, not this code); otherwise it reports which
engineering controls are in place. No verdict ever says "compliant".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from ..errors import InvalidInputError
from .modes import DeploymentMode

DISCLAIMER = (
    "Engineering checklist only. It is not legal advice, not a conformity assessment and not a "
    "statement that any deployment complies with Regulation (EU) 2024/1689 or any other law."
)


class Verdict(StrEnum):
    UNDETERMINED = "undetermined"  # abstains: no intended-use evidence
    REVIEW_REQUIRED = "review_required"  # high-risk/prohibited indicators: human review needed
    OPEN_ITEMS = "open_items"  # some applicable engineering item is not (known to be) met
    ITEMS_MET = "items_met"  # every applicable engineering item is met (nothing more)


class UseArea(StrEnum):
    PERSONAL_PRODUCTIVITY = "personal_productivity"
    SOFTWARE_DEVELOPMENT = "software_development"
    RESEARCH = "research"
    CUSTOMER_SUPPORT = "customer_support"
    GENERAL_ASSISTANT = "general_assistant"
    # Annex III areas: indicators that the high-risk regime may apply.
    BIOMETRICS = "biometrics"
    CRITICAL_INFRASTRUCTURE = "critical_infrastructure"
    EDUCATION = "education"
    EMPLOYMENT = "employment"
    ESSENTIAL_SERVICES = "essential_services"
    LAW_ENFORCEMENT = "law_enforcement"
    MIGRATION_BORDER = "migration_border"
    JUSTICE_DEMOCRACY = "justice_democracy"
    # Article 5 indicators: practices that may be prohibited outright.
    SOCIAL_SCORING = "social_scoring"
    MANIPULATION = "manipulation"
    EMOTION_RECOGNITION_WORK_EDUCATION = "emotion_recognition_work_education"


HIGH_RISK_AREAS: frozenset[UseArea] = frozenset({
    UseArea.BIOMETRICS, UseArea.CRITICAL_INFRASTRUCTURE, UseArea.EDUCATION, UseArea.EMPLOYMENT,
    UseArea.ESSENTIAL_SERVICES, UseArea.LAW_ENFORCEMENT, UseArea.MIGRATION_BORDER,
    UseArea.JUSTICE_DEMOCRACY,
})  # fmt: skip
PROHIBITED_INDICATORS: frozenset[UseArea] = frozenset(
    {UseArea.SOCIAL_SCORING, UseArea.MANIPULATION, UseArea.EMOTION_RECOGNITION_WORK_EDUCATION}
)


@dataclass(frozen=True, slots=True)
class IntendedUseEvidence:
    """What the deployer states about the intended use. Supplied by a person, never inferred."""

    description: str
    areas: frozenset[UseArea]
    deployer: str
    interacts_with_natural_persons: bool
    processes_personal_data: bool
    references: tuple[str, ...] = ()  # links/ids of the documents backing the statement

    def __post_init__(self) -> None:
        if not isinstance(self.description, str) or len(self.description.strip()) < 20:
            raise InvalidInputError(
                "intended-use description must be a real sentence (>= 20 chars)"
            )
        if not isinstance(self.deployer, str) or not self.deployer.strip():
            raise InvalidInputError("intended-use evidence must name the deployer")
        if isinstance(self.areas, str):
            raise InvalidInputError("areas must be a collection of UseArea values")
        areas = frozenset(UseArea(a) for a in self.areas)
        if not areas:
            raise InvalidInputError("intended-use evidence must name at least one use area")
        object.__setattr__(self, "areas", areas)
        object.__setattr__(self, "references", tuple(self.references))


class ItemStatus(StrEnum):
    MET = "met"
    NOT_MET = "not_met"
    UNKNOWN = "unknown"  # a control fact was not supplied
    NOT_APPLICABLE = "not_applicable"


@dataclass(frozen=True, slots=True)
class ChecklistItem:
    id: str
    title: str
    related: str  # informational pointer to the provision the item is inspired by
    controls: tuple[str, ...]  # engineering facts that must all be true
    # None: always applicable; otherwise the IntendedUseEvidence bool attribute that gates it.
    applies_if: str | None = None


@dataclass(frozen=True, slots=True)
class ItemResult:
    item: ChecklistItem
    status: ItemStatus
    missing_controls: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ChecklistReport:
    mode: DeploymentMode
    verdict: Verdict
    items: tuple[ItemResult, ...]
    reasons: tuple[str, ...]
    disclaimer: str = DISCLAIMER

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode.value,
            "verdict": self.verdict.value,
            "reasons": list(self.reasons),
            "items": [
                {
                    "id": r.item.id,
                    "title": r.item.title,
                    "related": r.item.related,
                    "status": r.status.value,
                    "missing_controls": list(r.missing_controls),
                }
                for r in self.items
            ],
            "disclaimer": self.disclaimer,
        }


_COMMON: tuple[ChecklistItem, ...] = (
    ChecklistItem("record_keeping", "Tamper-evident audit trail, verified", "AI Act Art. 12 (logging)",
                  ("audit_trail_enabled", "audit_chain_verified")),
    ChecklistItem("traceability", "Sealed completion manifests for every write",
                  "AI Act Art. 12 (traceability)", ("manifest_sealing_enabled",)),
    ChecklistItem("secret_scrubbing", "Secrets scrubbed at the write chokepoint",
                  "AI Act Art. 15 (cybersecurity)", ("secret_scrubbing_enabled",)),
    ChecklistItem("erasure", "Verified erasure of a person's data", "GDPR Art. 17",
                  ("erasure_supported",), applies_if="processes_personal_data"),
    ChecklistItem("export", "Export of everything held about a person", "GDPR Art. 15/20",
                  ("export_supported",), applies_if="processes_personal_data"),
)  # fmt: skip
_TEAM: tuple[ChecklistItem, ...] = (
    ChecklistItem("access_control", "Authenticated principals with role-based access",
                  "AI Act Art. 15 (cybersecurity)", ("authentication_required", "rbac_configured")),
    ChecklistItem("tenant_isolation", "Scope enforcement inside every read path",
                  "AI Act Art. 10/15", ("scope_enforcement",)),
    ChecklistItem("transparency", "People are told they interact with an AI system with memory",
                  "AI Act Art. 50", ("transparency_notice",), applies_if="interacts_with_natural_persons"),
    ChecklistItem("human_oversight", "Documented human oversight of memory use",
                  "AI Act Art. 14/26", ("human_oversight_documented",)),
    ChecklistItem("retention", "Documented retention policy for personal data", "GDPR Art. 5(1)(e)",
                  ("retention_policy",), applies_if="processes_personal_data"),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class DeploymentChecklist:
    mode: DeploymentMode
    items: tuple[ChecklistItem, ...]

    @classmethod
    def for_mode(cls, mode: DeploymentMode) -> DeploymentChecklist:
        mode = DeploymentMode(mode)
        return cls(mode, _COMMON + (_TEAM if mode is DeploymentMode.TEAM else ()))

    def evaluate(
        self,
        evidence: IntendedUseEvidence | None,
        controls: Mapping[str, bool] = MappingProxyType({}),
    ) -> ChecklistReport:
        for name, value in controls.items():
            if not isinstance(value, bool):
                raise InvalidInputError(f"control {name!r} must be True or False, got {value!r}")
        results = tuple(self._item(item, evidence, controls) for item in self.items)
        if evidence is None:
            return ChecklistReport(self.mode, Verdict.UNDETERMINED, results, (
                "no intended-use evidence supplied: whether any obligation applies depends on "
                "the intended use, so the checklist abstains",
            ))  # fmt: skip
        flagged = sorted(
            a.value for a in evidence.areas & (HIGH_RISK_AREAS | PROHIBITED_INDICATORS)
        )
        if flagged:
            return ChecklistReport(self.mode, Verdict.REVIEW_REQUIRED, results, (
                f"intended use touches {', '.join(flagged)}: qualified human review required; "
                "this checklist cannot decide",
            ))  # fmt: skip
        open_items = [
            r.item.id for r in results if r.status in (ItemStatus.NOT_MET, ItemStatus.UNKNOWN)
        ]
        if open_items:
            return ChecklistReport(
                self.mode, Verdict.OPEN_ITEMS, results, (f"open items: {', '.join(open_items)}",)
            )
        return ChecklistReport(self.mode, Verdict.ITEMS_MET, results, ("all applicable items met",))

    @staticmethod
    def _item(
        item: ChecklistItem, evidence: IntendedUseEvidence | None, controls: Mapping[str, bool]
    ) -> ItemResult:
        if (
            item.applies_if is not None
            and evidence is not None
            and not getattr(evidence, item.applies_if)
        ):
            return ItemResult(item, ItemStatus.NOT_APPLICABLE)
        missing = tuple(c for c in item.controls if c not in controls)
        if any(controls.get(c) is False for c in item.controls):
            failed = tuple(c for c in item.controls if controls.get(c) is False)
            return ItemResult(item, ItemStatus.NOT_MET, failed)
        if missing:
            return ItemResult(item, ItemStatus.UNKNOWN, missing)
        return ItemResult(item, ItemStatus.MET)
