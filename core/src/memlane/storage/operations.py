"""Operation receipts (immutable), projection obligations, sealed manifests, staged projection
inputs and scrubber findings: the persistent half of the write spine."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import apsw

from .sql import placeholders


@dataclass(frozen=True)
class ReceiptRow:
    id: str
    kind: str
    profile: str
    generation: int
    principal_id: str
    transport: str
    payload_hash: str
    created_at: float
    targets: dict


@dataclass(frozen=True)
class ObligationRow:
    operation_id: str
    owner: str
    state: str
    attempts: int
    detail: str | None
    updated_at: float


_RECEIPT = "id, kind, profile, generation, principal_id, transport, payload_hash, created_at, targets"
_OBLIGATION = "operation_id, owner, state, attempts, detail, updated_at"


def _receipt(row: tuple) -> ReceiptRow:
    return ReceiptRow(*row[:8], targets=json.loads(row[8]))


class Operations:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- receipts ---------------------------------------------------------------------------
    def add_receipt(self, receipt: ReceiptRow) -> None:
        self.conn.execute(
            f"INSERT INTO operation_receipts({_RECEIPT}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                receipt.id, receipt.kind, receipt.profile, receipt.generation, receipt.principal_id,
                receipt.transport, receipt.payload_hash, receipt.created_at,
                json.dumps(receipt.targets, sort_keys=True, separators=(",", ":")),
            ),
        )

    def receipt(self, operation_id: str) -> ReceiptRow | None:
        row = self.conn.execute(
            f"SELECT {_RECEIPT} FROM operation_receipts WHERE id = ?", (operation_id,)
        ).fetchone()
        return None if row is None else _receipt(row)

    def recent(self, *, kind: str | None = None, limit: int = 20) -> list[ReceiptRow]:
        """The newest operation receipts (optionally of one kind), newest first."""
        where, params = ("WHERE kind = ?", [kind]) if kind is not None else ("", [])
        sql = f"SELECT {_RECEIPT} FROM operation_receipts {where} ORDER BY created_at DESC, id DESC LIMIT ?"
        return [_receipt(r) for r in self.conn.execute(sql, [*params, limit])]

    # -- obligations ------------------------------------------------------------------------
    def add_obligations(self, rows: Iterable[ObligationRow]) -> None:
        self.conn.executemany(
            f"INSERT INTO obligations({_OBLIGATION}) VALUES (?, ?, ?, ?, ?, ?)",
            [(r.operation_id, r.owner, r.state, r.attempts, r.detail, r.updated_at) for r in rows],
        )

    def set_obligation(self, operation_id: str, owner: str, *, state: str, attempts: int, detail: str | None, at: float) -> None:
        self.conn.execute(
            "UPDATE obligations SET state = ?, attempts = ?, detail = ?, updated_at = ? "
            "WHERE operation_id = ? AND owner = ?",
            (state, attempts, detail, at, operation_id, owner),
        )

    def obligations(self, operation_id: str) -> list[ObligationRow]:
        return [
            ObligationRow(*r)
            for r in self.conn.execute(
                f"SELECT {_OBLIGATION} FROM obligations WHERE operation_id = ? ORDER BY owner", (operation_id,)
            )
        ]

    def open_obligations(self, states: Sequence[str], *, limit: int) -> list[ObligationRow]:
        """Obligations in ``states``, oldest operation first (uses the partial index)."""
        return [
            ObligationRow(*r)
            for r in self.conn.execute(
                f"SELECT {_OBLIGATION} FROM obligations WHERE state IN ({placeholders(len(states))}) "
                "ORDER BY operation_id, owner LIMIT ?",
                [*states, limit],
            )
        ]

    # -- manifests --------------------------------------------------------------------------
    def put_manifest(self, operation_id: str, status: str, document: dict, at: float) -> None:
        self.conn.execute(
            "INSERT INTO operation_manifests(operation_id, status, document, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(operation_id) DO UPDATE SET status = excluded.status, "
            "document = excluded.document, updated_at = excluded.updated_at",
            (operation_id, status, json.dumps(document, sort_keys=True, separators=(",", ":")), at),
        )

    def manifest(self, operation_id: str) -> dict | None:
        row = self.conn.execute(
            "SELECT document FROM operation_manifests WHERE operation_id = ?", (operation_id,)
        ).fetchone()
        return None if row is None else json.loads(row[0])

    def status_counts(self) -> dict[str, int]:
        return {
            status: int(n)
            for status, n in self.conn.execute("SELECT status, count(*) FROM operation_manifests GROUP BY status")
        }

    def operations_with_status(self, status: str, *, limit: int) -> list[str]:
        return [
            r[0]
            for r in self.conn.execute(
                "SELECT operation_id FROM operation_manifests WHERE status = ? ORDER BY operation_id LIMIT ?",
                (status, limit),
            )
        ]

    # -- staged projection inputs -----------------------------------------------------------
    def stage(self, operation_id: str, owner: str, payloads: Iterable[tuple[int, bytes]]) -> None:
        self.conn.executemany(
            "INSERT OR REPLACE INTO projection_staging(operation_id, owner, fact_id, payload) VALUES (?, ?, ?, ?)",
            [(operation_id, owner, fid, payload) for fid, payload in payloads],
        )

    def staged(self, operation_id: str, owner: str) -> dict[int, bytes]:
        return {
            int(fid): payload
            for fid, payload in self.conn.execute(
                "SELECT fact_id, payload FROM projection_staging WHERE operation_id = ? AND owner = ?",
                (operation_id, owner),
            )
        }

    def unstage(self, operation_id: str, owner: str) -> None:
        self.conn.execute(
            "DELETE FROM projection_staging WHERE operation_id = ? AND owner = ?", (operation_id, owner)
        )

    # -- scrubber findings ------------------------------------------------------------------
    def add_redactions(self, rows: Iterable[tuple[int, str, str, str, int, int]]) -> None:
        """(memory id, operation id, field, kind, start, end) per finding."""
        self.conn.executemany(
            "INSERT INTO redactions(memory_id, operation_id, field, kind, span_start, span_end) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            list(rows),
        )

    def redactions(self, memory_id: int) -> list[tuple[str, str, int, int]]:
        return list(
            self.conn.execute(
                "SELECT field, kind, span_start, span_end FROM redactions WHERE memory_id = ? ORDER BY rowid",
                (memory_id,),
            )
        )

    # -- erasure receipts -------------------------------------------------------------------
    def pending_erasure(self, operation_id: str, profile: str, kind: str, at: float) -> None:
        self.conn.execute(
            "INSERT INTO erasure_receipts(id, profile, kind, all_erased, document, created_at) "
            "VALUES (?, ?, ?, 0, NULL, ?)",
            (operation_id, profile, kind, at),
        )

    def put_erasure_receipt(self, operation_id: str, all_erased: bool, document: dict) -> None:
        self.conn.execute(
            "UPDATE erasure_receipts SET all_erased = ?, document = ? WHERE id = ?",
            (int(all_erased), json.dumps(document, sort_keys=True, separators=(",", ":")), operation_id),
        )

    def erasure_receipt(self, operation_id: str) -> dict | None:
        """The sealed document (None if unknown or still pending)."""
        row = self.conn.execute("SELECT document FROM erasure_receipts WHERE id = ?", (operation_id,)).fetchone()
        return None if row is None or row[0] is None else json.loads(row[0])

    def unsealed_erasures(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT id FROM erasure_receipts WHERE document IS NULL ORDER BY id")]
