"""FTS5 lexical index over fact text (rowid = fact id), BM25 ranking."""

from __future__ import annotations

from collections.abc import Sequence

import apsw

from .sql import placeholders, visible_facts

# bm25 column weights: the fact text itself counts most; context (speaker, date words,
# the surrounding turn) helps short facts that lost their keywords to sentence splitting.
TEXT_WEIGHT, CONTEXT_WEIGHT = 1.0, 0.35


class LexicalIndex:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def add(self, fact_id: int, text: str, context: str) -> None:
        self.conn.execute("INSERT INTO facts_fts(rowid, text, context) VALUES (?, ?, ?)", (fact_id, text, context))

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(f"DELETE FROM facts_fts WHERE rowid IN ({placeholders(len(fact_ids))})", list(fact_ids))

    def search(
        self,
        profile_id: int,
        match: str,
        *,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
    ) -> list[tuple[int, float]]:
        """(fact id, bm25) best first; bm25 is negated so larger is better.

        ``match`` must already be a safe FTS5 expression (see channels.lexical)."""
        where, params = visible_facts("f", as_of=as_of, scopes=scopes)
        rows = self.conn.execute(
            f"SELECT facts_fts.rowid, bm25(facts_fts, {TEXT_WEIGHT}, {CONTEXT_WEIGHT}) AS score "
            "FROM facts_fts JOIN facts f ON f.id = facts_fts.rowid "
            f"WHERE facts_fts MATCH ? AND f.profile_id = ? AND {where} "
            "ORDER BY score LIMIT ?",
            [match, profile_id, *params, limit],
        )
        return [(int(fid), -float(score)) for fid, score in rows]
