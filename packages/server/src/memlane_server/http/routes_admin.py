"""Governance and operations: erasure with its receipt, manifests, export, streamed import,
lifecycle maintenance, operations (dead letters) and — installation-wide — backups, restore
and the audit trail."""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import StreamingResponse
from memlane.access.ops import OPEN_STATES
from memlane.errors import ImportFormatError, InvalidInputError, MemlaneError, UnknownIdError

from .. import backups
from ..schemas import Document, EraseIn, MaintainIn, ResolveIn
from .guard import CallerDep, GovernedRouter
from .problems import error_response

router = GovernedRouter(prefix="/v1", tags=["governance"])
States = Annotated[list[str] | None, Query(description="Obligation states (default: pending, failed, dead_lettered).")]
Format = Annotated[str, Query(pattern="^(json|jsonl)$")]


# -- one profile ------------------------------------------------------------------------------
@router.governed("POST", "/profiles/{profile}/erasures", kind="erase", status_code=201, response_model=Document)
def erase(profile: str, body: EraseIn, caller: CallerDep) -> Document:
    """Verified erasure (ADMIN): tombstones, every store's proof, a sealed receipt."""
    if body.kind != "profile" and not body.target:
        raise InvalidInputError(f"erasing a {body.kind} needs a target")
    receipt = caller.memory.erase(body.target, kind=body.kind, profile=profile)
    return Document.model_validate(receipt.to_dict())


@router.governed("GET", "/profiles/{profile}/erasures/{erasure_id}", kind="recall", response_model=Document)
def erasure_receipt(profile: str, erasure_id: str, caller: CallerDep) -> Document:
    """A sealed erasure receipt, its seal verified."""
    receipt = caller.memory.erasure_receipt(erasure_id)
    if receipt.to_dict().get("profile") not in (None, profile):
        raise UnknownIdError(f"unknown erasure {erasure_id!r} in this profile", ids=[erasure_id])
    return Document.model_validate(receipt.to_dict())


@router.governed("GET", "/profiles/{profile}/operations/{operation_id}/manifest", kind="recall", response_model=Document)
def manifest(profile: str, operation_id: str, caller: CallerDep) -> Document:
    """An operation's completion manifest, seal verified against the live obligations."""
    found = caller.memory.manifest(operation_id).to_dict()
    if found.get("profile") not in (None, profile):
        raise UnknownIdError(f"unknown operation {operation_id!r} in this profile", ids=[operation_id])
    return Document.model_validate(found)


@router.governed("GET", "/profiles/{profile}/export", kind="export", response_model=Document)
def export(profile: str, caller: CallerDep, subject: str | None = None, include_embeddings: bool = False) -> Document:
    """GDPR export of the profile, or of everything about one named person (``subject``)."""
    return Document.model_validate(caller.memory.export(profile, subject, include_embeddings=include_embeddings))


@router.governed("POST", "/profiles/{profile}/import", kind="remember")
async def import_records(
    profile: str, request: Request, caller: CallerDep, format: Format = "jsonl"
) -> Any:
    """Import a JSON or JSONL body atomically (all records or none). The answer streams
    NDJSON: ``{"stage", "done", "total"}`` progress lines, then ``{"result": ...}`` (or
    ``{"error": <problem>}``). An error found while parsing answers with a problem at once."""
    folder = Path(tempfile.mkdtemp(prefix="memlane-import-"))  # 0700, removed when done
    path = folder / f"upload.{format}"
    try:
        with path.open("wb") as spool:
            async for chunk in request.stream():
                spool.write(chunk)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    loop, events = asyncio.get_running_loop(), asyncio.Queue[dict[str, Any]]()

    def progress(stage: str, done: int, total: int) -> None:
        loop.call_soon_threadsafe(events.put_nowait, {"stage": stage, "done": done, "total": total})

    def run() -> dict[str, Any]:
        try:
            result = caller.memory.import_file(path, profile=profile, format=format, progress=progress).to_dict()
        except ImportFormatError as error:  # name the upload, not the server's spool file
            raise ImportFormatError(error.message.split(": ", 1)[-1], path="upload", line=error.line) from None
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return {**result, "path": "upload"}

    task = asyncio.ensure_future(run_in_threadpool(run))
    first = asyncio.ensure_future(events.get())
    await asyncio.wait({task, first}, return_when=asyncio.FIRST_COMPLETED)
    if not first.done():
        first.cancel()
        return await _single(task)  # an error found while parsing raises here: a problem

    async def lines() -> AsyncIterator[bytes]:
        yield _line(first.result())
        while not (task.done() and events.empty()):
            getter = asyncio.ensure_future(events.get())
            await asyncio.wait({task, getter}, return_when=asyncio.FIRST_COMPLETED)
            if getter.done():
                yield _line(getter.result())
            else:
                getter.cancel()
        try:
            yield _line({"result": task.result()})
        except MemlaneError as error:
            yield _line({"error": json.loads(error_response(error).body)})

    return StreamingResponse(lines(), media_type="application/x-ndjson")


async def _single(task: asyncio.Future[dict[str, Any]]) -> StreamingResponse:
    result = await task

    async def once() -> AsyncIterator[bytes]:
        yield _line({"result": result})

    return StreamingResponse(once(), media_type="application/x-ndjson")


def _line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, default=str) + "\n").encode()


@router.governed("POST", "/profiles/{profile}/maintenance", kind="consolidate", response_model=Document)
def maintain(profile: str, body: MaintainIn, caller: CallerDep) -> Document:
    """One lifecycle maintenance pass (Langevin dynamics: active → warm → cold → archived)."""
    return Document.model_validate(caller.memory.maintain(profile=profile, seed=body.seed, steps=body.steps).to_dict())


@router.governed("GET", "/profiles/{profile}/ops", kind="ops_inspect", response_model=list[Document])
def ops_list(
    profile: str, caller: CallerDep, state: States = None, limit: Annotated[int, Query(ge=1, le=10_000)] = 100
) -> list[Document]:
    """Operations whose projections are not complete (dead letters among them)."""
    rows = caller.memory.ops.list(states=tuple(state or OPEN_STATES), limit=limit)
    return [Document.model_validate(r) for r in rows if r["profile"] == profile]


@router.governed("POST", "/profiles/{profile}/ops/{operation_id}/resolve", kind="ops_resolve", response_model=Document)
def ops_resolve(profile: str, operation_id: str, body: ResolveIn, caller: CallerDep) -> Document:
    """retry, force-reconcile or cancel an operation; returns its manifest afterwards."""
    if caller.memory.manifest(operation_id).to_dict().get("profile") not in (None, profile):
        raise UnknownIdError(f"unknown operation {operation_id!r} in this profile", ids=[operation_id])
    return Document.model_validate(caller.memory.ops.resolve(operation_id, body.action).to_dict())


# -- the whole installation -------------------------------------------------------------------
@router.governed("GET", "/audit/verify", kind="audit_verify", reach="installation", response_model=Document)
def audit_verify(caller: CallerDep) -> Document:
    """Walk the hash-chained audit trail against its sealed anchor."""
    return Document.model_validate(caller.memory.audit_verify().to_dict())


@router.governed("GET", "/backups", kind="backup", reach="installation", response_model=list[Document])
def list_backups(request: Request, caller: CallerDep) -> list[Document]:
    return [Document.model_validate(b) for b in backups.list_backups(request.app.state.services.backup_dir)]


@router.governed("POST", "/backups", kind="backup", reach="installation", status_code=201, response_model=Document)
def create_backup(request: Request, caller: CallerDep) -> Document:
    """An online, consistent, encrypted backup of every profile into the daemon's backup
    directory."""
    return Document.model_validate(backups.create_backup(caller.memory, request.app.state.services.backup_dir))


@router.governed("POST", "/backups/{name}/restore", kind="restore_backup", reach="installation", response_model=Document)
async def restore_backup(name: str, request: Request, caller: CallerDep) -> Document:
    """Replace the database with a backup's content, atomically. Other requests wait while
    it runs."""
    services = request.app.state.services
    path = backups.backup_path(services.backup_dir, name)
    async with services.traffic.alone():
        report = await run_in_threadpool(caller.memory.restore, path)
    return Document.model_validate({**report.to_dict(), "path": name})
