"""Password hashing and session tokens: pure helpers, no storage.

Passwords are low-entropy, so they get a deliberately slow, memory-hard hash (argon2id via
argon2-cffi, its default parameters; the encoded hash carries its own parameters and salt).
Session tokens are 256 random bits, so a fast SHA-256 is enough to make a leaked token table
useless, and it lets the transport look a session up by hash in O(1).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from ..errors import InvalidInputError
from ..limits import PASSWORD_CHARS

# The prefix makes leaked tokens recognisable by secret scanners (and by our own scrubber).
SESSION_TOKEN_PREFIX = "mlt_"
_TOKEN_BYTES = 32
_MAX_PASSWORD_CHARS = PASSWORD_CHARS  # argon2 cost is per byte hashed; refuse absurd inputs up front

_hasher = PasswordHasher()


def _check_password(password: object) -> str:
    if not isinstance(password, str):
        raise InvalidInputError(f"password must be a string, got {type(password).__name__}")
    if not password:
        raise InvalidInputError("password must not be empty")
    if len(password) > _MAX_PASSWORD_CHARS:
        raise InvalidInputError(f"password longer than {_MAX_PASSWORD_CHARS} characters")
    try:
        password.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInputError("password is not valid Unicode (a lone surrogate)") from None
    return password


def hash_password(password: str) -> str:
    """Encoded argon2id hash (``$argon2id$v=19$m=…``) with a fresh random salt."""
    return _hasher.hash(_check_password(password))


def verify_password(password: str, password_hash: str) -> bool:
    """True only for the right password. Wrong password, malformed or foreign hash: False
    (callers must not learn *why* a login failed, and neither should an attacker)."""
    if not isinstance(password, str) or not password or not isinstance(password_hash, str):
        return False
    try:
        return _hasher.verify(password_hash, _check_password(password))
    except (VerifyMismatchError, VerificationError, InvalidHashError, InvalidInputError):
        return False


def password_needs_rehash(password_hash: str) -> bool:
    """True when the hash was made with weaker parameters than the current defaults; callers
    rehash after a successful login."""
    try:
        return _hasher.check_needs_rehash(password_hash)
    except (InvalidHashError, ValueError):
        return True


def hash_session_token(token: str) -> str:
    if not isinstance(token, str) or not token:
        raise InvalidInputError("session token must be a non-empty string")
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_session_token() -> tuple[str, str]:
    """``(token, token_hash)``: hand the token to the client once, store only the hash."""
    token = SESSION_TOKEN_PREFIX + secrets.token_urlsafe(_TOKEN_BYTES)
    return token, hash_session_token(token)


def verify_session_token(token: str, token_hash: str) -> bool:
    if not isinstance(token, str) or not token or not isinstance(token_hash, str):
        return False
    return hmac.compare_digest(hash_session_token(token), token_hash)
