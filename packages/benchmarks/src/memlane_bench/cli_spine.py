"""``memlane-bench reliability`` and ``memlane-bench spine``: the write spine's fault-injection
harness and its performance benchmark (issue 4). Both write JSON + markdown and print the table;
``reliability`` exits 1 when any scenario fails."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .paths import default_results_dir, find_repo_root


def _count(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def add_parsers(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from .reliability import DEFAULT_N

    rel = commands.add_parser(
        "reliability",
        help="fault-injection and security harness of the governed write path (16 scenarios)",
        description="Run every scenario N times with the real embedding model; each repetition is "
        "bracketed by a positive control, and each scenario's mutants (mechanism switched off) must be caught.",
    )
    rel.add_argument("-n", "--repetitions", type=_count, default=DEFAULT_N, help=f"repetitions per scenario (default {DEFAULT_N})")
    rel.add_argument("--only", nargs="+", help="scenario names or numbers (default: all)")
    rel.add_argument("--no-mutants", action="store_true", help="skip the mutant (teeth) checks")
    rel.add_argument("--seed", type=int, default=4)
    rel.add_argument("--out", help="output directory (default: bench-results/ at the repository root)")
    spine = commands.add_parser(
        "spine",
        help="governed write overhead (p50/p99 excluding embedding), reconciler throughput, 10k-fact erasure",
    )
    spine.add_argument("--writes", type=_count, default=300, help="timed writes per path (default 300)")
    spine.add_argument("--facts", type=_count, default=10_000, help="facts in the erased profile (default 10000)")
    spine.add_argument("--degraded", type=_count, default=300, help="degraded operations to reconcile (default 300)")
    spine.add_argument("--out", help="output directory (default: bench-results/)")


def run_reliability_command(args: argparse.Namespace) -> int:
    from .reliability import report as rel_report
    from .reliability import run_reliability

    def progress(result) -> None:  # type: ignore[no-untyped-def]
        print(f"[{result.number:2d}] {result.name:<14} {result.status:<8} {result.repetitions} reps, "
              f"{result.failures} failures, {result.seconds:.1f}s", file=sys.stderr, flush=True)  # fmt: skip

    result = run_reliability(n=args.repetitions, only=args.only, mutants=not args.no_mutants, seed=args.seed, progress=progress)
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    json_path, _ = rel_report.write(result, out_dir)
    print(rel_report.to_markdown(result))
    print(json_path)
    return 0 if result["passed"] else 1


def run_spine_command(args: argparse.Namespace) -> int:
    from .spine import report as spine_report
    from .spine import run_spine

    result = run_spine(writes=args.writes, facts=args.facts, degraded=args.degraded)
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    json_path, _ = spine_report.write(result, out_dir)
    print(spine_report.to_markdown(result))
    print(json_path)
    return 0
