from __future__ import annotations

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig


def quiet_config(**spine) -> MemoryConfig:
    """No background reconciler: tests drive reconciliation explicitly."""
    return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0, **spine))


@pytest.fixture
def mem(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, config=quiet_config(reconcile_max_attempts=3)) as m:
        yield m
