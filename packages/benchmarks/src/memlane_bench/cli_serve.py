"""``memlane-bench serve``: the HTTP daemon under load (optional: memlane-server + httpx)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .paths import default_results_dir, find_repo_root


def add_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    serve = commands.add_parser(
        "serve",
        help="the HTTP daemon under load: 16 clients mixing remember/recall; lost writes after SIGKILL",
        description="Start `memlane serve` on 127.0.0.1, drive it with concurrent clients for a fixed time, "
        "SIGKILL it mid-load and count acknowledged writes that did not survive; compare recall p50 over "
        "HTTP with in-process. Needs memlane-server (pip install 'memlane-benchmarks[serve]').",
    )
    serve.add_argument("--duration", type=float, default=60.0, help="seconds of load (default 60)")
    serve.add_argument("--clients", type=int, default=16, help="concurrent HTTP clients (default 16)")
    serve.add_argument("--recall-share", type=float, default=0.5, help="fraction of operations that recall (default 0.5)")
    serve.add_argument("--seed-memories", type=int, default=300, help="memories stored before the load (default 300)")
    serve.add_argument("--out", help="output directory (default: bench-results/)")


def run_command(args: argparse.Namespace) -> int:
    from .serve import ServeOptions, run_serve
    from .serve import report as serve_report

    options = ServeOptions(duration=args.duration, clients=args.clients, recall_share=args.recall_share,
                           seed_memories=args.seed_memories)  # fmt: skip
    result = run_serve(options)
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    json_path, _ = serve_report.write(result, out_dir)
    print(serve_report.to_markdown(result))
    print(json_path)
    return 0 if result["error_count"] == 0 and result["lost_acknowledged_writes"] == 0 else 1
