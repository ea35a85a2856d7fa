"""Logging in to the dashboard (public: the login form) and out (a governed form). The login
form carries a double-submit CSRF token; the session cookie is HttpOnly, SameSite=Strict."""

from __future__ import annotations

import secrets
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import RedirectResponse, Response
from memlane.governance import AuthenticationError, Transport

from ..http.guard import CallerDep
from .render import HEADERS, RENDERER
from .sessions import COOKIE, LOGIN_COOKIE, same

public = APIRouter(include_in_schema=False)


def _login_page(request: Request, message: str | None = None, status: int = 200) -> Response:
    token = secrets.token_urlsafe(24)
    config = request.app.state.services.config
    page = RENDERER.page(request, "login.html", status=status, login_csrf=token, message=message,
                         default_profile=config.profile)  # fmt: skip
    page.set_cookie(LOGIN_COOKIE, token, httponly=True, samesite="strict", secure=config.secure_cookies, path="/login")
    return page


@public.get("/login")
def login_form(request: Request) -> Response:
    return _login_page(request)


@public.post("/login")
async def login(request: Request) -> Response:
    services = request.app.state.services
    form = await request.form()
    if not same(str(form.get("csrf", "")), request.cookies.get(LOGIN_COOKIE)):
        return _login_page(request, "The form expired; please try again.", status=403)
    client = request.client.host if request.client else "unknown"
    if not services.auth_failures.test(client):
        return _login_page(request, "Too many failed attempts; wait a minute.", status=429)
    token, principal = str(form.get("token", "")).strip(), str(form.get("principal", "")).strip()
    try:
        if token:
            caller = await run_in_threadpool(services.authenticator.authenticate, token, transport=Transport.HTTP)
        else:
            profile = str(form.get("profile", "")).strip() or None
            session = await run_in_threadpool(services.memory.admin.login, principal, str(form.get("password", "")), profile=profile)
            token = session.token
            caller = await run_in_threadpool(services.authenticator.authenticate, token, transport=Transport.HTTP)
    except AuthenticationError:
        services.auth_failures.note(client)
        return _login_page(request, "Those credentials were not accepted.", status=401)
    cookie, _ = services.dashboard.create(token, caller.principal)
    response = RedirectResponse(f"/p/{quote(caller.profile, safe='')}", status_code=303, headers=HEADERS)
    response.set_cookie(COOKIE, cookie, httponly=True, samesite="strict", secure=services.config.secure_cookies,
                        max_age=int(services.config.dashboard_session_seconds), path="/")  # fmt: skip
    response.delete_cookie(LOGIN_COOKIE, path="/login")
    return response


def logout(request: Request, caller: CallerDep) -> Response:
    """Drop the dashboard session (and revoke the principal's session token)."""
    session = request.state.dashboard_session
    request.app.state.services.dashboard.drop(session)
    if caller.actor.session_token_hash:
        caller.memory.admin.logout(session.credential)
    response = RedirectResponse("/login", status_code=303, headers=HEADERS)
    response.delete_cookie(COOKIE, path="/")
    return response
