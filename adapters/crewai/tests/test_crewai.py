"""The real ``crewai.Memory`` over MemlaneStorage: plugged in with ``storage=`` and with the
process-wide storage factory, remembering with explicit fields (no LLM call) and with fields
inferred by a local scripted LLM, recalling shallow and deep, updating, forgetting, privacy.
Real engine and embedding model; no network."""

from __future__ import annotations

import numpy as np
from crewai import Memory as CrewMemory
from crewai.memory.storage import factory
from crewai.memory.types import MemoryRecord
from helpers import ALLERGY, GARDEN, KAYAK, VIOLIN, recalled
from memlane import Memory
from memlane_crewai import MemlaneStorage, engine_embedder, storage_factory


# -- crewai.Memory over the storage -----------------------------------------------------------------
def test_crewai_memory_remember_recall_forget(
    crew_memory: CrewMemory, storage: MemlaneStorage, memory: Memory, llm
) -> None:  # type: ignore[no-untyped-def]
    for text, scope, cats in (
        (VIOLIN, "/team/music", ["hobby"]),
        (KAYAK, "/team/sport", ["hobby"]),
        (ALLERGY, "/health", ["medical"]),
    ):
        record = crew_memory.remember(
            text, scope=scope, categories=cats, importance=0.7
        )  # all fields given: no LLM
        assert record is not None and storage.get_record(record.id) == record.model_copy(
            update={"embedding": None}
        )
    assert llm.calls == []
    shallow = crew_memory.recall("Who plays a string instrument?", depth="shallow")
    assert shallow[0].record.content == VIOLIN and llm.calls == []
    assert {
        m.record.scope
        for m in crew_memory.recall("string instrument", scope="/health", depth="shallow")
    } <= {"/health"}
    deep = crew_memory.recall("food allergy", limit=3)  # RecallFlow: searches every child scope
    assert deep[0].record.content == ALLERGY
    assert {
        m.record.content
        for m in crew_memory.recall("kayak", categories=["medical"], depth="shallow")
    } <= {ALLERGY}
    assert (
        crew_memory.list_scopes("/") == ["/health", "/team"]
        and crew_memory.info("/team").record_count == 2
    )
    assert "/team (2 records)" in crew_memory.tree("/") and crew_memory.list_categories() == {
        "hobby": 2,
        "medical": 1,
    }
    updated = crew_memory.update(shallow[0].record.id, content=GARDEN)
    assert storage.get_record(updated.id).content == GARDEN and not recalled(memory, VIOLIN)  # type: ignore[union-attr]
    assert (
        crew_memory.forget(scope="/team") == 2
        and storage.count() == 1
        and not recalled(memory, KAYAK)
    )
    crew_memory.reset()
    assert storage.count() == 0


def test_crewai_private_records_and_background_saves(crew_memory: CrewMemory, llm) -> None:  # type: ignore[no-untyped-def]
    crew_memory.remember("Alice's locker combination is 31-7-22.", scope="/p", categories=[], importance=0.5,
                         source="alice", private=True)  # fmt: skip
    crew_memory.remember_many(
        [KAYAK, VIOLIN], scope="/p", categories=["bulk"], importance=0.5
    )  # background
    bulk = crew_memory.recall(
        "kayak on a lake", scope="/p", depth="shallow"
    )  # drains the saves first
    assert bulk[0].record.content == KAYAK and bulk[0].record.categories == ["bulk"]
    public = crew_memory.recall("locker combination", scope="/p", depth="shallow")
    assert all("31-7-22" not in m.record.content for m in public)
    mine = crew_memory.recall("locker combination", scope="/p", depth="shallow", source="alice")
    assert mine[0].record.content == "Alice's locker combination is 31-7-22." and llm.calls == []


def test_crewai_infers_missing_fields_with_its_llm(
    crew_memory: CrewMemory, storage: MemlaneStorage, llm
) -> None:  # type: ignore[no-untyped-def]
    record = crew_memory.remember(GARDEN)  # no scope/categories/importance: crewai asks its LLM
    assert len(llm.calls) == 1
    assert record is not None and (record.scope, record.categories, record.importance) == (
        "/inferred",
        ["inferred"],
        0.4,
    )
    assert storage.list_scopes("/") == ["/inferred"]


def test_storage_factory_plugs_into_crewai(memory: Memory, llm) -> None:  # type: ignore[no-untyped-def]
    original = factory._factory
    factory.set_memory_storage_factory(storage_factory(memory, specs={"memlane"}))
    try:
        assert factory.resolve_memory_storage("lancedb") is None  # other specs keep crewai's choice
        crew = CrewMemory(storage="memlane", embedder=engine_embedder(memory), llm=llm)
        try:
            crew.remember(VIOLIN, scope="/f", categories=["music"], importance=0.6)
            assert crew.recall("string quartet", depth="shallow")[0].record.content == VIOLIN
        finally:
            crew.close()
        assert [r.content for r in MemlaneStorage(memory).list_records("/f")] == [
            VIOLIN
        ]  # stored in memlane
    finally:
        factory.set_memory_storage_factory(original)


def test_engine_embedder_is_the_engines_model(memory: Memory) -> None:
    vectors = engine_embedder(memory)([KAYAK, VIOLIN])
    assert len(vectors) == 2 and len(vectors[0]) == memory.embedder.dimension
    assert np.allclose(vectors, memory.embedder.encode([KAYAK, VIOLIN]), atol=1e-6)


def test_open_owns_its_engine(tmp_path, memlane_embedder) -> None:  # type: ignore[no-untyped-def]
    storage = MemlaneStorage.open(tmp_path / "own")
    storage.save([MemoryRecord(content=KAYAK)])
    storage.close()
    reopened = MemlaneStorage.open(tmp_path / "own")
    try:
        assert [r.content for r in reopened.list_records()] == [KAYAK]
    finally:
        reopened.close()
