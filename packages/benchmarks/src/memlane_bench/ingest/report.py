"""JSON + markdown of ``memlane-bench ingest``."""

from __future__ import annotations

import json
from pathlib import Path


def _load(pair: list) -> str:
    return " → ".join("/".join(f"{x:g}" for x in p) for p in pair)


def to_markdown(result: dict) -> str:
    lines = [
        "### Ingest (memlane-bench ingest)",
        "",
        f"Load averages (1/5/15 min) at start {_load([result['load_at_start']])}, at end {_load([result['load_at_end']])}: "
        "timings on a shared 2-core machine are noisy.",
        "",
        "| embedder runtime | texts/s | cold start (import + first vector) | RSS | torch imported | load |",
        "|---|---|---|---|---|---|",
    ]
    for name, e in result["embedders"].items():
        lines.append(f"| {name} | {e['texts_per_s']:g} | {e['cold_start_s']:.2f} s | {e['rss_mb']:.0f} MB | "
                     f"{'yes' if e['torch_imported'] else 'no'} | {_load(e['load'])} |")  # fmt: skip
    imp, one = result["import"], result["remember_one_at_a_time"]
    lines += [
        "",
        f"| write path (end to end, {imp.get('embedder', 'default embedder')}) | records | facts | records/s | facts/s | load |",
        "|---|---|---|---|---|---|",
        f"| `import` ({imp['chunks']} chunk(s)) | {imp['records']} | {imp['facts']} | {imp['records_per_s']:g} | "
        f"{imp['facts_per_s']:g} | {_load(imp['load'])} |",
        f"| one `remember` at a time | {one['records']} | {one['facts']} | {one['records_per_s']:g} | "
        f"{one['facts_per_s']:g} | {_load(one['load'])} |",
    ]
    r = result["resume"]
    lines += [
        "",
        f"Big import ({r.get('embedder', 'default embedder')}): {r['records']} records in chunks of {r['chunk_records']}; the first attempt was "
        f"{'SIGKILLed' if r['killed'] else 'not killed (it finished)'} after {r['first_attempt_s']:g} s, "
        f"{r['reported_before_kill']} records reported committed, {r['committed_before_kill']} found stored; "
        f"importing the same file again took {r['resume_s']:g} s "
        f"({r['resumed_stored']} stored, {r['resumed_deduplicated']} recognised as already stored). "
        f"Memories after: {r['memories_after']} (no duplicates: {'yes' if r['no_duplicates'] else 'NO'}); "
        f"integrity check: {'ok' if r['integrity_ok'] else 'FAILED ' + '; '.join(r['integrity_problems'])}; "
        f"{r['records_per_s_overall']:g} records/s, {r.get('facts_per_s_overall', 0):g} facts/s overall (kill and resume "
        f"included); load {_load(r['load'])}.",
    ]
    return "\n".join(lines)


def write(result: dict, out_dir: Path) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out_dir / "ingest.json", out_dir / "ingest.md"
    json_path.write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    md_path.write_text(to_markdown(result) + "\n", encoding="utf-8")
    return json_path, md_path
