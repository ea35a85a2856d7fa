"""``memlane serve`` and ``memlane mcp`` live in the separate ``memlane-server``
distribution (so ``pip install memlane`` stays lean). These two stubs hand their arguments
over to it, or say how to install it."""

from __future__ import annotations

import importlib

import typer

from .cli import app

_PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}


def _hand_over(ctx: typer.Context, command: str) -> None:
    try:
        server_cli = importlib.import_module("memlane_server.cli")
    except ImportError:
        typer.echo(f"error: `memlane {command}` needs the memlane-server package: pip install memlane-server", err=True)
        raise typer.Exit(1) from None
    server_cli.run(command, ctx.obj, list(ctx.args))


@app.command(context_settings=_PASS_THROUGH, add_help_option=False)
def serve(ctx: typer.Context) -> None:
    """Run the HTTP daemon, MCP over HTTP and the dashboard (memlane-server; see --help)."""
    _hand_over(ctx, "serve")


@app.command(context_settings=_PASS_THROUGH, add_help_option=False)
def mcp(ctx: typer.Context) -> None:
    """Run the MCP server over stdio (memlane-server; see --help)."""
    _hand_over(ctx, "mcp")
