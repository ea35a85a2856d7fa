"""MemlaneSession against the real OpenAI Agents SDK and the real engine: the Session contract
(limit semantics, pop, clear, verbatim round-trip, isolation, persistence, concurrency) and two
Runner turns with a deterministic local model proving history reaches the model."""

from __future__ import annotations

import asyncio
import copy
import inspect
from collections.abc import AsyncIterator
from typing import Any

import pytest
from agents import Agent, Runner
from agents.items import ModelResponse
from agents.memory import Session, SessionSettings
from agents.models.interface import Model
from agents.usage import Usage
from memlane import Memory
from memlane.governance import PolicyDeniedError
from memlane_openai_agents import MemlaneSession, item_text
from openai.types.responses import (
    Response,
    ResponseCompletedEvent,
    ResponseOutputMessage,
    ResponseOutputText,
)


def msgs(*texts: str) -> list[dict[str, Any]]:
    return [
        {"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(texts)
    ]


class ReplayModel(Model):
    """A local model: answers with the next of a fixed list of replies and records every input
    it was given. No network, no randomness."""

    def __init__(self, replies: list[str]) -> None:
        self.replies = list(replies)
        self.inputs: list[list[Any]] = []

    def _answer(self, input: str | list[Any]) -> ResponseOutputMessage:
        self.inputs.append(copy.deepcopy(input if isinstance(input, list) else [input]))
        n = len(self.inputs)
        text = self.replies.pop(0)
        part = ResponseOutputText(type="output_text", text=text, annotations=[])
        return ResponseOutputMessage(
            id=f"msg_{n}", type="message", role="assistant", status="completed", content=[part]
        )

    async def get_response(self, system_instructions, input, model_settings, tools, output_schema, handoffs, tracing,  # type: ignore[no-untyped-def]
                           *, previous_response_id, conversation_id, prompt) -> ModelResponse:  # fmt: skip
        return ModelResponse(output=[self._answer(input)], usage=Usage(), response_id=None)

    async def stream_response(self, system_instructions, input, model_settings, tools, output_schema, handoffs, tracing,  # type: ignore[no-untyped-def]
                              *, previous_response_id, conversation_id, prompt) -> AsyncIterator[Any]:  # fmt: skip
        message = self._answer(input)
        response = Response(id=f"resp_{len(self.inputs)}", created_at=0, model="replay", object="response", output=[message],
                            tool_choice="none", tools=[], parallel_tool_calls=False, status="completed")  # fmt: skip
        yield ResponseCompletedEvent(
            type="response.completed", sequence_number=0, response=response
        )


# -- the protocol ---------------------------------------------------------------------------------
def test_is_a_session(memory: Memory) -> None:
    session = MemlaneSession("proto", memory)
    assert isinstance(session, Session)
    assert session.session_id == "proto" and isinstance(session.session_settings, SessionSettings)
    # All four history methods opt into the SDK's ``wrapper`` keyword (the runner passes it).
    for method in (session.get_items, session.add_items, session.pop_item, session.clear_session):
        assert (
            inspect.iscoroutinefunction(method)
            and "wrapper" in inspect.signature(method).parameters
        )


async def test_get_items_limit_semantics(memory: Memory) -> None:
    session = MemlaneSession("limits", memory)
    assert await session.get_items() == []
    items = msgs("m1", "r1", "m2", "r2", "m3", "r3")
    await session.add_items(items)
    assert await session.get_items() == items
    assert await session.get_items(limit=2) == items[-2:]  # latest N, chronological
    assert await session.get_items(limit=4) == items[-4:]
    assert await session.get_items(limit=10) == items
    assert await session.get_items(limit=0) == []
    assert await session.get_items(limit=-1) == items  # the SDK's SQLiteSession semantics

    defaulted = MemlaneSession("limits", memory, session_settings=SessionSettings(limit=3))
    assert await defaulted.get_items() == items[-3:]
    assert await defaulted.get_items(limit=1) == items[-1:]  # explicit limit overrides settings
    assert (
        MemlaneSession("limits", memory, session_settings={"limit": 2}).session_settings.limit == 2
    )


async def test_pop_item(memory: Memory) -> None:
    session = MemlaneSession("pop", memory)
    assert await session.pop_item() is None
    items = msgs("Hello", "Hi there!", "My locker combination is 31-07-15.")
    await session.add_items(items)
    assert await session.pop_item() == items[2]
    [op] = memory.ops.recent(kind="forget", limit=1)  # the pop was a verified erasure
    assert memory.erasure_receipt(op["operation_id"]).all_erased
    assert items[2] not in [h.item for h in await session.search("locker combination")]
    assert await session.get_items() == items[:2]
    assert await session.pop_item() == items[1]
    assert await session.pop_item() == items[0]
    assert await session.pop_item() is None
    assert await session.get_items() == []


async def test_concurrent_pops_claim_distinct_items(memory: Memory) -> None:
    items = msgs(*(f"note {i}" for i in range(6)))
    await MemlaneSession("pops", memory).add_items(items)
    # Two session objects over the same history popping at once: no item returned twice.
    a, b = MemlaneSession("pops", memory), MemlaneSession("pops", memory)
    popped = await asyncio.gather(*(s.pop_item() for s in (a, b, a, b)))
    assert sorted(p["content"] for p in popped) == [f"note {i}" for i in range(2, 6)]
    assert await a.get_items() == items[:2]


async def test_add_and_clear(memory: Memory) -> None:
    session, other = MemlaneSession("clear-me", memory), MemlaneSession("keep-me", memory)
    await session.add_items(msgs("one", "two"))
    await session.add_items([])  # a no-op, not an error
    await other.add_items(msgs("three"))
    await session.clear_session()
    assert await session.get_items() == []
    assert await other.get_items() == msgs("three")
    await session.clear_session()  # clearing an empty session is fine
    await session.add_items(msgs("again"))
    assert await session.get_items() == msgs("again")


async def test_items_round_trip_verbatim(memory: Memory) -> None:
    session = MemlaneSession("verbatim", memory)
    items: list[dict[str, Any]] = [
        {"role": "user", "content": [{"type": "input_text", "text": "Zoë's café — 日本語 🚀"},
                                     {"type": "input_image", "image_url": "data:image/png;base64,AAAA", "detail": "low"}]},
        {"type": "function_call", "call_id": "call_1", "name": "lookup", "arguments": '{"city": "Kraków", "n": 2}'},
        {"type": "function_call_output", "call_id": "call_1", "output": "Sunny, 21°C"},
        {"id": "msg_9", "type": "message", "role": "assistant", "status": "completed",
         "content": [{"type": "output_text", "text": "It's sunny.", "annotations": [], "logprobs": None}]},
        {"type": "custom", "nested": {"deep": {"list": [1, 2.5, True, None, {"x": "y"}], "empty": {}}}, "quote": "O'Reilly \"; --"},
    ]  # fmt: skip
    await session.add_items(copy.deepcopy(items))
    assert await session.get_items() == items


async def test_bad_items_store_nothing(memory: Memory) -> None:
    session = MemlaneSession("bad", memory)
    await session.add_items(msgs("kept"))
    with pytest.raises(ValueError, match="JSON"):
        await session.add_items(
            [{"role": "user", "content": "fine"}, {"role": "user", "content": object()}]
        )
    with pytest.raises(TypeError, match="dicts"):
        await session.add_items([{"role": "user", "content": "fine"}, "not an item"])  # type: ignore[list-item]
    assert await session.get_items() == msgs("kept")


async def test_sessions_are_isolated(memory: Memory) -> None:
    cats, dogs = MemlaneSession("session_1", memory), MemlaneSession("session_2", memory)
    await cats.add_items(msgs("I like cats"))
    await dogs.add_items(msgs("I like dogs", "Dogs are great"))
    assert await dogs.pop_item() == msgs("x", "Dogs are great")[1]
    assert await cats.get_items() == msgs("I like cats")
    assert await dogs.get_items() == msgs("I like dogs")
    assert all("cats" not in h.item["content"] for h in await dogs.search("cats"))


async def test_governed_by_the_memorys_actor(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, vic = principal("ann", "member"), principal("vic", "viewer")
    mine = MemlaneSession("shared-id", ann)
    await mine.add_items(msgs("Ann's private note", "noted"))
    assert await mine.pop_item() == msgs("x", "noted")[1]  # a member erases her own items
    assert await MemlaneSession("shared-id", memory).get_items() == []  # another actor's view
    with pytest.raises(PolicyDeniedError):
        await MemlaneSession("shared-id", vic).add_items(msgs("viewer write"))
    await mine.clear_session()
    assert await mine.get_items() == []


async def test_persists_across_reopen(memlane_dir, open_memory) -> None:  # type: ignore[no-untyped-def]
    first = open_memory()
    await MemlaneSession("durable", first).add_items(msgs("remember me", "I will"))
    first.close()
    assert await MemlaneSession("durable", open_memory()).get_items() == msgs(
        "remember me", "I will"
    )
    # A session can also own its engine, opened from a data directory.
    owned = MemlaneSession("durable", memlane_dir)
    try:
        assert await owned.get_items(limit=1) == msgs("x", "I will")[1:]
    finally:
        owned.close()


async def test_concurrent_add_items_lose_nothing(memory: Memory) -> None:
    session = MemlaneSession("concurrent", memory)
    batches = [[{"role": "user", "content": f"task {t} first"}, {"role": "assistant", "content": f"task {t} second"}]
               for t in range(8)]  # fmt: skip
    await asyncio.gather(*(session.add_items(batch) for batch in batches))
    got = await session.get_items()
    assert sorted(i["content"] for i in got) == sorted(i["content"] for b in batches for i in b)
    for batch in batches:  # one transaction per add_items: each batch lands contiguous, in order
        at = got.index(batch[0])
        assert got[at + 1] == batch[1]


async def test_search_over_session_text(memory: Memory) -> None:
    session = MemlaneSession("searchable", memory)
    await session.add_items([
        {"role": "user", "content": "Book me a table for two at an Italian restaurant."},
        {"type": "function_call", "call_id": "c1", "name": "get_weather", "arguments": '{"city": "Lisbon"}'},
        {"type": "function_call_output", "call_id": "c1", "output": "Heavy rain and thunderstorms in Lisbon."},
        {"role": "user", "content": [{"type": "input_image", "image_url": "data:image/png;base64,AAAA"}]},
    ])  # fmt: skip
    hits = await session.search("storm forecast", limit=3)
    assert hits and hits[0].item["output"] == "Heavy rain and thunderstorms in Lisbon."
    assert all(h.score > 0 for h in hits) and [h.score for h in hits] == sorted(
        (h.score for h in hits), reverse=True
    )
    assert all(
        h.item.get("content")
        != [{"type": "input_image", "image_url": "data:image/png;base64,AAAA"}]
        for h in hits
    )


def test_item_text() -> None:
    assert item_text({"role": "user", "content": "hi"}) == "hi"
    assert (
        item_text(
            {
                "role": "assistant",
                "content": [
                    {"type": "output_text", "text": "a"},
                    {"type": "refusal", "refusal": "b"},
                ],
            }
        )
        == "a\nb"
    )
    assert item_text({"type": "function_call", "name": "f", "arguments": "{}"}) == "f\n{}"
    assert (
        item_text(
            {"type": "function_call_output", "output": [{"type": "input_text", "text": "out"}]}
        )
        == "out"
    )
    assert (
        item_text({"type": "reasoning", "summary": [{"type": "summary_text", "text": "thought"}]})
        == "thought"
    )
    assert (
        item_text({"role": "user", "content": [{"type": "input_image", "image_url": "x"}]}) is None
    )
    assert item_text({"type": "compaction", "encrypted_content": "opaque"}) is None


# -- the real runner ------------------------------------------------------------------------------
@pytest.mark.parametrize("streamed", [False, True], ids=["run", "run_streamed"])
async def test_runner_two_turns_sees_history(memory: Memory, streamed: bool) -> None:
    model = ReplayModel(["Golden Gate Bridge is in San Francisco.", "It is in California."])
    agent = Agent(name="assistant", instructions="Answer briefly.", model=model)
    session = MemlaneSession("runner", memory)

    async def run(text: str) -> Any:
        if not streamed:
            return await Runner.run(agent, text, session=session)
        result = Runner.run_streamed(agent, text, session=session)
        async for _ in result.stream_events():
            pass
        return result

    first = await run("Which city is the Golden Gate Bridge in?")
    assert first.final_output == "Golden Gate Bridge is in San Francisco."
    turn_one = await session.get_items()
    assert [item_text(i) for i in turn_one] == [
        "Which city is the Golden Gate Bridge in?",
        "Golden Gate Bridge is in San Francisco.",
    ]

    second = await run("Which state is it in?")
    assert second.final_output == "It is in California."
    second_input = model.inputs[1]
    assert second_input[: len(turn_one)] == turn_one  # the first turn came from the session
    assert [item_text(i) for i in second_input[len(turn_one) :]] == ["Which state is it in?"]
    assert len(await session.get_items()) == 4
    hits = await session.search("which US state", limit=2)
    assert hits and any(h.item.get("role") == "assistant" for h in hits)
