"""``serve.json`` and ``serve.md``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

JSON_NAME, MARKDOWN_NAME = "serve.json", "serve.md"


def to_markdown(r: Mapping[str, Any]) -> str:
    o, lat, rec = r["options"], r["latency_ms"], r["recall_p50_ms"]
    single = r["recall_single_client_ms"]
    lines = [
        "# memlane daemon under load",
        "",
        f"{o['clients']} HTTP clients for {r['seconds']}s ({int(o['recall_share'] * 100)}% recall), "
        f"{o['seed_memories']} seed memories, {r['cpu_count']} cores; load average before "
        f"{r['load_average_before']}, after {r['load_average_after']} (numbers are noisy on a shared machine)",
        "",
        "| operation | n | ops/s | p50 ms | p90 ms | p99 ms |",
        "|---|---|---|---|---|---|",
    ]
    for kind, stats in lat.items():
        lines.append(f"| {kind} | {stats['n']} | {stats['n'] / r['seconds']:.1f} | {stats['p50']} | {stats['p90']} | {stats['p99']} |")
    lines += [
        "",
        f"- throughput: **{r['throughput_ops_per_s']} ops/s**; errors: **{r['error_count']}** {r['errors'] or ''}",
        f"- acknowledged writes: {r['acknowledged_writes']}; lost after SIGKILL mid-load: **{r['lost_acknowledged_writes']}**",
        f"- recall p50, one client: in-process {rec['in_process']} ms, over HTTP {rec['http_single_client']} ms "
        f"(overhead {rec['http_overhead']} ms; target ≤ {rec['target_overhead']} ms: {'met' if rec['meets_target'] else 'NOT met'}); "
        f"p99 {single['in_process']['p99']} vs {single['http']['p99']} ms",
    ]
    return "\n".join(lines) + "\n"


def write(result: Mapping[str, Any], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out_dir / JSON_NAME, out_dir / MARKDOWN_NAME
    json_path.write_text(json.dumps(result, indent=2) + "\n")
    md_path.write_text(to_markdown(result))
    return json_path, md_path
