"""``spine.json`` and ``spine.md``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

JSON_NAME, MARKDOWN_NAME = "spine.json", "spine.md"


def to_markdown(r: Mapping[str, Any]) -> str:
    w, rec, er = r["write_overhead"], r["reconciler"], r["erasure"]
    g, u = w["governed_ms"], w["ungoverned_ms"]
    lines = [
        "# memlane write spine benchmark",
        "",
        f"memlane {r['memlane_version']} · {r['embedding']} (embeddings precomputed; model time in timed regions subtracted) · {r['seconds']:.0f}s",
        "",
        "## Write latency excluding embedding (ms)",
        "",
        "| path | n | p50 | p90 | p99 | mean |",
        "|---|---|---|---|---|---|",
        f"| ungoverned insert | {u['n']} | {u['p50']} | {u['p90']} | {u['p99']} | {u['mean']} |",
        f"| governed write | {g['n']} | {g['p50']} | {g['p90']} | {g['p99']} | {g['mean']} |",
        "",
        f"- overhead p50 **{w['overhead_p50_ms']} ms** (target ≤ {w['target_overhead_p50_ms']} ms: "
        f"{'met' if w['meets_target'] else 'NOT met'}); p99 {w['overhead_p99_ms']} ms; paired median {w['paired_overhead_median_ms']} ms",
        f"- manifests of the governed writes: {w['manifests']}",
        "",
        "## Components (ms per call)",
        "",
        "| component | p50 | p99 | mean |",
        "|---|---|---|---|",
    ]
    for name, c in r["components"].items():
        lines.append(f"| {name} | {c['p50']} | {c['p99']} | {c['mean']} |")
    lines += [
        "",
        "## Reconciler",
        "",
        f"- {rec['degraded_operations']} degraded operations ({rec['redriven_obligations']} obligations) redriven in "
        f"{rec['seconds']} s: **{rec['operations_per_s']} operations/s**, {rec['obligations_per_s']} obligations/s; "
        f"all complete after: {rec['all_complete_after']}",
        "",
        "## Erasure",
        "",
        f"- profile of {er['facts_in_profile']} facts (loaded in {er['load_s']} s): profile erasure "
        f"**{er['profile_erasure']['seconds']} s**, all_erased {er['profile_erasure']['all_erased']}, "
        f"checkpoint {er['profile_erasure']['checkpoint']}",
        f"- subject erasure inside it: {er['subject_erasure']['seconds']} s for {er['subject_erasure']['facts']} facts, "
        f"all_erased {er['subject_erasure']['all_erased']}; other profile kept {er['other_profile_facts_kept']} facts",
    ]
    t = er.get("tamper_check")
    if t:
        lines += [
            "",
            "## Tamper check (maintenance, docs/security.md)",
            "",
            f"- on the loaded store ({er['facts_in_profile']} facts): `audit verify` **{t['audit_verify_s']} s** "
            f"(ok {t['audit_ok']}, {t['audit_records']} audit records, content checked {t['content_checked']}); "
            f"`check_integrity(full=True)` **{t['check_integrity_full_s']} s** (ok {t['integrity_ok']})",
        ]
    return "\n".join(lines) + "\n"


def write(result: Mapping[str, Any], out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out_dir / JSON_NAME, out_dir / MARKDOWN_NAME
    json_path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    md_path.write_text(to_markdown(result), encoding="utf-8")
    return json_path, md_path
