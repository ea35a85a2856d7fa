"""Real engine (fresh data directory per test, the real embedding model loaded once per
session) under real Semantic Kernel objects."""

from __future__ import annotations

import pytest
from memlane import Memory
from memlane_semantic_kernel import MemlaneStore

pytest_plugins = ["memlane_conformance.fixtures"]


@pytest.fixture
def store(memory: Memory) -> MemlaneStore:
    return MemlaneStore(memory)
