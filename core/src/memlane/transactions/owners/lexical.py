"""Lexical projection owner: the FTS5 index (rowid = fact id), secure-delete on."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...storage import Store
from ...storage.projections import profile_fact_ids
from .base import ErasureTarget, OwnerHealth, ProjectionItem, Proof, health_of

_TOKEN = re.compile(r"\w+", re.UNICODE)
# Probes per erased fact and per erasure: a profile erasure of 10k facts must stay seconds.
_PROBES_PER_FACT, _MAX_PROBES = 3, 20_000


def probe_tokens(text: str) -> list[str]:
    """The most distinctive (longest) word tokens of ``text``: what someone would search for."""
    tokens = sorted({t.casefold() for t in _TOKEN.findall(text) if len(t) > 2}, key=lambda t: (-len(t), t))
    return tokens[:_PROBES_PER_FACT]


class LexicalOwner:
    name = "lexical"

    def apply(self, store: Store, items: Sequence[ProjectionItem]) -> None:
        store.lexical.add_many([(i.fact_id, i.text, i.context) for i in items])

    def verify(self, store: Store, items: Sequence[ProjectionItem]) -> set[int]:
        ids = [i.fact_id for i in items]
        return set(ids) - store.lexical.held(ids)

    def compensate(self, store: Store, fact_ids: Sequence[int]) -> None:
        store.lexical.delete(list(fact_ids))

    def erase(self, store: Store, target: ErasureTarget) -> None:
        for start in range(0, len(target.fact_ids), 5000):
            store.lexical.delete(list(target.fact_ids[start : start + 5000]))

    def prove_erased(self, store: Store, target: ErasureTarget) -> Proof:
        erased = set(target.fact_ids)
        rows_left = set()
        for start in range(0, len(target.fact_ids), 5000):
            rows_left |= store.lexical.held(list(target.fact_ids[start : start + 5000]))
        # Live MATCH queries for the erased texts' own words: none may lead to an erased fact.
        probes, findable = 0, set()
        for text in target.texts.values():
            for token in probe_tokens(text):
                if probes >= _MAX_PROBES:
                    break
                probes += 1
                findable |= store.lexical.matching(token) & erased
        secure = store.lexical.secure_delete_enabled()
        checks = {
            "rows_left": len(rows_left),
            "text_probes": probes,
            "findable_by_text": len(findable),
            "secure_delete": secure,
        }
        return Proof(self.name, not rows_left and not findable and secure, checks)

    def health(self, store: Store, profile_id: int) -> OwnerHealth:
        held = store.lexical.held_in_profile(profile_id)
        return health_of(self.name, profile_id, held, profile_fact_ids(store.db.conn, profile_id), len(store.lexical.orphans()))


