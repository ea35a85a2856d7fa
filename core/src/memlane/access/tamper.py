"""The full tamper check: stored content against what the sealed manifests promised.

Every governed write seals, in its manifest and inside its own transaction, the digest of its
receipt row, the (seq, keyed hash) of its audit record and the content digests of every memory
and fact it created, with the FTS5 row and embedding each fact must have
(transactions/spine.py, storage/content.py). This walks every manifest (seal verified) on one
read snapshot of its own connection — readers and writers are not blocked — and reports:

- a manifest whose seal fails; a receipt row modified or deleted;
- an audit record a manifest names that the trail no longer holds, or holds with another hash
  (the trail was truncated, replaced, or deleted together with its anchor);
- a memory or fact whose immutable columns changed; an FTS5 row or embedding that differs
  from (or is missing for) its fact while its projection obligation says applied;
- a memory or fact row no sealed write created (rows from before content digests existed,
  up to the sealed watermark set on first open, are counted as ``legacy``, not as problems).

Cost: one pass over manifests and rows (seconds per 100k facts): a maintenance operation
(``check_integrity(full=True)``, ``audit verify``), never on a write or read path. What it
cannot see: a row deleted outright without an erasure (erasure receipts account for the
legitimate ones), and anything done by someone holding the installation key.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..governance import AuditLog, Sealer
from ..governance.manifest import SEAL_PURPOSE as MANIFEST_PURPOSE
from ..storage import dump
from ..storage.catalog import Catalog
from ..storage.content import ContentRows, vector_digest
from ..storage.vectors import VectorIndex

WATERMARK_KEY, WATERMARK_PURPOSE = "content_digests_from", "content-watermark"
_MAX_LISTED = 100
_OWNER = {"lexical": "lexical", "vector": "vector"}


@dataclass
class ContentReport:
    ok: bool = True
    checked: dict[str, int] = field(default_factory=dict)
    legacy: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    problem_count: int = 0

    def problem(self, text: str) -> None:
        self.ok = False
        self.problem_count += 1
        if len(self.problems) < _MAX_LISTED:
            self.problems.append(text)

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "checked": self.checked, "legacy": self.legacy,
                "problem_count": self.problem_count, "problems": list(self.problems)}  # fmt: skip


def watermark_document(sealer: Sealer, max_ids: dict[str, int]) -> str:
    return json.dumps(sealer.seal_document(dict(max_ids), purpose=WATERMARK_PURPOSE), sort_keys=True)


def verify_content(path: Path, sealer: Sealer, audit: AuditLog, *, busy_timeout_ms: int) -> ContentReport:
    report = ContentReport()
    with dump.snapshot(path, busy_timeout_ms=busy_timeout_ms) as conn:
        rows = ContentRows(conn)
        rows.expect_begin()
        try:
            _read_manifests(rows, sealer, audit, report)
            legacy = _watermark(Catalog(conn), sealer, report)
            _compare(rows, VectorIndex(conn, Catalog(conn)), report)
            _unaccounted(rows, legacy, report)
        finally:
            rows.expect_end()
    return report


def _read_manifests(rows: ContentRows, sealer: Sealer, audit: AuditLog, report: ContentReport) -> None:
    after, n = "", 0
    while batch := rows.manifests(after, 500):
        after = batch[-1][0]
        receipts: dict[str, str] = {}
        refs: dict[int, tuple[str, str]] = {}
        expected: list[tuple[str, int, str, str]] = []
        for op_id, text in batch:
            n += 1
            document = json.loads(text)
            if not sealer.verify_document(document, purpose=MANIFEST_PURPOSE):
                report.problem(f"manifest {op_id}: seal does not verify (modified or sealed with another key)")
                continue
            meta = document.get("metadata") or {}
            if meta.get("receipt"):
                receipts[op_id] = meta["receipt"]
            if meta.get("audit"):
                refs[int(meta["audit"]["seq"])] = (op_id, str(meta["audit"]["hash"]))
            for kind, digests in (meta.get("content") or {}).items():
                expected.extend((kind, int(i), d, op_id) for i, d in digests.items())
        live = rows.receipt_digests(receipts)
        for op_id, want in receipts.items():
            if op_id not in live:
                report.problem(f"receipt {op_id}: deleted")
            elif live[op_id] != want:
                report.problem(f"receipt {op_id}: modified")
        held = audit.hashes_at(refs)
        for seq, (op_id, want) in sorted(refs.items()):
            if seq not in held:
                report.problem(f"audit record {seq} of operation {op_id} is missing from the trail (truncated, replaced or deleted)")
            elif held[seq] != want:
                report.problem(f"audit record {seq} of operation {op_id} differs from the one sealed with it")
        rows.expect(expected)
        report.checked["audit_references"] = report.checked.get("audit_references", 0) + len(refs)
    report.checked["manifests"] = n


def _watermark(catalog: Catalog, sealer: Sealer, report: ContentReport) -> dict[str, int]:
    raw = catalog.get_meta(WATERMARK_KEY)
    if raw is None:
        return {"memories": 0, "facts": 0}
    body = json.loads(raw)
    if not sealer.verify_document(body, purpose=WATERMARK_PURPOSE):
        report.problem("the content-digest watermark was modified")
        return {"memories": 0, "facts": 0}
    return {k: int(v) for k, v in body.items() if k != "seal"}


def _compare(rows: ContentRows, vectors: VectorIndex, report: ContentReport) -> None:
    live_facts: set[int] = set()
    for kind, table in (("memory", "memories"), ("fact", "facts"), ("lexical", "facts_fts"), ("vector", "facts_vec")):
        after, checked = 0, 0
        while batch := rows.expected(kind, after, 2000):
            after = batch[-1][0]
            ids = [i for i, _, _ in batch]
            if kind == "memory":
                live = rows.memory_digests(ids)
            elif kind == "fact":
                live = rows.fact_digests(ids)
                live_facts.update(live)
            elif kind == "lexical":
                live = rows.lexical_digests(ids)
            else:
                live = {i: vector_digest(i, v) for i, v in vectors.canonical_vectors(ids).items()}
                # The ANN tier keeps a float copy that rescoring and the neighbour pool read:
                # it must match what was written too.
                wanted = {i: want for i, want, _ in batch}
                for i, v in vectors.tier_vectors(ids).items():
                    if i in live and vector_digest(i, v) != wanted[i]:
                        report.problem(f"fact_{i}: its ANN tier float row differs from what was written")
            states = rows.obligation_states({op for _, _, op in batch}) if kind in _OWNER else {}
            for i, want, op_id in batch:
                name = f"{'mem' if kind == 'memory' else 'fact'}_{i}"
                if i not in live:
                    # A projection row may be missing only while its obligation is still open;
                    # canonical rows go with erasures, which their own receipts prove.
                    if kind in _OWNER and i in live_facts and states.get((op_id, _OWNER[kind])) == "applied":
                        report.problem(f"{name}: its {table} row is missing (index drift)")
                    continue
                checked += 1
                if live[i] != want:
                    what = "content changed" if kind in ("memory", "fact") else f"{table} row differs from what was written"
                    report.problem(f"{name}: {what} since operation {op_id}")
        report.checked[kind] = checked


def _unaccounted(rows: ContentRows, legacy: dict[str, int], report: ContentReport) -> None:
    for kind, table in (("memory", "memories"), ("fact", "facts")):
        after, old = 0, 0
        while ids := rows.ids(table, after, 5000):
            after = ids[-1]
            known = rows.expected_ids(kind, ids)
            for i in ids:
                if i in known:
                    continue
                if i <= legacy.get(table, 0):
                    old += 1
                else:
                    report.problem(f"{'mem' if kind == 'memory' else 'fact'}_{i}: no sealed write created it")
        report.legacy[table] = old
