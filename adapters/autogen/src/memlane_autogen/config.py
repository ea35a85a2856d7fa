"""The declarative config of :class:`~memlane_autogen.MemlaneMemory`: connection settings only.

AutoGen serialises components (``dump_component``) into JSON that ends up in team configs and
Studio files. The stored memories never go there (unlike ``ListMemoryConfig``): the config says
where the memlane store is and how to query it, and a reloaded component opens the same store."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class MemlaneMemoryConfig(BaseModel):
    """Where the store lives and how queries are answered."""

    model_config = ConfigDict(extra="forbid")

    data_dir: str | None = None
    """memlane data directory; None = memlane's default (``$MEMLANE_DATA_DIR`` or the user data dir)."""

    profile: str | None = None
    """memlane profile (tenant); None = the store's default profile."""

    collection: str = Field(default="default", min_length=1)
    """Memories live under the item namespace ``("autogen", collection)``."""

    k: int = Field(default=5, ge=1, le=1000)
    """How many memories a query (and so ``update_context``) returns at most."""

    score_threshold: float | None = None
    """Drop results scoring below this. Scores are memlane's fused recall scores (higher is
    better, roughly 0..0.5 for short texts), not cosine similarities."""
