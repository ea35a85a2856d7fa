"""Items: what an adapter stores — a JSON value under a namespace (a tuple of labels) and a key.

Validation happens here, before anything is admitted: a bad namespace, key, value, filter or
TTL raises :class:`InvalidInputError` (a ``ValueError``) and nothing is written."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .. import limits
from ..errors import InvalidInputError
from ..results import _ToDict

SEP = "\x1f"  # unit separator: terminates every label of an encoded namespace
MAX_LABEL, MAX_KEY, MAX_DEPTH = limits.NAMESPACE_LABEL_CHARS, limits.ITEM_KEY_CHARS, limits.NAMESPACE_LABELS
FILTER_OPERATORS = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$contains", "$contains_any"})
LIST_OPERATORS = frozenset({"$in", "$contains_any"})
STATUSES = ("active", "archived")


@dataclass(frozen=True)
class Item(_ToDict):
    """A stored item. ``score`` is set by :meth:`Items.search` when the item was ranked by
    recall (None when it matched the filter but has no indexed text ranked for the query)."""

    namespace: tuple[str, ...]
    key: str
    value: Any
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None
    status: str
    scope: str  # governance scope key
    memory_id: str  # the verbatim memory that carries the item's text
    seq: int  # insertion order of the key (kept when the value is replaced)
    score: float | None = None
    # With a search: the cosine similarity of the item's best fact to the query (the semantic
    # channel's own score; None when that channel did not rank it). ``score`` is the fused
    # recall score that orders results; this one is comparable to a fixed threshold.
    similarity: float | None = None


@dataclass(frozen=True)
class ItemWrite:
    """One put: ``text`` is what recall indexes (None: stored, not searchable); ``ttl`` in
    seconds (None: never expires)."""

    namespace: tuple[str, ...]
    key: str
    value: Any
    text: str | None = None
    ttl: float | None = None
    speaker: str | None = None
    role: str | None = None
    scope: str = "personal"
    status: str = "active"  # or "archived" (a chat store adding already-archived history)


def _label(value: object, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise InvalidInputError(f"{what} must be a string, got {type(value).__name__}")
    if not value:
        raise InvalidInputError(f"{what} must not be empty")
    if len(value) > limit:
        raise InvalidInputError(f"{what} is longer than {limit} characters")
    if SEP in value or "\x00" in value:
        raise InvalidInputError(f"{what} contains a control character (U+001F or NUL)")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:  # lone surrogates
        raise InvalidInputError(f"{what} is not valid unicode") from exc
    return value


def namespace_of(labels: object, *, allow_empty: bool = False) -> tuple[str, ...]:
    if isinstance(labels, str) or not isinstance(labels, Sequence):
        raise InvalidInputError(f"a namespace is a tuple of strings, got {type(labels).__name__}")
    out = tuple(_label(label, "a namespace label", MAX_LABEL) for label in labels)
    if not out and not allow_empty:
        raise InvalidInputError("a namespace needs at least one label")
    if len(out) > MAX_DEPTH:
        raise InvalidInputError(f"a namespace has at most {MAX_DEPTH} labels")
    return out


def encode(labels: tuple[str, ...]) -> str:
    return "".join(label + SEP for label in labels)


def decode(text: str) -> tuple[str, ...]:
    return tuple(text.split(SEP)[:-1])


def key_of(key: object) -> str:
    return _label(key, "an item key", MAX_KEY)


def listed(values: object, what: str) -> list[Any]:
    """A list from an iterable argument (writes, delete pairs), or InvalidInputError."""
    if isinstance(values, str | bytes | Mapping) or not isinstance(values, Iterable):
        raise InvalidInputError(f"{what} must be a list, got {type(values).__name__}", field=what)
    return list(values)


def keys_of(keys: object) -> list[str]:
    """A list of item keys (memlane.limits.IDS_PER_CALL at most), or InvalidInputError."""
    if isinstance(keys, str | bytes) or not isinstance(keys, Iterable):
        raise InvalidInputError(f"keys must be a list of strings, got {type(keys).__name__}", field="keys")
    out = [key_of(k) for k in keys]
    limits.check_count(out, limits.IDS_PER_CALL, "keys")
    return out


def json_value(value: object, *, max_bytes: int) -> Any:
    """The value as stored: JSON-native (round-trips exactly), finite numbers, bounded size
    and depth (memlane.limits: typed errors, never a RecursionError)."""
    limits.check_json(value, field="item value", max_bytes=None)
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"item value is not JSON-serialisable: {exc}") from exc
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise InvalidInputError(f"item value is larger than {max_bytes} bytes")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInputError("item value contains invalid unicode (a lone surrogate)") from exc
    return json.loads(text)


def status_of(status: object) -> str:
    if status not in STATUSES:
        raise InvalidInputError(f"item status must be one of {', '.join(STATUSES)}, got {status!r}")
    return status  # type: ignore[return-value]


def ttl_of(ttl: object) -> float | None:
    if ttl is None:
        return None
    if isinstance(ttl, bool) or not isinstance(ttl, int | float) or not math.isfinite(ttl) or not 0 < ttl <= limits.TTL_SECONDS_MAX:
        raise InvalidInputError(f"ttl must be a positive number of seconds up to {limits.TTL_SECONDS_MAX}, got {ttl!r}", field="ttl")
    return float(ttl)


def filter_of(value: object) -> dict[str, Any] | None:
    """``{field: value}`` (equality) or ``{field: {"$op": value}}``; top-level fields.
    Operators: $eq $ne $gt $gte $lt $lte, $in (value in list), $contains (list field holds
    value), $contains_any (list field holds one of the values)."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise InvalidInputError(f"filter must be a mapping, got {type(value).__name__}")
    out: dict[str, Any] = {}
    for field, condition in value.items():
        if not isinstance(field, str) or not field or '"' in field or not field.isprintable():
            raise InvalidInputError(f"invalid filter field {field!r}")
        if isinstance(condition, Mapping) and any(str(k).startswith("$") for k in condition):
            unknown = set(condition) - FILTER_OPERATORS
            if unknown:
                raise InvalidInputError(f"unknown filter operator(s): {', '.join(sorted(map(str, unknown)))}")
            for op, v in condition.items():
                if op in LIST_OPERATORS and not isinstance(v, list | tuple):
                    raise InvalidInputError(f"filter operator {op} takes a list")
                if op == "$contains" and isinstance(v, dict | list):
                    raise InvalidInputError("filter operator $contains takes a single value")
            out[field] = {op: json_value(v, max_bytes=limits.FILTER_VALUE_BYTES) for op, v in condition.items()}
        else:
            out[field] = json_value(condition, max_bytes=limits.FILTER_VALUE_BYTES)
    return out


def page_of(offset: object, limit: object, *, max_limit: int = limits.PAGE_LIMIT) -> tuple[int, int]:
    for name, value, low, high in (("offset", offset, 0, limits.OFFSET_MAX), ("limit", limit, 1, max_limit)):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise InvalidInputError(f"{name} must be an integer from {low} to {high}")
    return int(offset), int(limit)  # type: ignore[arg-type]
