"""``memlane-bench ingest``: import throughput, embedder runtimes, killed-and-resumed import."""

from __future__ import annotations

import argparse
from pathlib import Path

from .paths import default_results_dir, find_repo_root


def add_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from .ingest import IngestOptions

    defaults = IngestOptions()
    ingest = commands.add_parser(
        "ingest",
        help="import throughput (default embedder, batched vs one at a time), embedder runtimes, "
        "a big import SIGKILLed and resumed",
    )
    ingest.add_argument("--import-records", type=int, default=defaults.import_records, help="records of the batched import")
    ingest.add_argument("--single-records", type=int, default=defaults.single_records, help="records remembered one at a time")
    ingest.add_argument("--embed-texts", type=int, default=defaults.embed_texts, help="texts per embedder runtime")
    ingest.add_argument("--resume-records", type=int, default=defaults.resume_records, help="records of the killed-and-resumed import")
    ingest.add_argument("--chunk-records", type=int, default=defaults.chunk_records, help="records per transaction of the big import")
    ingest.add_argument("--kill-at", type=float, default=defaults.kill_at_fraction, help="SIGKILL the big import once this share is committed")
    ingest.add_argument("--runtimes", default=",".join(defaults.runtimes), help="embedder runtimes to compare (onnx,onnx-int8,torch); the import phases use $MEMLANE_EMBEDDER_RUNTIME (default: onnx-int8 for a new database; a database keeps the model it was made with)")
    ingest.add_argument("--out", help="output directory (default: bench-results/)")


def run_ingest_command(args: argparse.Namespace) -> int:
    from .ingest import IngestOptions, run_ingest, to_markdown, write

    options = IngestOptions(
        import_records=args.import_records, single_records=args.single_records, embed_texts=args.embed_texts,
        resume_records=args.resume_records, chunk_records=args.chunk_records, kill_at_fraction=args.kill_at,
        runtimes=tuple(r.strip() for r in args.runtimes.split(",") if r.strip()),
    )  # fmt: skip
    result = run_ingest(options)
    out_dir = Path(args.out).expanduser() if args.out else default_results_dir(find_repo_root())
    json_path, _ = write(result, out_dir)
    print(to_markdown(result))
    print(json_path)
    ok = result["resume"]["no_duplicates"] and result["resume"]["integrity_ok"]
    return 0 if ok else 1
