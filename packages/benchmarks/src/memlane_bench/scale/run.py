"""``memlane-bench scale``: fill one or many profiles with synthetic conversational memory up
to each checkpoint (facts per profile) and measure there. Everything goes through the public
API (``remember_many`` / ``remember`` / ``recall``); the vector floor opens the same database
through the storage layer read-only."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import memlane
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from .. import resources
from . import measure
from .embedder import make_embedder
from .generator import ProfileConversation
from .targets import evaluate


@dataclass(frozen=True)
class ScaleOptions:
    checkpoints: tuple[int, ...] = (1_000, 10_000, 100_000)  # facts per profile
    profiles: int = 1
    embedder: str = "fixed"  # "fixed" = engine-only timing; "default" = the real MiniLM
    seed: int = 7
    batch: int = 100  # turns per remember_many call while filling
    window: int = 1_000  # turns ingested in batches, timed, at each checkpoint
    singles: int = 100  # turns remembered one at a time, timed, at each checkpoint
    queries: int = 200  # recalls timed at each checkpoint
    loop: int = 1_000  # agent-loop iterations (remember one turn, then recall) at each checkpoint
    floor_queries: int = 100  # queries for the vector floor and ANN recall@10
    cold_start: bool = True
    # The writer's stall watchdog (engine default 30 s). On a loaded shared machine one batch
    # can run past 30 s and be rolled back (issue 10 item 5: a heartbeat is being added);
    # the run records the value it used.
    write_stall_seconds: float = 30.0
    data_dir: Path | None = None  # keep the memory here (default: a temporary directory)


def _already_stored(data_dir: Path, names: list[str], embedder, options: ScaleOptions) -> dict[str, int]:  # type: ignore[no-untyped-def]
    if not (data_dir / "memlane.db").exists():
        return dict.fromkeys(names, 0)
    with Memory(data_dir, embedder=embedder, config=_config(options)) as memory:
        known = set(memory.profiles())
        return {n: int(memory.stats(profile=n)["facts"]) if n in known else 0 for n in names}


def _config(options: ScaleOptions) -> MemoryConfig:
    stall = options.write_stall_seconds
    return MemoryConfig(spine=SpineConfig(write_stall_seconds=stall, write_deadline_seconds=max(30.0, stall)))


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else []


class _Bars:
    """Rich progress bars on stderr, one task per phase."""

    def __init__(self) -> None:
        self.progress = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            TimeRemainingColumn(), console=Console(stderr=True), transient=False,
        )  # fmt: skip

    def __enter__(self) -> _Bars:
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()

    def task(self, description: str, total: int):  # type: ignore[no-untyped-def]
        task = self.progress.add_task(description, total=total)
        return lambda n: self.progress.advance(task, n)


def run_scale(options: ScaleOptions, *, root: Path | None = None, on_checkpoint=None) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """``on_checkpoint(partial result)`` after each checkpoint: a long run that is stopped
    still leaves what it measured."""
    started_at = datetime.now(UTC).isoformat(timespec="seconds")
    wall = time.perf_counter()
    embedder = make_embedder(options.embedder)
    names = [f"scale-{i}" for i in range(options.profiles)]
    temporary = options.data_dir is None
    data_dir = Path(tempfile.mkdtemp(prefix="memlane-scale-")) if temporary else Path(options.data_dir)  # type: ignore[arg-type]
    data_dir.mkdir(parents=True, exist_ok=True)
    facts = _already_stored(data_dir, names, embedder, options)
    # A kept --data-dir continues where an earlier (possibly interrupted) run stopped: its
    # profiles count as filled, and new turns come from another seed (the same turns again
    # would be deduplicated by their idempotency keys).
    seed = options.seed if not any(facts.values()) else options.seed + 1 + max(facts.values())
    conversations = {n: ProfileConversation(n, seed=seed) for n in names}
    turns: dict[str, Iterator[dict[str, Any]]] = {n: conversations[n].turns() for n in names}
    queries = [(n, q) for n in names for q in conversations[n].queries(max(options.queries, options.floor_queries), seed=options.seed)]
    queries.sort(key=lambda p: hash(p[1]) % 9973)  # interleave profiles deterministically
    checkpoints: list[dict[str, Any]] = []
    model_load_s = 0.0
    try:
        memory = Memory(data_dir, embedder=embedder, config=_config(options))
        try:
            t0 = time.perf_counter()
            memory.embedder.encode(["warm up"])
            model_load_s = time.perf_counter() - t0
            with _Bars() as bars:
                for target in sorted(options.checkpoints):
                    fill = _fill(memory, turns, facts, target, options.batch, bars)
                    # What was filled: a resumed run may already be past this checkpoint.
                    size = target if fill["facts"] else min(facts.values())
                    point = {"facts_per_profile": size, "profiles": options.profiles, "fill": fill, "load_average": _load()}
                    memory, point["measures"] = _measure(memory, data_dir, turns, queries, options, bars, target, embedder)
                    point["facts_total"] = sum(facts.values())  # as filled (a resumed run may be past the checkpoint)
                    checkpoints.append(point)
                    if on_checkpoint is not None:
                        on_checkpoint(_result(options, embedder, checkpoints, started_at, wall, model_load_s, root, status="partial"))
        finally:
            memory.close()
    finally:
        if temporary:
            shutil.rmtree(data_dir, ignore_errors=True)
    return _result(options, embedder, checkpoints, started_at, wall, model_load_s, root, status="ok")


def _result(options, embedder, checkpoints, started_at, wall, model_load_s, root, *, status: str) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    result = {
        "benchmark": "scale", "status": status, "started_at": started_at, "wall_time_s": round(time.perf_counter() - wall, 1),
        "options": {k: (str(v) if isinstance(v, Path) else v) for k, v in asdict(options).items()},
        "embedder": {"kind": options.embedder, "name": embedder.name, "engine_only": options.embedder == "fixed",
                     "model_load_s": round(model_load_s, 3)},
        "checkpoints": list(checkpoints), "memlane_version": memlane.__version__,
        "git": resources.git_revision(root), "environment": resources.environment(), "load_average_end": _load(),
    }  # fmt: skip
    result["targets"] = evaluate(result)
    return result


def _fill(memory: Memory, turns, facts: dict[str, int], target: int, batch: int, bars: _Bars) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """Batched ingest, round-robin over profiles, until every profile holds ``target`` facts."""
    short = sum(max(0, target - n) for n in facts.values())
    tick = bars.task(f"fill to {target:,} facts/profile", short)
    done_facts, seconds = 0, 0.0
    while any(n < target for n in facts.values()):
        for name in facts:
            if facts[name] >= target:
                continue
            records = [next(turns[name]) for _ in range(batch)]
            started = time.perf_counter()
            results = memory.remember_many(records, profile=name)
            seconds += time.perf_counter() - started
            added = sum(len(r.fact_ids) for r in results)
            facts[name] += added
            done_facts += added
            tick(added)
    return {"facts": done_facts, "seconds": round(seconds, 2), "facts_per_s": round(done_facts / seconds, 1) if seconds else 0.0}


def _measure(memory: Memory, data_dir: Path, turns, queries, options: ScaleOptions, bars: _Bars, target: int, embedder):  # type: ignore[no-untyped-def]
    first = next(iter(turns))
    out: dict[str, Any] = {}
    # Maintenance as an installation runs it (the background tick does the same every 30 s):
    # it builds the profile's HNSW graph above the size threshold, or extends it.
    started = time.perf_counter()
    out["maintenance"] = {**memory.maintain(profile=first, seed=options.seed).to_dict(), "seconds": round(time.perf_counter() - started, 2)}
    out["ingest_batched"] = measure.ingest_batched(
        memory, turns[first], profile=first, count=options.window, batch=options.batch, tick=bars.task(f"@{target:,} batched ingest", options.window)
    )
    out["ingest_single"] = measure.ingest_single(memory, turns[first], profile=first, count=options.singles, tick=bars.task(f"@{target:,} single remember", options.singles))
    timed = queries[: options.queries]
    # The timed ingest above added a delta; the tick would have extended the graph by now.
    out["maintenance_after_ingest"] = memory.maintain(profile=first, seed=options.seed).to_dict()
    out["recall"] = measure.recall_latency(memory, timed, tick=bars.task(f"@{target:,} recall", len(timed)))
    out["agent_loop"] = measure.agent_loop(memory, turns, timed, count=options.loop, tick=bars.task(f"@{target:,} agent loop", options.loop))
    out["rss_mb"] = round(resources.current_rss_mb(), 1)
    out["peak_rss_mb"] = round(resources.peak_rss_mb(), 1)
    out["disk_bytes"] = measure.disk_bytes(data_dir)
    floor_queries = [q for p, q in queries if p == first][: options.floor_queries]
    out["vectors"] = measure.vector_floor(memory.path, first, embedder.encode(floor_queries))
    if options.cold_start:
        memory.close()
        out["cold_start"] = measure.cold_start(data_dir, options.embedder, first, floor_queries[0])
        memory = Memory(data_dir, embedder=embedder, config=_config(options))
    out["load_average"] = _load()
    return memory, out
