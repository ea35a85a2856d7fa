"""MemlaneContextProvider in real ``Agent`` runs over a local chat client: what one session
told the agent is recalled into a later session's context (with attribution), remembering is
one governed transaction per run, and the provider's options behave."""

from __future__ import annotations

import pytest
from agent_framework import Agent, ContextProvider, Message
from helpers import LocalChatClient, tool_turn, user
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane_agent_framework import DEFAULT_CONTEXT_PROMPT, MemlaneContextProvider

CAT = "My rescue cat is called Luna."


def _context_messages(call: list[Message]) -> list[Message]:
    return [m for m in call if m.text.startswith(DEFAULT_CONTEXT_PROMPT)]


async def test_recalls_an_earlier_session_into_the_run(memory: Memory) -> None:
    provider = MemlaneContextProvider(memory)
    assert isinstance(provider, ContextProvider)
    client = LocalChatClient(["Noted.", "Your cat is Luna."])
    agent = Agent(client, "Answer briefly.", context_providers=[provider])

    monday = agent.create_session(session_id="monday")
    await agent.run(CAT, session=monday)
    assert _context_messages(client.calls[0]) == []  # nothing to recall yet
    # Both sides of the run are memories now, each with its session, in one transaction.
    stored = memory.items.list(provider.namespace)
    assert [(i.value["message"]["role"], i.value["session_id"]) for i in stored] == [("user", "monday"), ("assistant", "monday")]
    assert len({memory.ops.recent(kind="remember", limit=1)[0]["operation_id"]}) == 1

    friday = agent.create_session(session_id="friday")
    assert (await agent.run("What is my pet's name?", session=friday)).text == "Your cat is Luna."
    [injected] = _context_messages(client.calls[1])
    assert f"- {CAT}" in injected.text.splitlines()
    attribution = injected.additional_properties["_attribution"]
    assert attribution["source_id"] == "memlane" and attribution["origin_session_ids"] == ["monday"]
    assert friday.state["memlane"]["recalled"] and all(isinstance(k, str) for k in friday.state["memlane"]["recalled"])
    # The recalled listing came before the user's question in what the model saw.
    texts = [m.text for m in client.calls[1]]
    assert texts.index(injected.text) < texts.index("What is my pet's name?")


async def test_collections_and_principals_are_isolated(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann = principal("ann", "member")
    await MemlaneContextProvider(ann).remember([user(CAT)], session_id="s")
    await MemlaneContextProvider(memory, collection="work").remember([user("The quarterly report is due Friday.")])
    assert [r.message.text for r in await MemlaneContextProvider(ann).search("cat name")] == [CAT]  # positive control
    assert await MemlaneContextProvider(memory).search("cat name") == []  # another actor
    assert CAT not in [r.message.text for r in await MemlaneContextProvider(ann, collection="work").search("cat")]


async def test_options(memory: Memory) -> None:
    provider = MemlaneContextProvider(memory, remember_roles=("user",), limit=2)
    stored = await provider.remember([user(CAT), Message("assistant", ["Noted."]), *tool_turn(), user("   ")])
    assert stored == 1  # only user messages with text
    await provider.remember([user(f"Unrelated note {i} about spreadsheets.") for i in range(4)])
    assert len(await provider.search("spreadsheets")) == 2
    assert len(await provider.search("spreadsheets", limit=4)) == 4
    strict = MemlaneContextProvider(memory, remember_roles=("user",), score_threshold=10.0)
    assert await strict.search("cat") == []  # fused recall scores are far below 10
    assert await provider.search("   ") == []
    assert await provider.clear() == 5 and await provider.search("cat") == []
    for bad, error in ((dict(limit=0), InvalidInputError), (dict(collection=""), InvalidInputError),
                       (dict(remember_roles="user"), TypeError), (dict(collection="a\x1fb"), InvalidInputError)):  # fmt: skip
        with pytest.raises(error):
            MemlaneContextProvider(memory, **bad)
    with pytest.raises(TypeError):
        await provider.remember([CAT])  # type: ignore[list-item]


async def test_no_user_text_means_no_recall(memory: Memory) -> None:
    provider = MemlaneContextProvider(memory)
    await provider.remember([user(CAT)])
    client = LocalChatClient(["ok"])
    agent = Agent(client, context_providers=[provider])
    await agent.run(tool_turn(), session=agent.create_session())
    assert _context_messages(client.calls[0]) == []
