"""MemlaneStorage as CrewAI's StorageBackend, method by method: round trip, search with
scope/category/metadata filters and scores, deletes as verified erasure, listing and scope
introspection, dimension checks, bad input, isolation, governance, threads and async.
Real engine and embedding model; no LLM involved."""

from __future__ import annotations

import asyncio
import inspect
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta

import pytest
from crewai import Memory as CrewMemory
from crewai.memory.storage.backend import EmbeddingDimensionMismatchError, StorageBackend
from crewai.memory.types import MemoryRecord
from helpers import ALLERGY, GARDEN, KAYAK, VIOLIN, q, rec, recalled
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_crewai import MemlaneStorage


# -- the protocol --------------------------------------------------------------------------------
def test_is_a_crewai_storage_backend(storage: MemlaneStorage) -> None:
    assert isinstance(storage, StorageBackend)
    assert all(
        inspect.iscoroutinefunction(getattr(storage, m)) for m in ("asave", "asearch", "adelete")
    )


def test_record_round_trips_and_the_embedding_is_not_stored(
    storage: MemlaneStorage, memory: Memory
) -> None:
    created = datetime(2024, 5, 1, 12, 30)
    record = rec(storage, KAYAK, "/team/a", categories=["sport", "travel"], metadata={"n": 3, "tags": ["x"]},
                 importance=0.9, created_at=created, last_accessed=created, source="alice", private=True)  # fmt: skip
    storage.save([record])
    assert storage.get_record(record.id) == record.model_copy(update={"embedding": None})
    assert storage.get_record("no-such-id") is None
    item = memory.items.get(("crewai", "team", "a"), record.id)  # scope path -> namespace labels
    assert item is not None and "embedding" not in item.value and item.value["content"] == KAYAK


def test_update_replaces_content_and_moves_scope(storage: MemlaneStorage, memory: Memory) -> None:
    record = rec(storage, ALLERGY, "/a", categories=["health"])
    storage.save([record])
    storage.update(
        record.model_copy(
            update={"content": GARDEN, "scope": "/b", "embedding": q(storage, GARDEN)}
        )
    )
    moved = storage.get_record(record.id)
    assert moved is not None and (moved.content, moved.scope, moved.categories) == (
        GARDEN,
        "/b",
        ["health"],
    )
    assert (storage.count("/a"), storage.count("/b")) == (0, 1)
    assert [r.content for r, _ in storage.search(q(storage, "rooftop tomatoes"))] == [GARDEN]
    assert not recalled(memory, ALLERGY)  # the replaced text was erased, not just hidden


def test_search_scopes_filters_and_scores(storage: MemlaneStorage) -> None:
    storage.save([
        rec(storage, VIOLIN, "/proj/x", categories=["music"], metadata={"team": "core"}),
        rec(storage, KAYAK, "/proj/y", categories=["sport"], metadata={"team": "web"}),
        rec(storage, ALLERGY, "/projects", categories=["health"]),  # a string prefix of /proj, not a child
        rec(storage, GARDEN, "/other", categories=["music"]),
    ])  # fmt: skip
    query = q(storage, "Who plays a string instrument?")
    hits = storage.search(query, limit=10)
    assert hits[0][0].content == VIOLIN
    scores = [s for _, s in hits]
    assert all(isinstance(s, float) and s > 0 for s in scores) and scores == sorted(
        scores, reverse=True
    )
    assert {r.scope for r, _ in storage.search(query, scope_prefix="/proj")} <= {
        "/proj/x",
        "/proj/y",
    }
    assert {r.content for r, _ in storage.search(query, categories=["music"])} <= {VIOLIN, GARDEN}
    assert [r.content for r, _ in storage.search(query, metadata_filter={"team": "core"})] == [
        VIOLIN
    ]
    assert storage.search(query, metadata_filter={"team": "nobody"}) == []
    assert len(storage.search(query, limit=1)) == 1
    assert (
        storage.search(query, min_score=scores[0] * 1.5) == []
    )  # scores drift slightly with time (recency)
    assert next(r for r, _ in storage.search(query, min_score=scores[0] * 0.99)).content == VIOLIN
    with pytest.raises(EmbeddingDimensionMismatchError):
        storage.search([0.1] * 1536)


def test_foreign_embedding_dimension_is_refused_and_nothing_stored(
    storage: MemlaneStorage, memory: Memory
) -> None:
    before = memory.ops.recent(kind="remember", limit=1000)
    with pytest.raises(EmbeddingDimensionMismatchError) as raised:
        storage.save([rec(storage, KAYAK), MemoryRecord(content=VIOLIN, embedding=[0.1] * 1536)])
    assert isinstance(raised.value, ValueError) and (
        raised.value.stored_dim,
        raised.value.new_dim,
    ) == (384, 1536)
    with pytest.raises(EmbeddingDimensionMismatchError):
        storage.update(MemoryRecord(content=VIOLIN, embedding=[0.1] * 3))
    assert storage.count() == 0 and memory.ops.recent(kind="remember", limit=1000) == before


def test_unserialisable_metadata_is_refused_and_nothing_stored(storage: MemlaneStorage) -> None:
    with pytest.raises(InvalidInputError):
        storage.save(
            [rec(storage, KAYAK), MemoryRecord(content=VIOLIN, metadata={"handle": object()})]
        )
    assert storage.count() == 0


def test_delete_by_each_criterion_is_verified_erasure(
    storage: MemlaneStorage, memory: Memory
) -> None:
    old = datetime.utcnow() - timedelta(days=30)
    a = rec(storage, KAYAK, "/x", categories=["sport"])
    b = rec(storage, VIOLIN, "/x/y", categories=["music"], metadata={"keep": False})
    c = rec(storage, ALLERGY, "/z", categories=["health"], created_at=old)
    d = rec(storage, GARDEN, "/z", categories=["music"])
    storage.save([a, b, c, d])
    assert storage.delete(record_ids=[]) == 0
    assert storage.delete(scope_prefix="/z", categories=["sport"]) == 0  # criteria are ANDed
    assert storage.delete(older_than=datetime.utcnow() - timedelta(days=1)) == 1  # c
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased and not recalled(memory, ALLERGY)
    assert storage.delete(metadata_filter={"keep": False}) == 1  # b
    assert storage.delete(record_ids=[a.id]) == 1
    assert storage.delete(categories=["music"]) == 1  # d
    assert storage.count() == 0
    storage.save(
        [rec(storage, KAYAK, "/x"), rec(storage, VIOLIN, "/x/y"), rec(storage, GARDEN, "/xy")]
    )
    assert storage.delete(scope_prefix="/x") == 2 and [r.scope for r in storage.list_records()] == [
        "/xy"
    ]
    assert storage.delete() == 1


def test_list_records_newest_first_with_paging(storage: MemlaneStorage) -> None:
    texts = [KAYAK, VIOLIN, ALLERGY, GARDEN]
    for text in texts:
        storage.save([rec(storage, text, "/s")])
    assert [r.content for r in storage.list_records("/s")] == texts[::-1]
    assert [r.content for r in storage.list_records("/s", limit=2, offset=1)] == [ALLERGY, VIOLIN]
    assert storage.list_records("/nothing") == [] and storage.list_records(limit=0) == []


def test_scope_introspection_and_reset(storage: MemlaneStorage) -> None:
    first = rec(storage, KAYAK, "/", categories=["sport"], created_at=datetime(2024, 1, 1))
    storage.save(
        [
            first,
            rec(storage, VIOLIN, "/a", categories=["music"]),
            rec(storage, ALLERGY, "/a/b/c", categories=["health", "music"]),
        ]
    )
    assert (
        storage.list_scopes("/") == ["/a"]
        and storage.list_scopes("/a") == ["/a/b"]
        and storage.list_scopes("/a/b/c") == []
    )
    info = storage.get_scope_info("/")
    assert (info.path, info.record_count, info.categories, info.child_scopes) == (
        "/",
        3,
        ["health", "music", "sport"],
        ["/a"],
    )
    assert (
        info.oldest_record == datetime(2024, 1, 1)
        and info.newest_record is not None
        and info.newest_record > info.oldest_record
    )
    assert (
        storage.get_scope_info("/a/").record_count == 2
        and storage.get_scope_info("/none").record_count == 0
    )
    assert storage.list_categories() == {"sport": 1, "music": 2, "health": 1}
    assert storage.list_categories("/a/b") == {"health": 1, "music": 1}
    assert (storage.count(), storage.count("/a"), storage.count("/a/b/c")) == (3, 2, 1)
    storage.reset("/a/b")
    assert storage.count() == 2
    storage.reset()
    assert storage.count() == 0


# -- isolation, governance, concurrency, async ------------------------------------------------------
def test_principals_are_isolated(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, ben = (
        MemlaneStorage(principal("ann", "member")),
        MemlaneStorage(principal("ben", "member")),
    )
    secret = rec(ann, "Ann's vault code is 4512.", "/credentials")
    ann.save([secret])
    ben.save([rec(ben, GARDEN, "/credentials")])
    assert [r.content for r in ann.list_records()] == [
        "Ann's vault code is 4512."
    ]  # positive control
    assert [r.content for r in ben.list_records()] == [GARDEN]
    assert all("4512" not in r.content for r, _ in ben.search(q(ben, "vault code"), limit=10))
    assert ben.get_record(secret.id) is None and ben.delete(record_ids=[secret.id]) == 0
    assert ben.delete() == 1 and ann.count() == 1


def test_namespaces_are_isolated(memory: Memory) -> None:
    a, b = (
        MemlaneStorage(memory, namespace=("crewai", "tenant-a")),
        MemlaneStorage(memory, namespace=("crewai", "tenant-b")),
    )
    a.save([rec(a, KAYAK)])
    b.save([rec(b, VIOLIN)])
    assert [r.content for r, _ in b.search(q(b, "kayak on Lake Tahoe"))] != [KAYAK]
    b.reset()
    assert (a.count(), b.count()) == (1, 0)


def test_viewer_writes_are_denied(memory: Memory, principal, llm) -> None:  # type: ignore[no-untyped-def]
    viewer = MemlaneStorage(principal("vic", "viewer"))
    with pytest.raises(PolicyDeniedError):
        viewer.save([rec(viewer, KAYAK)])
    crew = CrewMemory(storage=viewer, embedder=viewer.embedder, llm=llm)
    try:
        with pytest.raises(PolicyDeniedError):
            crew.remember(KAYAK, scope="/", categories=[], importance=0.5)
    finally:
        crew.close()
    assert viewer.count() == 0


def test_concurrent_threads(storage: MemlaneStorage) -> None:

    def worker(t: int) -> None:
        for i in range(3):
            storage.save(
                [rec(storage, f"Worker {t} logged event {i} in sector {t * 7 + i}.", f"/w/{t}")]
            )
            storage.search(q(storage, f"worker {t} event"), scope_prefix="/w")

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(worker, range(4)))  # re-raises a worker's exception here
    assert storage.count("/w") == 12 and storage.list_scopes("/w") == [f"/w/{t}" for t in range(4)]


async def test_async_twins(storage: MemlaneStorage) -> None:
    records = [rec(storage, text, "/async") for text in (KAYAK, VIOLIN, ALLERGY)]
    await asyncio.gather(*(storage.asave([r]) for r in records))
    hits = await storage.asearch(q(storage, "food allergy"), scope_prefix="/async", limit=2)
    assert hits[0][0].content == ALLERGY
    assert await storage.adelete(scope_prefix="/async") == 3
