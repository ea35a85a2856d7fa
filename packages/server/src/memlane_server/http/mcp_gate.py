"""``/mcp`` on the daemon: the MCP streamable HTTP transport behind the same bearer
authentication as the API (transport MCP), stateless and answering with JSON, so every call
is one ordinary request (counted, logged, drained like the others)."""

from __future__ import annotations

from typing import Any

from mcp.server import MCPServer
from mcp.server.streamable_http_manager import StreamableHTTPASGIApp
from mcp.server.transport_security import TransportSecuritySettings
from memlane.errors import MemlaneError
from memlane.governance import Transport
from starlette.requests import Request

from ..config import ServerConfig
from ..mcp.server import CALLER_KEY
from .guard import authenticate, bearer_token
from .problems import error_response


def mcp_transport(server: MCPServer, config: ServerConfig) -> StreamableHTTPASGIApp:
    hosts = config.host_names()
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[f"{h}:*" for h in hosts] + hosts,
        allowed_origins=[f"http://{h}:*" for h in hosts] + [f"https://{h}:*" for h in hosts],
    )
    server.streamable_http_app(  # builds the session manager used below
        stateless_http=True, json_response=True, transport_security=security,
        max_request_body_size=config.max_body_bytes, host=config.host,
    )  # fmt: skip
    return StreamableHTTPASGIApp(server.session_manager)


class McpGate:
    def __init__(self, transport: Any) -> None:
        self.transport = transport

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        request = Request(scope, receive)
        try:
            scope[CALLER_KEY] = await authenticate(request, bearer_token(request), Transport.MCP)
        except MemlaneError as error:
            return await error_response(error)(scope, receive, send)
        await self.transport(scope, receive, send)
