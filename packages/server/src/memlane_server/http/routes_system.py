"""Sessions (login/logout), the caller's profiles, health, readiness and metrics."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool
from memlane.governance import AuthenticationError

from ..errors import RateLimitedError
from ..schemas import LoginIn, LoginOut
from .guard import CallerDep, GovernedRouter, bearer_token
from .metrics import CONTENT_TYPE
from .problems import problem

public = APIRouter(tags=["system"])  # no credentials: login, health, readiness
router = GovernedRouter(tags=["system"])


@public.post("/v1/login", response_model=LoginOut)
async def login(body: LoginIn, request: Request) -> LoginOut:
    """Exchange a principal's password for a session token bound to one profile (TEAM mode,
    or LOCAL mode once principals exist). Failed attempts are rate limited per address."""
    services = request.app.state.services
    client = request.client.host if request.client else "unknown"
    if not services.auth_failures.test(client):
        raise RateLimitedError("too many failed authentications from this address", retry_after=60)
    try:
        session = await run_in_threadpool(services.memory.admin.login, body.principal, body.password, profile=body.profile)
    except AuthenticationError:
        services.auth_failures.note(client)
        raise
    return LoginOut(token=session.token, principal=session.principal_id, profile=session.profile, expires_at=session.expires_at)


@router.governed("POST", "/v1/logout", kind="login", reach="caller", status_code=204)
def logout(request: Request, caller: CallerDep) -> Response:
    """Revoke the session token used for this request (a local token cannot be revoked)."""
    token = bearer_token(request)
    if token and caller.actor.session_token_hash:
        caller.memory.admin.logout(token)
    return Response(status_code=204)


@router.governed("GET", "/v1/profiles", kind="recall", reach="caller", response_model=list[str])
def profiles(caller: CallerDep) -> list[str]:
    """The profiles this caller may access."""
    return caller.memory.profiles()


@public.get("/healthz")
def healthz() -> dict[str, str]:
    """Liveness: the process answers (content-free, unauthenticated)."""
    return {"status": "ok"}


@public.get("/readyz")
def readyz(request: Request) -> Response:
    """Readiness: the engine is open and the daemon neither restoring nor draining."""
    services = request.app.state.services
    if not services.traffic.ready:
        return problem(503, "unavailable", "restoring a backup or shutting down", headers={"Retry-After": "5"})
    return Response('{"status":"ready"}', media_type="application/json")


@router.governed("GET", "/metrics", kind="ops_inspect", reach="installation", response_class=Response)
def metrics(request: Request, caller: CallerDep) -> Response:
    """Prometheus text format: request counters and latency, the engine's obligations and
    writer state. Content-free; needs the installation owner's token."""
    counters = caller.memory.ops.counters()
    return Response(request.app.state.services.metrics.render(counters), media_type=CONTENT_TYPE)
