"""MemlaneStore inside compiled LangGraph graphs (nodes reach it with ``get_store()``), from
several threads and several tasks at once; governance through a graph; IndexConfig ``embed``;
a store that owns its engine."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypedDict

import pytest
from langgraph.config import get_store
from langgraph.graph import END, START, StateGraph
from memlane import Memory
from memlane.errors import EmbeddingDimensionMismatchError
from memlane.governance import PolicyDeniedError
from memlane_langgraph import MemlaneStore


class State(TypedDict, total=False):
    user: str
    note: str
    recalled: list[str]


def remember(state: State) -> State:
    store = get_store()
    ns = ("users", state["user"], "notes")
    store.put(ns, uuid.uuid4().hex, {"text": state["note"]})
    hits = store.search(ns, query=state["note"], limit=10)  # the node reads its own write
    return {"recalled": [h.value["text"] for h in hits]}


async def aremember(state: State) -> State:
    store = get_store()
    ns = ("users", state["user"], "notes")
    await store.aput(ns, uuid.uuid4().hex, {"text": state["note"]})
    hits = await store.asearch(ns, query=state["note"], limit=10)
    return {"recalled": [h.value["text"] for h in hits]}


def _graph(node: Callable, store: MemlaneStore):  # type: ignore[no-untyped-def]
    return StateGraph(State).add_node("remember", node).add_edge(START, "remember").add_edge("remember", END).compile(store=store)


def _note(t: int, i: int) -> str:
    return f"User {t} note {i}: the meeting about project {t * 10 + i} moved to room {i}."


def _texts(store: MemlaneStore, user: str) -> set[str]:
    return {h.value["text"] for h in store.search(("users", user, "notes"), limit=100)}


def test_graph_invoked_from_threads_loses_no_writes(store: MemlaneStore) -> None:
    graph = _graph(remember, store)

    def worker(t: int) -> None:
        for i in range(3):
            out = graph.invoke({"user": f"u{t}", "note": _note(t, i)})
            assert _note(t, i) in out["recalled"]

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(worker, range(4)))  # re-raises a worker's exception here
    for t in range(4):
        assert _texts(store, f"u{t}") == {_note(t, i) for i in range(3)}
    assert store.list_namespaces(prefix=("users",), max_depth=2) == [("users", f"u{t}") for t in range(4)]


def test_async_graph_tasks_lose_no_writes(store: MemlaneStore) -> None:
    graph = _graph(aremember, store)

    async def main() -> list[State]:
        return await asyncio.gather(*(graph.ainvoke({"user": f"a{t}", "note": _note(t, i)}) for t in range(3) for i in range(3)))

    outs = asyncio.run(main())
    assert all(out["note"] in out["recalled"] for out in outs)
    for t in range(3):
        assert _texts(store, f"a{t}") == {_note(t, i) for i in range(3)}


def test_denied_write_surfaces_through_the_graph(memory: Memory, principal: Callable[[str, str], Memory]) -> None:
    viewer = MemlaneStore(principal("vic", "viewer"))
    before = memory.ops.recent(kind="remember", limit=1000)
    with pytest.raises(PolicyDeniedError):
        _graph(remember, viewer).invoke({"user": "vic", "note": "A viewer tries to write."})
    assert memory.ops.recent(kind="remember", limit=1000) == before
    member = MemlaneStore(principal("ann", "member"))
    _graph(remember, member).invoke({"user": "ann", "note": "Ann may write."})
    assert _texts(member, "ann") == {"Ann may write."}
    assert _texts(MemlaneStore(memory), "ann") == set()  # ann's personal scope is hers alone


# -- IndexConfig embed: query vectors only, from the engine's model ------------------------------
def test_index_embed_supplies_query_vectors(memory: Memory) -> None:
    calls: list[list[str]] = []

    def embed(texts: list[str]) -> list[list[float]]:
        calls.append(list(texts))
        return memory.embedder.encode(texts).tolist()

    store = MemlaneStore(memory, index={"dims": memory.embedder.dimension, "embed": embed, "fields": ["text"]})
    store.put(("e",), "violin", {"text": "Marcus plays the violin in a string quartet."})
    store.put(("e",), "kayak", {"text": "Priya paddles her kayak on the lake."})
    assert calls == []  # documents are embedded by the engine itself
    hits = store.search(("e",), query="a string instrument", limit=2)
    assert hits[0].key == "violin" and hits[0].score is not None
    assert calls == [["a string instrument"]]


async def test_index_async_embed_is_used_by_abatch(memory: Memory) -> None:
    async def aembed(texts: list[str]) -> list[list[float]]:
        return memory.embedder.encode(texts).tolist()

    store = MemlaneStore(memory, index={"dims": memory.embedder.dimension, "embed": aembed})
    await store.aput(("e",), "kayak", {"text": "Priya paddles her kayak on the lake."})
    await store.aput(("e",), "violin", {"text": "Marcus plays the violin."})
    assert (await store.asearch(("e",), query="boating on a lake", limit=1))[0].key == "kayak"


def test_index_dims_must_match_the_engine(memory: Memory) -> None:
    with pytest.raises(EmbeddingDimensionMismatchError, match="384"):
        MemlaneStore(memory, index={"dims": 1536, "embed": lambda texts: [[0.0] * 1536 for _ in texts]})
    with pytest.raises(ValueError, match="dims"):
        MemlaneStore(memory, index={"embed": lambda texts: [[0.0] * 384 for _ in texts]})  # type: ignore[typeddict-item]


# -- a store that owns its engine ---------------------------------------------------------------
def test_store_over_a_data_dir_owns_and_closes_the_engine(tmp_path: Path, memlane_embedder: object) -> None:
    data = tmp_path / "owned"
    with MemlaneStore(data) as store:
        store.put(("durable",), "k", {"text": "Kept across restarts."})
    with MemlaneStore(str(data)) as store:
        got = store.get(("durable",), "k")
        assert got is not None and got.value == {"text": "Kept across restarts."}
    with pytest.raises(TypeError):
        MemlaneStore(42)  # type: ignore[arg-type]
