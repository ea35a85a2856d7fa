"""Fixtures: the conformance fixtures (real engine, real embedding model) plus CrewAI's
Memory over a MemlaneStorage with a deterministic local LLM (no network anywhere)."""

from __future__ import annotations

import os

# Before crewai is imported: no telemetry, tracing or version checks (no network in tests).
for _flag, _value in (("CREWAI_DISABLE_TELEMETRY", "true"), ("OTEL_SDK_DISABLED", "true"),
                      ("CREWAI_TRACING_ENABLED", "false"), ("CREWAI_TESTING", "true"),
                      ("CREWAI_DISABLE_VERSION_CHECK", "true")):  # fmt: skip
    os.environ.setdefault(_flag, _value)

import json  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402
from crewai import Memory as CrewMemory  # noqa: E402
from crewai.llms.base_llm import BaseLLM  # noqa: E402
from memlane import Memory  # noqa: E402
from memlane_crewai import MemlaneStorage  # noqa: E402
from pydantic import Field  # noqa: E402

pytest_plugins = ["memlane_conformance.fixtures"]


class ScriptedLLM(BaseLLM):
    """CrewAI's LLM interface, answered locally and deterministically: every call gets one
    JSON document that parses as CrewAI's save analysis (``MemoryAnalysis``). ``calls`` logs
    the prompts; crewai.Memory works on a shallow copy of its LLM, which shares the list."""

    answer: str = json.dumps(
        {"suggested_scope": "/inferred", "categories": ["inferred"], "importance": 0.4}
    )
    calls: list[Any] = Field(default_factory=list)

    def call(self, messages: Any, tools: Any = None, callbacks: Any = None, available_functions: Any = None,
             from_task: Any = None, from_agent: Any = None, response_model: Any = None) -> str:  # fmt: skip
        self.calls.append(messages)  # list.append is atomic; crewai calls from worker threads
        return self.answer


@pytest.fixture
def llm() -> ScriptedLLM:
    return ScriptedLLM(model="scripted-local")


@pytest.fixture
def storage(memory: Memory) -> MemlaneStorage:
    return MemlaneStorage(memory)


@pytest.fixture
def crew_memory(storage: MemlaneStorage, llm: ScriptedLLM) -> Iterator[CrewMemory]:
    """CrewAI's Memory over memlane, with the engine's model as its embedder."""
    crew = CrewMemory(storage=storage, embedder=storage.embedder, llm=llm)
    yield crew
    crew.close()
