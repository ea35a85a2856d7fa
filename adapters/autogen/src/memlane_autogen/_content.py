"""``MemoryContent`` <-> memlane item: the stored value and the text recall indexes."""

from __future__ import annotations

import json
from typing import Any

from autogen_core.memory import MemoryContent, MemoryMimeType
from memlane.errors import InvalidInputError
from memlane.items import Item

_TEXT_TYPES = frozenset({MemoryMimeType.TEXT.value, MemoryMimeType.MARKDOWN.value})
_JSON = MemoryMimeType.JSON.value


def mime_of(mime_type: MemoryMimeType | str) -> str:
    return mime_type.value if isinstance(mime_type, MemoryMimeType) else str(mime_type)


def text_of(content: MemoryContent) -> str:
    """The searchable text of a content. Only textual mime types have one: bytes and images
    would be stored unsearchable, so the adapter refuses them rather than keep them invisibly."""
    mime, value = mime_of(content.mime_type), content.content
    if mime in _TEXT_TYPES:
        if not isinstance(value, str):
            raise InvalidInputError(f"{mime} content must be a str, got {type(value).__name__}")
        return value
    if mime == _JSON:
        if isinstance(value, str):
            try:
                json.loads(value)
            except ValueError as exc:
                raise InvalidInputError(
                    f"application/json content is not valid JSON: {exc}"
                ) from exc
            return value
        if isinstance(value, dict):
            try:  # sorted keys: the same dict always indexes as the same text
                return json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
            except (TypeError, ValueError) as exc:
                raise InvalidInputError(
                    f"application/json content is not JSON-serialisable: {exc}"
                ) from exc
        raise InvalidInputError(
            f"application/json content must be a dict or a JSON string, got {type(value).__name__}"
        )
    raise InvalidInputError(
        f"unsupported mime type {mime!r}: memlane stores text/plain, text/markdown and application/json"
    )


def value_of(content: MemoryContent) -> dict[str, Any]:
    """The item value. memlane validates it is JSON (a bad metadata value raises there)."""
    return {
        "content": content.content,
        "mime_type": mime_of(content.mime_type),
        "metadata": content.metadata or {},
    }


def content_of(item: Item) -> MemoryContent:
    """Back to ``MemoryContent``; metadata gains ``id`` (the item key) and, for ranked
    results, ``score`` (memlane's recall score), as AutoGen's vector memories report them."""
    value = item.value if isinstance(item.value, dict) else {"content": item.value}
    mime = str(value.get("mime_type", MemoryMimeType.TEXT.value))
    metadata = dict(value.get("metadata") or {})
    metadata["id"] = item.key
    if item.score is not None:
        metadata["score"] = float(item.score)
    try:
        mime_type: MemoryMimeType | str = MemoryMimeType(mime)
    except ValueError:
        mime_type = mime
    return MemoryContent(content=value.get("content", ""), mime_type=mime_type, metadata=metadata)


def listing(results: list[MemoryContent]) -> str:
    """The system message ``update_context`` adds, in the shape AutoGen's own vector
    memories use, so prompts written for them keep working."""
    lines = [f"{i}. {_display(r)}" for i, r in enumerate(results, 1)]
    return "\nRelevant memory content:\n" + "\n".join(lines)


def _display(content: MemoryContent) -> str:
    if isinstance(content.content, dict):
        return json.dumps(content.content, ensure_ascii=False, sort_keys=True)
    return str(content.content)
