"""Pure translations between LangChain documents and memlane items (no I/O).

A document is the item value ``{"page_content", "metadata"}`` plus one top-level copy of each
metadata entry under ``"metadata.<key>"``: the engine filters on top-level value fields, so
that copy is what makes a metadata filter run in SQL instead of in Python after the fact."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.documents import Document
from memlane.errors import InvalidInputError
from memlane.items import Item

CONTENT, METADATA, COPY = "page_content", "metadata", "metadata."
# The metadata-filter dialect LangChain's SQL-backed stores share (PGVector, Chroma...),
# restricted to what the engine evaluates in SQL.
OPERATORS = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in"})
UNSUPPORTED = frozenset({"$or", "$not", "$nin", "$like", "$ilike", "$exists", "$between"})


def _filterable(key: object) -> bool:
    # The engine's filter fields may not hold '"' or control characters.
    return isinstance(key, str) and bool(key) and '"' not in key and key.isprintable()


def to_value(text: object, metadata: object) -> dict[str, Any]:
    if not isinstance(text, str):
        raise InvalidInputError(f"page_content must be a string, got {type(text).__name__}")
    if metadata is None:
        metadata = {}
    if not isinstance(metadata, Mapping):
        raise InvalidInputError(f"metadata must be a dict, got {type(metadata).__name__}")
    value: dict[str, Any] = {CONTENT: text, METADATA: dict(metadata)}
    value.update({COPY + k: v for k, v in metadata.items() if _filterable(k)})
    return value


def to_document(item: Item) -> Document:
    return Document(id=item.key, page_content=item.value[CONTENT], metadata=item.value[METADATA])


def engine_filter(flt: object) -> dict[str, Any] | None:
    """``{"k": v}`` (equality), ``{"k": {"$op": v}}`` with $eq $ne $gt $gte $lt $lte $in, and
    ``{"$and": [filter, ...]}``, on top-level metadata keys; several keys combine with AND.
    A Python callable (InMemoryVectorStore's filter) cannot run inside the engine's query and
    is refused, as are $or/$not/$nin: a clear error instead of silently unfiltered results."""
    if flt is None:
        return None
    if callable(flt):
        raise InvalidInputError(
            "filter must be a dict of metadata conditions, e.g. {'topic': 'food', 'year': {'$gte': 2020}}; "
            "a Python callable cannot run inside the engine's query"
        )
    if not isinstance(flt, Mapping):
        raise InvalidInputError(f"filter must be a dict, got {type(flt).__name__}")
    out: dict[str, dict[str, Any]] = {}
    _merge(flt, out)
    return {COPY + key: ops for key, ops in out.items()} or None


def _merge(flt: Mapping[Any, Any], out: dict[str, dict[str, Any]]) -> None:
    for key, condition in flt.items():
        if key == "$and":
            if not isinstance(condition, list | tuple) or not all(isinstance(c, Mapping) for c in condition):
                raise InvalidInputError("$and takes a list of filters")
            for part in condition:
                _merge(part, out)
            continue
        if key in UNSUPPORTED or (isinstance(key, str) and key.startswith("$")):
            raise InvalidInputError(f"filter operator {key!r} is not supported; supported: $and and, per key, {_names()}")
        if not _filterable(key):
            raise InvalidInputError(f"metadata key {key!r} cannot be filtered on (empty, or it holds '\"' or a control character)")
        ops = dict(condition) if _is_ops(condition) else {"$eq": condition}
        unknown = sorted(str(op) for op in ops if op not in OPERATORS)
        if unknown:
            raise InvalidInputError(f"filter on {key!r}: unsupported {', '.join(unknown)}; supported: {_names()}")
        mine = out.setdefault(key, {})
        for op, operand in ops.items():
            if op in mine and mine[op] != operand:
                raise InvalidInputError(f"filter on {key!r} gives {op} twice with different values")
            mine[op] = list(operand) if op == "$in" and isinstance(operand, tuple) else operand


def _is_ops(condition: object) -> bool:
    return isinstance(condition, Mapping) and bool(condition) and all(str(k).startswith("$") for k in condition)


def _names() -> str:
    return " ".join(sorted(OPERATORS))
