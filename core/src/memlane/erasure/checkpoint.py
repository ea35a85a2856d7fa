"""Byte-level erasure: the TRUNCATE checkpoint after an erasure, and finishing it later.

Deleted rows are zeroed in their pages (``PRAGMA secure_delete``, FTS5 ``secure-delete``), but
until a checkpoint copies those pages into ``memlane.db`` and empties the WAL, the old text
is still in the WAL and in the database file's stale pages. A TRUNCATE checkpoint cannot
finish while another connection reads an older snapshot: it then reports ``busy``. The
receipt says ``pending_checkpoint`` and the erasure's id goes into a small pending list
(``meta``, so it survives a restart). :func:`finish_pending` — run by the background tick,
on open (with the reconciler), on ``ops.reconcile()`` and on close — retries the checkpoint
and, once it truncated the log, reseals each pending receipt as complete. Only ids listed
*before* that checkpoint are completed: their data was committed before it.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..governance import Sealer
from ..storage import Store
from .receipt import ErasureReceipt

PENDING_KEY = "erasure_pending_checkpoint"
ERASE_WAIT_MS = 2_000  # right after an erasure: reads are short, wait for them a little
RETRY_WAIT_MS = 100  # the finisher runs on the single writer: never hold it up long


def checkpoint(store: Store, wait_ms: int) -> tuple[dict[str, Any], bool]:
    """Run a TRUNCATE checkpoint (outside any transaction). Returns what SQLite reported and
    whether the log was emptied into the database file."""
    busy, frames, done = store.db.checkpoint("TRUNCATE", wait_ms=wait_ms)
    return {"busy": busy, "wal_frames": frames, "checkpointed": done}, busy == 0 and done >= frames


def pending(store: Store) -> list[str]:
    raw = store.catalog.get_meta(PENDING_KEY)
    return list(json.loads(raw)) if raw else []


def _set_pending(store: Store, ids: list[str]) -> None:
    store.catalog.set_meta(PENDING_KEY, json.dumps(sorted(set(ids))))


def add_pending(store: Store, erasure_id: str) -> None:
    """Inside a write transaction: this erasure's bytes still wait for a checkpoint."""
    _set_pending(store, [*pending(store), erasure_id])


def finish_pending(store: Store, sealer: Sealer) -> list[str]:
    """On the writer, outside any transaction: retry the checkpoint for pending erasures and
    complete their receipts. Returns the ids completed (empty when none were pending or the
    log is still held by a reader)."""
    with store.read():
        listed = set(pending(store))
    if not listed:
        return []
    info, truncated = checkpoint(store, RETRY_WAIT_MS)
    if not truncated:
        return []
    completed, now = [], time.time()
    with store.write():
        for erasure_id in sorted(listed):
            document = store.operations.erasure_receipt(erasure_id)
            if document is None:
                continue
            receipt = ErasureReceipt.open(document, sealer)
            if receipt.logically_erased:  # one whose proof failed returns here after its redrive
                done = receipt.bytes_erased(info, now, sealer)
                store.operations.put_erasure_receipt(erasure_id, done.all_erased, done.document)
                completed.append(erasure_id)
        _set_pending(store, [i for i in pending(store) if i not in listed])
    return completed

