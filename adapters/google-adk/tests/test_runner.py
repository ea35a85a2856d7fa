"""A real ADK ``Runner`` with memlane as its memory service: one session tells the agent a fact
and is added to memory (by the agent's own after-agent callback); a later session asks, the
model calls the ``load_memory`` tool and answers from what memlane recalled. The model is a
local ``BaseLlm`` subclass (no network): it calls ``load_memory`` for questions and answers
with the memory texts it was given; it records every request."""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any

from google.adk.agents import LlmAgent
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.runners import Runner
from google.adk.sessions import InMemorySessionService
from google.adk.tools import load_memory, preload_memory
from google.genai import types
from memlane import Memory
from memlane_google_adk import MemlaneMemoryService
from pydantic import Field

APP = "pets-app"


def _reply(text: str) -> LlmResponse:
    return LlmResponse(content=types.Content(role="model", parts=[types.Part(text=text)]))


def _memory_texts(response: dict[str, Any]) -> list[str]:
    """The texts in a load_memory result (in process ADK hands the model the tool's pydantic
    return value under "result"; a real model request carries its JSON)."""
    payload = response.get("result", response)
    if hasattr(payload, "model_dump"):
        payload = payload.model_dump(mode="json")
    return [p.get("text", "") for m in payload.get("memories", []) for p in m["content"].get("parts", [])]


def _prompt_text(request: LlmRequest) -> str:
    """Everything the model is shown as text: the system instruction and every content part.
    Where preload_memory puts the recalled memories changed between google-adk releases (2.0
    appends them to the system instruction, later ones insert a user content), so both count."""
    instruction = request.config.system_instruction if request.config else None
    if isinstance(instruction, types.Content):
        instruction = instruction.parts or []
    if not isinstance(instruction, list):
        instruction = [instruction] if instruction else []
    texts = [i if isinstance(i, str) else (i.text or "") for i in instruction]
    texts += [p.text or "" for c in request.contents for p in c.parts or []]
    return "\n".join(texts)


class LocalModel(BaseLlm):
    """Questions (text ending in '?') get a ``load_memory`` call when the tool is offered,
    then an answer listing the recalled texts; anything else gets "Noted."."""

    model: str = "local-test-model"
    requests: list[LlmRequest] = Field(default_factory=list)

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False) -> AsyncGenerator[LlmResponse, None]:
        self.requests.append(llm_request.model_copy(deep=True))
        last = llm_request.contents[-1]
        for part in last.parts or []:
            if part.function_response is not None and part.function_response.name == "load_memory":
                recalled = _memory_texts(part.function_response.response or {})
                yield _reply("From memory: " + (" | ".join(recalled) if recalled else "nothing"))
                return
        question = " ".join(p.text for p in last.parts or [] if p.text)
        if question.endswith("?") and "load_memory" in llm_request.tools_dict:
            call = types.FunctionCall(name="load_memory", args={"query": question})
            yield LlmResponse(content=types.Content(role="model", parts=[types.Part(function_call=call)]))
            return
        yield _reply("Noted.")


async def _remember_session(callback_context) -> None:  # type: ignore[no-untyped-def]
    await callback_context.add_session_to_memory()


async def _ask(runner: Runner, sessions: InMemorySessionService, user: str, session_id: str, text: str) -> str:
    if await sessions.get_session(app_name=APP, user_id=user, session_id=session_id) is None:
        await sessions.create_session(app_name=APP, user_id=user, session_id=session_id)
    message = types.Content(role="user", parts=[types.Part(text=text)])
    final = ""
    async for ev in runner.run_async(user_id=user, session_id=session_id, new_message=message):
        if ev.content and ev.content.parts and ev.content.parts[0].text and ev.author == "assistant":
            final = ev.content.parts[0].text
    return final


def _runner(memory: Memory, model: LocalModel, tool: Any) -> tuple[Runner, InMemorySessionService, MemlaneMemoryService]:
    agent = LlmAgent(name="assistant", model=model, instruction="Answer briefly.", tools=[tool],
                     after_agent_callback=_remember_session)  # fmt: skip
    sessions, service = InMemorySessionService(), MemlaneMemoryService(memory)
    return Runner(app_name=APP, agent=agent, session_service=sessions, memory_service=service), sessions, service


async def test_load_memory_answers_from_an_earlier_session(memory: Memory) -> None:
    model = LocalModel()
    runner, sessions, service = _runner(memory, model, load_memory)
    assert await _ask(runner, sessions, "alice", "monday", "I adopted a rescue cat named Luna.") == "Noted."
    # The callback added the session: both the user's turn and the reply are memories now.
    stored = await service.list_memories(app_name=APP, user_id="alice")
    assert [(m.author, m.content.parts[0].text) for m in stored] == [
        ("user", "I adopted a rescue cat named Luna."), ("assistant", "Noted.")]  # fmt: skip

    answer = await _ask(runner, sessions, "alice", "friday", "What is the name of my cat?")
    assert answer.startswith("From memory: ") and "I adopted a rescue cat named Luna." in answer
    # The tool call reached memlane with the model's query, scoped to this app and user.
    [call_request] = [r for r in model.requests if r.contents[-1].parts[0].function_response]
    [response] = [p.function_response for p in call_request.contents[-1].parts]
    assert response.name == "load_memory" and _memory_texts(response.response)[0] == "I adopted a rescue cat named Luna."

    # Another user of the same app asks the same question: none of Alice's memories.
    other = await _ask(runner, sessions, "bob", "friday", "What is the name of my cat?")
    assert "Luna" not in other


async def test_preload_memory_puts_recalled_memories_in_the_prompt(memory: Memory) -> None:
    model = LocalModel()
    runner, sessions, _ = _runner(memory, model, preload_memory)
    await _ask(runner, sessions, "alice", "s1", "My favourite hiking trail is the Lousã mountain loop.")
    model.requests.clear()
    await _ask(runner, sessions, "alice", "s2", "Suggest somewhere to hike this weekend.")
    prompt = _prompt_text(model.requests[0])
    assert "<PAST_CONVERSATIONS>" in prompt
    assert "Suggest somewhere to hike this weekend." in prompt
    assert "user: My favourite hiking trail is the Lousã mountain loop." in prompt
