"""The ``memlane`` command line: a thin Typer layer over the public :class:`memlane.Memory` API.

Each command opens a ``Memory``, calls one public method and renders the result, with Rich for
people or as JSON (the result's ``to_dict()``) with ``--json``. Failures map to exit codes
through ``MemlaneError.exit_code``, so scripts can tell bad input (4) from a missing id (3) or
a broken database (5) without parsing messages."""

import json
import os
import sys
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import click
import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from .. import (
    Fact,
    InvalidInputError,
    MemlaneError,
    Memory,
    Page,
    RecallItem,
    RecallResult,
    StorageError,
    limits,
)
from ..config import DEFAULT_PROFILE
from ..governance import Transport
from ..ingest.request import profile_name

app = typer.Typer(
    name="memlane",
    help="memlane: a local-first memory engine for AI agents.",
    no_args_is_help=True,
    add_completion=False,
    # Errors are reported by _guarded as one line; Typer's pretty tracebacks would bypass that.
    pretty_exceptions_enable=False,
)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
# A write that was stored but whose projections are not complete (manifest DEGRADED).
DEGRADED_EXIT_CODE = 10


class Kind(StrEnum):
    facts = "facts"
    memories = "memories"


class ImportFormat(StrEnum):
    json = "json"
    jsonl = "jsonl"


@dataclass(frozen=True)
class Settings:
    data_dir: Path | None  # None: let Memory resolve $MEMLANE_DATA_DIR / the user data dir
    profile: str | None  # None: the default profile, but `stats` then covers every profile
    debug: bool
    token: str | None = None  # session token (--token / $MEMLANE_TOKEN) when users are configured


# -- plumbing -------------------------------------------------------------------------------
def console(*, stderr: bool = False) -> Console:
    out = Console(stderr=stderr, highlight=False)
    if not out.is_terminal and "COLUMNS" not in os.environ:
        # Piped output feeds tools and logs, not a narrow window: keep ids and dates whole.
        out.width = 160
    return out


def emit_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def _fail(settings: Settings, as_json: bool, error: MemlaneError) -> NoReturn:
    if settings.debug:
        traceback.print_exc()
    if as_json:
        emit_json(error.to_dict())
    message = " ".join(str(error.message).splitlines())
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(error.exit_code)


@contextmanager
def _guarded(ctx: typer.Context, as_json: bool) -> Iterator[Settings]:
    """Turn any failure inside a command into one stderr line and the matching exit code."""
    settings: Settings = ctx.obj
    try:
        yield settings
    except (click.exceptions.Exit, click.ClickException, click.Abort):
        raise  # Typer's own control flow (usage errors keep exit code 2)
    except MemlaneError as exc:
        _fail(settings, as_json, exc)
    except OSError as exc:
        # Unreadable or unwritable data directory: a storage problem, not a bug.
        where = f": {exc.filename}" if exc.filename else ""
        _fail(settings, as_json, StorageError(f"{exc.strerror or exc}{where}"))
    except Exception as exc:
        _fail(settings, as_json, MemlaneError(f"unexpected {type(exc).__name__}: {exc}"))


@contextmanager
def open_memory(
    ctx: typer.Context, as_json: bool, data_dir: Path | None = None
) -> Iterator[Memory]:
    with _guarded(ctx, as_json) as settings:
        target = data_dir or settings.data_dir
        # '' is not "the default profile": an explicit --profile is validated like the API's.
        profile = DEFAULT_PROFILE if settings.profile is None else profile_name(settings.profile)
        # The CLI is its own transport: policies may treat it differently from the Python API.
        with Memory(target, profile=profile, transport=Transport.CLI) as memory:
            yield memory.session(settings.token) if settings.token else memory


# -- formatting shared with the demo --------------------------------------------------------
def day(value: datetime | None) -> str:
    return value.date().isoformat() if value else "-"


def matched_channels(item: RecallItem) -> str:
    return ", ".join(f"{name} #{hit.rank}" for name, hit in item.channels.items())


def idle_channels(result: RecallResult) -> str:
    return "; ".join(f"{name}: {why}" for name, why in result.channel_status.items() if why != "ok")


def _table(title: str, headers: tuple[str, ...], wide: str, caption: str = "") -> Table:
    """Only the ``wide`` text column wraps, so it absorbs a narrow terminal; the side columns
    stay on one line (ids whole), free-form ones capped so they cannot crowd the text out."""
    table = Table(title=escape(title), caption=escape(caption) or None, box=box.SIMPLE_HEAD)
    for header in headers:
        capped = header in ("speaker", "session")
        table.add_column(
            header,
            justify="right" if header in ("#", "score") else "left",
            no_wrap=header != wide,
            overflow="fold" if header == wide else "ellipsis",
            max_width=12 if capped else None,
        )
    return table


def recall_table(result: RecallResult, width: int) -> Table:
    # Matched channels only where they fit; --json always has them.
    headers = ("#", "score", "fact", "speaker", "session", "observed", "ids")
    headers += ("channels",) if width >= 110 else ()
    table = _table(f"recall: {result.query}", headers, "fact", caption=idle_channels(result))
    for rank, item in enumerate(result.items, start=1):
        source = item.provenance
        ids = "\n".join((item.fact.id, *(f"<- {m}" for m in source.memory_ids)))
        text = item.fact.text + "".join(f"\n({n})" for n in item.notes if n.startswith("superseded by"))
        cells = (str(rank), f"{item.score:.4f}", text, source.speaker, source.session_id)
        cells += (day(source.observed_at), ids, matched_channels(item))
        table.add_row(*(escape(cell or "-") for cell in cells[: len(headers)]))
    return table


def _page_table(page: Page, kind: str) -> Table:
    # Facts have no session of their own (their memories do), so only memories show one.
    facts = kind == "facts"
    session = () if facts else ("session",)
    headers = ("#", "id", "text", "speaker", *session, "observed", "memories" if facts else "facts")
    last = page.offset + len(page.items)
    table = _table(f"{kind} {page.offset + 1}-{last} of {page.total}", headers, "text")
    for position, item in enumerate(page.items, start=page.offset + 1):
        text, links = (item.text, item.memory_ids) if facts else (item.content, item.fact_ids)
        sessions = () if facts else (item.session_id,)
        cells = (str(position), item.id, text, item.speaker, *sessions, day(item.observed_at))
        table.add_row(*(escape(cell or "-") for cell in (*cells, ", ".join(links))))
    return table


def _record_table(title: str, fields: dict[str, Any]) -> Table:
    table = Table(title=title, show_header=False)
    table.add_column("field", style="bold", no_wrap=True)
    table.add_column("value", overflow="fold")
    for name, value in fields.items():
        if isinstance(value, dict):
            value = json.dumps(value, ensure_ascii=False)
        elif isinstance(value, list):
            value = ", ".join(map(str, value))
        table.add_row(name, escape("-" if value is None or value == "" else str(value)))
    return table


def _read_content(text: str) -> str:
    if text != "-":
        return text
    # `echo ... | memlane remember -` appends a newline that is not part of what was said.
    return sys.stdin.read().rstrip("\n")


def _parse_metadata(raw: str | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        value = limits.loads(raw, field="--metadata")
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"--metadata is not valid JSON: {exc.msg}", field="metadata") from exc
    if not isinstance(value, dict):
        raise InvalidInputError("--metadata must be a JSON object")
    return value


STAGE_LABELS = {"embedding": "embedding facts", "writing": "writing memories", "records": "importing records"}


class ImportBars:
    """Rich bars per import stage (Memory reports "embedding" then "writing"). The display
    starts on the first report, so a file rejected while parsing leaves no empty bar behind."""

    def __init__(self, *, enabled: bool) -> None:
        self.enabled = enabled
        self.tasks: dict[str, Any] = {}
        self.progress = Progress(
            TextColumn("{task.description:<18}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console(stderr=True),
        )

    def __call__(self, stage: str, done: int, total: int) -> None:
        if not self.enabled:
            return
        if not self.tasks:
            self.progress.start()
        if stage not in self.tasks:
            self.tasks[stage] = self.progress.add_task(STAGE_LABELS.get(stage, stage), total=total)
        self.progress.update(self.tasks[stage], completed=done, total=total)

    def __enter__(self) -> "ImportBars":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.tasks:
            self.progress.stop()


# -- commands -------------------------------------------------------------------------------
@app.callback()
def _options(
    ctx: typer.Context,
    data_dir: Annotated[
        Path | None,
        typer.Option(
            "--data-dir",
            help="Where the database lives (default: $MEMLANE_DATA_DIR, else the user data dir).",
        ),
    ] = None,
    profile: Annotated[
        str | None, typer.Option("--profile", help="Memory profile (default: default).")
    ] = None,
    debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")] = False,
    token: Annotated[
        str | None,
        typer.Option("--token", envvar="MEMLANE_TOKEN", help="Session token (from `memlane login`).", show_default=False),
    ] = None,
) -> None:
    ctx.obj = Settings(data_dir=data_dir, profile=profile, debug=debug, token=token)


@app.command()
def remember(
    ctx: typer.Context,
    text: Annotated[str, typer.Argument(help="Text to remember, or '-' to read it from stdin.")],
    session: Annotated[str | None, typer.Option(help="Session (conversation) id.")] = None,
    speaker: Annotated[str | None, typer.Option(help="Who said it.")] = None,
    role: Annotated[str | None, typer.Option(help="Role, e.g. user or assistant.")] = None,
    observed_at: Annotated[
        str | None, typer.Option(help="When it was said, ISO date/time (default: now).")
    ] = None,
    metadata: Annotated[
        str | None, typer.Option(help="JSON object stored with the memory.")
    ] = None,
    scope: Annotated[str, typer.Option(help="Visibility scope.")] = "personal",
    idempotency_key: Annotated[
        str | None, typer.Option(help="Repeat writes with this key store nothing new.")
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Store a text verbatim and the facts derived from it."""
    with open_memory(ctx, as_json) as memory:
        result = memory.remember(
            _read_content(text),
            session_id=session,
            speaker=speaker,
            role=role,
            observed_at=observed_at,
            metadata=_parse_metadata(metadata),
            scope=scope,
            idempotency_key=idempotency_key,
        )
    if result.status != "complete":
        # Stored, but an index could not be written yet: never reported as plain success.
        if as_json:
            emit_json(result.to_dict())
        typer.echo(
            f"warning: {result.memory_id} stored but {result.status}: an index is pending "
            f"(operation {result.operation_id}; see `memlane ops list`)",
            err=True,
        )
        raise typer.Exit(DEGRADED_EXIT_CODE)
    if as_json:
        return emit_json(result.to_dict())
    facts = f"{len(result.fact_ids)} fact(s): {', '.join(result.fact_ids)}"
    if result.deduplicated:
        facts = "nothing new stored (same idempotency key)"
    elif result.gated:
        facts = f"kept verbatim, no facts derived ({result.gated})"
    console().print(f"Remembered {result.memory_id} -> {escape(facts)}")


@app.command()
def recall(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="What to look for, in plain language.")],
    limit: Annotated[int, typer.Option(help="How many facts to return.")] = 10,
    as_of: Annotated[
        str | None, typer.Option(help="Only facts recorded up to this instant (ISO).")
    ] = None,
    valid_at: Annotated[
        str | None, typer.Option(help="Prefer facts valid at this time (event time, ISO).")
    ] = None,
    include_archived: Annotated[bool, typer.Option(help="Also return archived facts.")] = False,
    as_json: JsonFlag = False,
) -> None:
    """Recall through every channel, fused and explained, with provenance."""
    with open_memory(ctx, as_json) as memory:
        result = memory.recall(query, limit=limit, as_of=as_of, valid_at=valid_at, include_archived=include_archived)
    if as_json:
        return emit_json(result.to_dict())
    if not result.items:
        console().print(f"No facts match {escape(query)!r}.")
        return
    out = console()
    out.print(recall_table(result, out.width))


@app.command()
def get(
    ctx: typer.Context,
    id: Annotated[str, typer.Argument(help="A fact_<n> or mem_<n> id.")],
    as_json: JsonFlag = False,
) -> None:
    """Show one fact or memory."""
    with open_memory(ctx, as_json) as memory:
        found = memory.get(id)
    if as_json:
        return emit_json(found.to_dict())
    console().print(_record_table("fact" if isinstance(found, Fact) else "memory", found.to_dict()))


@app.command("list")
def list_(
    ctx: typer.Context,
    kind: Annotated[Kind, typer.Option(help="What to list.")] = Kind.facts,
    offset: Annotated[int, typer.Option(help="Skip this many items.")] = 0,
    limit: Annotated[int, typer.Option(help="Page size.")] = 50,
    as_json: JsonFlag = False,
) -> None:
    """List facts or memories in observation order."""
    with open_memory(ctx, as_json) as memory:
        page = memory.list(kind=kind.value, offset=offset, limit=limit)
    if as_json:
        return emit_json(page.to_dict())
    if not page.items:
        console().print(f"No {kind.value} from offset {offset} (total {page.total}).")
        return
    console().print(_page_table(page, kind.value))


@app.command()
def forget(
    ctx: typer.Context,
    ids: Annotated[list[str], typer.Argument(help="fact_<n> and/or mem_<n> ids.")],
    as_json: JsonFlag = False,
) -> None:
    """Remove facts and/or memories from every index."""
    with open_memory(ctx, as_json) as memory:
        result = memory.forget(ids)
    if as_json:
        return emit_json(result.to_dict())
    memories, facts = result.forgotten_memory_ids, result.forgotten_fact_ids
    console().print(
        f"Forgot {len(memories)} memory(ies) and {len(facts)} fact(s): {', '.join(memories + facts) or '-'}"
    )


@app.command("import")
def import_(
    ctx: typer.Context,
    path: Annotated[
        Path, typer.Argument(help="JSON or JSONL file of records (content, speaker, ...).")
    ],
    format: Annotated[
        ImportFormat | None, typer.Option(help="File format (default: from the suffix).")
    ] = None,
    atomic: Annotated[
        bool, typer.Option("--atomic", help="One transaction for the whole file (small files).")
    ] = False,
    chunk_size: Annotated[
        int | None, typer.Option(min=1, help="Records per transaction when not --atomic (default 500).")
    ] = None,
    as_json: JsonFlag = False,
) -> None:
    """Import a file. Every record is validated first (an error writes nothing); then chunks of
    records are committed one transaction each. Interrupted (crash, Ctrl-C)? Run the same
    command again: stored records are skipped, nothing is duplicated. --atomic: all or nothing."""
    committed = {"records": 0}

    def track(stage: str, done: int, total: int) -> None:
        if stage == "records":
            committed["records"] = done
        if atomic or stage != "writing":  # chunked: the committed-records bar says it
            bars(stage, done, total)

    try:
        with open_memory(ctx, as_json) as memory, ImportBars(enabled=not as_json) as bars:
            result = memory.import_file(
                path, format=format.value if format else None, progress=track, atomic=atomic, chunk_size=chunk_size
            )
    except KeyboardInterrupt:
        console(stderr=True).print(
            f"Interrupted: {committed['records']} record(s) committed. Run the same command again "
            "to resume; stored records are skipped."
        )
        raise typer.Exit(130) from None
    if as_json:
        return emit_json(result.to_dict())
    console().print(
        f"Imported {result.records} record(s) from {escape(result.path)}: {result.stored} stored, "
        f"{result.deduplicated} deduplicated, {result.facts} fact(s) in {result.seconds:.1f}s"
        f" ({result.chunks} transaction(s))"
    )


@app.command()
def stats(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Counts, model and size of the database (every profile unless --profile is given)."""
    with open_memory(ctx, as_json) as memory:
        figures = memory.stats(profile=ctx.obj.profile)
    if as_json:
        return emit_json(figures)
    console().print(_record_table("memlane stats", figures))


@app.command()
def demo(ctx: typer.Context, as_json: JsonFlag = False) -> None:
    """Ingest a short sample conversation and show recall with provenance (offline)."""
    from . import demo as sample  # imported here: the demo reuses this module's renderers

    with _guarded(ctx, as_json) as settings:
        target = sample.prepare_data_dir(settings.data_dir)
    if not as_json:
        console().print(
            f"Demo data directory: {escape(str(target))}\nLoading the embedding model and ingesting..."
        )
    with open_memory(ctx, as_json, data_dir=target) as memory:
        report = sample.run(memory, sample.write_conversation(target))
    if as_json:
        return emit_json(report.to_dict())
    sample.render(console(), report)


# Imported last: it registers export/backup/restore on `app` using the helpers above.
# Likewise erase, ops, audit, manifest and login (the governed spine's commands).
# And maintain / contradictions (the retrieval brain's commands).
from . import (  # noqa: E402
    cli_data,  # noqa: F401
    cli_governance,  # noqa: F401
    cli_retrieval,  # noqa: F401
    cli_server,  # noqa: F401  (serve / mcp, provided by memlane-server)
)


def main() -> None:
    app(prog_name="memlane")
