"""Real engine (fresh data directory per test, the real embedding model loaded once per
session) under a real LangGraph store."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from memlane import Memory
from memlane_langgraph import MemlaneStore

pytest_plugins = ["memlane_conformance.fixtures"]


@pytest.fixture
def store(memory: Memory) -> Iterator[MemlaneStore]:
    with MemlaneStore(memory) as s:
        yield s
