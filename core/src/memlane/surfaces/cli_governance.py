"""``memlane erase | ops | audit | manifest | admin``: the governed spine's commands.

Registered on the main app by importing this module (surfaces/cli.py does so at its end);
same conventions as every other command: ``--json``, one-line errors, exit codes from the
error classes (7 = not allowed, 8 = integrity)."""

from __future__ import annotations

import sys
from typing import Annotated

import typer
from rich.markup import escape

from ..errors import InvalidInputError
from .cli import (
    DEGRADED_EXIT_CODE,
    JsonFlag,
    _guarded,
    _record_table,
    app,
    console,
    emit_json,
    open_memory,
)

ops_app = typer.Typer(help="Inspect and resolve operations whose projections are incomplete.", no_args_is_help=True)
audit_app = typer.Typer(help="The hash-chained audit trail.", no_args_is_help=True)
admin_app = typer.Typer(help="Principals, roles and sessions (when users are configured).", no_args_is_help=True)
app.add_typer(ops_app, name="ops")
app.add_typer(audit_app, name="audit")
app.add_typer(admin_app, name="admin")

KINDS = ("subject", "entity", "fact", "memory", "profile")


@app.command()
def erase(
    ctx: typer.Context,
    targets: Annotated[list[str] | None, typer.Argument(help="A name (subject/entity) or fact_/mem_ ids.")] = None,
    kind: Annotated[str, typer.Option(help=f"What to erase: {', '.join(KINDS)}.")] = "subject",
    yes: Annotated[bool, typer.Option("--yes", help="Confirm (erasure cannot be undone).")] = False,
    status: Annotated[str | None, typer.Option("--status", help="Show where erasure ID stands instead of erasing.", metavar="ID")] = None,
    as_json: JsonFlag = False,
) -> None:
    """Verified erasure with tombstones and a sealed receipt (ADMIN). Exit 10 while the erased
    bytes wait for a WAL checkpoint (finished automatically; see --status), 8 if a proof failed."""
    if status is not None:
        return _erase_status(ctx, status, as_json)
    with _guarded(ctx, as_json):
        if kind not in KINDS:
            raise InvalidInputError(f"--kind must be one of {', '.join(KINDS)}")
        if kind != "profile" and not targets:
            raise InvalidInputError(f"erase --kind {kind} needs a target")
        if not yes:
            if as_json or not sys.stdin.isatty():
                raise InvalidInputError("erasure cannot be undone; pass --yes to confirm")
            typer.confirm(f"Erase {kind} {' '.join(targets or [])!r} for good?", abort=True)
    target: str | list[str] | None = None
    if targets:
        target = " ".join(targets) if kind in ("subject", "entity") else list(targets)
    with open_memory(ctx, as_json) as memory:
        receipt = memory.erase(target, kind=kind)
    document = receipt.to_dict()
    if as_json:
        emit_json(document)
    else:
        counts = ", ".join(f"{n} {name}" for name, n in document["counts"].items())
        console().print(f"Erasure {escape(receipt.erasure_id)}: {escape(counts)}; {_VERDICTS[receipt.status]}")
    _exit_for(receipt.status, receipt.erasure_id)


_VERDICTS = {
    "complete": "every store proved it erased and the bytes left the files",
    "pending_checkpoint": "every store proved it erased; the bytes leave the files at the next WAL checkpoint",
    "incomplete": "NOT every store proved it erased (the reconciler retries)",
}


def _exit_for(state: str, erasure_id: str) -> None:
    if state == "pending_checkpoint":
        typer.echo(
            f"warning: another connection holds a read transaction; erasure {erasure_id} completes by "
            f"itself when it ends (`memlane erase --status {erasure_id}`)",
            err=True,
        )
        raise typer.Exit(DEGRADED_EXIT_CODE)
    if state != "complete":
        raise typer.Exit(8)


def _erase_status(ctx: typer.Context, erasure_id: str, as_json: bool) -> None:
    with open_memory(ctx, as_json) as memory:  # opening retries pending checkpoints first
        found = memory.erasure_status(erasure_id)
    if as_json:
        emit_json(found)
    else:
        console().print(_record_table(f"erasure {erasure_id}", found))
    _exit_for(found["status"], erasure_id)


@app.command()
def manifest(ctx: typer.Context, operation_id: str, as_json: JsonFlag = False) -> None:
    """Show an operation's completion manifest (seal verified)."""
    with open_memory(ctx, as_json) as memory:
        found = memory.manifest(operation_id)
    if as_json:
        return emit_json(found.to_dict())
    table = _record_table(f"manifest {operation_id}", {k: v for k, v in found.to_dict().items() if k != "obligations"})
    for o in found.obligations:
        table.add_row(f"obligation {o.owner}", f"{o.state.value} (attempts {o.attempts}) {o.detail or ''}")
    console().print(table)


@ops_app.command("list")
def ops_list(
    ctx: typer.Context,
    state: Annotated[list[str] | None, typer.Option(help="States to list (default: pending, failed, dead_lettered).")] = None,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 100,
    as_json: JsonFlag = False,
) -> None:
    """Obligations not applied yet, with their operations (OWNER/ADMIN)."""
    with open_memory(ctx, as_json) as memory:
        rows = memory.ops.list(states=tuple(state) if state else ("pending", "failed", "dead_lettered"), limit=limit)
    if as_json:
        return emit_json(rows)
    if not rows:
        console().print("Nothing pending: every operation is complete.")
        return
    for row in rows:
        console().print(
            f"{escape(row['operation_id'])}  {row['kind']:<8} {escape(row['profile'])}  {row['owner']:<9} "
            f"{row['state']:<13} attempts={row['attempts']}  {escape(row['detail'] or '')}"
        )


@ops_app.command("resolve")
def ops_resolve(
    ctx: typer.Context,
    operation_id: str,
    action: Annotated[str, typer.Argument(help="retry, force-reconcile or cancel.")],
    as_json: JsonFlag = False,
) -> None:
    """Resolve an operation's open obligations (audited)."""
    with open_memory(ctx, as_json) as memory:
        found = memory.ops.resolve(operation_id, action)
    if as_json:
        return emit_json(found.to_dict())
    console().print(f"{escape(operation_id)}: {action} -> {found.status.value}")


@ops_app.command("reconcile")
def ops_reconcile(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Run one reconciler pass now."""
    with open_memory(ctx, as_json) as memory:
        report = memory.ops.reconcile()
    if as_json:
        return emit_json(report)
    console().print(_record_table("reconcile", report))


@ops_app.command("health")
def ops_health(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Per projection owner: held vs canonical facts, orphans, checksum."""
    with open_memory(ctx, as_json) as memory:
        report = memory.ops.health(ctx.obj.profile)
    if as_json:
        return emit_json(report)
    for name, owner in report["owners"].items():
        console().print(f"{name:<9} held={owner['held']} expected={owner['expected']} orphans={owner['orphans']} ok={owner['ok']}")
    if not report["ok"]:
        raise typer.Exit(8)


@audit_app.command("verify")
def audit_verify(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Walk the audit chain and compare it with its sealed anchor (exit 8 if broken)."""
    with open_memory(ctx, as_json) as memory:
        report = memory.audit_verify()
    if as_json:
        emit_json(report.to_dict())
    else:
        console().print(f"audit: {'ok' if report.ok else 'BROKEN'} — {escape(report.reason)} ({report.records_checked} records)")
    if not report.ok:
        raise typer.Exit(8)


@admin_app.command("add-principal")
def add_principal(
    ctx: typer.Context,
    principal: str,
    role: Annotated[str, typer.Option(help="owner, admin, member or viewer.")] = "member",
    profile: Annotated[str | None, typer.Option("--in-profile", help="Profile of the role ('*' = all; owner only).")] = None,
    password: Annotated[str, typer.Option(prompt=True, hide_input=True, confirmation_prompt=True)] = "",
    as_json: JsonFlag = False,
) -> None:
    """Create a principal with a role in a profile."""
    with open_memory(ctx, as_json) as memory:
        memory.admin.create_principal(principal, password)
        memory.admin.grant(principal, profile or memory.default_profile, role)
    if as_json:
        return emit_json({"principal": principal, "role": role, "profile": profile or "default"})
    console().print(f"Created {escape(principal)} ({role})")


@admin_app.command("login")
def login(
    ctx: typer.Context,
    principal: str,
    password: Annotated[str, typer.Option(prompt=True, hide_input=True)] = "",
    as_json: JsonFlag = False,
) -> None:
    """Open a session; prints the token once (pass it as --token or $MEMLANE_TOKEN)."""
    with open_memory(ctx, as_json) as memory:
        session = memory.admin.login(principal, password, profile=ctx.obj.profile)
    if as_json:
        return emit_json({"token": session.token, "principal": session.principal_id, "profile": session.profile,
                          "generation": session.generation, "expires_at": session.expires_at.isoformat()})  # fmt: skip
    typer.echo(session.token)
