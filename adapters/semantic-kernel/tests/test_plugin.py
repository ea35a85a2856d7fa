"""MemlaneMemoryPlugin inside a real ``Kernel``: SK's own auto function calling loop invokes
remember/recall, driven by a scripted chat service (no network, no model). The engine below is
real: what ``remember`` stored is what recall ranks, per principal."""

from __future__ import annotations

import json
from typing import Any, ClassVar

import pytest
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane_semantic_kernel import MemlaneMemoryPlugin
from semantic_kernel import Kernel
from semantic_kernel.connectors.ai.chat_completion_client_base import ChatCompletionClientBase
from semantic_kernel.connectors.ai.function_choice_behavior import FunctionChoiceBehavior
from semantic_kernel.connectors.ai.prompt_execution_settings import PromptExecutionSettings
from semantic_kernel.contents import (
    AuthorRole,
    ChatHistory,
    ChatMessageContent,
    FunctionCallContent,
    FunctionResultContent,
)
from semantic_kernel.functions import KernelArguments


class ScriptedChatService(ChatCompletionClientBase):
    """A stand-in model: "Remember: <fact>" calls memory-remember, any other user turn calls
    memory-recall with the turn as query; after a tool result it answers with that result."""

    SUPPORTS_FUNCTION_CALLING: ClassVar[bool] = True
    calls: list[str]  # the functions it asked for, in order

    async def _inner_get_chat_message_contents(self, chat_history: ChatHistory, settings: PromptExecutionSettings) -> list[ChatMessageContent]:
        last = chat_history.messages[-1]
        if last.role == AuthorRole.TOOL:
            [result] = [i for i in last.items if isinstance(i, FunctionResultContent)]
            return [ChatMessageContent(role=AuthorRole.ASSISTANT, content=f"({result.name}) {result.result}")]
        text = str(last.content)
        if text.startswith("Remember: "):
            name, arguments = "memory-remember", {"text": text.removeprefix("Remember: ")}
        else:
            name, arguments = "memory-recall", {"query": text, "top": 2}
        self.calls.append(name)
        call = FunctionCallContent(id=f"call-{len(self.calls)}", name=name, arguments=json.dumps(arguments))
        return [ChatMessageContent(role=AuthorRole.ASSISTANT, items=[call])]


def _kernel(memory: Memory) -> tuple[Kernel, ScriptedChatService]:
    kernel = Kernel()
    service = ScriptedChatService(ai_model_id="scripted", service_id="scripted", calls=[])
    kernel.add_service(service)
    kernel.add_plugin(MemlaneMemoryPlugin(memory), plugin_name="memory")
    return kernel, service


async def _ask(kernel: Kernel, prompt: str) -> str:
    settings = PromptExecutionSettings(service_id="scripted", function_choice_behavior=FunctionChoiceBehavior.Auto())
    return str(await kernel.invoke_prompt(prompt, arguments=KernelArguments(settings=settings)))


async def test_a_kernel_remembers_and_recalls_through_the_plugin(memory: Memory) -> None:
    kernel, service = _kernel(memory)
    for fact in ("Ann is vegetarian and loves lentil soup.", "Ann's sister lives in Lisbon.", "The office wifi password changed on Monday."):
        answer = await _ask(kernel, f"Remember: {fact}")
        assert answer.startswith("(memory-remember) Remembered (id ")
    answer = await _ask(kernel, "What food does Ann like?")
    assert service.calls == ["memory-remember"] * 3 + ["memory-recall"]
    recalled = json.loads(answer.removeprefix("(memory-recall) "))
    assert len(recalled) <= 2 and recalled[0]["text"] == "Ann is vegetarian and loves lentil soup."
    assert recalled[0]["score"] > 0
    # The kernel's writes are the engine's items, ranked by the engine's own recall.
    [best] = memory.items.search(("semantic-kernel", "memories"), "lentil soup", limit=1)
    assert best.value == {"text": "Ann is vegetarian and loves lentil soup."}


async def test_functions_are_described_to_the_model(memory: Memory) -> None:
    kernel, _ = _kernel(memory)
    remember, recall = kernel.get_function("memory", "remember"), kernel.get_function("memory", "recall")
    assert [p.name for p in remember.metadata.parameters] == ["text"]
    assert {p.name: p.is_required for p in recall.metadata.parameters} == {"query": True, "top": False}
    assert "remember" in remember.description.lower() and "json" in recall.description.lower()


async def test_recall_is_per_principal_and_bounded(memory: Memory, principal: Any) -> None:
    ann, ben = principal("ann", "member"), principal("ben", "member")
    ann_kernel, _ = _kernel(ann)
    await _ask(ann_kernel, "Remember: Ann's locker code is 4512.")
    ben_kernel, _ = _kernel(ben)
    assert json.loads((await _ask(ben_kernel, "What is the locker code?")).removeprefix("(memory-recall) ")) == []
    plugin = MemlaneMemoryPlugin(ann, max_results=1)
    for _ in range(3):
        await plugin.remember("Ann keeps spare keys in the locker.")
    assert len(json.loads(await plugin.recall("locker", top=50))) == 1  # capped at max_results
    assert len(json.loads(await plugin.recall("locker", top=0))) == 1  # at least one


def test_a_bad_namespace_is_refused(memory: Memory) -> None:
    for bad in ("memories", (), ("ok", "bad\x1f")):
        with pytest.raises(InvalidInputError):
            MemlaneMemoryPlugin(memory, namespace=bad)
