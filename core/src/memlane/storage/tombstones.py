"""Tombstones: hashes of erased items, kept per profile name so that a replay, a re-import or a
write into a recreated profile cannot bring erased content back."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import apsw

from .sql import placeholders

KINDS = ("idempotency_key", "content_hash", "fact_hash")


class Tombstones:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def add(self, profile: str, kind: str, values: Iterable[str], erasure_id: str, at: float) -> int:
        assert kind in KINDS, kind
        rows = [(profile, kind, v, erasure_id, at) for v in sorted(set(values))]
        self.conn.executemany(
            "INSERT OR IGNORE INTO tombstones(profile, kind, value, erasure_id, created_at) VALUES (?, ?, ?, ?, ?)",
            rows,
        )
        return len(rows)

    def matching(self, profile: str, kind: str, values: Sequence[str]) -> set[str]:
        """Those of ``values`` that are tombstoned for ``profile``."""
        if not values:
            return set()
        return {
            r[0]
            for r in self.conn.execute(
                f"SELECT value FROM tombstones WHERE profile = ? AND kind = ? AND value IN ({placeholders(len(values))})",
                [profile, kind, *values],
            )
        }

    def count(self, profile: str | None = None) -> int:
        if profile is None:
            return int(self.conn.execute("SELECT count(*) FROM tombstones").fetchone()[0])
        return int(self.conn.execute("SELECT count(*) FROM tombstones WHERE profile = ?", (profile,)).fetchone()[0])

    def any_for(self, profile: str) -> bool:
        """Cheap pre-check so the common write (no erasure ever in this profile) skips lookups."""
        return self.conn.execute("SELECT 1 FROM tombstones WHERE profile = ? LIMIT 1", (profile,)).fetchone() is not None
