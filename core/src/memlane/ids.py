"""Public identifiers: ``mem_<n>`` for verbatim memories, ``fact_<n>`` for derived facts.

Rows are keyed by SQLite integer ids; the prefix makes an id self-describing on every surface
(CLI, HTTP, adapters) so ``get``/``forget`` never confuse a memory with a fact.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from .errors import InvalidIdError
from .limits import check_id_number


class IdKind(str, Enum):
    MEMORY = "mem"
    FACT = "fact"


class ParsedId(NamedTuple):
    kind: IdKind
    number: int


def memory_id(n: int) -> str:
    return f"mem_{n}"


def fact_id(n: int) -> str:
    return f"fact_{n}"


def parse_id(value: object, expect: IdKind | None = None) -> ParsedId:
    if not isinstance(value, str):
        raise InvalidIdError(f"id must be a string like 'fact_12' or 'mem_3', got {type(value).__name__}")
    prefix, sep, number = value.partition("_")
    try:
        kind = IdKind(prefix)
    except ValueError:
        kind = None
    if not sep or kind is None or not number.isascii() or not number.isdigit():
        raise InvalidIdError(f"malformed id {value!r}: expected 'fact_<n>' or 'mem_<n>'")
    if expect is not None and kind is not expect:
        raise InvalidIdError(f"expected a {expect.value}_<n> id, got {value!r}")
    if len(number) > 20:  # never convert an absurdly long digit string
        raise InvalidIdError(f"malformed id {value[:40]!r}...: the number is out of range", field="id")
    return ParsedId(kind, check_id_number(int(number)))
