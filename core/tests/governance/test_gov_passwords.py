"""Password hashing (argon2) and session tokens stored only as hashes."""

from __future__ import annotations

import hashlib

import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    hash_password,
    hash_session_token,
    new_session_token,
    password_needs_rehash,
    verify_password,
    verify_session_token,
)


def test_password_round_trip_and_wrong_password() -> None:
    stored = hash_password("correct horse battery staple")
    assert stored.startswith("$argon2id$")
    assert "correct horse" not in stored
    assert verify_password("correct horse battery staple", stored)
    assert not verify_password("correct horse battery stapl", stored)
    assert not verify_password("", stored)


def test_hashes_are_salted() -> None:
    assert hash_password("same") != hash_password("same")


def test_malformed_or_foreign_hashes_do_not_verify() -> None:
    for bad in ("", "not-a-hash", hashlib.sha256(b"pw").hexdigest(), "$argon2id$v=19$garbage"):
        assert not verify_password("pw", bad)
    assert password_needs_rehash("not-a-hash")
    assert not password_needs_rehash(hash_password("pw"))


@pytest.mark.parametrize("bad", ["", None, b"bytes", "x" * 5000])
def test_hash_password_rejects_bad_input(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        hash_password(bad)  # type: ignore[arg-type]


def test_session_tokens() -> None:
    token, token_hash = new_session_token()
    assert token.startswith("mlt_") and len(token) > 40
    assert token_hash == hashlib.sha256(token.encode()).hexdigest() == hash_session_token(token)
    assert token not in token_hash
    assert verify_session_token(token, token_hash)
    other, _ = new_session_token()
    assert other != token
    assert not verify_session_token(other, token_hash)
    assert not verify_session_token("", token_hash)
    assert not verify_session_token(token, "")
