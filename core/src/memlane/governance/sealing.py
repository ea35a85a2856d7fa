"""Installation key and HMAC-SHA256 sealing of manifests and receipts.

The key lives in one file created 0600. A key file that group/others can read is treated as
disclosed and refused (we do not "fix" its mode: whoever could read it already may have it).
Seals cover the canonical JSON of the whole document (every field, nested metadata included)
plus a purpose label, so a manifest seal cannot be replayed as an erasure-receipt seal.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from ._fsutil import atomic_create
from .canonical import canonical_json
from .errors import InsecureKeyFileError, KeyFileError, SealInvalidError

KEY_BYTES = 32
SEAL_FIELD = "seal"
_DOMAIN = b"memlane.seal.v1\x00"


def _check_key_file(path: Path) -> None:
    try:
        info = path.stat()
    except OSError as exc:
        raise KeyFileError(f"cannot stat key file {path}: {exc}", path=str(path)) from exc
    if not stat.S_ISREG(info.st_mode):
        raise KeyFileError(f"key file {path} is not a regular file", path=str(path))
    if os.name == "posix":
        if info.st_mode & 0o077:
            raise InsecureKeyFileError(
                f"key file {path} has mode {stat.S_IMODE(info.st_mode):04o}; it must not be "
                "accessible to group or others (expected 0600). Treat the key as disclosed: "
                "rotate it rather than chmod it.",
                path=str(path),
                mode=f"{stat.S_IMODE(info.st_mode):04o}",
            )
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            raise InsecureKeyFileError(
                f"key file {path} is owned by uid {info.st_uid}, not by this user",
                path=str(path),
            )


def load_or_create_key(path: str | os.PathLike[str]) -> bytes:
    """Return the installation key at ``path``, creating it (0600, atomically) if missing.

    Concurrent first use from several processes is safe: creation never overwrites, and the
    losers read the winner's key.
    """
    key_path = Path(path)
    if not key_path.exists():
        atomic_create(key_path, secrets.token_bytes(KEY_BYTES), mode=0o600)
    _check_key_file(key_path)
    data = key_path.read_bytes()
    if len(data) != KEY_BYTES:
        raise KeyFileError(
            f"key file {key_path} holds {len(data)} bytes, expected {KEY_BYTES}; refusing a "
            "truncated or foreign key",
            path=str(key_path),
        )
    return data


class Sealer:
    """Seals and verifies JSON-native documents with one installation key."""

    __slots__ = ("_key",)

    def __init__(self, key: bytes) -> None:
        if not isinstance(key, bytes) or len(key) < 16:
            raise KeyFileError("a sealing key must be at least 16 bytes")
        self._key = key

    def __repr__(self) -> str:  # never show key material
        return "Sealer(<key hidden>)"

    @classmethod
    def from_key_file(cls, path: str | os.PathLike[str]) -> Sealer:
        return cls(load_or_create_key(path))

    @property
    def key_id(self) -> str:
        """Short public identifier of the key (lets a verifier say "sealed with another key")."""
        return hashlib.sha256(b"memlane.key-id\x00" + self._key).hexdigest()[:16]

    def seal(self, payload: Mapping[str, Any], *, purpose: str) -> str:
        message = _DOMAIN + purpose.encode("utf-8") + b"\x00" + canonical_json(payload)
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()

    def mac(self, message: bytes, *, purpose: str) -> str:
        """HMAC-SHA256 of raw bytes under this key (the keyed audit chain), domain-separated by
        ``purpose`` like every seal."""
        return hmac.new(self._key, _DOMAIN + purpose.encode("utf-8") + b"\x00" + message, hashlib.sha256).hexdigest()

    def verify(self, payload: Mapping[str, Any], seal: str, *, purpose: str) -> bool:
        if not isinstance(seal, str):
            return False
        return hmac.compare_digest(self.seal(payload, purpose=purpose), seal)

    # -- documents carrying their own seal -----------------------------------------------------
    def seal_document(self, document: Mapping[str, Any], *, purpose: str) -> dict[str, Any]:
        """A copy of ``document`` with a ``seal`` field over every other field."""
        if SEAL_FIELD in document:
            raise InvalidInputError(f"document already has a {SEAL_FIELD!r} field")
        body = dict(document)
        return {**body, SEAL_FIELD: self.seal(body, purpose=purpose)}

    def verify_document(self, document: Mapping[str, Any], *, purpose: str) -> bool:
        if not isinstance(document, Mapping) or SEAL_FIELD not in document:
            return False
        body = {k: v for k, v in document.items() if k != SEAL_FIELD}
        try:
            return self.verify(body, document[SEAL_FIELD], purpose=purpose)
        except ValueError:  # not canonically encodable → cannot be a document we sealed
            return False

    def require_document(self, document: Mapping[str, Any], *, purpose: str) -> dict[str, Any]:
        """The document without its seal, or :class:`SealInvalidError`."""
        if not self.verify_document(document, purpose=purpose):
            raise SealInvalidError(
                f"{purpose} seal does not verify: the document was modified or sealed with "
                "another installation key",
                purpose=purpose,
            )
        return {k: v for k, v in document.items() if k != SEAL_FIELD}
