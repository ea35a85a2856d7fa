"""Recall: strategy → channels → weighted RRF (+agreement) → spreading activation → bridges,
scene and answer expansion → profile lookup → bi-temporal, question, lifecycle and recency
adjustments → optional cross-encoder → evidence floor and channel diversity → hydrated results
with provenance."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

import numpy as np

from .. import limits
from ..channels import Channel, ChannelQuery, LexicalChannel, SemanticChannel, TemporalChannel
from ..channels.entity_graph import EntityGraphChannel
from ..channels.hopfield import HopfieldChannel
from ..channels.spreading import SpreadingChannel
from ..config import RecallConfig
from ..embeddings import Embedder
from ..embeddings.text_cache import TextVectors
from ..errors import InvalidInputError, InvalidQueryError, UnknownProfileError
from ..fusion import weighted_rrf
from ..fusion.rrf import tied_ranks
from ..geometry.relations import RelationBank
from ..geometry.sheaf import restrict
from ..ids import parse_id
from ..ingest.cues import Cue, cues_of
from ..ingest.entities import EntityResolver, aliases_named_in, entity_key, extract_mentions
from ..ingest.gate import validate_content
from ..ingest.temporal import find_time_refs
from ..results import ChannelHit, Provenance, RecallItem, RecallResult
from ..storage import Store
from ..timeutil import from_epoch, now_utc
from .adjust import is_question, lifecycle_factor, retention, superseded_demotion, temporal_factor
from .asker import as_asked_by, asker_of, in_first_person
from .ended import ENDED, ENDED_VALUE, expand_ended_values, rank_above_ended
from .expansion import (
    LATER_CHANGE,
    bridge_facts,
    bridge_paths,
    expand_answers,
    expand_later_changes,
    expand_newer,
    expand_scenes,
)
from .profile import apply_profile_prior, speaker_keys
from .rerank import CrossEncoderReranker, blend
from .state import apply_state, note_superseded_by
from .state_fallback import LIFT
from .state_mode import StateMode, state_mode
from .state_people import query_names
from .strategy import QueryPlan, classify, uniform_plan

MAX_QUERY_BYTES = limits.QUERY_BYTES
DENSE = frozenset({"semantic", "hopfield"})
# Notes of the expansions that raise a fact for another hit's sake (see _expand): such a fact
# is kept below the evidence floor, as one no channel found at all would be.
_RAISED_FOR_A_HIT = frozenset({"newer statement of a hit", LATER_CHANGE, ENDED_VALUE})
_CHANGES_OR_DENIES = Cue.SHIFT | Cue.CORRECTION | Cue.NEGATION


class RecallPipeline:
    def __init__(self, store: Store, embedder: Embedder, config: RecallConfig, *, ensure_index, on_result=None) -> None:
        self.store = store
        # on_result(profile, [(fact id, scope key)]) after every recall: access tracking.
        self.on_result = on_result
        self.embedder = embedder
        self.config = config
        self._ensure_index = ensure_index
        self.channels: list[Channel] = [
            LexicalChannel(store),
            SemanticChannel(store, fisher=config.fisher),
            TemporalChannel(store),
            EntityGraphChannel(store),
            HopfieldChannel(store),
        ]
        self.spreading = SpreadingChannel(store)
        # Question frames and the relation reference bank for state awareness (recall/state.py).
        self.texts = TextVectors(embedder, cap=10_000)
        self.relations = RelationBank(self.texts)
        self.reranker = CrossEncoderReranker(config.reranker_path) if config.reranker_path else None

    # -- entry point ------------------------------------------------------------------------
    def run(
        self,
        query: object,
        *,
        profile: str,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
        valid_at: float | None = None,
        include_archived: bool = False,
        restrict: Collection[int] | None = None,
        vector: np.ndarray | None = None,
        guard: Callable[[], None] | None = None,
    ) -> RecallResult:
        """``restrict``: recall only among these facts (a namespace's items). ``vector``: a
        query embedding from the caller (same model) instead of text; text channels then idle."""
        if query is None and vector is not None:
            text = ""
        else:
            try:
                text = validate_content(query, max_bytes=MAX_QUERY_BYTES, field="query")
            except InvalidInputError as exc:
                raise InvalidQueryError(exc.message) from exc
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= limits.RECALL_LIMIT:
            raise InvalidInputError(f"limit must be an integer between 1 and {limits.RECALL_LIMIT}, got {limit!r}", field="limit")
        with self.store.read():  # the reader connection is shared by threads: only under its lock
            pid = self.store.catalog.profile_id(profile)
        if pid is None:
            raise UnknownProfileError(f"unknown profile {profile!r}", profile=profile)
        self._ensure_index()
        now = as_of if as_of is not None else now_utc().timestamp()
        time_refs = tuple(find_time_refs(text, from_epoch(now), limit=1)) if text else ()
        asked, asker = text, None  # as asked; ``text`` is read as the asker's ("where does Caldwyn work?")
        # (the first-person test first: it is free, and spares every other query a second alias lookup)
        if text and vector is None and self.config.first_person_asker and in_first_person(text):
            with self.store.read():  # (not when it names someone: "which address should I give Yevka?" is hers)
                asker = None if self._names_a_person(pid, text) else asker_of(self.store, pid, scopes, text)
            text = as_asked_by(text, asker) if asker else text
        if vector is None:
            vector = self.embedder.encode([text])[0]
        only = frozenset(restrict) if restrict is not None else None
        with self.store.read():
            if guard is not None:  # e.g. a session re-validated in the snapshot that reads
                guard()
            aliases = self._query_aliases(pid, text) if text else {}
            entity_ids = self._query_entities(aliases, text) if text else []
            if entity_ids:  # every alias of the named entities: speakers and names (profile, state)
                aliases.update(self.store.graph.aliases_of_entities(pid, entity_ids))
            plan = classify(text, time_refs=time_refs, entity_count=len(entity_ids)) if self.config.query_strategy else uniform_plan()
            weights = {
                name: self.config.channel_weights.get(name, 0.0) * plan.multipliers.get(name, 1.0)
                for name in [c.name for c in self.channels] + [self.spreading.name]
            }
            off_names = self._off_names(vector, aliases, entity_ids) if self.config.name_projection > 0 and entity_ids else None
            cq = ChannelQuery(
                text=text, profile_id=pid, vector=vector, search_vector=off_names, time_refs=time_refs, as_of=as_of, scopes=scopes,
                candidates=max(self.config.channel_candidates, limit), entity_ids=tuple(entity_ids), restrict=only,
                asked_names=_speaker_words(aliases, entity_ids),
            )  # fmt: skip
            cq = self._with_nearest(cq, weights)
            ranked, status = self._run_channels(cq, weights)
            _keep_only(ranked, only)
            fused = self._fuse(ranked, weights)
            if weights[self.spreading.name] > 0:
                seeds = tuple(sorted(fused.items(), key=lambda p: (-p[1], p[0]))[:8])
                result = self.spreading.search(replace(cq, seeds=seeds))
                ranked[self.spreading.name], status[self.spreading.name] = result.hits, result.status
                _keep_only(ranked, only)
                fused = self._fuse(ranked, weights)
            else:
                status[self.spreading.name] = "disabled"
            hits = _channel_hits(ranked)
            notes: dict[int, list[str]] = {}
            mode = state_mode(asked, time_refs) if self.config.state_awareness and text else StateMode("none", "off")
            names = speaker_keys(aliases, entity_ids)  # the speakers the query names, by alias
            ends = self._expand(
                fused, hits, notes, vector, off_names, pid=pid, entity_ids=entity_ids, speakers=names, as_of=as_of, scopes=scopes, present=mode.kind == "present"
            )
            if entity_ids and self.config.profile_prior > 0:
                # (not the asker's own, whom only "I" named: any of their lines would outrank another's match)
                prior_names = names - {entity_key(asker)} if asker and entity_key(asker) not in entity_key(asked) else names
                for fid in apply_profile_prior(self.store, fused, prior_names, self.config.profile_prior):
                    notes.setdefault(fid, []).append("profile")
            if only is not None:
                fused = {fid: score for fid, score in fused.items() if fid in only}
            items, floor_dropped, state = self._finish(
                text, fused, hits, notes, plan=plan, pid=pid, limit=limit, now=now,
                valid_at=valid_at if valid_at is not None else now, include_archived=include_archived, mode=mode,
                names=query_names(aliases, entity_ids, text), ends=ends,
            )  # fmt: skip
        if self.reranker is None:
            status["rerank"] = "off (no cross-encoder configured)"
        explanation = {
            "query_type": plan.type.value,
            "reasons": list(plan.reasons),
            "weights": {k: round(v, 3) for k, v in weights.items()},
            "entities": entity_ids,
            "evidence_floor_dropped": floor_dropped,
            "state": state,
            "asker": asker,
        }
        if self.on_result is not None and items:
            self.on_result(profile, [(parse_id(i.fact.id).number, i.fact.scope_key) for i in items])
        return RecallResult(
            query=asked, profile=profile, items=tuple(items), as_of=from_epoch(as_of), channel_status=status,
            status="ok" if items else "no_confident_match", explanation=explanation,
        )  # fmt: skip

    # -- stages -----------------------------------------------------------------------------
    def _query_aliases(self, pid: int, text: str) -> dict[str, tuple[int, str, str]]:
        """The aliases the query can name: bounded by the query, not by the profile."""
        mentions = [entity_key(m.surface) for m in extract_mentions(text)]
        return aliases_named_in(self.store.graph, pid, [text], mentions)

    def _names_a_person(self, pid: int, text: str) -> bool:
        aliases = self._query_aliases(pid, text)
        people = {eid for eid, _canonical, kind in aliases.values() if kind == "person"}
        return any(eid in people for eid in self._query_entities(aliases, text))

    def _query_entities(self, aliases, text: str) -> list[int]:
        resolver = EntityResolver(aliases)
        ids = [m.entity_id for m in resolver.known_in(text)]
        for mention in extract_mentions(text):
            hit = resolver.resolve(mention)
            if hit.entity_id is not None:
                ids.append(hit.entity_id)
        return list(dict.fromkeys(i for i in ids if i is not None))

    def _off_names(self, vector: np.ndarray, aliases: dict[str, tuple[int, str, str]], entity_ids: Sequence[int]) -> np.ndarray | None:
        """The question's vector without the directions of the people it names (their canonical
        names' embeddings), as a unit vector; None when it names no person."""
        wanted = set(entity_ids)
        people = sorted({canonical for eid, canonical, kind in aliases.values() if eid in wanted and kind == "person"})
        if not people:
            return None
        names = self.texts(people)
        q = np.asarray(vector, dtype=np.float64)
        off = q - self.config.name_projection * (q - restrict(q, np.stack([names[n] for n in people])))
        norm = float(np.linalg.norm(off))
        return (off / norm).astype(np.float32) if norm > 1e-6 else None

    def _with_nearest(self, cq: ChannelQuery, weights: dict[str, float]) -> ChannelQuery:
        """One nearest-neighbour search serves every dense channel (the semantic channel's
        candidates and Hopfield's top m); a subset recall searches its own way."""
        dense = [c for c in self.channels if c.name in DENSE and weights.get(c.name, 0.0) > 0]
        if cq.vector is None or cq.restrict is not None or not dense:
            return cq
        k = max(cq.candidates * (2 if cq.as_of is not None else 1), *(getattr(c, "top_m", 0) for c in dense))
        return replace(cq, nearest=tuple(self.store.vectors.nearest(cq.profile_id, cq.vector, k=k, scopes=cq.scopes)))

    def _run_channels(self, cq: ChannelQuery, weights: dict[str, float]):
        ranked: dict[str, list[tuple[int, float]]] = {}
        status: dict[str, str] = {}
        for channel in self.channels:
            if weights.get(channel.name, 0.0) <= 0:
                status[channel.name] = "disabled"
                continue
            result = channel.search(cq)
            ranked[channel.name], status[channel.name] = result.hits, result.status
        return ranked, status

    def _fuse(self, ranked, weights) -> dict[int, float]:
        boosters = self.config.boosters
        producers = {c: hits for c, hits in ranked.items() if c not in boosters}
        fused = {}
        for fid, score, channel_hits in weighted_rrf(producers, weights, k=self.config.rrf_k):
            fused[fid] = score * (1.0 + self.config.agreement_boost * (len(channel_hits) - 1))
        for channel, hits in ranked.items():
            if channel in boosters and hits and weights.get(channel, 0.0) > 0:
                top = max(score for _, score in hits) or 1.0
                strength = boosters[channel] * weights[channel]
                for fid, score in hits:
                    if fid in fused:
                        fused[fid] *= 1.0 + strength * max(score, 0.0) / top
        return fused

    def _expand(self, fused, hits, notes, question, off_names, *, pid, entity_ids, speakers, as_of, scopes, present: bool) -> dict[int, set[int]]:
        """Adds to ``fused`` (and ``notes``); returns which statements end what a hit named.
        ``off_names``: the question without the asked people's names (None: it names none)."""
        ends: dict[int, set[int]] = {}
        order = sorted(fused, key=lambda f: (-fused[f], f))
        if self.config.bridge and len(entity_ids) >= 2:
            paths = bridge_paths(self.store, pid, entity_ids, scopes=scopes)
            top = fused[order[0]] if order else 0.0
            for fid in bridge_facts(self.store, pid, paths, as_of=as_of, scopes=scopes):
                fused[fid] = fused.get(fid, 0.0) + self.config.bridge_boost * top
                notes.setdefault(fid, []).append("bridge")
            order = sorted(fused, key=lambda f: (-fused[f], f))
        if self.config.scene_expansion and order:
            added = expand_scenes(self.store, fused, order, pid=pid, config=self.config, as_of=as_of, scopes=scopes)
            for fid, score in added.items():
                fused[fid] = score
                notes.setdefault(fid, []).append("scene")
        if self.config.answer_factor > 0 and order:
            for fid, score in expand_answers(self.store, fused, order, pid=pid, config=self.config, as_of=as_of, scopes=scopes).items():
                fused[fid] = score
                notes.setdefault(fid, []).append("answer")
        # Only for a question about the present: what replaced a statement is its answer (not
        # for "when did ...", nor as of a past time, when it may not have been said yet).
        if self.config.newer_factor > 0 and order and present and as_of is None:
            for fid, score in expand_newer(self.store, fused, order, pid=pid, config=self.config, scopes=scopes).items():
                fused[fid] = score
                notes.setdefault(fid, []).append("newer statement of a hit")
        if self.config.change_factor > 0 and order and present and as_of is None:
            for fid, score in expand_later_changes(self.store, fused, order, question, off_names, pid=pid, config=self.config).items():
                fused[fid] = score
                notes.setdefault(fid, []).append(LATER_CHANGE)
        if self.config.ended_factor > 0 and order and present and as_of is None:
            # Which hits are about what was asked is judged without the person's name: in a long
            # chat of theirs, small talk naming them came out closer than "our rabbit Sorrel ...".
            topic = question if off_names is None else off_names
            raised, ends = expand_ended_values(self.store, fused, order, topic, pid=pid, config=self.config, asked=entity_ids, speakers=speakers, scopes=scopes)
            for fid, score in raised.items():
                fused[fid] = score
            for fid, seeds in ends.items():
                notes.setdefault(fid, []).append(ENDED_VALUE)
                for seed in seeds:
                    notes.setdefault(seed, []).append(ENDED)
        return ends

    def _finish(self, text, fused, hits, notes, *, plan: QueryPlan, pid, limit, now, valid_at, include_archived, mode: StateMode, names, ends):
        head = sorted(fused, key=lambda f: (-fused[f], f))[: max(limit * 3, self.config.rerank_candidates)]
        facts = self.store.facts.get_many(head, profile_id=pid)
        activity = self.store.geometry.activity(head)
        scored = []
        floor_dropped = 0
        # One bounded query: which superseded candidates were inferred, not corrected.
        inferred = self.store.graph.inferred_superseded([f for f in head if f in facts and facts[f].expired_at is not None])
        demoted: dict[int, float] = {}
        asked = {n.casefold() for n in names.values()}
        for fid in head:
            fact = facts.get(fid)
            if fact is None:
                continue
            channel_hits = hits.get(fid, {})
            # (not one an expansion raised for another hit: the statement that replaced or ended
            # one, or a reply of a person asked about that changes or denies what a question
            # found asked ("nope. Ferrous Yard now"); weak likeness to the query is why it
            # needed one)
            said = notes.get(fid, ())
            raised = not _RAISED_FOR_A_HIT.isdisjoint(said) or (
                "answer" in said and (fact.speaker or "").casefold() in asked and bool(cues_of(fact.text) & _CHANGES_OR_DENIES)
            )
            if channel_hits and set(channel_hits) <= DENSE and max(h.score for h in channel_hits.values()) < self.config.evidence_floor and not raised:
                floor_dropped += 1
                continue
            score = fused[fid]
            if is_question(fact.text):
                score *= self.config.question_factor
            factor, reason = temporal_factor(fact, now=now, valid_at=valid_at, config=self.config, inferred=fid in inferred)
            score *= factor
            if reason and reason.startswith("superseded"):
                demoted[fid] = superseded_demotion(self.config, fid in inferred)
            elif ENDED in notes.get(fid, ()):  # as if store time had inferred the supersession
                demoted[fid] = self.config.inferred_superseded_factor
                score *= demoted[fid]
            if reason:
                notes.setdefault(fid, []).append(reason)
            last, accesses, state, weight = activity.get(fid, (fact.observed_at.timestamp(), 0, "active", 1.0))
            if self.config.lifecycle:
                if state == "archived" and not include_archived:
                    continue
                score *= lifecycle_factor(weight, self.config)
            score *= 1.0 - plan.recency_weight + plan.recency_weight * retention(last, accesses, now=now)
            scored.append([score, fid, fact])
        scored.sort(key=lambda t: (-t[0], t[1]))
        state = apply_state(
            self.store, scored, notes, mode, profile_id=pid, question=text, entity_names=names, embed=self.texts, bank=self.relations,
            candidates=self.config.state_candidates, demoted=demoted,
            profile_prior=self.config.profile_prior, recency=self.config.state_recency, named_change=self.config.state_named_change,
        ).to_dict()  # fmt: skip
        rank_above_ended(scored, ends, LIFT)
        if self.reranker is not None and scored:
            scored.sort(key=lambda t: (-t[0], t[1]))
            top = scored[: self.config.rerank_candidates]
            relevance = self.reranker.scores(text, [t[2].text for t in top])
            for row, value in zip(top, blend([t[0] for t in top], relevance, plan.rerank_alpha), strict=True):
                row[0] = float(value)
        scored.sort(key=lambda t: (-t[0], t[1]))
        chosen = self._diverse(scored, hits, limit)
        note_superseded_by(self.store, pid, chosen, notes)
        return self._items(chosen, hits, notes), floor_dropped, state

    def _diverse(self, scored, hits, limit):
        """Top ``limit``, but each channel's best hit keeps a place (one channel cannot crowd
        out the others): it replaces the weakest item of the top that is neither found by
        several channels nor some channel's best."""
        top = scored[:limit]
        if not self.config.channel_diversity or limit < 5:
            return top
        best_of: dict[str, list] = {}
        for row in scored:
            for channel in hits.get(row[1], {}):
                best_of.setdefault(channel, row)
        protected = {row[1] for row in best_of.values()}
        chosen = {row[1] for row in top}
        for channel in sorted(best_of):
            best = best_of[channel]
            if best[1] in chosen:
                continue
            for i in range(len(top) - 1, -1, -1):
                victim = top[i][1]
                if len(hits.get(victim, {})) <= 1 and victim not in protected:
                    chosen.discard(victim)
                    top[i] = best
                    chosen.add(best[1])
                    break
        top.sort(key=lambda t: (-t[0], t[1]))
        return top

    def _items(self, chosen, hits, notes) -> list[RecallItem]:
        memory_numbers = {parse_id(m).number for _, _, fact in chosen for m in fact.memory_ids}
        memories = self.store.memories.get_many(sorted(memory_numbers))
        items = []
        for score, fid, fact in chosen:
            first = memories.get(parse_id(fact.memory_ids[0]).number) if fact.memory_ids else None
            provenance = Provenance(
                memory_ids=fact.memory_ids,
                session_id=first.session_id if first else None,
                speaker=first.speaker if first else fact.speaker,
                role=first.role if first else None,
                observed_at=fact.observed_at,
                referenced_start=fact.referenced_start,
                referenced_end=fact.referenced_end,
                metadata=first.metadata if first else {},
            )
            items.append(RecallItem(fact=fact, score=score, channels=hits.get(fid, {}), provenance=provenance, notes=tuple(notes.get(fid, ()))))
        return items


def _keep_only(ranked: dict[str, list[tuple[int, float]]], only: frozenset[int] | None) -> None:
    if only is not None:
        for channel, hits in ranked.items():
            ranked[channel] = [(fid, score) for fid, score in hits if fid in only]


def _channel_hits(ranked) -> dict[int, dict[str, ChannelHit]]:
    out: dict[int, dict[str, ChannelHit]] = {}
    for channel, items in ranked.items():
        for (fid, score), rank in zip(items, tied_ranks([s for _, s in items]), strict=True):
            out.setdefault(fid, {})[channel] = ChannelHit(rank, float(score))
    return out


def _speaker_words(aliases: dict[str, tuple[int, str, str]], entity_ids: Sequence[int]) -> frozenset[str]:
    """The words of the names of the people (kind "person": the speakers) the query names."""
    wanted = set(entity_ids)
    return frozenset(w for key, (eid, _canonical, kind) in aliases.items() if eid in wanted and kind == "person" for w in key.split())
