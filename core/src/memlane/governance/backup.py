"""Online encrypted backup and atomic restore, with crypto-shredding of erased profiles.

Backup reads one consistent snapshot through a second connection (writers keep going), dumps
each profile logically (storage.dump) and encrypts it under that profile's data key
(keystore); the file layout is in backup_container.

Restore never touches the live database until the very end:
  1. read the file, verify the manifest seal, versions and every section checksum;
  2. decrypt each section; a profile whose key was destroyed is reported as shredded and
     skipped (never silently), a section that fails authentication stops the restore;
  3. build a NEW database file beside the live one, at the backup's schema version, load the
     rows, check the counts, open it through ``Store`` (later migrations); carry the live
     installation state forward (storage.tenancy.INSTALLATION_STATE); forget again whatever
     the live tombstones name (an item erased after the backup must not come back with it);
     integrity-check it;
  4. swap the new file in (governance.swap): close the live connections, make sure no other
     process holds the file, keep the old inode aside, ``os.replace``, reopen. Any failure
     puts the old inode back, so the previous database is byte for byte what it was.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import apsw

from ..__about__ import __version__
from ..errors import (
    EmbeddingDimensionMismatchError,
    EmbeddingModelMismatchError,
    InvalidInputError,
)
from ..ids import fact_id, memory_id
from ..results import _ToDict
from ..storage import Store, dump
from ..storage.dump import ProfileDump, Rows
from ..storage.integrity import check_fts
from ..storage.integrity import check_store as integrity_check
from ..storage.integrity import combine as combine_integrity
from ..storage.tenancy import INSTALLATION_STATE
from ..timeutil import now_utc
from . import backup_container as container
from ._fsutil import atomic_create
from .backup_container import GLOBAL_REF, RestoreFailedError
from .keystore import ProfileKeystore, key_id
from .sealing import Sealer
from .swap import LiveDatabase, remove_leftovers, swap_in


@dataclass(frozen=True)
class BackupReceipt(_ToDict):
    path: str
    backup_id: str
    created_at: datetime
    bytes: int
    sha256: str
    schema_version: int
    profiles: tuple[str, ...]
    # Profiles erased while the backup ran: left out, never written under a new key.
    skipped: tuple[str, ...]
    seconds: float


@dataclass(frozen=True)
class ShreddedSection(_ToDict):
    ref: str
    profile: str | None  # known only while a live profile of that name exists
    reason: str


@dataclass(frozen=True)
class RestoreReport(_ToDict):
    path: str
    backup_id: str
    backup_created_at: str
    schema_version: int
    restored_profiles: tuple[str, ...]
    shredded: tuple[ShreddedSection, ...]
    # Restored rows that erasures made after the backup had tombstoned, erased again.
    reerased: dict[str, int]
    integrity: str
    seconds: float


# -- backup ---------------------------------------------------------------------------------
def create_backup(db_path: Path, dest: str | os.PathLike[str], *, keystore: ProfileKeystore, sealer: Sealer) -> BackupReceipt:
    started = time.perf_counter()
    target = Path(dest).expanduser()
    if target.exists():
        raise InvalidInputError(f"{target} already exists; backups never overwrite a file", path=str(target))
    backup_id = secrets.token_hex(16)
    created_at = now_utc()
    blobs: dict[str, bytes] = {}
    sections: list[dict[str, Any]] = []
    names: list[str] = []
    skipped: list[str] = []
    with dump.snapshot(db_path) as conn:
        schema = int(conn.execute("PRAGMA user_version").fetchone()[0])
        bound = dump.bound_embedding(conn)
        plain = container.encode_global(dump.read_installation(conn))
        key = keystore.global_key(bytes.fromhex(backup_id))
        _add(blobs, sections, "global", GLOBAL_REF, None, container.encrypt_section(key, backup_id, GLOBAL_REF, plain))
        for row in dump.profiles(conn):
            name = str(row["name"])
            ref = keystore.ref(name)
            key = keystore.find(ref) or _first_key(db_path, keystore, row)
            if key is None:
                skipped.append(name)
                continue
            plain = container.encode_profile(dump.read_profile(conn, int(row["id"])))  # type: ignore[arg-type]
            _add(blobs, sections, "profile", ref, key_id(key), container.encrypt_section(key, backup_id, ref, plain))
            names.append(name)
    manifest = {
        "format": container.BACKUP_FORMAT,
        "format_version": container.BACKUP_FORMAT_VERSION,
        "backup_id": backup_id,
        "created_at": created_at.isoformat(),
        "memlane_version": __version__,
        "schema_version": schema,
        "embedding": None if bound is None else {"model": bound[0], "dimension": bound[1]},
        "install_key_id": sealer.key_id,
        "sections": sections,
    }
    _, data = container.write_container(manifest, blobs, sealer)
    # No-overwrite atomic creation, 0600: a reader never sees half a backup.
    if not atomic_create(target, data, mode=0o600):
        raise InvalidInputError(f"{target} appeared while the backup was written; nothing overwritten", path=str(target))
    return BackupReceipt(
        path=str(target),
        backup_id=backup_id,
        created_at=created_at,
        bytes=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        schema_version=schema,
        profiles=tuple(names),
        skipped=tuple(skipped),
        seconds=time.perf_counter() - started,
    )


def _first_key(db_path: Path, keystore: ProfileKeystore, row: dict[str, object]) -> bytes | None:
    """A data key for a profile that has none yet, or None when the profile was erased while
    this backup ran: our snapshot still holds its rows, but its key is gone, and creating a
    new one would make those rows readable again. Checked on the live file (not the
    snapshot) before and after creating the key, so an erasure destroying keys at any moment
    in between cannot leave a fresh key behind."""

    def alive() -> bool:
        with dump.snapshot(db_path) as conn:
            now = dump.profile_row(conn, str(row["name"]))
        return now is not None and (now["id"], now["generation"]) == (row["id"], row["generation"])

    if not alive():
        return None
    key = keystore.key_for(str(row["name"]), create=True)
    if not alive():
        keystore.destroy(str(row["name"]))
        return None
    return key


def _add(blobs: dict[str, bytes], sections: list[dict[str, Any]], kind: str, ref: str, kid: str | None, blob: bytes) -> None:
    file = container.section_file(ref)
    blobs[file] = blob
    sections.append({"kind": kind, "ref": ref, "key_id": kid, "file": file})


# -- restore --------------------------------------------------------------------------------
def restore_backup(
    db_path: Path,
    backup_path: str | os.PathLike[str],
    *,
    keystore: ProfileKeystore,
    sealer: Sealer,
    live: LiveDatabase | None = None,
    expect_embedding: tuple[str, int] | Callable[[str | None], tuple[str, int]] | None = None,
    known_profiles: Iterable[str] = (),
) -> RestoreReport:
    """Replace the database at ``db_path`` with the backup's content (see the module doc).
    ``known_profiles`` (live names) let the report name a shredded section when it can."""
    started = time.perf_counter()
    path = Path(backup_path).expanduser()
    remove_leftovers(db_path)
    manifest, blobs = container.read_container(path, sealer)
    recorded = manifest.get("embedding")
    if callable(expect_embedding):  # the memory chooses by the backup's model
        expect_embedding = expect_embedding(recorded.get("model") if isinstance(recorded, dict) else None)
    _check_embedding(recorded, expect_embedding)
    global_rows, dumps, shredded = _open_sections(manifest, blobs, keystore, known_profiles)
    carried = _live_installation_state(db_path) if live is not None else {}
    token = secrets.token_hex(6)
    fresh = db_path.with_name(f".{db_path.name}.restore-{token}")
    try:
        try:
            _build(fresh, manifest, global_rows, dumps)
            reerased = _check_built(fresh, carried, dumps)
        except apsw.Error as exc:  # the live database was not touched; say so in a typed error
            raise RestoreFailedError(f"rebuilding the database from the backup failed: {exc}") from exc
        swap_in(fresh, db_path, live, token)
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                Path(f"{fresh}{suffix}").unlink()
    return RestoreReport(
        path=str(path),
        backup_id=str(manifest["backup_id"]),
        backup_created_at=str(manifest["created_at"]),
        schema_version=int(manifest["schema_version"]),
        restored_profiles=tuple(str(d.profile["name"]) for d in dumps),
        shredded=tuple(shredded),
        reerased=reerased,
        integrity="ok",
        seconds=time.perf_counter() - started,
    )


def _check_embedding(recorded: Any, expected: tuple[str, int] | None) -> None:
    # Refused before anything is built: a restored index the embedder cannot use would only
    # fail later, at the first recall.
    if not recorded or expected is None:
        return
    model, dimension = recorded.get("model"), recorded.get("dimension")
    if dimension != expected[1]:
        raise EmbeddingDimensionMismatchError(
            f"the backup holds {dimension}-d embeddings from {model!r}; this memory uses {expected[0]!r} ({expected[1]}-d)",
            expected=dimension,
            got=expected[1],
        )
    if model != expected[0]:
        raise EmbeddingModelMismatchError(
            f"the backup was indexed with {model!r}, this memory uses {expected[0]!r}", expected=model, got=expected[0]
        )


def _open_sections(
    manifest: dict[str, Any], blobs: dict[str, bytes], keystore: ProfileKeystore, known: Iterable[str]
) -> tuple[dict[str, Rows], list[ProfileDump], list[ShreddedSection]]:
    backup_id = str(manifest["backup_id"])
    names = {keystore.ref(name): name for name in known}
    global_rows: dict[str, Rows] = {}
    dumps: list[ProfileDump] = []
    shredded: list[ShreddedSection] = []
    for entry in manifest["sections"]:
        ref, blob = entry["ref"], blobs[entry["file"]]
        if entry["kind"] == "global":
            key = keystore.global_key(bytes.fromhex(backup_id))
            global_rows = container.decode_global(container.decrypt_section(key, backup_id, ref, blob))
            continue
        key = keystore.find(ref)
        if key is None:
            shredded.append(ShreddedSection(ref, names.get(ref), "data key destroyed (profile erased)"))
            continue
        if key_id(key) != entry["key_id"]:
            # Same name, new key: the profile was erased and created again after this backup.
            shredded.append(ShreddedSection(ref, names.get(ref), "data key replaced since the backup (profile erased)"))
            continue
        dumps.append(container.decode_profile(container.decrypt_section(key, backup_id, ref, blob), ref))
    return global_rows, dumps, shredded


def _build(fresh: Path, manifest: dict[str, Any], global_rows: dict[str, Rows], dumps: list[ProfileDump]) -> None:
    """Load every row into a new file at the backup's schema version, then verify counts."""
    conn = dump.create_database(fresh, int(manifest["schema_version"]))
    try:
        with dump.loading(conn):  # a constraint the rows violate surfaces here, at commit
            embedding = manifest.get("embedding")
            if embedding:
                dump.bind_vectors(conn, str(embedding["model"]), int(embedding["dimension"]))
            dump.write_installation(conn, global_rows)
            for data in dumps:
                dump.write_profile(conn, data)
        for data in dumps:
            got = dump.count_profile(conn, int(data.profile["id"]), str(data.profile["name"]))  # type: ignore[arg-type]
            if got != data.counts():
                raise RestoreFailedError(
                    f"profile {data.profile['name']!r} restored {got} rows, the backup holds {data.counts()}"
                )
    finally:
        conn.close()


def _live_installation_state(db_path: Path) -> dict[str, Rows]:
    """Identities, sessions, tombstones, fence: read from the live database now, so the
    restore does not roll them back (tenancy.INSTALLATION_STATE says why)."""
    with dump.snapshot(db_path) as conn:
        return dump.read_installation(conn, tuple(INSTALLATION_STATE))


def _check_built(fresh: Path, carried: dict[str, Rows], dumps: list[ProfileDump]) -> dict[str, int]:
    """Carry the live installation state forward, re-apply erasures, integrity-check."""
    store = Store(fresh)  # later migrations and pragmas, exactly as a live open does
    try:
        with store.write():  # committed on its own: deferred foreign keys are checked here
            dump.carry_forward(store.db.conn, carried, INSTALLATION_STATE)
        reerased = _reapply_erasures(store, dumps)
        result = integrity_check(store, full=True)
        if result.ok:
            with store.write():  # the FTS5 check is an INSERT command (it changes nothing)
                result = combine_integrity(result, check_fts(store.db.conn))
    finally:
        store.close()  # last connection: the WAL is checkpointed into the file and removed
    if not result.ok:
        raise RestoreFailedError("the rebuilt database fails its integrity check: " + "; ".join(result.problems[:5]))
    return reerased


def _reapply_erasures(store: Store, dumps: list[ProfileDump]) -> dict[str, int]:
    """Items erased after the backup was taken must not come back with it: the memories and
    facts that the tombstones (carried forward from the live database) name are forgotten
    again, from every index, before the file is swapped in."""
    from ..ingest.writer import fact_hash  # here, not at import: the write path imports us
    from ..lifecycle import forget

    counts = {"memories": 0, "facts": 0}
    for data in dumps:
        pid, name = int(data.profile["id"]), str(data.profile["name"])  # type: ignore[arg-type]
        with store.write():
            if not store.tombstones.any_for(name):
                continue
            keys = dump.memory_keys(store.db.conn, pid)
            texts = dump.fact_texts(store.db.conn, pid)
            keyed = _tombstoned(store, name, "idempotency_key", [k for _, k, _ in keys])
            hashed = _tombstoned(store, name, "content_hash", [h for _, _, h in keys])
            facts = _tombstoned(store, name, "fact_hash", [fact_hash(t) for _, t in texts])
            ids = [memory_id(m) for m, k, h in keys if k in keyed or h in hashed]
            ids += [fact_id(f) for f, t in texts if fact_hash(t) in facts]
            if ids:
                result = forget(store, pid, ids)
                counts["memories"] += len(result.forgotten_memory_ids)
                counts["facts"] += len(result.forgotten_fact_ids)
    return counts


def _tombstoned(store: Store, profile: str, kind: str, values: list[str]) -> set[str]:
    found: set[str] = set()
    for start in range(0, len(values), 5000):  # bounded SQL variable count
        found |= store.tombstones.matching(profile, kind, values[start : start + 5000])
    return found
