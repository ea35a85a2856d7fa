"""FTS5 lexical index over fact text (rowid = fact id), BM25 ranking.

A bounded search (``search_terms``) scores at most ``SCORED_ROWS`` index rows per FTS query,
whatever the size of the store: bm25 costs a document-size lookup for every row a term
matches, and at 100k facts a name or a verb ("cook", "week") matches tens of thousands."""

from __future__ import annotations

import time
from collections.abc import Collection, Sequence

import apsw

from .sql import placeholders, present_ids, visible_facts

# bm25 column weights: the fact text itself counts most; context (speaker, date words,
# the surrounding turn) helps short facts that lost their keywords to sentence splitting.
TEXT_WEIGHT, CONTEXT_WEIGHT = 1.0, 0.35
# Index rows one FTS query of a bounded search may score (bm25 + the join to facts).
SCORED_ROWS = 3_000
# Document counts are counted up to this many rows; a term at the cap matches so much of
# the store that its idf is small, and it only joins a query when nothing rarer is there.
COUNT_CAP = 16 * SCORED_ROWS
# Counts are cached per term for this long (they only choose a plan; stale ones cost time).
COUNT_TTL_S = 300.0
COUNT_CACHE_SIZE = 4_096


class LexicalIndex:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn
        self._counts: dict[str, tuple[int, float]] = {}  # phrase -> (documents, counted at)

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

    # -- bounded search -----------------------------------------------------------------------
    def document_counts(self, phrases: Sequence[str]) -> dict[str, int]:
        """Documents matching each quoted phrase (in any profile), counted up to ``COUNT_CAP``
        (a bounded walk of its doclist) and cached for ``COUNT_TTL_S``."""
        now = time.monotonic()
        out: dict[str, int] = {}
        for phrase in phrases:
            cached = self._counts.get(phrase)
            if cached is None or now - cached[1] > COUNT_TTL_S:
                row = self.conn.execute(
                    "SELECT count(*) FROM (SELECT rowid FROM facts_fts WHERE facts_fts MATCH ? LIMIT ?)", (phrase, COUNT_CAP)
                ).fetchone()
                if len(self._counts) >= COUNT_CACHE_SIZE:
                    self._counts.clear()
                cached = self._counts[phrase] = (int(row[0]), now)
            out[phrase] = cached[0]
        return out

    def search_terms(
        self,
        profile_id: int,
        phrases: Sequence[str],
        *,
        limit: int,
        as_of: float | None,
        scopes: Sequence[str] | None,
        only: Collection[int] | None = None,
        budget: int | None = None,
    ) -> list[tuple[int, float]]:
        """(fact id, bm25) best first for the OR of ``phrases`` (each already a quoted FTS5
        phrase), scoring at most ``budget`` rows per query.

        Rare enough terms together (at most ``budget`` matching rows): one query, exact.
        Otherwise the rarest terms that fit the budget are the anchor: its matches are scored
        by the anchor alone, and those that also hold a common term by every term (one AND
        query, bounded by the anchor) — bm25 adds up per term, so the top ``limit`` of the
        anchor's matches is exact. Facts holding only common terms fill in when the anchor
        finds fewer than ``limit``, from the newest ``budget`` rows that match them."""
        budget = budget or SCORED_ROWS
        phrases = list(dict.fromkeys(phrases))
        if not phrases:
            return []
        counts = self.document_counts(phrases)
        present = [p for p in phrases if counts[p] > 0]
        if not present:
            return []
        ranked = sorted(present, key=lambda p: (counts[p], p))
        anchor, used = [], 0
        for phrase in ranked:
            if anchor and used + counts[phrase] > budget:
                break
            anchor.append(phrase)
            used += counts[phrase]
        # A term at the count cap is in so many facts that it says little: left out unless it
        # is the anchor itself.
        common = [p for p in ranked[len(anchor) :] if counts[p] < COUNT_CAP]
        anchor_sql = " OR ".join(anchor)
        kwargs = {"limit": limit, "as_of": as_of, "scopes": scopes, "only": only}
        truncated = used > budget
        scores = dict(self._windowed(profile_id, anchor_sql, window=budget, **kwargs))
        if common:
            common_sql = " OR ".join(common)
            scores.update(self._windowed(profile_id, f"({common_sql}) AND ({anchor_sql})", window=budget, **kwargs))
            if len(scores) < limit:
                for fid, score in self._windowed(profile_id, common_sql, window=budget, **kwargs):
                    scores.setdefault(fid, score)
                truncated = True
        window, every = budget, " OR ".join(ranked)
        while truncated and len(scores) < limit and window < COUNT_CAP:
            # The window is the newest rows of the whole store: it can hold few facts of this
            # profile, scope, subset or system time. Widen it (x4, every term scored), up to
            # COUNT_CAP rows: once it covers every match this is the exact query, and it stays
            # bounded where the exact query would score a word's whole doclist.
            window = min(window * 4, COUNT_CAP)
            scores = dict(self._windowed(profile_id, every, window=window, **kwargs))
        return sorted(scores.items(), key=lambda p: (-p[1], p[0]))[:limit]

    def _windowed(self, profile_id: int, match: str, *, window: int, limit: int, as_of, scopes, only) -> list[tuple[int, float]]:
        """Like ``search``, but bm25 is computed for at most ``window`` matching rows (the
        newest: FTS5 walks its doclists backwards without sorting)."""
        where, params = visible_facts("f", as_of=as_of, scopes=scopes, only=only)
        rows = self.conn.execute(
            f"SELECT c.rowid, c.score FROM (SELECT rowid, bm25(facts_fts, {TEXT_WEIGHT}, {CONTEXT_WEIGHT}) AS score "
            "FROM facts_fts WHERE facts_fts MATCH ? ORDER BY rowid DESC LIMIT ?) c JOIN facts f ON f.id = c.rowid "
            # + keeps the planner from walking the profile's index to meet the window's rows.
            f"WHERE +f.profile_id = ? AND {where} ORDER BY c.score, c.rowid LIMIT ?",
            [match, window, profile_id, *params, limit],
        )
        return [(int(fid), -float(score)) for fid, score in rows]
