"""Files of the HNSW tier: one faiss index per profile under ``<data dir>/ann/``, a JSON sidecar
describing it, a lock file and the list of fact ids erased since the tier last rebuilt.

``profile-<id>.faiss``   the index (derived; never backed up or exported, restore rebuilds it)
``profile-<id>.json``    model, dimension, database epoch, count, watermark (highest fact id
                         included), generation (bumped on every rewrite; other processes
                         reload when it changes: one ``stat`` per query)
``profile-<id>.lock``    ``flock``: one writer of a profile's files at a time, across processes
``profile-<id>.late``    fact ids at or below the watermark whose vector was stored after the
                         build (a redriven projection): searched exactly with the delta until
                         maintenance adds them to the graph
``profile-<id>.forget``  fact ids erased from this profile (ids only): every build zeroes
                         them before it publishes, so a build that read a vector just before its
                         erasure committed cannot bring it back (kept: erasures are rare)

Every file is written to a temporary name, fsynced and renamed over the old one, then the
directory is fsynced: a crash leaves the old file or the new one, never a torn one. Deleting the
directory loses nothing (SQLite is the source of truth).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from ..governance._fsutil import atomic_replace, fsync_dir

ANN_DIRNAME = "ann"


@dataclass(frozen=True)
class Sidecar:
    model: str
    dimension: int
    epoch: str  # the database's ann epoch (meta): an index of another database is never used
    count: int  # vectors in the index, zeroed (erased) ones included
    watermark: int  # highest fact id included; newer facts are the exactly searched delta
    generation: int
    kind: str = "hnsw-sq8"
    build_seconds: float = 0.0  # the last full build (benchmarks and operators read it)


class ProfileFiles:
    def __init__(self, directory: Path, profile_id: int) -> None:
        self.directory = directory
        stem = f"profile-{int(profile_id)}"
        self.index = directory / f"{stem}.faiss"
        self.sidecar = directory / f"{stem}.json"
        self.lock_path = directory / f"{stem}.lock"
        self.forget_path = directory / f"{stem}.forget"
        self.late_path = directory / f"{stem}.late"

    # -- reading ----------------------------------------------------------------------------
    def sidecar_stamp(self) -> tuple[int, int] | None:
        """(mtime ns, size) of the sidecar, or None: the cheap per-query freshness probe."""
        try:
            st = os.stat(self.sidecar)
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size)

    def read_sidecar(self) -> Sidecar | None:
        """The sidecar, or None when missing or unreadable (treated as no index)."""
        try:
            data = json.loads(self.sidecar.read_text(encoding="utf-8"))
            return Sidecar(**data)
        except (OSError, ValueError, TypeError):
            return None

    def forgotten(self) -> set[int]:
        return _read_ids(self.forget_path)

    def late(self) -> set[int]:
        return _read_ids(self.late_path)

    def note_late(self, fact_ids: list[int]) -> None:
        """Add ids to the late list (under ``locked``)."""
        known = self.late() | {int(f) for f in fact_ids}
        write_atomic(self.late_path, " ".join(str(f) for f in sorted(known)).encode("ascii"))

    def clear_late(self, fact_ids: set[int]) -> None:
        """Remove ids the graph now holds (under ``locked``)."""
        kept = self.late() - fact_ids
        if kept:
            write_atomic(self.late_path, " ".join(str(f) for f in sorted(kept)).encode("ascii"))
        else:
            with contextlib.suppress(FileNotFoundError):
                self.late_path.unlink()

    # -- writing ----------------------------------------------------------------------------
    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        with open(self.lock_path, "a+") as handle:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)

    def note_forgotten(self, fact_ids: list[int]) -> None:
        """Append erased ids (under ``locked``). Ids only, never vectors."""
        known = self.forgotten() | {int(f) for f in fact_ids}
        write_atomic(self.forget_path, " ".join(str(f) for f in sorted(known)).encode("ascii"))

    def publish(self, index_bytes_writer, sidecar: Sidecar) -> None:  # type: ignore[no-untyped-def]
        """Write the index (through ``index_bytes_writer(path)``), then the sidecar that names
        it; both atomically. A reader that sees the new sidecar finds the new index."""
        self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        tmp = self.index.with_name(f".{self.index.name}.tmp-{os.getpid()}")
        try:
            index_bytes_writer(str(tmp))
            os.chmod(tmp, 0o600)  # derived from the memories: as private as the databases
            _fsync_path(tmp)
            os.replace(tmp, self.index)
        finally:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()
        write_atomic(self.sidecar, json.dumps(asdict(sidecar), sort_keys=True).encode("utf-8"))

    def remove(self) -> None:
        """Delete the index and its sidecar (the tier falls back until a rebuild)."""
        for path in (self.sidecar, self.index, self.late_path):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        fsync_dir(self.directory)


def _read_ids(path: Path) -> set[int]:
    try:
        text = path.read_text(encoding="ascii")
    except OSError:
        return set()
    return {int(t) for t in text.split() if t.isdigit()}


def write_atomic(path: Path, data: bytes) -> None:
    """The shared atomic replace (temp + fsync + rename + directory fsync), 0600 in a 0700
    directory like the databases."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    atomic_replace(path, data, mode=0o600)


def _fsync_path(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
