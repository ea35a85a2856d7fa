"""The policy gate every public method passes: evaluate the OperationPolicyRegistry for the
calling actor (no hard-coded allow, not even for the implicit local owner), audit and raise on
denial (typed errors from ``memlane.governance``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

from ..errors import MemlaneError
from ..governance import (
    ADMIN_TRANSPORTS,
    ActorContext,
    DeploymentMode,
    OperationPolicy,
    OperationPolicyRegistry,
    PolicyDecision,
    Role,
)
from .audit_sink import AuditSink

# Engine operations beyond the list, registered so TEAM mode does not deny them as
# unknown kinds.
EXTRA_POLICIES = (
    OperationPolicy("export", Role.VIEWER),  # scope-filtered: a viewer exports what it may read
    OperationPolicy("admin_principals", Role.ADMIN, transports=ADMIN_TRANSPORTS, profile_bound=False),
    OperationPolicy("admin_grant", Role.ADMIN, transports=ADMIN_TRANSPORTS),
    OperationPolicy("profile_rebind", Role.ADMIN, transports=ADMIN_TRANSPORTS),
    OperationPolicy("audit_verify", Role.ADMIN, transports=ADMIN_TRANSPORTS, profile_bound=False),
    # Logging in is what an anonymous caller does; the password check decides.
    OperationPolicy("login", Role.ANONYMOUS, requires_authentication=False, profile_bound=False),
)


def default_registry(mode: DeploymentMode) -> OperationPolicyRegistry:
    registry = OperationPolicyRegistry.default(mode)
    for policy in EXTRA_POLICIES:
        registry = registry.with_policy(policy)
    return registry


class Gate:
    def __init__(self, registry: OperationPolicyRegistry, audit: AuditSink) -> None:
        self.registry = registry
        self.audit = audit

    def check(
        self,
        actor: ActorContext,
        kind: str,
        *,
        profile: str | None = None,
        payload_bytes: int | None = None,
        target_ids: Iterable[str] = (),
    ) -> PolicyDecision:
        decision = self.registry.evaluate(actor, kind, profile=profile, payload_bytes=payload_bytes)
        if decision.allowed:
            return decision
        self.denied(actor, decision, profile=profile, target_ids=target_ids)
        decision.raise_if_denied(actor)
        raise AssertionError("unreachable")  # pragma: no cover

    def denied(
        self, actor: ActorContext, decision: PolicyDecision, *, profile: str | None, target_ids: Iterable[str] = ()
    ) -> None:
        # A failing audit must not turn a denial into something else: the denial still raises.
        with contextlib.suppress(MemlaneError, OSError):
            self.audit.decision(actor, decision, profile=profile, target_ids=target_ids)

    def scope_denied(self, actor: ActorContext, kind: str, profile: str, error: MemlaneError) -> None:
        with contextlib.suppress(MemlaneError, OSError):
            self.audit.write(
                actor, kind, "denied", profile=profile, reason=error.message,
                metadata={"check": "scope", **{k: str(v) for k, v in error.details.items()}},
            )  # fmt: skip
