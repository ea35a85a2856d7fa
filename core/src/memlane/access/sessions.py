"""Session views re-validate on every call.

A view from ``memory.session(token)`` holds a :class:`SessionGuard`, not a frozen actor. Each
call asks the guard for the actor *inside the snapshot or write transaction that does the
work*: the guard reads the credential epoch (one primary-key lookup, see
``storage/identity.py``); while it is unchanged and the session's TTL has not run out, the
cached actor stands. Any change that can invalidate a session (logout, disabled principal,
revoked membership or grant, password change, profile rebind or recreation) replaces the
epoch, and the next call re-derives the actor from the stored session — or fails:

- logged out, unknown, expired, principal disabled, profile rebound/recreated since login:
  :class:`SessionExpiredError`;
- membership revoked: :class:`ProfileAccessDeniedError` (a ``PolicyDeniedError``);
- role lowered below what a queued write needs: ``PolicyDeniedError`` inside its transaction.

Every refusal is audited. Nothing about the actor comes from the caller except the transport
and client host the surface reports.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import MemlaneError
from ..governance import (
    ANY_PROFILE,
    ActorContext,
    ProfileAccessDeniedError,
    Role,
    Scope,
    ScopeGrant,
    SessionExpiredError,
    Transport,
    anonymous_actor,
)
from ..governance.actors import parse_transport
from ..governance.policy import Check, PolicyDecision
from ..storage.catalog import Catalog
from ..storage.identity import Identity

if TYPE_CHECKING:
    from ..engine import Engine


class Repos(Protocol):
    identity: Identity
    catalog: Catalog


@dataclass(frozen=True)
class _Cached:
    epoch: str
    actor: ActorContext
    expires_at: float


def derive(repos: Repos, token_hash: str, *, transport: Transport, client_host: str | None, now: float) -> tuple[ActorContext, float]:
    """The actor of a stored session and when it expires, from stored state only (call it in
    a snapshot or a write transaction). Raises SessionExpiredError / ProfileAccessDeniedError."""
    session = repos.identity.session(token_hash) if token_hash else None
    if session is None or session.revoked_at is not None:
        raise SessionExpiredError("the session is unknown or was logged out")
    if session.expires_at <= now:
        raise SessionExpiredError("the session has expired")
    row = repos.identity.principal(session.principal_id)
    if row is None or row.disabled:
        raise SessionExpiredError("the session's principal is disabled")
    profile = session.profile
    if profile is None:
        raise SessionExpiredError("the session is not bound to a profile")
    if session.generation is not None and repos.catalog.generation(profile) != session.generation:
        raise SessionExpiredError(f"profile {profile!r} was rebound or recreated since this session logged in")
    roles = dict(repos.identity.memberships(row.id))
    role = roles.get(profile) or roles.get(ANY_PROFILE)
    if role is None:
        raise ProfileAccessDeniedError(
            f"{row.id} no longer has access to profile {profile!r}", principal=row.id, profile=profile, check="profile"
        )
    grants = repos.identity.scope_grants(row.id)
    actor = ActorContext(
        principal_id=row.id,
        roles=frozenset({Role.parse(role)}),
        transport=transport,
        allowed_profiles=frozenset({ANY_PROFILE} if role == "owner" and ANY_PROFILE in roles else {profile}),
        active_profile=profile,
        profile_generation=session.generation,
        allowed_scopes=frozenset(ScopeGrant(p, Scope.parse(s), write=w) for p, s, w in grants if p == profile),
        client_host=client_host,
        session_token_hash=token_hash,
    )
    return actor, float(session.expires_at)


class SessionGuard:
    """The credential of a session view (see the module docstring)."""

    def __init__(self, engine: Engine, token_hash: str, *, transport: Transport, client_host: str | None = None) -> None:
        self.engine = engine
        self.token_hash = token_hash
        self.transport = parse_transport(transport)
        self.client_host = client_host
        self._cached: _Cached | None = None

    def actor(self) -> ActorContext:
        """The current actor, checked in the reader's snapshot (joins one already open)."""
        reader = self.engine.reader
        with reader.read():
            return self.current(reader)

    def current(self, repos: Repos) -> ActorContext:
        """The current actor, checked in ``repos``' open snapshot or write transaction."""
        epoch, now = repos.identity.epoch(), time.time()
        cached = self._cached
        if cached is not None and cached.epoch == epoch and now < cached.expires_at:
            return cached.actor
        try:
            actor, expires_at = derive(repos, self.token_hash, transport=self.transport, client_host=self.client_host, now=now)
        except MemlaneError as exc:
            self._audit_refusal(cached, exc)
            raise
        actor = replace(actor, credential=self)
        self._cached = _Cached(epoch, actor, expires_at)
        return actor

    def check_write(self, repos: Repos, kind: str, profile: str | None) -> None:
        """Inside a write transaction: the session still holds and its (possibly changed)
        role still allows ``kind`` — a write queued before a logout or demotion never commits."""
        actor = self.current(repos)
        decision = self.engine.gate.registry.evaluate(actor, kind, profile=profile)
        if not decision.allowed:
            self.engine.gate.denied(actor, decision, profile=profile)
            decision.raise_if_denied(actor)

    def _audit_refusal(self, cached: _Cached | None, exc: MemlaneError) -> None:
        who = cached.actor if cached is not None else anonymous_actor(self.transport, client_host=self.client_host)
        decision = PolicyDecision(False, "session", Check.AUTHENTICATION, exc.message)
        with contextlib.suppress(MemlaneError, OSError):
            self.engine.gate.denied(who, decision, profile=who.active_profile)


def check_write(store: Repos, actor: ActorContext, kind: str, profile: str | None) -> None:
    """Inside a write transaction: re-validate ``actor``'s session, if it has one."""
    guard = guard_of(actor)
    if guard is not None:
        guard.check_write(store, kind, profile)


@dataclass(frozen=True)
class SnapshotRepos:
    """The identity and catalog repositories of a separate snapshot connection (export)."""

    identity: Identity
    catalog: Catalog

    @classmethod
    def of(cls, conn: Any) -> SnapshotRepos:
        return cls(Identity(conn), Catalog(conn))


def guard_of(actor: ActorContext | None) -> SessionGuard | None:
    credential: Any = None if actor is None else actor.credential
    return credential if isinstance(credential, SessionGuard) else None
