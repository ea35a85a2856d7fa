"""Recall: query -> channels -> weighted RRF -> system-time demotion -> hydrated results."""

from __future__ import annotations

from collections.abc import Sequence

from ..channels import Channel, ChannelQuery, LexicalChannel, SemanticChannel, TemporalChannel
from ..config import RecallConfig
from ..embeddings import Embedder
from ..errors import InvalidInputError, InvalidQueryError, UnknownProfileError
from ..fusion import weighted_rrf
from ..ids import parse_id
from ..ingest.gate import validate_content
from ..ingest.temporal import find_time_refs
from ..results import Provenance, RecallItem, RecallResult
from ..storage import Store
from ..timeutil import from_epoch, now_utc

MAX_QUERY_BYTES = 16_384


class RecallPipeline:
    def __init__(self, store: Store, embedder: Embedder, config: RecallConfig, *, ensure_index) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config
        self._ensure_index = ensure_index
        self.channels: list[Channel] = [LexicalChannel(store), SemanticChannel(store), TemporalChannel(store)]

    def run(
        self,
        query: object,
        *,
        profile: str,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
    ) -> RecallResult:
        try:
            text = validate_content(query, max_bytes=MAX_QUERY_BYTES, field="query")
        except InvalidInputError as exc:
            raise InvalidQueryError(exc.message) from exc
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 1000:
            raise InvalidInputError(f"limit must be an integer between 1 and 1000, got {limit!r}")
        pid = self.store.catalog.profile_id(profile)
        if pid is None:
            raise UnknownProfileError(f"unknown profile {profile!r}", profile=profile)
        self._ensure_index()
        base = from_epoch(as_of) if as_of is not None else now_utc()
        channel_query = ChannelQuery(
            text=text,
            profile_id=pid,
            vector=self.embedder.encode([text])[0],
            time_refs=tuple(find_time_refs(text, base, limit=1)),
            as_of=as_of,
            scopes=scopes,
            candidates=max(self.config.channel_candidates, limit),
        )
        ranked, status = {}, {}
        with self.store.read():
            for channel in self.channels:
                if self.config.channel_weights.get(channel.name, 1.0) <= 0:
                    status[channel.name] = "disabled"
                    continue
                result = channel.search(channel_query)
                ranked[channel.name] = result.hits
                status[channel.name] = result.status
            fused = weighted_rrf(ranked, self.config.channel_weights, k=self.config.rrf_k)
            items = self._hydrate(fused, limit=limit, pid=pid, now=as_of if as_of is not None else base.timestamp())
        return RecallResult(query=text, profile=profile, items=tuple(items), as_of=from_epoch(as_of), channel_status=status)

    def _hydrate(self, fused, *, limit: int, pid: int, now: float) -> list[RecallItem]:
        # Hydrate a margin beyond `limit`: demotion can reorder the head of the list.
        head = fused[: limit * 3]
        facts = self.store.facts.get_many([fid for fid, _, _ in head], profile_id=pid)
        scored = []
        for fid, score, hits in head:
            fact = facts.get(fid)
            if fact is None:
                continue
            if fact.expired_at is not None and fact.expired_at.timestamp() <= now:
                score *= self.config.superseded_factor
            scored.append((score, fid, fact, hits))
        scored.sort(key=lambda t: (-t[0], t[1]))
        scored = scored[:limit]
        memory_numbers = {parse_id(m).number for _, _, fact, _ in scored for m in fact.memory_ids}
        memories = self.store.memories.get_many(sorted(memory_numbers))
        items = []
        for score, _fid, fact, hits in scored:
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
            items.append(RecallItem(fact=fact, score=score, channels=hits, provenance=provenance))
        return items
