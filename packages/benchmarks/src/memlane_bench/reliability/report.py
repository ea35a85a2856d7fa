"""Reliability report: ``reliability.json`` (everything) and ``reliability.md`` (the table)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

JSON_NAME, MARKDOWN_NAME = "reliability.json", "reliability.md"


def to_markdown(result: Mapping[str, Any]) -> str:
    lines = [
        "# memlane reliability harness",
        "",
        f"memlane {result['memlane_version']} · N={result['n']} repetitions · seed {result['seed']} · "
        f"{result['seconds']:.1f}s · embedding {result['embedding']}",
        "",
        "| # | scenario | status | reps | failures | mutants caught | seconds |",
        "|---|---|---|---|---|---|---|",
    ]
    for s in result["scenarios"]:
        mutants = s["mutants"]
        caught = f"{sum(v == 'caught' for v in mutants.values())}/{len(mutants)}" if mutants else "-"
        lines.append(f"| {s['number']} | {s['name']} | {s['status']} | {s['repetitions']} | {s['failures']} | {caught} | {s['seconds']:.1f} |")
    lines.append("")
    for s in result["scenarios"]:
        details = [f"first failure: {s['first_failure']}"] if s["first_failure"] else []
        details += [f"mutant '{k}': {v}" for k, v in s["mutants"].items() if v != "caught"]
        details += s["notes"]
        if details:
            lines.append(f"- **{s['number']} {s['name']}**: " + "; ".join(details))
    lines.append("")
    lines.append(f"**{'PASSED' if result['passed'] else 'FAILED'}**: {result['summary']}")
    return "\n".join(lines) + "\n"


def write(result: Mapping[str, Any], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out_dir / JSON_NAME, out_dir / MARKDOWN_NAME
    json_path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md_path.write_text(to_markdown(result), encoding="utf-8")
    return json_path, md_path
