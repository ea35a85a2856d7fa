"""MemlaneMemory as AutoGen uses it: the Memory contract (after autogen-core's test_memory.py
and autogen-ext's ChromaDB memory tests), declarative config, and a real AssistantAgent run
whose replayed model receives the recalled memory. Real engine and embedding model."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from autogen_agentchat.agents import AssistantAgent
from autogen_agentchat.messages import MemoryQueryEvent, TextMessage
from autogen_core import CancellationToken, Image
from autogen_core.memory import Memory, MemoryContent, MemoryMimeType
from autogen_core.model_context import BufferedChatCompletionContext
from autogen_core.models import AssistantMessage, SystemMessage, UserMessage
from autogen_ext.models.replay import ReplayChatCompletionClient
from memlane import Memory as MemlaneStore
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_autogen import MemlaneMemory, MemlaneMemoryConfig

JUPITER = "Jupiter is the largest planet in our solar system."
PARIS = "Paris is known for the Eiffel Tower and amazing cuisine."
PEANUTS = "Elena is allergic to peanuts and always carries an epinephrine pen."
METRIC = "The user prefers temperatures in Celsius and distances in kilometres."
SATURN = "Saturn has the most visible rings of any planet."
MARS = "Mars is called the red planet."


def text(content: str, **metadata: object) -> MemoryContent:
    return MemoryContent(content=content, mime_type=MemoryMimeType.TEXT, metadata=metadata or None)


async def fill(mem: MemlaneMemory, *contents: str) -> None:
    for c in contents:
        await mem.add(text(c))


@pytest.fixture
def mem(memory: MemlaneStore) -> MemlaneMemory:
    return MemlaneMemory(memory, collection="tests")


# -- add / query ---------------------------------------------------------------------------------
async def test_query_ranks_relevant_first_with_real_scores(mem: MemlaneMemory) -> None:
    await mem.add(text(PARIS, category="city", country="France", weight=0.5, verified=True))
    await fill(mem, JUPITER, PEANUTS)
    result = await mem.query("Tell me about Paris")
    assert result.results and result.results[0].content == PARIS
    top = result.results[0]
    assert top.mime_type is MemoryMimeType.TEXT
    assert top.metadata is not None
    assert {k: top.metadata[k] for k in ("category", "country", "weight", "verified")} == {
        "category": "city",
        "country": "France",
        "weight": 0.5,
        "verified": True,
    }
    scores = [r.metadata["score"] for r in result.results if r.metadata]
    assert all(isinstance(s, float) and s > 0 for s in scores) and scores == sorted(
        scores, reverse=True
    )
    assert isinstance(top.metadata["id"], str) and top.metadata["id"]


async def test_query_accepts_memory_content_and_k(mem: MemlaneMemory) -> None:
    await fill(mem, JUPITER, PARIS, PEANUTS, METRIC)
    result = await mem.query(
        MemoryContent(content="largest planet", mime_type=MemoryMimeType.TEXT), k=1
    )
    assert [r.content for r in result.results] == [JUPITER]
    assert (await mem.query("   ")).results == []  # a blank query recalls nothing
    with pytest.raises(TypeError, match="unsupported query arguments"):
        await mem.query("planet", where={"x": 1})


async def test_collections_are_separate(memory: MemlaneStore) -> None:
    a, b = MemlaneMemory(memory, collection="a"), MemlaneMemory(memory, collection="b")
    await a.add(text(JUPITER))
    assert [c.content for c in await a.list_contents()] == [JUPITER]
    assert await b.list_contents() == [] and (await b.query("largest planet")).results == []


async def test_list_contents_keeps_insertion_order(mem: MemlaneMemory) -> None:
    await fill(mem, PEANUTS, JUPITER, PARIS)
    listed = await mem.list_contents()
    assert [c.content for c in listed] == [PEANUTS, JUPITER, PARIS]
    assert all(c.metadata and "score" not in c.metadata for c in listed)  # unranked: no score


# -- mime types and bad input ------------------------------------------------------------------------
async def test_text_markdown_and_json_round_trip_and_are_searchable(mem: MemlaneMemory) -> None:
    md = "# Trip notes\n\n- Kyoto temples in **autumn**\n- ryokan with an onsen"
    data = {"city": "Lisbon", "employer": "solar energy startup", "moved_from": "Warsaw"}
    await mem.add(MemoryContent(content=md, mime_type=MemoryMimeType.MARKDOWN))
    await mem.add(
        MemoryContent(content=data, mime_type=MemoryMimeType.JSON, metadata={"kind": "profile"})
    )
    await mem.add(
        MemoryContent(content='{"pet": "a tabby cat named Miso"}', mime_type="application/json")
    )
    listed = await mem.list_contents()
    assert [(c.content, c.mime_type) for c in listed] == [
        (md, MemoryMimeType.MARKDOWN),
        (data, MemoryMimeType.JSON),
        ('{"pet": "a tabby cat named Miso"}', MemoryMimeType.JSON),
    ]
    found = (await mem.query("which city did they move to for the solar startup?")).results
    assert found and found[0].content == data and isinstance(found[0].content, dict)
    assert found[0].metadata and found[0].metadata["kind"] == "profile"
    assert (await mem.query("Kyoto temples in autumn")).results[0].content == md
    assert (await mem.query("tabby cat")).results[0].content == '{"pet": "a tabby cat named Miso"}'


@pytest.mark.parametrize(
    "bad, match",
    [
        (
            MemoryContent(content=b"\x00\x01", mime_type=MemoryMimeType.BINARY),
            "unsupported mime type",
        ),
        (
            MemoryContent(
                content=Image.from_base64(
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
                ),
                mime_type=MemoryMimeType.IMAGE,
            ),
            "unsupported mime type",
        ),
        (MemoryContent(content="not json {", mime_type=MemoryMimeType.JSON), "not valid JSON"),
        (
            MemoryContent(content={"when": object()}, mime_type=MemoryMimeType.JSON),
            "not JSON-serialisable",
        ),
        (MemoryContent(content=b"bytes", mime_type=MemoryMimeType.TEXT), "must be a str"),
        (
            MemoryContent(content="fine", mime_type=MemoryMimeType.TEXT, metadata={"x": object()}),
            "not JSON",
        ),
    ],
)
async def test_bad_content_is_refused_and_nothing_stored(
    mem: MemlaneMemory, bad: MemoryContent, match: str
) -> None:
    await mem.add(text(JUPITER))
    before = mem.memory.ops.recent(kind="remember", limit=1000)
    with pytest.raises(InvalidInputError, match=match):  # a ValueError, as AutoGen's memories raise
        await mem.add(bad)
    assert [c.content for c in await mem.list_contents()] == [JUPITER]
    assert mem.memory.ops.recent(kind="remember", limit=1000) == before


# -- score threshold -----------------------------------------------------------------------------------
async def test_score_threshold_drops_low_scores(memory: MemlaneStore) -> None:
    loose = MemlaneMemory(memory, collection="thresh", k=5)
    await fill(loose, JUPITER, SATURN, MARS, PARIS)
    scores = [
        r.metadata["score"]
        for r in (await loose.query("the largest planet, Jupiter")).results
        if r.metadata
    ]
    assert len(scores) >= 2 and scores[0] > scores[1]
    cut = (scores[0] + scores[1]) / 2  # relative to the engine's own scale: only the best passes
    strict = MemlaneMemory(memory, collection="thresh", k=5, score_threshold=cut)
    best = (await strict.query("the largest planet, Jupiter")).results
    assert (
        [r.content for r in best] == [JUPITER]
        and best[0].metadata
        and best[0].metadata["score"] >= cut
    )
    assert (
        await strict.query("the largest planet, Jupiter", score_threshold=scores[0] + 1)
    ).results == []
    assert len(
        (await strict.query("the largest planet, Jupiter", score_threshold=None)).results
    ) == len(scores)


# -- update_context ---------------------------------------------------------------------------------------
async def test_update_context_adds_one_system_message_listing_what_it_returns(
    mem: MemlaneMemory,
) -> None:
    await fill(mem, PARIS, JUPITER, PEANUTS)
    context = BufferedChatCompletionContext(buffer_size=10)
    await context.add_message(UserMessage(content="Tell me about Paris", source="user"))
    await context.add_message(AssistantMessage(content="Sure, what about it?", source="assistant"))
    await context.add_message(UserMessage(content="Which planet is the largest?", source="user"))
    result = await mem.update_context(context)
    messages = await context.get_messages()
    assert len(messages) == 4 and isinstance(messages[-1], SystemMessage)
    recalled = [r.content for r in result.memories.results]
    assert recalled and recalled[0] == JUPITER  # queried with the LAST user message
    listed = messages[-1].content
    assert listed.startswith("\nRelevant memory content:\n")
    assert [line.split(". ", 1)[1] for line in listed.strip().splitlines()[1:]] == recalled


async def test_update_context_adds_nothing_when_nothing_is_recalled(mem: MemlaneMemory) -> None:
    context = BufferedChatCompletionContext(buffer_size=10)
    await context.add_message(UserMessage(content="Which planet is the largest?", source="user"))
    result = await mem.update_context(context)  # empty collection
    assert result.memories.results == [] and len(await context.get_messages()) == 1
    await fill(mem, JUPITER)
    only_system = BufferedChatCompletionContext(
        buffer_size=10, initial_messages=[SystemMessage(content="Be brief.")]
    )
    assert (
        await mem.update_context(only_system)
    ).memories.results == []  # no user message: no query
    assert len(await only_system.get_messages()) == 1


# -- clear and close ------------------------------------------------------------------------------------------
async def test_clear_is_verified_erasure_of_the_collection_only(memory: MemlaneStore) -> None:
    gone, kept = MemlaneMemory(memory, collection="gone"), MemlaneMemory(memory, collection="kept")
    await fill(gone, PEANUTS, JUPITER)
    await fill(kept, PARIS)
    await gone.clear()
    assert await gone.list_contents() == [] and (await gone.query("peanut allergy")).results == []
    assert [c.content for c in await kept.list_contents()] == [PARIS]
    [op] = memory.ops.recent(kind="forget", limit=1)
    receipt = memory.erasure_receipt(op["operation_id"])
    assert receipt.all_erased and receipt.counts["memories"] >= 2
    assert not any(
        "peanut" in i.fact.text for i in memory.recall("peanut allergy epinephrine", limit=20)
    )
    await gone.clear()  # clearing an empty collection is fine


async def test_close_closes_only_a_store_it_opened(memory: MemlaneStore, memlane_dir: Path) -> None:
    borrowed = MemlaneMemory(memory, collection="c")
    await borrowed.add(text(JUPITER))
    await borrowed.close()
    await borrowed.close()  # idempotent
    assert memory.items.count(("autogen", "c")) == 1  # the caller's store is still open
    with pytest.raises(RuntimeError, match="closed"):
        await borrowed.query("planet")
    owned = MemlaneMemory(data_dir=str(memlane_dir), collection="c")
    assert [c.content for c in await owned.list_contents()] == [JUPITER]
    await owned.close()
    with pytest.raises(RuntimeError, match="closed"):
        await owned.add(text(PARIS))


async def test_cancelled_token_stores_nothing(mem: MemlaneMemory) -> None:
    token = CancellationToken()
    token.cancel()
    with pytest.raises(asyncio.CancelledError):
        await mem.add(text(JUPITER), cancellation_token=token)
    assert await mem.list_contents() == []
    live = CancellationToken()
    await mem.add(text(JUPITER), cancellation_token=live)
    assert (await mem.query("largest planet", cancellation_token=live)).results[
        0
    ].content == JUPITER


# -- governance --------------------------------------------------------------------------------------------------
async def test_viewer_cannot_add(memory: MemlaneStore) -> None:
    memory.admin.create_principal("vic", "vic-password-123")
    memory.admin.grant("vic", memory.default_profile, "viewer")
    viewer = memory.session(memory.admin.login("vic", "vic-password-123").token)
    with pytest.raises(PolicyDeniedError):
        await MemlaneMemory(viewer, collection="c").add(text(JUPITER))
    assert memory.items.count(("autogen", "c")) == 0


# -- declarative config --------------------------------------------------------------------------------------------
async def test_dump_and_load_component_round_trip(memlane_dir: Path) -> None:
    original = MemlaneMemory(
        data_dir=str(memlane_dir), collection="notes", k=3, score_threshold=0.01
    )
    await fill(original, JUPITER, PARIS)
    dumped = original.dump_component()
    assert dumped.provider == "memlane_autogen.MemlaneMemory" and dumped.component_type == "memory"
    assert dumped.config == {
        "data_dir": str(memlane_dir),
        "profile": "default",
        "collection": "notes",
        "k": 3,
        "score_threshold": 0.01,
    }
    assert JUPITER not in dumped.model_dump_json()  # connection settings only, never data
    reloaded = Memory.load_component(json.loads(dumped.model_dump_json()))
    try:
        assert (
            isinstance(reloaded, MemlaneMemory)
            and reloaded.dump_component().config == dumped.config
        )
        assert [c.content for c in await reloaded.list_contents()] == [JUPITER, PARIS]
        assert (await reloaded.query("largest planet")).results[0].content == JUPITER
    finally:
        await reloaded.close()
        await original.close()


async def test_dump_of_a_passed_in_store_gives_its_connection_settings(
    memory: MemlaneStore,
) -> None:
    config = MemlaneMemory(memory, collection="c").dump_component().config
    assert MemlaneMemoryConfig.model_validate(config) == MemlaneMemoryConfig(
        data_dir=str(memory.data_dir), profile=memory.default_profile, collection="c"
    )


def test_bad_settings_are_refused(memory: MemlaneStore) -> None:
    with pytest.raises(ValueError):
        MemlaneMemory(collection="")
    with pytest.raises(ValueError):
        MemlaneMemory(k=0)
    with pytest.raises(ValueError, match="not both"):
        MemlaneMemory(memory, data_dir=str(memory.data_dir))
    with pytest.raises(TypeError):
        MemlaneMemory("not a store")  # type: ignore[arg-type]


# -- a real AssistantAgent -------------------------------------------------------------------------------------------
async def test_assistant_agent_recalls_into_the_model_context(mem: MemlaneMemory) -> None:
    await fill(mem, METRIC, PARIS, JUPITER)
    client = ReplayChatCompletionClient(["It is about 27 °C."])
    agent = AssistantAgent("assistant", model_client=client, memory=[mem])
    result = await agent.run(
        task="How warm is 80 degrees Fahrenheit in my preferred temperature unit?"
    )
    events = [m for m in result.messages if isinstance(m, MemoryQueryEvent)]
    assert len(events) == 1 and events[0].content[0].content == METRIC
    assert (
        isinstance(result.messages[-1], TextMessage)
        and result.messages[-1].content == "It is about 27 °C."
    )
    [call] = client.create_calls  # what the model actually received
    memory_messages = [
        m
        for m in call["messages"]
        if isinstance(m, SystemMessage) and "Relevant memory" in m.content
    ]
    assert len(memory_messages) == 1 and METRIC in memory_messages[0].content
    context = await agent.model_context.get_messages()
    assert sum(isinstance(m, SystemMessage) and METRIC in m.content for m in context) == 1
