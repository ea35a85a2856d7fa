"""The maintenance pass: Riemannian Langevin dynamics of every fact's lifecycle state on the
Poincaré ball, O(N·8) per step. Frequently accessed, important facts are pulled towards the
origin (active); unused old ones drift outwards (warm → cold → archived). The resulting
lifecycle weight enters ranking; archived facts are only recalled when asked for."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..storage import Store
from .langevin import LangevinSchedule, LifecycleState, evolve, lifecycle_states, lifecycle_weight

DIM = 8
DAY = 86_400.0
CHUNK = 10_000  # facts evolved and saved at a time
_NAMES = {LifecycleState.ACTIVE: "active", LifecycleState.WARM: "warm", LifecycleState.COLD: "cold", LifecycleState.ARCHIVED: "archived"}


@dataclass(frozen=True)
class MaintenanceReport:
    profile: str
    facts: int
    steps: int
    states: dict[str, int]
    vectors: dict | None = None  # what the HNSW maintenance did (built/extended/current...)

    def to_dict(self) -> dict:
        out = {"profile": self.profile, "facts": self.facts, "steps": self.steps, "states": self.states}
        return out | ({"vectors": self.vectors} if self.vectors is not None else {})


@dataclass
class LifecyclePass:
    """One maintenance pass over a profile, a chunk of facts at a time. Each chunk is its own
    short write (``step`` inside ``store.write()``): other writes interleave between chunks,
    and the WAL a chunk fills can be checkpointed and reused before the next (one transaction
    over 1M facts held the write lock ~170 s and left a 3–4 GB WAL). Each fact's dynamics are
    its own, so the chunks give the same states as one pass; with a seed, the same run."""

    profile: str
    profile_id: int
    now: float
    seed: int | None
    steps: int = 20
    schedule: LangevinSchedule | None = None

    def __post_init__(self) -> None:
        self._schedule = self.schedule or LangevinSchedule()
        self._rng = np.random.default_rng(self.seed)
        self._after, self._total = 0, 0
        self._counts = dict.fromkeys(_NAMES.values(), 0)
        self.done = False

    def step(self, store: Store) -> None:
        """Evolve and save the next chunk (at most CHUNK facts); sets ``done`` after the last."""
        rows = store.geometry.lifecycle_rows(self.profile_id, after=self._after, limit=CHUNK)
        if not rows:
            self.done = True
            return
        self._after, self._total = rows[-1].fact_id, self._total + len(rows)
        # New facts start close to the origin in a random direction (fresh = active).
        x = np.stack([row.position if row.position is not None else _fresh(self._rng) for row in rows])
        access = np.array([row.access_count for row in rows], dtype=np.float64)
        importance = np.array([row.importance for row in rows], dtype=np.float64)
        age_days = np.array([max(0.0, self.now - row.last_active) / DAY for row in rows])
        x = evolve(x, access, importance, age_days, self._rng, steps=self.steps, schedule=self._schedule)
        states = lifecycle_states(x)
        weights = lifecycle_weight(x)
        store.geometry.save_lifecycle(
            [(row.fact_id, x[i], _NAMES[LifecycleState(int(states[i]))], float(weights[i])) for i, row in enumerate(rows)]
        )
        for state, name in _NAMES.items():
            self._counts[name] += int(np.sum(states == int(state)))
        self.done = len(rows) < CHUNK

    def report(self) -> MaintenanceReport:
        return MaintenanceReport(self.profile, self._total, self.steps, dict(self._counts))


def _fresh(rng: np.random.Generator) -> np.ndarray:
    direction = rng.standard_normal(DIM)
    return 0.05 * direction / np.linalg.norm(direction)
