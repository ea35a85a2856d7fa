"""Errors as RFC 9457 problem+json: the engine's typed error code, a stable HTTP status per
kind of error, and the error's details (ids, fields; never content)."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from memlane.errors import (
    ConflictError,
    ContentTooLargeError,
    DatabaseBusyError,
    EmbeddingDimensionMismatchError,
    EmbeddingError,
    EmbeddingModelUnavailableError,
    InvalidInputError,
    MemlaneError,
    NotFoundError,
    StorageError,
    WriteUnavailableError,
)
from memlane.governance import (
    AuditError,
    AuthenticationError,
    GovernanceIntegrityError,
    PolicyDeniedError,
)
from starlette.exceptions import HTTPException

from ..errors import RateLimitedError, UnavailableError

MEDIA_TYPE = "application/problem+json"
log = logging.getLogger("memlane.server")

# Most specific first is not needed: the error's MRO is walked and the first class found wins.
STATUS: dict[type[BaseException], int] = {
    AuthenticationError: 401,
    PolicyDeniedError: 403,  # also profile, scope, installation, CSRF denials
    ContentTooLargeError: 413,
    InvalidInputError: 400,
    EmbeddingDimensionMismatchError: 400,
    NotFoundError: 404,
    ConflictError: 409,
    RateLimitedError: 429,
    WriteUnavailableError: 503,  # nothing was written; retry
    DatabaseBusyError: 503,
    EmbeddingModelUnavailableError: 503,
    UnavailableError: 503,
    GovernanceIntegrityError: 500,
    AuditError: 500,
    StorageError: 500,
    EmbeddingError: 500,
    MemlaneError: 500,
}
RETRYABLE = {429, 503}
HTTP_CODES = {400: "bad_request", 401: "authentication_failed", 403: "forbidden", 404: "not_found",
              405: "method_not_allowed", 413: "body_too_large", 415: "unsupported_media_type"}  # fmt: skip


def status_of(error: BaseException) -> int:
    for cls in type(error).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 500


def problem(status: int, code: str, detail: str, *, headers: dict[str, str] | None = None, **extra: Any) -> JSONResponse:
    body = {"type": f"urn:memlane:problem:{code}", "title": code.replace("_", " "), "status": status,
            "detail": detail, "code": code, **jsonable_encoder(extra)}  # fmt: skip
    return JSONResponse(body, status_code=status, media_type=MEDIA_TYPE, headers=headers)


def error_response(error: MemlaneError) -> JSONResponse:
    status = status_of(error)
    headers: dict[str, str] = {}
    if status == 401:
        headers["WWW-Authenticate"] = 'Bearer realm="memlane"'
    if status in RETRYABLE:
        headers["Retry-After"] = str(int(error.details.get("retry_after", 1) or 1))
    details = {k: v for k, v in error.details.items() if k not in ("type", "title", "status", "detail", "code")}
    return problem(status, error.code, error.message, headers=headers, **details)


async def memlane_error_handler(request: Request, error: Exception) -> Any:
    assert isinstance(error, MemlaneError)
    html = getattr(request.state, "dashboard", None)
    if html is not None:  # the dashboard renders its own pages for errors
        return html.error_page(request, error, status_of(error))
    return error_response(error)


async def validation_handler(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    # The offending input is left out: it may be content.
    errors = [{"loc": list(e.get("loc", ())), "msg": e.get("msg", ""), "type": e.get("type", "")} for e in error.errors()]
    return problem(422, "invalid_request", "the request does not match the route's schema", errors=errors)


async def http_error_handler(request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, HTTPException)
    code = HTTP_CODES.get(error.status_code, f"http_{error.status_code}")
    return problem(error.status_code, code, str(error.detail), headers=dict(error.headers or {}))


async def unexpected_handler(request: Request, error: Exception) -> JSONResponse:
    log.error("unhandled %s on %s %s", type(error).__name__, request.method, request.url.path, exc_info=error)
    return problem(500, "internal_error", "an unexpected error occurred; see the daemon's log")


def install(app: Any) -> None:
    app.add_exception_handler(MemlaneError, memlane_error_handler)
    app.add_exception_handler(RequestValidationError, validation_handler)
    app.add_exception_handler(HTTPException, http_error_handler)
    app.add_exception_handler(Exception, unexpected_handler)
