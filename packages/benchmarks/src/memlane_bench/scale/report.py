"""Markdown for a ``memlane-bench scale`` result and writing it next to its JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def to_markdown(result: dict[str, Any]) -> str:
    emb = result["embedder"]
    label = "ENGINE-ONLY timing (fixed word-hash embedder, not a language model)" if emb["engine_only"] else f"default embedder ({emb['name']})"
    lines = [
        f"### memlane-bench scale — {label}",
        "",
        "| facts/profile × profiles | batched ingest facts/s | single remember facts/s (p50 ms) | recall p50 / p95 / p99 ms "
        "| agent loop remember p50 / recall p50 ms | nearest stage p50 ms | numpy floor p50 ms | vec0 exact p50 ms "
        "| ANN recall@10 | peak RSS MB | DB MB | cold start s | load avg |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for point in result["checkpoints"]:
        m = point["measures"]
        lat, loop, vec = m["recall"]["latency_ms"], m["agent_loop"], m["vectors"]
        cold = m.get("cold_start", {}).get("to_first_recall_s", "")
        db = m["disk_bytes"].get("memlane.db", 0) + m["disk_bytes"].get("memlane.db-wal", 0)
        lines.append(
            f"| {point['facts_per_profile']:,} × {point['profiles']} | {m['ingest_batched']['facts_per_s']} "
            f"| {m['ingest_single']['facts_per_s']} ({m['ingest_single']['latency_ms']['p50']}) "
            f"| {lat['p50']} / {lat['p95']} / {lat['p99']} | {loop['remember_ms']['p50']} / {loop['recall_ms']['p50']} "
            f"| {vec['nearest_stage_ms']['p50']} | {vec['numpy_floor_ms']['p50']} | {vec['vec0_exact_ms']['p50']} "
            f"| {vec['ann_recall_at_k']} | {m['peak_rss_mb']} | {db / 2**20:.1f} | {cold} "
            f"| {' '.join(map(str, m['load_average']))} |"
        )
    if result["targets"]:
        lines += ["", "| target | value | limit | met |", "|---|---|---|---|"]
        for t in result["targets"]:
            lines.append(f"| {t['target']} | {t['value']} | {t['limit']} | {'yes' if t['met'] else 'NO'} |")
    return "\n".join(lines)


def write(result: dict[str, Any], out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "scale.json"
    path.write_text(json.dumps(result, indent=2, default=str))
    (out_dir / "scale.md").write_text(to_markdown(result) + "\n")
    return path
