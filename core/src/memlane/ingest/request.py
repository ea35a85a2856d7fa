"""A validated remember request: what one call (or one import record) asks to store."""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from typing import Any

from .. import limits
from ..errors import InvalidInputError, InvalidScopeError
from ..timeutil import TimeLike, now_utc, to_epoch
from .gate import validate_content

SCOPES = ("personal", "shared", "global")


@dataclass(frozen=True)
class RememberRequest:
    content: str
    profile: str
    scope: str
    session_id: str | None
    speaker: str | None
    role: str | None
    observed_at: float
    metadata: dict[str, Any]
    idempotency_key: str
    content_hash: str
    # False when the key was derived from the content (it is re-derived after scrubbing).
    explicit_key: bool = False


def default_idempotency_key(content_hash: str, session: str | None, speaker: str | None) -> str:
    """Same words, same session, same speaker = the same memory: a replayed import is a no-op."""
    return hashlib.sha256(json.dumps([content_hash, session, speaker], ensure_ascii=False).encode("utf-8")).hexdigest()


def validate_scope(scope: object) -> str:
    """A bare kind (personal/shared/global) or a full key (personal:<id>, shared:<name>);
    the engine maps it to the stored key for the calling actor."""
    if not isinstance(scope, str):
        raise InvalidScopeError(f"scope must be a string, got {type(scope).__name__}")
    if scope in SCOPES:
        return scope
    kind, sep, name = scope.partition(":")
    if kind not in ("personal", "shared") or not sep or not name or name != name.strip() or not name.isprintable():
        raise InvalidScopeError(
            f"scope must be one of {', '.join(SCOPES)}, 'personal:<principal>' or 'shared:<name>'; got {scope!r}"
        )
    return scope


def _optional_text(value: object, field: str, *, max_len: int = limits.TEXT_FIELD_CHARS) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInputError(f"{field} must be a string, got {type(value).__name__}")
    value = validate_content(value, max_bytes=max_len * 4, field=field).strip()
    return limits.check_chars(value, max_len, field)


def _metadata(value: object) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInputError(f"metadata must be a JSON object (dict), got {type(value).__name__}")
    limits.check_json(value, field="metadata", max_bytes=limits.METADATA_BYTES)
    return value


def _encodable(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate cannot be stored
        return False
    return True


def profile_name(value: object) -> str:
    if not isinstance(value, str) or not value.strip() or "\x00" in value or not _encodable(value):
        raise InvalidInputError(f"profile must be a non-empty string without NUL, got {value!r}"[:300], field="profile")
    return limits.check_chars(value, limits.PROFILE_CHARS, "profile")


def build_request(
    content: object,
    *,
    profile: str,
    scope: str = "personal",
    session_id: object = None,
    speaker: object = None,
    role: object = None,
    observed_at: TimeLike | None = None,
    metadata: object = None,
    idempotency_key: object = None,
    max_bytes: int,
) -> RememberRequest:
    text = validate_content(content, max_bytes=max_bytes)
    scope = validate_scope(scope)
    session = _optional_text(session_id, "session_id")
    who = _optional_text(speaker, "speaker")
    observed = to_epoch(observed_at, field="observed_at") if observed_at is not None else now_utc().timestamp()
    if not math.isfinite(observed):
        raise InvalidInputError("observed_at must be a finite time")
    content_hash = hashlib.sha256(text.encode("utf-8")).hexdigest()
    if idempotency_key is None:
        key = default_idempotency_key(content_hash, session, who)
    else:
        key = _optional_text(idempotency_key, "idempotency_key", max_len=limits.IDEMPOTENCY_KEY_CHARS) or ""
        if not key:
            raise InvalidInputError("idempotency_key must not be empty")
    return RememberRequest(
        content=text,
        profile=profile_name(profile),
        scope=scope,
        session_id=session,
        speaker=who,
        role=_optional_text(role, "role", max_len=limits.ROLE_CHARS),
        observed_at=observed,
        metadata=_metadata(metadata),
        idempotency_key=key,
        content_hash=content_hash,
        explicit_key=idempotency_key is not None,
    )
