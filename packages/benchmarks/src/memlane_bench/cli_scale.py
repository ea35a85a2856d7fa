"""``memlane-bench scale``: ingest and recall from 1k to 1M facts (issue 10)."""

from __future__ import annotations

import argparse
from pathlib import Path

from . import cli_spine
from .paths import default_results_dir, find_repo_root


def _count(text: str) -> int:
    """A positive count; ``10k`` and ``1M`` are accepted."""
    return cli_spine._count(text.replace("_", "").replace("k", "000").replace("M", "000000"))


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
    scale.add_argument("--stall-seconds", type=float, default=30.0, help="the writer's stall watchdog (engine default 30 s)")
    scale.add_argument("--data-dir", help="keep the memory here (default: a temporary directory, deleted)")
    scale.add_argument("--out", help="output directory (default: bench-results/ at the repository root)")
    scale.add_argument(
        "--ann-only", type=_count, metavar="N",
        help="only the ANN tier on N real MiniLM vectors of generated facts: recall@10 vs exact, latency, floor; "
        "and its memory (build, serve with the model loaded, extend), each phase in a fresh process",
    )  # fmt: skip
    scale.add_argument(
        "--ann-embedder", choices=("default", "fixed"), default="default",
        help="vectors for --ann-only: MiniLM (default; recall means something) or the fixed word-hash embedder "
        "(memory and latency at sizes MiniLM cannot encode here in a session, e.g. 1M; its recall is not MiniLM's)",
    )  # fmt: skip


def run_ann_command(args: argparse.Namespace) -> int:
    import json

    from .scale.ann import run_ann
    from .scale.embedder import make_embedder
    from .scale.run import _Bars, _load

    load_before = _load()
    with _Bars() as bars:
        result = run_ann(make_embedder(args.ann_embedder), facts=args.ann_only, queries=args.queries, seed=args.seed,
                         tick=bars.task(f"embed {args.ann_only:,} facts ({args.ann_embedder})", args.ann_only))  # fmt: skip
    result["load_average"] = [load_before, _load()]
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "scale-ann.json"
    path.write_text(json.dumps(result, indent=2))
    r = result
    kind = "fixed word-hash vectors (not MiniLM)" if r["embedder_engine_only"] else "MiniLM vectors"
    print(f"| {kind} | tier | recall@10 vs exact (ids / tie-aware) | p50 / p99 ms | build s | index MB | load s | vec0 exact p50 ms | numpy floor p50 ms | load avg |\n"
          "|---|---|---|---|---|---|---|---|---|---|\n"
          f"| {r['facts']:,} | HNSW ({r['hnsw_params']['quantizer']}, M={r['hnsw_params']['M']}) | {r['hnsw_recall_at_k']} / {r['hnsw_recall_at_k_ties']} | {r['hnsw_ms']['p50']} / {r['hnsw_ms']['p99']} "
          f"| {r['hnsw_build_s']} | {r['hnsw_index_mb']} | {r['hnsw_load_s']} | {r['vec0_exact_ms']['p50']} | {r['numpy_floor_ms']['p50']} | {r['load_average']} |\n"
          f"| {r['facts']:,} | bit + rescore | {r['ann_recall_at_k']} / {r['ann_recall_at_k_ties']} | {r['ann_ms']['p50']} / {r['ann_ms']['p99']} "
          f"| – | – | – | {r['vec0_exact_ms']['p50']} | {r['numpy_floor_ms']['p50']} | {r['load_average']} |")  # fmt: skip
    print(_memory_table(r))
    print(path)
    return 0


def _memory_table(r: dict) -> str:  # type: ignore[type-arg]
    """The HNSW tier's resident memory per phase, each measured in a fresh process."""
    m = r["memory"]
    serve = m["serve"]
    rows = [
        ("build (maintenance, from SQLite)", m["build"], f"{m['build']['seconds']} s"),
        (f"serve ({serve.get('model') or 'no model'} loaded)", serve,
         f"first query {serve['first_query_s']} s, nearest p50 {serve['nearest_ms']['p50']} ms"),
        (f"extend by {m['extend']['maintain'].get('vectors', 0):,} vectors", m["extend"], f"{m['extend']['seconds']} s"),
    ]  # fmt: skip
    lines = [f"| {r['facts']:,} vectors ({'fixed word-hash' if r['embedder_engine_only'] else 'MiniLM'}) | RSS after opening MB | RSS at end MB | peak RSS MB | time |",
             "|---|---|---|---|---|"]  # fmt: skip
    for name, p, when in rows:
        lines.append(f"| {name} | {p['opened_mb'].get('VmRSS')} | {p['end_mb'].get('VmRSS')} | {p['end_mb'].get('VmHWM')} | {when} |")
    return "\n".join(lines)


def run_scale_command(args: argparse.Namespace) -> int:
    if args.ann_only:
        return run_ann_command(args)
    from .scale.report import to_markdown, write
    from .scale.run import ScaleOptions, run_scale

    root = find_repo_root()
    options = ScaleOptions(
        checkpoints=args.checkpoints, profiles=args.profiles, embedder=args.embedder, seed=args.seed, batch=args.batch,
        window=args.window, singles=args.singles, queries=args.queries, loop=args.loop,
        floor_queries=args.floor_queries, cold_start=not args.no_cold_start, write_stall_seconds=args.stall_seconds,
        data_dir=Path(args.data_dir).expanduser() if args.data_dir else None,
    )  # fmt: skip
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(root)
    result = run_scale(options, root=root, on_checkpoint=lambda partial: write(partial, out_dir))
    path = write(result, out_dir)
    print(to_markdown(result))
    print(path)
    return 0
