"""Who is calling: :class:`ActorContext`, derived by the engine/transport from authenticated
state (OS user, verified session, internal component) and never from a request payload.

It is immutable so a context captured at admission cannot be altered by the time the write runs.
"""

from __future__ import annotations

import getpass
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..errors import InvalidInputError
from ..limits import check_text
from .roles import Role, highest_ladder_role
from .scopes import ScopeGrant

# Wildcard for allowed_profiles. Honoured only for OWNER and SYSTEM (see may_access_profile):
# a mis-provisioned MEMBER with "*" must not silently see every tenant.
ANY_PROFILE = "*"

_SHA256_HEX = re.compile(r"[0-9a-f]{64}")


class Transport(StrEnum):
    PYTHON = "python"
    CLI = "cli"
    HTTP = "http"
    MCP = "mcp"
    ADAPTER = "adapter"
    INTERNAL = "internal"


def parse_transport(value: object) -> Transport:
    """A Transport from its value, or InvalidInputError (never a bare ValueError)."""
    try:
        return Transport(value)
    except ValueError:
        raise InvalidInputError(f"transport must be one of {', '.join(t.value for t in Transport)}, got {value!r}"[:300]) from None


def _frozen(values: Iterable[object] | None, convert) -> frozenset:  # type: ignore[no-untyped-def]
    if values is None:
        return frozenset()
    if isinstance(values, str | bytes):
        # A bare string would be iterated character by character: almost certainly a bug.
        raise InvalidInputError(f"expected a collection, got the string {values!r}")
    return frozenset(convert(v) for v in values)


def _grant(value: object) -> ScopeGrant:
    if not isinstance(value, ScopeGrant):
        raise InvalidInputError(f"allowed_scopes must hold ScopeGrant values, got {value!r}")
    return value


def _profile(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise InvalidInputError(f"profile names must be non-empty strings, got {value!r}")
    return value


@dataclass(frozen=True, slots=True)
class ActorContext:
    principal_id: str
    roles: frozenset[Role]
    transport: Transport
    allowed_profiles: frozenset[str] = field(default_factory=frozenset)
    active_profile: str | None = None
    profile_generation: int | None = None
    allowed_scopes: frozenset[ScopeGrant] = field(default_factory=frozenset)
    client_host: str | None = None
    # SHA-256 hex of the session token; the raw token never lives in a context (or a log).
    session_token_hash: str | None = None
    # What authenticated this actor (memlane.access.sessions.SessionGuard for a session): the
    # engine re-validates it on every call and inside every write transaction. Not part of
    # equality or the audit record.
    credential: object | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.principal_id, str) or not self.principal_id.strip():
            raise InvalidInputError("an actor needs a non-empty principal_id")
        set_ = object.__setattr__  # frozen: normalise once, here, then never again
        set_(self, "roles", _frozen(self.roles, Role.parse))
        set_(self, "transport", parse_transport(self.transport))
        if self.client_host is not None:  # recorded in every audit record: valid, bounded text
            check_text(self.client_host, "client_host", 255)
        set_(self, "allowed_profiles", _frozen(self.allowed_profiles, _profile))
        set_(self, "allowed_scopes", _frozen(self.allowed_scopes, _grant))
        if not self.roles:
            raise InvalidInputError("an actor needs at least one role (use ANONYMOUS for none)")
        if Role.ANONYMOUS in self.roles and len(self.roles) > 1:
            raise InvalidInputError("ANONYMOUS cannot be combined with other roles")
        if self.profile_generation is not None and (
            isinstance(self.profile_generation, bool)
            or not isinstance(self.profile_generation, int)
            or self.profile_generation < 0
        ):
            raise InvalidInputError(
                f"profile_generation must be a non-negative int, got {self.profile_generation!r}"
            )
        if self.session_token_hash is not None and not _SHA256_HEX.fullmatch(
            self.session_token_hash
        ):
            # Catches the easy mistake of passing the raw token instead of its hash.
            raise InvalidInputError("session_token_hash must be a lowercase SHA-256 hex digest")

    # -- derived facts ------------------------------------------------------------------------
    @property
    def authenticated(self) -> bool:
        return Role.ANONYMOUS not in self.roles

    @property
    def is_system(self) -> bool:
        return Role.SYSTEM in self.roles

    @property
    def highest_role(self) -> Role | None:
        """Highest ladder role held (None for SYSTEM-only or ANONYMOUS actors)."""
        return highest_ladder_role(self.roles)

    def has_role(self, required: Role) -> bool:
        return any(role.satisfies(required) for role in self.roles)

    def may_access_profile(self, profile: str) -> bool:
        if profile in self.allowed_profiles:
            return True
        return ANY_PROFILE in self.allowed_profiles and (
            Role.OWNER in self.roles or Role.SYSTEM in self.roles
        )

    def with_active_profile(self, profile: str, generation: int) -> ActorContext:
        """The context after an allowed profile_switch (the caller evaluates the policy first)."""
        return replace(self, active_profile=profile, profile_generation=generation)

    def audit_fields(self) -> dict[str, object]:
        """Identity fields recorded with every audit entry (JSON-native, deterministic order)."""
        return {
            "principal_id": self.principal_id,
            "roles": sorted(r.value for r in self.roles),
            "transport": self.transport.value,
            "client_host": self.client_host,
            "session_token_hash": self.session_token_hash,
        }


# --- factories for the well-known actors -------------------------------------------------------
def os_username() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry / no login name in containers
        return "unknown"


def local_owner(
    os_user: str | None = None,
    *,
    transport: Transport = Transport.PYTHON,
    active_profile: str | None = None,
    profile_generation: int | None = None,
    client_host: str | None = None,
) -> ActorContext:
    """The implicit OWNER when no users are configured. It is an ordinary actor: every call it
    makes is still evaluated by the policy registry (explicit denies apply to it too)."""
    return ActorContext(
        principal_id=f"local:{os_user or os_username()}",
        roles=frozenset({Role.OWNER}),
        transport=transport,
        allowed_profiles=frozenset({ANY_PROFILE}),
        active_profile=active_profile,
        profile_generation=profile_generation,
        client_host=client_host,
    )


def system_actor(
    component: str, *, allowed_profiles: Iterable[str] = (ANY_PROFILE,)
) -> ActorContext:
    """The engine acting for itself (reconciler, migrator …); always on the internal transport."""
    return ActorContext(
        principal_id=f"system:{component}",
        roles=frozenset({Role.SYSTEM}),
        transport=Transport.INTERNAL,
        allowed_profiles=frozenset(allowed_profiles),
    )


def anonymous_actor(transport: Transport, *, client_host: str | None = None) -> ActorContext:
    return ActorContext(
        principal_id="anonymous",
        roles=frozenset({Role.ANONYMOUS}),
        transport=transport,
        client_host=client_host,
    )
