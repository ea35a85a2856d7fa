"""Memory scopes and the pure function deciding which ones an actor may read or write.

Three kinds: PERSONAL (one principal's own memories), SHARED (a named share inside a profile,
reachable only through an explicit grant), GLOBAL (profile-wide). Everything not granted is
denied: the result of :func:`resolve_scope_access` is meant to be pushed *into* each read query
(``WHERE scope IN (...)``), never applied as a filter after the rows were read.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..errors import InvalidScopeError
from .errors import ScopeDeniedError
from .roles import Role

if TYPE_CHECKING:  # actors.py imports this module; only the type is needed here.
    from .actors import ActorContext


class ScopeKind(StrEnum):
    PERSONAL = "personal"
    SHARED = "shared"
    GLOBAL = "global"


@dataclass(frozen=True, slots=True)
class Scope:
    """``personal:<principal>``, ``shared:<name>`` or ``global`` (its string form is the
    storage key)."""

    kind: ScopeKind
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", ScopeKind(self.kind))
        if self.kind is ScopeKind.GLOBAL:
            if self.name:
                raise InvalidScopeError(f"the global scope has no name (got {self.name!r})")
            return
        if not isinstance(self.name, str) or not self.name or self.name != self.name.strip():
            raise InvalidScopeError(f"{self.kind} scope needs a non-empty name, got {self.name!r}")
        if not self.name.isprintable():
            raise InvalidScopeError(f"scope name {self.name!r} contains control characters")

    def __str__(self) -> str:
        return "global" if self.kind is ScopeKind.GLOBAL else f"{self.kind.value}:{self.name}"

    @classmethod
    def personal(cls, principal_id: str) -> Scope:
        return cls(ScopeKind.PERSONAL, principal_id)

    @classmethod
    def shared(cls, name: str) -> Scope:
        return cls(ScopeKind.SHARED, name)

    @classmethod
    def parse(cls, text: object) -> Scope:
        if not isinstance(text, str):
            raise InvalidScopeError(f"scope must be a string, got {type(text).__name__}")
        if text == "global":
            return GLOBAL_SCOPE
        kind, sep, name = text.partition(":")
        if not sep or kind not in (ScopeKind.PERSONAL.value, ScopeKind.SHARED.value):
            raise InvalidScopeError(
                f"malformed scope {text!r}: expected 'global', 'personal:<id>' or 'shared:<name>'"
            )
        return cls(ScopeKind(kind), name)


GLOBAL_SCOPE = Scope(ScopeKind.GLOBAL)


@dataclass(frozen=True, slots=True)
class ScopeGrant:
    """Explicit access to one SHARED scope inside one profile. Personal and global scopes are
    not grantable: personal follows identity, global follows role."""

    profile: str
    scope: Scope
    write: bool = False

    def __post_init__(self) -> None:
        if self.scope.kind is not ScopeKind.SHARED:
            raise InvalidScopeError(f"only shared scopes can be granted, got {self.scope}")
        if not isinstance(self.profile, str) or not self.profile:
            raise InvalidScopeError("a scope grant needs a profile")


@dataclass(frozen=True, slots=True)
class ScopeAccess:
    profile: str
    readable: frozenset[Scope]
    writable: frozenset[Scope]

    @classmethod
    def deny_all(cls, profile: str) -> ScopeAccess:
        return cls(profile, frozenset(), frozenset())

    def can_read(self, scope: Scope) -> bool:
        return scope in self.readable

    def can_write(self, scope: Scope) -> bool:
        return scope in self.writable

    def readable_keys(self) -> tuple[str, ...]:
        """Sorted storage keys for ``WHERE scope IN (?, ?, …)``; empty means "read nothing"."""
        return tuple(sorted(str(s) for s in self.readable))

    def writable_keys(self) -> tuple[str, ...]:
        return tuple(sorted(str(s) for s in self.writable))


def resolve_scope_access(actor: ActorContext, profile: str) -> ScopeAccess:
    """Which scopes of ``profile`` may ``actor`` read and write? Pure and default-deny.

    - no access to the profile, or not authenticated: nothing;
    - ladder roles: own personal scope (read VIEWER+, write MEMBER+), global (read VIEWER+,
      write ADMIN+), granted shared scopes (read; write if the grant says so and MEMBER+);
    - SYSTEM: global and its grants only; engine maintenance that must see every row (erasure,
      export, reconciliation) runs below the read path and does not use this function.
    Another principal's personal scope is never readable, not even by OWNER.
    """
    if not actor.authenticated or not actor.may_access_profile(profile):
        return ScopeAccess.deny_all(profile)
    readable: set[Scope] = set()
    writable: set[Scope] = set()
    roles = actor.roles
    is_system = Role.SYSTEM in roles
    viewer = is_system or any(r.satisfies(Role.VIEWER) for r in roles)
    member = is_system or any(r.satisfies(Role.MEMBER) for r in roles)
    admin = is_system or any(r.satisfies(Role.ADMIN) for r in roles)
    if not viewer:
        return ScopeAccess.deny_all(profile)
    if not is_system:
        own = Scope.personal(actor.principal_id)
        readable.add(own)
        if member:
            writable.add(own)
    readable.add(GLOBAL_SCOPE)
    if admin:
        writable.add(GLOBAL_SCOPE)
    for grant in actor.allowed_scopes:
        if grant.profile != profile:
            continue
        readable.add(grant.scope)
        if grant.write and member:
            writable.add(grant.scope)
    return ScopeAccess(profile, frozenset(readable), frozenset(writable))


def require_scope(actor: ActorContext, profile: str, scope: Scope, *, write: bool) -> None:
    """Raise :class:`ScopeDeniedError` unless ``actor`` may read (or write) ``scope``."""
    access = resolve_scope_access(actor, profile)
    allowed = access.can_write(scope) if write else access.can_read(scope)
    if not allowed:
        verb = "write" if write else "read"
        raise ScopeDeniedError(
            f"{actor.principal_id} may not {verb} scope {scope} in profile {profile!r}",
            principal=actor.principal_id,
            profile=profile,
            scope=str(scope),
            access=verb,
        )
