"""Profile lookup: the statements of a person the query names.

"What is Caroline's job?" is best answered by what Caroline said herself. Facts whose speaker
is one of the query's entities (matched through the entity's aliases) score
× (1 + ``profile_prior``). Applied after expansion, so the other speaker's turns still seed
scene and answer expansion (their question is often what leads to the answer)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..ingest.entities import entity_key
from ..storage import Store


def speaker_keys(aliases: Mapping[str, tuple[int, str, str]], entity_ids: Sequence[int]) -> frozenset[str]:
    """Alias keys (``entity_key`` of every alias) of the query's entities; ``aliases`` as
    ``Graph.aliases`` returns them (alias key -> entity id, canonical name, kind)."""
    wanted = set(entity_ids)
    return frozenset(key for key, (eid, _canonical, _kind) in aliases.items() if eid in wanted)


def apply_profile_prior(store: Store, fused: dict[int, float], names: frozenset[str], boost: float) -> list[int]:
    """Boost, in place, the facts of ``fused`` said by one of ``names``; returns them. A
    speaker is keyed like an alias, so "Siobhán O’Neil" matches the alias "siobhán o'neil"."""
    if not names or boost <= 0:
        return []
    own = said_by(store, list(fused), names)
    for fid in own:
        fused[fid] *= 1.0 + boost
    return own


def said_by(store: Store, facts: Sequence[int], names: frozenset[str]) -> list[int]:
    """Those of ``facts`` whose speaker is one of ``names`` (``speaker_keys``)."""
    if not facts or not names:
        return []
    return [fid for fid, speaker in store.retrieval.speakers_of(list(facts)).items() if entity_key(speaker) in names]
