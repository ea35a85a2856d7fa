"""Graph projection owner: entities (canonical + aliases), fact-entity mention links,
co-occurrence edges between the entities of a fact and ``supersedes`` edges of corrections.

Compensation by savepoint rollback is exact. An explicit ``compensate`` (operator cancel or
force-reconcile) removes the facts' links and edges and the entities nobody mentions any more;
co-occurrence weights the facts contributed to surviving entity pairs are not decremented."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...ingest.entities import (
    EntityResolver,
    ResolvedMention,
    aliases_named_in,
    entity_key,
    extract_mentions,
)
from ...ingest.kin import kin_aliases, named_kin
from ...storage import Store
from ...storage.projections import fact_inputs
from ...timeutil import now_utc
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, checksum


def _mentions(item: ProjectionItem):  # type: ignore[no-untyped-def]
    if item.mentions is not None:
        return item.mentions
    people = frozenset({item.speaker.casefold()} if item.speaker else ())
    return tuple(extract_mentions(item.text, people=people))


class GraphOwner:
    name = "graph"

    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        resolvers: dict[int, EntityResolver] = {}
        now = now_utc().timestamp()
        for item in items:
            resolver = resolvers.get(item.profile_id)
            if resolver is None:
                resolver = resolvers[item.profile_id] = self._resolver(store, item.profile_id, items)
            self._link(store, item, resolver, now)
            if item.supersedes is not None:
                store.graph.add_edge(
                    item.profile_id, item.scope, "supersedes", ("fact", item.fact_id), ("fact", item.supersedes),
                    weight=1.0, at=now,
                )  # fmt: skip

    @staticmethod
    def _resolver(store: Store, profile_id: int, items: Sequence[ProjectionItem]) -> EntityResolver:
        """A resolver holding the aliases this batch can name (read by key), not the profile's
        whole alias table: per-write cost bounded by the batch, not by the entities known."""
        batch = [i for i in items if i.profile_id == profile_id]
        mentions = [entity_key(m.surface) for i in batch for m in _mentions(i)]
        return EntityResolver(aliases_named_in(store.graph, profile_id, [i.text for i in batch], mentions))

    def _link(self, store: Store, item: ProjectionItem, resolver: EntityResolver, now: float) -> None:
        graph, pid, scope = store.graph, item.profile_id, item.scope
        resolved: dict[int, ResolvedMention] = {}
        for mention in _mentions(item):
            hit = resolver.resolve(mention)
            eid = hit.entity_id
            if eid is None:
                eid = graph.create_entity(pid, scope, hit.canonical, hit.kind, now)
                resolver.register(entity_key(hit.canonical), eid, hit.canonical, hit.kind)
            key = entity_key(mention.surface)
            if key not in resolver.aliases:
                resolver.register(key, eid, hit.canonical, hit.kind)
            graph.add_alias(pid, scope, eid, mention.surface, key)
            graph.add_alias(pid, scope, eid, hit.canonical, entity_key(hit.canonical))
            resolved[eid] = hit
        self._name_kin(store, item, resolver)
        for hit in resolver.known_in(item.text):
            resolved.setdefault(hit.entity_id, hit)
        for eid in resolved:
            graph.link_fact(item.fact_id, eid, pid, scope)
        for a, b in combinations(sorted(resolved), 2):
            graph.add_edge(pid, scope, "co_occurs", ("entity", a), ("entity", b), weight=1.0, at=now)

    @staticmethod
    def _name_kin(store: Store, item: ProjectionItem, resolver: EntityResolver) -> None:
        """"Aroha's brother Wiremu": "Aroha's brother" is an alias of Wiremu from now on (of the
        brother named last), so "my brother has switched" later is linked to him."""
        for kin, name in named_kin(item.text, item.speaker):
            words = name.split()
            hit = next((resolver.aliases[k] for n in range(len(words), 0, -1) if (k := entity_key(" ".join(words[:n]))) in resolver.aliases), None)
            if hit is None or hit[2] not in {"person", "unknown"}:
                continue
            for alias in kin_aliases(item.speaker or "", kin):
                store.graph.set_alias(item.profile_id, item.scope, hit[0], alias, entity_key(alias))
                resolver.register(entity_key(alias), *hit)

    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        """A fact with an extractable mention must be linked; a correction must have its
        ``supersedes`` edge."""
        needs_link = [i.fact_id for i in items if _mentions(i)]
        missing = set(needs_link) - store.graph.held(needs_link)
        corrections = [i.fact_id for i in items if i.supersedes is not None]
        return missing | (set(corrections) - store.graph.supersedes_edges(corrections))

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        ids = list(fact_ids)
        profiles = {i.profile_id for i in fact_inputs(store.db.conn, ids)}
        store.graph.delete_fact_links(ids)
        store.graph.delete_fact_edges(ids)
        for pid in profiles:
            store.graph.delete_unreferenced_entities(pid)

    def erase(self, store: Store, target: ErasureTarget) -> None:
        if target.whole_profile:
            store.graph.delete_profile(target.profile_id)
            return
        for start in range(0, len(target.fact_ids), 5000):
            chunk = list(target.fact_ids[start : start + 5000])
            store.graph.delete_fact_links(chunk)
            store.graph.delete_fact_edges(chunk)
        store.graph.delete_entities(list(target.entity_ids))
        # "aroha's brother" names Aroha, erased as a subject, though it is Wiremu's alias
        store.graph.delete_aliases(target.profile_id, store.graph.possessive_aliases(target.profile_id, list(target.alias_keys)))
        store.graph.delete_unreferenced_entities(target.profile_id)

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        checks: dict[str, int] = {"fact_entities": 0, "fact_edges": 0}
        for start in range(0, len(target.fact_ids), 5000):
            for name, n in store.graph.remaining_for_facts(list(target.fact_ids[start : start + 5000])).items():
                checks[name] += n
        checks.update(store.graph.remaining_for_entities(list(target.entity_ids)))
        checks["alias_keys"] = len(store.graph.alias_keys_present(target.profile_id, list(target.alias_keys)))
        checks["possessive_aliases"] = len(store.graph.possessive_aliases(target.profile_id, list(target.alias_keys)))
        if target.whole_profile:
            checks["profile_entities"] = len(store.graph.aliases(target.profile_id))
            checks["profile_links"] = len(store.graph.held_in_profile(target.profile_id))
        return Proof(self.name, not any(checks.values()), checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        """Facts with mention links; an edge to a fact that no longer exists is an orphan.
        (Not every fact mentions an entity, so there is no expected-count to compare.)"""
        held = store.graph.held_in_profile(profile_id)
        return OwnerHealth(self.name, profile_id, len(held), len(held), (), store.graph.orphan_edges(), checksum(held))
