"""``memlane-bench supersedes``: how many facts the store-time update check demotes in open
conversation, and on what evidence.

LoCoMo's conversations are long chats between two friends: states change a few times per
conversation (a new job, a move), while most remarks change nothing. Every ``supersedes`` edge
demotes a fact at recall, so a precise detector leaves few; the edges' text pairs (written to
the JSON only: the data is CC BY-NC and stays out of the repository) are there to be read.
This is a development probe: the updates benchmark's held-out splits stay the test."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from memlane import Memory
from memlane.ingest.importers import locomo_records

from .data import load_samples


def probe(data_path: Path, conversations: Sequence[str]) -> dict[str, Any]:
    samples = {str(s["sample_id"]): s for s in load_samples(data_path)}
    missing = [c for c in conversations if c not in samples]
    if missing:
        raise SystemExit(f"memlane-bench supersedes: no conversation {', '.join(missing)} in {data_path}")
    rows = []
    for name in conversations:
        started = time.perf_counter()
        with Memory.temporary() as memory:
            memory.remember_many(locomo_records(dict(samples[name])))
            facts = memory.stats(profile=name)["facts"]  # locomo_records: one profile per conversation
            found = memory.contradictions(profile=name)
        evidence = Counter(" + ".join(c["evidence"]) or "none" for c in found)
        fan_out = Counter(c["newer"]["id"] for c in found)
        rows.append({
            "conversation": name, "facts": facts, "supersedes": len(found),
            "demoted_share": round(len({c["older"]["id"] for c in found}) / max(facts, 1), 4),
            "max_per_statement": max(fan_out.values(), default=0), "evidence": dict(evidence.most_common()),
            "seconds": round(time.perf_counter() - started, 1),
            "edges": [{"newer": c["newer"]["text"], "older": c["older"]["text"], "similarity": c["similarity"],
                       "evidence": c["evidence"]} for c in found],
        })  # fmt: skip
    total = Counter[str]()
    for row in rows:
        total.update(row["evidence"])
    return {
        "benchmark": "supersedes", "data": str(data_path), "conversations": rows,
        "facts": sum(r["facts"] for r in rows), "supersedes": sum(r["supersedes"] for r in rows),
        "evidence": dict(total.most_common()),
    }  # fmt: skip


def to_markdown(result: dict[str, Any]) -> str:
    lines = [
        "### memlane-bench supersedes — store-time supersedes on LoCoMo conversations (a dev probe)", "",
        "| conversation | facts | supersedes edges | facts demoted | most edges from one statement | evidence |",
        "|---|---|---|---|---|---|",
    ]  # fmt: skip
    for r in result["conversations"]:
        evidence = ", ".join(f"{k}: {v}" for k, v in r["evidence"].items())
        lines.append(f"| {r['conversation']} | {r['facts']} | {r['supersedes']} | {r['demoted_share']:.1%} | {r['max_per_statement']} | {evidence} |")
    lines.append(f"| all | {result['facts']} | {result['supersedes']} | | | |")
    return "\n".join(lines)
