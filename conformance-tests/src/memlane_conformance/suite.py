"""The conformance tests. Subclass :class:`AdapterConformance`, set ``driver``; required tests
always run, optional ones when the driver declares the capability (skipped otherwise, with
the reason). Every check goes through the framework object the driver opens; evidence
(manifests, erasure receipts, operation attribution) is read from the engine itself."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import ClassVar

import pytest
from memlane import Memory

from .driver import AdapterDriver, Capability, Record

C = Capability
FACTS = {
    "kayak": "Priya paddles her kayak across Lake Tahoe every summer.",
    "violin": "Marcus has played the violin in a string quartet for ten years.",
    "allergy": "Elena is allergic to peanuts and always carries an epinephrine pen.",
    "move": "Tomasz moved from Warsaw to Lisbon to work at a solar energy startup.",
    "garden": "Aiko grows heirloom tomatoes and basil in her rooftop garden.",
}
# Container names an adapter must map, not reject: SQL and LIKE metacharacters, glob
# characters, quotes and non-ASCII.
ODD_CONTAINERS = ("o'brien\"; DROP TABLE items;--", "100%_match*?[x]", "zoë-日本-🚀")


def _texts(records: list[Record]) -> list[str]:
    return [r.text for r in records]


class AdapterConformance:
    driver: ClassVar[AdapterDriver]

    # -- helpers ----------------------------------------------------------------------------
    def _need(self, *capabilities: Capability) -> None:
        missing = [c.value for c in capabilities if not self.driver.has(c)]
        if missing:
            pytest.skip(f"{self.driver.name} does not declare {', '.join(missing)}")

    def _open(self, memory: Memory, container: str = "conformance"):  # type: ignore[no-untyped-def]
        return self.driver.open(memory, container)

    @staticmethod
    def _newest(memory: Memory, kind: str, n: int = 1) -> list[dict]:
        return memory.ops.recent(kind=kind, limit=n)

    # -- the declaration itself (required) --------------------------------------------------------
    def test_declared_capabilities_are_implemented(self) -> None:
        methodical = {C.KEYED, C.SEARCH, C.DELETE_BY_ID, C.CLEAR, C.ASYNC}
        missing = (self.driver.capabilities & methodical) - self.driver.detected()
        assert not missing, f"declared but not implemented by the driver: {sorted(c.value for c in missing)}"
        undeclared = self.driver.detected() - self.driver.capabilities
        if undeclared:  # implemented but not declared: those tests would be skipped silently
            pytest.skip(f"implemented but not declared (their tests are skipped): {sorted(c.value for c in undeclared)}")

    # -- round trip and ordering (required) ---------------------------------------------------
    def test_round_trip(self, memory: Memory) -> None:
        handle = self._open(memory)
        keys = [self.driver.write(handle, text, key=f"k-{name}") for name, text in FACTS.items()]
        got = self.driver.read(handle)
        assert sorted(_texts(got)) == sorted(FACTS.values())
        if self.driver.has(C.ORDERED):
            assert _texts(got) == list(FACTS.values()), "reads must keep insertion order"
        if self.driver.has(C.KEYED):
            for key, text in zip(keys, FACTS.values(), strict=True):
                record = self.driver.get(handle, key)
                assert record is not None and record.text == text

    def test_empty_container_reads_empty(self, memory: Memory) -> None:
        assert self.driver.read(self._open(memory, "never-written")) == []

    def test_unicode_and_large_values_round_trip(self, memory: Memory) -> None:
        handle = self._open(memory)
        texts = ["Zoë's café serves crème brûlée — 日本語のテキスト, emoji 🚀🧠, RTL שלום.",
                 "Quotes ' \" ; -- /* */ %_ \\ and NUL-free control\ttab\nnewline.",
                 "A long note. " + "All work and no play makes Jack a dull boy. " * 4000]  # ~180 KB
        for i, text in enumerate(texts):
            self.driver.write(handle, text, key=f"u{i}")
        assert sorted(_texts(self.driver.read(handle))) == sorted(texts)

    def test_metadata_round_trips(self, memory: Memory) -> None:
        self._need(C.METADATA)
        handle = self._open(memory)
        meta = {"source": "conformance", "n": 3, "tags": ["a", "b"], "nested": {"ok": True}}
        self.driver.write(handle, "A record with metadata attached.", key="meta", metadata=meta)
        [record] = self.driver.read(handle)
        assert {k: record.metadata.get(k) for k in meta} == meta

    # -- isolation (required) -----------------------------------------------------------------
    def test_containers_are_isolated(self, memory: Memory) -> None:
        a, b = self._open(memory, "alpha"), self._open(memory, "beta")
        self.driver.write(a, FACTS["kayak"], key="k1")
        self.driver.write(b, FACTS["violin"], key="k1")
        assert _texts(self.driver.read(a)) == [FACTS["kayak"]]  # positive control
        assert _texts(self.driver.read(b)) == [FACTS["violin"]]
        if self.driver.has(C.SEARCH):
            found = _texts(self.driver.search(b, "kayak on Lake Tahoe", limit=5))
            assert FACTS["kayak"] not in found

    def test_odd_container_names_are_mapped_and_isolated(self, memory: Memory) -> None:
        handles = {name: self._open(memory, name) for name in ODD_CONTAINERS}
        for i, (name, handle) in enumerate(handles.items()):
            self.driver.write(handle, f"Record number {i} belongs to container {name}.", key=f"odd'%_*{i}")
        for i, (name, handle) in enumerate(handles.items()):
            assert _texts(self.driver.read(handle)) == [f"Record number {i} belongs to container {name}."]

    def test_users_are_isolated(self, memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
        ann, ben = principal("ann", "member"), principal("ben", "member")
        ha, hb = self._open(ann, "shared-name"), self._open(ben, "shared-name")
        self.driver.write(ha, "Ann's secret: the vault code is 4512.", key="secret")
        self.driver.write(hb, FACTS["garden"], key="garden")
        assert _texts(self.driver.read(ha)) == ["Ann's secret: the vault code is 4512."]  # positive control
        assert _texts(self.driver.read(hb)) == [FACTS["garden"]]
        if self.driver.has(C.SEARCH):
            assert "Ann's secret: the vault code is 4512." not in _texts(self.driver.search(hb, "vault code secret"))
        if self.driver.has(C.KEYED):
            assert self.driver.get(hb, "secret") is None

    # -- governance (required) ------------------------------------------------------------------
    def test_writes_are_governed_and_attributed(self, memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
        ann = principal("ann", "member")
        self.driver.write(self._open(ann), FACTS["move"], key="move")
        ops = [op for op in memory.ops.recent(limit=50) if op["principal"] == "ann" and op["kind"] != "login"]
        assert ops, "the adapter's write must be an engine operation carrying the caller's identity"
        for op in ops:
            if op["kind"] in ("remember", "forget"):
                assert memory.manifest(op["operation_id"]).status.value == "complete"
        assert memory.ops.list() == [], "no projection may be left pending"

    def test_every_write_yields_a_complete_manifest(self, memory: Memory) -> None:
        handle = self._open(memory)
        for name, text in FACTS.items():
            self.driver.write(handle, text, key=name)
        ops = self._newest(memory, "remember", n=len(FACTS))
        assert len(ops) >= len(FACTS) - 1  # a framework may batch, but writes must be operations
        assert all(memory.manifest(op["operation_id"]).status.value == "complete" for op in ops)

    def test_viewer_cannot_write(self, memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
        viewer = principal("vic", "viewer")
        handle = self._open(viewer)
        before = memory.ops.recent(kind="remember", limit=10_000)
        with pytest.raises(self.driver.denied_errors):
            self.driver.write(handle, "A viewer tries to write this.", key="nope")
        assert memory.ops.recent(kind="remember", limit=10_000) == before
        assert self.driver.read(handle) == []

    # -- deletion is verified erasure -------------------------------------------------------------
    def test_delete_by_id_erases(self, memory: Memory, open_memory) -> None:  # type: ignore[no-untyped-def]
        self._need(C.DELETE_BY_ID)
        handle = self._open(memory)
        keep = self.driver.write(handle, FACTS["garden"], key="keep")
        gone = self.driver.write(handle, FACTS["allergy"], key="gone")
        assert keep is not None and gone is not None
        self.driver.delete(handle, gone)
        self._assert_erased(memory, handle, FACTS["allergy"], still=[FACTS["garden"]], key=gone)
        self.driver.close(handle)
        memory.close()
        reopened = open_memory()
        self._assert_erased(reopened, self._open(reopened), FACTS["allergy"], still=[FACTS["garden"]], key=gone, receipt=False)

    def test_clear_erases_the_container_only(self, memory: Memory) -> None:
        self._need(C.CLEAR)
        a, b = self._open(memory, "to-clear"), self._open(memory, "to-keep")
        self.driver.write(a, FACTS["allergy"], key="a1")
        self.driver.write(a, FACTS["move"], key="a2")
        self.driver.write(b, FACTS["violin"], key="b1")
        self.driver.clear(a)
        assert self.driver.read(a) == []
        assert _texts(self.driver.read(b)) == [FACTS["violin"]]
        [op] = self._newest(memory, "forget")
        assert memory.erasure_receipt(op["operation_id"]).all_erased
        if self.driver.has(C.SEARCH):
            assert FACTS["allergy"] not in _texts(self.driver.search(a, "peanut allergy"))

    def _assert_erased(self, memory, handle, text, *, still, key, receipt=True) -> None:  # type: ignore[no-untyped-def]
        assert _texts(self.driver.read(handle)) == still
        if self.driver.has(C.KEYED):
            assert self.driver.get(handle, key) is None
        if self.driver.has(C.SEARCH):
            assert text not in _texts(self.driver.search(handle, "peanut allergy epinephrine", limit=10))
        assert not any(text in item.fact.text or item.fact.text in text for item in memory.recall("peanut allergy epinephrine", limit=20))
        if receipt:
            [op] = self._newest(memory, "forget")
            proof = memory.erasure_receipt(op["operation_id"])
            assert proof.all_erased and proof.counts["memories"] >= 1

    # -- persistence (required) -----------------------------------------------------------------
    def test_persists_across_reopen(self, memory: Memory, open_memory) -> None:  # type: ignore[no-untyped-def]
        handle = self._open(memory, "durable")
        self.driver.write(handle, FACTS["kayak"], key="k1")
        self.driver.write(handle, FACTS["violin"], key="k2")
        self.driver.close(handle)
        memory.close()
        reopened = open_memory()
        got = _texts(self.driver.read(self._open(reopened, "durable")))
        assert sorted(got) == sorted([FACTS["kayak"], FACTS["violin"]])
        if self.driver.has(C.ORDERED):
            assert got == [FACTS["kayak"], FACTS["violin"]]

    # -- search -----------------------------------------------------------------------------------
    def test_search_ranks_relevant_first_with_scores(self, memory: Memory) -> None:
        self._need(C.SEARCH)
        handle = self._open(memory)
        for name, text in FACTS.items():
            self.driver.write(handle, text, key=name)
        for query, expected in (("Who plays a string instrument?", "violin"), ("food allergy", "allergy"),
                                ("relocated to Portugal for a job", "move")):  # fmt: skip
            results = self.driver.search(handle, query, limit=3)
            assert results and results[0].text == FACTS[expected], (query, _texts(results))
            if self.driver.has(C.SCORES):
                scores = [r.score for r in results if r.score is not None]
                assert scores and all(isinstance(s, float) for s in scores)
                assert scores == sorted(scores, reverse=True), "scores must be best first"
                assert results[0].score is not None and results[0].score > 0

    # -- concurrency (required; async when declared) ------------------------------------------------
    def test_concurrent_threads_lose_no_writes(self, memory: Memory) -> None:
        handle = self._open(memory, "threads")

        def worker(t: int) -> None:
            for i in range(4):
                self.driver.write(handle, f"Thread {t} wrote note {i} about topic {t * 10 + i}.", key=f"t{t}-{i}")

        with ThreadPoolExecutor(4) as pool:
            list(pool.map(worker, range(4)))  # re-raises a worker's exception here
        got = _texts(self.driver.read(handle))
        assert sorted(got) == sorted(f"Thread {t} wrote note {i} about topic {t * 10 + i}." for t in range(4) for i in range(4))
        if self.driver.has(C.ORDERED):
            for t in range(4):  # each writer's own writes stay in its order
                mine = [x for x in got if x.startswith(f"Thread {t} ")]
                assert mine == [f"Thread {t} wrote note {i} about topic {t * 10 + i}." for i in range(4)]

    def test_concurrent_async_tasks_lose_no_writes(self, memory: Memory) -> None:
        self._need(C.ASYNC)
        handle = self._open(memory, "tasks")
        texts = [f"Async task {i} remembered item number {i}." for i in range(12)]

        async def main() -> list[Record]:
            await asyncio.gather(*(self.driver.awrite(handle, text, key=f"a{i}") for i, text in enumerate(texts)))
            return await self.driver.aread(handle)

        assert sorted(_texts(asyncio.run(main()))) == sorted(texts)

    # -- bad input (required) -----------------------------------------------------------------------
    def test_unserialisable_value_is_refused_and_nothing_stored(self, memory: Memory) -> None:
        handle = self._open(memory)
        self.driver.write(handle, FACTS["kayak"], key="ok")  # positive control
        before = memory.ops.recent(kind="remember", limit=10_000)
        with pytest.raises(self.driver.invalid_errors):
            self.driver.write_unserialisable(handle)
        assert _texts(self.driver.read(handle)) == [FACTS["kayak"]]
        assert memory.ops.recent(kind="remember", limit=10_000) == before

    def test_metacharacter_keys_round_trip(self, memory: Memory) -> None:
        self._need(C.KEYED)
        handle = self._open(memory)
        keys = ["k'; DROP TABLE items;--", "100%_*?", "ключ/ü/🚀", "a.b.c"]
        written = [self.driver.write(handle, f"Value stored under key number {i}.", key=k) for i, k in enumerate(keys)]
        for i, key in enumerate(written):
            assert key is not None
            record = self.driver.get(handle, key)
            assert record is not None and record.text == f"Value stored under key number {i}."
