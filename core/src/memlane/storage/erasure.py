"""SQL behind the erasure service: what an erasure covers, deleting it, and re-querying every
canonical table to prove it is gone. Projections (FTS5, vec0, temporal, graph) are erased and
proven by their owners through their own repositories."""

from __future__ import annotations

import json
from collections.abc import Sequence

import apsw

_IN = "IN (SELECT value FROM json_each(?))"


def _ids(values: Sequence[int] | set[int]) -> str:
    return json.dumps(sorted(int(v) for v in values))


class ErasureRows:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- planning ---------------------------------------------------------------------------
    def owned_facts(self, profile_id: int, ids: Sequence[int], scopes: Sequence[str] | None) -> set[int]:
        return self._owned("facts", profile_id, ids, scopes)

    def owned_memories(self, profile_id: int, ids: Sequence[int], scopes: Sequence[str] | None) -> set[int]:
        return self._owned("memories", profile_id, ids, scopes)

    def _owned(self, table: str, profile_id: int, ids: Sequence[int], scopes: Sequence[str] | None) -> set[int]:
        sql = f"SELECT id FROM {table} WHERE profile_id = ? AND id {_IN}"
        params: list = [profile_id, _ids(ids)]
        if scopes is not None:
            sql += f" AND scope {_IN}"
            params.append(json.dumps(list(scopes)))
        return {int(r[0]) for r in self.conn.execute(sql, params)}

    def sources(self, fact_ids: Sequence[int]) -> dict[int, set[int]]:
        """fact id -> its supporting memory ids."""
        out: dict[int, set[int]] = {}
        for fid, mid in self.conn.execute(
            f"SELECT fact_id, memory_id FROM fact_sources WHERE fact_id {_IN}", (_ids(fact_ids),)
        ):
            out.setdefault(int(fid), set()).add(int(mid))
        return out

    def facts_of_memories(self, memory_ids: Sequence[int]) -> set[int]:
        return {
            int(r[0])
            for r in self.conn.execute(f"SELECT fact_id FROM fact_sources WHERE memory_id {_IN}", (_ids(memory_ids),))
        }

    def all_of_profile(self, table: str, profile_id: int) -> set[int]:
        assert table in ("facts", "memories", "entities", "scenes"), table
        return {int(r[0]) for r in self.conn.execute(f"SELECT id FROM {table} WHERE profile_id = ?", (profile_id,))}

    def entities_by_keys(self, profile_id: int, keys: Sequence[str]) -> set[int]:
        return {
            int(r[0])
            for r in self.conn.execute(
                f"SELECT DISTINCT entity_id FROM entity_aliases WHERE profile_id = ? AND alias_key {_IN}",
                (profile_id, json.dumps(list(keys))),
            )
        }

    def memory_hashes(self, memory_ids: Sequence[int]) -> list[tuple[int, str, str]]:
        """(id, idempotency key, content hash) to tombstone."""
        return [
            (int(m), k, h)
            for m, k, h in self.conn.execute(
                f"SELECT id, idempotency_key, content_hash FROM memories WHERE id {_IN}", (_ids(memory_ids),)
            )
        ]

    def fact_texts(self, fact_ids: Sequence[int]) -> dict[int, str]:
        return {
            int(f): t for f, t in self.conn.execute(f"SELECT id, text FROM facts WHERE id {_IN}", (_ids(fact_ids),))
        }

    def fact_vectors(self, fact_ids: Sequence[int]) -> dict[int, bytes]:
        """Embeddings captured before deletion, so the proof can probe the live ANN index."""
        if self.conn.execute("SELECT 1 FROM sqlite_schema WHERE name = 'facts_vec'").fetchone() is None:
            return {}
        return {
            int(f): bytes(b)
            for f, b in self.conn.execute(f"SELECT fact_id, embedding FROM facts_vec WHERE fact_id {_IN}", (_ids(fact_ids),))
        }

    def orphaned_memories(self, memory_ids: Sequence[int]) -> set[int]:
        """Those of ``memory_ids`` that support no fact any more."""
        return {
            int(r[0])
            for r in self.conn.execute(
                f"SELECT m.id FROM memories m WHERE m.id {_IN} "
                "AND NOT EXISTS (SELECT 1 FROM fact_sources s WHERE s.memory_id = m.id)",
                (_ids(memory_ids),),
            )
        }

    # -- deletion (canonical rows) ----------------------------------------------------------
    def delete_facts(self, fact_ids: Sequence[int]) -> None:
        self.conn.execute(f"DELETE FROM facts WHERE id {_IN}", (_ids(fact_ids),))

    def delete_memories(self, memory_ids: Sequence[int]) -> None:
        # Items are backed by their memory (ON DELETE CASCADE too; explicit so the proof below
        # does not depend on the foreign-key pragma).
        self.conn.execute(f"DELETE FROM items WHERE memory_id {_IN}", (_ids(memory_ids),))
        self.conn.execute(f"DELETE FROM memories WHERE id {_IN}", (_ids(memory_ids),))

    def delete_empty_scenes(self, profile_id: int) -> None:
        self.conn.execute(
            "DELETE FROM scenes WHERE profile_id = ? AND NOT EXISTS (SELECT 1 FROM facts f WHERE f.scene_id = scenes.id)",
            (profile_id,),
        )

    def delete_staging(self, fact_ids: Sequence[int]) -> None:
        self.conn.execute(f"DELETE FROM projection_staging WHERE fact_id {_IN}", (_ids(fact_ids),))

    # -- proofs (live re-query of canonical tables) -----------------------------------------
    def remaining(self, *, facts: Sequence[int], memories: Sequence[int]) -> dict[str, int]:
        """Rows still present per canonical table for the erased ids (all zero = erased)."""
        f, m = _ids(facts), _ids(memories)
        checks = {
            "facts": ("SELECT count(*) FROM facts WHERE id " + _IN, f),
            "memories": ("SELECT count(*) FROM memories WHERE id " + _IN, m),
            "fact_sources": ("SELECT count(*) FROM fact_sources WHERE fact_id " + _IN, f),
            "fact_sources_by_memory": ("SELECT count(*) FROM fact_sources WHERE memory_id " + _IN, m),
            "redactions": ("SELECT count(*) FROM redactions WHERE memory_id " + _IN, m),
            "items": ("SELECT count(*) FROM items WHERE memory_id " + _IN, m),
            "projection_staging": ("SELECT count(*) FROM projection_staging WHERE fact_id " + _IN, f),
        }
        return {name: int(self.conn.execute(sql, (arg,)).fetchone()[0]) for name, (sql, arg) in checks.items()}

    def remaining_in_profile(self, profile_id: int) -> dict[str, int]:
        tables = ("memories", "facts", "fact_sources", "scenes", "entities", "entity_aliases",
                  "fact_entities", "edges", "fact_times", "fact_state", "fact_frames", "profile_scopes", "items")  # fmt: skip
        return {
            t: int(self.conn.execute(f"SELECT count(*) FROM {t} WHERE profile_id = ?", (profile_id,)).fetchone()[0])
            for t in tables
        }

    def profile_row_exists(self, profile_id: int) -> bool:
        return self.conn.execute("SELECT 1 FROM profiles WHERE id = ?", (profile_id,)).fetchone() is not None
