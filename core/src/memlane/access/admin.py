"""``memory.admin``: principals, memberships, shared-scope grants and sessions.

Passwords are argon2id-hashed; a session token is handed out once and only its SHA-256 is
stored. A session is bound to one profile and the generation it was opened under, so an
actor derived from it is fenced off when that profile is deleted and recreated — even after
a restart, because the binding lives in the database. The actor is derived from this stored
state, never from anything a request says about itself.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .. import limits
from ..errors import InvalidInputError
from ..governance import (
    ANY_PROFILE,
    ActorContext,
    AuthenticationError,
    PolicyDeniedError,
    Role,
    Scope,
    ScopeKind,
    Transport,
    hash_password,
    hash_session_token,
    new_session_token,
    verify_password,
)
from ..governance.policy import Check, PolicyDecision
from ..ingest.request import profile_name
from ..storage import Store
from ..timeutil import from_epoch
from .sessions import SessionGuard, check_write

if TYPE_CHECKING:
    from ..memory import Memory

LADDER = (Role.OWNER, Role.ADMIN, Role.MEMBER, Role.VIEWER)


@dataclass(frozen=True)
class Session:
    token: str
    principal_id: str
    profile: str
    generation: int
    expires_at: datetime

    def __repr__(self) -> str:  # never print the token
        return f"Session(principal_id={self.principal_id!r}, profile={self.profile!r}, generation={self.generation})"


def _principal_id(value: object) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > limits.PRINCIPAL_CHARS or not value.isprintable() or ":" in value:
        raise InvalidInputError(f"principal id must be printable text of 1-{limits.PRINCIPAL_CHARS} characters without ':'", field="principal_id")
    return value


class Admin:
    def __init__(self, memory: Memory) -> None:
        self._memory = memory

    # -- plumbing ---------------------------------------------------------------------------
    @property
    def _engine(self):  # type: ignore[no-untyped-def]
        return self._memory._engine

    def _actor(self) -> ActorContext:
        return self._memory.actor

    def _write(self, kind: str, profile: str | None, job, *, targets=(), **meta: Any) -> Any:  # type: ignore[no-untyped-def]
        engine, actor = self._engine, self._actor()
        engine.gate.check(actor, kind, profile=profile)

        def run(store: Store) -> Any:
            with store.write():
                check_write(store, actor, kind, profile)  # a logout or demotion since the call fences it off
                return job(store)

        result = engine.submit(run, deadline=engine.deadline())
        engine.audit.write(actor, kind, "applied", profile=profile, target_ids=list(targets), metadata=meta)
        return result

    def _require_rank(self, role: Role) -> None:
        actor = self._actor()
        mine = actor.highest_role
        if (role is Role.OWNER and mine is not Role.OWNER) or mine is None or role.rank > mine.rank:
            decision = PolicyDecision(False, "admin_grant", Check.ROLE, f"granting {role.value} needs that role yourself")
            self._engine.gate.denied(actor, decision, profile=None)
            raise PolicyDeniedError(decision.reason, kind="admin_grant", check="role", principal=actor.principal_id)

    # -- principals -------------------------------------------------------------------------
    def create_principal(self, principal_id: str, password: str, *, display_name: str | None = None) -> None:
        if display_name is not None:
            limits.check_text(display_name, "display_name", limits.PRINCIPAL_CHARS)
        pid, hashed = _principal_id(principal_id), hash_password(password)
        self._write("admin_principals", None,
                    lambda s: s.identity.create_principal(pid, hashed, display_name, time.time()), targets=[pid])  # fmt: skip

    def set_password(self, principal_id: str, password: str) -> None:
        pid, hashed = _principal_id(principal_id), hash_password(password)
        self._write("admin_principals", None, lambda s: s.identity.set_password_hash(pid, hashed), targets=[pid])

    def disable(self, principal_id: str) -> None:
        pid = _principal_id(principal_id)
        self._write("admin_principals", None, lambda s: s.identity.set_disabled(pid, True), targets=[pid])

    def principals(self) -> list[dict[str, Any]]:
        engine = self._engine
        engine.gate.check(self._actor(), "admin_principals")
        with engine.reader.read():
            rows = engine.reader.identity.principals()
            return [
                {"id": r.id, "display_name": r.display_name, "disabled": r.disabled,
                 "memberships": dict(engine.reader.identity.memberships(r.id))}
                for r in rows
            ]  # fmt: skip

    # -- memberships and grants -------------------------------------------------------------
    def grant(self, principal_id: str, profile: str, role: str | Role) -> None:
        """Give ``principal_id`` a role in ``profile`` ('*' = every profile; OWNER only)."""
        pid, level = _principal_id(principal_id), Role.parse(role)
        if level not in LADDER:
            raise InvalidInputError("memberships take owner, admin, member or viewer")
        name = profile if profile == ANY_PROFILE else profile_name(profile)
        if name == ANY_PROFILE and level is not Role.OWNER:
            raise InvalidInputError("only OWNER may hold every profile ('*')")
        self._require_rank(level)
        self._write("admin_grant", None if name == ANY_PROFILE else name,
                    lambda s: s.identity.set_membership(pid, name, level.value), targets=[pid], role=level.value)  # fmt: skip

    def revoke(self, principal_id: str, profile: str) -> None:
        pid = _principal_id(principal_id)
        name = profile if profile == ANY_PROFILE else profile_name(profile)
        self._write("admin_grant", None if name == ANY_PROFILE else name,
                    lambda s: s.identity.remove_membership(pid, name), targets=[pid], revoked=True)  # fmt: skip

    def grant_scope(self, principal_id: str, profile: str, scope: str, *, write: bool = False) -> None:
        """Explicit access to one shared scope ('shared:<name>') of a profile."""
        pid, name, parsed = _principal_id(principal_id), profile_name(profile), Scope.parse(scope)
        if parsed.kind is not ScopeKind.SHARED:
            raise InvalidInputError("only shared scopes are granted (personal follows identity, global follows role)")
        self._write("admin_grant", name, lambda s: s.identity.set_scope_grant(pid, name, str(parsed), write),
                    targets=[pid], scope=str(parsed), write=write)  # fmt: skip

    def rebind_profile(self, profile: str) -> int:
        """Advance the profile's generation: every write admitted before (and every session
        opened before) is fenced off. Returns the new generation."""
        name = profile_name(profile)
        return self._write("profile_rebind", name, lambda s: s.catalog.advance_generation(name), targets=[name])

    # -- sessions ---------------------------------------------------------------------------
    def login(self, principal_id: str, password: str, *, profile: str | None = None) -> Session:
        engine, actor = self._engine, self._actor()
        engine.gate.check(actor, "login")
        name = profile_name(self._memory.default_profile if profile is None else profile)
        try:
            pid = _principal_id(principal_id)
        except InvalidInputError:
            pid = ""  # never a principal: the same answer as a wrong password
        with engine.reader.read():
            row = engine.reader.identity.principal(pid)
            roles = dict(engine.reader.identity.memberships(pid)) if row else {}
            generation = engine.reader.catalog.generation(name)
        ok = row is not None and not row.disabled and verify_password(password, row.password_hash)
        if not ok or not (name in roles or ANY_PROFILE in roles):
            decision = PolicyDecision(False, "login", Check.AUTHENTICATION, "invalid credentials or no access to the profile")
            engine.gate.denied(actor, decision, profile=name, target_ids=[pid] if pid else [])
            raise AuthenticationError("invalid credentials or no access to this profile", profile=name)
        token, token_hash = new_session_token()
        now = time.time()
        expires = now + engine.config.spine.session_ttl_seconds
        self._write("login", None, lambda s: s.identity.create_session(token_hash, pid, name, generation, now, expires),
                    targets=[pid], profile_name=name, generation=generation)  # fmt: skip
        return Session(token, pid, name, generation, from_epoch(expires))  # type: ignore[arg-type]

    def logout(self, token: str) -> None:
        hashed = hash_session_token(token)
        self._write("login", None, lambda s: s.identity.revoke_session(hashed, time.time()), logout=True)

    def authenticate(self, token: str, *, transport: Transport = Transport.PYTHON, client_host: str | None = None) -> ActorContext:
        """The actor of a session token, from stored state only. It carries the session's
        guard: every call made with it re-validates the session (access/sessions.py)."""
        hashed = hash_session_token(token) if isinstance(token, str) and token else ""
        return SessionGuard(self._engine, hashed, transport=transport, client_host=client_host).actor()
