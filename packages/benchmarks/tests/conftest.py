"""Fixtures for the benchmark tests (helpers live in bench_helpers.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bench_helpers import HashingEmbedder, tiny_sample


@pytest.fixture
def tiny_locomo(tmp_path: Path) -> Path:
    path = tmp_path / "tiny_locomo.json"
    path.write_text(json.dumps([tiny_sample("conv-t1"), tiny_sample("conv-t2")]), encoding="utf-8")
    return path


@pytest.fixture
def hashing_embedder() -> HashingEmbedder:
    return HashingEmbedder()
