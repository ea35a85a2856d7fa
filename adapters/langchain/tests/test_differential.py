"""Differential tests (memlane_conformance.differential): the same random operations —
concurrent steps and bad input included — run against LangChain's in-memory references
(InMemoryVectorStore over the engine's own model, InMemoryChatMessageHistory, InMemoryStore,
InMemoryByteStore) and against ours; every return value, error type and state is compared.

What may differ is declared below and listed in docs/adapters/langchain.md. Input the
references accept but memlane refuses is modelled by ``Strict*`` references: the framework's
class with memlane's documented input rules in front, each refusal naming its difference."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import strategies as st
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.documents import Document
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    message_to_dict,
)
from langchain_core.stores import InMemoryByteStore, InMemoryStore
from langchain_core.vectorstores import InMemoryVectorStore
from memlane import Memory
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)
from memlane_langchain import (
    MemlaneByteStore,
    MemlaneChatMessageHistory,
    MemlaneEmbeddings,
    MemlaneStore,
    MemlaneVectorStore,
)

STRICT_JSON = Difference("strict-json", "values, metadata and messages are stored as strict JSON; anything else is refused with InvalidInputError (a ValueError) and nothing is stored")
KEY_RULES = Difference("key-rules", "ids and keys are non-empty strings of at most 1024 characters without U+001F or NUL (InvalidKeyException, also a ValueError)")
DELETE_NEEDS_IDS = Difference("delete-needs-ids", "delete() without ids is refused (use clear()); the reference silently does nothing")
MAX_K = Difference("max-k", "k is at most 1000 with a query (the engine's largest ranked page)")
RECALL_RANKING = Difference("recall-ranking", "similarity_search orders by the engine's fused recall, not pure cosine: with k covering the collection both return the same documents, and an exact unique match ranks first in both")
RELEVANCE_FLOAT32 = Difference("relevance-float32", "relevance scores come from the stored float32 vectors: equal to the reference's cosine within 1e-4")
MMR_TIES = Difference("mmr-ties", "MMR picks are checked as a valid greedy MMR sequence over the reference's vectors; near-ties (1e-5) may break either way")
DICT_FILTERS = Difference("dict-filters", "filters are metadata dicts evaluated in the engine; a Python callable (InMemoryVectorStore's filter) is refused")
DELETE_RETURNS_TRUE = Difference("delete-returns-true", "delete() returns True once the erasure is done (the reference returns None)")
CLEAR = Difference("clear", "clear() erases a whole collection in one verified erasure (the reference has no clear: it deletes each id)")

TEXTS = (
    "The red kite circles above the valley.", "Fresh bread is baked at dawn in the village.",
    "A violin concert starts at eight tonight.", "Rain is forecast for the whole weekend.",
    "The museum opens a new dinosaur exhibit.", "Tomatoes grow best in full sun.",
)  # fmt: skip
IDS = ("1", "2", "3", "4")
GENERATED = "<generated id>"
texts = st.sampled_from(TEXTS)
metadata = st.fixed_dictionaries({}, optional={"n": st.integers(0, 3), "tag": st.sampled_from(["a", "b"])})
# The same condition as an engine filter (ours) and as InMemoryVectorStore's callable. A missing
# key matches only $ne, as in the engine's SQL.
FILTERS: dict[str, tuple[dict, Callable[[Document], bool]]] = {
    "tag=a": ({"tag": "a"}, lambda d: d.metadata.get("tag") == "a"),
    "n>=2": ({"n": {"$gte": 2}}, lambda d: d.metadata.get("n") is not None and d.metadata["n"] >= 2),
    "n in (0,3), tag!=b": ({"n": {"$in": [0, 3]}, "tag": {"$ne": "b"}}, lambda d: d.metadata.get("n") in (0, 3) and d.metadata.get("tag") != "b"),
}


class Machine(DifferentialMachine):
    def __init__(self) -> None:
        super().__init__()
        # The base gathers our coroutines of a concurrent step from outside its loop, where
        # asyncio.gather takes the thread's current loop: make that the machine's own.
        asyncio.set_event_loop(self._loop)


def _json_or_refuse(value: Any, difference: Difference = STRICT_JSON) -> None:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{difference.name}: {exc}") from exc


def _key_or_refuse(key: Any) -> None:
    if not isinstance(key, str) or not key or len(key) > 1024 or "\x1f" in key or "\x00" in key:
        raise ValueError(f"{KEY_RULES.name}: {key!r}")


# -- vector store ------------------------------------------------------------------------------
class StrictInMemoryVectorStore(InMemoryVectorStore):
    """InMemoryVectorStore with memlane's documented input rules in front."""

    def add_documents(self, documents: list[Document], ids: list[str] | None = None, **kwargs: Any) -> list[str]:
        for doc in documents:
            _json_or_refuse(doc.metadata)
        for key in ids or [d.id for d in documents]:
            if key:
                _key_or_refuse(key)
        return super().add_documents(documents, ids=ids, **kwargs)

    def delete(self, ids: list[str] | None = None, **kwargs: Any) -> None:
        if ids is None:
            raise ValueError(DELETE_NEEDS_IDS.name)
        super().delete(ids)

    def similarity_search(self, query: str, k: int = 4, **kwargs: Any) -> list[Document]:
        if k > 1000:
            raise ValueError(MAX_K.name)
        return super().similarity_search(query, k, **kwargs)


def _row(doc: Document) -> tuple[str, str, str]:
    return (doc.id if doc.id in IDS else GENERATED, doc.page_content, json.dumps(doc.metadata, sort_keys=True))


def _search_summary(query: str, found: list[Document]) -> tuple:
    """What two rankings must agree on: the documents, and whether an exact unique match
    came first."""
    holders = [d for d in found if d.page_content == query]
    return sorted(map(_row, found)), len(holders) == 1 and found[0] is holders[0]


class VectorStoreMachine(Machine):
    differences = (STRICT_JSON, KEY_RULES, DELETE_NEEDS_IDS, MAX_K, RECALL_RANKING, RELEVANCE_FLOAT32, MMR_TIES,
                   DICT_FILTERS, DELETE_RETURNS_TRUE, CLEAR)  # fmt: skip

    def reference(self) -> StrictInMemoryVectorStore:
        return StrictInMemoryVectorStore(MemlaneEmbeddings(self.memory))  # the engine's model

    def ours(self, memory: Memory) -> MemlaneVectorStore:
        return MemlaneVectorStore(memory, collection="differential")

    def operations(self) -> st.SearchStrategy[Op]:
        ids = st.none() | st.sampled_from(IDS)
        batch = st.lists(st.tuples(texts, metadata, ids), min_size=1, max_size=3)
        some_ids = st.lists(st.sampled_from((*IDS, "missing")), max_size=4)
        return st.one_of(
            st.builds(self._add, batch, st.booleans(), st.booleans()),
            st.builds(lambda i: Op(f"delete({i})", lambda s: s.delete(i)), some_ids),
            st.builds(lambda i: Op(f"get_by_ids({i})", lambda s: [_row(d) for d in s.get_by_ids(i)]), some_ids),
            st.builds(self._search, texts, st.none() | st.sampled_from(sorted(FILTERS))),
            st.builds(self._relevance, texts),
            st.builds(self._mmr, texts, st.integers(1, 3), st.sampled_from([0.0, 0.5, 1.0])),
            st.just(Op("clear()", lambda s: s.clear() if isinstance(s, MemlaneVectorStore) else s.delete(list(s.store)))),
            st.sampled_from([
                Op("add(non-JSON metadata)", lambda s: s.add_documents([Document("ok"), Document("x", metadata={"o": object()})])),
                Op("add(id with U+001F)", lambda s: s.add_documents([Document("x")], ids=["a\x1fb"])),
                Op("delete()", lambda s: s.delete()),
                Op("search(k=5000)", lambda s: s.similarity_search("rain", k=5000)),
            ]),
        )  # fmt: skip

    @staticmethod
    def _add(batch: list, as_texts: bool, use_async: bool) -> Op:
        docs, ids = [Document(t, metadata=m) for t, m, _ in batch], [i for _, _, i in batch]

        def call(s: Any) -> Any:
            if as_texts:
                method = s.aadd_texts if use_async else s.add_texts
                return method([d.page_content for d in docs], [d.metadata for d in docs], ids=ids)
            return (s.aadd_documents if use_async else s.add_documents)(docs, ids=ids)

        return Op(f"add{'_texts' if as_texts else '_documents'}{'/async' if use_async else ''}({batch})", call)

    @staticmethod
    def _search(query: str, flt: str | None) -> Op:
        def call(s: Any) -> tuple:
            condition = None if flt is None else FILTERS[flt][0 if isinstance(s, MemlaneVectorStore) else 1]
            return _search_summary(query, s.similarity_search(query, k=50, filter=condition))

        return Op(f"search({query!r}, filter={flt})", call)

    @staticmethod
    def _relevance(query: str) -> Op:
        def call(s: Any) -> dict:
            if isinstance(s, MemlaneVectorStore):
                found = s.similarity_search_with_relevance_scores(query, k=50)
            else:  # the reference's score is the cosine itself (it has no relevance function)
                found = [(d, max(0.0, c)) for d, c in s.similarity_search_with_score(query, k=50)]
            return {_row(d): score for d, score in found}

        return Op(f"relevance({query!r})", call)

    @staticmethod
    def _mmr(query: str, k: int, lambda_mult: float) -> Op:
        def call(s: Any) -> tuple:
            picks = s.max_marginal_relevance_search(query, k=k, fetch_k=50, lambda_mult=lambda_mult)
            return query, lambda_mult, [d.id for d in picks]

        return Op(f"mmr({query!r}, k={k}, lambda={lambda_mult})", call, concurrent=False)

    def observe(self, system: Any) -> list:
        if isinstance(system, MemlaneVectorStore):  # a blank query lists the collection
            return sorted(map(_row, system.similarity_search("", k=1000)))
        return sorted(_row(Document(r["text"], metadata=r["metadata"], id=r["id"])) for r in system.store.values())

    def normalize(self, op: str, value: Any) -> Any:
        if op.startswith("add"):
            return [v if v in IDS else GENERATED for v in value]
        return value

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        if reference.error is not None or ours.error is not None:
            return None
        if op == "delete" and reference.value is None and ours.value is True:
            return DELETE_RETURNS_TRUE
        if op == "clear" and reference.value is None and isinstance(ours.value, int):
            return CLEAR
        close = op == "relevance" and reference.value.keys() == ours.value.keys()
        if close and all(abs(reference.value[k] - ours.value[k]) < 1e-4 for k in ours.value):
            return RELEVANCE_FLOAT32
        if op == "mmr" and self._valid_mmr(*ours.value):
            return MMR_TIES
        return None

    def _valid_mmr(self, query: str, lambda_mult: float, picks: list[str]) -> bool:
        # Over our stored vectors (the relevance op shows they are the reference's, to 1e-4).
        keys = [d.id for d in self.our.similarity_search("", k=1000)]
        vectors = self.memory.items.vectors(self.our.namespace, keys)
        if len(picks) != min(len(picks), len(vectors)) or not set(picks) <= set(vectors):
            return False
        q = np.asarray(MemlaneEmbeddings(self.memory).embed_query(query))
        chosen: list[np.ndarray] = []
        for i, key in enumerate(picks):
            def score(v: np.ndarray) -> float:
                return lambda_mult * float(q @ v) - (1 - lambda_mult) * max((float(v @ c) for c in chosen), default=0.0)

            best = max(score(v) for k, v in vectors.items() if k not in picks[:i])
            if score(vectors[key]) < best - 1e-5:
                return False
            chosen.append(vectors[key])
        return True


# -- chat message history ------------------------------------------------------------------------
class StrictInMemoryChatMessageHistory(InMemoryChatMessageHistory):
    def add_messages(self, messages: Any) -> None:
        batch = list(messages)
        for message in batch:  # the whole batch is checked before any message is added
            _json_or_refuse(message_to_dict(message))
        for message in batch:
            InMemoryChatMessageHistory.add_message(self, message)

    def add_message(self, message: BaseMessage) -> None:
        self.add_messages([message])


class ChatHistoryMachine(Machine):
    differences = (STRICT_JSON,)

    def reference(self) -> StrictInMemoryChatMessageHistory:
        return StrictInMemoryChatMessageHistory()

    def ours(self, memory: Memory) -> MemlaneChatMessageHistory:
        return MemlaneChatMessageHistory("differential", memory)

    def operations(self) -> st.SearchStrategy[Op]:
        kinds = st.sampled_from([HumanMessage, AIMessage, SystemMessage])
        batch = st.lists(st.builds(lambda kind, text: kind(text), kinds, texts), min_size=1, max_size=3)
        return st.one_of(
            st.builds(lambda b: Op(f"add_messages({[m.content for m in b]})", lambda s: s.add_messages(b)), batch),
            st.builds(lambda b: Op(f"aadd_messages({[m.content for m in b]})", lambda s: s.aadd_messages(b)), batch),
            st.builds(lambda t: Op(f"add_user_message({t!r})", lambda s: s.add_user_message(t)), texts),
            st.just(Op("aget_messages()", lambda s: s.aget_messages(), concurrent=False)),
            st.just(Op("clear()", lambda s: s.clear())),
            st.just(Op("add_messages(non-JSON)", lambda s: s.add_messages([HumanMessage("ok"), AIMessage("x", additional_kwargs={"o": object()})]))),
        )  # fmt: skip

    def observe(self, system: Any) -> list[BaseMessage]:
        return system.messages


# -- key-value stores --------------------------------------------------------------------------------
class StrictInMemoryStore(InMemoryStore):
    def mset(self, key_value_pairs: Any) -> None:
        pairs = list(key_value_pairs)
        for key, value in pairs:
            _key_or_refuse(key)
            _json_or_refuse(value)
        super().mset(pairs)

    def mget(self, keys: Any) -> list:
        for key in keys:
            _key_or_refuse(key)
        return super().mget(keys)


class StrictInMemoryByteStore(InMemoryByteStore):
    def mset(self, key_value_pairs: Any) -> None:
        pairs = list(key_value_pairs)
        for key, value in pairs:
            _key_or_refuse(key)
            if not isinstance(value, bytes):
                raise ValueError(f"{STRICT_JSON.name}: a byte store holds bytes")
        super().mset(pairs)


class Pair:
    """The JSON store and the byte store of one system, driven together."""

    def __init__(self, values: Any, raw: Any) -> None:
        self.values, self.raw = values, raw


KEYS = ("a", "ab", "abc", "b", "b/1", "ключ")
JSON_VALUES = st.one_of(st.integers(-3, 3), st.text(max_size=4), st.lists(st.booleans(), max_size=2),
                        st.dictionaries(st.sampled_from(["x", "y"]), st.integers(0, 2), max_size=2), st.none())  # fmt: skip


class KeyValueMachine(Machine):
    differences = (STRICT_JSON, KEY_RULES)

    def reference(self) -> Pair:
        return Pair(StrictInMemoryStore(), StrictInMemoryByteStore())

    def ours(self, memory: Memory) -> Pair:
        return Pair(MemlaneStore(memory), MemlaneByteStore(memory))

    def operations(self) -> st.SearchStrategy[Op]:
        pairs = st.lists(st.tuples(st.sampled_from(KEYS), JSON_VALUES), max_size=3)
        keys = st.lists(st.sampled_from((*KEYS, "zz")), max_size=4)
        prefix = st.none() | st.sampled_from(["a", "ab", "b/", "", "q"])
        bad_key = st.sampled_from(["", "a\x00", "a\x1fb", "k" * 1025])
        return st.one_of(
            st.builds(lambda p: Op(f"mset({p})", lambda s: s.values.mset(p)), pairs),
            st.builds(lambda p: Op(f"amset({p})", lambda s: s.values.amset(p)), pairs),
            st.builds(lambda p: Op(f"bytes.mset({p})", lambda s: s.raw.mset([(k, repr(v).encode()) for k, v in p])), pairs),
            st.builds(lambda k: Op(f"mdelete({k})", lambda s: s.values.mdelete(k)), keys),
            st.builds(lambda k: Op(f"bytes.amdelete({k})", lambda s: s.raw.amdelete(k)), keys),
            st.builds(lambda k: Op(f"mget({k})", lambda s: s.values.mget(k)), keys),
            st.builds(lambda p: Op(f"yield_keys({p!r})", lambda s: list(s.values.yield_keys(prefix=p)), concurrent=False), prefix),
            st.builds(lambda k: Op(f"mset(bad key {k!r})", lambda s: s.values.mset([("a", 1), (k, 2)])), bad_key),
            st.builds(lambda k: Op(f"mget(bad key {k!r})", lambda s: s.values.mget([k])), bad_key),
            st.just(Op("mset(a set)", lambda s: s.values.mset([("a", {1, 2})]))),
            st.just(Op("bytes.mset(str)", lambda s: s.raw.mset([("a", "text")]))),
        )  # fmt: skip

    def observe(self, system: Pair) -> tuple:
        # Keys in insertion order (a replaced key keeps its place), then the values.
        out = []
        for store in (system.values, system.raw):
            keys = list(store.yield_keys())
            out.append(list(zip(keys, store.mget(keys), strict=True)))
        return tuple(out)


TestVectorStoreDifferential = differential_test(VectorStoreMachine)
TestChatHistoryDifferential = differential_test(ChatHistoryMachine)
TestKeyValueDifferential = differential_test(KeyValueMachine)
