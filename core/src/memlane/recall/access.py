"""Access tracking: what recall returned feeds back into the memory, as the papers intend.

Each recall notes its top facts here (cheap, in memory); the engine flushes the notes in one
write on the single writer — every ``flush_every`` recalls, on its background tick, before a
maintenance pass and on close. A flush (1) counts an access and a confirmation per returned
fact (the Fisher-Rao belief gains evidence, the Langevin potential sees the access, Ebbinghaus
retention restarts) and (2) strengthens a ``co_retrieved`` edge between facts returned
together at the top (what spreading activation walks). Facts erased in between are skipped."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ..storage import Store


@dataclass(frozen=True)
class Access:
    profile: str
    facts: tuple[tuple[int, str], ...]  # (fact id, scope key) best first
    at: float


class AccessLog:
    def __init__(self, *, co_retrieval_top: int = 3, edge_weight: float = 0.1, max_pending: int = 10_000) -> None:
        self.co_retrieval_top = co_retrieval_top
        self.edge_weight = edge_weight
        self.max_pending = max_pending
        self._pending: list[Access] = []
        self._lock = threading.Lock()

    def note(self, profile: str, facts: Sequence[tuple[int, str]]) -> int:
        """Record one recall's returned facts; returns how many recalls are pending."""
        if not facts:
            return len(self._pending)
        with self._lock:
            if len(self._pending) < self.max_pending:  # bounded: a stuck writer cannot grow it
                self._pending.append(Access(profile, tuple(facts), time.time()))
            return len(self._pending)

    def drain(self) -> list[Access]:
        with self._lock:
            out, self._pending = self._pending, []
        return out

    def apply(self, store: Store, accesses: Sequence[Access]) -> dict[str, int]:
        """Inside a write transaction: counts and edges for facts that still exist."""
        facts = edges = 0
        for access in accesses:
            pid = store.catalog.profile_id(access.profile)
            if pid is None:
                continue
            present = store.facts.visible([f for f, _ in access.facts], as_of=None)
            alive = [(f, s) for f, s in access.facts if f in present]
            store.geometry.record_access([f for f, _ in alive], access.at)
            facts += len(alive)
            for (a, scope_a), (b, scope_b) in combinations(alive[: self.co_retrieval_top], 2):
                if scope_a == scope_b:  # an edge must not let one scope's reader walk into another
                    src, dst = min(a, b), max(a, b)
                    store.graph.add_edge(pid, scope_a, "co_retrieved", ("fact", src), ("fact", dst), weight=self.edge_weight, at=access.at)
                    edges += 1
        return {"recalls": len(accesses), "facts": facts, "edges": edges}
