"""Lexical channel: FTS5 BM25 over fact text and context, bounded by a budget of scored rows
(storage/lexical.py: common words cannot make bm25 score most of the store).

User text never reaches FTS5 syntax: the query is cut into word tokens, each token is quoted,
and the tokens are OR-ed. Quotes, ``*``, ``NEAR``, ``-`` and ``:`` are therefore plain text."""

from __future__ import annotations

import re

from ..storage import Store
from .base import ChannelQuery, ChannelResult

_TOKEN = re.compile(r"\w+", re.UNICODE)
STOPWORDS = frozenset(
    ["a", "an", "the", "and", "or", "but", "if", "of", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during", "before", "after", "above", "below", "to", "from", "up", "down", "in", "out", "on", "off", "over", "under", "again", "further", "then", "once", "here", "there", "when", "where", "why", "how", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "no", "nor", "not", "only", "own", "same", "so", "than", "too", "very", "s", "t", "can", "will", "just", "don", "should", "now", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having", "do", "does", "did", "doing", "i", "me", "my", "myself", "we", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their", "what", "which", "who", "whom", "this", "that", "these", "those", "am", "would", "could", "might", "must", "shall", "as", "until", "while"]
)


# A query's first this many distinct content words are searched (each costs a bounded count).
MAX_TERMS = 32


def query_phrases(text: str, leave_out: frozenset[str] = frozenset()) -> list[str]:
    """The query's content words, each a quoted FTS5 phrase (stopwords only when nothing else;
    the words of ``leave_out`` only when nothing else either)."""
    tokens = [t for t in _TOKEN.findall(text.casefold())]
    content = [t for t in tokens if t not in STOPWORDS] or tokens
    content = [t for t in content if t not in leave_out] or content
    return [f'"{t}"' for t in list(dict.fromkeys(content))[:MAX_TERMS]]


def match_expression(text: str) -> str | None:
    phrases = query_phrases(text)
    return " OR ".join(phrases) if phrases else None


class LexicalChannel:
    name = "lexical"

    def __init__(self, store: Store) -> None:
        self.store = store

    def search(self, query: ChannelQuery) -> ChannelResult:
        phrases = query_phrases(query.text, query.asked_names)
        if not phrases:
            return ChannelResult(status="no searchable terms")
        hits = self.store.lexical.search_terms(
            query.profile_id, phrases, limit=query.candidates, as_of=query.as_of, scopes=query.scopes, only=query.restrict
        )
        return ChannelResult(hits)
