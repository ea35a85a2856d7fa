"""The daemon's ASGI app: the versioned API under /v1, MCP at /mcp, the dashboard at /,
health/readiness/metrics. Middleware (outermost first): Host check (DNS rebinding),
observation (request id, metrics, access log, in-flight accounting), body limits. No CORS
middleware: browsers keep other origins out, and the API only accepts bearer tokens, never
the dashboard's cookie."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

from fastapi import FastAPI
from memlane import Memory
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.routing import Route

from ..__about__ import __version__
from ..auth.callers import Authenticator
from ..auth.local_token import ensure_local_token
from ..config import ServerConfig
from ..dashboard import routes as dashboard
from ..dashboard.sessions import DashboardSessions
from ..mcp.server import McpCallers, build_mcp
from . import problems, routes_admin, routes_items, routes_memory, routes_system
from .limits import BodyLimit, RateLimiter
from .mcp_gate import McpGate, mcp_transport
from .metrics import Metrics
from .observe import Observe
from .services import Services
from .traffic import Traffic

log = logging.getLogger("memlane.server")
IMPORT_SUFFIX = "/import"
# No telemetry: FastAPI's OpenTelemetry hooks stay off even if an SDK and OTLP variables exist.
NO_TELEMETRY = {"tracing": False, "metrics": False, "logs": False, "operation_spans": False, "auto_configure": False}


def create_app(
    memory: Memory, config: ServerConfig | None = None, *, local_token: str | None = None, owns_memory: bool = False
) -> FastAPI:
    """The app over an open ``memory`` (closed at shutdown when ``owns_memory``, after the
    server drained in-flight requests). In LOCAL mode the local token is created in the data
    directory unless given."""
    config = config or ServerConfig()
    if local_token is None and memory.actor.authenticated:  # the implicit local owner exists
        local_token = ensure_local_token(memory.data_dir)
    services = Services(
        memory=memory, config=config,
        authenticator=Authenticator(memory, local_token=local_token, default_profile=config.profile),
        limiter=RateLimiter(config.rate_limit, namespace="principal"),
        auth_failures=RateLimiter(config.auth_failure_limit, namespace="auth-failure"),
        metrics=Metrics(), traffic=Traffic(), backup_dir=config.backup_dir or memory.data_dir / "backups",
        dashboard=DashboardSessions(config.dashboard_session_seconds),
    )  # fmt: skip
    mcp_server = build_mcp(McpCallers())
    transport = mcp_transport(mcp_server, config)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with mcp_server.session_manager.run():
            yield
        services.traffic.draining = True
        if owns_memory:  # queued writes finish, the audit trail is flushed and anchored
            memory.close()

    app = FastAPI(
        title="memlane", version=__version__, lifespan=lifespan, docs_url=None, redoc_url=None, telemetry=NO_TELEMETRY,
        description="Governed memory for AI agents: every route goes through the engine's policy, scopes and write spine.",
    )  # fmt: skip
    app.state.services = services
    problems.install(app)
    for public in routes_system.public.routes:
        app.router.routes.append(public)
    for router in (routes_system.router, routes_memory.router, routes_items.router, routes_admin.router):
        router.install(app)
    app.router.routes.append(Route("/mcp", McpGate(transport), methods=["POST"]))  # stateless: no GET stream
    dashboard.install(app)

    def limit_for(path: str) -> int:
        return config.max_import_bytes if path.endswith(IMPORT_SUFFIX) else config.max_body_bytes

    app.add_middleware(BodyLimit, limit_for=limit_for)
    app.add_middleware(Observe, metrics=services.metrics, traffic=services.traffic, log_enabled=config.access_log)
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=config.host_names())
    return app
