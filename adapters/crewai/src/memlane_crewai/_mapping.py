"""How a CrewAI ``MemoryRecord`` maps onto a memlane item, and CrewAI's filters onto the
engine's item filter.

- scope ``"/a/b"`` -> namespace ``base + ("a", "b")``; the root scope ``"/"`` is ``base``
  itself, so a scope prefix is a namespace prefix (whole path components: ``/a`` never
  matches ``/ab``, unlike a string prefix).
- record id -> item key; content -> the indexed text (the engine embeds it with its own
  model, so the record's embedding is checked, never stored).
- every other field -> the JSON value, plus two derived fields that make CrewAI's filters
  expressible as engine filters on top-level value fields: ``created_ts`` (epoch seconds, for
  ``older_than``) and ``meta.<key>`` (a copy of each metadata entry, for ``metadata_filter``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from crewai.memory.types import MemoryRecord
from memlane.errors import InvalidInputError

META = "meta."  # prefix of the flattened metadata copies
_DERIVED = "created_ts"


def scope_labels(scope: str | None) -> tuple[str, ...]:
    """The labels of a '/'-path; empty components (``//``, trailing ``/``) are dropped."""
    if scope is None:
        return ()
    if not isinstance(scope, str):
        raise InvalidInputError(f"a scope is a '/'-path string, got {type(scope).__name__}")
    return tuple(part for part in scope.split("/") if part)


def scope_path(labels: Sequence[str]) -> str:
    return "/" + "/".join(labels) if labels else "/"


def _epoch(moment: datetime) -> float:
    # CrewAI stamps naive UTC datetimes (datetime.utcnow()); treat naive as UTC.
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()


def _filterable(key: object) -> bool:
    # The engine's filter fields may not hold '"' or control characters.
    return isinstance(key, str) and bool(key) and '"' not in key and key.isprintable()


def to_value(record: MemoryRecord) -> dict[str, Any]:
    value: dict[str, Any] = {
        "id": record.id,
        "content": record.content,
        "scope": scope_path(scope_labels(record.scope)),
        "categories": list(record.categories),
        "metadata": dict(record.metadata),
        "importance": record.importance,
        "created_at": record.created_at.isoformat(),
        "last_accessed": record.last_accessed.isoformat(),
        "source": record.source,
        "private": record.private,
        _DERIVED: _epoch(record.created_at),
    }
    value.update({META + k: v for k, v in record.metadata.items() if _filterable(k)})
    return value


def to_record(value: Mapping[str, Any], key: str) -> MemoryRecord:
    return MemoryRecord(
        id=value.get("id", key),
        content=value["content"],
        scope=value["scope"],
        categories=value["categories"],
        metadata=value["metadata"],
        importance=value["importance"],
        created_at=datetime.fromisoformat(value["created_at"]),
        last_accessed=datetime.fromisoformat(value["last_accessed"]),
        source=value["source"],
        private=value["private"],
    )


def item_filter(
    *,
    categories: Sequence[str] | None = None,
    metadata_filter: Mapping[str, Any] | None = None,
    record_ids: Sequence[str] | None = None,
    older_than: datetime | None = None,
) -> dict[str, Any] | None:
    """CrewAI's criteria (ANDed) as one engine filter; None when there are none."""
    where: dict[str, Any] = {}
    if categories:
        where["categories"] = {"$contains_any": list(categories)}
    if record_ids is not None:
        where["id"] = {"$in": list(record_ids)}
    if older_than is not None:
        where[_DERIVED] = {"$lt": _epoch(older_than)}
    for k, v in (metadata_filter or {}).items():
        if not _filterable(k):
            raise InvalidInputError(
                f"metadata key {k!r} cannot be filtered on (it holds '\"' or a control character)"
            )
        where[META + k] = v
    return where or None
