"""Helpers shared by the scenarios: opening memories, fresh names, tenant digests."""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig

from .harness import Context

_SYLLABLES = ["ka", "lo", "mir", "ven", "tor", "sa", "qui", "ran", "del", "fo", "zu", "bre", "nal", "os", "tef", "gri"]


def config(**spine: Any) -> MemoryConfig:
    # The background reconciler would race the scenarios' own checks: they drive it.
    return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0, **spine))


def open_memory(ctx: Context, name: str, *, cfg: MemoryConfig | None = None, **kwargs: Any) -> Memory:
    memory = Memory(ctx.workdir / name, embedder=ctx.embedder, config=cfg or config(), **kwargs)
    ctx.on_close(memory.close)
    return memory


def with_weights(cfg: MemoryConfig, weights: dict[str, float]) -> MemoryConfig:
    return replace(cfg, recall=replace(cfg.recall, channel_weights=weights))


def rng_for(ctx: Context, rep: int, salt: str) -> random.Random:
    return random.Random(f"{ctx.seed}:{salt}:{rep}")


def pseudo_word(rng: random.Random, syllables: int = 3) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(syllables))


def person(rng: random.Random) -> str:
    """A capitalised two-word name no dictionary knows (so only our writes mention it)."""
    return f"{pseudo_word(rng).capitalize()} {pseudo_word(rng).capitalize()}"


def fact_numbers(ids: Any) -> list[int]:
    return [int(str(i).split("_")[1]) for i in ids]


def profile_digest(memory: Memory, profile: str) -> str:
    """SHA-256 over every row a profile holds, in every store (canonical, FTS5, vec0, graph,
    temporal, geometry): another tenant's erasure must leave it bit-identical."""
    conn = memory._store.db.conn
    row = conn.execute("SELECT id FROM profiles WHERE name = ?", (profile,)).fetchone()
    if row is None:
        return "absent"
    pid = row[0]
    parts: list[Any] = []
    for table in ("memories", "facts", "fact_sources", "scenes", "entities", "entity_aliases",
                  "fact_entities", "edges", "fact_times", "fact_state"):  # fmt: skip
        parts.append(conn.execute(f"SELECT * FROM {table} WHERE profile_id = ? ORDER BY 1, 2", (pid,)).fetchall())
    ids = [r[0] for r in conn.execute("SELECT id FROM facts WHERE profile_id = ?", (pid,))]
    marks = ",".join("?" * len(ids)) or "NULL"
    parts.append(conn.execute(f"SELECT rowid, text, context FROM facts_fts WHERE rowid IN ({marks}) ORDER BY rowid", ids).fetchall())
    parts.append(conn.execute(f"SELECT fact_id, embedding FROM facts_vec WHERE fact_id IN ({marks}) ORDER BY fact_id", ids).fetchall())
    return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()


def raw_files_contain(directory: Path, needle: bytes, pattern: str = "memlane.db*") -> bool:
    return any(needle in p.read_bytes() for p in directory.glob(pattern) if p.is_file())
