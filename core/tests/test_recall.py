import asyncio

import pytest
from memlane import Memory, MemoryConfig, RecallConfig
from memlane.errors import UnknownIdError, UnknownProfileError


def texts(result):
    return [item.fact.text for item in result]


def test_relevant_fact_first_with_channels_and_provenance(memory, conversation):
    result = memory.recall("What is Caroline's career plan?")
    top = result.items[0]
    assert "counseling" in top.fact.text
    assert set(top.channels) >= {"lexical", "semantic"}
    assert all(hit.rank >= 1 for hit in top.channels.values())
    assert top.provenance.speaker == "Caroline"
    assert top.provenance.session_id == "s1"
    assert top.provenance.metadata == {"turn": 2}
    assert top.provenance.memory_ids == (conversation[2].memory_id,)
    assert result.items == tuple(sorted(result.items, key=lambda i: -i.score))


def test_semantic_channel_finds_paraphrase_without_shared_words(memory, conversation):
    result = memory.recall("Who wants to become a parent through adoption?")
    assert "adoption agency" in result.items[0].fact.text


def test_temporal_channel_uses_dates_named_in_the_query(memory, conversation):
    result = memory.recall("What happened in July 2023?")
    assert result.channel_status["temporal"] == "ok"
    top_temporal = min(result.items, key=lambda i: i.channels.get("temporal", type("x", (), {"rank": 99})).rank)
    assert "pottery" in top_temporal.fact.text
    without_date = memory.recall("pottery class")
    assert without_date.channel_status["temporal"] != "ok"


def test_relative_dates_were_resolved_at_ingest(memory, conversation):
    result = memory.recall("What did Caroline do on 7 May 2023?")
    assert "support group" in result.items[0].fact.text


def test_as_of_hides_facts_recorded_later(memory, conversation):
    cut = memory.get(conversation[-1].fact_ids[0]).recorded_at
    later = memory.remember("Caroline adopted a puppy named Oscar.", speaker="Mel")
    hidden = memory.recall("puppy Oscar", as_of=cut)
    assert all(later.fact_ids[0] != i.fact.id for i in hidden)
    assert memory.recall("puppy Oscar").items[0].fact.id == later.fact_ids[0]


def test_correct_supersedes_but_keeps_the_old_fact(memory):
    old = memory.remember("I live in Paris.", speaker="Caroline").fact_ids[0]
    new = memory.correct(old, "Caroline lives in Berlin.")
    assert memory.get(old).expired_at is not None
    assert new.memory_ids == memory.get(old).memory_ids
    ranked = [i.fact.id for i in memory.recall("Where does Caroline live?")]
    assert ranked.index(new.id) < ranked.index(old)


def test_update_sets_validity(memory):
    fid = memory.remember("I am the team lead of the data group.", speaker="Bo").fact_ids[0]
    fact = memory.update(fid, valid_from="2023-01-01", valid_until="2023-12-31", importance=0.9)
    assert fact.valid_from.year == 2023 and fact.valid_until.month == 12 and fact.importance == 0.9


def test_forget_fact_removes_it_from_every_index(memory, conversation):
    target = conversation[3].fact_ids[0]
    assert target in [i.fact.id for i in memory.recall("camping at the beach campfire")]
    result = memory.forget(target)
    assert target in result.forgotten_fact_ids
    assert target not in [i.fact.id for i in memory.recall("camping at the beach campfire", limit=50)]
    with pytest.raises(UnknownIdError):
        memory.get(target)
    number = int(target.split("_")[1])
    store = memory._store
    assert store.lexical.search(1, '"campfire"', limit=5, as_of=None, scopes=None) == []
    assert store.vectors.vectors([number]) == {}


def test_forget_memory_removes_its_facts(memory, conversation):
    result = memory.forget(conversation[0].memory_id)
    assert set(conversation[0].fact_ids) <= set(result.forgotten_fact_ids)
    assert memory.list(kind="memories").total == len(conversation) - 1


def test_profiles_are_isolated(memory, conversation):
    memory.remember("Zanzibar spice farm tour with grandpa.", profile="other", speaker="Kai")
    assert all("Zanzibar" not in t for t in texts(memory.recall("Zanzibar spice farm", limit=50)))
    assert "Zanzibar" in memory.recall("Zanzibar spice farm", profile="other").items[0].fact.text
    with pytest.raises(UnknownIdError):
        memory.get(conversation[0].fact_ids[0], profile="other")
    with pytest.raises(UnknownIdError):
        memory.forget(conversation[0].fact_ids[0], profile="other")
    assert memory.get(conversation[0].fact_ids[0]).profile == "default"


def test_scope_filter_applies_inside_channels(memory):
    memory.remember("The launch code name is Bluebird.", scope="shared")
    memory.remember("My private diary mentions Bluebird too.", scope="personal", speaker="Ann")
    shared_only = memory.recall("Bluebird", scopes=["shared"])
    assert shared_only.items and all(i.fact.scope == "shared" for i in shared_only)
    assert len(memory.recall("Bluebird", scopes=[])) == 0


def test_unknown_profile_on_read(memory):
    with pytest.raises(UnknownProfileError):
        memory.recall("anything", profile="nobody")


def test_list_pages(memory, conversation):
    first = memory.list(limit=2)
    second = memory.list(limit=2, offset=2)
    assert first.total == second.total >= 6
    assert len(first.items) == 2 and {f.id for f in first.items}.isdisjoint(f.id for f in second.items)


def test_rrf_weights_are_configurable(tmp_path, embedder):
    config = MemoryConfig(recall=RecallConfig(channel_weights={"lexical": 1.0, "semantic": 0.0, "temporal": 0.0}))
    with Memory(tmp_path, embedder=embedder, config=config) as mem:
        mem.remember("Bob repairs vintage bicycles.")
        result = mem.recall("Bob bicycles")
        assert result.channel_status["semantic"] == "disabled"
        assert set(result.items[0].channels) == {"lexical"}


def test_persistence_across_reopen(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as mem:
        fid = mem.remember("The blue notebook is in the attic.").fact_ids[0]
    with Memory(tmp_path, embedder=embedder) as mem:
        assert mem.recall("where is the notebook").items[0].fact.id == fid


def test_async_twins_share_the_implementation(memory):
    async def run():
        results = await asyncio.gather(*(memory.aremember(f"Async note number {i} about gardening.") for i in range(5)))
        found = await memory.arecall("gardening note")
        return results, found

    results, found = asyncio.run(run())
    assert len({r.memory_id for r in results}) == 5
    assert len(found) == 5
