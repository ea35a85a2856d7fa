"""Dashboard pages. Every page is a governed route like the API's (same engine operation
kinds, same pre-authorization), authenticated by the dashboard session cookie; every form
that changes something carries the session's CSRF token, checked before anything else."""

from __future__ import annotations

from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from memlane.errors import InvalidInputError, UnknownIdError

from .. import backups
from ..errors import CsrfError, LoginRequired
from ..http.guard import CallerDep, GovernedRouter
from ..schemas import contradictions_out
from . import charts, login
from .render import HEADERS, RENDERER
from .sessions import COOKIE, same

STATIC = Path(__file__).resolve().parent / "static"


async def dashboard_credential(request: Request) -> str:
    """The bearer credential behind the session cookie; for POST, the CSRF token first."""
    request.state.dashboard = RENDERER  # errors on these routes render as pages
    session = request.app.state.services.dashboard.get(request.cookies.get(COOKIE))
    if session is None:
        raise LoginRequired("log in to use the dashboard")
    request.state.dashboard_session = session
    if request.method == "POST":
        form = await request.form()
        if not same(str(form.get("csrf", "")), session.csrf):
            raise CsrfError("the form's CSRF token is missing or stale; reload the page")
        request.state.form = form
    return session.credential


router = GovernedRouter(tags=["dashboard"], credential=dashboard_credential, include_in_schema=False,
                        response_class=HTMLResponse)  # fmt: skip
PAGE = 50


def _form(request: Request) -> dict[str, str]:
    return {k: str(v) for k, v in request.state.form.items()}


@router.governed("GET", "/", kind="recall", reach="caller")
def home(caller: CallerDep) -> Response:
    return RedirectResponse(f"/p/{quote(caller.profile, safe='')}", status_code=303, headers=HEADERS)


router.governed("POST", "/logout", kind="login", reach="caller")(login.logout)


@router.governed("GET", "/p/{profile}", kind="recall")
def overview(profile: str, request: Request, caller: CallerDep) -> Response:
    memory = caller.memory
    stats, summary = memory.stats(profile=profile), memory.overview(profile=profile)
    return RENDERER.page(
        request, "overview.html", stats=stats, profiles=memory.profiles(),
        lifecycle_chart=charts.bars(list(summary.lifecycle.items()), chart="lifecycle"),
        growth_chart=charts.growth(summary.growth),
    )  # fmt: skip


@router.governed("GET", "/p/{profile}/memories", kind="recall")
def memories(profile: str, request: Request, caller: CallerDep, offset: int = 0) -> Response:
    page = caller.memory.list(profile=profile, kind="memories", offset=max(0, offset), limit=PAGE)
    return RENDERER.page(request, "memories.html", page=page)


@router.governed("GET", "/p/{profile}/memories/{memory_id}", kind="recall")
def memory_page(profile: str, memory_id: str, request: Request, caller: CallerDep) -> Response:
    found = caller.memory.get(_expect(memory_id, "mem_"), profile=profile)
    return RENDERER.page(request, "memory.html", memory=found)


@router.governed("GET", "/p/{profile}/facts", kind="recall")
def facts(profile: str, request: Request, caller: CallerDep, offset: int = 0) -> Response:
    page = caller.memory.list(profile=profile, kind="facts", offset=max(0, offset), limit=PAGE)
    return RENDERER.page(request, "facts.html", page=page)


@router.governed("GET", "/p/{profile}/facts/{fact_id}", kind="recall")
def fact_page(profile: str, fact_id: str, request: Request, caller: CallerDep) -> Response:
    memory = caller.memory
    fact = memory.get(_expect(fact_id, "fact_"), profile=profile)
    sources = [memory.get(m, profile=profile) for m in fact.memory_ids]
    history = memory.history(fact_id, profile=profile)
    drawn = charts.timeline([asdict(f) for f in history.facts], [asdict(s) for s in history.supersessions], now=datetime.now(UTC))
    return RENDERER.page(request, "fact.html", fact=fact, sources=sources, history=history, timeline=drawn)


@router.governed("GET", "/p/{profile}/recall", kind="recall")
def recall_form(profile: str, request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "recall.html", limit=10)


@router.governed("POST", "/p/{profile}/recall", kind="recall")
def recall(profile: str, request: Request, caller: CallerDep) -> Response:
    form = _form(request)
    limit = int(form.get("limit") or 10) if (form.get("limit") or "10").isdigit() else 10
    fields: dict[str, Any] = {
        "as_of": form.get("as_of") or None, "valid_at": form.get("valid_at") or None,
        "include_archived": bool(form.get("include_archived")), "limit": max(1, min(limit, 100)),
    }  # fmt: skip
    result = asdict(caller.memory.recall(form.get("query", ""), profile=profile, **fields))
    config = caller.memory.config.recall
    chart = charts.channel_ranks(
        result["items"], weights=result["explanation"].get("weights") or dict(config.channel_weights),
        rrf_k=config.rrf_k, boosters=list(config.boosters),
    )  # fmt: skip
    return RENDERER.page(request, "recall.html", result=result, chart=chart, query=form.get("query"), **fields)


@router.governed("GET", "/p/{profile}/contradictions", kind="recall")
def contradictions(profile: str, request: Request, caller: CallerDep) -> Response:
    found = contradictions_out(caller.memory.contradictions(profile=profile)).contradictions
    return RENDERER.page(request, "contradictions.html", contradictions=found)


def _ops(caller: Any, profile: str) -> list[dict[str, Any]]:
    return [row for row in caller.memory.ops.list() if row["profile"] == profile]


@router.governed("GET", "/p/{profile}/ops", kind="ops_inspect")
def ops(profile: str, request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "ops.html", ops=_ops(caller, profile))


@router.governed("POST", "/p/{profile}/ops/{operation_id}/resolve", kind="ops_resolve")
def resolve(profile: str, operation_id: str, request: Request, caller: CallerDep) -> Response:
    if caller.memory.manifest(operation_id).to_dict().get("profile") not in (None, profile):
        raise UnknownIdError(f"unknown operation {operation_id!r} in this profile", ids=[operation_id])
    manifest = caller.memory.ops.resolve(operation_id, _form(request).get("action", ""))
    resolved = {"operation_id": operation_id, "status": manifest.status.value}
    return RENDERER.page(request, "ops.html", ops=_ops(caller, profile), resolved=resolved)


@router.governed("GET", "/p/{profile}/erase", kind="erase")
def erase_form(profile: str, request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "erase.html")


@router.governed("POST", "/p/{profile}/erase", kind="erase")
def erase(profile: str, request: Request, caller: CallerDep) -> Response:
    form = _form(request)
    kind, target = form.get("kind", "subject"), form.get("target", "").strip()
    if form.get("confirm") != "yes":
        raise InvalidInputError("tick the confirmation: erasure cannot be undone")
    if kind != "profile" and not target:
        raise InvalidInputError(f"erasing a {kind} needs a target")
    chosen: str | list[str] | None = target.split() if kind in ("fact", "memory") else (target or None)
    receipt = caller.memory.erase(chosen, kind=kind, profile=profile).to_dict()
    return RENDERER.page(request, "erase.html", receipt=receipt)


@router.governed("GET", "/audit", kind="audit_verify", reach="installation")
def audit(request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "audit.html")


@router.governed("POST", "/audit/verify", kind="audit_verify", reach="installation")
def audit_verify(request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "audit.html", verification=caller.memory.audit_verify().to_dict())


@router.governed("GET", "/backups", kind="backup", reach="installation")
def backups_page(request: Request, caller: CallerDep) -> Response:
    return RENDERER.page(request, "backups.html", backups=backups.list_backups(request.app.state.services.backup_dir))


@router.governed("POST", "/backups", kind="backup", reach="installation")
def backup_now(request: Request, caller: CallerDep) -> Response:
    folder = request.app.state.services.backup_dir
    created = backups.create_backup(caller.memory, folder)
    return RENDERER.page(request, "backups.html", backups=backups.list_backups(folder), created=created)


def _expect(value: str, prefix: str) -> str:
    if not value.startswith(prefix):
        raise UnknownIdError(f"no {prefix}<n> id {value!r}", ids=[value])
    return value


def install(app: FastAPI) -> None:
    for route in login.public.routes:
        app.router.routes.append(route)
    router.install(app)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
