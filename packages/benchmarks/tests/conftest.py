"""Fixtures for the benchmark tests (helpers live in bench_helpers.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench_helpers import tiny_sample
from memlane.embeddings import shared_default_embedder


@pytest.fixture
def tiny_locomo(tmp_path: Path) -> Path:
    path = tmp_path / "tiny_locomo.json"
    path.write_text(json.dumps([tiny_sample("conv-t1"), tiny_sample("conv-t2")]), encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def embedder():
    """The real default model, loaded once per test session."""
    model = shared_default_embedder()
    model.encode(["warm up"])
    return model
