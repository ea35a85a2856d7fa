"""``memlane export|backup|restore``: data portability and recovery commands.

Registered on the main app by importing this module (surfaces/cli.py does so at its end);
same conventions as every other command: ``--json``, one-line errors, exit codes from the
error classes."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from ..errors import InvalidInputError
from ..governance._fsutil import atomic_replace
from .cli import JsonFlag, _guarded, app, console, emit_json, open_memory


@app.command()
def export(
    ctx: typer.Context,
    subject: Annotated[
        str | None, typer.Option("--subject", help="Only what concerns this person (name or alias).")
    ] = None,
    out: Annotated[
        Path | None, typer.Option("--out", help="Write the document here (0600) instead of stdout.")
    ] = None,
    embeddings: Annotated[bool, typer.Option("--embeddings", help="Include fact embeddings.")] = False,
    as_json: JsonFlag = False,
) -> None:
    """GDPR export of the profile (or of one --subject) as one JSON document."""
    with _guarded(ctx, as_json):
        if out is not None and (not out.name or out.is_dir()):
            raise InvalidInputError("--out must name a file", field="out")
    with open_memory(ctx, as_json) as memory:
        document = memory.export(ctx.obj.profile, subject, include_embeddings=embeddings)
        if out is None:
            # The export itself is the output; --json changes nothing here.
            typer.echo(json.dumps(document, indent=2, ensure_ascii=False))
            return
        text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        atomic_replace(out.expanduser(), text.encode("utf-8"), mode=0o600)  # personal data
    summary = {"path": str(out), "profile": document["profile"]["name"], "subject": subject, "counts": document["counts"]}
    if as_json:
        return emit_json(summary)
    counts = ", ".join(f"{n} {name}" for name, n in document["counts"].items() if n)
    who = f" about {subject!r}" if subject else ""
    console().print(f"Exported profile {escape(summary['profile'])}{escape(who)} to {escape(str(out))}: {escape(counts or 'nothing held')}")


@app.command()
def backup(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(help="New backup file to write (never overwritten).")],
    as_json: JsonFlag = False,
) -> None:
    """Online, consistent, encrypted backup of every profile."""
    with open_memory(ctx, as_json) as memory:
        receipt = memory.backup(path)
    if as_json:
        return emit_json(receipt.to_dict())
    console().print(
        f"Backed up {len(receipt.profiles)} profile(s) to {escape(receipt.path)} "
        f"({receipt.bytes} bytes, sha256 {receipt.sha256[:16]}…) in {receipt.seconds:.2f}s"
    )
    for name in receipt.skipped:
        typer.echo(f"warning: profile {name!r} was erased while the backup ran; it is not in the backup", err=True)


@app.command()
def restore(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(help="Backup file written by `memlane backup`.")],
    yes: Annotated[bool, typer.Option("--yes", help="Confirm replacing the whole database.")] = False,
    as_json: JsonFlag = False,
) -> None:
    """Replace the database with a backup (atomic; erased profiles stay erased)."""
    with _guarded(ctx, as_json):
        if not yes:
            if as_json or not sys.stdin.isatty():
                raise InvalidInputError("restore replaces the whole database with the backup; pass --yes to confirm")
            typer.confirm("Replace the whole database with this backup?", abort=True)
    with open_memory(ctx, as_json) as memory:
        report = memory.restore(path)
    if as_json:
        return emit_json(report.to_dict())
    out = console()
    restored = ", ".join(report.restored_profiles) or "none"
    out.print(f"Restored {escape(restored)} from {escape(report.path)} (taken {escape(report.backup_created_at)})")
    if any(report.reerased.values()):
        out.print(
            f"Erased again: {report.reerased['memories']} memory(ies), {report.reerased['facts']} fact(s) "
            "erased after this backup was taken"
        )
    for item in report.shredded:
        label = repr(item.profile) if item.profile else f"section {item.ref}"
        typer.echo(f"warning: profile {label} not restored: {item.reason}", err=True)
