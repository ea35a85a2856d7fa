"""Differential tests: the same random sequence of operations — including concurrent ones and
bad input — runs against LangChain's own in-memory references and against ours, and every
observable result is compared. The differences that remain are the documented ones
(docs/adapters/langchain.md, "Differences from LangChain's in-memory stores"):

- ranking: ours is the engine's fused recall, the reference's pure cosine; with ``k`` at least
  the collection size both return the same documents, and a query equal to exactly one stored
  text ranks that document first in both. Relevance scores (cosine) are compared value by value.
- MMR: ours reranks recall's candidates; with ``fetch_k`` covering the collection, our picks
  must be a valid greedy MMR sequence over the reference's own vectors (float ties aside).
- bad input the reference accepts (non-JSON metadata or messages, ids/keys with U+001F or NUL,
  empty keys, ``delete()`` without ids, callable filters) is refused by ours and stores nothing.
- ``delete`` returns True (the reference returns None); ``clear()`` exists only on ours.
"""

from __future__ import annotations

import asyncio
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any, ClassVar

import numpy as np
from differential import attempt, refused, run, same
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.stores import InMemoryByteStore, InMemoryStore
from langchain_core.vectorstores import InMemoryVectorStore
from memlane import Memory
from memlane_langchain import (
    MemlaneByteStore,
    MemlaneChatMessageHistory,
    MemlaneEmbeddings,
    MemlaneStore,
    MemlaneVectorStore,
)

TEXTS = (
    "The red kite circles above the valley.", "Fresh bread is baked at dawn in the village.",
    "A violin concert starts at eight tonight.", "Rain is forecast for the whole weekend.",
    "The museum opens a new dinosaur exhibit.", "Tomatoes grow best in full sun.",
    "The train to Porto leaves from platform four.", "Chess players study openings for years.",
)  # fmt: skip
IDS = ("1", "2", "3", "4", "5", "6")
texts = st.sampled_from(TEXTS)
metadata = st.fixed_dictionaries({"n": st.integers(0, 3)}, optional={"tag": st.sampled_from(["a", "b"])})
# A dict filter for ours and the same condition as a callable for the reference. A missing key
# matches only $ne (as in SQL, where the engine evaluates the filter).
FILTERS = {
    "tag=a": ({"tag": "a"}, lambda d: d.metadata.get("tag") == "a"),
    "n>=2": ({"n": {"$gte": 2}}, lambda d: d.metadata.get("n") is not None and d.metadata["n"] >= 2),
    "n in 0,3 and tag!=b": ({"n": {"$in": [0, 3]}, "tag": {"$ne": "b"}}, lambda d: d.metadata.get("n") in (0, 3) and d.metadata.get("tag") != "b"),
}


class VectorStoreMachine(RuleBasedStateMachine):
    memory: ClassVar[Memory]

    @initialize()
    def start(self) -> None:
        self.ours = MemlaneVectorStore(self.memory, collection=uuid.uuid4().hex)
        self.ref = InMemoryVectorStore(MemlaneEmbeddings(self.memory))  # the same model
        self.generated: dict[str, str] = {}  # reference id -> our id, for ids neither chose

    def _ref_doc(self, doc: Document) -> tuple[str, str, dict]:
        return self.generated.get(doc.id, doc.id), doc.page_content, doc.metadata

    @staticmethod
    def _doc(doc: Document) -> tuple[str, str, dict]:
        return doc.id, doc.page_content, doc.metadata

    @rule(batch=st.lists(st.tuples(texts, metadata, st.none() | st.sampled_from(IDS)), min_size=1, max_size=3),
          as_texts=st.booleans(), use_async=st.booleans())  # fmt: skip
    def add(self, batch: list, as_texts: bool, use_async: bool) -> None:
        docs = [Document(t, metadata=m) for t, m, _ in batch]
        ids = [i for _, _, i in batch]

        def on(store: Any) -> list[str]:
            if as_texts:
                call = store.aadd_texts if use_async else store.add_texts
                args: tuple = ([d.page_content for d in docs], [d.metadata for d in docs])
            else:
                call, args = (store.aadd_documents if use_async else store.add_documents), (docs,)
            result = call(*args, ids=ids)
            return asyncio.run(result) if use_async else result

        ours, ref = attempt(lambda: on(self.ours)), attempt(lambda: on(self.ref))
        same(ours, ref, normalise=len)
        for given, mine, theirs in zip(ids, ours.value, ref.value, strict=True):
            if given is None:
                self.generated[theirs] = mine
            else:
                assert mine == theirs == given

    @rule(ids=st.lists(st.sampled_from((*IDS, "missing")), max_size=4))
    def delete(self, ids: list[str]) -> None:
        same(attempt(lambda: self.ours.delete(ids)), attempt(lambda: self.ref.delete(ids)), normalise=lambda _: None)

    @rule(ids=st.lists(st.sampled_from((*IDS, "missing")), max_size=5))
    def get_by_ids(self, ids: list[str]) -> None:
        ours, ref = self.ours.get_by_ids(ids), self.ref.get_by_ids(ids)
        assert [self._doc(d) for d in ours] == [self._ref_doc(d) for d in ref]

    @rule(query=texts, flt=st.none() | st.sampled_from(sorted(FILTERS)))
    def search_everything(self, query: str, flt: str | None) -> None:
        ours_filter, ref_filter = FILTERS[flt] if flt else (None, None)
        ours = self.ours.similarity_search(query, k=len(IDS) + 10, filter=ours_filter)
        ref = self.ref.similarity_search(query, k=len(IDS) + 10, filter=ref_filter)
        assert sorted(map(self._doc, ours)) == sorted(map(self._ref_doc, ref))
        holders = [d for d in ref if d.page_content == query]
        if len(holders) == 1:  # an exact, unique match ranks first in both
            assert self._doc(ours[0]) == self._ref_doc(holders[0]) == self._ref_doc(ref[0])

    @rule(query=texts)
    def relevance_scores(self, query: str) -> None:
        ours = {d.id: s for d, s in self.ours.similarity_search_with_relevance_scores(query, k=20)}
        ref = {self.generated.get(d.id, d.id): max(0.0, s) for d, s in self.ref.similarity_search_with_score(query, k=20)}
        assert ours.keys() == ref.keys()
        assert all(abs(ours[k] - ref[k]) < 1e-4 for k in ours), (ours, ref)

    @rule(query=texts, k=st.integers(1, 4), lambda_mult=st.sampled_from([0.0, 0.3, 0.7, 1.0]))
    def mmr(self, query: str, k: int, lambda_mult: float) -> None:
        picks = self.ours.max_marginal_relevance_search(query, k=k, fetch_k=20, lambda_mult=lambda_mult)
        ref = {self.generated.get(i, i): v for i, v in ((i, np.asarray(r["vector"])) for i, r in self.ref.store.items())}
        assert len(picks) == min(k, len(ref))
        q = np.asarray(self.ours.embeddings.embed_query(query))
        chosen: list[np.ndarray] = []
        for doc in picks:  # each pick is the greedy MMR choice, up to float ties
            def score(v: np.ndarray) -> float:
                return lambda_mult * float(q @ v) - (1 - lambda_mult) * max((float(v @ c) for c in chosen), default=0.0)

            rest = [v for key, v in ref.items() if key not in {d.id for d in picks[: len(chosen)]}]
            assert score(ref[doc.id]) >= max(map(score, rest)) - 1e-5
            chosen.append(ref[doc.id])

    @rule(flt=st.sampled_from(sorted(FILTERS)))
    def clear(self, flt: str) -> None:
        self.ours.clear()  # the reference has no clear(): delete every id it holds
        self.ref.delete(list(self.ref.store))
        self.generated.clear()

    @rule(items=st.lists(st.tuples(st.sampled_from(IDS), texts), min_size=2, max_size=4, unique_by=lambda x: x[0]))
    def concurrent_adds(self, items: list) -> None:
        # Distinct ids from threads at once: all land, whatever the interleaving.
        with ThreadPoolExecutor(len(items)) as pool:
            list(pool.map(lambda it: self.ours.add_texts([it[1]], ids=[it[0]]), items))
        for key, text in items:
            self.ref.add_texts([text], ids=[key])

    @rule(bad=st.sampled_from(["metadata", "id", "delete-all", "callable-filter", "k"]))
    def bad_input(self, bad: str) -> None:
        calls = {
            "metadata": lambda: self.ours.add_documents([Document("ok", metadata={"n": 1}), Document("x", metadata={"o": object()})]),
            "id": lambda: self.ours.add_texts(["x"], ids=["a\x1fb"]),
            "delete-all": lambda: self.ours.delete(),
            "callable-filter": lambda: self.ours.similarity_search("x", k=2, filter=FILTERS["tag=a"][1]),
            "k": lambda: self.ours.similarity_search("x", k=5000),
        }
        refused(calls[bad])

    @invariant()
    def same_documents(self) -> None:
        if not hasattr(self, "ours"):
            return
        wanted = [*IDS, *self.generated.values()]
        ref_ids = [*IDS, *self.generated]
        assert sorted(map(self._doc, self.ours.get_by_ids(wanted))) == sorted(map(self._ref_doc, self.ref.get_by_ids(ref_ids)))


class ChatHistoryMachine(RuleBasedStateMachine):
    memory: ClassVar[Memory]

    @initialize()
    def start(self) -> None:
        self.ours = MemlaneChatMessageHistory(uuid.uuid4().hex, self.memory)
        self.ref = InMemoryChatMessageHistory()

    messages = st.lists(st.builds(lambda kind, text: kind(text), st.sampled_from([HumanMessage, AIMessage, SystemMessage]), texts),
                        min_size=1, max_size=3)  # fmt: skip

    @rule(batch=messages, use_async=st.booleans())
    def add_messages(self, batch: list, use_async: bool) -> None:
        for store in (self.ours, self.ref):
            asyncio.run(store.aadd_messages(batch)) if use_async else store.add_messages(batch)

    @rule(text=texts)
    def add_user_message(self, text: str) -> None:
        same(attempt(lambda: self.ours.add_user_message(text)), attempt(lambda: self.ref.add_user_message(text)))

    @rule()
    def clear(self) -> None:
        same(attempt(self.ours.clear), attempt(self.ref.clear))

    @rule(writers=st.lists(texts, min_size=2, max_size=3))
    def concurrent_appends(self, writers: list[str]) -> None:
        # Each writer appends two messages; the result must be one interleaving of the writers.
        with ThreadPoolExecutor(len(writers)) as pool:
            list(pool.map(lambda w: [self.ours.add_ai_message(f"{w[0]}: {w[1]} {i}") for i in range(2)], enumerate(writers)))
        before = len(self.ref.messages)
        got = self.ours.messages[before:]
        expected = [f"{n}: {t} {i}" for n, t in enumerate(writers) for i in range(2)]
        assert sorted(m.content for m in got) == sorted(expected)
        for n in range(len(writers)):
            mine = [m.content for m in got if m.content.startswith(f"{n}: ")]
            assert mine == [e for e in expected if e.startswith(f"{n}: ")]
        self.ref.add_messages(got)  # the reference follows the interleaving that happened

    @rule()
    def bad_message(self) -> None:
        refused(lambda: self.ours.add_messages([HumanMessage("fine"), AIMessage("bad", additional_kwargs={"o": object()})]))

    @invariant()
    def same_messages(self) -> None:
        if hasattr(self, "ours"):
            assert self.ours.messages == self.ref.messages
            assert asyncio.run(self.ours.aget_messages()) == self.ref.messages


KEYS = ("a", "ab", "abc", "b", "b/1", "ключ")


class KeyValueMachine(RuleBasedStateMachine):
    memory: ClassVar[Memory]
    values = st.one_of(st.integers(-3, 3), st.text(max_size=5), st.lists(st.booleans(), max_size=2),
                       st.dictionaries(st.sampled_from(["x", "y"]), st.integers(0, 2), max_size=2), st.none())  # fmt: skip

    @initialize()
    def start(self) -> None:
        ns = uuid.uuid4().hex
        self.stores = [(MemlaneStore(self.memory, namespace=(ns, "json")), InMemoryStore(), lambda v: v),
                       (MemlaneByteStore(self.memory, namespace=(ns, "bytes")), InMemoryByteStore(), lambda v: repr(v).encode())]  # fmt: skip

    @rule(pairs=st.lists(st.tuples(st.sampled_from(KEYS), values), max_size=4), use_async=st.booleans())
    def mset(self, pairs: list, use_async: bool) -> None:
        for ours, ref, encode in self.stores:
            encoded = [(k, encode(v)) for k, v in pairs]
            for store in (ours, ref):
                asyncio.run(store.amset(encoded)) if use_async else store.mset(encoded)

    @rule(keys=st.lists(st.sampled_from((*KEYS, "zz")), max_size=4))
    def mdelete(self, keys: list[str]) -> None:
        for ours, ref, _ in self.stores:
            same(attempt(lambda o=ours: o.mdelete(keys)), attempt(lambda r=ref: r.mdelete(keys)))

    @rule(keys=st.lists(st.sampled_from((*KEYS, "zz")), max_size=5))
    def mget(self, keys: list[str]) -> None:
        for ours, ref, _ in self.stores:
            assert ours.mget(keys) == ref.mget(keys)

    @rule(prefix=st.none() | st.sampled_from(["a", "ab", "b/", "", "q"]))
    def yield_keys(self, prefix: str | None) -> None:
        for ours, ref, _ in self.stores:  # insertion order, a replaced key keeping its place
            assert list(ours.yield_keys(prefix=prefix)) == list(ref.yield_keys(prefix=prefix))

    @rule(keys=st.lists(st.sampled_from(KEYS), min_size=2, max_size=4, unique=True), value=values)
    def concurrent_msets(self, keys: list[str], value: Any) -> None:
        ours, ref, encode = self.stores[0]
        with ThreadPoolExecutor(len(keys)) as pool:
            list(pool.map(lambda k: ours.mset([(k, encode(value))]), keys))
        ref.mset([(k, encode(value)) for k in keys if k in ref.store])  # existing keys keep their place
        ref.mset([(k, encode(value)) for k in self._order(ours, keys) if k not in ref.store])

    @staticmethod
    def _order(ours: MemlaneStore, keys: list[str]) -> list[str]:
        return [k for k in ours.yield_keys() if k in keys]  # new keys: in the order they committed

    @rule(key=st.sampled_from(["", "a\x00", "a\x1fb", "k" * 1025]), which=st.integers(0, 1))
    def bad_key(self, key: str, which: int) -> None:
        ours, _, encode = self.stores[which]
        refused(lambda: ours.mset([("a", encode(1)), (key, encode(2))]))

    @rule(which=st.integers(0, 1))
    def bad_value(self, which: int) -> None:
        ours = self.stores[which][0]
        refused(lambda: ours.mset([("a", "text" if which else {1, 2})]))

    @invariant()
    def same_contents(self) -> None:
        for ours, ref, _ in getattr(self, "stores", ()):
            assert list(ours.yield_keys()) == list(ref.yield_keys())
            assert ours.mget(list(KEYS)) == ref.mget(list(KEYS))


def test_vector_store_matches_in_memory_vector_store(memory: Memory) -> None:
    VectorStoreMachine.memory = memory
    run(VectorStoreMachine)


def test_chat_history_matches_in_memory_chat_message_history(memory: Memory) -> None:
    ChatHistoryMachine.memory = memory
    run(ChatHistoryMachine)


def test_key_value_stores_match_in_memory_stores(memory: Memory) -> None:
    KeyValueMachine.memory = memory
    run(KeyValueMachine)
