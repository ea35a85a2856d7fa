"""Scenarios across processes: SIGKILL at random points (11) and four concurrent writers (12).
Children are forked from a zygote that holds the real embedding model (see zygote.py)."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from memlane import Memory

from .common import config
from .harness import Context, check
from .zygote import Zygote, wait_for


def _zygote(ctx: Context) -> Zygote:
    """One zygote per harness run (the model loads once for every process scenario)."""
    if "zygote" not in ctx.shared:
        ctx.shared["zygote"] = Zygote(ctx.workdir.parent / "zygote.log")
    return ctx.shared["zygote"]


def _acks(path: Path) -> list[dict]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:  # the line being written when the kill landed
            continue
    return out


def _verify_store(mem: Memory, acks: list[dict]) -> None:
    for ack in acks:
        check(mem.get(ack["memory_id"]).content == ack["content"], f"acknowledged {ack['memory_id']} is missing")
        check(mem.manifest(ack["op"]).is_success, f"acknowledged {ack['op']} is not COMPLETE after reopen")
    health = mem.ops.health()
    check(health["ok"], f"half-projected state after reopen: {health['owners']}")
    statuses = health["manifests"]
    check(set(statuses) <= {"complete"}, f"operations not complete after reopen: {statuses}")
    integrity = mem.check_integrity()
    check(integrity.ok, f"integrity check failed: {integrity}")


# -- 11. crash ------------------------------------------------------------------------------


def _crash_setup(ctx: Context) -> None:
    _zygote(ctx)
    ctx.state["dir"] = ctx.workdir / "crash"
    Memory(ctx.state["dir"], embedder=ctx.embedder, config=config()).close()  # schema once
    ctx.state["acked"] = 0


def _crash(ctx: Context, rep: int) -> None:
    zygote, directory = _zygote(ctx), ctx.state["dir"]
    rng = random.Random(f"{ctx.seed}:crash:{rep}")
    ack = ctx.workdir / f"ack{rep}.jsonl"
    pid = zygote.spawn("crash_writer", {"data_dir": str(directory), "ack_path": str(ack), "seed": rep})
    wait_for(ack, rng.randrange(0, 6), timeout=30)
    time.sleep(rng.uniform(0, 0.05))  # a random point inside the next write
    zygote.kill(pid)
    zygote.wait(pid)
    acks = _acks(ack)
    ctx.state["acked"] += len(acks)
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:  # the reconciler runs on open
        _verify_store(mem, acks)
        if rep == 0 and acks:
            # Teeth: a projection removed behind the spine's back must be reported ...
            fact = mem.get(acks[0]["memory_id"]).fact_ids[0]
            mem._store.db.conn.execute("DELETE FROM facts_fts WHERE rowid = ?", (int(fact.split("_")[1]),))
            check(not mem.ops.health()["ok"], "control: the health check misses a lost projection")
            conn = mem._store.db.conn
            conn.execute("UPDATE obligations SET state = 'dead_lettered' WHERE operation_id = ? AND owner = 'lexical'", (acks[0]["op"],))
            mem.ops.resolve(acks[0]["op"], "force-reconcile")  # ... and an operator can rebuild it
            check(mem.ops.health()["ok"], "force-reconcile did not rebuild the projection")
    check(rep < 2 or ctx.state["acked"] > 0, "control: no write was ever acknowledged before a kill")
    if rep == ctx.n - 1:
        ctx.note(f"{ctx.n} kills, {ctx.state['acked']} acknowledged writes verified")


# -- 12. four concurrent writers ------------------------------------------------------------

WORKERS, PER_WORKER = 4, 3


def _multi_setup(ctx: Context) -> None:
    _zygote(ctx)
    ctx.state["dir"] = ctx.workdir / "multi"
    Memory(ctx.state["dir"], embedder=ctx.embedder, config=config()).close()
    ctx.state["total"] = 0


def _multi(ctx: Context, rep: int) -> None:
    zygote, directory = _zygote(ctx), ctx.state["dir"]
    outs = [ctx.workdir / f"multi{rep}-{w}.json" for w in range(WORKERS)]
    pids = [
        zygote.spawn("concurrent_worker", {"data_dir": str(directory), "out_path": str(out), "worker": w,
                                          "count": PER_WORKER, "rep": rep})
        for w, out in enumerate(outs)
    ]
    codes = [zygote.wait(pid) for pid in pids]
    check(codes == [0] * WORKERS, f"a writer process failed: exit codes {codes}")
    results = [json.loads(out.read_text(encoding="utf-8")) for out in outs]
    errors = [e for r in results for e in r["errors"]]
    check(not errors, f"errors reached callers: {errors[:3]}")
    written = [w for r in results for w in r["written"]]
    check(len(written) == WORKERS * PER_WORKER, "control: not every write was attempted")
    check(sum(r["reads"] for r in results) >= len(written), "control: writers did not read their own writes")
    ctx.state["total"] += len(written)
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:
        for item in written:
            check(mem.get(item["memory_id"]).content == item["content"], f"{item['memory_id']} lost")
        check(mem.list(kind="memories").total == ctx.state["total"], "the memory count does not add up")
        check(all(w["status"] == "complete" for w in written), "a concurrent write was not COMPLETE")
        check(mem.ops.health()["ok"], "projections out of step after concurrent writes")
        check(mem.audit_verify().ok, "the audit chain broke under concurrent appends")
