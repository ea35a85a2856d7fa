"""Every input limit of memlane, in one place.

Each surface (Python API, CLI, items, adapters, HTTP) validates through these constants and
checks, so a limit is changed here and nowhere else; ``docs/security.md`` lists them (a test
keeps that table and :data:`LIMITS` equal). A value over a limit raises
:class:`~memlane.errors.LimitExceededError` naming the field; nothing is written.

The JSON check walks the value iteratively (an explicit stack, never recursion), so a value
nested 100,000 deep is refused with a typed error instead of a ``RecursionError``.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping, Sized
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .errors import InvalidIdError, InvalidInputError, LimitExceededError

# -- sizes of text ---------------------------------------------------------------------------
CONTENT_BYTES = 1 << 20  # remember content, correct text (IngestConfig.max_content_bytes default)
QUERY_BYTES = 16_384  # recall / items.search query text
METADATA_BYTES = 64 * 1024  # a memory's metadata, as compact JSON
JSON_DEPTH = 32  # nesting of metadata, item values, item filters, import records
PROFILE_CHARS = 200
PRINCIPAL_CHARS = 200
NAME_CHARS = 200  # a subject / entity name (erase, export --subject)
TEXT_FIELD_CHARS = 1000  # session_id, speaker
ROLE_CHARS = 100
IDEMPOTENCY_KEY_CHARS = 500
PASSWORD_CHARS = 4096  # argon2 cost grows with the input: refuse absurd passwords up front
NAMESPACE_LABEL_CHARS = 512  # one label of an item namespace
NAMESPACE_LABELS = 32  # labels per namespace
ITEM_KEY_CHARS = 1024
PATH_CHARS = 4096  # a file path (import, backup, restore, export --out)
FILTER_VALUE_BYTES = 65_536  # one value of an item filter
# -- sizes of lists --------------------------------------------------------------------------
IDS_PER_CALL = 10_000  # ids of one forget / erase
SCOPES_PER_CALL = 100  # scopes=[...] of a read
BATCH_RECORDS = 100_000  # records of one remember_many
PAGE_LIMIT = 10_000  # list(limit=), items.list(limit=)
RECALL_LIMIT = 1000  # recall(limit=)
OFFSET_MAX = 2**62
OPERATION_ID_CHARS = 100  # op_<hex> ids of manifests, receipts, erasures
# -- numbers ---------------------------------------------------------------------------------
ID_NUMBER_MAX = 2**63 - 1  # fact_<n> / mem_<n>: SQLite's integer range
TTL_SECONDS_MAX = 100 * 365 * 86_400  # an item's time to live
# Instants (observed_at, as_of, valid_at, valid_from/until): years 1000-9000 keep every
# derived time ("two years ago", an interval's end) inside what datetime can represent.
TIME_MIN = datetime(1000, 1, 1, tzinfo=UTC)
TIME_MAX = datetime(9000, 12, 31, 23, 59, 59, tzinfo=UTC)


@dataclass(frozen=True)
class Limit:
    name: str
    value: int | str
    unit: str
    applies_to: str


# The documented table (docs/security.md renders exactly this).
LIMITS: tuple[Limit, ...] = (
    Limit("CONTENT_BYTES", CONTENT_BYTES, "bytes (UTF-8)", "remember content, correct text, item values (default; IngestConfig)"),
    Limit("QUERY_BYTES", QUERY_BYTES, "bytes (UTF-8)", "recall and items.search query"),
    Limit("METADATA_BYTES", METADATA_BYTES, "bytes (compact JSON)", "remember metadata"),
    Limit("JSON_DEPTH", JSON_DEPTH, "levels", "metadata, item values and filters, import records"),
    Limit("PROFILE_CHARS", PROFILE_CHARS, "characters", "profile names (API and --profile)"),
    Limit("PRINCIPAL_CHARS", PRINCIPAL_CHARS, "characters", "principal ids"),
    Limit("NAME_CHARS", NAME_CHARS, "characters", "subject/entity names of erase and export"),
    Limit("TEXT_FIELD_CHARS", TEXT_FIELD_CHARS, "characters", "session_id, speaker"),
    Limit("ROLE_CHARS", ROLE_CHARS, "characters", "role"),
    Limit("IDEMPOTENCY_KEY_CHARS", IDEMPOTENCY_KEY_CHARS, "characters", "idempotency_key"),
    Limit("PASSWORD_CHARS", PASSWORD_CHARS, "characters", "passwords"),
    Limit("NAMESPACE_LABEL_CHARS", NAMESPACE_LABEL_CHARS, "characters", "one item namespace label"),
    Limit("NAMESPACE_LABELS", NAMESPACE_LABELS, "labels", "item namespace depth"),
    Limit("ITEM_KEY_CHARS", ITEM_KEY_CHARS, "characters", "item keys"),
    Limit("PATH_CHARS", PATH_CHARS, "characters", "file paths of import, backup, restore"),
    Limit("FILTER_VALUE_BYTES", FILTER_VALUE_BYTES, "bytes (JSON)", "one value of an item filter"),
    Limit("IDS_PER_CALL", IDS_PER_CALL, "ids", "forget / erase ids"),
    Limit("SCOPES_PER_CALL", SCOPES_PER_CALL, "scopes", "scopes=[...] of a read or export"),
    Limit("BATCH_RECORDS", BATCH_RECORDS, "records", "remember_many"),
    Limit("PAGE_LIMIT", PAGE_LIMIT, "rows", "list / items.list page size"),
    Limit("RECALL_LIMIT", RECALL_LIMIT, "results", "recall limit"),
    Limit("OFFSET_MAX", "2^62", "rows", "list offsets"),
    Limit("OPERATION_ID_CHARS", OPERATION_ID_CHARS, "characters", "operation / erasure ids (manifest, erasure_status)"),
    Limit("ID_NUMBER_MAX", "2^63-1", "", "the number of a fact_<n> / mem_<n> id"),
    Limit("TTL_SECONDS_MAX", TTL_SECONDS_MAX, "seconds", "item ttl"),
    Limit("TIME_MIN", TIME_MIN.date().isoformat(), "UTC", "observed_at, as_of, valid_at, valid_from, valid_until"),
    Limit("TIME_MAX", TIME_MAX.date().isoformat(), "UTC", "observed_at, as_of, valid_at, valid_from, valid_until"),
)


def _exceeded(field: str, what: str, limit: int, actual: int) -> LimitExceededError:
    return LimitExceededError(f"{field} {what} {actual}, over the limit of {limit}", field=field, limit=limit, actual=actual)


def check_chars(value: str, limit: int, field: str) -> str:
    if len(value) > limit:
        raise _exceeded(field, "has length", limit, len(value))
    return value


def check_count(values: Sized, limit: int, field: str) -> None:
    if len(values) > limit:
        raise _exceeded(field, "holds", limit, len(values))


def check_path(value: object, field: str = "path") -> Path:
    """A filesystem path from a str or os.PathLike, or a typed error (never a TypeError or
    the ValueError of an embedded NUL)."""
    if isinstance(value, bool) or not isinstance(value, str | os.PathLike):
        raise InvalidInputError(f"{field} must be a path (str or os.PathLike), got {type(value).__name__}", field=field)
    text = os.fspath(value)
    if not isinstance(text, str):
        raise InvalidInputError(f"{field} must be a text path", field=field)
    return Path(check_text(text, field, PATH_CHARS))


def check_text(value: object, field: str, max_chars: int) -> str:
    """A non-empty string of valid Unicode (no lone surrogate, no NUL) of at most ``max_chars``."""
    if not isinstance(value, str) or not value or "\x00" in value:
        raise InvalidInputError(f"{field} must be a non-empty string without NUL", field=field)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInputError(f"{field} is not valid Unicode (a lone surrogate)", field=field) from None
    return check_chars(value, max_chars, field)


def check_callback(value: object, field: str) -> None:
    if value is not None and not callable(value):
        raise InvalidInputError(f"{field} must be callable or None, got {type(value).__name__}", field=field)


def check_id_number(number: int, field: str = "id") -> int:
    if number > ID_NUMBER_MAX:
        raise InvalidIdError(f"{field}: the number is out of range (at most 2^63-1)", field=field)
    return number


def check_instant(dt: datetime, field: str) -> datetime:
    if not TIME_MIN <= dt <= TIME_MAX:
        raise InvalidInputError(
            f"{field}: {dt.isoformat()} is outside the supported range "
            f"{TIME_MIN.date().isoformat()} to {TIME_MAX.date().isoformat()}",
            field=field,
        )
    return dt


def _walk(value: Any, field: str, max_depth: int) -> None:
    """Depth and leaf types, with an explicit stack: no recursion, whatever the depth."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping | list | tuple):
            if depth >= max_depth:
                raise LimitExceededError(f"{field} is nested deeper than {max_depth} levels", field=field, limit=max_depth)
            # Keys are left to json.dumps (it writes int/float/bool keys as strings and refuses
            # the rest, which check_json reports).
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, Mapping) else item))
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise InvalidInputError(f"{field}: {item!r} is not a finite number", field=field)
        elif not (item is None or isinstance(item, str | int)):
            raise InvalidInputError(f"{field}: {type(item).__name__} is not JSON", field=field)


def check_json(value: Any, *, field: str, max_bytes: int | None, max_depth: int = JSON_DEPTH) -> int:
    """``value`` is JSON-native (str/int/float/bool/None/list/tuple/dict values; finite
    floats), at most ``max_depth`` levels deep and ``max_bytes`` as compact UTF-8 JSON (None:
    any size). Returns that size."""
    _walk(value, field, max_depth)
    try:
        size = len(json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8"))
    except (TypeError, ValueError, UnicodeEncodeError) as exc:  # a lone surrogate, an int too big to print
        raise InvalidInputError(f"{field} is not valid JSON text: {exc}", field=field) from exc
    if max_bytes is not None and size > max_bytes:
        raise LimitExceededError(
            f"{field} is {size} bytes as JSON, over the limit of {max_bytes}", field=field, limit=max_bytes, actual=size
        )
    return size


def loads(text: str | bytes, *, field: str, max_depth: int = JSON_DEPTH) -> Any:
    """``json.loads`` that refuses deep nesting with a typed error (the stdlib decoder raises
    ``RecursionError`` on it)."""
    try:
        value = json.loads(text)
    except RecursionError as exc:
        raise LimitExceededError(f"{field} is nested deeper than {max_depth} levels", field=field, limit=max_depth) from exc
    if isinstance(value, dict | list):
        _walk(value, field, max_depth)
    return value
