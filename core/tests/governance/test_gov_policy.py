"""OperationPolicyRegistry: ordered checks, local vs team mode, per-kind defaults."""

from __future__ import annotations

import dataclasses

import pytest
from memlane.errors import InvalidInputError, MemlaneError
from memlane.governance import (
    ADMIN_TRANSPORTS,
    ActorContext,
    Advisory,
    Check,
    DenyRule,
    DeploymentMode,
    OperationKind,
    OperationPolicy,
    OperationPolicyRegistry,
    PolicyDeniedError,
    ProfileAccessDeniedError,
    Role,
    Transport,
    anonymous_actor,
    local_owner,
    system_actor,
)

TEAM = OperationPolicyRegistry.default(DeploymentMode.TEAM)
LOCAL = OperationPolicyRegistry.default(DeploymentMode.LOCAL)


def actor(role: Role, transport: Transport = Transport.CLI, *, pid: str = "bob", profiles=("p",)):
    return ActorContext(pid, [role], transport, allowed_profiles=profiles, active_profile="p")


# --- ordered checks ----------------------------------------------------------------------------
def test_each_check_decides_once_the_earlier_ones_pass() -> None:
    """Walk from an actor failing every check to one passing all, fixing one thing per step.
    Each step must be decided by the next check in the documented order."""
    registry = TEAM.with_deny(DenyRule(principal_id="eve"))
    anon = Role.ANONYMOUS
    steps = [
        # (principal, role, transport, kind, profile) → expected deciding check
        (("eve", anon, Transport.MCP, "frobnicate", "other"), Check.EXPLICIT_DENY),
        (("bob", anon, Transport.MCP, "frobnicate", "other"), Check.UNKNOWN_KIND),
        (("bob", anon, Transport.MCP, "erase", "other"), Check.AUTHENTICATION),
        (("bob", Role.VIEWER, Transport.MCP, "erase", "other"), Check.ROLE),
        (("bob", Role.ADMIN, Transport.MCP, "erase", "other"), Check.TRANSPORT),
        (("bob", Role.ADMIN, Transport.CLI, "erase", "other"), Check.PROFILE),
        (("bob", Role.ADMIN, Transport.CLI, "erase", "p"), Check.ALLOWED),
    ]
    for (pid, role, transport, kind, profile), expected in steps:
        decision = registry.evaluate(actor(role, transport, pid=pid), kind, profile=profile)
        assert decision.decided_by is expected, (pid, role, transport, kind, profile, decision)
        assert decision.allowed is (expected is Check.ALLOWED)


def test_explicit_deny_beats_everything_including_the_local_owner() -> None:
    owner = local_owner("me")
    registry = LOCAL.with_deny(DenyRule(kind="erase", role=Role.OWNER, reason="erasure frozen"))
    denied = registry.evaluate(owner, "erase")
    assert (denied.allowed, denied.decided_by, denied.reason) == (
        False,
        Check.EXPLICIT_DENY,
        "erasure frozen",
    )
    # Positive control: same owner, other kind, same registry.
    assert registry.evaluate(owner, "backup").allowed
    # And the unmodified registry allows the erase: the deny rule is what decided.
    assert LOCAL.evaluate(owner, "erase").allowed


def test_deny_rule_fields_must_all_match() -> None:
    rule = DenyRule(kind="remember", transport=Transport.MCP)
    member = actor(Role.MEMBER, Transport.MCP)
    assert rule.matches(member, "remember")
    assert not rule.matches(member, "recall")
    assert not rule.matches(actor(Role.MEMBER, Transport.CLI), "remember")


# --- unknown kinds -------------------------------------------------------------------------------
def test_unknown_kind_allowed_in_local_mode_denied_in_team_mode() -> None:
    owner = local_owner("me")
    local = LOCAL.evaluate(owner, "frobnicate")
    assert local.allowed and Advisory.UNKNOWN_KIND_ALLOWED_LOCALLY in local.advisories
    team = TEAM.evaluate(owner, "frobnicate")
    assert not team.allowed and team.decided_by is Check.UNKNOWN_KIND
    # The same kind, once registered, is allowed in team mode: the registry is what decided.
    registered = TEAM.with_policy(OperationPolicy("frobnicate", Role.MEMBER))
    assert registered.evaluate(owner, "frobnicate").allowed


def test_unknown_kind_in_local_mode_still_runs_later_checks() -> None:
    assert (
        LOCAL.evaluate(anonymous_actor(Transport.CLI), "frobnicate").decided_by
        is Check.AUTHENTICATION
    )
    assert LOCAL.evaluate(actor(Role.VIEWER), "frobnicate").decided_by is Check.ROLE
    assert LOCAL.evaluate(actor(Role.MEMBER), "frobnicate").allowed


# --- defaults per kind -----------------------------------------------------------------------------
def test_every_operation_kind_has_a_policy() -> None:
    assert {k.value for k in OperationKind} == set(TEAM.policies)


MIN_ROLE = {
    "recall": Role.VIEWER,
    "profile_switch": Role.VIEWER,
    "remember": Role.MEMBER,
    "correct": Role.MEMBER,
    "forget": Role.MEMBER,
    "archive": Role.MEMBER,
    "restore": Role.MEMBER,
    "consolidate": Role.MEMBER,
    "mesh_send": Role.MEMBER,
    "mesh_lock": Role.MEMBER,
    "evolve_skill": Role.MEMBER,
    "erase": Role.ADMIN,
    "backup": Role.ADMIN,
    "restore_backup": Role.ADMIN,
    "schema_migrate": Role.ADMIN,
    "vector_migrate": Role.ADMIN,
    "mode_change": Role.ADMIN,
    "ops_inspect": Role.ADMIN,
    "ops_resolve": Role.ADMIN,
    "provider_test": Role.ADMIN,
}


@pytest.mark.parametrize("kind", sorted(MIN_ROLE))
def test_default_minimum_roles(kind: str) -> None:
    required = MIN_ROLE[kind]
    for role in (Role.VIEWER, Role.MEMBER, Role.ADMIN, Role.OWNER):
        decision = TEAM.evaluate(actor(role, Transport.CLI), kind, profile="p")
        assert decision.allowed is role.satisfies(required), (kind, role, decision)
        if not decision.allowed:
            assert decision.decided_by is Check.ROLE


@pytest.mark.parametrize("kind", sorted(MIN_ROLE))
def test_anonymous_is_denied_every_kind_by_authentication(kind: str) -> None:
    decision = TEAM.evaluate(anonymous_actor(Transport.HTTP), kind)
    assert (decision.allowed, decision.decided_by) == (False, Check.AUTHENTICATION)


@pytest.mark.parametrize("kind", sorted(MIN_ROLE))
def test_system_allowed_on_internal_transport_only(kind: str) -> None:
    assert TEAM.evaluate(system_actor("reconciler"), kind, profile="p").allowed
    forged = ActorContext("system:x", [Role.SYSTEM], Transport.HTTP, allowed_profiles=["*"])
    decision = TEAM.evaluate(forged, kind, profile="p")
    assert (decision.allowed, decision.decided_by) == (False, Check.TRANSPORT)


def test_system_role_pass_can_be_withdrawn_per_policy() -> None:
    registry = TEAM.with_policy(OperationPolicy("erase", Role.ADMIN, allow_system=False))
    decision = registry.evaluate(system_actor("reconciler"), "erase", profile="p")
    assert decision.decided_by is Check.ROLE


def test_admin_kinds_are_not_offered_to_agent_transports() -> None:
    for transport in (Transport.MCP, Transport.ADAPTER):
        decision = TEAM.evaluate(actor(Role.OWNER, transport), "erase", profile="p")
        assert decision.decided_by is Check.TRANSPORT
        assert TEAM.evaluate(actor(Role.OWNER, transport), "remember", profile="p").allowed
    assert Transport.MCP not in ADMIN_TRANSPORTS


def test_profile_check_uses_active_profile_by_default() -> None:
    outsider = ActorContext(
        "o", [Role.MEMBER], Transport.CLI, allowed_profiles=["x"], active_profile="p"
    )
    assert TEAM.evaluate(outsider, "remember").decided_by is Check.PROFILE
    assert TEAM.evaluate(outsider, "remember", profile="x").allowed
    # Installation-wide kinds are not profile-bound.
    admin = ActorContext(
        "a", [Role.ADMIN], Transport.CLI, allowed_profiles=["x"], active_profile="p"
    )
    assert TEAM.evaluate(admin, "mode_change").allowed


# --- advisories and errors ------------------------------------------------------------------------
def test_payload_size_is_an_advisory_never_a_denial() -> None:
    member = actor(Role.MEMBER)
    small = TEAM.evaluate(member, "remember", profile="p", payload_bytes=1_000)
    big = TEAM.evaluate(member, "remember", profile="p", payload_bytes=10_000_000)
    assert small.allowed and small.advisories == ()
    assert big.allowed and big.advisories == (Advisory.PAYLOAD_OVER_ADVISORY_SIZE,)
    # A kind without an advisory size never gets one.
    assert TEAM.evaluate(member, "forget", profile="p", payload_bytes=10_000_000).advisories == ()


def test_denials_raise_typed_errors() -> None:
    with pytest.raises(PolicyDeniedError) as info:
        TEAM.require(actor(Role.VIEWER), "remember", profile="p")
    err = info.value
    assert isinstance(err, MemlaneError) and not isinstance(err, OSError)
    assert (err.code, err.exit_code) == ("policy_denied", 7)
    assert err.details == {"kind": "remember", "check": "role", "principal": "bob"}
    with pytest.raises(ProfileAccessDeniedError):
        TEAM.require(actor(Role.MEMBER), "remember", profile="other")
    assert TEAM.require(actor(Role.MEMBER), "remember", profile="p").allowed


def test_decision_serialises() -> None:
    decision = TEAM.evaluate(actor(Role.VIEWER), "erase", profile="p")
    assert decision.to_dict() == {
        "allowed": False,
        "kind": "erase",
        "decided_by": "role",
        "reason": "erase requires role admin or higher",
        "advisories": [],
    }


# --- immutability ---------------------------------------------------------------------------------
def test_registry_is_immutable() -> None:
    with pytest.raises(TypeError):
        TEAM.policies["erase"] = OperationPolicy("erase", Role.VIEWER)  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        TEAM.mode = DeploymentMode.LOCAL  # type: ignore[misc]
    loosened = TEAM.with_policy(OperationPolicy("erase", Role.VIEWER))
    assert loosened.evaluate(actor(Role.VIEWER), "erase", profile="p").allowed
    assert not TEAM.evaluate(actor(Role.VIEWER), "erase", profile="p").allowed
    assert TEAM.with_mode(DeploymentMode.LOCAL).evaluate(local_owner(), "frobnicate").allowed
    assert not TEAM.evaluate(local_owner(), "frobnicate").allowed


def test_registry_rejects_bad_input() -> None:
    with pytest.raises(InvalidInputError):
        OperationPolicyRegistry(policies=[OperationPolicy("x"), OperationPolicy("x")])
    with pytest.raises(InvalidInputError):
        TEAM.evaluate(local_owner(), 42)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        OperationPolicy("", Role.MEMBER)


def test_enum_and_string_kinds_are_equivalent() -> None:
    member = actor(Role.MEMBER)
    assert TEAM.evaluate(member, OperationKind.REMEMBER, profile="p") == TEAM.evaluate(
        member, "remember", profile="p"
    )
