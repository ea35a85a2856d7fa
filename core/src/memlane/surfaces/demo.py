"""``memlane demo``: ingest a short authored conversation, then show recall with provenance.

The conversation (``demo_conversation.json``, package data) follows three friends through four
sessions in 2024. Facts change over time (Maya moves from Chicago to Denver, Priya and Jonas
change jobs, pets arrive, trips come and go) and turns use relative dates ("yesterday", "last
week") that ingestion resolves against each turn's own date. Everything runs offline with the
embedded default model."""

from __future__ import annotations

import shlex
import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape

from .. import ImportResult, Memory, RecallItem, RecallResult
from .cli import day, idle_channels, matched_channels

CONVERSATION = "demo_conversation.json"
TOP = 3

# Each query shows one thing: a move, a relative date ("last week"), a fact that changed (both
# jobs surface, and the observed dates tell which is current), the temporal channel, a plan.
QUERIES = (
    "Where did Maya move?",
    "What is the name of Maya's dog?",
    "Where does Priya work now?",
    "What did Maya do in April 2024?",
    "Where is Jonas travelling next?",
)


@dataclass(frozen=True)
class DemoReport:
    data_dir: Path
    profile: str
    conversation: Path
    imported: ImportResult
    recalls: tuple[RecallResult, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "data_dir": str(self.data_dir),
            "profile": self.profile,
            "conversation": str(self.conversation),
            "import": self.imported.to_dict(),
            "recalls": [result.to_dict() for result in self.recalls],
        }


def prepare_data_dir(data_dir: Path | None) -> Path:
    """The given directory, or a fresh temporary one that is kept so the user can explore it."""
    if data_dir is None:
        return Path(tempfile.mkdtemp(prefix="memlane-demo-"))
    target = data_dir.expanduser()
    target.mkdir(parents=True, exist_ok=True)
    return target


def write_conversation(target_dir: Path) -> Path:
    """Copy the packaged conversation next to the database, so what was ingested is visible."""
    source = resources.files(__package__).joinpath(CONVERSATION)
    target = target_dir / CONVERSATION
    target.write_bytes(source.read_bytes())
    return target


def run(memory: Memory, conversation: Path, *, top: int = TOP) -> DemoReport:
    # Every turn carries an idempotency key, so re-running into the same directory adds nothing.
    imported = memory.import_file(conversation, format="json")
    recalls = tuple(memory.recall(query, limit=top) for query in QUERIES)
    return DemoReport(memory.data_dir, memory.default_profile, conversation, imported, recalls)


def _item_lines(rank: int, item: RecallItem) -> list[str]:
    source = item.provenance
    about = ""
    if source.referenced_start:
        about = f" · about {day(source.referenced_start)}..{day(source.referenced_end)}"
    metadata = ", ".join(f"{key}={value}" for key, value in source.metadata.items()) or "-"
    return [
        f"  [bold]{rank}.[/bold] {escape(item.fact.text)}  [dim](score {item.score:.4f})[/dim]"
        + "".join(f"  [yellow]({escape(n)})[/yellow]" for n in item.notes if n.startswith("superseded by")),
        f"     said by {escape(source.speaker or '-')} · {escape(source.session_id or '-')}"
        f" · observed {day(source.observed_at)}{about}",
        f"     source {', '.join(source.memory_ids)} ({escape(metadata)}) · fact {item.fact.id}"
        f" · matched: {matched_channels(item)}",
    ]


def render(console: Console, report: DemoReport) -> None:
    imported = report.imported
    console.print(
        f"Ingested {imported.records} turns ({imported.stored} new, {imported.facts} facts) "
        f"from {escape(str(report.conversation))}\n"
    )
    for result in report.recalls:
        console.print(f"[bold cyan]Q: {escape(result.query)}[/bold cyan]")
        for rank, item in enumerate(result.items, start=1):
            for line in _item_lines(rank, item):
                console.print(line, soft_wrap=True)
        if idle := idle_channels(result):
            console.print(f"  [dim]not used: {escape(idle)}[/dim]")
        console.print()
    command = ["memlane", "--data-dir", str(report.data_dir)]
    if report.profile != "default":
        command += ["--profile", report.profile]
    console.print(
        f"Explore it yourself: {escape(shlex.join([*command, 'recall', 'Who has cats?']))}"
    )
