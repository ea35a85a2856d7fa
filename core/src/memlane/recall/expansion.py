"""Scene expansion, answer expansion, newer-statement expansion and bridge discovery:
structure-aware additions to the fused ranking.

Scene expansion pulls in the turns said just before and after a top hit. Answer expansion
follows a matched question to the turn that replies to it: a query often matches the
question someone asked ("how often do you go to the park?") better than the answer ("a few
times a week"), which shares few words with it. Newer-statement expansion follows a supersedes
edge from a hit to the statement that replaced it; later-change expansion, where store time
drew no edge, finds what the hit's subject said afterwards that ends or replaces something. Bridge discovery serves multi-hop queries
naming several entities: facts on the shortest co-occurrence paths between them — the facts
that connect the entities — are boosted."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from itertools import pairwise

import numpy as np

from ..config import RecallConfig
from ..geometry.frames import section_from, unit
from ..ingest.cues import Cue, standing
from ..storage import Store
from ..storage.frames import FrameRow
from .adjust import is_question


def expand_scenes(
    store: Store, fused: dict[int, float], order: Sequence[int], *, pid: int, config: RecallConfig, as_of, scopes
) -> dict[int, float]:
    """New facts (id -> score) from the scenes of the top ``scene_seeds`` hits."""
    added: dict[int, float] = {}
    for seed in order[: config.scene_seeds]:
        for neighbour in store.retrieval.turn_neighbours(pid, seed, turns=config.scene_turns, as_of=as_of, scopes=scopes):
            if neighbour not in fused:
                added[neighbour] = max(added.get(neighbour, 0.0), fused[seed] * config.scene_factor)
    return added


def expand_answers(
    store: Store, fused: dict[int, float], order: Sequence[int], *, pid: int, config: RecallConfig, as_of, scopes
) -> dict[int, float]:
    """Facts of the turn replying to each question among the top ``answer_seeds`` hits, with
    ``answer_factor`` × the question's score (raised only: a reply already ranked higher keeps
    its score)."""
    seeds = list(order[: config.answer_seeds])
    facts = store.facts.get_many(seeds, profile_id=pid)
    raised: dict[int, float] = {}
    for seed in seeds:
        fact = facts.get(seed)
        if fact is None or not is_question(fact.text):
            continue
        score = fused[seed] * config.answer_factor
        for reply in store.retrieval.turn_neighbours(pid, seed, turns=1, as_of=as_of, scopes=scopes, before=False):
            if score > max(fused.get(reply, 0.0), raised.get(reply, 0.0)):
                raised[reply] = score
    return raised


def expand_newer(store: Store, fused: dict[int, float], order: Sequence[int], *, pid: int, config: RecallConfig, scopes) -> dict[int, float]:
    """Facts superseding one of the top ``newer_seeds`` hits (one edge query), raised to
    ``newer_factor`` × the superseded hit's score (raised only)."""
    seeds = list(order[: config.newer_seeds])
    wanted = set(seeds)
    raised: dict[int, float] = {}
    for newer, older, _kind, _weight in store.retrieval.fact_edges(pid, seeds, ["supersedes"], scopes=scopes):
        if older not in wanted or newer == older:
            continue
        score = fused[older] * config.newer_factor
        if score > max(fused.get(newer, 0.0), raised.get(newer, 0.0)):
            raised[newer] = score
    return raised


LATER_CHANGE = "later change by a hit's subject"  # the note recall gives what this expansion raised


def expand_later_changes(
    store: Store, fused: dict[int, float], order: Sequence[int], question: np.ndarray, off_names: np.ndarray | None = None,
    *, pid: int, config: RecallConfig,
) -> dict[int, float]:
    """Standing statements that end, replace or newly hold something ("switched", "dropped",
    "no longer", "… now", a correction; not "also", nor a bare "not" or a weak "new"), said later
    by the subject of one of the top ``change_pool`` hits that are nearly as close to the
    question as the best of them (``change_seed_relevance``; at most ``change_seeds`` of them),
    about the same relative of theirs if the hit is about one, raised to ``change_factor`` ×
    that hit's score (raised only), when they say the same kind of thing: a clause frame (the
    relation, no names) at least ``change_frame`` like one of the hit's, the statements at
    least ``change_likeness`` alike, and nearly as close to the ``question`` as the closest hit
    (``change_relevance`` of its cosine). "Lotte moved to Amsterdam" is no answer to what Lotte
    studies, "we went bowling and Mikkel lost" none to where he lives. Bounded:
    ``change_budget`` frame rows per seed, two vector reads and one frame read.

    ``off_names``: the question without the asked people's names. Which hits are about what was
    asked is judged by it (a hit that repeats the person's name, "Chucked in the boxing, Oz's
    knees", is no closer to "where does Oz train" for it); a later statement is near enough to
    the question by either ("Weekends are Lakshmi's again!" for "does Lakshmi still work
    Saturdays?" is near only with the name)."""
    topic = question if off_names is None else off_names
    seeds, seed_vectors, off, off_best = relevant_seeds(store, order[: config.change_pool], topic, config.change_seed_relevance)
    asked = unit(question)
    best = max((float(unit(v) @ asked) for v in seed_vectors.values()), default=1.0)
    seeds = seeds[: config.change_seeds]
    framed = store.frames.of_facts(seeds)
    later: dict[int, list[FrameRow]] = {}
    for seed in seeds:
        if seed not in framed:
            continue
        # of the same person: "our eldest, Zara" and "my sister's boy" are both filed under the
        # speaker, each with its own relative
        kin = framed[seed].meta.get("k")
        rows = [
            r for r in store.frames.later_of_subject(pid, seed, budget=config.change_budget)
            if r.meta.get("k") == kin and _ends_something(r)
        ]  # fmt: skip
        if rows:
            later[seed] = rows
    if not later:
        return {}
    vectors = {**seed_vectors, **store.vectors.vectors(list({r.fact_id for rows in later.values() for r in rows}))}
    bar, off_bar = config.change_relevance * best, config.change_relevance * off_best
    raised: dict[int, float] = {}
    for seed, rows in later.items():
        if seed not in vectors or seed not in framed:
            continue
        hit = unit(vectors[seed])
        dimension = len(hit)
        seed_frames = section_from(framed[seed], hit, dimension).unit_frames
        for row in rows:
            if row.fact_id not in vectors:
                continue
            other = unit(vectors[row.fact_id])
            frame = float(np.max(section_from(row, other, dimension).unit_frames @ seed_frames.T))
            near = float(other @ asked) >= bar or float(other @ off) >= off_bar
            if frame >= config.change_frame and float(other @ hit) >= config.change_likeness and near:
                score = fused[seed] * config.change_factor
                if score > max(fused.get(row.fact_id, 0.0), raised.get(row.fact_id, 0.0)):
                    raised[row.fact_id] = score
    return raised


def relevant_seeds(
    store: Store, hits: Sequence[int], question: np.ndarray, ratio: float
) -> tuple[list[int], dict[int, np.ndarray], np.ndarray, float]:
    """Of ``hits``, those about what was asked, not small talk that ranked near them ("Lotte
    has been trying to sleep more"): nearly as close to the ``question`` as the best of them
    (``ratio`` of its cosine). Also their vectors, the unit question and the best cosine."""
    asked = unit(question)
    seed_vectors = store.vectors.vectors(list(hits))
    relevance = {f: float(unit(v) @ asked) for f, v in seed_vectors.items()}
    best = max(relevance.values(), default=1.0)
    return [f for f in hits if relevance.get(f, -1.0) >= ratio * best], seed_vectors, asked, best


def _ends_something(row: FrameRow) -> bool:
    """It ends, replaces or newly holds something (a change word other than the weak ones, or a
    correction), adds nothing, and some clause of it stands."""
    cues = Cue(row.meta["u"])
    if not cues & (Cue.SHIFT | Cue.CORRECTION) or cues & Cue.ADDITION:  # (a "not" alone ends nothing)
        return False
    hedged = cues & (Cue.EPISODE | Cue.PLAN | Cue.QUESTION)  # as Frame.states: some clause stands
    return any(standing(Cue(c["q"]) | hedged) for c in row.meta["c"])


def bridge_paths(store: Store, pid: int, entity_ids: Sequence[int], *, scopes, max_hops: int = 3) -> list[list[int]]:
    """Shortest entity paths (BFS over co-occurrence edges, ≤ ``max_hops``) between each pair
    of query entities: an approximation of the Steiner tree connecting them."""
    paths = []
    targets = list(dict.fromkeys(entity_ids))
    for i, source in enumerate(targets):
        for goal in targets[i + 1 :]:
            path = _bfs(store, pid, source, goal, scopes=scopes, max_hops=max_hops)
            if path:
                paths.append(path)
    return paths


def _bfs(store: Store, pid: int, source: int, goal: int, *, scopes, max_hops: int) -> list[int] | None:
    parent: dict[int, int | None] = {source: None}
    frontier = deque([source])
    for _ in range(max_hops):
        level = list(frontier)
        frontier.clear()
        for a, b, _w in store.retrieval.entity_neighbours(pid, level, scopes=scopes, per_entity=64):
            for src, dst in ((a, b), (b, a)):
                if src in level and dst not in parent:
                    parent[dst] = src
                    frontier.append(dst)
        if goal in parent:
            path, node = [], goal
            while node is not None:
                path.append(node)
                node = parent[node]
            return path[::-1]
        if not frontier:
            return None
    return None


def bridge_facts(store: Store, pid: int, paths: list[list[int]], *, as_of, scopes) -> set[int]:
    """Facts that mention both entities of some edge on a bridge path."""
    found: set[int] = set()
    for path in paths:
        for a, b in pairwise(path):
            links = store.retrieval.entity_postings(pid, {a: 2500, b: 2500}, as_of=as_of, scopes=scopes)
            by_fact: dict[int, set[int]] = {}
            for entity, fact in links:
                by_fact.setdefault(fact, set()).add(entity)
            found |= {f for f, ents in by_fact.items() if {a, b} <= ents}
    return found
