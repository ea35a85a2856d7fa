"""Isolated costs of the governed path's pieces, to explain the overhead number."""

from __future__ import annotations

import secrets
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memlane.governance import (
    AuditLog,
    Manifest,
    Obligation,
    ObligationState,
    OperationPolicyRegistry,
    Sealer,
    local_owner,
    scrub,
)
from memlane.storage import Store
from memlane.transactions.coordinator import WriteCoordinator


def _per_call_ms(fn: Callable[[], Any], n: int) -> dict[str, float]:
    samples = []
    for _ in range(n):
        started = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    return {"n": n, "p50": round(samples[n // 2], 4), "p99": round(samples[int(n * 0.99) - 1], 4),
            "mean": round(statistics.fmean(samples), 4)}  # fmt: skip


def component_costs(root: Path) -> dict[str, Any]:
    root.mkdir(parents=True, exist_ok=True)
    actor, registry = local_owner(), OperationPolicyRegistry.default()
    sealer = Sealer(secrets.token_bytes(32))
    manifest = Manifest("op_x", "remember", "default", 1, True, tuple(Obligation(o, ObligationState.APPLIED, 1) for o in
                        ("lexical", "vector", "temporal", "graph", "geometry")))  # fmt: skip
    text = "Ana visited the governed market on errand 12 and bought apples for the weekend."
    out: dict[str, Any] = {
        "policy_evaluate": _per_call_ms(lambda: registry.evaluate(actor, "remember", profile="default", payload_bytes=80), 5000),
        "manifest_seal": _per_call_ms(lambda: manifest.seal(sealer), 2000),
        "scrub_80_chars": _per_call_ms(lambda: scrub(text), 2000),
    }
    for mode in ("full", "batched"):
        log = AuditLog(root / f"audit-{mode}.db", sealer=sealer, durability=mode)
        try:
            out[f"audit_append_{mode}"] = _per_call_ms(
                lambda log=log: log.append(actor, "remember", "allowed", profile="default", metadata={"k": 1}), 200
            )
        finally:
            log.close()
    path = root / "coordinator.db"
    coordinator = WriteCoordinator(Store(path), lambda: Store(path))
    try:
        out["coordinator_round_trip"] = _per_call_ms(lambda: coordinator.submit(lambda s: None, deadline=time.monotonic() + 10), 1000)
    finally:
        coordinator.close()
    return out
