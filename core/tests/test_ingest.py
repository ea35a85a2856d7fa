from datetime import UTC, datetime

import pytest
from memlane.ingest.entities import EntityResolver, Mention, extract_mentions
from memlane.ingest.pronouns import attribute
from memlane.ingest.segment import split_sentences
from memlane.ingest.temporal import find_time_refs

BASE = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def test_sentences_are_split_and_fragments_merged():
    parts = split_sentences("Hey Mel! Good to see you! I'm swamped with the kids & work. What's up with you? Anything new?")
    assert parts == ["Hey Mel! Good to see you!", "I'm swamped with the kids & work.", "What's up with you? Anything new?"]


def test_very_long_sentences_are_capped():
    parts = split_sentences(" ".join(["word"] * 500))
    assert len(parts) > 1 and all(len(p.split()) <= 80 for p in parts)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I moved to Paris", "Caroline moved to Paris"),
        ("I'm a nurse", "Caroline is a nurse"),
        ("I have two dogs", "Caroline has two dogs"),
        ("I work at my school", "Caroline works at Caroline's school"),
        ("Tell me about it", "Tell Caroline about it"),
        ("Islands are nice", "Islands are nice"),
    ],
)
def test_first_person_is_attributed_to_the_speaker(said, expected):
    assert attribute(said, "Caroline") == expected


def test_no_speaker_means_no_rewrite():
    assert attribute("I moved to Paris", None) == "I moved to Paris"


def test_mentions_capitalised_and_quoted():
    found = {m.surface: m.kind for m in extract_mentions('Caroline moved to Paris and read "Charlotte\'s Web". Hey Mel!', people=frozenset({"caroline"}))}
    assert found["Caroline"] == "person"
    assert found["Paris"] == "place"
    assert found["Charlotte's Web"] == "title"
    assert "Hey" not in found and "Hey Mel" not in found


def test_resolution_exact_alias_and_similarity():
    resolver = EntityResolver({"caroline": (1, "Caroline", "person"), "caro": (1, "Caroline", "person")})
    assert resolver.resolve(Mention("CAROLINE", "unknown")).entity_id == 1
    assert resolver.resolve(Mention("Caro", "unknown")).entity_id == 1
    assert resolver.resolve(Mention("Carolinne", "unknown")).entity_id == 1  # typo, string similarity
    assert resolver.resolve(Mention("Melanie", "unknown")).entity_id is None
    assert [m.canonical for m in resolver.known_in("i saw caroline today")] == ["Caroline"]


def test_the_first_word_of_one_known_longer_name_is_that_name():
    resolver = EntityResolver({
        "velmont logistics": (1, "Velmont Logistics", "organization"),
        "ana ruiz": (2, "Ana Ruiz", "person"), "ana lopez": (3, "Ana Lopez", "person"),
        "mill street": (4, "Mill Street", "place"),
    })  # fmt: skip
    assert resolver.resolve(Mention("Velmont", "unknown")).entity_id == 1
    assert resolver.resolve(Mention("Ana", "unknown")).entity_id is None  # two Anas: neither
    assert resolver.resolve(Mention("Mill", "unknown")).entity_id is None  # a common word
    assert resolver.resolve(Mention("Logistics", "unknown")).entity_id is None  # not its first word


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("I went there yesterday", "2023-05-07", "2023-05-08"),
        ("we met last week", "2023-05-01", "2023-05-08"),
        ("It happened in May 2023", "2023-05-01", "2023-06-01"),
        ("I painted it two years ago", "2021-01-01", "2022-01-01"),
        ("on the 5th of March, 2022 I ran", "2022-03-05", "2022-03-06"),
        ("We went camping last weekend", "2023-05-06", "2023-05-08"),
    ],
)
def test_time_expressions_resolve_against_observation_time(text, start, end):
    ref = find_time_refs(text, BASE)[0]
    assert (ref.start.date().isoformat(), ref.end.date().isoformat()) == (start, end)


def test_plain_numbers_are_not_dates():
    assert find_time_refs("There were 2000 people there", BASE) == []


def test_future_tense_prefers_future_dates():
    ref = find_time_refs("I will go hiking on Saturday", BASE)[0]
    assert ref.start.date().isoformat() == "2023-05-13"


def test_remember_derives_attributed_facts_with_time_and_entities(memory):
    result = memory.remember(
        "I moved to Paris last year. I work as a nurse at Saint Louis hospital.",
        speaker="Caroline",
        session_id="s1",
        observed_at="2023-05-08T13:56:00Z",
    )
    first, second = (memory.get(f) for f in result.fact_ids)
    assert first.text == "Caroline moved to Paris last year."
    assert first.verbatim == "I moved to Paris last year."
    assert first.referenced_start.year == 2022 and first.referenced_end.year == 2023
    assert {"Caroline", "Paris"} <= set(first.entities)
    assert second.text.startswith("Caroline works as a nurse")
    assert first.memory_ids == (result.memory_id,)
    record = memory.get(result.memory_id)
    assert record.content == "I moved to Paris last year. I work as a nurse at Saint Louis hospital."
    assert record.fact_ids == result.fact_ids


def test_filler_is_kept_verbatim_without_facts(memory):
    result = memory.remember("ok thanks!", speaker="Mel")
    assert result.fact_ids == () and result.gated == "filler"
    assert memory.get(result.memory_id).content == "ok thanks!"


def test_replayed_write_stores_nothing_twice(memory):
    a = memory.remember("I adopted a cat named Luna.", speaker="Ana", session_id="s9")
    b = memory.remember("I adopted a cat named Luna.", speaker="Ana", session_id="s9")
    assert b.deduplicated and b.memory_id == a.memory_id and b.fact_ids == a.fact_ids
    assert memory.stats()["memories"] == 1
    c = memory.remember("I adopted a cat named Luna.", speaker="Ana", session_id="s10")
    assert not c.deduplicated


def test_explicit_idempotency_key(memory):
    a = memory.remember("first wording of the fact here", idempotency_key="k1")
    b = memory.remember("second wording, same key", idempotency_key="k1")
    assert b.deduplicated and b.memory_id == a.memory_id


def test_entities_are_canonicalised_across_memories(memory):
    memory.remember("Caroline met Jonathan at the Louvre Museum.", speaker="Mel")
    memory.remember("jonathan loves the louvre museum.", speaker="Mel")
    stats = memory.stats()
    facts = memory.list().items
    assert "Jonathan" in facts[1].entities and "Louvre Museum" in facts[1].entities
    assert stats["entities"] == 3


def test_one_remember_is_one_transaction(memory, monkeypatch):
    memory.remember("A first memory that stays in the store.", speaker="Ana")
    before = memory.stats()
    calls = {"n": 0}
    original = memory._store.vectors.add_many

    def failing_add(rows, *args, **kwargs):
        # Store the first fact's vector, then fail: the write's other rows are already in.
        calls["n"] += 1
        original(rows[:1], *args, **kwargs)
        raise RuntimeError("disk full (injected)")

    monkeypatch.setattr(memory._store.vectors, "add_many", failing_add)
    with pytest.raises(RuntimeError, match="injected"):
        memory.remember("I moved to Rome in 2020. I opened a bakery there.", speaker="Ana")
    monkeypatch.undo()
    assert memory.stats() == before
    assert all("Rome" not in i.fact.text for i in memory.recall("bakery in Rome"))
