"""Newer-statement expansion: a hit that a later statement superseded brings that statement
along, however far apart they were said and however differently worded. Lexical channel only,
so the newer statement (sharing no word with the query) can come from nothing else."""

import time
from datetime import UTC, datetime, timedelta

from memlane import Memory, MemoryConfig, RecallConfig
from update_helpers import edges

LEXICAL = {"lexical": 1.0, "semantic": 0.0, "temporal": 0.0, "entity_graph": 0.0, "hopfield": 0.0, "spreading": 0.0}
T0 = datetime(2024, 3, 1, 9, tzinfo=UTC)
OLD = "I rent a tiny flat next to the cathedral."
NEW = "I moved to Porto in May, so a new chapter."


def _remember(memory: Memory) -> datetime:
    """The three turns; returns a system time after the first two and before the third."""
    memory.remember(OLD, profile="p", speaker="Ezra", observed_at=T0)
    memory.remember("The bakery on the corner sells great rye bread.", profile="p", speaker="Ezra", observed_at=T0 + timedelta(days=1))
    time.sleep(0.05)
    between = datetime.now(UTC)
    time.sleep(0.05)
    memory.remember(NEW, profile="p", speaker="Ezra", observed_at=T0 + timedelta(days=90))
    return between


def _recall(data_dir, embedder, query: str, **recall):
    settings = dict(channel_weights=LEXICAL, scene_expansion=False, bridge=False, channel_diversity=False, boosters={}, track_access=False)
    with Memory(data_dir, embedder=embedder, config=MemoryConfig(recall=RecallConfig(**{**settings, **recall}))) as memory:
        return list(memory.recall(query, profile="p", limit=5))


def test_a_hit_brings_the_statement_that_replaced_it(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        _remember(memory)
        assert len(edges(memory, "p")) == 1  # store-time detection linked them
    plain = _recall(tmp_path, embedder, "Who rents a flat next to the cathedral?", newer_factor=0.0)
    assert [i.fact.text for i in plain if "Porto" in i.fact.text] == []  # no shared word
    expanded = _recall(tmp_path, embedder, "Who rents a flat next to the cathedral?")
    newer = next(i for i in expanded if "Porto" in i.fact.text)
    assert "newer statement of a hit" in newer.notes
    assert expanded.index(newer) < next(n for n, i in enumerate(expanded) if "cathedral" in i.fact.text)


def test_only_a_question_about_the_present_brings_later_statements(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        between = _remember(memory)
    settings = dict(channel_weights=LEXICAL, scene_expansion=False, bridge=False, channel_diversity=False, boosters={}, track_access=False)
    with Memory(tmp_path, embedder=embedder, config=MemoryConfig(recall=RecallConfig(**settings))) as memory:
        as_of = memory.recall("Who rents a flat next to the cathedral?", profile="p", as_of=between)
        past = memory.recall("Who rented a flat next to the cathedral?", profile="p")
    for result in (as_of, past):  # then, Porto was not said yet / the past is asked about
        assert any("cathedral" in i.fact.text for i in result)
        assert [i.fact.text for i in result if "Porto" in i.fact.text] == []
