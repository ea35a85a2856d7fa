"""Helpers of the knowledge-update tests: turns said on given days, and the supersedes edges."""

from datetime import UTC, datetime, timedelta

from memlane import Memory

T0 = datetime(2024, 1, 10, 9, tzinfo=UTC)


def said(memory: Memory, profile: str, *turns: tuple[str, str, int], start: datetime = T0) -> list[str]:
    """Remember (speaker, text, day) turns, days counted from ``start``; the first fact id of each."""
    return [
        memory.remember(text, profile=profile, speaker=who, observed_at=start + timedelta(days=day), session_id=f"d{day}").fact_ids[0]
        for who, text, day in turns
    ]


def edges(memory: Memory, profile: str) -> list[tuple[str, str]]:
    """(newer, older) fact ids of the profile's supersedes edges."""
    return [(c["newer"]["id"], c["older"]["id"]) for c in memory.contradictions(profile=profile)]
