"""Semantic Kernel filters (Python lambdas, parsed by SK into an ``ast``) as the engine's item
filter: ``{field: {"$op": value}}`` conditions combined with AND, evaluated in SQL.

Supported: ``x.f == v``, ``!=``, ``<``, ``<=``, ``>``, ``>=`` (either side), ``x.f in [..]``,
``v in x.f`` (a list field holds v), ``x["f"]`` for ``x.f``, chained comparisons and ``and``.
Anything the engine cannot evaluate exactly (``or``, ``not``, ``not in``, arithmetic, calls) is
refused with ``VectorStoreOperationException`` rather than silently ignored."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from typing import Any

from semantic_kernel.exceptions import VectorStoreOperationException

_OPS: dict[type[ast.cmpop], str] = {ast.Eq: "$eq", ast.NotEq: "$ne", ast.Lt: "$lt", ast.LtE: "$lte", ast.Gt: "$gt", ast.GtE: "$gte"}
_FLIPPED = {"$lt": "$gt", "$lte": "$gte", "$gt": "$lt", "$gte": "$lte", "$eq": "$eq", "$ne": "$ne"}


def parse(node: ast.AST, fields: Mapping[str, str]) -> dict[str, dict[str, Any]]:
    """The lambda body ``node`` as an engine filter. ``fields`` maps the names a filter may
    use (data and key fields) to their storage names."""
    out: dict[str, dict[str, Any]] = {}
    for field, op, value in _conditions(node, fields):
        ops = out.setdefault(field, {})
        if op in ops and ops[op] != value:
            raise VectorStoreOperationException(f"filter gives {field} {op} twice with different values")
        ops[op] = value
    return out


def merge(filters: list[dict[str, dict[str, Any]]]) -> dict[str, dict[str, Any]] | None:
    """Several filters (SK combines a list of filters with AND) as one."""
    out: dict[str, dict[str, Any]] = {}
    for flt in filters:
        for field, ops in flt.items():
            mine = out.setdefault(field, {})
            for op, value in ops.items():
                if op in mine and mine[op] != value:
                    raise VectorStoreOperationException(f"filters give {field} {op} twice with different values")
                mine[op] = value
    return out or None


def _conditions(node: ast.AST, fields: Mapping[str, str]) -> list[tuple[str, str, Any]]:
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
        return [c for value in node.values for c in _conditions(value, fields)]
    if isinstance(node, ast.Compare):
        out, left = [], node.left
        for op, right in zip(node.ops, node.comparators, strict=True):  # a < x.f < b: each pair
            out.append(_compare(left, op, right, fields))
            left = right
        return out
    raise VectorStoreOperationException(
        f"unsupported filter expression {ast.unparse(node)!r}: use comparisons of record fields with constants, "
        "'in', and 'and' (no 'or', 'not' or calls)"
    )


def _compare(left: ast.AST, op: ast.cmpop, right: ast.AST, fields: Mapping[str, str]) -> tuple[str, str, Any]:
    left_field, right_field = _field(left, fields), _field(right, fields)
    if isinstance(op, ast.In):
        if left_field is not None and right_field is None:  # x.f in [a, b]
            values = _constant(right)
            if not isinstance(values, list | tuple):
                raise VectorStoreOperationException(f"'in' needs a list of constants: {ast.unparse(right)!r}")
            return left_field, "$in", list(values)
        if right_field is not None and left_field is None:  # "a" in x.tags
            return right_field, "$contains", _constant(left)
    elif type(op) in _OPS and (left_field is None) != (right_field is None):
        if left_field is not None:
            return left_field, _OPS[type(op)], _constant(right)
        return right_field, _FLIPPED[_OPS[type(op)]], _constant(left)  # type: ignore[return-value]
    raise VectorStoreOperationException(
        f"unsupported comparison {ast.unparse(ast.Compare(left=left, ops=[op], comparators=[right]))!r}: "
        "compare one record field with a constant (==, !=, <, <=, >, >=, in)"
    )


def _field(node: ast.AST, fields: Mapping[str, str]) -> str | None:
    """The storage name of ``x.f`` or ``x["f"]`` (x the lambda parameter), else None."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        name = node.attr
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and isinstance(node.slice, ast.Constant):
        name = node.slice.value
    else:
        return None
    if name not in fields:
        raise VectorStoreOperationException(f"{name!r} is not a data or key field of the record, so it cannot be filtered on")
    return fields[name]


def _constant(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError) as exc:
        raise VectorStoreOperationException(f"filter values must be constants, got {ast.unparse(node)!r}") from exc
