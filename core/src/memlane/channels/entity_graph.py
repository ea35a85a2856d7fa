"""Entity-graph channel: spreading activation from the entities a query names.

Hop 0 activates the query's entities (1.0); each further hop (up to ``hops``) spreads along
co-occurrence edges with ``decay`` per hop, split by edge weight. A fact's score is the sum of
the activations of its entities, each damped by the entity's degree (an entity mentioned by
every fact — the speaker — says little about which fact is meant)."""

from __future__ import annotations

import math
from collections import defaultdict

from ..storage import Store
from .base import ChannelQuery, ChannelResult


class EntityGraphChannel:
    name = "entity_graph"

    def __init__(self, store: Store, *, hops: int = 3, decay: float = 0.7, max_links: int = 2000) -> None:
        self.store = store
        self.hops = hops
        self.decay = decay
        self.max_links = max_links

    def activations(self, query: ChannelQuery) -> dict[int, float]:
        graph = self.store.retrieval
        activation: dict[int, float] = {e: 1.0 for e in query.entity_ids}
        frontier = dict(activation)
        for _ in range(self.hops - 1):
            edges = graph.entity_neighbours(query.profile_id, list(frontier), scopes=query.scopes)
            totals: dict[int, float] = defaultdict(float)
            for a, b, w in edges:
                totals[a] += w
                totals[b] += w
            spread: dict[int, float] = defaultdict(float)
            for a, b, w in edges:
                for src, dst in ((a, b), (b, a)):
                    if src in frontier and dst not in activation:
                        spread[dst] += frontier[src] * self.decay * w / totals[src]
            if not spread:
                break
            activation.update(spread)
            frontier = dict(spread)
        return activation

    def search(self, query: ChannelQuery) -> ChannelResult:
        if not query.entity_ids:
            return ChannelResult(status="no known entity in query")
        activation = self.activations(query)
        links = self.store.retrieval.facts_of_entities(
            query.profile_id, list(activation), as_of=query.as_of, scopes=query.scopes, limit=self.max_links
        )
        degrees = self.store.retrieval.entity_degrees(list(activation))
        # A fact scores by its most activated entity (plus a little for the others): summing
        # would favour facts that merely name many entities.
        per_fact: dict[int, list[float]] = defaultdict(list)
        for entity, fact in links:
            per_fact[fact].append(activation[entity] / math.log2(2 + degrees.get(entity, 1)))
        scores = {f: max(v) + 0.1 * (sum(v) - max(v)) for f, v in per_fact.items()}
        # Newer facts first among equals: ids grow with time of recording.
        ranked = sorted(scores.items(), key=lambda p: (-p[1], -p[0]))
        return ChannelResult(ranked[: query.candidates])
