"""FTS5 lexical index over fact text (rowid = fact id), BM25 ranking."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import apsw

from .sql import placeholders, present_ids, visible_facts

# bm25 column weights: the fact text itself counts most; context (speaker, date words,
# the surrounding turn) helps short facts that lost their keywords to sentence splitting.
TEXT_WEIGHT, CONTEXT_WEIGHT = 1.0, 0.35


class LexicalIndex:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    def add(self, fact_id: int, text: str, context: str) -> None:
        self.conn.execute("INSERT INTO facts_fts(rowid, text, context) VALUES (?, ?, ?)", (fact_id, text, context))

    def add_many(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """(fact id, text, context) rows."""
        self.conn.executemany("INSERT INTO facts_fts(rowid, text, context) VALUES (?, ?, ?)", list(rows))

    def delete(self, fact_ids: Sequence[int]) -> None:
        if fact_ids:
            self.conn.execute(f"DELETE FROM facts_fts WHERE rowid IN ({placeholders(len(fact_ids))})", list(fact_ids))

    # -- inventory and proofs (projection owner) ---------------------------------------------
    def held(self, fact_ids: Sequence[int]) -> set[int]:
        """Those of ``fact_ids`` that have a row in the index."""
        return present_ids(self.conn, "facts_fts", "rowid", fact_ids)

    def held_in_profile(self, profile_id: int) -> list[int]:
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT rowid FROM facts_fts WHERE rowid IN (SELECT id FROM facts WHERE profile_id = ?) ORDER BY rowid",
                (profile_id,),
            )
        ]

    def orphans(self) -> list[int]:
        """Index rows whose fact no longer exists (a projection that outlived its fact)."""
        return [
            int(r[0])
            for r in self.conn.execute(
                "SELECT rowid FROM facts_fts WHERE rowid NOT IN (SELECT id FROM facts) ORDER BY rowid"
            )
        ]

    def matching(self, words: str) -> set[int]:
        """Every fact id whose text or context contains ``words`` as a phrase (a live index
        query; the words are quoted, so they are never FTS5 syntax)."""
        phrase = '"' + words.replace('"', '""') + '"'
        return {int(r[0]) for r in self.conn.execute("SELECT rowid FROM facts_fts WHERE facts_fts MATCH ?", (phrase,))}

    def secure_delete_enabled(self) -> bool:
        row = self.conn.execute("SELECT v FROM facts_fts_config WHERE k = 'secure-delete'").fetchone()
        return row is not None and int(row[0]) == 1

    def search(
        self,
        profile_id: int,
        match: str,
        *,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
        only: Collection[int] | None = None,
    ) -> list[tuple[int, float]]:
        """(fact id, bm25) best first; bm25 is negated so larger is better.

        ``match`` must already be a safe FTS5 expression (see channels.lexical)."""
        where, params = visible_facts("f", as_of=as_of, scopes=scopes, only=only)
        rows = self.conn.execute(
            f"SELECT facts_fts.rowid, bm25(facts_fts, {TEXT_WEIGHT}, {CONTEXT_WEIGHT}) AS score "
            "FROM facts_fts JOIN facts f ON f.id = facts_fts.rowid "
            f"WHERE facts_fts MATCH ? AND f.profile_id = ? AND {where} "
            "ORDER BY score LIMIT ?",
            [match, profile_id, *params, limit],
        )
        return [(int(fid), -float(score)) for fid, score in rows]
