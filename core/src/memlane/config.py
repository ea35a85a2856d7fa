"""Engine configuration: small frozen dataclasses, one per concern."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

DATA_DIR_ENV = "MEMLANE_DATA_DIR"
DATABASE_FILENAME = "memlane.db"
DEFAULT_PROFILE = "default"


@dataclass(frozen=True)
class IngestConfig:
    max_content_bytes: int = 1 << 20
    # Sentences shorter than this many words are merged into a neighbour: fragments like
    # "Wow!" carry no fact of their own and hurt both lexical and dense retrieval.
    min_fact_words: int = 4
    embed_batch_size: int = 64


@dataclass(frozen=True)
class RecallConfig:
    rrf_k: int = 60
    channel_weights: dict[str, float] = field(
        default_factory=lambda: {"lexical": 1.0, "semantic": 1.0, "temporal": 0.6}
    )
    # How many candidates each channel contributes before fusion.
    channel_candidates: int = 60
    # Facts whose system time ended (corrected/superseded) stay visible but rank lower.
    superseded_factor: float = 0.25


@dataclass(frozen=True)
class MemoryConfig:
    ingest: IngestConfig = field(default_factory=IngestConfig)
    recall: RecallConfig = field(default_factory=RecallConfig)
    # remember() creates an unknown profile on first write; reads never create profiles.
    auto_create_profiles: bool = True
    busy_timeout_ms: int = 10_000


def resolve_data_dir(data_dir: str | os.PathLike[str] | None) -> Path:
    """Argument, then ``$MEMLANE_DATA_DIR``, then the platform's user data directory."""
    if data_dir is not None:
        return Path(data_dir).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    return Path(user_data_dir("memlane", appauthor=False))
