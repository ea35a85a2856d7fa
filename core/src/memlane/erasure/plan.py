"""What an erasure covers. Resolution reads only; nothing here deletes.

Kinds:
- ``fact`` / ``memory``: the given ids, plus the closure ``forget`` always had: a memory takes
  the facts it alone supports; a fact takes the memories left supporting nothing.
- ``entity``: the graph node(s) of a name (entity, aliases, mention links, edges); facts stay.
- ``subject``: everything about a named person, the same rules as the GDPR subject export
  (names = the name plus every alias of its entities): facts mentioning those entities, said by
  them or naming them in their text; memories said by them or naming them; facts whose lexical
  row still finds the name (the surrounding-turn context); then the closure above, and the
  person's own entities.
- ``profile``: every row of the profile, the profile row itself and its generation advanced.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import InvalidInputError, UnknownIdError
from ..ids import IdKind, fact_id, memory_id, parse_id
from ..ingest.entities import entity_key
from ..storage import Store
from ..storage import subject as subject_queries
from ..storage.items import ItemRow

KINDS = ("fact", "memory", "entity", "subject", "profile", "items")
_TOKEN = re.compile(r"\w+", re.UNICODE)


@dataclass
class ErasurePlan:
    kind: str
    profile_id: int
    fact_ids: set[int] = field(default_factory=set)
    memory_ids: set[int] = field(default_factory=set)
    entity_ids: set[int] = field(default_factory=set)
    alias_keys: set[str] = field(default_factory=set)
    whole_profile: bool = False
    # items: the item rows as they were, chosen inside the erasure's own transaction
    items: list[ItemRow] = field(default_factory=list)

    def targets(self) -> dict[str, object]:
        """The ids the (immutable) operation receipt records: ids only, never names."""
        return {
            "target_kind": self.kind,
            "profile_id": self.profile_id,
            "whole_profile": self.whole_profile,
            "facts": sorted(self.fact_ids),
            "memories": sorted(self.memory_ids),
            "entities": sorted(self.entity_ids),
        }


def plan(store: Store, kind: str, target: object, profile_id: int, scopes: Sequence[str] | None) -> ErasurePlan:
    if kind not in KINDS:
        raise InvalidInputError(f"erasure kind must be one of {', '.join(KINDS)}; got {kind!r}")
    if kind == "profile":
        rows = store.erasure
        return ErasurePlan(
            kind, profile_id,
            fact_ids=rows.all_of_profile("facts", profile_id),
            memory_ids=rows.all_of_profile("memories", profile_id),
            entity_ids=rows.all_of_profile("entities", profile_id),
            whole_profile=True,
        )  # fmt: skip
    if kind in ("fact", "memory"):
        return _ids_plan(store, kind, target, profile_id, scopes)
    if kind == "items":
        return _items_plan(store, target, profile_id, scopes)
    name = _name(target)
    if kind == "entity":
        keys = {entity_key(name)}
        found = store.erasure.entities_by_keys(profile_id, sorted(keys))
        if not found:
            raise UnknownIdError(f"no entity named {name!r} in this profile", ids=[name])
        aliases = subject_queries.entities_by_alias_keys(store.db.conn, profile_id, sorted(keys), scopes)
        keys |= {entity_key(a) for _, names in aliases.values() for a in names}
        return ErasurePlan(kind, profile_id, entity_ids=found, alias_keys=keys)
    return _subject_plan(store, name, profile_id, scopes)


def _name(target: object) -> str:
    if not isinstance(target, str) or not target.strip() or len(target) > 200:
        raise InvalidInputError("an entity or subject erasure needs a non-empty name (at most 200 characters)")
    return " ".join(target.split())


def _items_plan(store: Store, select: object, profile_id: int, scopes: Sequence[str] | None) -> ErasurePlan:
    """Items chosen inside the erasure's own transaction by ``select(store, profile_id,
    scopes) -> (item rows, memory ids)`` (memlane.items: by key, by position, unreferenced
    item memories): two erasures at once — threads or processes — never take the same item,
    and what someone else erased first is simply not selected."""
    if not callable(select):
        raise InvalidInputError("an items erasure needs a selection")
    rows, memories = select(store, profile_id, scopes)
    if not memories:
        return ErasurePlan("items", profile_id)
    result = _ids_plan(store, "memory", [memory_id(m) for m in memories], profile_id, scopes)
    result.kind, result.items = "items", list(rows)
    return result


def _ids_plan(store: Store, kind: str, target: object, profile_id: int, scopes: Sequence[str] | None) -> ErasurePlan:
    values = [target] if isinstance(target, str) else list(target) if isinstance(target, list | tuple) else None
    if not values:
        raise InvalidInputError(f"a {kind} erasure needs at least one id")
    facts: set[int] = set()
    memories: set[int] = set()
    for raw in values:
        parsed = parse_id(raw)
        (facts if parsed.kind is IdKind.FACT else memories).add(parsed.number)
    owned_f = store.erasure.owned_facts(profile_id, sorted(facts), scopes)
    owned_m = store.erasure.owned_memories(profile_id, sorted(memories), scopes)
    missing = [fact_id(n) for n in sorted(facts - owned_f)] + [memory_id(n) for n in sorted(memories - owned_m)]
    if missing:
        # An id of another profile (or an unreadable scope) is reported as unknown, never touched.
        raise UnknownIdError(f"not found in this profile: {', '.join(missing)}", ids=missing)
    result = ErasurePlan(kind, profile_id, fact_ids=set(owned_f), memory_ids=set(owned_m))
    _close(store, result, requested_memories=set(owned_m))
    return result


def _subject_plan(store: Store, name: str, profile_id: int, scopes: Sequence[str] | None) -> ErasurePlan:
    conn = store.db.conn
    found = subject_queries.entities_by_alias_keys(conn, profile_id, [entity_key(name)], scopes)
    names = {name} | {a for canonical, aliases in found.values() for a in (canonical, *aliases)}
    keys = {entity_key(n) for n in names}
    speakers = sorted(s for s in subject_queries.speakers(conn, profile_id, scopes) if entity_key(s) in keys)
    pattern = _mention_pattern(names)
    facts = subject_queries.facts_linked(conn, profile_id, entity_ids=sorted(found), speakers=speakers, scopes=scopes)
    facts |= {fid for fid, text in subject_queries.texts(conn, "facts", profile_id, scopes) if pattern.search(text)}
    # The lexical context of a fact carries its speaker and turn: whatever the index still
    # finds for the name in this profile goes too, so the proof can show it is not findable.
    profile_facts = store.erasure.all_of_profile("facts", profile_id)
    for n in names:
        phrase = " ".join(t.casefold() for t in _TOKEN.findall(n))
        if phrase:
            facts |= store.lexical.matching(phrase) & profile_facts
    memories = subject_queries.memories_linked(conn, profile_id, fact_ids=sorted(facts), speakers=speakers, scopes=scopes)
    memories |= {mid for mid, text in subject_queries.texts(conn, "memories", profile_id, scopes) if pattern.search(text)}
    result = ErasurePlan("subject", profile_id, fact_ids=facts, memory_ids=memories, entity_ids=set(found), alias_keys=keys)
    result.fact_ids |= _facts_only_from(store, memories)
    _close(store, result, requested_memories=set(memories))
    return result


def _mention_pattern(names: set[str]) -> re.Pattern[str]:
    # Whole words, case-insensitive: "Mel" must not match inside "Melanie".
    alternatives = sorted((re.escape(" ".join(n.split())) for n in names if n.strip()), key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


def _facts_only_from(store: Store, memories: set[int]) -> set[int]:
    """Facts of ``memories`` that no other memory supports."""
    candidates = store.erasure.facts_of_memories(sorted(memories))
    return {fid for fid, src in store.erasure.sources(sorted(candidates)).items() if src <= memories}


def _close(store: Store, result: ErasurePlan, *, requested_memories: set[int]) -> None:
    """forget's closure: facts only the erased memories support, then memories that would be
    left supporting nothing."""
    result.fact_ids |= _facts_only_from(store, requested_memories)
    sources = store.erasure.sources(sorted(result.fact_ids))
    affected = {m for ms in sources.values() for m in ms} - result.memory_ids
    if affected:
        facts_of: dict[int, set[int]] = {}
        for fid, mids in store.erasure.sources(sorted(store.erasure.facts_of_memories(sorted(affected)))).items():
            for mid in mids:
                facts_of.setdefault(mid, set()).add(fid)
        result.memory_ids |= {m for m in affected if facts_of.get(m, set()) <= result.fact_ids}
