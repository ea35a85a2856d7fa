"""Issue 10, bounded recall: a query's entities are resolved by looking its words up among the
profile's aliases, never by reading every alias the profile has (thousands at 100k facts)."""

from __future__ import annotations

from memlane import Memory
from memlane.ids import parse_id
from memlane.storage.graph import Graph


def _no_full_read(monkeypatch) -> None:
    def whole_table(*args, **kwargs):
        raise AssertionError("recall read every alias of the profile")

    monkeypatch.setattr(Graph, "aliases", whole_table)


def test_query_entities_are_found_by_key(memory: Memory, conversation, monkeypatch):
    with memory._engine.reader.read():
        pid = memory._engine.reader.catalog.profile_id(memory.default_profile)
        everything = memory._engine.reader.graph.aliases(pid)
    caroline = everything["caroline"][0]
    _no_full_read(monkeypatch)
    result = memory.recall("What is Caroline thinking about as a career?")
    assert result.explanation["entities"] == [caroline]
    assert result.channel_status["entity_graph"] == "ok"
    # Profile lookup still knows her aliases: her own statement comes with the "profile" note.
    assert any("profile" in item.notes and item.fact.speaker == "Caroline" for item in result.items)


def test_a_misspelled_name_still_resolves_through_the_fuzzy_candidates(memory: Memory, conversation, monkeypatch):
    with memory._engine.reader.read():
        pid = memory._engine.reader.catalog.profile_id(memory.default_profile)
        melanie = memory._engine.reader.graph.aliases(pid)["melanie"][0]
    _no_full_read(monkeypatch)
    assert memory.recall("What did Melannie paint?").explanation["entities"] == [melanie]
    assert memory.recall("What did Zorblax paint?").explanation["entities"] == []


def test_alias_lookups_are_confined_to_the_profile(memory: Memory, conversation):
    memory.remember("Caroline from the other team likes chess.", profile="other", speaker="Ben")
    reader = memory._engine.reader
    with reader.read():
        mine = reader.catalog.profile_id(memory.default_profile)
        other = reader.catalog.profile_id("other")
        ours = reader.graph.aliases_for_keys(mine, ["caroline"])
        theirs = reader.graph.aliases_for_keys(other, ["caroline"])
        near = reader.graph.aliases_near(mine, "carolin", prefix=2, limit=10)
        by_entity = reader.graph.aliases_of_entities(mine, [ours["caroline"][0]])
    assert ours and theirs and ours["caroline"][0] != theirs["caroline"][0]
    assert "caroline" in near and all(k.startswith("ca") for k in near)
    assert by_entity["caroline"] == ours["caroline"]


def test_supersedes_edges_are_read_from_either_end_once(memory: Memory):
    """The edge read behind state awareness and the "superseded by" notes: one indexed lookup
    per end, each edge once, confined to the asked kinds."""
    old = memory.remember("I live in Paris.", speaker="Caroline").fact_ids[0]
    new = memory.correct(old, "Caroline lives in Berlin.").id
    other = memory.remember("I play the cello on Sundays.", speaker="Melanie").fact_ids[0]
    o, n, x = (parse_id(i).number for i in (old, new, other))
    reader = memory._engine.reader
    with reader.read():
        pid = reader.catalog.profile_id(memory.default_profile)
        both = reader.retrieval.fact_edges(pid, [o, n], ["supersedes"], scopes=None)
        from_old = reader.retrieval.fact_edges(pid, [o], ["supersedes"], scopes=None)
        from_new = reader.retrieval.fact_edges(pid, [n, x], ["supersedes"], scopes=None)
        unrelated = reader.retrieval.fact_edges(pid, [x], ["supersedes"], scopes=None)
        wrong_kind = reader.retrieval.fact_edges(pid, [o, n], ["co_retrieved"], scopes=None)
        no_scope = reader.retrieval.fact_edges(pid, [o, n], ["supersedes"], scopes=[])
    assert [(s, d, k) for s, d, k, _w in both] == [(n, o, "supersedes")]
    assert from_old == from_new == both
    assert unrelated == [] and wrong_kind == [] and no_scope == []
    notes = {i.fact.id: i.notes for i in memory.recall("Where did Caroline live before?", limit=5).items}
    assert any(note == f"superseded by {new}" for note in notes.get(old, ()))


def test_writes_resolve_entities_by_key_and_link_the_known_ones(memory: Memory, conversation, monkeypatch):
    """The write path (graph owner) reads the aliases a batch can name, not the whole table:
    a known name, a lower-cased known name and a misspelling still link to the same entity."""
    with memory._engine.reader.read():
        pid = memory._engine.reader.catalog.profile_id(memory.default_profile)
        caroline = memory._engine.reader.graph.aliases(pid)["caroline"][0]
    _no_full_read(monkeypatch)
    written = memory.remember_many(
        [
            {"content": "Caroline adopted a grey cat called Pixel.", "speaker": "Ben"},
            {"content": "I think caroline would love the pottery class.", "speaker": "Ben"},
            {"content": "Carolinne said the cat sleeps all day.", "speaker": "Ben"},
        ]
    )
    ids = [parse_id(f).number for r in written for f in r.fact_ids]
    reader = memory._engine.reader
    with reader.read():
        entities = reader.retrieval.entities_of_facts(ids)
    linked = {fid for fid in ids if caroline in entities.get(fid, ())}
    assert len(linked) == len(ids) == 3
