"""The retrieval channel interface: each channel returns fact ids best-first with scores and
applies profile, scope and system-time filtering itself (never as a post-filter)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from ..ingest.temporal import TimeRef


@dataclass(frozen=True)
class ChannelQuery:
    text: str
    profile_id: int
    vector: np.ndarray | None
    time_refs: tuple[TimeRef, ...]
    as_of: float | None
    scopes: Sequence[str] | None
    candidates: int
    # Entities the query names, resolved against the profile (entity graph, bridges).
    entity_ids: tuple[int, ...] = ()
    # For second-stage channels (spreading activation): the first-stage fused ranking.
    seeds: tuple[tuple[int, float], ...] = ()
    # Recall over a subset (e.g. the items of one namespace): only these facts may be returned.
    restrict: frozenset[int] | None = None
    # The profile's nearest facts to ``vector`` (fact id, cosine), best first, searched once
    # per recall for every dense channel (semantic, Hopfield); None = not searched.
    nearest: tuple[tuple[int, float], ...] | None = None
    # What the semantic channel searches with, if not ``vector``: the question off the names of
    # the people it asks about (RecallConfig.name_projection).
    search_vector: np.ndarray | None = None
    # The name words of the people (speakers) the query asks about: every fact they said holds
    # them in its lexical context, so the lexical channel searches without them.
    asked_names: frozenset[str] = frozenset()


@dataclass(frozen=True)
class ChannelResult:
    hits: list[tuple[int, float]] = field(default_factory=list)  # (fact id, score), best first
    status: str = "ok"


class Channel(Protocol):
    name: str

    def search(self, query: ChannelQuery) -> ChannelResult: ...
