"""Helpers of the knowledge-update tests: turns said on given days, and the supersedes edges."""

from datetime import UTC, datetime, timedelta

from memlane import Memory, MemoryConfig

T0 = datetime(2024, 1, 10, 9, tzinfo=UTC)


def said(memory: Memory, profile: str, *turns: tuple[str, str, int], start: datetime = T0) -> list[str]:
    """Remember (speaker, text, day) turns, days counted from ``start``; the first fact id of each."""
    return [turn_facts(memory, profile, who, text, day, start=start)[0] for who, text, day in turns]


def turn_facts(memory: Memory, profile: str, who: str, text: str, day: int, *, start: datetime = T0) -> tuple[str, ...]:
    """Remember one (speaker, text, day) turn as ``said`` does; every fact id of it."""
    return tuple(memory.remember(text, profile=profile, speaker=who, observed_at=start + timedelta(days=day), session_id=f"d{day}").fact_ids)


def edges(memory: Memory, profile: str) -> list[tuple[str, str]]:
    """(newer, older) fact ids of the profile's supersedes edges."""
    return [(c["newer"]["id"], c["older"]["id"]) for c in memory.contradictions(profile=profile)]


def top_after(path, embedder, turns: tuple[tuple[str, str, int], ...], question: str, config: MemoryConfig | None = None) -> str:
    """The text of the first fact recalled for ``question`` in a fresh store at ``path`` (with
    ``config``) after ``turns`` (as for ``said``)."""
    with Memory(path, embedder=embedder, config=config) as memory:
        said(memory, "p", *turns)
        return memory.recall(question, profile="p", limit=5).items[0].fact.text
