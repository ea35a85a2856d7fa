"""``memlane serve`` and ``memlane mcp``: the core CLI hands these commands, their arguments
and its global settings (--data-dir, --profile, --token) over to :func:`run`."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from memlane import Memory
from memlane.errors import MemlaneError
from memlane.governance import DeploymentMode, Transport

from .config import ServerConfig

serve_app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
mcp_app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)


def run(command: str, settings: Any, args: list[str]) -> None:
    """Entry point used by ``memlane.surfaces.cli_server``."""
    app = {"serve": serve_app, "mcp": mcp_app}[command]
    typer.main.get_command(app).main(args=args, prog_name=f"memlane {command}", obj=settings, standalone_mode=True)


def _fail(error: MemlaneError) -> None:
    typer.echo(f"error: {' '.join(error.message.splitlines())}", err=True)
    raise typer.Exit(error.exit_code)


def _settings(ctx: typer.Context) -> tuple[Path | None, str, str | None]:
    settings = ctx.obj
    return getattr(settings, "data_dir", None), getattr(settings, "profile", None) or "default", getattr(settings, "token", None)


@serve_app.command()
def serve(
    ctx: typer.Context,
    host: Annotated[str, typer.Option(help="Address to listen on (loopback by default).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8765,
    mode: Annotated[DeploymentMode, typer.Option(help="local: the OS user owns the store (local token); team: principals only.")] = DeploymentMode.LOCAL,
    allowed_host: Annotated[list[str] | None, typer.Option(help="Extra Host header names to accept (behind a proxy).")] = None,
    rate_limit: Annotated[str, typer.Option(help="Per-principal rate, e.g. '50/second;2000/minute' ('' = none).")] = "50/second",
    max_body_bytes: Annotated[int, typer.Option(help="Largest request body (import has its own limit).")] = ServerConfig.max_body_bytes,
    max_import_bytes: Annotated[int, typer.Option(help="Largest import body.")] = ServerConfig.max_import_bytes,
    backup_dir: Annotated[Path | None, typer.Option(help="Where backups go (default: <data dir>/backups).")] = None,
    access_log: Annotated[bool, typer.Option(help="JSON access log on stderr (never content).")] = True,
    secure_cookies: Annotated[bool, typer.Option(help="Mark the dashboard cookie Secure (behind TLS).")] = False,
    shutdown_grace: Annotated[float, typer.Option(help="Seconds to let in-flight requests finish on SIGTERM.")] = 30.0,
) -> None:
    """Run the HTTP daemon: the /v1 API, MCP at /mcp and the dashboard at /."""
    import uvicorn

    from .http.app import create_app

    data_dir, profile, _ = _settings(ctx)
    config = ServerConfig(
        host=host, port=port, profile=profile, mode=mode, allowed_hosts=tuple(allowed_host or ()), rate_limit=rate_limit,
        max_body_bytes=max_body_bytes, max_import_bytes=max_import_bytes, backup_dir=backup_dir, access_log=access_log,
        secure_cookies=secure_cookies, shutdown_grace_seconds=shutdown_grace,
    )  # fmt: skip
    _log_to_stderr()
    try:
        memory = Memory(data_dir, profile=profile, mode=mode, transport=Transport.HTTP)
    except MemlaneError as error:
        _fail(error)
    try:
        memory.embedder.encode(["warm up"])  # load the model before the first request, not during it
        app = create_app(memory, config, owns_memory=True)
        token = memory.data_dir / "server.token"
        where = f"local token in {token}" if token.exists() else "log in with a principal (POST /v1/login)"
        typer.echo(f"memlane serving {memory.path} on http://{host}:{port}/ ({where})", err=True)
        uvicorn.Server(uvicorn.Config(
            app, host=host, port=port, access_log=False, log_level="warning", lifespan="on",
            timeout_graceful_shutdown=shutdown_grace, server_header=False,
        )).run()  # fmt: skip
    except MemlaneError as error:
        _fail(error)
    finally:
        memory.close()  # a no-op when the app's shutdown closed it already


@mcp_app.command()
def mcp(ctx: typer.Context) -> None:
    """Run the MCP server over stdio, as the local owner (or the session of --token /
    MEMLANE_TOKEN), on the profile given by --profile."""
    from .auth.callers import Authenticator
    from .mcp.server import McpCallers, build_mcp

    data_dir, profile, token = _settings(ctx)
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING)  # stdout carries the protocol
    try:
        memory = Memory(data_dir, profile=profile, transport=Transport.MCP)
    except MemlaneError as error:
        _fail(error)
    try:
        caller = Authenticator(memory, local_token=None, default_profile=profile).stdio_caller(token)
        memory.embedder.encode(["warm up"])
        build_mcp(McpCallers(fixed=caller)).run("stdio")
    except MemlaneError as error:
        _fail(error)
    finally:
        memory.close()


def _log_to_stderr() -> None:
    access = logging.getLogger("memlane.server.access")
    if not access.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        access.addHandler(handler)
        access.setLevel(logging.INFO)
        access.propagate = False
    logging.getLogger("memlane.server").setLevel(logging.INFO)
