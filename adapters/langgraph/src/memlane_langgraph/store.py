"""``MemlaneStore``: LangGraph's ``BaseStore`` over a memlane engine.

Only ``batch``/``abatch`` are implemented; LangGraph derives get/put/delete/search/
list_namespaces and their async twins from them. Every op becomes a call on ``memory.items``,
so writes are governed operations of whatever actor the given ``Memory`` carries, searches are
the engine's recall, and deletes are verified erasures."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
import threading
from collections.abc import Iterable
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    ensure_embeddings,
)
from memlane import Memory
from memlane.errors import EmbeddingDimensionMismatchError, InvalidInputError
from memlane.items import ItemWrite, model

from . import mapping

logger = logging.getLogger(__name__)
DEFAULT_SWEEP_MINUTES = 5.0


class MemlaneStore(BaseStore):
    """A LangGraph store whose items live in a memlane ``Memory``.

    ``memory``: a ``memlane.Memory`` (recommended; its actor is the caller, and you close it)
    or a data directory path (the store opens the engine and closes it in :meth:`close`).
    ``index``: LangGraph's ``IndexConfig``. ``fields`` (default ``["$"]``, the whole value)
    choose the text recall indexes. The engine embeds that text itself, with or without an
    ``IndexConfig``; ``embed`` (optional) only embeds *queries*, and its ``dims`` must equal
    the engine's. ``ttl``: LangGraph's ``TTLConfig`` (minutes). ``profile``: the engine
    profile (tenant) every op addresses; None = the memory's default profile."""

    supports_ttl: bool = True

    def __init__(
        self,
        memory: Memory | str | os.PathLike[str],
        *,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
        profile: str | None = None,
    ) -> None:
        if not isinstance(memory, Memory | str | os.PathLike):
            raise TypeError(f"memory must be a memlane.Memory or a data directory path, got {type(memory).__name__}")
        self._sweeper: threading.Thread | None = None
        self._stop = threading.Event()
        self._sweeper_lock = threading.Lock()
        self.index_config: IndexConfig | None = dict(index) if index else None  # type: ignore[assignment]
        self.ttl_config: TTLConfig | None = dict(ttl) if ttl else None  # type: ignore[assignment]
        self._fields = mapping.parse_fields((index or {}).get("fields"))
        self._embeddings = ensure_embeddings(index["embed"]) if index and index.get("embed") is not None else None
        self._owns = not isinstance(memory, Memory)
        self.memory: Memory = Memory(memory) if self._owns else memory  # type: ignore[arg-type]
        self._profile = profile
        try:
            self._check_dims(index)
        except BaseException:
            self.close()
            raise

    def _check_dims(self, index: IndexConfig | None) -> None:
        # Query vectors must come from the engine's own model: a dimension mismatch would make
        # every semantic query fail (or, worse, compare unrelated spaces), so refuse it up front.
        engine_dims = self.memory.embedder.dimension
        dims = (index or {}).get("dims")
        if self._embeddings is not None and dims is None:
            raise InvalidInputError(f"IndexConfig with 'embed' needs 'dims' (this memory embeds with {engine_dims})")
        if dims is not None and dims != engine_dims:
            raise EmbeddingDimensionMismatchError(
                f"IndexConfig dims={dims}, but this memory embeds with {self.memory.embedder.name} "
                f"({engine_dims} dimensions); query vectors must come from the same model",
                expected=engine_dims, got=dims,
            )  # fmt: skip

    # -- the BaseStore contract ---------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = self._checked(ops)
        vectors = {i: self._embeddings.embed_query(q) for i, q in self._queries(ops)} if self._embeddings else {}
        return self._run(ops, vectors)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        ops = self._checked(ops)
        vectors: dict[int, list[float]] = {}
        if self._embeddings is not None:  # an async-only embed function has no sync embed_query
            queries = self._queries(ops)
            found = await asyncio.gather(*(self._embeddings.aembed_query(q) for _, q in queries))
            vectors = {i: v for (i, _), v in zip(queries, found, strict=True)}
        return await asyncio.to_thread(self._run, ops, vectors)

    def _checked(self, ops: Iterable[Op]) -> list[Op]:
        ops = list(ops)
        max_bytes = self.memory.config.ingest.max_content_bytes
        for op in ops:  # validate every op before any runs: a bad batch changes nothing
            mapping.check_op(op)
            if isinstance(op, PutOp) and op.value is not None:
                model.json_value(op.value, max_bytes=max_bytes)  # JSON, at most 1 MiB by default
                model.ttl_of(_seconds(op.ttl))
        return ops

    @staticmethod
    def _queries(ops: list[Op]) -> list[tuple[int, str]]:
        return [(i, op.query) for i, op in enumerate(ops) if isinstance(op, SearchOp) and _query(op) is not None]

    def _run(self, ops: list[Op], vectors: dict[int, list[float]]) -> list[Result]:
        # As in LangGraph's own stores: reads run in order and see the state before the batch;
        # the writes follow, the last op on a (namespace, key) winning.
        results: list[Result] = [None] * len(ops)
        writes: dict[tuple[tuple[str, ...], str], PutOp] = {}
        for i, op in enumerate(ops):
            if isinstance(op, GetOp):
                results[i] = self._get(op)
            elif isinstance(op, SearchOp):
                results[i] = self._search(op, vectors.get(i))
            elif isinstance(op, ListNamespacesOp):
                results[i] = self._list_namespaces(op)
            elif isinstance(op, PutOp):
                writes[(tuple(op.namespace), op.key)] = op
        if writes:
            self._write(list(writes.values()))
        return results

    # -- ops ----------------------------------------------------------------------------------
    def _get(self, op: GetOp) -> Item | None:
        # The engine refreshes only what the caller may write: a reader still reads.
        found = self.memory.items.get(tuple(op.namespace), op.key, refresh_ttl=op.refresh_ttl, profile=self._profile)
        return None if found is None else mapping.to_item(found)

    def _search(self, op: SearchOp, vector: list[float] | None) -> list[SearchItem]:
        if op.limit == 0:
            return []
        # No query: filter matches, newest first, unscored (the engine's search does that too).
        found = self.memory.items.search(
            tuple(op.namespace_prefix), _query(op), vector=vector, filter=mapping.engine_filter(op.filter),
            offset=op.offset, limit=op.limit, refresh_ttl=op.refresh_ttl, profile=self._profile,
        )  # fmt: skip
        return [mapping.to_search_item(it) for it in found]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = tuple(op.match_conditions or ())
        found = self.memory.items.namespaces(mapping.literal_prefix(conditions), profile=self._profile)
        kept = [ns for ns in found if all(mapping.matches(c, ns) for c in conditions)]
        if op.max_depth is not None:
            kept = list({ns[: op.max_depth] for ns in kept})
        return sorted(kept)[op.offset : op.offset + op.limit]

    def _write(self, ops: list[PutOp]) -> None:
        # Puts and deletes of one batch: one engine transaction, validated whole first.
        puts = [
            ItemWrite(tuple(op.namespace), op.key, dict(op.value), text=self._text(op), ttl=_seconds(op.ttl))
            for op in ops
            if op.value is not None
        ]  # fmt: skip
        deletes = [(tuple(op.namespace), op.key) for op in ops if op.value is None]
        self.memory.items.put_many(puts, delete=deletes, profile=self._profile)

    def _text(self, op: PutOp) -> str | None:
        if op.index is False:
            return None
        paths = self._fields if op.index is None else mapping.parse_fields(op.index)
        return mapping.index_text(op.value, paths)  # type: ignore[arg-type]

    # -- TTL sweeping (the shape of LangGraph's SqliteStore) -------------------------------------
    def sweep_ttl(self) -> int:
        """Erase expired items now; returns how many."""
        return self.memory.items.sweep_expired(profile=self._profile).count

    async def asweep_ttl(self) -> int:
        return (await self.memory.items.asweep_expired(profile=self._profile)).count

    def start_ttl_sweeper(self, sweep_interval_minutes: float | None = None) -> concurrent.futures.Future[None]:
        """Sweep expired items every ``sweep_interval_minutes`` (else the TTLConfig's
        ``sweep_interval_minutes``, else 5) on a daemon thread. Cancelling the returned future
        stops it, as does :meth:`stop_ttl_sweeper`. Items with a per-put ``ttl`` expire even
        without a TTLConfig, so the sweeper runs either way."""
        future: concurrent.futures.Future[None] = concurrent.futures.Future()
        future.add_done_callback(lambda f: self._stop.set() if f.cancelled() else None)
        with self._sweeper_lock:
            if self._sweeper is not None and self._sweeper.is_alive():
                return future
            configured = (self.ttl_config or {}).get("sweep_interval_minutes")
            interval = float(sweep_interval_minutes or configured or DEFAULT_SWEEP_MINUTES) * 60
            self._stop.clear()

            def loop() -> None:
                while not self._stop.wait(interval):
                    try:
                        swept = self.sweep_ttl()
                        if swept:
                            logger.info("swept %d expired items", swept)
                    except Exception:  # one failed sweep must not end the sweeper
                        logger.exception("TTL sweep failed")
                if not future.done():
                    future.set_result(None)

            self._sweeper = threading.Thread(target=loop, name="memlane-ttl-sweeper", daemon=True)
            self._sweeper.start()
        return future

    def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper; True when it is stopped (or was not running)."""
        with self._sweeper_lock:
            thread = self._sweeper
            if thread is None or not thread.is_alive():
                return True
            self._stop.set()
        thread.join(timeout)
        if thread.is_alive():
            return False
        self._sweeper = None
        return True

    # -- lifecycle ----------------------------------------------------------------------------
    def close(self) -> None:
        """Stop the sweeper; close the engine if this store opened it (once)."""
        self.stop_ttl_sweeper()
        if self._owns and getattr(self, "memory", None) is not None:
            self._owns = False
            self.memory.close()

    def __enter__(self) -> MemlaneStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_sweeper", None) is not None:
            self._stop.set()


def _query(op: SearchOp) -> str | None:
    # LangGraph's stores treat an empty query as no query (filter matches, unscored); a
    # non-string query goes on to the engine, which refuses it.
    return None if isinstance(op.query, str) and not op.query.strip() else op.query


def _seconds(minutes: Any) -> Any:
    # LangGraph speaks minutes, the engine seconds; anything else is left to the engine to refuse.
    if minutes is None or isinstance(minutes, bool) or not isinstance(minutes, int | float):
        return minutes
    return minutes * 60
