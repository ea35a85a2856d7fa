"""Pure translations between LangGraph's store vocabulary and memlane items (no I/O).

Everything here runs before the engine is touched, so a bad op in a batch fails the whole
batch before any of it executes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langgraph.store.base import (
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    SearchItem,
    SearchOp,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)
from memlane.errors import InvalidInputError
from memlane.items import Item as EngineItem
from memlane.items import model

WHOLE_VALUE = "$"
# LangGraph's filter language (InMemoryStore / SqliteStore / PostgresStore): these operators on
# top-level fields. The engine knows a few more ($in, $contains...), but accepting them here
# would make code written against this store fail on every other LangGraph store.
FILTER_OPERATORS = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte"})

Path = tuple[str, list[str] | None]  # (field as written, its tokens; None = the whole value)


# -- namespaces -------------------------------------------------------------------------------
def check_op(op: Op) -> None:
    """LangGraph's namespace rules, enforced here because ops given straight to ``batch``
    bypass the checks of ``BaseStore.put``/``get``: labels are non-empty strings without '.'
    (``validate_op_namespace``); an item's namespace is non-empty; nothing is written under
    the reserved root "langgraph"."""
    if not isinstance(op, GetOp | PutOp | SearchOp | ListNamespacesOp):
        raise InvalidInputError(f"unknown store operation: {type(op).__name__}")
    namespace = op.namespace_prefix if isinstance(op, SearchOp) else getattr(op, "namespace", ())
    if isinstance(namespace, str):  # ("users") is a str, not a 1-tuple: its letters are not labels
        raise InvalidNamespaceError(f"a namespace is a tuple of strings, got the string {namespace!r}")
    validate_op_namespace(op)
    if isinstance(op, GetOp | PutOp) and not op.namespace:
        raise InvalidNamespaceError("Namespace cannot be empty.")
    # The engine's own limits (labels without U+001F or NUL, at most 512 characters; keys
    # non-empty, at most 1024), checked here so a batch fails before any of it runs.
    if isinstance(op, GetOp | PutOp):
        model.namespace_of(tuple(op.namespace))
        model.key_of(op.key)
    elif isinstance(op, SearchOp):
        model.namespace_of(tuple(op.namespace_prefix), allow_empty=True)
    if isinstance(op, PutOp) and op.value is not None:
        if op.namespace[0] == "langgraph":
            raise InvalidNamespaceError(f'Root label for namespace cannot be "langgraph". Got: {op.namespace}')
        if not isinstance(op.value, Mapping):
            raise InvalidInputError(f"a LangGraph store value is a dict, got {type(op.value).__name__}")
        if op.index is not None and op.index is not False:
            parse_fields(op.index)
    if isinstance(op, SearchOp):
        engine_filter(op.filter)


# -- filters ----------------------------------------------------------------------------------
def engine_filter(flt: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """LangGraph's filter as the engine's: the same shape, checked against LangGraph's
    operator set. Nested paths are refused rather than silently read as top-level keys."""
    if not flt:
        return None
    if not isinstance(flt, Mapping):
        raise InvalidInputError(f"filter must be a dict, got {type(flt).__name__}")
    for field, condition in flt.items():
        if isinstance(field, str) and "." in field:
            raise InvalidInputError(f"filter field {field!r}: nested paths are not supported; filter on top-level fields")
        if isinstance(condition, Mapping):
            unknown = sorted(str(k) for k in condition if k not in FILTER_OPERATORS)
            if unknown:
                raise InvalidInputError(
                    f"filter on {field!r}: unsupported {', '.join(unknown)}; use a value (equality) or "
                    f"{', '.join(sorted(FILTER_OPERATORS))} (nested objects cannot be matched field by field)"
                )
    return dict(flt)


# -- the text an item is indexed by -------------------------------------------------------------
def parse_fields(fields: Sequence[str] | None) -> list[Path]:
    if fields is None:
        fields = [WHOLE_VALUE]
    if isinstance(fields, str) or not all(isinstance(f, str) and f for f in fields):
        raise InvalidInputError(f"index fields must be a list of non-empty strings, got {fields!r}")
    return [(f, None if f == WHOLE_VALUE else tokenize_path(f)) for f in fields]


def index_text(value: Mapping[str, Any], paths: list[Path]) -> str | None:
    """What recall indexes for ``value``: the text at each path, one per line; None when
    there is none (stored, not searchable)."""
    texts: list[str] = []
    for _field, tokens in paths:
        texts.extend(_leaves(value) if tokens is None else get_text_at_path(value, tokens))
    text = "\n".join(t for t in texts if t and t.strip())
    return text or None


def _leaves(value: Any) -> list[str]:
    """The whole value as text: its string leaves in document order. Not the JSON dump
    LangGraph's own stores embed: the engine derives facts and entities from the text, and
    JSON punctuation and field names pollute both (measured: entities like ': 3', '}').
    Numbers and booleans mean little without their field name; filters reach them."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [t for v in value.values() for t in _leaves(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _leaves(v)]
    return []


# -- namespace listing ------------------------------------------------------------------------
def literal_prefix(conditions: Sequence[MatchCondition]) -> tuple[str, ...]:
    """The labels of the first prefix condition before any '*': narrows the engine's listing."""
    for condition in conditions:
        if condition.match_type == "prefix":
            out: list[str] = []
            for label in condition.path:
                if label == "*":
                    break
                out.append(label)
            return tuple(out)
    return ()


def matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """A prefix or suffix condition; '*' stands for exactly one label."""
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    if condition.match_type == "prefix":
        window = namespace[: len(path)]
    elif condition.match_type == "suffix":
        window = namespace[len(namespace) - len(path) :]
    else:
        raise InvalidInputError(f"unsupported match type: {condition.match_type!r}")
    return all(p == "*" or p == label for p, label in zip(path, window, strict=True))


# -- results ----------------------------------------------------------------------------------
def to_item(item: EngineItem) -> Item:
    return Item(value=item.value, key=item.key, namespace=item.namespace, created_at=item.created_at, updated_at=item.updated_at)


def to_search_item(item: EngineItem) -> SearchItem:
    score = None if item.score is None else float(item.score)
    return SearchItem(item.namespace, item.key, item.value, item.created_at, item.updated_at, score)
