"""Ended-value expansion: a later statement that says what a top hit named has ended.

"Who is Raj's boss now?" finds "Vikram signed off my leave, he's a good manager"; months later
"so Vikram left last week and Raj reports to Meera now" shares no word with the question and no
relation wording with the hit, only the value: Vikram. For a present question, a statement said
after one of the top hits that says a value the hit named (a linked entity the question does
not name) has ended (ingest/endings.py) joins the candidates at ``ended_factor`` × the hit's
score (when someone ended it, "I cancelled Gymbox", only if the sentence is about a person the
question names), and the hit, no longer current, is demoted as a supersession inferred at store time is;
after the state choices the statement ends above the hit (``rank_above_ended``).

Seeds: the top ``ended_seeds`` hits about a person the question names, and about what it asks
(``ended_seed_relevance`` of the closest one's cosine to the question). The later statement
must be at least ``ended_likeness`` like the hit, a low bar: the value they share ties them
("Never setting foot in Brightsmile again" is only 0.19 like "I've been going to Brightsmile
Dental for ten years"), and it need not be close to the question ("Priyesh retired over the
summer" is far from "who does Leila's tax return now?"). Never an episode, a plan or a
question ("Tesco is closed today" ends no one's shopping there). Bounded: the entities of
``ended_seeds`` hits, each read for its ``ended_budget`` newest facts (index walks), one fact
read, one frame read and one vector read."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

import numpy as np

from ..config import RecallConfig
from ..geometry.frames import unit
from ..ingest.cues import Cue, cues_of
from ..ingest.endings import BY_SOMEONE, ITSELF, ended
from ..ingest.entities import entity_key
from ..storage import Store
from .expansion import relevant_seeds
from .profile import said_by

ENDED_VALUE = "says what a hit named has ended"  # the note on what this expansion raised
ENDED = "what it named has ended since"  # the note on the hit it demoted


def expand_ended_values(
    store: Store, fused: dict[int, float], order: Sequence[int], question: np.ndarray, *, pid: int, config: RecallConfig,
    asked: Collection[int], speakers: frozenset[str], scopes: Sequence[str] | None,
) -> tuple[dict[int, float], dict[int, set[int]]]:  # fmt: skip
    """(raised: fact id -> score, ends: fact id -> the hits whose named value it says ended).
    ``asked``: the question's entities; ``speakers``: their alias keys (profile.speaker_keys)."""
    seeds, links = _seeds_about(store, order[: config.ended_seeds], asked, speakers)
    if not seeds:
        return {}, {}
    seeds, seed_vectors, _, _ = relevant_seeds(store, seeds, question, config.ended_seed_relevance)
    values = {e for s in seeds for e in links.get(s, ()) if e not in asked}
    if not values:
        return {}, {}
    names = {e: n for e, n in store.retrieval.entity_names(list(values)).items() if len(n) > 1}
    short = _short_names(store, pid, names, asked)
    later: dict[int, list[int]] = {}
    caps = dict.fromkeys([*values, *short], config.ended_budget)
    for entity, fid in store.retrieval.entity_postings(pid, caps, as_of=None, scopes=scopes):
        if fid > min(seeds):
            later.setdefault(short.get(entity, entity), []).append(fid)
    facts = store.facts.get_many(list({f for fs in later.values() for f in fs} | set(seeds)), profile_id=pid, scopes=scopes)
    pairs: list[tuple[int, int, str]] = []
    for seed in seeds:
        if seed not in facts:
            continue
        for entity in set(links.get(seed, ())) & set(names):
            for fid in later.get(entity, ()):
                fact = facts.get(fid)
                if fact is None or fact.observed_at <= facts[seed].observed_at:  # (the same turn says no change)
                    continue
                if how := _ended_standing(fact.verbatim, names[entity], speakers):
                    pairs.append((seed, fid, how))
    # "I left Ikoyi Club" ends the club for whoever said it: someone the question names (the
    # stored frame's subject, not their relative), not Olumide who still plays there
    framed = store.frames.of_facts([f for _, f, how in pairs if how == BY_SOMEONE])
    # (a sentence with no frame, "Handed back the keys to the Cowley Road flat", is its speaker's)
    own = set(said_by(store, [f for _, f, how in pairs if how == BY_SOMEONE and f not in framed], speakers))
    pairs = [
        (seed, fid) for seed, fid, how in pairs
        if how == ITSELF or (framed[fid].subject_id in asked and not framed[fid].meta.get("k") if fid in framed else fid in own)
    ]  # fmt: skip
    if not pairs:
        return {}, {}
    vectors = store.vectors.vectors(list({f for _, f in pairs}))
    raised: dict[int, float] = {}
    ends: dict[int, set[int]] = {}
    for seed, fid in pairs:
        if fid not in vectors or seed not in seed_vectors:
            continue
        other = unit(vectors[fid])
        if float(other @ unit(seed_vectors[seed])) < config.ended_likeness:
            continue
        ends.setdefault(fid, set()).add(seed)
        score = fused[seed] * config.ended_factor
        if score > max(fused.get(fid, 0.0), raised.get(fid, 0.0)):
            raised[fid] = score
    return raised, ends


def _ended_standing(text: str, name: str, owners: Collection[str]) -> str | None:
    """``ended``, for good: not in a plan or a question, nor in a clause that bounds it in time
    ("Tesco is closed today"); another clause may ("The Breeze is gone, the scrap man towed her
    on Thursday")."""
    cues = cues_of(text)
    if cues & (Cue.PLAN | Cue.QUESTION) or not (how := ended(text, name, owners)):
        return None
    if not cues & Cue.EPISODE:
        return how
    return next((how for clause in _CLAUSES.split(text) if (how := ended(clause, name, owners)) and not cues_of(clause) & Cue.EPISODE), None)


_CLAUSES = re.compile(r"[,;:]\s+|\s+[-\u2013\u2014]\s+")


def _short_names(store: Store, pid: int, names: dict[int, str], asked: Collection[int]) -> dict[int, int]:
    """Entities named by one distinctive word of one value's longer name (entity -> the value):
    "The Breeze is gone" after "a 2011 Hokuto Breeze" was stored as an entity "Breeze" of its
    own. One key lookup per word; a word of two values' names stands for neither, and whether
    the statement ends the value is ``ended``'s to say (it reads a common word only as written)."""
    words: dict[str, set[int]] = {}
    for entity, name in names.items():
        for word in name.split() if " " in name else ():
            if len(word) >= 4:  # (a capitalised common word is an entity only where it was used as a name)
                words.setdefault(entity_key(word), set()).add(entity)
    owner = {key: next(iter(es)) for key, es in words.items() if len(es) == 1}
    if not owner:
        return {}
    found = store.graph.aliases_for_keys(pid, list(owner))
    return {eid: owner[key] for key, (eid, _canonical, _kind) in found.items() if eid not in names and eid not in asked}


def rank_above_ended(scored: list[list], ends: dict[int, set[int]], lift: float) -> None:
    """Each statement that says what a hit named has ended ends ``lift`` × above that hit,
    whatever else re-weighed them since (the profile prior favours the person's own words)."""
    row = {r[1]: r for r in scored}
    for fid, seeds in ends.items():
        above = max((row[s][0] for s in seeds if s in row), default=None)
        if fid in row and above is not None and row[fid][0] < above * lift:
            row[fid][0] = above * lift


def _seeds_about(
    store: Store, hits: Sequence[int], asked: Collection[int], speakers: frozenset[str]
) -> tuple[list[int], dict[int, list[int]]]:
    """Of ``hits``, those about a person the question names (said by them or naming them; all of
    them when it names no one), with their linked entities: the values they name. Small talk
    that ranked near the question ("it's so humid Yui's hair has achieved sentience") names no
    value of the person's."""
    links = store.retrieval.entities_of_facts(list(hits))
    if not asked:
        return list(hits), links
    said = set(said_by(store, hits, speakers))
    return [f for f in hits if set(links.get(f, ())) & set(asked) or f in said], links
