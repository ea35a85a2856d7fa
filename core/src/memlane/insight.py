"""The read-only summaries half of the facade (mixed into ``Memory``) that operators and
dashboards show: a fact's supersession history and a profile's lifecycle states and growth.
Plain reads: RECALL policy, the caller's readable scopes pushed into every query."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from .errors import InvalidInputError, UnknownIdError
from .ids import IdKind, fact_id, parse_id
from .results import Fact, _ToDict

HISTORY_LIMIT = 200  # facts in one supersession history (a chain is rarely longer than a few)


@dataclass(frozen=True)
class Supersession(_ToDict):
    newer: str
    older: str
    kappa: float  # the sheaf score; 1.0 for an explicit correction


@dataclass(frozen=True)
class FactHistory(_ToDict):
    """Every fact linked to ``fact_id`` by ``supersedes`` edges (transitively), oldest
    recorded first, and the edges: what superseded what."""

    fact_id: str
    facts: tuple[Fact, ...]
    supersessions: tuple[Supersession, ...]


@dataclass(frozen=True)
class ProfileOverview(_ToDict):
    profile: str
    lifecycle: dict[str, int]  # facts per lifecycle state (active, warm, cold, archived)
    growth: tuple[dict[str, Any], ...]  # {"day": "YYYY-MM-DD", "facts": n, "memories": n}, oldest first


class InsightMixin:
    _reading: Any
    _name: Any

    def history(self, id: str, *, profile: str | None = None) -> FactHistory:
        """What superseded what around one fact (corrections and detected changes)."""
        start = parse_id(id, IdKind.FACT).number
        with self._reading(profile) as (reader, pid, readable):
            seen, frontier, edges = {start}, [start], {}
            while frontier and len(seen) < HISTORY_LIMIT:
                found = reader.retrieval.fact_edges(pid, frontier, ["supersedes"], scopes=readable)
                frontier = []
                for src, dst, _, weight in found:
                    edges[(src, dst)] = weight
                    for number in (src, dst):
                        if number not in seen and len(seen) < HISTORY_LIMIT:
                            seen.add(number)
                            frontier.append(number)
            facts = reader.facts.get_many(sorted(seen), profile_id=pid, scopes=readable)
        if start not in facts:
            raise UnknownIdError(f"not found in this profile: {id}", ids=[id])
        ordered = sorted(facts.values(), key=lambda f: (f.recorded_at, f.id))
        links = [
            Supersession(fact_id(src), fact_id(dst), weight)
            for (src, dst), weight in sorted(edges.items())
            if src in facts and dst in facts
        ]
        return FactHistory(fact_id(start), tuple(ordered), tuple(links))

    def overview(self, *, profile: str | None = None, days: int = 90) -> ProfileOverview:
        """Lifecycle states of the profile's facts and its growth per day (the last ``days``
        days that saw a write)."""
        if isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= 3660:
            raise InvalidInputError("days must be an integer from 1 to 3660")
        with self._reading(profile) as (reader, pid, readable):
            states = reader.overview.lifecycle_counts(pid, scopes=readable)
            growth = reader.overview.daily_growth(pid, scopes=readable, days=days)
        return ProfileOverview(
            profile=self._name(profile),
            lifecycle=states,
            growth=tuple(
                {"day": datetime.fromtimestamp(day, UTC).date().isoformat(), "facts": facts, "memories": memories}
                for day, facts, memories in growth
            ),
        )
