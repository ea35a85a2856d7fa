"""Summary queries for operators and dashboards: lifecycle states, growth over time and the
counters a metrics endpoint exports. Each is confined to one profile and the reader's scopes
(the counters are installation-wide and content-free)."""

from __future__ import annotations

from collections.abc import Sequence

import apsw

from .sql import placeholders, visible_facts

DAY = 86_400
OPEN_STATES = ("pending", "failed", "dead_lettered")


def _scopes(alias: str, scopes: Sequence[str] | None) -> tuple[str, list]:
    return visible_facts(alias, as_of=None, scopes=scopes)  # the scope test every read path shares


class OverviewQueries:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def lifecycle_counts(self, profile_id: int, *, scopes: Sequence[str] | None) -> dict[str, int]:
        """Facts per lifecycle state (the fact_state_by_profile index answers it)."""
        where, params = _scopes("s", scopes)
        counts = {"active": 0, "warm": 0, "cold": 0, "archived": 0}
        for state, n in self.conn.execute(
            f"SELECT s.lifecycle, count(*) FROM fact_state s WHERE s.profile_id = ? AND {where} GROUP BY s.lifecycle",
            [profile_id, *params],
        ):
            counts[str(state)] = int(n)
        return counts

    def daily_growth(self, profile_id: int, *, scopes: Sequence[str] | None, days: int) -> list[tuple[int, int, int]]:
        """(day as epoch seconds at 00:00 UTC, facts recorded that day, memories recorded that
        day) for the last ``days`` days that saw a write, oldest first. One pass over the
        profile's rows: a dashboard summary, not a per-query path."""
        fact_where, fact_params = _scopes("f", scopes)
        mem_where, mem_params = _scopes("m", scopes)
        rows = self.conn.execute(
            "SELECT day, sum(facts), sum(memories) FROM ("
            f" SELECT CAST(f.recorded_at / {DAY} AS INTEGER) AS day, 1 AS facts, 0 AS memories"
            f"   FROM facts f WHERE f.profile_id = ? AND {fact_where}"
            " UNION ALL"
            f" SELECT CAST(m.recorded_at / {DAY} AS INTEGER), 0, 1"
            f"   FROM memories m WHERE m.profile_id = ? AND {mem_where}"
            ") GROUP BY day ORDER BY day DESC LIMIT ?",
            [profile_id, *fact_params, profile_id, *mem_params, days],
        ).fetchall()
        return [(int(day) * DAY, int(facts), int(memories)) for day, facts, memories in reversed(rows)]

    def open_obligation_counts(self) -> dict[str, int]:
        """Unsettled projection obligations per state (the obligations_open index)."""
        counts = dict.fromkeys(OPEN_STATES, 0)
        for state, n in self.conn.execute(
            f"SELECT state, count(*) FROM obligations WHERE state IN ({placeholders(len(OPEN_STATES))}) GROUP BY state",
            list(OPEN_STATES),
        ):
            counts[str(state)] = int(n)
        return counts
