"""Pytest fixtures the suite needs: the real embedding model (loaded once per session) and
engines over fresh data directories, plus principals with a given role."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from memlane import Memory
from memlane.embeddings import shared_default_embedder


@pytest.fixture(scope="session")
def memlane_embedder():
    return shared_default_embedder()


@pytest.fixture
def memlane_dir(tmp_path: Path) -> Path:
    return tmp_path / "memlane-data"


@pytest.fixture
def open_memory(memlane_dir: Path, memlane_embedder) -> Iterator[Callable[[], Memory]]:
    """Open (or reopen) the engine on the test's data directory; all closed at teardown."""
    opened: list[Memory] = []

    def opener() -> Memory:
        memory = Memory(memlane_dir, embedder=memlane_embedder)
        opened.append(memory)
        return memory

    yield opener
    for memory in opened:
        memory.close()


@pytest.fixture
def memory(open_memory) -> Memory:
    return open_memory()


@pytest.fixture
def principal(memory: Memory) -> Callable[[str, str], Memory]:
    """principal(id, role) -> the engine as that principal (created, granted, logged in)."""

    def make(principal_id: str, role: str) -> Memory:
        password = f"{principal_id}-conformance-password"
        memory.admin.create_principal(principal_id, password)
        memory.admin.grant(principal_id, memory.default_profile, role)
        return memory.session(memory.admin.login(principal_id, password).token)

    return make
