"""Roles ladder and ActorContext invariants."""

from __future__ import annotations

import dataclasses

import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    ANY_PROFILE,
    ActorContext,
    Role,
    Transport,
    anonymous_actor,
    local_owner,
    new_session_token,
    system_actor,
)

LADDER = [Role.VIEWER, Role.MEMBER, Role.ADMIN, Role.OWNER]


@pytest.mark.parametrize("held", LADDER)
@pytest.mark.parametrize("required", LADDER)
def test_ladder_is_a_total_order(held: Role, required: Role) -> None:
    assert held.satisfies(required) is (LADDER.index(held) >= LADDER.index(required))


def test_system_and_anonymous_are_off_the_ladder() -> None:
    for required in LADDER:
        assert not Role.SYSTEM.satisfies(required)
        assert not Role.ANONYMOUS.satisfies(required)
    # SYSTEM as a requirement means exactly SYSTEM, not "very high".
    assert not Role.OWNER.satisfies(Role.SYSTEM)
    assert Role.SYSTEM.satisfies(Role.SYSTEM)
    # ANONYMOUS as a requirement means "anyone".
    assert all(r.satisfies(Role.ANONYMOUS) for r in Role)


def test_role_parse() -> None:
    assert Role.parse(" Admin ") is Role.ADMIN
    with pytest.raises(InvalidInputError):
        Role.parse("root")


def test_actor_is_immutable_and_normalised() -> None:
    actor = ActorContext("alice", ["member"], "cli", allowed_profiles=["p"])
    assert actor.roles == frozenset({Role.MEMBER})
    assert actor.transport is Transport.CLI
    assert actor.allowed_profiles == frozenset({"p"})
    with pytest.raises(dataclasses.FrozenInstanceError):
        actor.principal_id = "mallory"  # type: ignore[misc]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"principal_id": "", "roles": [Role.MEMBER]},
        {"principal_id": "a", "roles": []},
        {"principal_id": "a", "roles": [Role.ANONYMOUS, Role.MEMBER]},
        {"principal_id": "a", "roles": "member"},  # a bare string is a bug, not a collection
        {"principal_id": "a", "roles": [Role.MEMBER], "profile_generation": -1},
        {"principal_id": "a", "roles": [Role.MEMBER], "profile_generation": True},
        {"principal_id": "a", "roles": [Role.MEMBER], "allowed_scopes": ["shared:x"]},
    ],
)
def test_actor_rejects_invalid_state(kwargs: dict) -> None:
    with pytest.raises(InvalidInputError):
        ActorContext(transport=Transport.PYTHON, **kwargs)


def test_actor_takes_only_a_token_hash_never_the_token() -> None:
    token, token_hash = new_session_token()
    ok = ActorContext("a", [Role.MEMBER], Transport.HTTP, session_token_hash=token_hash)
    assert ok.session_token_hash == token_hash
    with pytest.raises(InvalidInputError):
        ActorContext("a", [Role.MEMBER], Transport.HTTP, session_token_hash=token)


def test_authentication_derived_from_roles() -> None:
    assert not anonymous_actor(Transport.HTTP).authenticated
    assert local_owner("me").authenticated
    assert system_actor("reconciler").authenticated


def test_local_owner_is_an_ordinary_owner_actor() -> None:
    owner = local_owner("alice", active_profile="work", profile_generation=3)
    assert owner.principal_id == "local:alice"
    assert owner.roles == frozenset({Role.OWNER})
    assert owner.may_access_profile("anything")
    assert owner.highest_role is Role.OWNER


def test_profile_wildcard_only_for_owner_and_system() -> None:
    member = ActorContext("m", [Role.MEMBER], Transport.CLI, allowed_profiles=[ANY_PROFILE])
    admin = ActorContext("a", [Role.ADMIN], Transport.CLI, allowed_profiles=[ANY_PROFILE])
    assert not member.may_access_profile("p")
    assert not admin.may_access_profile("p")
    assert system_actor("x").may_access_profile("p")
    explicit = ActorContext("m", [Role.MEMBER], Transport.CLI, allowed_profiles=["p"])
    assert explicit.may_access_profile("p") and not explicit.may_access_profile("q")


def test_with_active_profile_returns_new_context() -> None:
    actor = ActorContext("m", [Role.MEMBER], Transport.CLI, allowed_profiles=["p", "q"])
    switched = actor.with_active_profile("q", 7)
    assert (switched.active_profile, switched.profile_generation) == ("q", 7)
    assert actor.active_profile is None


def test_audit_fields_are_deterministic() -> None:
    actor = ActorContext("a", [Role.VIEWER, Role.MEMBER], Transport.MCP, client_host="10.0.0.1")
    assert actor.audit_fields() == {
        "principal_id": "a",
        "roles": ["member", "viewer"],
        "transport": "mcp",
        "client_host": "10.0.0.1",
        "session_token_hash": None,
    }
