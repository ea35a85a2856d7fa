"""The operation policy registry: one immutable policy per operation kind, evaluated in a fixed
order for every call.

Order (the first failing check decides, so the reported reason is stable and testable):
explicit deny → unknown kind (allowed in LOCAL mode, denied in TEAM mode) → authentication →
role → transport → profile access. A payload larger than the policy's advisory size never
denies; it adds an advisory to an allow decision so the caller can warn or throttle.

Evaluation is pure (no I/O, no clock) and cheap: the common "allowed, no advisory" outcome is a
decision object prebuilt per kind, so the hot path allocates nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType

from ..errors import InvalidInputError
from .actors import ActorContext, Transport
from .errors import PolicyDeniedError, ProfileAccessDeniedError
from .modes import DeploymentMode
from .roles import Role


class OperationKind(StrEnum):
    REMEMBER = "remember"
    RECALL = "recall"
    FORGET = "forget"
    ARCHIVE = "archive"
    RESTORE = "restore"
    CORRECT = "correct"
    ERASE = "erase"
    CONSOLIDATE = "consolidate"
    BACKUP = "backup"
    RESTORE_BACKUP = "restore_backup"
    MESH_SEND = "mesh_send"
    MESH_LOCK = "mesh_lock"
    PROVIDER_TEST = "provider_test"
    MODE_CHANGE = "mode_change"
    PROFILE_SWITCH = "profile_switch"
    SCHEMA_MIGRATE = "schema_migrate"
    VECTOR_MIGRATE = "vector_migrate"
    EVOLVE_SKILL = "evolve_skill"
    OPS_INSPECT = "ops_inspect"
    OPS_RESOLVE = "ops_resolve"


class Check(StrEnum):
    """Which check produced a decision; ALLOWED means every check passed."""

    EXPLICIT_DENY = "explicit_deny"
    UNKNOWN_KIND = "unknown_kind"
    AUTHENTICATION = "authentication"
    ROLE = "role"
    TRANSPORT = "transport"
    PROFILE = "profile"
    ALLOWED = "allowed"


class Advisory(StrEnum):
    PAYLOAD_OVER_ADVISORY_SIZE = "payload_over_advisory_size"
    UNKNOWN_KIND_ALLOWED_LOCALLY = "unknown_kind_allowed_locally"


ALL_TRANSPORTS: frozenset[Transport] = frozenset(Transport)
# Destructive/administrative operations are not offered to agent-facing surfaces (MCP, adapters):
# an agent steered by injected text must not be able to erase, restore or migrate a store.
ADMIN_TRANSPORTS: frozenset[Transport] = frozenset(
    {Transport.PYTHON, Transport.CLI, Transport.HTTP, Transport.INTERNAL}
)


@dataclass(frozen=True, slots=True)
class OperationPolicy:
    kind: str
    min_role: Role = Role.MEMBER
    requires_authentication: bool = True
    transports: frozenset[Transport] = ALL_TRANSPORTS
    # SYSTEM passes the role check of this kind (it is still confined to the internal transport).
    allow_system: bool = True
    # Above this many bytes the decision carries an advisory; never a denial.
    payload_advisory_bytes: int | None = None
    # Installation-wide kinds (mode_change, schema_migrate …) are not tied to one profile.
    profile_bound: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not self.kind:
            raise InvalidInputError("a policy needs a non-empty kind")
        object.__setattr__(self, "kind", str(self.kind))
        object.__setattr__(self, "min_role", Role.parse(self.min_role))
        object.__setattr__(self, "transports", frozenset(Transport(t) for t in self.transports))


@dataclass(frozen=True, slots=True)
class DenyRule:
    """An operator's explicit deny. Each non-None field must match; a rule with every field
    None denies every call (a maintenance lockdown), which is why it is never a default."""

    kind: str | None = None
    principal_id: str | None = None
    role: Role | None = None
    transport: Transport | None = None
    reason: str = "explicitly denied by operator rule"

    def matches(self, actor: ActorContext, kind: str) -> bool:
        return (
            (self.kind is None or self.kind == kind)
            and (self.principal_id is None or self.principal_id == actor.principal_id)
            and (self.role is None or self.role in actor.roles)
            and (self.transport is None or self.transport == actor.transport)
        )


@dataclass(frozen=True, slots=True)
class PolicyDecision:
    allowed: bool
    kind: str
    decided_by: Check
    reason: str
    advisories: tuple[Advisory, ...] = ()

    def raise_if_denied(self, actor: ActorContext | None = None) -> PolicyDecision:
        if self.allowed:
            return self
        error = ProfileAccessDeniedError if self.decided_by is Check.PROFILE else PolicyDeniedError
        details: dict[str, object] = {"kind": self.kind, "check": self.decided_by.value}
        if actor is not None:
            details["principal"] = actor.principal_id
        raise error(self.reason, **details)

    def to_dict(self) -> dict[str, object]:
        return {
            "allowed": self.allowed,
            "kind": self.kind,
            "decided_by": self.decided_by.value,
            "reason": self.reason,
            "advisories": [a.value for a in self.advisories],
        }


def _p(kind: OperationKind, role: Role, **kw: object) -> OperationPolicy:
    return OperationPolicy(kind.value, role, **kw)  # type: ignore[arg-type]


_K, _R = OperationKind, Role
DEFAULT_POLICIES: tuple[OperationPolicy, ...] = (
    _p(_K.REMEMBER, _R.MEMBER, payload_advisory_bytes=256 * 1024),
    _p(_K.RECALL, _R.VIEWER, payload_advisory_bytes=8 * 1024),
    _p(_K.FORGET, _R.MEMBER),
    _p(_K.ARCHIVE, _R.MEMBER),
    _p(_K.RESTORE, _R.MEMBER),
    _p(_K.CORRECT, _R.MEMBER, payload_advisory_bytes=256 * 1024),
    _p(_K.CONSOLIDATE, _R.MEMBER),
    _p(_K.EVOLVE_SKILL, _R.MEMBER),
    _p(_K.MESH_SEND, _R.MEMBER, payload_advisory_bytes=64 * 1024),
    _p(_K.MESH_LOCK, _R.MEMBER),
    _p(_K.PROFILE_SWITCH, _R.VIEWER),
    _p(_K.ERASE, _R.ADMIN, transports=ADMIN_TRANSPORTS),
    _p(_K.BACKUP, _R.ADMIN, transports=ADMIN_TRANSPORTS),
    _p(_K.RESTORE_BACKUP, _R.ADMIN, transports=ADMIN_TRANSPORTS),
    _p(_K.PROVIDER_TEST, _R.ADMIN, transports=ADMIN_TRANSPORTS, profile_bound=False),
    _p(_K.MODE_CHANGE, _R.ADMIN, transports=ADMIN_TRANSPORTS, profile_bound=False),
    _p(_K.SCHEMA_MIGRATE, _R.ADMIN, transports=ADMIN_TRANSPORTS, profile_bound=False),
    _p(_K.VECTOR_MIGRATE, _R.ADMIN, transports=ADMIN_TRANSPORTS),
    _p(_K.OPS_INSPECT, _R.ADMIN, transports=ADMIN_TRANSPORTS),
    _p(_K.OPS_RESOLVE, _R.ADMIN, transports=ADMIN_TRANSPORTS),
)

# Used for kinds nobody registered, in LOCAL mode only: authenticated MEMBER on any transport.
DEFAULT_UNKNOWN_KIND_POLICY = OperationPolicy("<unknown>", Role.MEMBER)


@dataclass(frozen=True, slots=True, eq=False)
class OperationPolicyRegistry:
    mode: DeploymentMode = DeploymentMode.LOCAL
    policies: Mapping[str, OperationPolicy] = field(default_factory=dict)
    denies: tuple[DenyRule, ...] = ()
    unknown_kind_policy: OperationPolicy = DEFAULT_UNKNOWN_KIND_POLICY
    _allow: Mapping[str, PolicyDecision] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        source = self.policies
        items = source.values() if isinstance(source, Mapping) else source
        table: dict[str, OperationPolicy] = {}
        for policy in items:
            if policy.kind in table:
                raise InvalidInputError(f"two policies for kind {policy.kind!r}")
            table[policy.kind] = policy
        set_(self, "mode", DeploymentMode(self.mode))
        set_(self, "policies", MappingProxyType(table))
        set_(self, "denies", tuple(self.denies))
        allow = {k: PolicyDecision(True, k, Check.ALLOWED, "allowed") for k in table}
        set_(self, "_allow", MappingProxyType(allow))

    @classmethod
    def default(cls, mode: DeploymentMode = DeploymentMode.LOCAL) -> OperationPolicyRegistry:
        return cls(mode=mode, policies={p.kind: p for p in DEFAULT_POLICIES})

    # -- immutable updates ----------------------------------------------------------------------
    def with_policy(self, policy: OperationPolicy) -> OperationPolicyRegistry:
        table = dict(self.policies)
        table[policy.kind] = policy
        return replace(self, policies=table)

    def with_deny(self, rule: DenyRule) -> OperationPolicyRegistry:
        return replace(self, denies=(*self.denies, rule))

    def with_mode(self, mode: DeploymentMode) -> OperationPolicyRegistry:
        return replace(self, mode=mode, policies=dict(self.policies))

    def policy_for(self, kind: str) -> OperationPolicy | None:
        return self.policies.get(kind)

    # -- evaluation -----------------------------------------------------------------------------
    def evaluate(
        self,
        actor: ActorContext,
        kind: str,
        *,
        profile: str | None = None,
        payload_bytes: int | None = None,
    ) -> PolicyDecision:
        if not isinstance(kind, str):
            raise InvalidInputError(f"operation kind must be a string, got {type(kind).__name__}")
        for rule in self.denies:
            if rule.matches(actor, kind):
                return PolicyDecision(False, kind, Check.EXPLICIT_DENY, rule.reason)

        policy = self.policies.get(kind)
        advisories: tuple[Advisory, ...] = ()
        if policy is None:
            if self.mode is DeploymentMode.TEAM:
                return PolicyDecision(
                    False, kind, Check.UNKNOWN_KIND, f"unknown operation kind {kind!r} in team mode"
                )
            policy = self.unknown_kind_policy
            advisories = (Advisory.UNKNOWN_KIND_ALLOWED_LOCALLY,)

        roles = actor.roles
        if policy.requires_authentication and Role.ANONYMOUS in roles:
            return PolicyDecision(
                False, kind, Check.AUTHENTICATION, f"{kind} requires authentication"
            )

        is_system = Role.SYSTEM in roles
        if not (is_system and policy.allow_system):
            required = policy.min_role
            if not any(role.satisfies(required) for role in roles):
                return PolicyDecision(
                    False, kind, Check.ROLE, f"{kind} requires role {required.value} or higher"
                )

        transport = actor.transport
        if transport not in policy.transports:
            return PolicyDecision(
                False, kind, Check.TRANSPORT, f"{kind} is not available over {transport.value}"
            )
        if is_system and transport is not Transport.INTERNAL:
            # A SYSTEM identity arriving from outside the process is forged or misconfigured.
            return PolicyDecision(
                False,
                kind,
                Check.TRANSPORT,
                "the SYSTEM role is only accepted on the internal transport",
            )

        if policy.profile_bound:
            target = profile if profile is not None else actor.active_profile
            if target is not None and not actor.may_access_profile(target):
                return PolicyDecision(
                    False,
                    kind,
                    Check.PROFILE,
                    f"{actor.principal_id} may not access profile {target!r}",
                )

        limit = policy.payload_advisory_bytes
        if payload_bytes is not None and limit is not None and payload_bytes > limit:
            advisories = (*advisories, Advisory.PAYLOAD_OVER_ADVISORY_SIZE)
        if advisories:
            return PolicyDecision(True, kind, Check.ALLOWED, "allowed", advisories)
        return self._allow[kind]

    def require(
        self,
        actor: ActorContext,
        kind: str,
        *,
        profile: str | None = None,
        payload_bytes: int | None = None,
    ) -> PolicyDecision:
        """Evaluate and raise :class:`PolicyDeniedError` (or its profile subclass) on denial."""
        decision = self.evaluate(actor, kind, profile=profile, payload_bytes=payload_bytes)
        return decision.raise_if_denied(actor)
