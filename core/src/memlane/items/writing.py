"""How item writes become governed transactions (the machinery behind ``memory.items``).

Every item write is ONE transaction on the single writer, whatever it does to the rows:

- :func:`write` remembers the new values (each its own verbatim memory) and, inside the same
  transaction, changes the item rows — inserts or replaces, removes rows it supersedes
  (``replace_all``, deletes in a batch), places new rows at a position — and returns the rows
  as that transaction left them (never re-read afterwards: a concurrent writer may already
  have replaced them). The memories no item points at any more are then erased by a verified
  erasure of their own; should that not run (a crash), ``sweep_expired`` erases them.
- :func:`erase` is one erasure whose items are *chosen inside* its transaction (by key, by
  position, the newest), so two of them — threads or processes — never pick the same item and
  an item someone else erased first is simply not found.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..errors import InvalidInputError, UnknownProfileError
from ..governance import OperationKind
from ..ids import parse_id
from ..ingest.entities import extract_mentions
from ..ingest.pipeline import PreparedFact, PreparedMemory
from ..ingest.request import RememberRequest, build_request
from ..results import RememberResult
from ..storage import Store
from ..storage.items import ItemQuery, ItemRow
from . import model
from .model import ItemWrite

if TYPE_CHECKING:
    from ..memory import Memory

MAX_ITEM_FACTS = 200  # facts indexed per item (its whole text is always stored verbatim)
_FORGET = OperationKind.FORGET.value

# Inside a write's transaction: (store, profile id, writable scopes) -> item ids to remove.
Remove = Callable[[Store, int, Sequence[str]], list[int]]
# Inside a write's transaction: (store, profile id, writable scopes, j) -> the position of the
# j-th new item (None: after every item).
Place = Callable[[Store, int, Sequence[str], int], float | None]
# Inside an erasure's transaction: (store, profile id, scopes) -> (item rows, memory ids).
Select = Callable[[Store, int, Sequence[str] | None], tuple[list[ItemRow], list[int]]]


@dataclass(frozen=True)
class Checked:
    """One validated write, ready for admission."""

    ns: tuple[str, ...]
    key: str
    value: Any
    indexed: bool
    ttl: float | None
    status: str
    request: RememberRequest


def check(memory: Memory, name: str, writes: Sequence[ItemWrite], *, namespace: tuple[str, ...] | None = None) -> list[Checked]:
    """Validate every write before anything is admitted (``namespace``: all must be in it)."""
    if not all(isinstance(w, ItemWrite) for w in writes):
        raise InvalidInputError("item writes must be ItemWrite values")
    max_bytes = memory.config.ingest.max_content_bytes
    out = []
    for w in writes:
        ns, key = model.namespace_of(w.namespace), model.key_of(w.key)
        if namespace is not None and ns != namespace:
            raise InvalidInputError(f"every write must be in the namespace {namespace!r}, got {ns!r}")
        value = model.json_value(w.value, max_bytes=max_bytes)
        if w.text is not None and not isinstance(w.text, str):
            raise InvalidInputError(f"item text must be a string, got {type(w.text).__name__}")
        indexed = bool(w.text and w.text.strip())
        request = build_request(
            w.text if indexed else "(item)", profile=name, scope=w.scope, session_id="/".join(ns), speaker=w.speaker,
            role=w.role, metadata={"memlane_item": {"namespace": list(ns), "key": key}},
            idempotency_key=f"item:{uuid.uuid4().hex}", max_bytes=max_bytes,
        )  # fmt: skip
        out.append(Checked(ns, key, value, indexed, model.ttl_of(w.ttl), model.status_of(w.status), request))
    if len({(c.ns, c.key, c.request.scope) for c in out}) != len(out):
        raise InvalidInputError("the same (namespace, key) is written twice")
    return out


def _shape(checked: list[Checked]) -> Callable[[int, PreparedMemory], PreparedMemory]:
    def shape(i: int, prepared: PreparedMemory) -> PreparedMemory:
        if not checked[i].indexed:  # not indexed: keep the verbatim memory, derive no facts
            return replace(prepared, facts=(), gated="not_indexed")
        if len(prepared.facts) > MAX_ITEM_FACTS:
            # A huge value is stored whole; its first sentences are what recall indexes.
            return replace(prepared, facts=prepared.facts[:MAX_ITEM_FACTS])
        if not prepared.facts:  # short values ("blue") still deserve one searchable fact
            text = prepared.request.content.strip()
            fact = PreparedFact(text, text, None, tuple(extract_mentions(text)))
            return replace(prepared, facts=(fact,), gated=None)
        return prepared

    return shape


def write(memory: Memory, name: str, checked: list[Checked], *, remove: Remove | None = None, place: Place | None = None) -> list[ItemRow]:
    """Remember the new values and apply the row changes in one transaction (see module doc)."""
    m = memory
    if remove is not None:  # a write that removes items needs the right to, checked before anything runs
        m._engine.gate.check(m.actor, _FORGET, profile=name)
    writable = m._engine.writable_scopes(m.actor, name)
    rows: list[ItemRow] = []
    freed: list[int] = []

    def attach(store: Store, index: list[int], written: list[RememberRequest], results: list[RememberResult]) -> None:
        now = time.time()
        pid = store.catalog.profile_id(name)
        assert pid is not None
        if remove is not None:
            freed.extend(store.items.remove(remove(store, pid, writable)))
        ids = []
        for j, (i, request, result) in enumerate(zip(index, written, results, strict=True)):
            c = checked[i]
            assert result.memory_id
            item_id, old = store.items.upsert(
                profile_id=pid, scope=request.scope, namespace=model.encode(c.ns), key=c.key, value=c.value,
                memory_id=parse_id(result.memory_id).number, indexed=c.indexed, now=now, ttl_seconds=c.ttl,
                status=c.status, pos=None if place is None else place(store, pid, writable, j),
            )  # fmt: skip
            ids.append(item_id)
            if old is not None:
                freed.append(old)
        found = store.items.by_ids(ids)
        rows.extend(found[i] for i in ids)

    m._writes.remember(m.actor, [c.request for c in checked], single=True, shape=_shape(checked), attach=attach)
    if freed:
        release(memory, name, freed)
    return rows


def release(memory: Memory, name: str, memory_ids: list[int]) -> None:
    """Verified erasure of item memories no item points at any more (those someone else
    erased meanwhile, e.g. the sweeper, are skipped)."""

    def select(store: Store, pid: int, scopes: Sequence[str] | None) -> tuple[list[ItemRow], list[int]]:
        return [], store.items.orphaned_memories(pid, scopes, among=memory_ids)

    erase(memory, name, select)


@dataclass(frozen=True)
class Erased:
    rows: list[ItemRow]  # the selected item rows as they were
    memories: int  # memories erased (items' and unreferenced ones)
    erasure_id: str | None = None
    all_erased: bool = True


def erase(memory: Memory, name: str, select: Select) -> Erased:
    """One verified erasure of what ``select`` picks inside its transaction. An unknown
    profile erases nothing."""
    m = memory
    decision = m._engine.gate.check(m.actor, _FORGET, profile=name)
    try:
        plan, receipt = m._writes.erase(
            m.actor, op="forget", kind="items", target=select, profile=name, decision=decision,
            scopes=m._engine.writable_scopes(m.actor, name), tombstone=False,
        )  # fmt: skip
    except UnknownProfileError:
        return Erased([], 0)
    return Erased(list(plan.items), len(plan.memory_ids), receipt.erasure_id, receipt.all_erased)


# -- selections and placements (each runs inside the transaction it serves) ---------------------
def query(pid: int, scopes: Sequence[str] | None, ns: tuple[str, ...], status: str | None = None) -> ItemQuery:
    return ItemQuery(pid, scopes, model.encode(ns), True, status, None, None)


def by_keys(groups: dict[tuple[str, ...], list[str] | None], *, prefix: bool = False) -> Select:
    """The given keys of each namespace (None: all of it; ``prefix``: and every namespace under it)."""

    def select(store: Store, pid: int, scopes: Sequence[str] | None) -> tuple[list[ItemRow], list[int]]:
        rows: list[ItemRow] = []
        for ns, keys in groups.items():
            q = replace(query(pid, scopes, ns), exact=not prefix)
            rows += store.items.by_keys(q, keys) if keys is not None else store.items.list(q, limit=2**31)
        return rows, [r.memory_id for r in rows]

    return select


def removing(groups: dict[tuple[str, ...], list[str] | None]) -> Remove:
    """Item rows a write supersedes: the given keys of each namespace (None: all of it)."""
    select = by_keys(groups)
    return lambda store, pid, scopes: [r.id for r in select(store, pid, scopes)[0]]


def span(index: int, n: int, count: int) -> tuple[int, int]:
    """Python slice bounds of ``count`` items from ``index`` (negative: from the end) in ``n``."""
    start = index + n if index < 0 else index
    if not 0 <= start < n:
        return 0, 0
    return start, min(count, n - start)


def at(ns: tuple[str, ...], index: int, count: int, status: str | None) -> Select:
    """``count`` items from position ``index`` (negative counts from the end; out of range:
    none), positions counted over the items of ``status`` (None: all)."""

    def select(store: Store, pid: int, scopes: Sequence[str] | None) -> tuple[list[ItemRow], list[int]]:
        q = query(pid, scopes, ns, status)
        start, size = span(index, store.items.count(q), count)
        rows = store.items.list(q, offset=start, limit=size) if size else []
        return rows, [r.memory_id for r in rows]

    return select


def before(ns: tuple[str, ...], index: int) -> Place:
    """New items go before position ``index`` like ``list.insert`` (negative counts from the
    end; past the end appends), the j-th new item after the (j-1)-th."""

    first = [0]

    def place(store: Store, pid: int, scopes: Sequence[str], j: int) -> float | None:
        q = query(pid, scopes, ns)
        if j == 0:
            n = store.items.count(q)
            first[0] = max(0, index + n) if index < 0 else min(index, n)
        return store.items.slot(q, first[0] + j)

    return place

