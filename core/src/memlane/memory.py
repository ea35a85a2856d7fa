"""``Memory``: the public facade of the engine.

Every surface (Python, CLI, and later HTTP, MCP and the adapters) goes through these methods,
and every method is governed: it evaluates the operation policy for the calling actor (the
implicit local OWNER when no users are configured — evaluated, never assumed), reads only the
scopes that actor may read (pushed into every query), and writes only through the spine
(admission → single writer → one transaction with receipt, obligations, sealed manifest).
The async twins are thin wrappers that run the same implementation in a worker thread."""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from . import limits
from ._async import async_twin
from .access.admin import Admin
from .access.ops import Ops
from .access.sessions import SessionGuard, check_write, guard_of
from .config import DEFAULT_PROFILE, MemoryConfig, resolve_data_dir
from .custody import CustodyMixin
from .embeddings import Embedder
from .engine import Engine
from .erasure import ErasureReceipt
from .errors import ImportFormatError, InvalidInputError, UnknownIdError, UnknownProfileError
from .evidence import EvidenceMixin
from .governance import ActorContext, AuthenticationError, DeploymentMode, OperationKind, Transport
from .governance.actors import parse_transport
from .governance.keystore import ProfileKeystore
from .governance.policy import Check, PolicyDecision
from .governance.sealing import Sealer
from .ids import IdKind, parse_id
from .ingest.gate import validate_content
from .ingest.importers import load_records
from .ingest.request import RememberRequest, build_request, profile_name
from .insight import InsightMixin
from .items import Items
from .lifecycle.maintenance import LifecyclePass, MaintenanceReport
from .results import (
    Fact,
    ForgetResult,
    ImportResult,
    MemoryRecord,
    Page,
    RecallResult,
    RememberResult,
)
from .storage import Store
from .timeutil import TimeLike, to_epoch
from .writes import Writes

# progress(stage, done, total): stage is "embedding" (distinct fact texts) or "writing" (memories), or
# "records" (committed records of a chunked import).
Progress = Callable[[str, int, int], None]
_K = OperationKind


_async_twin = async_twin


def _offset(progress: Progress | None, start: int, total: int) -> Progress | None:
    """A chunk's progress as part of the whole import: "writing" counts every record of the
    file; "embedding" counts the facts of the current chunk."""
    if progress is None:
        return None

    def report(stage: str, done: int, of: int) -> None:
        if stage == "writing":
            progress(stage, start + done, total)
        else:
            progress(stage, done, of)

    return report


class Memory(EvidenceMixin, InsightMixin, CustodyMixin):
    """A memory store rooted at ``data_dir`` (argument, ``$MEMLANE_DATA_DIR``, or the user
    data directory). Use as a context manager or call :meth:`close`.

    ``actor``: who is calling (default: the implicit local OWNER when no users are configured
    in LOCAL mode, else anonymous — log in with ``memory.admin.login`` and use
    ``memory.session(token)``). ``transport`` is recorded with every decision."""

    def __init__(
        self,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        config: MemoryConfig | None = None,
        embedder: Embedder | None = None,
        profile: str = DEFAULT_PROFILE,
        actor: ActorContext | None = None,
        mode: DeploymentMode = DeploymentMode.LOCAL,
        transport: Transport = Transport.PYTHON,
    ) -> None:
        if actor is not None and not isinstance(actor, ActorContext):
            raise InvalidInputError("actor must be an ActorContext")
        self.config = config or MemoryConfig()
        self.data_dir = resolve_data_dir(data_dir)
        self.default_profile = profile_name(profile)
        # No embedder given: the engine picks the default model's runtime that matches the
        # database (float or int8, whichever it is bound to; a new one gets the default).
        self._engine = Engine(self.data_dir, self.config, embedder, mode=mode)
        self._transport = parse_transport(transport)
        try:
            self._actor = self._admitted(actor)
        except BaseException:
            self._engine.close()
            raise
        self._writes = Writes(self._engine)
        self._owns_engine = True
        # Backup keys are created on first use, so opening a memory writes no key files.
        self._keystore = ProfileKeystore(self.data_dir)
        self._cleanup_dir: Path | None = None
        self.admin, self.ops, self.items = Admin(self), Ops(self), Items(self)

    @classmethod
    def temporary(cls, **kwargs: Any) -> Memory:
        """A memory in a fresh temporary directory, deleted on :meth:`close`."""
        path = Path(tempfile.mkdtemp(prefix="memlane-"))
        memory = cls(path, **kwargs)
        memory._cleanup_dir = path
        return memory

    # -- identity ---------------------------------------------------------------------------
    @property
    def actor(self) -> ActorContext:
        """Who is calling. A session view re-validates its session here (one lookup while
        nothing changed), so a logout, a disabled principal, a revoked membership, an expired
        TTL or a profile rebind stops the very next call (access/sessions.py)."""
        actor = self._actor
        if actor is None:
            return self._engine.default_actor(self._transport)
        guard = guard_of(actor)
        return actor if guard is None else guard.actor()

    def acting_as(self, actor: ActorContext) -> Memory:
        """A view of this memory calling as ``actor`` (same engine; closing it is a no-op).
        An actor claiming a role must come from authentication (``session``), except while
        this installation runs as the implicit local owner (LOCAL mode, no users configured:
        the OS user's own process, see docs/security.md)."""
        view = object.__new__(Memory)
        view.__dict__.update(self.__dict__)
        view._actor, view._owns_engine, view._cleanup_dir = self._admitted(actor), False, None
        view.admin, view.ops, view.items = Admin(view), Ops(view), Items(view)
        return view

    def session(self, token: str, *, transport: Transport | None = None, client_host: str | None = None) -> Memory:
        """A view calling as the principal of a session token (from ``admin.login``); every
        call through it re-validates the session. ``transport``/``client_host``: what the
        surface reports about the connection (default: this memory's transport)."""
        chosen = self._transport if transport is None else parse_transport(transport)
        return self.acting_as(self.admin.authenticate(token, transport=chosen, client_host=client_host))

    def _admitted(self, actor: ActorContext | None) -> ActorContext | None:
        if actor is None:
            return None
        if not isinstance(actor, ActorContext):
            raise InvalidInputError("actor must be an ActorContext")
        guard = guard_of(actor)
        if guard is not None:
            if guard.engine is not self._engine:
                raise AuthenticationError("the actor's session belongs to another memory")
            return actor
        if not actor.authenticated or self._engine.implicit_owner:
            return actor
        if actor.session_token_hash is not None:  # a surface that holds only the hash
            return SessionGuard(self._engine, actor.session_token_hash, transport=actor.transport,
                                client_host=actor.client_host).actor()  # fmt: skip
        decision = PolicyDecision(False, "acting_as", Check.AUTHENTICATION, "an actor claiming a role must come from a session")
        self._engine.gate.denied(actor, decision, profile=None)
        raise AuthenticationError(
            "an actor claiming a role must come from authentication (memory.session(token)) in TEAM mode "
            "or once users are configured",
            principal=actor.principal_id,
        )

    def authorize(self, kind: str, *, profile: str | None = None) -> PolicyDecision:
        """Evaluate the operation policy for the caller without running anything, so a
        surface (HTTP, MCP) can refuse a request before any engine work. A denial is audited
        and raised as the operation itself would raise it; the operation checks again."""
        return self._engine.gate.check(self.actor, str(kind), profile=None if profile is None else self._name(profile))

    @property
    def path(self) -> Path:
        return self._engine.path

    @property
    def embedder(self) -> Embedder:
        """The model this memory embeds with (a restore of a backup of the default model's
        other identity may switch it, for every view of the memory at once)."""
        return self._engine.embedder.inner

    @property
    def _store(self) -> Store:
        """The write store (the connection of the current writer)."""
        return self._engine.writer

    # -- lifecycle --------------------------------------------------------------------------
    def close(self) -> None:
        if not self._owns_engine:
            return
        self._engine.close()
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
        """Store ``content`` verbatim and the facts derived from it, in one transaction.
        ``result.status`` is "complete", or "degraded" when an index could not be written yet
        (the reconciler redrives it; degraded is not success)."""
        name = self._name(profile)
        size = len(content.encode("utf-8", "replace")) if isinstance(content, str) else None
        self._engine.gate.check(self.actor, _K.REMEMBER.value, profile=name, payload_bytes=size)
        request = build_request(
            content, profile=name, scope=scope, session_id=session_id, speaker=speaker, role=role,
            observed_at=observed_at, metadata=metadata, idempotency_key=idempotency_key,
            max_bytes=self.config.ingest.max_content_bytes,
        )  # fmt: skip
        return self._writes.remember(self.actor, [request], single=True)[0]

    def remember_many(
        self, records: Iterable[Mapping[str, Any]], *, profile: str | None = None, progress: Progress | None = None
    ) -> list[RememberResult]:
        """Store many records (``remember`` keyword arguments plus ``content``) in one
        transaction. Every record is validated before anything is written; records whose
        content was erased before are skipped (``erased=True``)."""
        if isinstance(records, Mapping | str | bytes) or not isinstance(records, Iterable):
            raise InvalidInputError("records must be an iterable of mappings", field="records")
        limits.check_callback(progress, "progress")
        batch = list(itertools.islice(records, limits.BATCH_RECORDS + 1))
        limits.check_count(batch, limits.BATCH_RECORDS, "records")
        requests = [self._request(record, profile) for record in batch]
        return self._writes.remember(self.actor, requests, single=False, progress=progress) if requests else []

    def import_file(
        self,
        path: str | os.PathLike[str],
        *,
        profile: str | None = None,
        format: str | None = None,
        progress: Progress | None = None,
        atomic: bool = False,
        chunk_size: int | None = None,
    ) -> ImportResult:
        """Import a JSON/JSONL/LoCoMo file. The whole file is parsed and validated first: a
        malformed record (its line number in the error) means nothing is written.

        Then it is written in chunks of ``chunk_size`` records, each chunk one transaction:
        after a crash or Ctrl-C every chunk is either wholly stored or not at all, and
        importing the same file again resumes — records already stored are recognised by
        their idempotency key (given, or derived from content, session and speaker) and are
        neither embedded again nor duplicated. ``atomic=True`` writes the whole file in one
        transaction instead (all or nothing; for small files). ``chunk_size`` defaults to
        ``config.ingest.import_chunk_records``; ``progress("records", done, total)`` is called
        after each committed chunk (besides "embedding" and "writing" within it)."""
        started = time.perf_counter()
        limits.check_callback(progress, "progress")
        path = limits.check_path(path)
        chunk_size = self.config.ingest.import_chunk_records if chunk_size is None else chunk_size
        if not isinstance(chunk_size, int) or isinstance(chunk_size, bool) or chunk_size < 1:
            raise InvalidInputError(f"chunk_size must be a positive integer, got {chunk_size!r}")
        loaded = load_records(path, format=format)
        requests = []
        for line, record in loaded:
            try:
                requests.append(self._request(record, profile))
            except InvalidInputError as exc:
                raise ImportFormatError(exc.message, path=str(path), line=line) from exc
        size = len(requests) if atomic else chunk_size
        starts = range(0, len(requests), size)
        results: list[RememberResult] = []
        writes, actor = self._writes, self.actor

        def stage(start: int):  # type: ignore[no-untyped-def]
            return writes.stage(actor, requests[start : start + size], progress=_offset(progress, start, len(requests)))

        # Two stages in flight: the next chunk is segmented and embedded (the encoder releases
        # the GIL) while the writer commits this one; commits stay in file order.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="memlane-import") as ahead:
            pending = ahead.submit(stage, starts[0]) if starts else None
            for n, start in enumerate(starts):
                staged = pending.result()  # type: ignore[union-attr]
                pending = ahead.submit(stage, starts[n + 1]) if n + 1 < len(starts) else None
                try:
                    results += writes.commit(actor, staged, single=False, progress=_offset(progress, start, len(requests)))
                except BaseException:
                    if pending is not None:
                        pending.cancel()
                    raise
                if progress:
                    progress("records", len(results), len(requests))
        return ImportResult(
            path=str(path),
            records=len(results),
            stored=sum(not r.deduplicated and not r.erased for r in results),
            deduplicated=sum(r.deduplicated for r in results),
            facts=sum(len(r.fact_ids) for r in results if not r.deduplicated),
            seconds=time.perf_counter() - started,
            chunks=-(-len(requests) // size) if requests else 0,
        )

    def forget(self, ids: str | Sequence[str], *, profile: str | None = None) -> ForgetResult:
        """Remove facts and/or memories from every index (governed erasure without tombstones:
        the same content may be remembered again later). A memory takes the facts it alone
        supports; a fact takes the memories left supporting nothing."""
        if not isinstance(ids, str | list | tuple):
            raise InvalidInputError(f"forget takes an id or a list of ids, got {type(ids).__name__}")
        id_list = [ids] if isinstance(ids, str) else list(ids)
        if not id_list:
            raise InvalidInputError("forget needs at least one id", field="ids")
        limits.check_count(id_list, limits.IDS_PER_CALL, "ids")
        for value in id_list:
            parse_id(value)
        name = self._name(profile)
        decision = self._engine.gate.check(self.actor, _K.FORGET.value, profile=name, target_ids=id_list)
        return self._writes.forget(self.actor, id_list, name, decision)

    def erase(self, target: str | Sequence[str] | None = None, *, kind: str = "subject", profile: str | None = None) -> ErasureReceipt:
        """Verified erasure (ADMIN): ``kind`` fact / memory (ids), entity / subject (a name),
        or profile (the whole profile; ``target`` ignored). Erased content is tombstoned, the
        audit record is written before anything is deleted, every store proves the erasure by
        live re-query, and the returned receipt is sealed; ``all_erased`` is true only when
        every proof held."""
        name = self._name(profile)
        decision = self._engine.gate.check(self.actor, _K.ERASE.value, profile=name)
        subject_ref = None
        if kind in ("subject", "entity") and isinstance(target, str):
            # Audit and receipts carry a keyed hash of the name, never the name itself.
            subject_ref = self._engine.sealer.seal({"name": " ".join(target.casefold().split())}, purpose="subject-ref")[:32]
        ids = list(target) if isinstance(target, list | tuple) else target
        if isinstance(ids, list):
            limits.check_count(ids, limits.IDS_PER_CALL, "target")
        elif isinstance(ids, str):
            limits.check_chars(ids, limits.NAME_CHARS, "target")
        _, receipt = self._writes.erase(
            self.actor, op="erase", kind=kind, target=ids, profile=name, decision=decision,
            scopes=None, tombstone=True, subject_ref=subject_ref,
        )  # fmt: skip
        return receipt

    def correct(self, fact_id: str, text: str, *, profile: str | None = None) -> Fact:
        """Replace a fact's statement. The old fact is kept but superseded (its system time
        ends now and it ranks lower); the new fact keeps the old one's provenance."""
        name = self._name(profile)
        decision = self._engine.gate.check(self.actor, _K.CORRECT.value, profile=name, target_ids=[str(fact_id)])
        text = validate_content(text, max_bytes=self.config.ingest.max_content_bytes, field="text").strip()
        parse_id(fact_id, IdKind.FACT)
        self._engine.ensure_index()
        return self._writes.correct(self.actor, fact_id, text, name, decision)

    def update(
        self,
        fact_id: str,
        *,
        valid_from: TimeLike | None = None,
        valid_until: TimeLike | None = None,
        importance: float | None = None,
        profile: str | None = None,
    ) -> Fact:
        """Set a fact's validity window (event time) or importance in place (CORRECT policy)."""
        name = self._name(profile)
        decision = self._engine.gate.check(self.actor, _K.CORRECT.value, profile=name, target_ids=[str(fact_id)])
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
        start, end = fields.get("valid_from"), fields.get("valid_until")
        if start is not None and end is not None and start > end:
            raise InvalidInputError("valid_from is after valid_until")
        parse_id(fact_id, IdKind.FACT)
        return self._writes.update(self.actor, fact_id, fields, name, decision)

    # -- reads ------------------------------------------------------------------------------
    def recall(
        self,
        query: str,
        *,
        profile: str | None = None,
        limit: int = 10,
        as_of: TimeLike | None = None,
        scopes: Sequence[str] | None = None,
        valid_at: TimeLike | None = None,
        include_archived: bool = False,
    ) -> RecallResult:
        """Recall through every channel (see docs/retrieval.md). ``as_of`` (system time) hides
        facts recorded after that instant and demotes those superseded by then; ``valid_at``
        (event time, default: as_of or now) demotes facts not valid at that time; archived
        facts are left out unless ``include_archived``; ``scopes`` narrows (never widens) what
        the caller may read."""
        name = self._name(profile)
        size = len(query.encode("utf-8", "replace")) if isinstance(query, str) else None
        self._engine.gate.check(self.actor, _K.RECALL.value, profile=name, payload_bytes=size)
        readable = self._engine.readable_scopes(self.actor, name, scopes)
        return self._engine.recall.run(
            query, profile=name, limit=limit, as_of=to_epoch(as_of, field="as_of"), scopes=readable,
            valid_at=to_epoch(valid_at, field="valid_at"), include_archived=bool(include_archived),
            guard=self._revalidate,
        )  # fmt: skip

    def maintain(self, *, profile: str | None = None, seed: int | None = None, steps: int = 20) -> MaintenanceReport:
        """The maintenance pass: Langevin lifecycle dynamics for every fact of the profile."""
        name = self._name(profile)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63):
            raise InvalidInputError("seed must be None or an integer from 0 to 2^63-1", field="seed")
        decision = self._engine.gate.check(self.actor, _K.CONSOLIDATE.value, profile=name)
        if isinstance(steps, bool) or not isinstance(steps, int) or not 1 <= steps <= 10_000:
            raise InvalidInputError("steps must be an integer from 1 to 10000")
        pid = self._profile_id(name)
        self._engine.flush_access()  # the dynamics see every access recorded so far
        now = time.time()

        actor = self.actor

        run = LifecyclePass(name, pid, now=now, seed=seed, steps=steps)

        def chunk(store: Store) -> bool:
            with store.write():
                check_write(store, actor, _K.CONSOLIDATE.value, name)
                run.step(store)
            return run.done

        self._writes.maintenance(self.actor, name, decision, chunk, steps=steps, seed=seed)
        report = run.report()
        # The profile's HNSW graph is brought up to date too (built above the size threshold).
        vectors = self._engine.maintain_vectors(name).get(name)
        return replace(report, vectors=vectors) if vectors is not None else report

    def contradictions(self, *, profile: str | None = None) -> list[dict[str, Any]]:
        """Detected contradictions and corrections: each newer fact with the older fact it
        supersedes (kept, demoted at recall), the value coboundary κ, the relation similarity
        and the evidence in words (e.g. "change cue", "names the old value as left behind")."""
        with self._reading(profile) as (reader, pid, readable):
            rows = reader.retrieval.supersessions(pid, scopes=readable)
            facts = reader.facts.get_many(sorted({f for r in rows for f in r[:2]}), profile_id=pid, scopes=readable)
        return [
            {"newer": facts[new].to_dict(), "older": facts[old].to_dict(), "kappa": kappa, "detected_at": detected,
             "similarity": why.get("similarity"), "evidence": why.get("evidence", [])}
            for new, old, kappa, detected, why in rows
            if new in facts and old in facts
        ]  # fmt: skip

    def get(self, id: str, *, profile: str | None = None) -> Fact | MemoryRecord:
        parsed = parse_id(id)
        with self._reading(profile) as (reader, pid, readable):
            repo = reader.facts if parsed.kind is IdKind.FACT else reader.memories
            found = repo.get_many([parsed.number], profile_id=pid, scopes=readable).get(parsed.number)
        if found is None:
            raise UnknownIdError(f"not found in this profile: {id}", ids=[id])
        return found

    def list(self, *, profile: str | None = None, kind: str = "facts", offset: int = 0, limit: int = 50) -> Page:
        """A page of facts or memories in observation order (readable scopes only)."""
        if kind not in ("facts", "memories"):
            raise InvalidInputError("kind must be 'facts' or 'memories'")
        for field, value, low, high in (("offset", offset, 0, limits.OFFSET_MAX), ("limit", limit, 1, limits.PAGE_LIMIT)):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise InvalidInputError(f"{field} must be an integer from {low} to {high}")
        with self._reading(profile) as (reader, pid, readable):
            repo = reader.facts if kind == "facts" else reader.memories
            items, total = repo.list(pid, offset=offset, limit=limit, scopes=readable)
        return Page(items=tuple(items), total=total, offset=offset, limit=limit)

    def profiles(self) -> list[str]:
        actor = self.actor
        self._engine.gate.check(actor, _K.RECALL.value, profile=None)
        with self._engine.reader.read():
            return [name for name, _ in self._engine.reader.catalog.profiles() if actor.may_access_profile(name)]

    def stats(self, *, profile: str | None = None) -> dict[str, Any]:
        actor, reader = self.actor, self._engine.reader
        self._engine.gate.check(actor, _K.RECALL.value, profile=None if profile is None else self._name(profile))
        with reader.read():
            profiles = [name for name, _ in reader.catalog.profiles() if actor.may_access_profile(name)]
            counts = dict.fromkeys(("memories", "facts", "entities", "edges", "scenes"), 0)
            # Only what the caller may read is counted (each profile's readable scope keys).
            for name in [self._name(profile)] if profile is not None else profiles:
                for table, n in reader.catalog.counts(self._profile_id(name), self._engine.readable_scopes(actor, name)).items():
                    counts[table] += n
            bound = reader.vectors.bound_model()
            version = reader.db.schema_version
        size = sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.is_file())
        return {
            "path": str(self.path), "schema_version": version, "profile": profile, "profiles": profiles,
            "embedding_model": bound[0] if bound else None, "embedding_dimension": bound[1] if bound else None,
            "bytes_on_disk": size, **counts,
        }  # fmt: skip

    # -- internals --------------------------------------------------------------------------
    @contextlib.contextmanager
    def _reading(self, profile: str | None) -> Iterator[tuple[Store, int, list[str]]]:
        """The prologue every plain read shares: RECALL policy for the caller, the scopes it
        may read (pushed into each query), one snapshot, the profile's id."""
        name = self._name(profile)
        reader = self._engine.reader
        with reader.read():
            actor = self.actor  # a session is re-validated in the snapshot that reads
            self._engine.gate.check(actor, _K.RECALL.value, profile=name)
            readable = self._engine.readable_scopes(actor, name)
            yield reader, self._profile_id(name), readable

    def _revalidate(self) -> None:
        """Called by recall inside its read snapshot: a session view's session still holds."""
        guard = guard_of(self._actor)
        if guard is not None:
            guard.actor()

    def _sealer(self) -> Sealer:
        return Sealer(self._keystore.install_key())

    def _audit_admin(self, kind: str, **meta: Any) -> None:
        assert self._engine.audit is not None
        self._engine.audit.write(self.actor, kind, "applied", metadata=meta)

    def _open_store(self) -> None:
        """Reopen every connection after a restore swapped the database file."""
        self._engine.reopen_stores()

    def _name(self, profile: str | None) -> str:
        return profile_name(self.default_profile if profile is None else profile)

    def _profile_id(self, profile: str | None) -> int:
        name = self._name(profile)
        with self._engine.reader.read():  # reentrant; callers may already hold the snapshot
            pid = self._engine.reader.catalog.profile_id(name)
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

    aremember = _async_twin(remember)
    amaintain = _async_twin(maintain)
    acontradictions = _async_twin(contradictions)
    aremember_many = _async_twin(remember_many)
    aimport_file = _async_twin(import_file)
    aforget = _async_twin(forget)
    aerase = _async_twin(erase)
    acorrect = _async_twin(correct)
    aupdate = _async_twin(update)
    arecall = _async_twin(recall)
    aget = _async_twin(get)
    alist = _async_twin(list)
    aprofiles = _async_twin(profiles)
    astats = _async_twin(stats)
    amanifest = _async_twin(EvidenceMixin.manifest)
    aerasure_receipt = _async_twin(EvidenceMixin.erasure_receipt)
    aerasure_status = _async_twin(EvidenceMixin.erasure_status)
    aaudit_verify = _async_twin(EvidenceMixin.audit_verify)
    aexport = _async_twin(CustodyMixin.export)
    abackup = _async_twin(CustodyMixin.backup)
    arestore = _async_twin(CustodyMixin.restore)
    acheck_integrity = _async_twin(CustodyMixin.check_integrity)
    ahistory = _async_twin(InsightMixin.history)
    aoverview = _async_twin(InsightMixin.overview)

