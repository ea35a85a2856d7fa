"""Every governed write of the facade: admission → audit → coordinator → spine (or erasure).

The slow, pure work (validation, scrubbing, fact extraction, embedding) happens in the caller's
thread before admission; only the transaction runs on the single writer.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from .access.scopes import parse_scope, require_writable
from .engine import Engine
from .erasure import ErasurePlan, ErasureReceipt
from .errors import MemlaneError, UnknownIdError
from .governance import ActorContext, ManifestStatus, ScopeDeniedError
from .ids import IdKind, fact_id, memory_id, parse_id
from .ingest.entities import extract_mentions
from .ingest.pipeline import PreparedMemory, prepare
from .ingest.request import RememberRequest
from .ingest.scrubbing import as_dicts, scrub_request
from .ingest.writer import ALREADY_STORED
from .results import Fact, ForgetResult, RememberResult
from .storage import Store
from .transactions.admission import Admission, admit, captured_generation
from .transactions.spine import Projected

Progress = Callable[[str, int, int], None]
# attach(store, request indexes, those requests as written (scope key resolved), their results):
# extra rows in the remember transaction.
Attach = Callable[[Store, list[int], list[RememberRequest], list[RememberResult]], None]


@dataclass(frozen=True)
class Staged:
    """A ``remember`` batch ready for its transaction (see Writes.stage)."""

    profiles: list[str]
    decisions: dict[str, Any]
    scoped: list[RememberRequest]
    findings: list[list]
    prepared: list[PreparedMemory]
    vectors: list[np.ndarray]


class Writes:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # -- helpers ----------------------------------------------------------------------------
    def _admit(self, actor: ActorContext, kind: str, profile: str, payload: list, decision) -> Admission:  # type: ignore[no-untyped-def]
        e = self.engine
        return admit(
            actor, decision, kind=kind, profile=profile, generation=captured_generation(e.reader, actor, profile),
            payload=payload, timeout=e.config.spine.write_deadline_seconds,
        )  # fmt: skip

    def _audit(self, admission: Admission, decision: str, *, reason: str = "", targets=(), durable=False, **meta: Any) -> int:  # type: ignore[no-untyped-def]
        assert self.engine.audit is not None
        record = self.engine.audit.record(
            admission.actor, admission.kind, decision, profile=admission.profile, reason=reason,
            target_ids=[admission.operation_id, *targets], durable=durable,
            metadata={"operation_id": admission.operation_id, "payload_hash": admission.payload_hash,
                      "generation": admission.generation,
                      "advisories": [a.value for a in admission.decision.advisories], **meta},
        )  # fmt: skip
        if decision == "allowed":  # the manifest anchors this record in the memory database
            admission.evidence["audit"] = (record.seq, record.hash)
        return record.seq

    def _failed(self, admission: Admission, exc: BaseException) -> None:
        reason = exc.code if isinstance(exc, MemlaneError) else type(exc).__name__
        with contextlib.suppress(MemlaneError, OSError):
            self._audit(admission, "failed", reason=reason)

    def writable_scope(self, actor: ActorContext, kind: str, profile: str, scope: str) -> str:
        e = self.engine
        wanted = parse_scope(scope, actor)
        extra = str(wanted) if wanted.kind.value == "shared" else None
        try:
            return require_writable(e.scope_access(actor, profile, extra_share=extra), actor, wanted)
        except ScopeDeniedError as exc:
            e.gate.scope_denied(actor, kind, profile, exc)
            raise

    # -- remember ---------------------------------------------------------------------------
    def remember(
        self,
        actor: ActorContext,
        requests: list[RememberRequest],
        *,
        single: bool,
        progress: Progress | None = None,
        shape: Callable[[int, PreparedMemory], PreparedMemory] | None = None,
        attach: Attach | None = None,
    ) -> list[RememberResult]:
        """``shape`` may adjust what ingestion prepared (by request index) before embedding;
        ``attach`` runs inside the same transaction after the memories are written (the items
        layer records its rows there: one logical write, one transaction)."""
        staged = self.stage(actor, requests, progress=progress, shape=shape)
        return self.commit(actor, staged, single=single, progress=progress, attach=attach)

    def stage(
        self,
        actor: ActorContext,
        requests: list[RememberRequest],
        *,
        progress: Progress | None = None,
        shape: Callable[[int, PreparedMemory], PreparedMemory] | None = None,
    ) -> Staged:
        """The caller-side half of ``remember``: policy, scrubbing, fact extraction, embedding.
        Writes nothing, so an import can stage its next chunk while the writer commits this one."""
        e = self.engine
        e.coordinator.check_available()  # fail fast, before scrubbing and embedding
        profiles = sorted({r.profile for r in requests})
        decisions = {p: e.gate.check(actor, "remember", profile=p, payload_bytes=sum(
            len(r.content.encode("utf-8")) for r in requests if r.profile == p)) for p in profiles}  # fmt: skip
        scoped, findings = [], []
        for r in requests:
            key = self.writable_scope(actor, "remember", r.profile, r.scope)
            cleaned, found = scrub_request(replace(r, scope=key), e.config.scrub.for_profile(r.profile))
            scoped.append(cleaned)
            findings.append(found)
        known = self._stored_keys(scoped)
        # Already stored (a re-run or resumed import): deduplicated in the transaction, so no
        # segmentation or embedding is spent on it.
        prepared = [
            PreparedMemory(r, (), ALREADY_STORED, "") if (r.profile, r.idempotency_key) in known
            else prepare(r, e.config.ingest) for r in scoped
        ]  # fmt: skip
        if shape is not None:
            prepared = [shape(i, p) for i, p in enumerate(prepared)]
        vectors = self._embed(prepared, progress)
        return Staged(profiles, decisions, scoped, findings, prepared, vectors)

    def commit(
        self, actor: ActorContext, staged: Staged, *, single: bool, progress: Progress | None = None, attach: Attach | None = None
    ) -> list[RememberResult]:
        """Admission, audit and the one transaction of a staged ``remember``."""
        e = self.engine
        profiles, decisions, scoped, findings, prepared, vectors = (
            staged.profiles, staged.decisions, staged.scoped, staged.findings, staged.prepared, staged.vectors
        )  # fmt: skip
        parts = []
        for p in profiles:
            index = [i for i, r in enumerate(scoped) if r.profile == p]
            payload = [[scoped[i].idempotency_key, scoped[i].content_hash] for i in index]
            admission = self._admit(actor, "remember", p, payload, decisions[p])
            kinds = sorted({k for i in index for _, k, _, _ in findings[i]})
            self._audit(admission, "allowed", records=len(index), redactions=kinds)
            parts.append((admission, index))
        written = {"n": 0}

        def on_written(n: int) -> None:
            written["n"] += n
            if progress:
                progress("writing", written["n"], len(prepared))

        def job(store: Store) -> list[tuple[Admission, list[int], Any]]:
            out = []
            with store.write():  # one transaction for every profile of the batch: all or nothing
                e.bind_index(store)
                for admission, index in parts:
                    out.append((admission, index, e.spine.run(store, admission, self._body(
                        admission, [prepared[i] for i in index], [vectors[i] for i in index],
                        [findings[i] for i in index], single, on_written,
                        None if attach is None else (lambda s, res, index=index: attach(
                            s, index, [prepared[i].request for i in index], res))))))  # fmt: skip
            return out

        try:
            done = e.submit(job, deadline=parts[0][0].deadline)
        except BaseException as exc:
            for admission, _ in parts:
                self._failed(admission, exc)
            raise
        results: list[RememberResult | None] = [None] * len(scoped)
        for admission, index, (values, manifest) in done:
            for i, value in zip(index, values, strict=True):
                results[i] = replace(value, operation_id=admission.operation_id, status=manifest.status.value,
                                     redactions=as_dicts(findings[i]))  # fmt: skip
            if manifest.status is not ManifestStatus.COMPLETE:
                with contextlib.suppress(MemlaneError, OSError):
                    self._audit(admission, "degraded", reason=",".join(manifest.owners_in(*_NOT_APPLIED)))
        return [r for r in results if r is not None]

    def _body(self, admission, prepared, vectors, findings, single, on_written, attach=None):  # type: ignore[no-untyped-def]
        e = self.engine

        def body(store: Store) -> Projected:
            done = e.canonical.write(store, prepared, vectors, on_written=on_written, skip_erased=not single)
            if attach is not None:
                attach(store, done.results)
            rows = []
            for result, found in zip(done.results, findings, strict=True):
                if found and result.memory_id and not result.deduplicated:
                    mid = parse_id(result.memory_id).number
                    rows.extend((mid, admission.operation_id, f, k, s, t) for f, k, s, t in found)
            if rows:
                store.operations.add_redactions(rows)
            return Projected(done.results, done.items, {"memories": done.memory_ids, "facts": done.fact_ids})

        return body

    def _stored_keys(self, requests: list[RememberRequest]) -> set[tuple[str, str]]:
        reader, out = self.engine.reader, set()
        with reader.read():
            for profile in {r.profile for r in requests}:
                pid = reader.catalog.profile_id(profile)
                if pid is not None:
                    keys = [r.idempotency_key for r in requests if r.profile == profile]
                    out.update((profile, k) for k in reader.memories.existing_keys(pid, keys))
        return out

    def _embed(self, prepared: list[PreparedMemory], progress: Progress | None) -> list[np.ndarray]:
        e = self.engine
        texts = [fact.text for item in prepared for fact in item.facts]
        # Each distinct text of the whole write once (not once per call), in calls of texts
        # of similar length, so the encoder pads little; a text's vector does not depend on
        # its batch (the attention mask keeps padding out of the mean).
        unique = sorted(dict.fromkeys(texts), key=len)
        batch, vectors = e.config.ingest.embed_batch_size, {}
        for start in range(0, len(unique), batch):
            part = unique[start : start + batch]
            vectors.update(zip(part, e.embedder.encode(part), strict=True))
            if progress:
                progress("embedding", min(start + batch, len(unique)), len(unique))
        dimension = e.embedder.dimension
        matrix = np.stack([vectors[t] for t in texts]) if texts else np.zeros((0, dimension), np.float32)
        out, offset = [], 0
        for item in prepared:
            out.append(matrix[offset : offset + len(item.facts)])
            offset += len(item.facts)
        return out

    # -- correct / update -------------------------------------------------------------------
    def correct(self, actor: ActorContext, fact: str, text: str, profile: str, decision) -> Fact:  # type: ignore[no-untyped-def]
        e = self.engine
        e.coordinator.check_available()
        number = parse_id(fact, IdKind.FACT).number
        scrubbed, _ = scrub_request(_text_request(text, profile), e.config.scrub.for_profile(profile))
        text = scrubbed.content
        vector = e.embedder.encode([text])[0]
        writable = e.writable_scopes(actor, profile)
        admission = self._admit(actor, "correct", profile, [fact, scrubbed.content_hash], decision)
        self._audit(admission, "allowed", targets=[fact])

        def body(store: Store) -> Projected:
            pid = e.canonical.profile_id(store, profile, create=False)
            old = store.facts.get_many([number], profile_id=pid, scopes=writable).get(number)
            if old is None:
                raise UnknownIdError(f"not found in this profile: {fact}", ids=[fact])
            people = frozenset({old.speaker.casefold()} if old.speaker else ())
            item = e.canonical.supersede(store, old, pid, text, vector, mentions=extract_mentions(text, people=people))
            return Projected(item.fact_id, [item], {"facts": [item.fact_id], "supersedes": number})

        new_id = self._run(admission, body)
        with e.reader.read():
            return e.reader.facts.get_many([new_id])[new_id]

    def maintenance(self, actor: ActorContext, profile: str, decision, job, **meta: Any):  # type: ignore[no-untyped-def]
        """A maintenance pass (lifecycle dynamics): admitted and audited once like every write,
        then run on the single writer one chunk at a time (``job`` returns True after the last),
        each chunk its own submission, so other writes are served between chunks."""
        admission = self._admit(actor, "consolidate", profile, [profile, sorted(meta.items())], decision)
        self._audit(admission, "allowed", **meta)
        try:
            while not self.engine.submit(job, deadline=self.engine.deadline()):
                pass
        except BaseException as exc:
            self._failed(admission, exc)
            raise

    def update(self, actor: ActorContext, fact: str, fields: dict, profile: str, decision) -> Fact:  # type: ignore[no-untyped-def]
        e = self.engine
        number = parse_id(fact, IdKind.FACT).number
        writable = e.writable_scopes(actor, profile)
        admission = self._admit(actor, "update", profile, [fact, sorted(fields.items())], decision)
        self._audit(admission, "allowed", targets=[fact], fields=sorted(fields))

        def body(store: Store) -> Projected:
            pid = e.canonical.profile_id(store, profile, create=False)
            if number not in store.facts.get_many([number], profile_id=pid, scopes=writable):
                raise UnknownIdError(f"not found in this profile: {fact}", ids=[fact])
            store.facts.set_fields(number, fields)
            return Projected(number, (), {"facts": [number]}, project=False)

        self._run(admission, body)
        with e.reader.read():
            return e.reader.facts.get_many([number])[number]

    def _run(self, admission: Admission, body: Callable[[Store], Projected]) -> Any:
        e = self.engine

        def job(store: Store) -> Any:
            with store.write():
                e.bind_index(store)
                return e.spine.run(store, admission, body)[0]

        try:
            return e.submit(job, deadline=admission.deadline)
        except BaseException as exc:
            self._failed(admission, exc)
            raise

    # -- forget / erase ---------------------------------------------------------------------
    def erase(
        self, actor: ActorContext, *, op: str, kind: str, target: object, profile: str, decision,  # type: ignore[no-untyped-def]
        scopes: Sequence[str] | None, tombstone: bool, subject_ref: str | None = None,
    ) -> tuple[ErasurePlan, ErasureReceipt]:
        e = self.engine
        ids = [target] if isinstance(target, str) and kind in ("fact", "memory") else target
        admission = self._admit(actor, op, profile, [kind, subject_ref or (ids if kind in ("fact", "memory") else None)], decision)

        def audit_before(plan: ErasurePlan) -> int | None:
            # Durable, before anything is deleted: if this raises, the erasure rolls back.
            targets = [fact_id(f) for f in sorted(plan.fact_ids)] + [memory_id(m) for m in sorted(plan.memory_ids)]
            return self._audit(admission, "allowed", targets=targets[:1000], durable=True, target_kind=kind,
                               subject_ref=subject_ref, facts=len(plan.fact_ids), memories=len(plan.memory_ids),
                               entities=len(plan.entity_ids), tombstone=tombstone)  # fmt: skip

        def job(store: Store) -> tuple[ErasurePlan, ErasureReceipt]:
            return e.erasure.run(store, admission, kind=kind, target=target, scopes=scopes,
                                 tombstone=tombstone, audit_before=audit_before)  # fmt: skip

        try:
            return e.submit(job, deadline=admission.deadline)
        except BaseException as exc:
            self._failed(admission, exc)
            raise

    def forget(self, actor: ActorContext, ids: list[str], profile: str, decision) -> ForgetResult:  # type: ignore[no-untyped-def]
        writable = self.engine.writable_scopes(actor, profile)
        kind = "memory" if all(parse_id(i).kind is IdKind.MEMORY for i in ids) else "fact"
        plan, receipt = self.erase(actor, op="forget", kind=kind, target=ids, profile=profile, decision=decision,
                                   scopes=writable, tombstone=False)  # fmt: skip
        return ForgetResult(
            forgotten_memory_ids=tuple(memory_id(m) for m in sorted(plan.memory_ids)),
            forgotten_fact_ids=tuple(fact_id(f) for f in sorted(plan.fact_ids)),
            erasure_id=receipt.erasure_id,
            all_erased=receipt.all_erased,
        )


_NOT_APPLIED = ("pending", "failed", "dead_lettered", "compensated", "cancelled")


def _text_request(text: str, profile: str) -> RememberRequest:
    """A correction's text as a request, so it passes the same scrubber as a remember."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return RememberRequest(
        content=text, profile=profile, scope="global", session_id=None, speaker=None, role=None, observed_at=0.0,
        metadata={}, idempotency_key=digest, content_hash=digest, explicit_key=True,
    )  # fmt: skip
