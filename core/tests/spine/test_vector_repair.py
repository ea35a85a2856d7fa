"""``check_integrity`` flags vector rows that disagree with the facts — orphans (what the
rolled-back writes of issue 10 left) and facts without a vector — and an operator reconcile
pass repairs both, after which new writes are complete again."""

from __future__ import annotations

import numpy as np
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.ids import parse_id


def test_orphan_and_missing_vectors_are_flagged_and_repaired(tmp_path, embedder):
    config = MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        kept = mem.remember("Ana moved to Lisbon in 2021.", speaker="Ana")
        lost = mem.remember("Bruno adopted a dog named Pixel last spring.", speaker="Bruno")
        last = parse_id(lost.fact_ids[-1]).number
        lost_id = parse_id(lost.fact_ids[0]).number
        scope = mem.get(kept.fact_ids[0]).scope_key

        def damage(store):
            with store.write():
                pid = store.catalog.profile_id("default")
                orphans = [(last + i, pid, scope, embedder.encode([f"ghost {i}"])[0]) for i in range(1, 4)]
                store.vectors.add_many(orphans)  # rows of facts a rolled-back write never kept
                store.vectors.delete([lost_id])  # and a fact that lost its vector

        mem._engine.submit(damage, deadline=mem._engine.deadline())
        report = mem.check_integrity()
        assert not report.ok
        assert any("3 orphan row(s)" in p for p in report.problems)
        assert any("1 fact(s) without a vector" in p for p in report.problems)

        repaired = mem.ops.reconcile()
        assert repaired["repaired"]["vectors_restored"] == 1
        assert repaired["repaired"]["orphans_deleted"] == 3
        assert mem.check_integrity(full=True).ok
        # Unrepaired, the next fact would reuse an orphan's id and its vector could not be
        # stored (every write "degraded", issue 10); repaired, writes are complete again.
        assert mem.remember("Dario sells maps at the market.", speaker="Dario").complete
        hits = mem.recall("Bruno's dog Pixel").items
        assert any("semantic" in item.channels and "Pixel" in item.fact.text for item in hits)
        with mem._engine.reader.read():
            stored = mem._engine.reader.vectors.vectors([lost_id])[lost_id]
        assert np.isclose(float(stored @ embedder.encode(["Bruno adopted a dog named Pixel last spring."])[0]), 1.0, atol=1e-4)
