"""Admission checks on raw content: encoding, size, emptiness, filler."""

from __future__ import annotations

import re

from ..errors import (
    ContentTooLargeError,
    EmptyContentError,
    InvalidEncodingError,
    InvalidInputError,
)

# Whole-message acknowledgements that state nothing worth a fact. They are still stored
# verbatim (the conversation stays complete); they just yield no facts.
_FILLER = re.compile(
    r"^(?:ok(?:ay)?|k+|lol+|lmao|haha+|hah|hehe+|hmm+|mm+|uh+|um+|yes|yeah|yep|yup|no|nope|"
    r"thanks?(?: you)?(?: so much)?|thx|ty|cool|nice|great|sure|bye|goodbye|hi|hello|hey|"
    r"wow|oh|ah|right|got it|sounds good|good night|gn|see you|cheers)"
    r"(?:[\s,!.?]+(?:ok(?:ay)?|thanks?|you|so much|lol|haha+|!|\.|\?))*[\s!.?]*$",
    re.IGNORECASE,
)


def validate_content(content: object, *, max_bytes: int, field: str = "content") -> str:
    """Return ``content`` as str or raise a typed error. Nothing is normalised away:
    memories are kept verbatim."""
    if isinstance(content, bytes | bytearray | memoryview):
        try:
            content = bytes(content).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidEncodingError(f"{field} is not valid UTF-8: {exc}") from exc
    if not isinstance(content, str):
        raise InvalidInputError(f"{field} must be text, got {type(content).__name__}")
    try:
        size = len(content.encode("utf-8"))
    except UnicodeEncodeError as exc:  # lone surrogates cannot be stored as UTF-8
        raise InvalidEncodingError(f"{field} contains characters that are not valid Unicode: {exc}") from exc
    if "\x00" in content:
        raise InvalidEncodingError(f"{field} contains a NUL character")
    if not content.strip():
        raise EmptyContentError(f"{field} is empty or whitespace only")
    if size > max_bytes:
        raise ContentTooLargeError(
            f"{field} is {size} bytes, over the limit of {max_bytes} bytes", size=size, limit=max_bytes
        )
    return content


def is_filler(text: str) -> bool:
    return bool(_FILLER.match(text.strip()))
