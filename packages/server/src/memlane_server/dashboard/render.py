"""Rendering dashboard pages: Jinja2 templates shipped in the package (autoescaped), strict
security headers, and errors as pages (a missing or expired login redirects to /login)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from jinja2 import Environment, FileSystemLoader, select_autoescape
from memlane.errors import MemlaneError

HERE = Path(__file__).resolve().parent
HEADERS = {
    # Nothing but this origin's stylesheet; no scripts at all; forms post only here.
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def _pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False, default=str)


class Renderer:
    def __init__(self) -> None:
        self.env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html"]))
        self.env.filters["pretty"] = _pretty
        self.env.filters["day"] = lambda v: v.strftime("%Y-%m-%d %H:%M") if v else "–"

    def page(self, request: Request, template: str, *, status: int = 200, **context: Any) -> HTMLResponse:
        session = getattr(request.state, "dashboard_session", None)
        caller = getattr(request.state, "caller", None)
        html = self.env.get_template(template).render(
            csrf=session.csrf if session else "", caller=caller, principal=caller.principal if caller else None,
            profile=request.path_params.get("profile") or (caller.profile if caller else None), **context,
        )  # fmt: skip
        return HTMLResponse(html, status_code=status, headers=HEADERS)

    def error_page(self, request: Request, error: MemlaneError, status: int) -> Response:
        if status == 401:
            return RedirectResponse("/login", status_code=303, headers=HEADERS)
        return self.page(request, "error.html", status=status, error=error, status_code=status)


RENDERER = Renderer()
