"""Governed routes: every route declares the engine operation it performs, and a request is
authenticated (401), checked for installation-wide reach and pre-authorized with the engine's
policy (403) — both before any engine work — and rate limited per principal (429).

The declaration is kept on the route (``openapi_extra["x-memlane-operation"]``) so the
OpenAPI schema documents it and the tests generate their authorization table from it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import Depends, FastAPI, Request
from fastapi.concurrency import run_in_threadpool
from memlane.governance import AuthenticationError, Transport

from ..auth.callers import Caller
from ..errors import InstallationAccessError, RateLimitedError
from .observe import PRINCIPAL_KEY

if TYPE_CHECKING:
    from .services import Services

OPERATION_KEY = "x-memlane-operation"
Reach = Literal["profile", "installation", "caller"]


@dataclass(frozen=True)
class Operation:
    kind: str  # the engine's operation kind (policy registry)
    # profile: the path's {profile}; installation: every profile (OWNER of '*'); caller: the
    # caller's own state (its session, the profiles it may see).
    reach: Reach = "profile"


def bearer_token(request: Request) -> str | None:
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    return value.strip() or None if scheme.lower() == "bearer" else None


async def authenticate(request: Request, token: str | None, transport: Transport) -> Caller:
    """Token → caller, with failed attempts limited per client address."""
    services: Services = request.app.state.services
    client = request.client.host if request.client else "unknown"
    if not services.auth_failures.test(client):
        raise RateLimitedError("too many failed authentications from this address", retry_after=60)
    try:
        caller = await run_in_threadpool(services.authenticator.authenticate, token, transport=transport, client_host=client)
    except AuthenticationError:
        services.auth_failures.note(client)
        raise
    request.scope[PRINCIPAL_KEY] = caller.principal
    services.limiter.hit(caller.principal)
    return caller


async def authorize(request: Request, caller: Caller, operation: Operation) -> None:
    if operation.reach == "installation" and not caller.installation_wide:
        raise InstallationAccessError(
            "this route acts on every profile: it needs a principal holding every profile", kind=operation.kind
        )
    profile = request.path_params.get("profile") if operation.reach == "profile" else None
    await run_in_threadpool(caller.memory.authorize, operation.kind, profile=profile)


class Authorize:
    """The route dependency: the caller from a bearer token (API) or the dashboard session."""

    def __init__(self, operation: Operation, credential: Callable[[Request], Any]) -> None:
        self.operation, self.credential = operation, credential

    async def __call__(self, request: Request) -> None:
        token = await self.credential(request)
        caller = await authenticate(request, token, Transport.HTTP)
        await authorize(request, caller, self.operation)
        request.state.caller = caller


async def _bearer(request: Request) -> str | None:
    return bearer_token(request)


def current_caller(request: Request) -> Caller:
    return request.state.caller


CallerDep = Annotated[Caller, Depends(current_caller)]


@dataclass(frozen=True)
class _Entry:
    method: str
    path: str
    endpoint: Callable
    operation: Operation
    options: dict[str, Any]


class GovernedRouter:
    """Collects governed routes (``@router.governed("POST", "/path", kind="remember")``) and
    adds them to the app as plain routes, so ``app.routes`` lists every one of them."""

    def __init__(self, *, prefix: str = "", tags: list[str] | None = None,
                 credential: Callable[[Request], Any] = _bearer, **defaults: Any) -> None:  # fmt: skip
        self.prefix, self.tags, self.credential, self.defaults = prefix, tags or [], credential, defaults
        self.entries: list[_Entry] = []

    def governed(self, method: str, path: str, *, kind: str, reach: Reach = "profile", **options: Any) -> Callable:
        def register(endpoint: Callable) -> Callable:
            self.entries.append(_Entry(method, self.prefix + path, endpoint, Operation(kind, reach), options))
            return endpoint

        return register

    def install(self, app: FastAPI) -> None:
        for entry in self.entries:
            kind, reach = entry.operation.kind, entry.operation.reach
            app.add_api_route(
                entry.path, entry.endpoint, methods=[entry.method], tags=self.tags,
                dependencies=[Depends(Authorize(entry.operation, self.credential))],
                openapi_extra={OPERATION_KEY: {"kind": kind, "reach": reach}}, **{**self.defaults, **entry.options},
            )  # fmt: skip


def operation_of(route: Any) -> Operation | None:
    """The operation a route declared (None for public routes)."""
    extra = getattr(route, "openapi_extra", None) or {}
    found = extra.get(OPERATION_KEY)
    return Operation(found["kind"], found["reach"]) if found else None
