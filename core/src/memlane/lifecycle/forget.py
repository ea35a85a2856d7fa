"""Forgetting: remove facts/memories from every index (rows, FTS5, vectors, graph) in the
caller's single transaction."""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import UnknownIdError
from ..ids import IdKind, fact_id, memory_id, parse_id
from ..results import ForgetResult
from ..storage import Store


def forget(store: Store, profile_id: int, ids: Iterable[str]) -> ForgetResult:
    """Must run inside ``store.write()``.

    A forgotten memory takes with it every fact it alone supports; a forgotten fact takes the
    memories left supporting nothing. Every id must belong to ``profile_id``: an id of another
    profile is reported as unknown, never deleted."""
    fact_numbers: set[int] = set()
    memory_numbers: set[int] = set()
    for raw in ids:
        parsed = parse_id(raw)
        (fact_numbers if parsed.kind is IdKind.FACT else memory_numbers).add(parsed.number)
    found_memories = set(store.memories.get_many(sorted(memory_numbers), profile_id=profile_id))
    owned_facts = set(store.facts.get_many(sorted(fact_numbers), profile_id=profile_id))
    missing = [fact_id(n) for n in sorted(fact_numbers - owned_facts)]
    missing += [memory_id(n) for n in sorted(memory_numbers - found_memories)]
    if missing:
        raise UnknownIdError(f"not found in this profile: {', '.join(missing)}", ids=missing)

    # Facts of forgotten memories, unless another surviving memory also supports them.
    doomed = set(owned_facts)
    for fid, sources in store.facts.memory_ids_of(store.memories.fact_ids_of(sorted(found_memories))).items():
        if set(sources) <= found_memories:
            doomed.add(fid)
    affected_memories = {m for ms in store.facts.memory_ids_of(sorted(doomed)).values() for m in ms}

    doomed_list = sorted(doomed)
    store.lexical.delete(doomed_list)
    store.vectors.delete(doomed_list)
    store.graph.delete_fact_edges(doomed_list)
    store.facts.delete(doomed_list)
    orphans = set(store.facts.orphaned_memories(sorted(affected_memories - found_memories)))
    gone_memories = sorted(found_memories | orphans)
    store.memories.delete(gone_memories)
    store.graph.delete_unreferenced_entities(profile_id)
    store.facts.delete_empty_scenes(profile_id)
    return ForgetResult(
        forgotten_memory_ids=tuple(memory_id(m) for m in gone_memories),
        forgotten_fact_ids=tuple(fact_id(f) for f in doomed_list),
    )
