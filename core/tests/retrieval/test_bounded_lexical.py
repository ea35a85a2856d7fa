"""Issue 10, bounded recall: the lexical channel scores a bounded number of FTS5 rows however
common the query's words are, and still finds what the unbounded BM25 query finds.

Real model and store; the row budget is lowered so a few hundred facts make a word "common"."""

from __future__ import annotations

import pytest
from memlane import Memory
from memlane.channels.lexical import MAX_TERMS, query_phrases
from memlane.storage import lexical
from memlane.storage.lexical import LexicalIndex

BUDGET = 40


def _turns(n: int, offset: int = 0) -> list[dict]:
    places = ["Lisbon", "Graz", "Tallinn", "Dakar", "Osaka"]
    return [
        {
            "content": f"I drank coffee in {places[i % 5]} with my cousin number {i}.",
            "speaker": "Ana",
            "session_id": f"s{i // 10}",
            "observed_at": 1_700_000_000 + 600 * i,
        }
        for i in range(offset, offset + n)
    ]


@pytest.fixture
def crowded(memory: Memory, monkeypatch) -> Memory:
    """~200 facts say "coffee"; one also names a rare word; the budget is far below 200."""
    memory.remember_many(_turns(100))
    memory.remember_many(_turns(100, offset=100))  # recorded later: a newer window
    memory.remember(
        "I drank coffee at the Zanzibar harbour market, spiced with cardamom.",
        speaker="Bruno",
        observed_at=1_600_000_000,
    )
    monkeypatch.setattr(lexical, "SCORED_ROWS", BUDGET)
    monkeypatch.setattr(lexical, "COUNT_CAP", 16 * BUDGET)
    return memory


def _store(memory: Memory):  # type: ignore[no-untyped-def]
    return memory._engine.reader


def _pid(memory: Memory) -> int:
    with _store(memory).read():
        return _store(memory).catalog.profile_id(memory.default_profile)


def _spy(monkeypatch) -> tuple[list[int], list[str]]:
    windows: list[int] = []
    unbounded: list[str] = []
    windowed, search = LexicalIndex._windowed, LexicalIndex.search

    def spy_windowed(self, profile_id, match, *, window, **kwargs):  # type: ignore[no-untyped-def]
        windows.append(window)
        return windowed(self, profile_id, match, window=window, **kwargs)

    def spy_search(self, profile_id, match, **kwargs):  # type: ignore[no-untyped-def]
        unbounded.append(match)
        return search(self, profile_id, match, **kwargs)

    monkeypatch.setattr(LexicalIndex, "_windowed", spy_windowed)
    monkeypatch.setattr(LexicalIndex, "search", spy_search)
    return windows, unbounded


def test_a_common_word_next_to_a_rare_one_still_ranks_the_rare_match_first(
    crowded: Memory, monkeypatch
):
    store, pid = _store(crowded), _pid(crowded)
    with store.read():
        counts = store.lexical.document_counts(['"coffee"', '"zanzibar"'])
        exact = store.lexical.search(
            pid, '"coffee" OR "zanzibar"', limit=10, as_of=None, scopes=None
        )
    assert counts['"coffee"'] > 4 * BUDGET and counts['"zanzibar"'] == 1
    windows, unbounded = _spy(monkeypatch)
    with store.read():
        bounded = store.lexical.search_terms(
            pid, ['"coffee"', '"zanzibar"'], limit=10, as_of=None, scopes=None
        )
    assert windows and all(w == BUDGET for w in windows) and not unbounded
    # The anchor (zanzibar) is scored with every term, exactly as the unbounded query scores it.
    assert bounded[0][0] == exact[0][0]
    assert bounded[0][1] == pytest.approx(exact[0][1])
    # Fewer anchor matches than the limit: the newest facts holding only the common word fill in.
    assert len(bounded) == 10
    recalled = crowded.recall("Where did I drink coffee in Zanzibar?")
    assert "Zanzibar" in recalled.items[0].fact.text and "lexical" in recalled.items[0].channels


def test_a_query_of_common_words_only_scores_a_bounded_window(crowded: Memory, monkeypatch):
    store, pid = _store(crowded), _pid(crowded)
    windows, unbounded = _spy(monkeypatch)
    with store.read():
        hits = store.lexical.search_terms(
            pid, ['"coffee"', '"cousin"'], limit=10, as_of=None, scopes=None
        )
        cousins = sorted(
            f for f, _ in store.lexical.search(pid, '"cousin"', limit=500, as_of=None, scopes=None)
        )
    assert len(hits) == 10 and all(s > 0 for _, s in hits)
    assert (
        windows and all(w == BUDGET for w in windows) and unbounded == ['"cousin"']
    )  # only the spy's own call
    # The rarer word anchors; its window is its newest BUDGET rows, each scored by both words.
    with store.read():
        wide = dict(
            store.lexical.search_terms(
                pid, ['"coffee"', '"cousin"'], limit=BUDGET, as_of=None, scopes=None
            )
        )
    assert sorted(wide) == cousins[-BUDGET:]


def test_rare_words_together_take_the_exact_single_query(crowded: Memory, monkeypatch):
    store, pid = _store(crowded), _pid(crowded)
    windows, unbounded = _spy(monkeypatch)
    with store.read():
        hits = store.lexical.search_terms(
            pid, ['"zanzibar"', '"cardamom"'], limit=10, as_of=None, scopes=None
        )
    assert len(windows) == 1 and not unbounded
    assert len(hits) == 1 and hits[0][1] > 0


def test_a_window_too_new_for_the_time_asked_about_widens_until_it_finds_enough(
    crowded: Memory, monkeypatch
):
    """``as_of`` before every fact of the newest window: the window finds nothing visible, so
    it widens (x4) until it holds enough; covering every match, it is the exact query."""
    store, pid = _store(crowded), _pid(crowded)
    with store.read():
        tenth = sorted(
            f for f, _ in store.lexical.search(pid, '"coffee"', limit=500, as_of=None, scopes=None)
        )[9]
        recorded = store.facts.get_many([tenth], profile_id=pid)[tenth].recorded_at.timestamp()
        exact = store.lexical.search(pid, '"coffee"', limit=5, as_of=recorded, scopes=None)
    windows, unbounded = _spy(monkeypatch)
    with store.read():
        hits = store.lexical.search_terms(pid, ['"coffee"'], limit=5, as_of=recorded, scopes=None)
    assert windows == [BUDGET, 4 * BUDGET, 16 * BUDGET] and not unbounded  # the third holds them all
    assert hits == exact and len(hits) == 5 and all(f <= tenth for f, _ in hits)


def test_the_widening_stops_at_the_count_cap(crowded: Memory, monkeypatch):
    """Nothing old enough anywhere: the window grows to COUNT_CAP rows and stops there (the
    lexical channel finds nothing; it never scores a word's whole doclist)."""
    store, pid = _store(crowded), _pid(crowded)
    monkeypatch.setattr(lexical, "COUNT_CAP", 4 * BUDGET)  # below the ~200 "coffee" facts
    windows, unbounded = _spy(monkeypatch)
    with store.read():
        hits = store.lexical.search_terms(pid, ['"coffee"'], limit=5, as_of=1_000_000.0, scopes=None)
    assert hits == [] and not unbounded
    assert windows == [BUDGET, 4 * BUDGET]


def test_a_word_no_fact_holds_returns_nothing(crowded: Memory):
    store, pid = _store(crowded), _pid(crowded)
    with store.read():
        assert (
            store.lexical.search_terms(pid, ['"quetzalcoatl"'], limit=10, as_of=None, scopes=None)
            == []
        )
        assert store.lexical.document_counts(['"quetzalcoatl"']) == {'"quetzalcoatl"': 0}


def test_a_long_query_searches_a_bounded_number_of_words():
    words = [f"word{i}" for i in range(3 * MAX_TERMS)]
    phrases = query_phrases(" ".join(words + words))
    assert phrases == [f'"{w}"' for w in words[:MAX_TERMS]]
    assert query_phrases("the and of") == ['"the"', '"and"', '"of"']  # only stopwords: kept
