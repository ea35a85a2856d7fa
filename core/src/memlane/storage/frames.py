"""Relation frames of facts (table ``fact_frames``, schema v7): what a fact states about its
subject entity, for the consistency check at store time and state awareness at recall.

Reads are bounded: candidates come from one subject's postings, most recent first, up to a
budget; recall reads the frames of its own candidate set only."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import apsw

from .sql import placeholders, present_ids


@dataclass
class FrameRow:
    fact_id: int
    subject_id: int
    frames: bytes  # int8[k, d]
    raw_meta: str  # JSON of ``meta``
    observed_at: float
    valid_from: float | None
    expired_at: float | None

    @cached_property
    def meta(self) -> dict[str, Any]:
        """{"c": [{"v": [...], "d": [...], "q": cues}], "u": cues, ...}, decoded on first use:
        a write reads up to 256 candidates and the frame prefilter keeps a few dozen."""
        return json.loads(self.raw_meta)  # type: ignore[no-any-return]


_COLUMNS = "ff.fact_id, ff.subject_id, ff.frames, ff.meta, f.observed_at, f.valid_from, f.expired_at"


def _row(r) -> FrameRow:  # type: ignore[no-untyped-def]
    return FrameRow(int(r[0]), int(r[1]), r[2], r[3], float(r[4]), r[5], r[6])


class FactFrames:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def save(self, fact_id: int, profile_id: int, scope: str, subject_id: int, frames: bytes, meta: dict[str, Any]) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO fact_frames(fact_id, profile_id, scope, subject_id, frames, meta) VALUES (?, ?, ?, ?, ?, ?)",
            (fact_id, profile_id, scope, subject_id, frames, json.dumps(meta, separators=(",", ":"))),
        )

    def statement(self, fact_id: int) -> tuple[str, float | None] | None:
        """(the fact as said, its valid-from time)."""
        row = self.conn.execute("SELECT verbatim, valid_from FROM facts WHERE id = ?", (fact_id,)).fetchone()
        return None if row is None else (row[0], row[1])

    def turns_before(self, fact_id: int, *, limit: int) -> list[tuple[str | None, str]]:
        """(speaker, content) of the ``limit`` messages said just before the fact's own in its
        session, oldest first; none without a session (the ``memories_by_session`` index)."""
        own = self.conn.execute(
            "SELECT m.id, m.profile_id, m.session_id, m.observed_at FROM fact_sources s JOIN memories m ON m.id = s.memory_id "
            "WHERE s.fact_id = ? ORDER BY m.id LIMIT 1",
            (fact_id,),
        ).fetchone()
        if own is None or own[2] is None:
            return []
        rows = self.conn.execute(
            "SELECT speaker, content FROM memories WHERE profile_id = ? AND session_id = ? AND observed_at <= ? AND id != ? "
            "AND (observed_at < ? OR id < ?) ORDER BY observed_at DESC, id DESC LIMIT ?",
            (own[1], own[2], own[3], own[0], own[3], own[0], limit),
        ).fetchall()
        return [(r[0], str(r[1])) for r in reversed(rows)]

    def same_message(self, fact_id: int, other_id: int) -> bool:
        """The two facts were split from one message (a shared source memory)."""
        return (
            self.conn.execute(
                "SELECT 1 FROM fact_sources a JOIN fact_sources b ON b.memory_id = a.memory_id WHERE a.fact_id = ? AND b.fact_id = ? LIMIT 1",
                (fact_id, other_id),
            ).fetchone()
            is not None
        )

    def linked_names(self, fact_id: int) -> dict[str, tuple[int, str]]:
        """alias key -> (entity id, canonical name) for every entity linked to the fact."""
        return {
            key: (int(eid), canonical)
            for key, eid, canonical in self.conn.execute(
                "SELECT a.alias_key, e.id, e.canonical FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id "
                "JOIN entity_aliases a ON a.entity_id = e.id WHERE fe.fact_id = ?",
                (fact_id,),
            )
        }

    def candidates(self, profile_id: int, subject_id: int, scope: str, *, exclude: int, budget: int) -> list[FrameRow]:
        """Current (not superseded) framed facts of one subject in one scope, most recent
        first, at most ``budget`` (the index walks the subject's postings backwards)."""
        return [
            _row(r)
            for r in self.conn.execute(
                f"SELECT {_COLUMNS} FROM fact_frames ff JOIN facts f ON f.id = ff.fact_id "
                "WHERE ff.profile_id = ? AND ff.subject_id = ? AND ff.scope = ? AND ff.fact_id != ? AND f.expired_at IS NULL "
                "ORDER BY ff.fact_id DESC LIMIT ?",
                (profile_id, subject_id, scope, exclude, budget),
            )
        ]

    def later_of_subject(self, profile_id: int, fact_id: int, *, budget: int) -> list[FrameRow]:
        """Current framed facts of ``fact_id``'s subject in its scope that arrived after it,
        most recent first, at most ``budget`` (one walk of the subject index)."""
        return [
            _row(r)
            for r in self.conn.execute(
                f"SELECT {_COLUMNS} FROM fact_frames ff JOIN facts f ON f.id = ff.fact_id "
                "JOIN fact_frames seed ON seed.fact_id = ? "
                "WHERE ff.profile_id = ? AND ff.subject_id = seed.subject_id AND ff.scope = seed.scope AND ff.fact_id > ? "
                "AND f.expired_at IS NULL ORDER BY ff.fact_id DESC LIMIT ?",
                (fact_id, profile_id, fact_id, budget),
            )
        ]

    def of_facts(self, fact_ids: Sequence[int]) -> dict[int, FrameRow]:
        if not fact_ids:
            return {}
        return {
            int(r[0]): _row(r)
            for r in self.conn.execute(
                f"SELECT {_COLUMNS} FROM fact_frames ff JOIN facts f ON f.id = ff.fact_id "
                f"WHERE ff.fact_id IN ({placeholders(len(fact_ids))})",
                list(fact_ids),
            )
        }

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(f"DELETE FROM fact_frames WHERE fact_id IN ({placeholders(len(fact_ids))})", list(fact_ids))

    def held(self, fact_ids: Sequence[int]) -> set[int]:
        return present_ids(self.conn, "fact_frames", "fact_id", fact_ids)

    def count_in_profile(self, profile_id: int) -> int:
        return int(self.conn.execute("SELECT count(*) FROM fact_frames WHERE profile_id = ?", (profile_id,)).fetchone()[0])
