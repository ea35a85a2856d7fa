"""GDPR export: everything held about a profile or a subject, nothing about anyone else."""

from __future__ import annotations

import json

import numpy as np
import pytest
from memlane import UnknownProfileError
from memlane.governance.export import EXPORT_FORMAT, EXPORT_FORMAT_VERSION

OTHER_TEXT = "Bob keeps a vintage chess set from Lisbon in his attic."


@pytest.fixture
def populated(memory, conversation):
    memory.remember(OTHER_TEXT, profile="other", speaker="Bob", session_id="x1")
    # Melanie talking about Caroline: Caroline's subject export must include it.
    memory.remember("I saw Caroline at the lake festival in August.", speaker="Melanie", session_id="s3",
                    observed_at="2023-08-14T12:00:00Z")
    return memory


def texts(document: dict) -> str:
    return json.dumps(document, ensure_ascii=False)


def test_profile_export_holds_every_memory_verbatim_and_every_fact_with_its_times(populated):
    doc = populated.export()

    assert doc["format"] == EXPORT_FORMAT and doc["format_version"] == EXPORT_FORMAT_VERSION
    assert doc["database_schema_version"] == populated.stats()["schema_version"]
    assert doc["profile"]["name"] == "default"
    memories = populated.list(kind="memories", limit=1000).items
    facts = populated.list(kind="facts", limit=1000).items
    assert [m["id"] for m in doc["memories"]] == [m.id for m in memories]
    assert [m["content"] for m in doc["memories"]] == [m.content for m in memories]
    assert [m["metadata"] for m in doc["memories"]] == [m.metadata for m in memories]
    by_id = {f["id"]: f for f in doc["facts"]}
    assert set(by_id) == {f.id for f in facts}
    for fact in facts:
        exported = by_id[fact.id]
        assert exported["text"] == fact.text and exported["verbatim"] == fact.verbatim
        assert exported["memory_ids"] == list(fact.memory_ids)
        assert exported["entities"] == list(fact.entities)
        for field in ("observed_at", "referenced_start", "referenced_end", "valid_from", "valid_until", "recorded_at", "expired_at"):
            value = getattr(fact, field)
            assert exported[field] == (value.isoformat() if value else None), field
        assert exported["lexical_context"] is not None  # the FTS text we hold, too
        assert "embedding" not in exported
    stats = populated.stats(profile="default")
    for table in ("memories", "facts", "entities", "edges", "scenes"):
        assert doc["counts"][table] == stats[table], table
    assert doc["entities"] and all(e["aliases"] for e in doc["entities"])
    assert doc["fact_sources"] and doc["fact_entities"] and doc["edges"]
    json.dumps(doc, allow_nan=False)  # JSON-native through and through


def test_profile_export_contains_nothing_from_another_profile(populated):
    default, other = populated.export(), populated.export(profile="other")

    assert "chess" not in texts(default) and "Bob" not in texts(default)
    assert "chess" in texts(other)  # positive control: the text is exportable, just not here
    assert "Caroline" not in texts(other)
    assert [m["content"] for m in other["memories"]] == [OTHER_TEXT]


def test_subject_export_selects_the_person_and_nothing_unrelated(populated):
    doc = populated.export(subject="Caroline")

    spoken = {m["content"] for m in doc["memories"] if m["speaker"] == "Caroline"}
    assert len(spoken) == 3  # every turn Caroline said
    contents = {m["content"] for m in doc["memories"]}
    assert "I saw Caroline at the lake festival in August." in contents  # mentions her
    # Negative controls: Melanie's turns that do not concern Caroline are left out.
    assert not any("camping" in c or "pottery" in c or "sunrise" in c for c in contents)
    assert all("Caroline" in f["text"] or f["speaker"] == "Caroline" for f in doc["facts"])
    assert doc["subject"]["speakers"] == ["Caroline"]
    assert [e["canonical"] for e in doc["subject"]["entities"]] == ["Caroline"]
    fact_ids = {f["id"] for f in doc["facts"]}
    assert all(s["fact_id"] in fact_ids for s in doc["fact_sources"])
    assert all(e["src_id"] in fact_ids or e["dst_id"] in fact_ids or e["src_type"] == "entity" for e in doc["edges"])

    melanie = populated.export(subject="Melanie")
    assert any("pottery" in m["content"] for m in melanie["memories"])  # positive control
    assert not any("adoption" in m["content"] for m in melanie["memories"])


def test_subject_is_resolved_through_aliases_in_any_case(populated):
    # "Carolinne" resolves to the known entity Caroline (string similarity), becoming an alias.
    populated.remember("Carolinne told me she loves hiking.", speaker="Melanie", session_id="s4")
    by_alias = populated.export(subject="carolinne")
    direct = populated.export(subject="caroline")

    assert "Carolinne" in by_alias["subject"]["entities"][0]["aliases"]
    assert by_alias["subject"]["speakers"] == ["Caroline"]
    assert {m["id"] for m in by_alias["memories"]} == {m["id"] for m in direct["memories"]}
    assert any("hiking" in m["content"] for m in direct["memories"])


def test_unknown_subject_yields_an_empty_export_not_someone_else(populated):
    doc = populated.export(subject="Zebulon")
    assert doc["subject"]["matched_anything"] is False
    assert doc["memories"] == [] and doc["facts"] == [] and doc["entities"] == []


def test_scope_filter_is_applied_to_every_section(memory, embedder):
    memory.remember("The team offsite is in Porto next spring.", scope="shared", speaker="Ana", session_id="t")
    memory.remember("My dentist appointment is on Friday.", scope="personal", speaker="Ana", session_id="p")

    team = memory.export(scopes=["shared"], include_embeddings=True)
    mine = memory.export(scopes=["personal"])
    none = memory.export(scopes=[])

    assert "Porto" in texts(team) and "dentist" not in texts(team)
    assert "dentist" in texts(mine) and "Porto" not in texts(mine)
    assert none["memories"] == [] and none["facts"] == [] and none["entities"] == []
    for doc, kind in ((team, "shared"), (mine, "personal")):
        for section in ("memories", "facts", "scenes", "entities", "edges", "fact_sources"):
            # scope keys are "<kind>" or "<kind>:<name>" (e.g. shared:default)
            assert all(row["scope"].partition(":")[0] == kind for row in doc[section]), section
    assert all(f["embedding"] is not None for f in team["facts"])


def test_embeddings_are_optional_and_are_the_stored_vectors(populated, embedder):
    doc = populated.export(include_embeddings=True)
    assert doc["request"]["include_embeddings"] is True
    assert doc["embedding_model"] == {"name": embedder.name, "dimension": embedder.dimension}
    fact = doc["facts"][0]
    vector = np.asarray(fact["embedding"], dtype=np.float32)
    assert vector.shape == (embedder.dimension,)
    expected = embedder.encode([fact["text"]])[0]
    assert float(np.dot(vector, expected) / (np.linalg.norm(vector) * np.linalg.norm(expected))) > 0.999


def test_tables_added_later_are_exported_without_code_changes(populated):
    # Stands in for a later migration: a new tenant table is discovered by its profile_id.
    conn = populated._store.db.conn
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, scope TEXT NOT NULL, fact_id INTEGER, body TEXT, blob BLOB)")
    first = populated.list(limit=1).items[0]
    number = int(first.id.split("_")[1])
    conn.execute("INSERT INTO notes (profile_id, scope, fact_id, body, blob) VALUES (1, 'personal', ?, 'a note', x'0102')", (number,))
    conn.execute("INSERT INTO notes (profile_id, scope, fact_id, body) VALUES (2, 'personal', NULL, 'other profile note')")

    doc = populated.export()
    assert doc["other_tables"]["notes"] == [
        {"id": 1, "scope": "personal", "fact_id": first.id, "body": "a note", "blob": {"base64": "AQI="}}
    ]
    assert doc["counts"]["notes"] == 1


def test_unknown_profile_is_a_typed_error(memory):
    with pytest.raises(UnknownProfileError):
        memory.export(profile="nobody")
