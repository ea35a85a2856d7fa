"""Differential test (``memlane_conformance.differential``): the same random operations — bad
input and concurrent calls included — against the framework's own ``InMemoryHistoryProvider``
(the reference; its transcripts live in each session's state dict) and
``MemlaneHistoryProvider``; every result and every session's transcript (as the framework
serialises messages, ``Message.to_dict()``) compared after each step. Both skip excluded
messages. The differences declared here are listed, with their reasons, in
docs/adapters/agent-framework.md."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agent_framework import InMemoryHistoryProvider, Message
from hypothesis import strategies as st
from memlane import Memory
from memlane_agent_framework import MemlaneHistoryProvider
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)

SESSION_IDS = Difference(
    "session-ids-validated",
    "a session id is a namespace label: None, empty, longer than 512 characters or holding U+001F/NUL "
    "raise an error and nothing is stored; the reference keeps history in the session's state and never "
    "looks at the id. Such calls are not sent to the reference.",
)
MESSAGES = Difference(
    "messages-validated",
    "every element must be an agent_framework Message (TypeError before anything is stored); the "
    "reference stores whatever it is given and fails later. Such calls are not sent to the reference.",
)
JSON = Difference(
    "json-values",
    "what Message.to_dict() keeps must be JSON: NaN, infinities and lone surrogates raise ValueError "
    "(InvalidInputError); the reference keeps them in memory. Such calls are not sent to the reference.",
)

SESSIONS = ["s1", "s2"]


def _pool() -> list[Message]:
    texts = ["Book a table for two.", "Which day?", "Friday at eight.", "Booked at Trattoria Roma."]
    out = [Message("user" if i % 2 == 0 else "assistant", [t]) for i, t in enumerate(texts)]
    out += [Message("user", ["Same words again."]), Message("user", ["Same words again."])]  # equal, no ids
    out += [Message("assistant", ["Has an id."], message_id="m-1"), Message("assistant", ["Has an id, edited."], message_id="m-1")]
    out += [Message("assistant", ["Hidden from the model."], additional_properties={"_excluded": True})]
    return out


POOL = _pool()


class Reference:
    """InMemoryHistoryProvider as the application uses it: one state dict per session."""

    def __init__(self) -> None:
        self.provider, self.states = InMemoryHistoryProvider(skip_excluded=True), {}

    async def save_messages(self, session_id: str, messages: Sequence[Message]) -> None:
        await self.provider.save_messages(session_id, messages, state=self.states.setdefault(session_id, {}))

    async def get_messages(self, session_id: str) -> list[Message]:
        return await self.provider.get_messages(session_id, state=self.states.setdefault(session_id, {}))


class AgentFrameworkMachine(DifferentialMachine):
    differences = (SESSION_IDS, MESSAGES, JSON)

    def reference(self) -> Any:
        return Reference()

    def ours(self, memory: Memory) -> Any:
        return MemlaneHistoryProvider(memory, skip_excluded=True)

    def operations(self) -> st.SearchStrategy[Op]:
        sessions, batch = st.sampled_from(SESSIONS), st.lists(st.sampled_from(POOL), min_size=1, max_size=3)
        return st.one_of(
            st.builds(_save, sessions, batch),
            st.builds(_replay, sessions, st.integers(1, 4), st.lists(st.sampled_from(POOL), max_size=2)),
            st.builds(_get, sessions),
            st.builds(_bad, st.sampled_from(["session", "element", "json"]), st.sampled_from([None, "", "a\x1fb", "s" * 513])),
        )

    async def observe(self, system: Any) -> Any:
        return {sid: [m.to_dict() for m in await system.get_messages(sid)] for sid in SESSIONS}

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        # The refused calls are not sent to the reference (which returns None); ours must raise.
        expected = {"bad_session": (SESSION_IDS, (TypeError, ValueError)), "bad_element": (MESSAGES, TypeError),
                    "bad_json": (JSON, ValueError)}  # fmt: skip
        if op in expected and reference.error is None and isinstance(ours.error, expected[op][1]):
            return expected[op][0]
        return None


def _texts(messages: Sequence[Message]) -> list[str]:
    return [m.text for m in messages]


def _save(sid: str, batch: list[Message]) -> Op:
    return Op(f"save({sid!r}, {_texts(batch)})", lambda s: s.save_messages(sid, batch))


def _replay(sid: str, last: int, new: list[Message]) -> Op:
    """The transcript's last ``last`` messages again plus new ones, as a caller replaying the
    conversation would (the framework's rule keeps only what is new)."""

    async def call(s):  # type: ignore[no-untyped-def]
        held = await s.get_messages(sid)
        await s.save_messages(sid, [*held[-last:], *new])

    # Not concurrent: its input is read from the system it then writes.
    return Op(f"replay({sid!r}, last {last} + {_texts(new)})", call, concurrent=False)


def _get(sid: str) -> Op:
    async def call(s):  # type: ignore[no-untyped-def]
        return [m.to_dict() for m in await s.get_messages(sid)]

    return Op(f"get({sid!r})", call)


def _bad(kind: str, bad_id: str | None) -> Op:
    async def call(s):  # type: ignore[no-untyped-def]
        if isinstance(s, Reference):
            return None  # the reference would store it (see the differences)
        if kind == "session":
            return await s.save_messages(bad_id, POOL[:1])
        if kind == "element":
            return await s.save_messages("s1", [POOL[0], "not a message"])
        return await s.save_messages("s1", [Message("user", ["nan"], additional_properties={"x": float("nan")})])

    return Op(f"bad_{kind}({bad_id!r})" if kind == "session" else f"bad_{kind}()", call)


TestAgentFrameworkDifferential = differential_test(AgentFrameworkMachine, max_examples=8, steps=15)
