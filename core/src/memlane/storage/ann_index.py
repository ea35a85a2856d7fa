"""The HNSW tier of the vector index: one faiss graph per large profile, a derived file.

Why: the bit tier (vector_tiers.py) scans every code of a profile, so it is linear in N (~20 ms
and recall@10 0.82 at 100k MiniLM vectors here); an HNSW graph's search is sublinear
(measured in docs/benchmarks.md: recall@10 0.97 at 100k with the width below, p50 6.7 ms on
a loaded machine, where the bit tier gave 0.82 in 40 ms). Why ``IndexHNSWSQ`` with a 4-bit
scalar quantiser and M=16: 192 B of codes + ~130 B of graph per vector, ~0.33 GB at 1M facts
(SQ8 with M=32 was ~0.65 GB, and growing the graph in place briefly doubles its largest array),
at the same quality: recall@10 0.973 against 0.978 for SQ8/M=32 on the same 100k MiniLM
vectors, both 0.99+ counting ties (docs/benchmarks.md); ``HNSWFlat`` would need 1.8 GB. The
quantiser's error does not reach results: candidates are oversampled and rescored with the
exact float32 rows from SQLite (``facts_vec_f32``), so the order is exact among them, and a
fact deleted from SQLite drops out even while the file still lists it.

Consistency (SQLite stays the source of truth; the file is a projection of it):
- Building and extending are proportional to N and run only in maintenance (``maintain``:
  the engine's background tick and ``Memory.maintain``), never in a user's write. Facts newer
  than the file's watermark are the delta, searched exactly from SQLite through
  ``facts_by_profile_id``; a delta above ``DELTA_BUDGET`` (or no file, a corrupt one, one of
  another model or database) hands the query back to the bit tier.
- Erasure (``forget``) zeroes the erased vectors' codes and labels in the graph, records the
  ids in the forget list and rewrites the file atomically before the vector owner's proof runs;
  a build publishes only after zeroing every id on that list, so a build that read a vector
  just before its erasure committed cannot resurrect it.
- Other processes on the same data directory reload when the sidecar changes (one ``stat``).
- Without faiss the tier is simply absent (logged once): the bit tier answers.
"""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import apsw
import numpy as np

from .ann_files import ANN_DIRNAME, ProfileFiles, Sidecar

if TYPE_CHECKING:
    from .vectors import VectorIndex

try:  # an optional accelerator: the engine works (bit tier) without it
    import faiss
except ImportError:  # pragma: no cover - depends on the platform's wheels
    faiss = None

log = logging.getLogger(__name__)
_warned = threading.Event()

EPOCH_KEY = "ann_epoch"  # meta: random per database, so an index file of another database is refused
HNSW_FROM = 20_000  # maintenance builds a graph for profiles with more facts than this
DELTA_BUDGET = 2_000  # facts newer than the watermark searched exactly; more → bit tier
EXTEND_AT = 500  # the background tick extends a graph once its delta reaches this
# Search width: measured at 100k MiniLM vectors (docs/benchmarks.md), efSearch/candidates
# 128/100 gave recall@10 0.84, 512/400 0.95, 1024/800 0.97 (tie-aware 0.99) at p50 6.7 ms on a
# loaded machine (numpy floor 7.5 ms): the generator's near-duplicate sentences need the width.
M, EF_CONSTRUCTION, EF_SEARCH = 16, 40, 1024
QUANTISER = "QT_4bit"  # faiss.ScalarQuantizer type of the graph's codes (see the module doc)
MIN_CANDIDATES = 800  # graph candidates rescored exactly
SCOPED_OVERSAMPLE = 4  # more candidates when some scopes are unreadable (they are filtered out)
READ_CHUNK = 10_000  # rows per short read transaction while building
TRAIN_ROWS = 50_000  # vectors the scalar quantiser's ranges are trained on


def available() -> bool:
    if faiss is None and not _warned.is_set():
        _warned.set()
        log.warning("faiss is not installed: large profiles use the bit-quantised vector tier only")
    return faiss is not None


@dataclass
class _Loaded:
    stamp: tuple[int, int] | None
    sidecar: Sidecar | None
    index: Any  # faiss.IndexIDMap over IndexHNWSQ; None when the file is corrupt
    lock: threading.RLock


# One copy per process and file, shared by the reader and writer connections' tiers.
_LOADED: dict[Path, _Loaded] = {}
_LOADED_LOCK = threading.Lock()


def _entry(files: ProfileFiles) -> _Loaded | None:
    """The loaded index of ``files``, reloaded when its sidecar changed (cheap ``stat``)."""
    stamp = files.sidecar_stamp()
    with _LOADED_LOCK:
        cached = _LOADED.get(files.index)
        if stamp is None:
            _LOADED.pop(files.index, None)
            return None
        if cached is not None and cached.stamp == stamp:
            return cached
        sidecar, index = files.read_sidecar(), None
        if sidecar is not None:
            try:
                index = faiss.read_index(str(files.index))
            except RuntimeError as exc:  # truncated, overwritten, missing: health reports it
                log.warning("HNSW index %s is unreadable (%s); the bit tier answers until it is rebuilt", files.index, exc)
            if index is not None and (index.ntotal != sidecar.count or index.d != sidecar.dimension):
                index = None
        loaded = _Loaded(stamp, sidecar, index, threading.RLock())
        _LOADED[files.index] = loaded
        return loaded


def _install(files: ProfileFiles, sidecar: Sidecar, index: Any) -> None:
    with _LOADED_LOCK:
        _LOADED[files.index] = _Loaded(files.sidecar_stamp(), sidecar, index, threading.RLock())


def _new_index(dimension: int) -> Any:
    graph = faiss.IndexHNSWSQ(dimension, getattr(faiss.ScalarQuantizer, QUANTISER), M, faiss.METRIC_INNER_PRODUCT)
    graph.hnsw.efConstruction = EF_CONSTRUCTION
    return faiss.IndexIDMap(graph)


def _zero(index: Any, fact_ids: set[int]) -> int:
    """Overwrite the codes of ``fact_ids`` with zeros and their labels with -1 (in place)."""
    labels = faiss.vector_to_array(index.id_map)
    positions = np.flatnonzero(np.isin(labels, np.fromiter(fact_ids, dtype=np.int64, count=len(fact_ids))))
    if positions.size == 0:
        return 0
    storage = faiss.downcast_index(faiss.downcast_index(index.index).storage)
    codes = faiss.rev_swig_ptr(storage.codes.data(), storage.codes.size())  # a view, not a copy
    size = storage.code_size
    for pos in positions:
        codes[pos * size : (pos + 1) * size] = 0
    labels[positions] = -1
    faiss.copy_array_to_vector(labels, index.id_map)
    return int(positions.size)


class HnswTier:
    def __init__(self, conn: apsw.Connection, vectors: VectorIndex, directory: Path | None) -> None:
        self.conn = conn
        self.vectors = vectors
        self.directory = directory

    def enabled(self) -> bool:
        return self.directory is not None and available()

    def files(self, profile_id: int) -> ProfileFiles:
        assert self.directory is not None
        return ProfileFiles(self.directory, profile_id)

    # -- schema (inside the binding write transaction) --------------------------------------
    def ensure(self) -> None:
        self.conn.execute("CREATE INDEX IF NOT EXISTS facts_by_profile_id ON facts(profile_id, id)")
        if self.vectors.catalog.get_meta(EPOCH_KEY) is None:
            self.vectors.catalog.set_meta(EPOCH_KEY, secrets.token_hex(8))

    def needs_schema(self) -> bool:
        """A bound database without the tier's epoch (bound before the tier existed)."""
        return self.vectors.bound_model() is not None and self.vectors.catalog.get_meta(EPOCH_KEY) is None

    def _expected(self) -> tuple[str, int, str] | None:
        bound, epoch = self.vectors.bound_model(), self.vectors.catalog.get_meta(EPOCH_KEY)
        return None if bound is None or epoch is None else (bound[0], bound[1], epoch)

    def _usable(self, profile_id: int) -> _Loaded | None:
        if not self.enabled():
            return None
        entry = _entry(self.files(profile_id))
        expected = self._expected()
        if entry is None or entry.index is None or entry.sidecar is None or expected is None:
            return None
        s = entry.sidecar
        return entry if (s.model, s.dimension, s.epoch) == expected else None

    # -- reads --------------------------------------------------------------------------------
    def _rows(self, fact_ids: Sequence[int], profile_id: int) -> list[tuple[int, str, bytes]]:
        """(fact id, scope, float32 blob) of those ids still in the profile with a vector."""
        if not fact_ids:
            return []
        return list(
            self.conn.execute(
                "SELECT f.id, f.scope, v.embedding FROM facts f JOIN facts_vec_f32 v ON v.fact_id = f.id "
                "WHERE f.id IN (SELECT value FROM json_each(?)) AND f.profile_id = ?",
                (json.dumps([int(f) for f in fact_ids]), profile_id),
            )
        )

    def _owned(self, fact_ids: Sequence[int], profile_id: int) -> dict[int, str]:
        """fact id -> scope, for those of ``fact_ids`` that are facts of the profile."""
        if not fact_ids:
            return {}
        return {
            int(fid): scope
            for fid, scope in self.conn.execute(
                "SELECT id, scope FROM facts WHERE id IN (SELECT value FROM json_each(?)) AND profile_id = ?",
                (json.dumps([int(f) for f in fact_ids]), profile_id),
            )
        }

    def _delta(self, profile_id: int, watermark: int, limit: int) -> list[tuple[int, str, bytes]]:
        return list(
            self.conn.execute(
                "SELECT f.id, f.scope, v.embedding FROM facts f JOIN facts_vec_f32 v ON v.fact_id = f.id "
                "WHERE f.profile_id = ? AND f.id > ? ORDER BY f.id LIMIT ?",
                (profile_id, watermark, limit),
            )
        )

    def nearest(
        self, profile_id: int, query: np.ndarray, *, k: int, scopes: Sequence[str] | None
    ) -> list[tuple[int, float]] | None:
        """(fact id, cosine) of the k nearest, best first, or None when this tier cannot answer
        (no usable file, delta over budget, too few candidates in the readable scopes)."""
        entry = self._usable(profile_id)
        if entry is None or k <= 0:
            return None
        assert entry.sidecar is not None
        delta = self._delta(profile_id, entry.sidecar.watermark, DELTA_BUDGET + 1)
        if len(delta) > DELTA_BUDGET:
            return None
        late = self.files(profile_id).late()  # stored after the build, below the watermark
        if late:
            delta += self._rows(sorted(late), profile_id)
        readable = None if scopes is None else set(scopes)
        if readable is not None and readable >= set(self.vectors.catalog.scopes(profile_id)):
            readable = None  # every scope of the profile is readable: nothing to filter
        n = max(4 * k, MIN_CANDIDATES) * (1 if readable is None else SCOPED_OVERSAMPLE)
        q = np.ascontiguousarray(np.asarray(query, dtype=np.float32).reshape(1, -1))
        with entry.lock:
            faiss.downcast_index(entry.index.index).hnsw.efSearch = max(EF_SEARCH, n)
            _, labels = entry.index.search(q, n)
        found = [int(f) for f in labels[0] if f >= 0 and int(f) not in late]
        from .vector_tiers import ranked

        # The candidates' float rows by primary key alone (a join with facts per candidate
        # cost ~2/3 of this stage); whose they are is checked below, on the best ones only.
        floats = self.vectors.tier.floats(found)
        if floats is None:
            floats = {fid: np.frombuffer(blob, dtype=np.float32) for fid, _scope, blob in self._rows(found, profile_id)}
        delta_scopes = {fid: scope for fid, scope, _blob in delta}
        floats.update({fid: np.frombuffer(blob, dtype=np.float32) for fid, _scope, blob in delta})
        order = ranked(floats, q[0])
        out: list[tuple[int, float]] = []
        for start in range(0, len(order), 2 * k):
            # A label the file still lists may name a fact deleted since (its id even reused by
            # another profile): only facts of this profile, in a readable scope, are returned.
            chunk = order[start : start + 2 * k]
            scopes_of = self._owned([f for f, _ in chunk if f not in delta_scopes], profile_id) | delta_scopes
            out += [(f, s) for f, s in chunk if f in scopes_of and (readable is None or scopes_of[f] in readable)]
            if len(out) >= k:
                return out[:k]
        if readable is not None:
            return None  # the scoped bit scan finds what the filtered candidates missed
        return out

    # -- maintenance --------------------------------------------------------------------------
    def maintain(
        self, profile_id: int, reading: Callable[[], contextlib.AbstractContextManager[Any]], *,
        min_facts: int = HNSW_FROM, extend_at: int = EXTEND_AT,
    ) -> dict[str, Any]:  # fmt: skip
        """Build, extend or leave the profile's graph (background work, outside any write
        transaction; reads SQLite in short chunks under ``reading()``)."""
        if not self.enabled():
            return {"action": "unavailable"}
        with reading():
            expected = self._expected()
            entry = self._usable(profile_id)
            large = self._count_above(profile_id, 0, min_facts + 1) > min_facts
            behind = self._count_above(profile_id, entry.sidecar.watermark, extend_at) if entry and entry.sidecar else 0
            late = self.files(profile_id).late() if entry else set()
        if expected is None or not large:
            return {"action": "none"}
        started = time.perf_counter()
        if entry is None:
            count = self._build(profile_id, reading, expected, started)
            return {"action": "built", "vectors": count, "seconds": round(time.perf_counter() - started, 3)}
        if behind < extend_at and not late:
            return {"action": "current", "delta": behind}
        count = self._extend(profile_id, reading, entry)
        return {"action": "extended", "vectors": count, "seconds": round(time.perf_counter() - started, 3)}

    def _count_above(self, profile_id: int, watermark: int, cap: int) -> int:
        return int(
            self.conn.execute(
                "SELECT count(*) FROM (SELECT 1 FROM facts WHERE profile_id = ? AND id > ? LIMIT ?)", (profile_id, watermark, cap)
            ).fetchone()[0]
        )

    def _chunks(self, profile_id: int, after: int, reading: Callable[[], Any]) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        while True:
            with reading():
                rows = self._delta(profile_id, after, READ_CHUNK)
            if not rows:
                return
            after = int(rows[-1][0])
            ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            yield ids, np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), -1)

    def _build(self, profile_id: int, reading: Callable[[], Any], expected: tuple[str, int, str], started: float) -> int:
        index, watermark, pending = _new_index(expected[1]), 0, []
        for ids, matrix in self._chunks(profile_id, 0, reading):
            watermark = int(ids[-1])
            if not index.is_trained:  # the quantiser's ranges come from the first rows
                pending.append((ids, matrix))
                if sum(len(i) for i, _ in pending) < TRAIN_ROWS:
                    continue
                index.train(np.concatenate([m for _, m in pending]))
                for pid, pm in pending:
                    index.add_with_ids(pm, pid)
                pending = []
                continue
            index.add_with_ids(matrix, ids)
        if not index.is_trained and pending:
            index.train(np.concatenate([m for _, m in pending]))
            for pid, pm in pending:
                index.add_with_ids(pm, pid)
        if index.ntotal == 0:
            return 0
        seconds = round(time.perf_counter() - started, 3)
        sidecar = Sidecar(expected[0], expected[1], expected[2], int(index.ntotal), watermark, 0, build_seconds=seconds)
        self._publish(profile_id, index, sidecar)
        return int(index.ntotal)

    def _extend(self, profile_id: int, reading: Callable[[], Any], entry: _Loaded) -> int:
        assert entry.sidecar is not None
        watermark, added = entry.sidecar.watermark, 0
        late = self.files(profile_id).late()
        if late:
            with reading():
                rows = self._rows(sorted(late), profile_id)
            if rows:
                ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
                matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype=np.float32).reshape(len(rows), -1)
                with entry.lock:
                    entry.index.add_with_ids(matrix, ids)
                added += len(rows)
        for ids, matrix in self._chunks(profile_id, watermark, reading):
            with entry.lock:  # searches wait for one chunk's adds at most
                entry.index.add_with_ids(matrix, ids)
            watermark, added = int(ids[-1]), added + len(ids)
        sidecar = replace(entry.sidecar, count=int(entry.index.ntotal), watermark=watermark)
        self._publish(profile_id, entry.index, sidecar, entry.lock, late=late)
        return added

    def _publish(
        self, profile_id: int, index: Any, sidecar: Sidecar, held: threading.RLock | None = None, *, late: set[int] | None = None
    ) -> None:
        files = self.files(profile_id)
        # Lock order everywhere: the profile's file lock, then the loaded index's lock.
        with files.locked(), held or contextlib.nullcontext():
            forgotten = files.forgotten()
            if forgotten:
                _zero(index, forgotten)
            current = files.read_sidecar()
            generation = max(sidecar.generation, current.generation if current else 0) + 1
            sidecar = replace(sidecar, generation=generation)
            files.publish(lambda path: faiss.write_index(index, path), sidecar)
            _install(files, sidecar, index)
            # A full build read every vector up to its watermark; an extension added ``late``.
            files.clear_late(late if late is not None else {f for f in files.late() if f <= sidecar.watermark})

    # -- erasure ------------------------------------------------------------------------------
    def forget(self, profile_ids: Sequence[int], fact_ids: Sequence[int]) -> int:
        """Zero ``fact_ids`` in the graphs of ``profile_ids`` and rewrite those files (before
        the erasure's proof). Returns how many vectors were zeroed."""
        if not fact_ids or self.directory is None or faiss is None:
            return 0
        zeroed, ids = 0, {int(f) for f in fact_ids}
        for profile_id in profile_ids:
            files = self.files(profile_id)
            if not files.directory.exists():
                continue
            with files.locked():
                files.note_forgotten(sorted(ids))
                entry = _entry(files)
                if entry is None or entry.index is None or entry.sidecar is None:
                    files.remove()  # unreadable or unnamed: it cannot be zeroed, so it goes
                    continue
                with entry.lock:
                    hit = _zero(entry.index, ids)
                    if hit:
                        sidecar = replace(entry.sidecar, generation=entry.sidecar.generation + 1)
                        files.publish(lambda path, index=entry.index: faiss.write_index(index, path), sidecar)
                        _install(files, sidecar, entry.index)
                zeroed += hit
        return zeroed

    def note_stored(self, rows: Sequence[tuple[int, int]]) -> None:
        """(fact id, profile id) of vectors just stored: those at or below their profile's
        graph watermark (a redriven projection) go on the late list, so queries find them
        until maintenance adds them. One ``stat`` per profile when there are none."""
        if not rows or not self.enabled():
            return
        for profile_id in {p for _, p in rows}:
            files = self.files(profile_id)
            sidecar = files.read_sidecar() if files.sidecar_stamp() is not None else None  # never loads the graph
            if sidecar is None:
                continue
            late = sorted(f for f, p in rows if p == profile_id and f <= sidecar.watermark)
            if late:
                with files.locked():
                    files.note_late(late)

    def drop(self, profile_id: int) -> None:
        """Remove the profile's graph (erased profile, corrupt or foreign file)."""
        if self.directory is not None:
            files = self.files(profile_id)
            with files.locked():
                files.remove()
            with _LOADED_LOCK:
                _LOADED.pop(files.index, None)

    def labels(self, profile_id: int) -> set[int]:
        """Fact ids the loaded graph still labels (erasure proofs and health)."""
        entry = _entry(self.files(profile_id)) if self.enabled() else None
        if entry is None or entry.index is None:
            return set()
        with entry.lock:
            return {int(f) for f in faiss.vector_to_array(entry.index.id_map) if f >= 0}

    def graph_candidates(self, profile_id: int, query: np.ndarray, n: int) -> list[int]:
        """Raw graph neighbours of ``query`` (erasure probes): no rescoring, no delta."""
        entry = _entry(self.files(profile_id)) if self.enabled() else None
        if entry is None or entry.index is None:
            return []
        with entry.lock:
            _, labels = entry.index.search(np.asarray(query, dtype=np.float32).reshape(1, -1), n)
        return [int(f) for f in labels[0] if f >= 0]

    def status(self, profile_id: int) -> dict[str, Any]:
        """The file's state for health checks: absent, current, stale (delta over budget),
        corrupt (unreadable), foreign (another model or database)."""
        if not self.enabled():
            return {"state": "unavailable"}
        files = self.files(profile_id)
        entry = _entry(files)
        if entry is None:
            return {"state": "absent"}
        if entry.index is None or entry.sidecar is None:
            return {"state": "corrupt"}
        s = entry.sidecar
        if (s.model, s.dimension, s.epoch) != self._expected():
            return {"state": "foreign", "model": s.model}
        delta = self._count_above(profile_id, s.watermark, DELTA_BUDGET + 1)
        state = "stale" if delta > DELTA_BUDGET else "current"
        return {
            "state": state, "vectors": s.count, "watermark": s.watermark, "delta": delta, "generation": s.generation,
            "build_seconds": s.build_seconds, "file_bytes": files.index.stat().st_size if files.index.exists() else 0,
        }  # fmt: skip


def ann_directory(database_path: Path) -> Path:
    return database_path.parent / ANN_DIRNAME


def discard_all(directory: Path) -> int:
    """Remove every graph under ``directory`` (after a restore replaced the database: the
    files describe the old one). Maintenance rebuilds them. Returns the files removed."""
    removed = 0
    with _LOADED_LOCK:
        for path in [p for p in _LOADED if p.parent == directory]:
            _LOADED.pop(path)
    for path in sorted(directory.glob("profile-*.*")) if directory.is_dir() else []:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed += 1
    return removed
