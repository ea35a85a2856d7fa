"""Scope keys for the engine: which stored scope a write goes to, which scopes a read may see.

Stored rows carry the governance scope key: ``personal:<principal>``, ``shared:<name>`` or
``global``. The API also takes the bare kinds: on write ``personal`` is the caller's own
scope and ``shared`` the profile's default share (``shared:default``); on read a bare kind
selects every readable scope of that kind. Reads get the resolved key list pushed *into* each
query (channels, get, list, export); an empty list reads nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ..errors import InvalidInputError
from ..governance import (
    ActorContext,
    Scope,
    ScopeAccess,
    ScopeDeniedError,
    ScopeGrant,
    ScopeKind,
    resolve_scope_access,
)
from ..limits import SCOPES_PER_CALL, check_count

DEFAULT_SHARE = "default"
_KINDS = {k.value for k in ScopeKind}


def parse_scope(value: object, actor: ActorContext) -> Scope:
    if not isinstance(value, str):
        raise InvalidInputError(f"scope must be a string, got {type(value).__name__}")
    if value == ScopeKind.PERSONAL.value:
        return Scope.personal(actor.principal_id)
    if value == ScopeKind.SHARED.value:
        return Scope.shared(DEFAULT_SHARE)
    return Scope.parse(value)


def access_for(actor: ActorContext, profile: str, *, implicit_shares: Iterable[str] = ()) -> ScopeAccess:
    """``resolve_scope_access``; the implicit local owner (no users configured) additionally
    holds write grants on ``implicit_shares`` (every share of its own installation)."""
    shares = [Scope.parse(s) for s in implicit_shares]
    if shares:
        grants = {ScopeGrant(profile, s, write=True) for s in shares if s.kind is ScopeKind.SHARED}
        actor = replace(actor, allowed_scopes=actor.allowed_scopes | grants)
    return resolve_scope_access(actor, profile)


def require_writable(access: ScopeAccess, actor: ActorContext, scope: Scope) -> str:
    if not access.can_write(scope):
        raise ScopeDeniedError(
            f"{actor.principal_id} may not write scope {scope} in profile {access.profile!r}",
            principal=actor.principal_id,
            profile=access.profile,
            scope=str(scope),
            access="write",
        )
    return str(scope)


# Rows stored before scope keys existed (schema < 3) carry the bare label 'personal'; they
# belong to the installation's implicit local owner, the only principal there was.
LEGACY_PERSONAL = "personal"


def readable(access: ScopeAccess, requested: Sequence[str] | None, *, extra: Sequence[str] = ()) -> list[str]:
    """The scope keys a read may touch: the readable ones (plus ``extra`` legacy keys),
    narrowed to ``requested`` (bare kinds or full keys). Asking for an unreadable scope
    narrows to nothing, it never widens."""
    keys = (*access.readable_keys(), *extra)
    if requested is None:
        return list(keys)
    if isinstance(requested, str) or not isinstance(requested, Sequence):
        raise InvalidInputError("scopes must be a list of scope names", field="scopes")
    check_count(requested, SCOPES_PER_CALL, "scopes")
    out: list[str] = []
    for item in requested:
        if not isinstance(item, str):
            raise InvalidInputError(f"scope must be a string, got {type(item).__name__}")
        if item in _KINDS and item != "global":
            out.extend(k for k in keys if k.partition(":")[0] == item)
        else:
            key = str(Scope.parse(item))  # raises InvalidScopeError for a malformed key
            if key in keys:
                out.append(key)
    return sorted(set(out))
