"""Spreading activation over association edges, seeded by the first-stage ranking.

Activation flows from the seed facts to facts associated with them: co-retrieval edges
(facts recalled together before), supersession links, and shared entities (weighted by the
entity's rarity). It surfaces facts that none of the first-stage channels matched but that
belong with what they found — the second half of a multi-hop question.

Bounded like every channel: each seed follows at most ``edges_per_fact`` of its heaviest edges
of each kind, and its entities contribute their newest facts from posting lists capped in SQL
(``max_links`` in all), with degrees counted up to a cap."""

from __future__ import annotations

import heapq
import math
from collections import defaultdict

from ..storage import Store
from .base import ChannelQuery, ChannelResult

EDGE_KINDS = ("co_retrieved", "supersedes")


class SpreadingChannel:
    name = "spreading"

    def __init__(self, store: Store, *, seeds: int = 8, decay: float = 0.7, max_links: int = 2000, edges_per_fact: int = 32) -> None:
        self.store = store
        self.edges_per_fact = edges_per_fact
        self.seed_count = seeds
        self.decay = decay
        self.max_links = max_links

    def search(self, query: ChannelQuery) -> ChannelResult:
        if not query.seeds:
            return ChannelResult(status="no seeds")
        seeds = dict(query.seeds[: self.seed_count])
        top = max(seeds.values()) or 1.0
        seed_act = {f: s / top for f, s in seeds.items()}
        retrieval = self.store.retrieval
        scores: dict[int, float] = defaultdict(float)
        edges = retrieval.fact_edges(query.profile_id, list(seed_act), EDGE_KINDS, scopes=query.scopes, per_fact=self.edges_per_fact)
        for src, dst, _kind, weight in edges:
            for a, b in ((src, dst), (dst, src)):
                if a in seed_act and b not in seed_act:
                    scores[b] += self.decay * seed_act[a] * min(weight, 3.0) / 3.0
        entities = retrieval.entities_of_facts(list(seed_act))
        entity_act: dict[int, float] = defaultdict(float)
        for fact, ents in entities.items():
            for e in ents:
                entity_act[e] += seed_act[fact] / len(ents)
        if entity_act:
            degrees = retrieval.entity_degrees(list(entity_act))
            # Each entity's newest facts, the link budget shared out by activation.
            total = sum(entity_act.values()) or 1.0
            caps = {e: max(8, int(self.max_links * a / total)) for e, a in entity_act.items()}
            links = retrieval.entity_postings(query.profile_id, caps, as_of=query.as_of, scopes=query.scopes)
            for entity, fact in links:
                if fact not in seed_act:
                    scores[fact] += self.decay * entity_act[entity] / math.log2(2 + degrees.get(entity, 1))
        if query.as_of is not None and scores:
            allowed = self.store.facts.visible(list(scores), as_of=query.as_of, scopes=query.scopes)
            scores = {f: s for f, s in scores.items() if f in allowed}
        return ChannelResult(heapq.nsmallest(query.candidates, scores.items(), key=lambda p: (-p[1], -p[0])))
