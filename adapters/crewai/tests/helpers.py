"""Shared test data and helpers (records embedded as crewai.Memory would embed them)."""

from __future__ import annotations

from crewai.memory.types import MemoryRecord
from memlane import Memory
from memlane_crewai import MemlaneStorage

KAYAK = "Priya paddles her kayak across Lake Tahoe every summer."
VIOLIN = "Marcus has played the violin in a string quartet for ten years."
ALLERGY = "Elena is allergic to peanuts and always carries an epinephrine pen."
GARDEN = "Aiko grows heirloom tomatoes and basil in her rooftop garden."


def rec(storage: MemlaneStorage, text: str, scope: str = "/", **fields) -> MemoryRecord:  # type: ignore[no-untyped-def]
    return MemoryRecord(content=text, scope=scope, embedding=storage.embedder([text])[0], **fields)


def q(storage: MemlaneStorage, text: str) -> list[float]:
    return storage.embedder([text])[0]


def recalled(memory: Memory, text: str) -> bool:
    return any(
        item.fact.text in text or text in item.fact.text for item in memory.recall(text, limit=20)
    )
