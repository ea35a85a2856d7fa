"""Canonical, unambiguous JSON encoding for everything we hash or seal.

Why not ``json.dumps(default=str)``: it would make ``datetime(2024,1,1)`` and the string
``"2024-01-01 00:00:00"`` hash identically, and ``{1: "a"}`` collide with ``{"1": "a"}``.
Instead only JSON-native types are accepted (str keys; str/int/float/bool/None/list/tuple/dict
values; finite floats) and anything else is a programming error, raised loudly.
Tuples encode as lists: callers that need the distinction must not rely on the container type.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from ..errors import InvalidInputError

_MAX_DEPTH = 64


def _check(value: Any, path: str, depth: int) -> None:
    if depth > _MAX_DEPTH:
        raise InvalidInputError(f"{path}: nested deeper than {_MAX_DEPTH} levels")
    # bool is a subclass of int; both are fine and JSON keeps them apart (true vs 1).
    if value is None or isinstance(value, str | bool | int):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInputError(f"{path}: non-finite float {value!r} cannot be encoded")
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInputError(
                    f"{path}: mapping key {key!r} is {type(key).__name__}, only str keys are allowed"
                )
            _check(item, f"{path}.{key}", depth + 1)
        return
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check(item, f"{path}[{index}]", depth + 1)
        return
    raise InvalidInputError(f"{path}: type {type(value).__name__} is not canonically encodable")


def canonical_json(value: Any) -> bytes:
    """UTF-8 bytes of ``value`` with sorted keys and no insignificant whitespace."""
    _check(value, "$", 0)
    text = json.dumps(
        value,
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
        default=_unreachable,
    )
    return text.encode("utf-8")


def _unreachable(value: Any) -> Any:  # pragma: no cover - _check rejects these first
    raise TypeError(f"not encodable: {type(value).__name__}")


def freeze(value: Any) -> Any:
    """Deep read-only copy of a JSON-native value (mappings → MappingProxyType, lists → tuples),
    so metadata held by a frozen dataclass cannot be mutated behind its back."""
    from types import MappingProxyType

    _check(value, "$", 0)
    if isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Plain dict/list copy of a (possibly frozen) JSON-native value, for encoding or output."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [thaw(v) for v in value]
    return value
