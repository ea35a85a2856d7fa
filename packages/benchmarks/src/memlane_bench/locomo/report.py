"""Rendering results: ``locomo.json`` (everything) and ``locomo.md`` (the table + key numbers)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

JSON_NAME = "locomo.json"
MARKDOWN_NAME = "locomo.md"


def _cell(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def metrics_table(metrics: Mapping[str, Any], ks: Sequence[int]) -> str:
    """Rows: categories 1-4, overall (1-4), adversarial (5, not part of overall).
    Columns: all@k..., any@k..., n."""
    columns = [f"all@{k}" for k in ks] + [f"any@{k}" for k in ks] + ["n"]
    rows = [(f"{number} {row['name']}", row) for number, row in metrics["by_category"].items()]
    rows.append(("**overall (1-4)**", metrics["overall"]))
    adversarial = metrics["adversarial"]
    rows.append(("5 adversarial (separate)", adversarial))
    lines = ["| category | " + " | ".join(columns) + " |", "|---|" + "---|" * len(columns)]
    for label, row in rows:
        lines.append(f"| {label} | " + " | ".join(_cell(row.get(c)) for c in columns) + " |")
    return "\n".join(lines)


def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def to_markdown(result: Mapping[str, Any]) -> str:
    if result["status"] != "ok":
        return f"# LoCoMo evidence recall\n\nSkipped: {result.get('reason')}\n"
    ks = result["config"]["ks"]
    dataset, ingest, latency = result["dataset"], result["ingest"], result["latency_ms"] or {}
    quality = result["data_quality"]
    recall = result["config"]["recall"]
    lines = [
        "# LoCoMo evidence recall",
        "",
        f"memlane {result['config']['memlane_version']} · {result['config']['embedding']['model']} · "
        f"rrf_k={recall['rrf_k']} · weights {recall['channel_weights']} · "
        f"{len(dataset['conversations'])} conversations, {dataset['turns']} turns, "
        f"{dataset['questions']} questions ({dataset['questions_scored']} scored)",
        "",
        metrics_table(result["metrics"], ks),
        "",
        f"- recall latency (ms/query, n={latency.get('n')}): p50 {_fmt(latency.get('p50'), '.1f')} · "
        f"p95 {_fmt(latency.get('p95'), '.1f')} · p99 {_fmt(latency.get('p99'), '.1f')}",
        f"- ingest: {ingest['turns']} turns → {ingest['facts']} facts in {ingest['seconds']:.1f}s = "
        f"{_fmt(ingest['turns_per_s'], '.0f')} turns/s (with embedding); model load {ingest['model_load_s']:.2f}s",
        f"- peak RSS {result['resources']['peak_rss_mb']:.0f} MB · wall time {result['wall_time_s']:.1f}s",
        f"- data quirks: {quality['no_evidence']} without evidence, {quality['no_valid_evidence']} without valid evidence "
        f"(excluded); evidence ids missing {quality['evidence_ids_missing']}, unparseable "
        f"{quality['evidence_ids_unparseable']}, repaired {quality['evidence_ids_repaired']}, packed strings "
        f"{quality['packed_evidence_strings']}; evidence turns without facts {quality['evidence_turns_without_facts']}",
        "",
        "| target | threshold | value | met |",
        "|---|---|---|---|",
    ]
    for target in result["targets"]:
        met = {True: "yes", False: "**no**", None: "not measured"}[target["met"]]
        lines.append(
            f"| {target['metric']} | {target['op']} {target['threshold']:g} | {_cell(target['value'])} | {met} |"
        )
    if result.get("ablations"):
        from .ablations import ablation_table

        lines += ["", "## Ablations and baselines (same data, one piece off each)", "", ablation_table(result, result["ablations"])]
    return "\n".join(lines) + "\n"


def write(result: Mapping[str, Any], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out_dir / JSON_NAME, out_dir / MARKDOWN_NAME
    json_path.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    md_path.write_text(to_markdown(result), encoding="utf-8")
    return json_path, md_path
