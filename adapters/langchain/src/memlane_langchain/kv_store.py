"""LangChain key-value stores (``BaseStore``) over ``memory.items``: ``MemlaneByteStore``
(bytes, e.g. for ``CacheBackedEmbeddings`` or ``create_kv_docstore``) and ``MemlaneStore``
(JSON values). A value is an item stored without indexed text; ``mset`` is one transaction,
``mdelete`` one verified erasure. The async methods are LangChain's defaults (the same sync
code in an executor)."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator, Sequence
from typing import Any, Generic, TypeVar

from langchain_core.stores import BaseStore
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import ItemWrite

from ._engine import checked_key, engine

V = TypeVar("V")
_PAGE = 1000


class _ItemsKeyValue(BaseStore[str, V], Generic[V]):
    default_namespace: tuple[str, ...] = ("langchain", "kv")

    def __init__(
        self,
        memory: Memory | str | os.PathLike[str],
        *,
        namespace: Sequence[str] | None = None,
        profile: str | None = None,
    ) -> None:
        namespace = self.default_namespace if namespace is None else namespace
        if isinstance(namespace, str) or not namespace:
            raise InvalidInputError("namespace is a non-empty tuple of labels, e.g. ('langchain', 'kv')")
        self.namespace: tuple[str, ...] = tuple(namespace)
        self.memory, self._owns = engine(memory)
        self._profile = profile

    # How a value is kept as JSON, and read back.
    def _encode(self, value: V) -> Any:
        raise NotImplementedError

    def _decode(self, stored: Any) -> V:
        raise NotImplementedError

    def mget(self, keys: Sequence[str]) -> list[V | None]:
        out: list[V | None] = []
        for key in keys:
            item = self.memory.items.get(self.namespace, checked_key(key), profile=self._profile)
            out.append(None if item is None else self._decode(item.value["v"]))
        return out

    def mset(self, key_value_pairs: Sequence[tuple[str, V]]) -> None:
        """Set every pair in one transaction (all or nothing); a key given twice keeps the last."""
        writes = {}
        for key, value in key_value_pairs:
            key = checked_key(key)
            writes[key] = ItemWrite(self.namespace, key, {"v": self._encode(value)})
        if writes:
            self.memory.items.put_many(list(writes.values()), profile=self._profile)

    def mdelete(self, keys: Sequence[str]) -> None:
        """Erase these keys (unknown ones are ignored) in one verified erasure."""
        unique = list(dict.fromkeys(checked_key(k) for k in keys))
        if unique:
            self.memory.items.delete(self.namespace, unique, profile=self._profile)

    def yield_keys(self, *, prefix: str | None = None) -> Iterator[str]:
        """Every key (or those starting with ``prefix``) in insertion order, read a page at a
        time. Keys are matched by their text, so a prefix still reads the whole namespace."""
        if prefix is not None and not isinstance(prefix, str):
            raise InvalidInputError(f"prefix must be a string, got {type(prefix).__name__}")
        offset = 0
        while page := self.memory.items.list(
            self.namespace, prefix=False, offset=offset, limit=_PAGE, profile=self._profile
        ):
            offset += len(page)
            yield from (i.key for i in page if prefix is None or i.key.startswith(prefix))
            if len(page) < _PAGE:
                return

    def close(self) -> None:
        """Close the engine if this store opened it from a path; otherwise a no-op."""
        if self._owns:
            self._owns = False
            self.memory.close()


class MemlaneByteStore(_ItemsKeyValue[bytes]):
    """``BaseStore[str, bytes]`` (LangChain's ``ByteStore``) in a memlane engine."""

    default_namespace = ("langchain", "bytes")

    def _encode(self, value: bytes) -> str:
        if not isinstance(value, bytes | bytearray | memoryview):
            raise InvalidInputError(f"a byte store holds bytes, got {type(value).__name__}")
        return base64.b64encode(bytes(value)).decode("ascii")

    def _decode(self, stored: Any) -> bytes:
        return base64.b64decode(stored)


class MemlaneStore(_ItemsKeyValue[Any]):
    """``BaseStore[str, Any]`` for JSON-native values (str, numbers, bool, None, lists, dicts)
    in a memlane engine; anything else is refused with ``InvalidInputError``."""

    def _encode(self, value: Any) -> Any:
        return value  # the engine checks it is JSON-native and finite

    def _decode(self, stored: Any) -> Any:
        return stored
