"""Per-fact geometric state (table fact_state): the Gaussian belief behind Fisher-Rao
scoring and the Poincaré-ball lifecycle position."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import apsw
import numpy as np

from .sql import placeholders


@dataclass(frozen=True)
class BeliefRow:
    fact_id: int
    mu: np.ndarray
    m2: np.ndarray
    n_obs: int
    n_confirm: int
    prior_var: float


@dataclass(frozen=True)
class LifecycleRow:
    fact_id: int
    position: np.ndarray | None
    access_count: int
    importance: float
    last_active: float  # last access, or when the fact was recorded if never accessed
    lifecycle: str


def _blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


class FactStates:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def insert(self, fact_id: int, profile_id: int, scope: str, mu: np.ndarray, prior_var: float) -> None:
        self.conn.execute(
            "INSERT INTO fact_state(fact_id, profile_id, scope, belief_mu, belief_m2, prior_var) VALUES (?, ?, ?, ?, ?, ?)",
            (fact_id, profile_id, scope, _blob(mu), _blob(np.zeros_like(mu)), float(prior_var)),
        )

    def beliefs(self, fact_ids: Sequence[int]) -> dict[int, BeliefRow]:
        if not fact_ids:
            return {}
        return {
            int(fid): BeliefRow(
                int(fid), np.frombuffer(mu, dtype=np.float32), np.frombuffer(m2, dtype=np.float32), int(n), int(c), float(v)
            )
            for fid, mu, m2, n, c, v in self.conn.execute(
                "SELECT fact_id, belief_mu, belief_m2, n_obs, n_confirm, prior_var FROM fact_state "
                f"WHERE fact_id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            )
        }

    def save_belief(self, fact_id: int, mu: np.ndarray, m2: np.ndarray, n_obs: int) -> None:
        self.conn.execute(
            "UPDATE fact_state SET belief_mu = ?, belief_m2 = ?, n_obs = ? WHERE fact_id = ?",
            (_blob(mu), _blob(m2), n_obs, fact_id),
        )

    def record_access(self, fact_ids: Sequence[int], at: float) -> None:
        """A recalled fact is a confirmed one: more evidence, and a lifecycle pull inwards."""
        if fact_ids:
            marks = placeholders(len(fact_ids))
            self.conn.execute(f"UPDATE fact_state SET n_confirm = n_confirm + 1 WHERE fact_id IN ({marks})", list(fact_ids))
            self.conn.execute(
                f"UPDATE facts SET access_count = access_count + 1, last_accessed_at = ? WHERE id IN ({marks})",
                [at, *fact_ids],
            )

    def lifecycle_rows(self, profile_id: int, *, after: int = 0, limit: int = -1) -> list[LifecycleRow]:
        """The profile's facts in id order from ``after`` (exclusive), at most ``limit`` (-1: all)."""
        return [
            LifecycleRow(
                int(fid),
                None if pos is None else np.frombuffer(pos, dtype=np.float32).astype(np.float64),
                int(count),
                float(imp),
                float(last),
                state,
            )
            for fid, pos, count, imp, last, state in self.conn.execute(
                "SELECT s.fact_id, s.position, f.access_count, f.importance, coalesce(f.last_accessed_at, f.recorded_at), "
                "s.lifecycle FROM fact_state s JOIN facts f ON f.id = s.fact_id WHERE s.profile_id = ? AND s.fact_id > ? "
                "ORDER BY s.fact_id LIMIT ?",
                (profile_id, after, limit),
            )
        ]

    def save_lifecycle(self, rows: Sequence[tuple[int, np.ndarray, str, float]]) -> None:
        """(fact id, position, state, weight) for many facts."""
        for fid, position, state, weight in rows:
            self.conn.execute(
                "UPDATE fact_state SET position = ?, lifecycle = ?, lifecycle_weight = ? WHERE fact_id = ?",
                (_blob(position), state, float(weight), fid),
            )

    def activity(self, fact_ids: Sequence[int]) -> dict[int, tuple[float, int, str, float]]:
        """fact id -> (last active time, access count, lifecycle state, lifecycle weight)."""
        if not fact_ids:
            return {}
        return {
            int(fid): (float(last), int(count), state or "active", 1.0 if weight is None else float(weight))
            for fid, last, count, state, weight in self.conn.execute(
                "SELECT f.id, coalesce(f.last_accessed_at, f.observed_at), f.access_count, s.lifecycle, s.lifecycle_weight "
                f"FROM facts f LEFT JOIN fact_state s ON s.fact_id = f.id WHERE f.id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            )
        }
