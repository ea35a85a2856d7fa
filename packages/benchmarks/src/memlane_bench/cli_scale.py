"""``memlane-bench scale``: ingest and recall from 1k to 1M facts (issue 10)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .paths import default_results_dir, find_repo_root


def _count(text: str) -> int:
    value = int(text.replace("_", "").replace("k", "000").replace("M", "000000"))
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def _checkpoints(text: str) -> tuple[int, ...]:
    try:
        values = tuple(sorted({_count(p.strip()) for p in text.split(",") if p.strip()}))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of counts: {text!r}") from None
    if not values:
        raise argparse.ArgumentTypeError("give at least one checkpoint, e.g. 1k,10k,100k")
    return values


def add_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    scale = commands.add_parser(
        "scale",
        help="ingest throughput, recall latency, agent loop, RSS, disk, cold start and ANN quality from 1k to 1M facts",
        description="Fill one or many profiles with deterministic synthetic conversations up to each checkpoint "
        "(facts per profile) and measure there. --embedder fixed times the engine alone (a word-hash embedder, "
        "not a language model); --embedder default uses the real offline MiniLM.",
    )
    scale.add_argument("--checkpoints", type=_checkpoints, default=(1_000, 10_000, 100_000), help="facts per profile (default 1k,10k,100k)")
    scale.add_argument("--profiles", type=_count, default=1, help="profiles filled side by side (default 1; 10 for 10 x 100k)")
    scale.add_argument("--embedder", choices=("fixed", "default"), default="fixed")
    scale.add_argument("--seed", type=int, default=7)
    scale.add_argument("--batch", type=_count, default=100, help="turns per remember_many call (default 100)")
    scale.add_argument("--window", type=_count, default=1_000, help="turns of timed batched ingest per checkpoint")
    scale.add_argument("--singles", type=_count, default=100, help="turns of timed single remember per checkpoint")
    scale.add_argument("--queries", type=_count, default=200, help="timed recalls per checkpoint")
    scale.add_argument("--loop", type=_count, default=1_000, help="agent-loop iterations per checkpoint")
    scale.add_argument("--floor-queries", type=_count, default=100, help="queries for the numpy floor and ANN recall@10")
    scale.add_argument("--no-cold-start", action="store_true", help="skip the cold-start probe")
    scale.add_argument("--data-dir", help="keep the memory here (default: a temporary directory, deleted)")
    scale.add_argument("--out", help="output directory (default: bench-results/ at the repository root)")


def run_scale_command(args: argparse.Namespace) -> int:
    from .scale.report import to_markdown, write
    from .scale.run import ScaleOptions, run_scale

    root = find_repo_root()
    options = ScaleOptions(
        checkpoints=args.checkpoints, profiles=args.profiles, embedder=args.embedder, seed=args.seed, batch=args.batch,
        window=args.window, singles=args.singles, queries=args.queries, loop=args.loop,
        floor_queries=args.floor_queries, cold_start=not args.no_cold_start,
        data_dir=Path(args.data_dir).expanduser() if args.data_dir else None,
    )  # fmt: skip
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(root)
    result = run_scale(options, root=root, on_checkpoint=lambda partial: write(partial, out_dir))
    path = write(result, out_dir)
    print(to_markdown(result))
    print(path)
    return 0
