"""Each channel on a small hand-made profile with known answers."""

from datetime import UTC, datetime, timedelta

import pytest
from memlane import Memory, MemoryConfig, RecallConfig

ONLY = {"lexical": 0.0, "semantic": 0.0, "temporal": 0.0, "entity_graph": 0.0, "hopfield": 0.0, "spreading": 0.0}
T0 = datetime(2024, 3, 1, 12, tzinfo=UTC)


def only(channel, **extra):
    weights = dict(ONLY, **{channel: 1.0})
    # boosters={}: the channel runs as a candidate producer, so its own ranking is visible.
    return MemoryConfig(recall=RecallConfig(channel_weights=weights, scene_expansion=False, bridge=False, channel_diversity=False, boosters={}, **extra))


TURNS = [
    ("Maya", "s1", (0, 0), "I adopted a border collie named Pepper."),
    ("Jonas", "s1", (0, 1), "Pepper and Maya go running along the river every morning."),
    ("Maya", "s1", (0, 2), "My sister Priya lives in Austin and works as a nurse."),
    ("Jonas", "s2", (40, 0), "I finally booked the trip to Iceland for the northern lights."),
    ("Maya", "s2", (40, 1), "The glacier hike in Iceland sounds incredible."),
    ("Priya", "s3", (80, 0), "I moved from Austin to Houston for a new hospital job."),
]


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory, embedder):
    root = tmp_path_factory.mktemp("channels")
    with Memory(root, embedder=embedder) as mem:
        for speaker, session, (days, minutes), text in TURNS:
            mem.remember(text, speaker=speaker, session_id=session, observed_at=T0 + timedelta(days=days, minutes=minutes))
    return root


def recall(data_dir, embedder, channel, query, **kw):
    with Memory(data_dir, embedder=embedder, config=only(channel)) as mem:
        return mem.recall(query, **kw)


def test_entity_graph_channel_ranks_facts_of_query_entities(data_dir, embedder):
    result = recall(data_dir, embedder, "entity_graph", "Tell me about Pepper")
    assert result.channel_status["entity_graph"] == "ok"
    top = result.items[0]
    assert "Pepper" in top.fact.entities and set(top.channels) == {"entity_graph"}
    assert all("Pepper" in i.fact.entities or i.channels["entity_graph"].score < top.channels["entity_graph"].score for i in result)


def test_entity_graph_spreads_to_co_occurring_entities(data_dir, embedder):
    # Priya co-occurs with Austin; facts about Austin are reached through Priya.
    result = recall(data_dir, embedder, "entity_graph", "What about Priya?", limit=10)
    texts = [i.fact.text for i in result]
    assert any("Houston" in t for t in texts)


def test_entity_graph_needs_a_known_entity(data_dir, embedder):
    result = recall(data_dir, embedder, "entity_graph", "what is the weather like")
    assert result.channel_status["entity_graph"] == "no known entity in query" and len(result) == 0


def test_hopfield_channel_completes_a_vague_query(data_dir, embedder):
    result = recall(data_dir, embedder, "hopfield", "aurora trip up north")
    assert "Iceland" in result.items[0].fact.text
    assert result.items[0].channels["hopfield"].score > result.items[-1].channels["hopfield"].score


def test_spreading_channel_reaches_associated_facts(data_dir, embedder):
    config = MemoryConfig(recall=RecallConfig(
        channel_weights=dict(ONLY, lexical=1.0, spreading=1.0), scene_expansion=False, bridge=False, channel_diversity=False,
        boosters={},
    ))  # fmt: skip
    with Memory(data_dir, embedder=embedder, config=config) as mem:
        result = mem.recall("border collie adoption", limit=10)
    spread_only = [i for i in result if set(i.channels) == {"spreading"}]
    assert spread_only, "spreading activation added nothing beyond the lexical hits"
    assert any("Pepper" in i.fact.entities for i in spread_only)


def test_temporal_channel_matches_the_month(data_dir, embedder):
    result = recall(data_dir, embedder, "temporal", "What happened in April 2024?")
    assert result.items and all(i.fact.observed_at.month == 4 for i in result.items[:2])


def test_scene_expansion_pulls_neighbouring_turns(data_dir, embedder):
    weights = dict(ONLY, lexical=1.0)
    base = MemoryConfig(recall=RecallConfig(channel_weights=weights, scene_expansion=False, bridge=False, channel_diversity=False))
    expanded = MemoryConfig(recall=RecallConfig(channel_weights=weights, scene_expansion=True, bridge=False, channel_diversity=False))
    with Memory(data_dir, embedder=embedder, config=base) as mem:
        plain = {i.fact.id for i in mem.recall("glacier hike", limit=10)}
    with Memory(data_dir, embedder=embedder, config=expanded) as mem:
        result = mem.recall("glacier hike", limit=10)
    added = [i for i in result if i.fact.id not in plain]
    assert added and all("scene" in i.notes for i in added)
    assert any("northern lights" in i.fact.text for i in added)


def test_bridge_connects_two_query_entities(data_dir, embedder):
    config = MemoryConfig(recall=RecallConfig(channel_weights=dict(ONLY, lexical=1.0), scene_expansion=False, bridge=True, channel_diversity=False))
    with Memory(data_dir, embedder=embedder, config=config) as mem:
        result = mem.recall("Maya Austin", limit=10)
    bridged = [i for i in result if "bridge" in i.notes]
    assert bridged and any("Priya" in i.fact.entities for i in bridged)


def test_full_pipeline_explains_the_ranking(data_dir, embedder):
    with Memory(data_dir, embedder=embedder) as mem:
        result = mem.recall("When did Jonas book the Iceland trip?")
    assert result.explanation["query_type"] == "temporal"
    assert result.explanation["weights"]["temporal"] == 0.6  # multipliers neutral by default
    assert result.channel_status["rerank"].startswith("off")
    assert "Iceland" in result.items[0].fact.text


def test_booster_channels_reweight_but_add_nothing(data_dir, embedder):
    weights = dict(ONLY, lexical=1.0, entity_graph=1.0)
    plain = MemoryConfig(recall=RecallConfig(channel_weights=dict(ONLY, lexical=1.0), scene_expansion=False, bridge=False, channel_diversity=False))
    boosted = MemoryConfig(recall=RecallConfig(channel_weights=weights, boosters={"entity_graph": 1.0}, scene_expansion=False, bridge=False, channel_diversity=False))
    with Memory(data_dir, embedder=embedder, config=plain) as mem:
        base = {i.fact.id: i.score for i in mem.recall("Pepper running river", limit=20)}
    with Memory(data_dir, embedder=embedder, config=boosted) as mem:
        result = mem.recall("Pepper running river", limit=20)
    assert {i.fact.id for i in result} == set(base)  # nothing added
    boosted_scores = {i.fact.id: i.score for i in result}
    pepper = [f for f in base if "Pepper" in next(i.fact.entities for i in result if i.fact.id == f)]
    assert pepper and all(boosted_scores[f] > base[f] for f in pepper)
