"""Scope resolution: personal / shared (explicit grants) / global, default-deny."""

from __future__ import annotations

import pytest
from memlane.errors import InvalidScopeError
from memlane.governance import (
    ANY_PROFILE,
    GLOBAL_SCOPE,
    ActorContext,
    Role,
    Scope,
    ScopeDeniedError,
    ScopeGrant,
    ScopeKind,
    Transport,
    anonymous_actor,
    local_owner,
    require_scope,
    resolve_scope_access,
    system_actor,
)

ENG = Scope.shared("eng")
OPS = Scope.shared("ops")


def person(role: Role, *, grants=(), profiles=("p",), pid: str = "alice") -> ActorContext:
    return ActorContext(
        pid, [role], Transport.CLI, allowed_profiles=profiles, allowed_scopes=grants
    )


def test_member_reads_own_and_global_writes_own() -> None:
    access = resolve_scope_access(person(Role.MEMBER), "p")
    assert access.readable == {Scope.personal("alice"), GLOBAL_SCOPE}
    assert access.writable == {Scope.personal("alice")}
    assert access.readable_keys() == ("global", "personal:alice")


def test_shared_scopes_need_an_explicit_grant() -> None:
    assert not resolve_scope_access(person(Role.OWNER), "p").can_read(ENG)  # no grant, no access
    reader = person(Role.MEMBER, grants=[ScopeGrant("p", ENG)])
    writer = person(Role.MEMBER, grants=[ScopeGrant("p", ENG, write=True)])
    assert resolve_scope_access(reader, "p").can_read(ENG)
    assert not resolve_scope_access(reader, "p").can_write(ENG)
    assert resolve_scope_access(writer, "p").can_write(ENG)
    # A grant covers exactly one scope in exactly one profile.
    assert not resolve_scope_access(writer, "p").can_read(OPS)
    other = person(Role.MEMBER, grants=[ScopeGrant("q", ENG, write=True)], profiles=("p", "q"))
    assert not resolve_scope_access(other, "p").can_read(ENG)
    assert resolve_scope_access(other, "q").can_write(ENG)


def test_viewer_is_read_only_even_with_a_write_grant() -> None:
    viewer = person(Role.VIEWER, grants=[ScopeGrant("p", ENG, write=True)])
    access = resolve_scope_access(viewer, "p")
    assert access.can_read(ENG) and access.can_read(GLOBAL_SCOPE)
    assert access.writable == frozenset()


def test_global_writes_need_admin() -> None:
    assert not resolve_scope_access(person(Role.MEMBER), "p").can_write(GLOBAL_SCOPE)
    assert resolve_scope_access(person(Role.ADMIN), "p").can_write(GLOBAL_SCOPE)


@pytest.mark.parametrize("role", [Role.VIEWER, Role.MEMBER, Role.ADMIN, Role.OWNER])
def test_other_principals_personal_scope_is_never_readable(role: Role) -> None:
    access = resolve_scope_access(person(role), "p")
    assert not access.can_read(Scope.personal("bob"))
    assert access.can_read(Scope.personal("alice"))  # positive control


def test_default_deny_without_profile_access_or_authentication() -> None:
    outsider = person(Role.OWNER, profiles=("q",), grants=[ScopeGrant("p", ENG, write=True)])
    for access in (
        resolve_scope_access(outsider, "p"),
        resolve_scope_access(anonymous_actor(Transport.HTTP), "p"),
    ):
        assert access.readable == frozenset() and access.writable == frozenset()
        assert access.readable_keys() == ()
    # Positive control: the same owner in an allowed profile reads.
    assert resolve_scope_access(outsider, "q").can_read(GLOBAL_SCOPE)


def test_local_owner_wildcard_profile_and_system_actor() -> None:
    assert resolve_scope_access(local_owner("me"), "any").can_write(Scope.personal("local:me"))
    system = resolve_scope_access(system_actor("reconciler"), "p")
    assert system.can_write(GLOBAL_SCOPE)
    assert not any(s.kind is ScopeKind.PERSONAL for s in system.readable)
    member_wildcard = person(Role.MEMBER, profiles=(ANY_PROFILE,))
    assert resolve_scope_access(member_wildcard, "p").readable == frozenset()


def test_require_scope_raises_typed_error() -> None:
    member = person(Role.MEMBER)
    require_scope(member, "p", Scope.personal("alice"), write=True)
    with pytest.raises(ScopeDeniedError) as info:
        require_scope(member, "p", GLOBAL_SCOPE, write=True)
    assert info.value.code == "scope_denied" and info.value.exit_code == 7
    with pytest.raises(ScopeDeniedError):
        require_scope(member, "p", Scope.personal("bob"), write=False)


def test_scope_parse_round_trip_and_validation() -> None:
    for text in ("global", "personal:alice", "shared:eng", "personal:local:John Doe"):
        assert str(Scope.parse(text)) == text
    for bad in ("", "team:x", "shared:", "personal", "global:x", "shared:\x00", 5):
        with pytest.raises(InvalidScopeError):
            Scope.parse(bad)
    with pytest.raises(InvalidScopeError):
        ScopeGrant("p", Scope.personal("bob"))
    with pytest.raises(InvalidScopeError):
        ScopeGrant("p", GLOBAL_SCOPE)
