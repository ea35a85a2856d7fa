"""Entity-graph channel: spreading activation from the entities a query names.

Hop 0 activates the query's entities (1.0); each further hop (up to ``hops``) spreads along
co-occurrence edges with ``decay`` per hop, split by edge weight. A fact's score is the sum of
the activations of its entities, each damped by the entity's degree (an entity mentioned by
every fact — the speaker — says little about which fact is meant).

Every step has a budget, so the cost does not grow with the memory: each frontier keeps its
``frontier`` most activated entities, each of which spreads along at most ``edges_per_entity``
of its heaviest edges; the ``entities`` most activated entities then contribute their newest
facts, at most ``links`` in all, shared out by activation (posting lists ordered and capped in
SQL); degrees are counted up to a cap, so a hub is damped without scanning its facts."""

from __future__ import annotations

import heapq
import math
from collections import defaultdict

from ..storage import Store
from .base import ChannelQuery, ChannelResult


class EntityGraphChannel:
    name = "entity_graph"

    def __init__(
        self,
        store: Store,
        *,
        hops: int = 3,
        decay: float = 0.7,
        max_links: int = 2000,
        frontier: int = 32,
        edges_per_entity: int = 64,
        entities: int = 64,
        min_links_per_entity: int = 16,
    ) -> None:
        self.store = store
        self.hops = hops
        self.decay = decay
        self.max_links = max_links
        self.frontier = frontier
        self.edges_per_entity = edges_per_entity
        self.entities = entities
        self.min_links_per_entity = min_links_per_entity

    def activations(self, query: ChannelQuery) -> dict[int, float]:
        graph = self.store.retrieval
        activation: dict[int, float] = {e: 1.0 for e in query.entity_ids}
        frontier = dict(activation)
        for _ in range(self.hops - 1):
            edges = graph.entity_neighbours(query.profile_id, list(frontier), scopes=query.scopes, per_entity=self.edges_per_entity)
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
            frontier = dict(_top(spread, self.frontier))
        return activation

    def link_caps(self, activation: dict[int, float]) -> dict[int, int]:
        """How many of its newest facts each of the most activated entities contributes:
        ``max_links`` shared out by activation, at least ``min_links_per_entity`` each."""
        chosen = _top(activation, self.entities)
        total = sum(a for _, a in chosen) or 1.0
        return {e: max(self.min_links_per_entity, int(self.max_links * a / total)) for e, a in chosen}

    def search(self, query: ChannelQuery) -> ChannelResult:
        if not query.entity_ids:
            return ChannelResult(status="no known entity in query")
        activation = self.activations(query)
        caps = self.link_caps(activation)
        links = self.store.retrieval.entity_postings(query.profile_id, caps, as_of=query.as_of, scopes=query.scopes)
        degrees = self.store.retrieval.entity_degrees(list(caps))
        weight = {e: activation[e] / math.log2(2 + degrees.get(e, 1)) for e in caps}
        # A fact scores by its most activated entity (plus a little for the others): summing
        # would favour facts that merely name many entities.
        best: dict[int, float] = {}
        total: dict[int, float] = defaultdict(float)
        for entity, fact in links:
            value = weight[entity]
            total[fact] += value
            if value > best.get(fact, -1.0):
                best[fact] = value
        scores = {f: b + 0.1 * (total[f] - b) for f, b in best.items()}
        # Newer facts first among equals (ids grow with time of recording); a heap, not a sort
        # of every linked fact.
        return ChannelResult(heapq.nsmallest(query.candidates, scores.items(), key=lambda p: (-p[1], -p[0])))


def _top(scores: dict[int, float], n: int) -> list[tuple[int, float]]:
    """The ``n`` highest-scoring entries (ties: lower id first, deterministic)."""
    return sorted(scores.items(), key=lambda p: (-p[1], p[0]))[:n]
