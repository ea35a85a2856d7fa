"""The backup file: a zip holding a sealed manifest and one encrypted section per profile.

    manifest.json          format/version, ids, times, versions, embedding model, the section
                           list with sizes and SHA-256; sealed (HMAC, installation key)
    sections/global.bin    installation-wide tables (meta …), key derived from the install key
    sections/<ref>.bin     one per profile, AES-256-GCM under that profile's data key

Members are stored, not deflated: each section is zlib-compressed before it is encrypted
(ciphertext does not compress). Every section is encrypted under a subkey derived from its
data key and the backup id, with the format, backup id and ref as associated data, so a
section cannot be moved to another backup or another profile's slot without failing.
Compress-then-encrypt leaks nothing useful here: there is no attacker-chosen input mixed
with secrets and observed repeatedly (the CRIME/BREACH setting).
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import secrets
import zipfile
import zlib
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..errors import InvalidInputError, SchemaTooNewError, StorageError
from ..storage.dump import ProfileDump, Rows
from ..storage.migrations import latest_version
from .errors import GovernanceIntegrityError, SealInvalidError
from .keystore import derive_key
from .sealing import Sealer

BACKUP_FORMAT = "memlane.backup"
BACKUP_FORMAT_VERSION = 1
MANIFEST_NAME = "manifest.json"
MANIFEST_PURPOSE = "backup-manifest"
GLOBAL_REF = "global"
_SECTION_MAGIC = b"MLBS\x01"
_NONCE_BYTES = 12
_MAX_MANIFEST_BYTES = 16 << 20
_REF = re.compile(r"[0-9a-f]{32}")


# -- errors ---------------------------------------------------------------------------------
class BackupFormatError(InvalidInputError):
    """Not a memlane backup, or a format version this memlane cannot read."""

    code = "backup_format"


class BackupIntegrityError(GovernanceIntegrityError):
    """The backup was modified, damaged, or sealed by another installation."""

    code = "backup_integrity"


class BackupSchemaTooNewError(SchemaTooNewError):
    """The backup was taken by a memlane with a newer database schema than this one."""

    code = "backup_schema_too_new"


class RestoreFailedError(StorageError):
    """Rebuilding or checking the restored database failed; the live database is untouched."""

    code = "restore_failed"


# -- payload encoding -----------------------------------------------------------------------
def _tag_bytes(value: object) -> object:
    if isinstance(value, bytes):
        return {"$b": base64.b64encode(value).decode("ascii")}
    raise TypeError(f"cannot encode {type(value).__name__}")


def _untag(obj: dict[str, Any]) -> object:
    if len(obj) == 1 and "$b" in obj:
        return base64.b64decode(obj["$b"])
    return obj


# Level 1: most of a section is float32 embeddings, which barely compress at any level
# (measured on 10k facts: 18.0 MB at level 1 in 0.8 s, 17.5 MB at level 6 in 1.3 s).
_ZLIB_LEVEL = 1


def _rows_out(rows: Rows) -> dict[str, Any]:
    return {"columns": list(rows.columns), "rows": rows.rows}


def _rows_in(obj: object, where: str) -> Rows:
    if not isinstance(obj, dict) or not isinstance(obj.get("columns"), list) or not isinstance(obj.get("rows"), list):
        raise BackupFormatError(f"malformed rows in {where}")
    cols = tuple(obj["columns"])
    if not all(isinstance(c, str) for c in cols) or not all(isinstance(r, list) and len(r) == len(cols) for r in obj["rows"]):
        raise BackupFormatError(f"malformed rows in {where}")
    return Rows(cols, obj["rows"])


def encode_profile(data: ProfileDump) -> bytes:
    payload = {
        "profile": data.profile,
        "tables": {name: _rows_out(rows) for name, rows in data.tables.items()},
        "fts": _rows_out(data.fts),
        "vectors": None if data.vectors is None else _rows_out(data.vectors),
        "counts": data.counts(),
    }
    return zlib.compress(json.dumps(payload, default=_tag_bytes, separators=(",", ":")).encode("utf-8"), _ZLIB_LEVEL)


def decode_profile(blob: bytes, ref: str) -> ProfileDump:
    obj = _decode(blob, ref)
    if not isinstance(obj.get("profile"), dict) or not isinstance(obj.get("tables"), dict):
        raise BackupFormatError(f"section {ref} is not a profile dump")
    data = ProfileDump(
        profile=obj["profile"],
        tables={name: _rows_in(rows, f"{ref}/{name}") for name, rows in obj["tables"].items()},
        fts=_rows_in(obj.get("fts"), f"{ref}/fts"),
        vectors=None if obj.get("vectors") is None else _rows_in(obj["vectors"], f"{ref}/vectors"),
    )
    if obj.get("counts") != data.counts():
        raise BackupFormatError(f"section {ref}: row counts do not match its own header")
    return data


def encode_global(tables: dict[str, Rows]) -> bytes:
    payload = {"tables": {name: _rows_out(rows) for name, rows in tables.items()}}
    return zlib.compress(json.dumps(payload, default=_tag_bytes, separators=(",", ":")).encode("utf-8"), _ZLIB_LEVEL)


def decode_global(blob: bytes) -> dict[str, Rows]:
    obj = _decode(blob, GLOBAL_REF)
    if not isinstance(obj.get("tables"), dict):
        raise BackupFormatError("the global section is malformed")
    return {name: _rows_in(rows, f"global/{name}") for name, rows in obj["tables"].items()}


def _decode(blob: bytes, ref: str) -> dict[str, Any]:
    try:
        obj = json.loads(zlib.decompress(blob), object_hook=_untag)
    except (zlib.error, ValueError) as exc:
        raise BackupFormatError(f"section {ref} does not decode: {exc}") from exc
    if not isinstance(obj, dict):
        raise BackupFormatError(f"section {ref} is malformed")
    return obj


# -- encryption -----------------------------------------------------------------------------
def _section_cipher(key: bytes, backup_id: str, ref: str) -> tuple[AESGCM, bytes]:
    subkey = derive_key(key, b"memlane.backup.section.v1\x00" + ref.encode("ascii"), bytes.fromhex(backup_id))
    aad = f"{BACKUP_FORMAT}/{BACKUP_FORMAT_VERSION}/{backup_id}/{ref}".encode("ascii")
    return AESGCM(subkey), aad


def encrypt_section(key: bytes, backup_id: str, ref: str, plaintext: bytes) -> bytes:
    cipher, aad = _section_cipher(key, backup_id, ref)
    nonce = secrets.token_bytes(_NONCE_BYTES)
    return _SECTION_MAGIC + nonce + cipher.encrypt(nonce, plaintext, aad)


def decrypt_section(key: bytes, backup_id: str, ref: str, blob: bytes) -> bytes:
    if not blob.startswith(_SECTION_MAGIC) or len(blob) < len(_SECTION_MAGIC) + _NONCE_BYTES + 16:
        raise BackupIntegrityError(f"section {ref} is not an encrypted memlane section")
    cipher, aad = _section_cipher(key, backup_id, ref)
    start = len(_SECTION_MAGIC)
    try:
        return cipher.decrypt(blob[start : start + _NONCE_BYTES], blob[start + _NONCE_BYTES :], aad)
    except InvalidTag as exc:
        raise BackupIntegrityError(f"section {ref} fails authentication: it was modified") from exc


# -- the container --------------------------------------------------------------------------
def section_file(ref: str) -> str:
    return f"sections/{ref}.bin"


def write_container(manifest: dict[str, Any], blobs: dict[str, bytes], sealer: Sealer) -> tuple[dict[str, Any], bytes]:
    """(sealed manifest, zip bytes). ``manifest['sections']`` gains sizes and checksums."""
    for entry in manifest["sections"]:
        data = blobs[entry["file"]]
        entry["bytes"] = len(data)
        entry["sha256"] = hashlib.sha256(data).hexdigest()
    sealed = sealer.seal_document(manifest, purpose=MANIFEST_PURPOSE)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as archive:
        archive.writestr(MANIFEST_NAME, json.dumps(sealed, indent=2, sort_keys=True))
        for entry in manifest["sections"]:
            archive.writestr(entry["file"], blobs[entry["file"]])
    return sealed, buffer.getvalue()


def read_container(path: Path, sealer: Sealer) -> tuple[dict[str, Any], dict[str, bytes]]:
    """Verified manifest (seal first, then versions) and every section, checksums checked."""
    if not path.is_file():
        raise BackupFormatError(f"no backup file at {path}", path=str(path))
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise BackupFormatError(f"{path} is not a memlane backup ({exc})", path=str(path)) from exc
    with archive:
        names = set(archive.namelist())
        if MANIFEST_NAME not in names or archive.getinfo(MANIFEST_NAME).file_size > _MAX_MANIFEST_BYTES:
            raise BackupFormatError(f"{path} has no memlane backup manifest", path=str(path))
        try:
            document = json.loads(archive.read(MANIFEST_NAME))
        except (zipfile.BadZipFile, ValueError) as exc:
            raise BackupIntegrityError(f"{path}: the manifest is damaged ({exc})", path=str(path)) from exc
        manifest = verify_manifest(document, sealer)
        files = {entry["file"] for entry in manifest["sections"]}
        if names != files | {MANIFEST_NAME}:
            raise BackupIntegrityError(f"{path}: members differ from the sealed section list", path=str(path))
        blobs = {}
        for entry in manifest["sections"]:
            try:
                data = archive.read(entry["file"])
            except zipfile.BadZipFile as exc:  # zip CRC mismatch: damaged in place
                raise BackupIntegrityError(f"{path}: section {entry['ref']} is damaged ({exc})", path=str(path)) from exc
            if len(data) != entry["bytes"] or hashlib.sha256(data).hexdigest() != entry["sha256"]:
                raise BackupIntegrityError(f"{path}: section {entry['ref']} does not match its sealed checksum", path=str(path))
            blobs[entry["file"]] = data
    return manifest, blobs


def verify_manifest(document: object, sealer: Sealer) -> dict[str, Any]:
    if not isinstance(document, dict) or document.get("format") != BACKUP_FORMAT:
        raise BackupFormatError("not a memlane backup manifest")
    version = document.get("format_version")
    if not isinstance(version, int) or not 1 <= version <= BACKUP_FORMAT_VERSION:
        raise BackupFormatError(f"backup format version {version!r} is not one this memlane reads (<= {BACKUP_FORMAT_VERSION})")
    if document.get("install_key_id") != sealer.key_id:
        raise BackupIntegrityError(
            "this backup was sealed by another installation key (or its key id was altered); "
            "restore it with the keys directory of the installation that made it"
        )
    try:
        manifest = sealer.require_document(document, purpose=MANIFEST_PURPOSE)
    except SealInvalidError as exc:
        raise BackupIntegrityError(f"backup manifest seal does not verify: {exc.message}") from exc
    # Sealed, so the fields are ours; the shape is still checked before anything uses it.
    schema = manifest.get("schema_version")
    if not isinstance(schema, int) or schema < 1:
        raise BackupFormatError("backup manifest has no valid schema version")
    if schema > latest_version():
        raise BackupSchemaTooNewError(
            f"this backup has database schema version {schema}, newer than this memlane supports "
            f"({latest_version()}); restore it with a newer memlane. Nothing was changed.",
            found=schema,
            supported=latest_version(),
        )
    sections = manifest.get("sections")
    if not isinstance(sections, list) or sum(1 for s in sections if isinstance(s, dict) and s.get("kind") == "global") != 1:
        raise BackupFormatError("backup manifest has a malformed section list")
    for entry in sections:
        ref = entry.get("ref")
        ok_ref = ref == GLOBAL_REF if entry.get("kind") == "global" else (entry.get("kind") == "profile" and isinstance(ref, str) and _REF.fullmatch(ref))
        if not ok_ref or entry.get("file") != section_file(ref) or not isinstance(entry.get("bytes"), int) or not isinstance(entry.get("sha256"), str):
            raise BackupFormatError(f"backup manifest has a malformed section entry: {entry!r}")
    return manifest
