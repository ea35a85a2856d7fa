"""JSON + markdown for ``memlane-bench updates``: one row per variant (full, then one piece off
each), the scale run beside it, and the full pipeline per kind and per family."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

JSON_NAME, MARKDOWN_NAME = "updates-{split}.json", "updates-{split}.md"


def _f(value: object) -> str:
    return "n/a" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value)


def to_markdown(result: Mapping[str, Any]) -> str:
    lines = [
        f"split `{result['split']}` (seed {result['seed']}): {result['scenarios']} scenarios; "
        f"load average before/after {result['load_before']} / {result['load_after']}",
        "",
        "| variant | current-first | top-1 present | top-1 (change) | false supersede | detection recall | detection precision | past-first "
        "| spurious edges/scn | write ms/fact p50 | scale facts | scale current-first | scale top-1 | scale false supersede |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for v in result["variants"]:
        s, scale = v["summary"], v.get("scale", {})
        sc = scale.get("summary", {})
        cells = [v["label"], s["current_first"], s["top1_present"], s["top1_change"], s["false_supersede"],
                 s["detection_recall"], s.get("detection_precision"), s["past_first"], s["spurious_edges_per_scenario"], s["write_ms_per_fact_p50"],
                 scale.get("facts"), sc.get("current_first"), sc.get("top1_present"), sc.get("false_supersede")]  # fmt: skip
        lines.append("| " + " | ".join(_f(c) for c in cells) + " |")
    full = result["variants"][0]["summary"]
    for title, key in (("kind", "by_kind"), ("family", "by_family")):
        lines += ["", f"| {title} | n | current-first | top-1 | false supersede | detection recall |", "|---|---|---|---|---|---|"]
        for name, g in full[key].items():
            lines.append(f"| {name} | {g['n']} | {_f(g['current_first'])} | {_f(g['top1'])} | {_f(g['false_supersede'])} | {_f(g['detection_recall'])} |")
    off = next((v for v in result["variants"] if v["label"] == "-store-time detection"), None)
    if off is not None:
        on_ms, off_ms = full["write_ms_per_fact_p50"], off["summary"]["write_ms_per_fact_p50"]
        extra = None if on_ms is None or off_ms is None else on_ms - off_ms
        lines += ["", f"Store-time detection write cost: p50 {_f(on_ms)} ms per fact with it, {_f(off_ms)} without "
                  f"(difference {_f(extra)} ms; relation frames are indexed in both)"]  # fmt: skip
    return "\n".join(lines) + "\n"


def write(result: Mapping[str, Any], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / JSON_NAME.format(split=result["split"])
    md_path = out_dir / MARKDOWN_NAME.format(split=result["split"])
    json_path.write_text(json.dumps(result, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")
    md_path.write_text(to_markdown(result), encoding="utf-8")
    return json_path, md_path
