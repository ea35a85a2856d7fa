"""Differential test (memlane_conformance.differential): the same random operations — concurrent
steps and bad input included — run against Semantic Kernel's ``InMemoryCollection`` (embedding
with the engine's own model) and against ``MemlaneCollection``; every return value, error type
and state is compared.

What may differ is declared below and listed in docs/adapters/semantic-kernel.md. Input the
reference accepts but memlane refuses is modelled by ``StrictInMemoryCollection``: SK's class
with memlane's documented input rules in front, each refusal naming its difference."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st
from memlane import Memory
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)
from memlane_semantic_kernel import MemlaneCollection, MemlaneEmbeddingGenerator, MemlaneStore
from records import Note
from semantic_kernel.connectors.in_memory import InMemoryCollection
from semantic_kernel.exceptions import VectorStoreOperationException

KEY_RULES = Difference("key-rules", "record keys are non-empty strings of at most 1024 characters without U+001F or NUL; others raise VectorStoreOperationException and nothing of the call is stored")
STRICT_JSON = Difference("strict-json", "data fields are stored as strict JSON (finite numbers, str, bool, None, lists, dicts); anything else raises VectorStoreOperationException and nothing of the call is stored")
FILTER_SUBSET = Difference("filter-subset", "filters are translated into the engine's query: comparisons, 'in' and 'and' only; 'or', 'not', calls and arithmetic raise VectorStoreOperationException instead of being evaluated in Python")
SCORE_FLOAT32 = Difference("score-float32", "scores come from the engine's stored float32 vectors: equal to the reference's within 1e-4, so near-equal scores may order either way")

TEXTS = (
    "The red kite circles above the valley.", "Fresh bread is baked at dawn in the village.",
    "A violin concert starts at eight tonight.", "Rain is forecast for the whole weekend.",
    "The museum opens a new dinosaur exhibit.", "Tomatoes grow best in full sun.",
)  # fmt: skip
IDS = ("1", "2", "3", "4")
texts = st.sampled_from(TEXTS)
# Filters as SK's lambda source strings (SK reads a lambda's source, which inside a dict literal
# is not a parsable expression); both systems parse the same string.
FILTERS = {
    "category == food": 'lambda x: x.category == "food"',
    "rating >= 2": "lambda x: x.rating >= 2",
    "1 <= rating < 3 and category != misc": 'lambda x: 1 <= x.rating < 3 and x.category != "misc"',
    "category in [food, misc]": 'lambda x: x.category in ["food", "misc"]',
    "'a' in tags": 'lambda x: "a" in x.tags',
}
REFUSED_FILTERS = {
    "category == food or rating > 2": 'lambda x: x.category == "food" or x.rating > 2',
    "not rating": "lambda x: not x.rating",
}


def _refuse(difference: Difference, detail: str) -> None:
    raise VectorStoreOperationException(f"{difference.name}: {detail}")


class StrictInMemoryCollection(InMemoryCollection):
    """InMemoryCollection with memlane's documented input rules in front."""

    async def _inner_upsert(self, records: Sequence[Any], **kwargs: Any) -> Sequence[Any]:
        for record in records:  # the whole call is checked before anything is stored
            key = record[self._key_field_name]
            if not isinstance(key, str) or not key or len(key) > 1024 or "\x1f" in key or "\x00" in key:
                _refuse(KEY_RULES, repr(key))
            try:
                json.dumps({f: record.get(f) for f in self.definition.data_field_names}, allow_nan=False)
            except (TypeError, ValueError) as exc:
                _refuse(STRICT_JSON, str(exc))
        return await super()._inner_upsert(records, **kwargs)

    async def _inner_search(self, search_type: Any, options: Any, values: Any = None, vector: Any = None, **kwargs: Any) -> Any:
        if options.filter in REFUSED_FILTERS.values():
            _refuse(FILTER_SUBSET, "or/not")
        return await super()._inner_search(search_type, options, values, vector, **kwargs)


def _row(record: Any) -> tuple:
    get = record.get if isinstance(record, dict) else lambda f: getattr(record, f)
    return (get("id"), get("text"), get("category"), get("rating"), json.dumps(get("tags")), json.dumps(get("meta"), sort_keys=True))


notes = st.builds(
    lambda i, t, c, r, tags: Note(id=i, text=t, category=c, rating=r, tags=tags),
    st.sampled_from(IDS), texts, st.sampled_from(["food", "misc", "travel"]), st.integers(0, 3),
    st.lists(st.sampled_from(["a", "b"]), max_size=2, unique=True),
)  # fmt: skip


class CollectionMachine(DifferentialMachine):
    differences = (KEY_RULES, STRICT_JSON, FILTER_SUBSET, SCORE_FLOAT32)

    def __init__(self) -> None:
        super().__init__()
        # The base gathers our coroutines of a concurrent step from outside its loop, where
        # asyncio.gather takes the thread's current loop: make that the machine's own.
        asyncio.set_event_loop(self._loop)

    def reference(self) -> StrictInMemoryCollection:
        return StrictInMemoryCollection(record_type=Note, collection_name="notes", embedding_generator=MemlaneEmbeddingGenerator(self.memory))

    def ours(self, memory: Memory) -> MemlaneCollection:
        return MemlaneStore(memory).get_collection(Note, collection_name="notes")

    def operations(self) -> st.SearchStrategy[Op]:
        some_ids = st.lists(st.sampled_from((*IDS, "missing")), min_size=1, max_size=4)
        return st.one_of(
            st.builds(self._upsert, st.lists(notes, min_size=1, max_size=3)),
            st.builds(lambda k: Op(f"get({k})", lambda s: self._get(s, k)), some_ids),
            st.builds(lambda k: Op(f"get_one({k!r})", lambda s: self._get_one(s, k)), st.sampled_from((*IDS, "missing"))),
            st.builds(lambda k: Op(f"delete({k})", lambda s: s.delete(k)), some_ids),
            st.builds(self._search, texts, st.integers(1, 5), st.integers(0, 2), st.none() | st.sampled_from(sorted(FILTERS))),
            st.just(Op("ensure_collection_deleted()", lambda s: s.ensure_collection_deleted())),
            st.sampled_from([
                Op("upsert(key with U+001F)", lambda s: s.upsert([Note(id="1", text="ok"), Note(id="a\x1fb", text="x")])),
                Op("upsert(empty key)", lambda s: s.upsert(Note(id="", text="x"))),
                Op("upsert(non-JSON meta)", lambda s: s.upsert([Note(id="1", text="ok"), Note(id="2", text="x", meta={"o": object()})])),
                Op("upsert(NaN meta)", lambda s: s.upsert(Note(id="3", text="x", meta={"n": float("nan")}))),
                *[Op(f"search(filter={name})", lambda s, f=f: self._page(s, "rain", 3, 0, f)) for name, f in REFUSED_FILTERS.items()],
            ]),
        )  # fmt: skip

    @staticmethod
    def _upsert(batch: list[Note]) -> Op:
        fields = [vars(n) for n in batch]
        return Op(f"upsert({[(f['id'], f['text'][:12]) for f in fields]})", lambda s: s.upsert([Note(**f) for f in fields]))

    @staticmethod
    async def _get(system: Any, keys: list[str]) -> list[tuple]:
        return [_row(n) for n in await system.get(keys=keys) or []]

    @staticmethod
    async def _get_one(system: Any, key: str) -> tuple | None:
        note = await system.get(key)
        return None if note is None else _row(note)

    @staticmethod
    async def _page(system: Any, query: str, top: int, skip: int, flt: Any) -> list[tuple[tuple, float]]:
        found = await system.search(query, top=top, skip=skip, filter=flt)
        return [(_row(r.record), r.score) async for r in found.results]

    def _search(self, query: str, top: int, skip: int, flt: str | None) -> Op:
        condition = None if flt is None else FILTERS[flt]
        return Op(f"search({query!r}, top={top}, skip={skip}, filter={flt})", lambda s: self._page(s, query, top, skip, condition))

    async def observe(self, system: Any) -> list[tuple]:
        if isinstance(system, MemlaneCollection):
            return sorted(_row(n) for n in await system.get(top=10_000) or [])
        return sorted(_row(r) for r in system.inner_storage.values())

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        if op != "search" or reference.error is not None or ours.error is not None:
            return None
        # The same page up to float32: each position's score within 1e-4 of the reference's, and
        # where the records differ they tie exactly by construction (the same text, so the same
        # vector, under two keys).
        same = len(ours.value) == len(reference.value) and all(
            abs(s - rs) < 1e-4 and (r == rr or r[1] == rr[1])
            for (r, s), (rr, rs) in zip(ours.value, reference.value, strict=True)
        )
        return SCORE_FLOAT32 if same and len({r for r, _ in ours.value}) == len(ours.value) else None


TestCollectionDifferential = differential_test(CollectionMachine)
