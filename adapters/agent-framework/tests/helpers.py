"""A local chat client for real ``Agent`` runs (no network) and message builders."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agent_framework import BaseChatClient, ChatResponse, Content, Message


class LocalChatClient(BaseChatClient):
    """Answers with the next of a fixed list of replies and records every message list it
    was sent. Non-streaming only."""

    def __init__(self, replies: Sequence[str]) -> None:
        super().__init__()
        self.replies = list(replies)
        self.calls: list[list[Message]] = []

    async def _inner_get_response(  # type: ignore[override]
        self, *, messages: Sequence[Message], stream: bool, options: Mapping[str, Any], **kwargs: Any
    ) -> ChatResponse:
        assert not stream, "this test client does not stream"
        self.calls.append(list(messages))
        return ChatResponse(messages=[Message("assistant", [self.replies.pop(0)])], response_id=f"r{len(self.calls)}")


def user(text: str, **kw: Any) -> Message:
    return Message("user", [text], **kw)


def assistant(text: str, **kw: Any) -> Message:
    return Message("assistant", [text], **kw)


def dicts(messages: Sequence[Message]) -> list[dict[str, Any]]:
    return [m.to_dict() for m in messages]


def tool_turn() -> list[Message]:
    """A tool call and its result: messages without text."""
    call = Content.from_function_call(call_id="c1", name="get_weather", arguments={"city": "Lisbon"})
    result = Content.from_function_result(call_id="c1", result="Heavy rain in Lisbon.")
    return [Message("assistant", [call]), Message("tool", [result])]
