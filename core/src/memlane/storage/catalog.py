"""Profiles and database-wide metadata (embedding model, dimension)."""

from __future__ import annotations

import json
from collections.abc import Sequence

import apsw

from ..timeutil import now_utc
from .identity import bump_epoch


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
        """A new profile row carrying the name's current fence generation."""
        self.conn.execute(
            "INSERT INTO profiles(name, generation, created_at) VALUES (?, ?, ?)",
            (name, self.generation(name), now_utc().timestamp()),
        )
        return self.conn.last_insert_rowid()

    def delete_profile(self, profile_id: int) -> None:
        self.conn.execute("DELETE FROM profile_scopes WHERE profile_id = ?", (profile_id,))
        self.conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))

    # -- generation fence (persisted; outlives the profile row) ------------------------------
    def generation(self, name: str) -> int:
        """The fence generation of a profile name: 1 until the name is first deleted or
        rebound, then one more each time."""
        row = self.conn.execute(
            "SELECT generation FROM profile_generations WHERE name = ?", (name,)
        ).fetchone()
        return 1 if row is None else int(row[0])

    def advance_generation(self, name: str) -> int:
        new = self.generation(name) + 1
        self.conn.execute(
            "INSERT INTO profile_generations(name, generation) VALUES (?, ?) "
            "ON CONFLICT(name) DO UPDATE SET generation = excluded.generation",
            (name, new),
        )
        self.conn.execute("UPDATE profiles SET generation = ? WHERE name = ?", (new, name))
        bump_epoch(self.conn)  # sessions bound to the old generation must re-validate
        return new

    # -- scope keys in use ------------------------------------------------------------------
    def note_scope(self, profile_id: int, scope: str) -> None:
        self.conn.execute(
            "INSERT OR IGNORE INTO profile_scopes(profile_id, scope) VALUES (?, ?)", (profile_id, scope)
        )

    def scopes(self, profile_id: int) -> list[str]:
        return [
            r[0]
            for r in self.conn.execute(
                "SELECT scope FROM profile_scopes WHERE profile_id = ? ORDER BY scope", (profile_id,)
            )
        ]

    def profiles(self) -> list[tuple[str, int]]:
        """(name, generation) of every profile, by name."""
        return [
            (name, generation)
            for name, generation in self.conn.execute(
                "SELECT name, generation FROM profiles ORDER BY name"
            )
        ]

    def counts(self, profile_id: int, scopes: Sequence[str]) -> dict[str, int]:
        """Rows of one profile in the given scope keys (what a caller may read)."""
        keys = json.dumps(list(scopes))
        return {
            table: int(
                self.conn.execute(
                    f"SELECT count(*) FROM {table} WHERE profile_id = ? AND scope IN (SELECT value FROM json_each(?))",
                    (profile_id, keys),
                ).fetchone()[0]
            )
            for table in ("memories", "facts", "entities", "edges", "scenes")
        }
