"""CLI commands of the retrieval brain: the lifecycle maintenance pass and the list of
detected contradictions. Registered on the main app by cli.py."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from .cli import JsonFlag, app, console, emit_json, open_memory


@app.command()
def maintain(
    ctx: typer.Context,
    seed: Annotated[int | None, typer.Option(help="Seed for the Langevin noise (repeatable runs).")] = None,
    steps: Annotated[int, typer.Option(help="Langevin steps to take.")] = 20,
    as_json: JsonFlag = False,
) -> None:
    """Run the lifecycle maintenance pass (Langevin dynamics on the Poincaré ball)."""
    with open_memory(ctx, as_json) as memory:
        report = memory.maintain(seed=seed, steps=steps)
    if as_json:
        return emit_json(report.to_dict())
    states = ", ".join(f"{name} {count}" for name, count in report.states.items())
    console().print(f"Maintained {report.facts} facts of {escape(report.profile)} in {report.steps} steps: {states}")


@app.command()
def contradictions(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Detected knowledge updates: each older fact, superseded by the newer one (both kept)."""
    with open_memory(ctx, as_json) as memory:
        found = memory.contradictions()
    if as_json:
        return emit_json(found)
    if not found:
        console().print("No contradictions detected.")
        return
    out = console()
    for entry in found:
        newer, older = entry["newer"], entry["older"]
        why = "; ".join(entry.get("evidence") or []) or f"κ={entry['kappa']:.2f}"
        out.print(f"{older['id']} [dim]{escape(older['text'])}[/dim]  ({day_of(older['observed_at'])})")
        out.print(
            f"   superseded by {newer['id']} [green]{escape(newer['text'])}[/green]  ({day_of(newer['observed_at'])}; {escape(why)})"
        )


def day_of(value: object) -> str:
    return str(value)[:10] if value else "-"
