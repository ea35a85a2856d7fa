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


def run_lifecycle(
    store: Store, profile: str, profile_id: int, *, now: float, seed: int | None, steps: int = 20,
    schedule: LangevinSchedule | None = None,
) -> MaintenanceReport:  # fmt: skip
    """Must run inside ``store.write()``. Deterministic for a given seed and store."""
    schedule = schedule or LangevinSchedule()
    rng = np.random.default_rng(seed)
    counts = dict.fromkeys(_NAMES.values(), 0)
    total, after = 0, 0
    # In chunks of facts (the dynamics of each fact are independent of the others'): memory
    # stays bounded by the chunk, not the profile (all rows at once: peak 675 MB at 329k facts).
    while rows := store.geometry.lifecycle_rows(profile_id, after=after, limit=CHUNK):
        after, total = rows[-1].fact_id, total + len(rows)
        # New facts start close to the origin in a random direction (fresh = active).
        x = np.stack([row.position if row.position is not None else _fresh(rng) for row in rows])
        access = np.array([row.access_count for row in rows], dtype=np.float64)
        importance = np.array([row.importance for row in rows], dtype=np.float64)
        age_days = np.array([max(0.0, now - row.last_active) / DAY for row in rows])
        x = evolve(x, access, importance, age_days, rng, steps=steps, schedule=schedule)
        states = lifecycle_states(x)
        weights = lifecycle_weight(x)
        store.geometry.save_lifecycle(
            [(row.fact_id, x[i], _NAMES[LifecycleState(int(states[i]))], float(weights[i])) for i, row in enumerate(rows)]
        )
        for state, name in _NAMES.items():
            counts[name] += int(np.sum(states == int(state)))
    return MaintenanceReport(profile, total, steps, counts)


def _fresh(rng: np.random.Generator) -> np.ndarray:
    direction = rng.standard_normal(DIM)
    return 0.05 * direction / np.linalg.norm(direction)
