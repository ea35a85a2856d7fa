"""Profiles and database-wide metadata (embedding model, dimension)."""

from __future__ import annotations

import apsw

from ..timeutil import now_utc


class Catalog:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- meta -------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def set_meta(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # -- profiles ---------------------------------------------------------------------------
    def profile_id(self, name: str) -> int | None:
        row = self.conn.execute("SELECT id FROM profiles WHERE name = ?", (name,)).fetchone()
        return None if row is None else int(row[0])

    def create_profile(self, name: str) -> int:
        self.conn.execute(
            "INSERT INTO profiles(name, created_at) VALUES (?, ?)", (name, now_utc().timestamp())
        )
        return self.conn.last_insert_rowid()

    def profiles(self) -> list[tuple[str, int]]:
        """(name, generation) of every profile, by name."""
        return [
            (name, generation)
            for name, generation in self.conn.execute(
                "SELECT name, generation FROM profiles ORDER BY name"
            )
        ]

    def counts(self, profile_id: int | None) -> dict[str, int]:
        where, params = ("WHERE profile_id = ?", (profile_id,)) if profile_id else ("", ())
        out = {}
        for table in ("memories", "facts", "entities", "edges", "scenes"):
            out[table] = int(self.conn.execute(f"SELECT count(*) FROM {table} {where}", params).fetchone()[0])
        return out
