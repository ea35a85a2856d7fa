"""``memlane-bench``: benchmark runner. Each benchmark writes JSON + markdown and prints the
table. Errors are never swallowed: any failure exits non-zero with its traceback."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import cli_ingest, cli_scale, cli_serve, cli_spine
from .locomo import report
from .locomo.data import DATA_ENV, resolve_data_path
from .locomo.run import Options, run_locomo, skipped
from .paths import default_results_dir, find_repo_root


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def _ks(text: str) -> tuple[int, ...]:
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts:
        raise argparse.ArgumentTypeError("give at least one k, e.g. 5,10,20")
    ks = tuple(sorted({_positive_int(p) for p in parts}))
    if ks[-1] > 1000:
        raise argparse.ArgumentTypeError("k must be <= 1000 (the recall limit)")
    return ks


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="memlane-bench", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    locomo = commands.add_parser(
        "locomo",
        help="LoCoMo evidence recall@k, recall latency, ingest throughput",
        description="Ingest LoCoMo conversations into a fresh temporary memory, recall every question "
        "and score whether the evidence turns are retrieved.",
    )
    locomo.add_argument(
        "--data",
        help=f"LoCoMo JSON file (default: ${DATA_ENV}, else ../shared/bench/locomo/locomo_dev.json "
        "relative to the repository root)",
    )
    locomo.add_argument(
        "--out", help="output directory (default: bench-results/ at the repository root)"
    )
    locomo.add_argument(
        "--conversations", type=_positive_int, help="only the first N conversations"
    )
    locomo.add_argument(
        "--questions", type=_positive_int, help="only the first N questions of each conversation"
    )
    locomo.add_argument(
        "--k", type=_ks, default=(5, 10, 20), help="comma-separated cut-offs (default 5,10,20)"
    )
    locomo.add_argument(
        "--ablations",
        action="store_true",
        help="also score every ablation (one piece off) and the FTS5 / dense / naive-RRF baselines",
    )
    locomo.add_argument(
        "--track-access",
        action="store_true",
        help="record accesses during recall (confirmations, co-retrieval edges): order-dependent",
    )
    contradictions = commands.add_parser(
        "contradictions",
        help="contradiction detection precision/recall and current-fact-first rate",
        description="Run the hand-written contradiction cases (changes, corrections, must-not-flag) with "
        "the sheaf consistency check on and off.",
    )
    contradictions.add_argument("--out", help="output directory (default: bench-results/)")
    updates = commands.add_parser(
        "updates",
        help="knowledge updates: current-first, present-state top-1, false supersedes, detection overhead",
        description="Generate update scenarios from a split module (dev: tuned on; test: written independently, "
        "only scored), run them through the engine in isolation and packed into one profile with a haystack of "
        "background facts, with every ablation.",
    )
    updates.add_argument("--split", default="dev", help="split module under memlane_bench/updates/splits (default dev)")
    updates.add_argument("--seed", type=int, default=0, help="seed passed to the split's generator (default 0)")
    updates.add_argument("--haystack", type=int, default=10_000, help="background turns in the scale run (0: skip it; default 10000)")
    updates.add_argument("--ablations", action="store_true", help="also run every variant with one piece off")
    updates.add_argument("--out", help="output directory (default: bench-results/)")
    supersedes = commands.add_parser(
        "supersedes",
        help="store-time supersedes on LoCoMo conversations: how many facts are demoted, on what evidence (a dev probe)",
    )
    supersedes.add_argument("--data", help="LoCoMo JSON file (default as for `locomo`)")
    supersedes.add_argument("--conversations", default="conv-26,conv-30,conv-41", help="sample ids, comma-separated")
    supersedes.add_argument("--out", help="output directory (default: bench-results/)")
    cli_spine.add_parsers(commands)
    cli_scale.add_parser(commands)
    cli_ingest.add_parser(commands)
    cli_serve.add_parser(commands)
    return parser


def run_updates_command(args: argparse.Namespace) -> int:
    from .updates import report as updates_report
    from .updates.suite import run_updates

    if args.haystack < 0:
        raise SystemExit("memlane-bench updates: --haystack must be >= 0")
    from .updates.schema import ScenarioError
    from .updates.splits import SplitNotFoundError

    root = find_repo_root()
    try:
        result = run_updates(split=args.split, seed=args.seed, ablations=args.ablations, haystack=args.haystack, root=root)
    except (SplitNotFoundError, ScenarioError) as exc:
        # A missing or malformed split is the caller's input, not a crash: say which and why.
        raise SystemExit(f"memlane-bench updates: {exc}") from None
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(root)
    json_path, _ = updates_report.write(result, out_dir)
    print(updates_report.to_markdown(result))
    print(json_path)
    return 0


def _publish(out_dir: Path, name: str, result: Any, markdown: str, **dump: Any) -> int:
    """``<name>.json`` and ``<name>.md`` in ``out_dir``; prints the table and the JSON path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / f"{name}.json").write_text(json.dumps(result, indent=2, **dump))
    (out_dir / f"{name}.md").write_text(markdown + "\n")
    print(markdown)
    print(out_dir / f"{name}.json")
    return 0


def run_contradictions_command(args: argparse.Namespace) -> int:
    from .contradictions.run import run_contradictions, to_markdown

    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    results = [run_contradictions(consistency=True), run_contradictions(consistency=False)]
    return _publish(out_dir, "contradictions", results, to_markdown(results), default=str)


def run_supersedes_command(args: argparse.Namespace) -> int:
    from .locomo.supersedes import probe, to_markdown

    root = find_repo_root()
    data_path = resolve_data_path(args.data, root)
    if not data_path.is_file():
        print(f"memlane-bench supersedes: skipped: LoCoMo data not found at {data_path} (pass --data or set ${DATA_ENV})",
              file=sys.stderr)  # fmt: skip
        return 0
    result = probe(data_path, [c.strip() for c in args.conversations.split(",") if c.strip()])
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(root)
    return _publish(out_dir, "supersedes", result, to_markdown(result), ensure_ascii=False)


def run_locomo_command(args: argparse.Namespace) -> int:
    root = find_repo_root()
    data_path = resolve_data_path(args.data, root)
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(root)
    if not data_path.is_file():
        reason = f"LoCoMo data not found at {data_path} (pass --data or set ${DATA_ENV})"
        print(f"memlane-bench locomo: skipped: {reason}", file=sys.stderr)
        result = skipped(data_path, reason)
    else:
        options = Options(
            data_path=data_path,
            ks=args.k,
            conversations=args.conversations,
            questions=args.questions,
            ablations=args.ablations,
            track_access=args.track_access,
        )
        result = run_locomo(options, root=root)
    json_path, _ = report.write(result, out_dir)
    if result["status"] == "ok":
        print(report.to_markdown(result))
    print(json_path)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "locomo":
        return run_locomo_command(args)
    if args.command == "supersedes":
        return run_supersedes_command(args)
    if args.command == "contradictions":
        return run_contradictions_command(args)
    if args.command == "updates":
        return run_updates_command(args)
    if args.command == "reliability":
        return cli_spine.run_reliability_command(args)
    if args.command == "spine":
        return cli_spine.run_spine_command(args)
    if args.command == "scale":
        return cli_scale.run_scale_command(args)
    if args.command == "ingest":
        return cli_ingest.run_ingest_command(args)
    if args.command == "serve":
        return cli_serve.run_command(args)
    raise AssertionError(f"unhandled command {args.command!r}")  # pragma: no cover


if __name__ == "__main__":
    sys.exit(main())
