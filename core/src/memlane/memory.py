"""``Memory``: the public facade of the engine.

Every surface (Python, CLI, and later HTTP, MCP and the adapters) goes through these methods.
The async twins are thin wrappers that run the same implementation in a worker thread."""

from __future__ import annotations

import asyncio
import functools
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .config import DATABASE_FILENAME, DEFAULT_PROFILE, MemoryConfig, resolve_data_dir
from .embeddings import Embedder, shared_default_embedder
from .errors import ImportFormatError, InvalidInputError, UnknownIdError, UnknownProfileError
from .ids import IdKind, parse_id
from .ingest.entities import extract_mentions
from .ingest.gate import validate_content
from .ingest.importers import load_records
from .ingest.pipeline import PreparedMemory, prepare
from .ingest.request import RememberRequest, build_request, profile_name
from .ingest.writer import MemoryWriter
from .lifecycle import forget as forget_ids
from .recall.pipeline import RecallPipeline
from .results import Fact, ForgetResult, ImportResult, MemoryRecord, Page, RecallResult, RememberResult
from .storage import Store
from .timeutil import TimeLike, to_epoch

# progress(stage, done, total): stage is "embedding" (facts) or "writing" (memories).
Progress = Callable[[str, int, int], None]


def _async_twin(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    async def twin(self: Memory, *args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(method, self, *args, **kwargs)

    twin.__name__ = twin.__qualname__ = f"a{method.__name__}"
    twin.__doc__ = f"Async twin of :meth:`Memory.{method.__name__}` (same implementation)."
    return twin


class Memory:
    """A memory store rooted at ``data_dir`` (argument, ``$MEMLANE_DATA_DIR``, or the user
    data directory). Use as a context manager or call :meth:`close`."""

    def __init__(
        self,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        config: MemoryConfig | None = None,
        embedder: Embedder | None = None,
        profile: str = DEFAULT_PROFILE,
    ) -> None:
        self.config = config or MemoryConfig()
        self.data_dir = resolve_data_dir(data_dir)
        self.default_profile = profile_name(profile)
        self.embedder: Embedder = embedder or shared_default_embedder()
        self._store = Store(self.data_dir / DATABASE_FILENAME, busy_timeout_ms=self.config.busy_timeout_ms)
        self._writer = MemoryWriter(self._store, auto_create_profiles=self.config.auto_create_profiles)
        self._recall = RecallPipeline(self._store, self.embedder, self.config.recall, ensure_index=self._ensure_index)
        self._index_bound = False
        self._cleanup_dir: Path | None = None

    @classmethod
    def temporary(cls, **kwargs: Any) -> Memory:
        """A memory in a fresh temporary directory, deleted on :meth:`close`."""
        path = Path(tempfile.mkdtemp(prefix="memlane-"))
        memory = cls(path, **kwargs)
        memory._cleanup_dir = path
        return memory

    @property
    def path(self) -> Path:
        return self._store.db.path

    # -- lifecycle --------------------------------------------------------------------------
    def close(self) -> None:
        self._store.close()
        if self._cleanup_dir is not None:
            shutil.rmtree(self._cleanup_dir, ignore_errors=True)

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writes -----------------------------------------------------------------------------
    def remember(
        self,
        content: str,
        *,
        profile: str | None = None,
        session_id: str | None = None,
        speaker: str | None = None,
        role: str | None = None,
        observed_at: TimeLike | None = None,
        metadata: Mapping[str, Any] | None = None,
        scope: str = "personal",
        idempotency_key: str | None = None,
    ) -> RememberResult:
        """Store ``content`` verbatim and the facts derived from it, in one transaction."""
        request = build_request(
            content,
            profile=self.default_profile if profile is None else profile,
            scope=scope,
            session_id=session_id,
            speaker=speaker,
            role=role,
            observed_at=observed_at,
            metadata=metadata,
            idempotency_key=idempotency_key,
            max_bytes=self.config.ingest.max_content_bytes,
        )
        return self._ingest([request])[0]

    def remember_many(
        self,
        records: Iterable[Mapping[str, Any]],
        *,
        profile: str | None = None,
        progress: Progress | None = None,
    ) -> list[RememberResult]:
        """Store many records (``remember`` keyword arguments plus ``content``) in one
        transaction. Every record is validated before anything is written."""
        requests = [self._request(record, profile) for record in records]
        return self._ingest(requests, progress=progress)

    def import_file(
        self,
        path: str | os.PathLike[str],
        *,
        profile: str | None = None,
        format: str | None = None,
        progress: Progress | None = None,
    ) -> ImportResult:
        """Import a JSON/JSONL/LoCoMo file atomically: all of it or, on any error, nothing."""
        started = time.perf_counter()
        loaded = load_records(path, format=format)
        requests = []
        for line, record in loaded:
            try:
                requests.append(self._request(record, profile))
            except InvalidInputError as exc:
                raise ImportFormatError(exc.message, path=str(path), line=line) from exc
        results = self._ingest(requests, progress=progress)
        return ImportResult(
            path=str(path),
            records=len(results),
            stored=sum(not r.deduplicated for r in results),
            deduplicated=sum(r.deduplicated for r in results),
            facts=sum(len(r.fact_ids) for r in results if not r.deduplicated),
            seconds=time.perf_counter() - started,
        )

    def forget(self, ids: str | Sequence[str], *, profile: str | None = None) -> ForgetResult:
        """Remove facts and/or memories from every index in one transaction."""
        id_list = [ids] if isinstance(ids, str) else list(ids)
        if not id_list:
            raise InvalidInputError("forget needs at least one id")
        for value in id_list:
            parse_id(value)
        with self._store.write():
            return forget_ids(self._store, self._profile_id(profile), id_list)

    def correct(self, fact_id: str, text: str, *, profile: str | None = None) -> Fact:
        """Replace a fact's statement. The old fact is kept but superseded (its system time
        ends now and it ranks lower); the new fact keeps the old one's provenance."""
        text = validate_content(text, max_bytes=self.config.ingest.max_content_bytes, field="text").strip()
        number = parse_id(fact_id, IdKind.FACT).number
        self._ensure_index()
        vector = self.embedder.encode([text])[0]
        with self._store.write():
            pid = self._profile_id(profile)
            old = self._store.facts.get_many([number], profile_id=pid).get(number)
            if old is None:
                raise UnknownIdError(f"not found in this profile: {fact_id}", ids=[fact_id])
            people = frozenset({old.speaker.casefold()} if old.speaker else ())
            new = self._writer.supersede(old, pid, text, vector, mentions=extract_mentions(text, people=people))
            return self._store.facts.get_many([new])[new]

    def update(
        self,
        fact_id: str,
        *,
        valid_from: TimeLike | None = None,
        valid_until: TimeLike | None = None,
        importance: float | None = None,
        profile: str | None = None,
    ) -> Fact:
        """Set a fact's validity window (event time) or importance in place."""
        fields: dict[str, float | None] = {}
        if valid_from is not None:
            fields["valid_from"] = to_epoch(valid_from, field="valid_from")
        if valid_until is not None:
            fields["valid_until"] = to_epoch(valid_until, field="valid_until")
        if importance is not None:
            if isinstance(importance, bool) or not isinstance(importance, int | float) or not 0.0 <= importance <= 1.0:
                raise InvalidInputError("importance must be a number between 0 and 1")
            fields["importance"] = float(importance)
        if not fields:
            raise InvalidInputError("update needs valid_from, valid_until or importance")
        if fields.get("valid_from") is not None and fields.get("valid_until") is not None:
            if fields["valid_from"] > fields["valid_until"]:
                raise InvalidInputError("valid_from is after valid_until")
        number = parse_id(fact_id, IdKind.FACT).number
        with self._store.write():
            pid = self._profile_id(profile)
            if number not in self._store.facts.get_many([number], profile_id=pid):
                raise UnknownIdError(f"not found in this profile: {fact_id}", ids=[fact_id])
            self._store.facts.set_fields(number, fields)
            return self._store.facts.get_many([number])[number]

    # -- reads ------------------------------------------------------------------------------
    def recall(
        self,
        query: str,
        *,
        profile: str | None = None,
        limit: int = 10,
        as_of: TimeLike | None = None,
        scopes: Sequence[str] | None = None,
    ) -> RecallResult:
        """Hybrid recall (lexical + semantic + temporal, weighted RRF). ``as_of`` hides facts
        recorded after that instant."""
        return self._recall.run(
            query,
            profile=profile_name(self.default_profile if profile is None else profile),
            limit=limit,
            as_of=to_epoch(as_of, field="as_of"),
            scopes=scopes,
        )

    def get(self, id: str, *, profile: str | None = None) -> Fact | MemoryRecord:
        parsed = parse_id(id)
        with self._store.read():
            pid = self._profile_id(profile)
            repo = self._store.facts if parsed.kind is IdKind.FACT else self._store.memories
            found = repo.get_many([parsed.number], profile_id=pid).get(parsed.number)
        if found is None:
            raise UnknownIdError(f"not found in this profile: {id}", ids=[id])
        return found

    def list(
        self, *, profile: str | None = None, kind: str = "facts", offset: int = 0, limit: int = 50
    ) -> Page:
        """A page of facts or memories in observation order."""
        if kind not in ("facts", "memories"):
            raise InvalidInputError("kind must be 'facts' or 'memories'")
        for name, value, low, high in (("offset", offset, 0, 2**62), ("limit", limit, 1, 10_000)):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise InvalidInputError(f"{name} must be an integer from {low} to {high}")
        with self._store.read():
            pid = self._profile_id(profile)
            repo = self._store.facts if kind == "facts" else self._store.memories
            items, total = repo.list(pid, offset=offset, limit=limit)
        return Page(items=tuple(items), total=total, offset=offset, limit=limit)

    def profiles(self) -> list[str]:
        with self._store.read():
            return [name for name, _ in self._store.catalog.profiles()]

    def stats(self, *, profile: str | None = None) -> dict[str, Any]:
        with self._store.read():
            pid = self._profile_id(profile) if profile is not None else None
            counts = self._store.catalog.counts(pid)
            bound = self._store.vectors.bound_model()
            profiles = self._store.catalog.profiles()
            version = self._store.db.schema_version
        size = sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.is_file())
        return {
            "path": str(self.path),
            "schema_version": version,
            "profile": profile,
            "profiles": [name for name, _ in profiles],
            "embedding_model": bound[0] if bound else None,
            "embedding_dimension": bound[1] if bound else None,
            "bytes_on_disk": size,
            **counts,
        }

    # -- internals --------------------------------------------------------------------------
    def _profile_id(self, profile: str | None) -> int:
        name = profile_name(self.default_profile if profile is None else profile)
        pid = self._store.catalog.profile_id(name)
        if pid is None:
            raise UnknownProfileError(f"unknown profile {name!r}", profile=name)
        return pid

    def _request(self, record: Mapping[str, Any], profile: str | None) -> RememberRequest:
        if not isinstance(record, Mapping):
            raise InvalidInputError(f"each record must be a mapping, got {type(record).__name__}")
        fields = dict(record)
        content = fields.pop("content", None)
        target = fields.pop("profile", None)
        if target is None:
            target = self.default_profile if profile is None else profile
        unknown = set(fields) - {"scope", "session_id", "speaker", "role", "observed_at", "metadata", "idempotency_key"}
        if unknown:
            raise InvalidInputError(f"unknown record field(s): {', '.join(sorted(unknown))}")
        return build_request(content, profile=target, max_bytes=self.config.ingest.max_content_bytes, **fields)

    def _ensure_index(self) -> None:
        """Bind the vector index to this embedder (checks model name and dimension)."""
        if not self._index_bound:
            bound = self._store.vectors.bound_model()
            if bound is None or bound != (self.embedder.name, self.embedder.dimension):
                with self._store.write():
                    self._store.vectors.bind(self.embedder.name, self.embedder.dimension)
            self._index_bound = True

    def _ingest(self, requests: list[RememberRequest], progress: Progress | None = None) -> list[RememberResult]:
        if not requests:
            return []
        self._ensure_index()
        prepared: list[PreparedMemory] = [prepare(r, self.config.ingest) for r in requests]
        texts = [fact.text for item in prepared for fact in item.facts]
        batch = self.config.ingest.embed_batch_size
        chunks = []
        for start in range(0, len(texts), batch):
            chunks.append(self.embedder.encode(texts[start : start + batch]))
            if progress:
                progress("embedding", min(start + batch, len(texts)), len(texts))
        matrix = np.concatenate(chunks) if chunks else np.zeros((0, self.embedder.dimension), np.float32)
        per_memory, offset = [], 0
        for item in prepared:
            per_memory.append(matrix[offset : offset + len(item.facts)])
            offset += len(item.facts)
        written = 0

        def on_written(n: int) -> None:
            nonlocal written
            written += n
            if progress:
                progress("writing", written, len(prepared))

        with self._store.write():
            return self._writer.write(prepared, per_memory, on_written=on_written)

    aremember = _async_twin(remember)
    aremember_many = _async_twin(remember_many)
    aimport_file = _async_twin(import_file)
    aforget = _async_twin(forget)
    acorrect = _async_twin(correct)
    aupdate = _async_twin(update)
    arecall = _async_twin(recall)
    aget = _async_twin(get)
    alist = _async_twin(list)
    aprofiles = _async_twin(profiles)
    astats = _async_twin(stats)
