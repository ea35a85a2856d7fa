"""Bounded neighbour search for the geometry owner's belief (Fisher prior, restatements).

The prior of a new fact comes from the density of the profile around it and a restatement is
a near-duplicate of an older fact; both need the fact's nearest neighbours. Searching the whole
profile for every stored fact made ingest O(N²). The candidates here are bounded instead, and
shared by every fact of one write: the profile's most recent facts of the same scope (a
restatement or a denser neighbourhood is most often nearby in the conversation), the newest
facts of each entity a fact names (a restatement of something said long ago names the same
things), and the other facts of the write. Exact cosine over that set gives the neighbours;
the cost per write is bounded by ``RECENT`` + ``PER_ENTITY`` × entities, whatever N is."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...storage import Store
from .base import ProjectionItem

RECENT = 128  # the scope's most recent facts are candidates for every fact of a write ...
PER_ENTITY = 32  # ... and the newest facts of each entity a fact names


class NeighbourPool:
    """Candidate neighbours of the facts of one write, with their stored vectors."""

    def __init__(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        embedded = [i for i in items if i.vector is not None]
        retrieval = store.retrieval
        self.recent: dict[tuple[int, str], list[int]] = {
            key: retrieval.recent_facts(key[0], key[1], limit=RECENT) for key in {(i.profile_id, i.scope) for i in embedded}
        }
        self.entities = retrieval.entities_of_facts([i.fact_id for i in embedded])
        self.postings: dict[tuple[int, str, int], list[int]] = {}
        for item in embedded:
            for entity in self.entities.get(item.fact_id, ()):
                key = (item.profile_id, item.scope, entity)
                if key not in self.postings:
                    links = retrieval.entity_postings(item.profile_id, {entity: PER_ENTITY}, as_of=None, scopes=[item.scope])
                    self.postings[key] = [f for _, f in links]
        wanted = {f for ids in self.recent.values() for f in ids} | {f for ids in self.postings.values() for f in ids}
        wanted |= {i.fact_id for i in embedded}
        stored = store.vectors.vectors(sorted(wanted))
        for item in embedded:  # this write's own facts, also when the vector owner failed
            stored.setdefault(item.fact_id, np.asarray(item.vector, dtype=np.float32))
        self.vectors = stored
        self.ids = np.fromiter(stored, dtype=np.int64, count=len(stored))
        self.row = {int(f): i for i, f in enumerate(self.ids)}
        self.matrix = np.stack(list(stored.values())) if stored else np.zeros((0, 0), dtype=np.float32)
        self.batch: dict[tuple[int, str], list[int]] = {}
        for item in embedded:
            self.batch.setdefault((item.profile_id, item.scope), []).append(item.fact_id)

    def nearest(self, item: ProjectionItem, k: int) -> list[tuple[int, float]]:
        """(fact id, cosine) of the ``k`` nearest candidates of ``item``, best first (ties:
        lower fact id first)."""
        key = (item.profile_id, item.scope)
        ids = set(self.recent.get(key, ())) | set(self.batch.get(key, ()))
        for entity in self.entities.get(item.fact_id, ()):
            ids.update(self.postings.get((item.profile_id, item.scope, entity), ()))
        ids.discard(item.fact_id)
        rows = np.fromiter(sorted(self.row[f] for f in ids if f in self.row), dtype=np.int64)
        if not len(rows):
            return []
        scores = self.matrix[rows] @ np.asarray(item.vector, dtype=np.float32)
        order = np.lexsort((self.ids[rows], -scores))[:k]
        return [(int(self.ids[rows[i]]), float(scores[i])) for i in order]
