"""What of a Responses input item the engine should index: its human-readable text.

Session items are stored verbatim as JSON; this only decides the searchable ``text`` beside
them. Items with nothing readable (images, encrypted compaction blobs, bare tool calls with no
arguments) get ``None``: stored, replayed, but not searchable."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# Part keys that carry text across the Responses content-part types
# (input_text/output_text/summary_text/reasoning_text: "text"; refusal: "refusal").
_PART_TEXT_KEYS = ("text", "refusal")
# Item fields whose value is a string or a list of content parts, in reading order:
# messages ("content"), tool outputs ("output"), reasoning ("summary" then "content").
_TEXT_FIELDS = ("summary", "content", "output")
# Tool calls: the tool's name plus what the model sent it (JSON arguments or free-form input).
_CALL_FIELDS = ("name", "arguments", "input")
_CALL_TYPES = frozenset({"function_call", "custom_tool_call", "mcp_call"})


def _parts_text(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    out: list[str] = []
    if isinstance(value, list):
        for part in value:
            if isinstance(part, str):
                out.append(part)
            elif isinstance(part, Mapping):
                out.extend(part[k] for k in _PART_TEXT_KEYS if isinstance(part.get(k), str))
    return out


def item_text(item: Mapping[str, Any]) -> str | None:
    """The item's readable text joined by newlines, or None when it has none."""
    pieces: list[str] = []
    for field in _TEXT_FIELDS:
        pieces.extend(_parts_text(item.get(field)))
    if item.get("type") in _CALL_TYPES:
        pieces.extend(item[f] for f in _CALL_FIELDS if isinstance(item.get(f), str))
    text = "\n".join(p for p in pieces if p.strip())
    return text or None


def item_role(item: Mapping[str, Any]) -> str | None:
    """Messages carry a role (user/assistant/system/developer); other item types do not."""
    role = item.get("role")
    return role if isinstance(role, str) and role else None
