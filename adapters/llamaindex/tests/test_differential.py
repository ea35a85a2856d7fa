"""Differential conformance against LlamaIndex's reference chat store, ``SimpleChatStore``: the
same random sets, appends, positional inserts and deletions (bad ones and concurrent ones
included) against it and against ``MemlaneChatStore``; every difference is declared here and
in docs/adapters/llamaindex.md."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from llama_index.core.llms import ChatMessage
from llama_index.core.storage.chat_store import SimpleChatStore
from llama_index.core.storage.chat_store.base import BaseChatStore
from memlane import Memory
from memlane_conformance.differential import (
    Difference,
    DifferentialMachine,
    Op,
    Outcome,
    differential_test,
)
from memlane_llamaindex import MemlaneChatStore

EMPTY_LOGS = Difference(
    "empty-logs",
    "an empty chat log does not exist: get_keys does not list it, delete_messages returns None and "
    "delete_last_message / delete_message return None; SimpleChatStore keeps the empty list (so it "
    "lists the key, returns [] and raises IndexError popping from it)",
)
KEY_ORDER = Difference("key-order", "get_keys lists the keys sorted; SimpleChatStore in first-write order")
JSON = Difference(
    "json-messages",
    "a message must be storable as JSON (no NaN or infinity, no arbitrary objects in additional_kwargs): "
    "ValueError and nothing stored; SimpleChatStore keeps any Python object in memory",
)
LIMITS = Difference(
    "key-limits",
    "chat keys are namespace labels: empty, with U+001F or NUL, or over 512 characters they are "
    "refused with a ValueError; SimpleChatStore takes any string",
)

KEYS = ["k1", "k2"]
TEXTS = ["Hi there.", "I live in Lisbon.", "My cat is called Luna.", "Thanks!"]


def _message(text: str, role: str) -> ChatMessage:
    return ChatMessage(role=role, content=text)


def _view(value: Any) -> Any:
    """Messages as comparable tuples (role, content, additional_kwargs)."""
    if isinstance(value, ChatMessage):
        return (value.role.value, value.content, value.additional_kwargs)
    if isinstance(value, list):
        return [_view(v) for v in value]
    return value


def _set(key: str, messages: list[ChatMessage]) -> Op:
    return Op(f"set_messages({key!r}, {[m.content for m in messages]})", lambda s: s.set_messages(key, list(messages)))


def _add(key: str, message: ChatMessage, idx: int | None) -> Op:
    return Op(f"add_message({key!r}, {message.content!r}, idx={idx})", lambda s: s.add_message(key, message, idx=idx))


def _keys() -> Op:
    def call(store: BaseChatStore) -> tuple[list[str], list[str]]:
        keys = store.get_keys()  # and which of them hold messages
        return keys, [k for k in keys if store.get_messages(k)]

    return Op("get_keys()", call)


def _refused(op: Op) -> Op:
    return Op(op.label, op.call, concurrent=False)


class LlamaIndexDifferential(DifferentialMachine):
    differences = (EMPTY_LOGS, KEY_ORDER, JSON, LIMITS)

    def reference(self) -> BaseChatStore:
        return SimpleChatStore()

    def ours(self, memory: Memory) -> BaseChatStore:
        return MemlaneChatStore(memory)

    def operations(self) -> st.SearchStrategy[Op]:
        key, idx = st.sampled_from(KEYS), st.integers(-4, 4)
        message = st.builds(_message, st.sampled_from(TEXTS), st.sampled_from(["user", "assistant"]))
        valid = st.one_of(
            st.builds(_set, key, st.lists(message, max_size=3)),
            st.builds(_add, key, message, st.none() | idx),
            st.builds(_add, key, message, idx),
            st.builds(lambda k: Op(f"get_messages({k!r})", lambda s: s.get_messages(k)), key),
            st.builds(lambda k: Op(f"delete_messages({k!r})", lambda s: s.delete_messages(k)), key),
            st.builds(lambda k, i: Op(f"delete_message({k!r}, {i})", lambda s: s.delete_message(k, i)), key, idx),
            st.builds(lambda k: Op(f"delete_last_message({k!r})", lambda s: s.delete_last_message(k)), key),
            st.just(_keys()),
        )
        odd = st.sampled_from([{"n": float("nan")}, {"when": object()}])
        bad = st.one_of(
            st.builds(lambda k, kw: _refused(_add(k, ChatMessage(content="odd", additional_kwargs=kw), None)), key, odd),
            st.builds(lambda k: _refused(_add(k, _message("hello", "user"), None)), st.sampled_from(["", "a\x1fb", "x" * 513])),
        )
        return st.one_of(valid, valid, valid, bad)

    def observe(self, system: BaseChatStore) -> Any:
        return {key: system.get_messages(key) for key in KEYS}

    def normalize(self, op: str, value: Any) -> Any:
        if op == "observe":
            return {k: _view(v) for k, v in value.items()}
        return _view(value)

    def excuse(self, op: str, reference: Outcome, ours: Outcome) -> Difference | None:
        if op == "get_keys" and reference.error is None and ours.value is not None:
            _, holding = reference.value
            if ours.value == (sorted(holding), sorted(holding)):
                return KEY_ORDER if holding == reference.value[0] else EMPTY_LOGS
        if op == "delete_messages" and reference.value == [] and ours.value is None:
            return EMPTY_LOGS
        if op.startswith("delete_") and isinstance(reference.error, IndexError) and ours.error is None and ours.value is None:
            return EMPTY_LOGS
        if op == "add_message" and reference.error is None and isinstance(ours.error, ValueError):
            # Only the refusals declared: any other ValueError on a valid call is a failure.
            said = str(ours.error)
            if "JSON" in said:
                return JSON
            if any(why in said for why in ("must not be empty", "longer than", "control character")):
                return LIMITS
        return None


TestLlamaIndexDifferential = differential_test(LlamaIndexDifferential)
