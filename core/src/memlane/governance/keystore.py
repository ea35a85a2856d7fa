"""Per-profile data keys, the basis of crypto-shredding in backups.

Each profile gets a random 256-bit data key (DEK); every backup section holding that
profile's rows is AES-256-GCM encrypted under it. Erasing a profile destroys its key file, so
its sections in every backup ever written become unreadable while other profiles restore.

Storage: ``<data_dir>/keys/<ref>.key``, one file per profile, created 0600 with no-overwrite
atomic creation (two processes racing to create a key agree on one). The DEK in the file is
wrapped (AES-256-GCM) under a key-encryption key derived by HKDF from the installation key
(``keys/install.key``, the same file that seals manifests). ``<ref>`` is an HMAC of the
profile name under the installation key: neither key file names nor backup manifests carry
profile names, so a shredded profile's name does not linger in old backups either.

Threat model, honestly:
- Protected: a backup file on its own (copied to a NAS, a cloud bucket, a stolen disk) reveals
  no memory content and no profile names, only sizes, times, schema/model versions. Whoever
  holds a backup but not this installation's keys directory cannot read or forge it.
- Crypto-shredding holds only while no other copy of the destroyed key file exists. A
  filesystem snapshot or a copy of the data directory that includes ``keys/`` defeats it: keep
  backups of ``keys/`` out of long-lived storage, or rotate them when a profile is erased.
- ``destroy`` overwrites the file before unlinking it; on SSDs (wear levelling) and
  copy-on-write filesystems (btrfs, ZFS, APFS) old blocks may survive physically. A
  recovered block still needs the installation key to unwrap, which lives next to it, so
  treat the overwrite as best effort, not a guarantee against forensic recovery.
- Not protected: anyone who can read the data directory. The live database is plaintext and
  the installation key sits beside the wrapped keys; wrapping only makes a stray copy of
  ``keys/*.key`` useless without ``install.key``. Access to the data directory is the
  operating system's job (0700 directory, 0600 files, full-disk encryption).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import re
import secrets
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from ._fsutil import atomic_create, fsync_dir
from .errors import KeyFileError
from .sealing import _check_key_file, load_or_create_key

KEYS_DIRNAME = "keys"
INSTALL_KEY_FILENAME = "install.key"
DATA_KEY_BYTES = 32
_MAGIC = b"MLDK\x01"  # memlane data key, file format 1
_NONCE_BYTES = 12
_FILE_BYTES = len(_MAGIC) + _NONCE_BYTES + DATA_KEY_BYTES + 16  # + GCM tag
_REF = re.compile(r"[0-9a-f]{32}")


class ProfileKeyMissingError(KeyFileError):
    """The profile's data key does not exist (never created, or destroyed by an erasure)."""

    code = "profile_key_missing"


def install_key_path(data_dir: str | os.PathLike[str]) -> Path:
    return Path(data_dir) / KEYS_DIRNAME / INSTALL_KEY_FILENAME


def key_id(key: bytes) -> str:
    """Public fingerprint of a data key: tells "the key that wrote this is gone" (a new key
    under the same profile name) apart from "this ciphertext was tampered with"."""
    return hashlib.sha256(b"memlane.data-key-id\x00" + key).hexdigest()[:16]


def derive_key(secret: bytes, info: bytes, salt: bytes | None = None) -> bytes:
    """HKDF-SHA256: a 256-bit key for one purpose (``info``) from a secret."""
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(secret)


class ProfileKeystore:
    """Data keys of one installation. Nothing is cached: every call reads the key file, so a
    key destroyed by another process is gone for this one too (a cached key would let a later
    backup encrypt under a key nobody can load any more)."""

    def __init__(self, data_dir: str | os.PathLike[str], *, install_key: bytes | None = None) -> None:
        self.directory = Path(data_dir) / KEYS_DIRNAME
        self._install = install_key

    def __repr__(self) -> str:  # never show key material
        return f"ProfileKeystore({str(self.directory)!r})"

    @property
    def _install_key(self) -> bytes:
        if self._install is None:
            self._install = self.install_key()
        return self._install

    def install_key(self) -> bytes:
        """The installation key (``keys/install.key``), created 0600 on first use; it also
        seals backup manifests."""
        if self._install is not None:
            return self._install
        self._ensure_directory()
        return load_or_create_key(self.directory / INSTALL_KEY_FILENAME)

    def _ensure_directory(self) -> None:
        if not self.directory.exists():
            self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)

    # -- names ------------------------------------------------------------------------------
    def ref(self, profile: str) -> str:
        """Opaque, stable reference of a profile name (HMAC under the installation key)."""
        mac = hmac.new(self._install_key, b"memlane.profile-ref.v1\x00" + profile.encode("utf-8"), hashlib.sha256)
        return mac.hexdigest()[:32]

    def _path(self, ref: str) -> Path:
        if not _REF.fullmatch(ref):  # refs also arrive from backup manifests
            raise KeyFileError(f"malformed profile key reference {ref!r}")
        return self.directory / f"{ref}.key"

    # -- keys -------------------------------------------------------------------------------
    def key_for(self, profile: str, *, create: bool = True) -> bytes:
        ref = self.ref(profile)
        key = self.find(ref)
        if key is not None:
            return key
        if not create:
            raise ProfileKeyMissingError(f"profile {profile!r} has no data key (erased or never backed up)", profile=profile)
        self._ensure_directory()
        atomic_create(self._path(ref), self._wrap(ref, secrets.token_bytes(DATA_KEY_BYTES)), mode=0o600)
        key = self.find(ref)  # the winner's key if another process created it first
        assert key is not None
        return key

    def find(self, ref: str) -> bytes | None:
        """The data key behind ``ref``, or None when there is none (destroyed or never made)."""
        path = self._path(ref)
        if not path.exists():
            return None
        _check_key_file(path)
        return self._unwrap(ref, path.read_bytes(), path)

    def has_key(self, profile: str) -> bool:
        return self._path(self.ref(profile)).exists()

    def destroy(self, profile: str) -> bool:
        """Make the profile's data key unrecoverable: overwrite the file in place, fsync,
        unlink, fsync the directory. True if a key existed."""
        path = self._path(self.ref(profile))
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            return False
        with contextlib.suppress(FileNotFoundError), path.open("r+b") as handle:
            handle.write(secrets.token_bytes(max(size, _FILE_BYTES)))
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        fsync_dir(self.directory)
        return True

    def global_key(self, salt: bytes) -> bytes:
        """Key for installation-wide backup sections (no profile to shred them with)."""
        return derive_key(self._install_key, b"memlane.backup.global.v1", salt)

    # -- wrapping ---------------------------------------------------------------------------
    def _kek(self) -> AESGCM:
        return AESGCM(derive_key(self._install_key, b"memlane.key-wrap.v1"))

    def _wrap(self, ref: str, key: bytes) -> bytes:
        nonce = secrets.token_bytes(_NONCE_BYTES)
        return _MAGIC + nonce + self._kek().encrypt(nonce, key, _MAGIC + ref.encode("ascii"))

    def _unwrap(self, ref: str, blob: bytes, path: Path) -> bytes:
        if len(blob) != _FILE_BYTES or not blob.startswith(_MAGIC):
            raise KeyFileError(f"data key file {path} is truncated or not a memlane key file", path=str(path))
        nonce = blob[len(_MAGIC) : len(_MAGIC) + _NONCE_BYTES]
        try:
            # The ref is authenticated too: a key file renamed to another profile's ref fails.
            return self._kek().decrypt(nonce, blob[len(_MAGIC) + _NONCE_BYTES :], _MAGIC + ref.encode("ascii"))
        except InvalidTag as exc:
            raise KeyFileError(
                f"data key file {path} does not unwrap: it was modified, moved from another "
                "profile, or the installation key was replaced",
                path=str(path),
            ) from exc
