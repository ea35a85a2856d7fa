"""``memlane-bench ingest``: import throughput with the default embedder (batched import vs
one ``remember`` at a time), the embedder runtimes (ONNX vs torch: throughput, cold start,
RSS), and a big import interrupted by SIGKILL and resumed (no duplicates, integrity)."""

from .report import to_markdown, write
from .run import IngestOptions, run_ingest

__all__ = ["IngestOptions", "run_ingest", "to_markdown", "write"]
