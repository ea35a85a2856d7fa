"""Tables a later migration adds are attributed, backed up, shredded and restored without code
changes; installation state is carried forward, not rolled back; older backups migrate."""

from __future__ import annotations

import json
import zipfile

import pytest
from data_helpers import populate, recall_snapshot
from memlane import Memory
from memlane.governance import backup_container as container
from memlane.governance.backup_container import decode_global, decode_profile, decrypt_section
from memlane.governance.export import build_export
from memlane.storage import database, dump, tenancy
from memlane.storage.migrations import Migration, all_migrations, latest_version

NOTES = """
CREATE TABLE notes (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id),
    scope TEXT NOT NULL, fact_id INTEGER REFERENCES facts(id) ON DELETE CASCADE, body TEXT NOT NULL);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- no profile column: belongs to a profile through the memory it annotates
CREATE TABLE annotations (id INTEGER PRIMARY KEY, memory_id INTEGER NOT NULL REFERENCES memories(id)
    ON DELETE CASCADE, note TEXT NOT NULL);
-- a profile name column, and a grandchild through it
CREATE TABLE journal (id INTEGER PRIMARY KEY, profile TEXT NOT NULL, entry TEXT NOT NULL);
CREATE TABLE journal_marks (journal_id INTEGER NOT NULL REFERENCES journal(id), mark TEXT NOT NULL);
-- installation state (see the policy set below)
CREATE TABLE api_keys (id TEXT PRIMARY KEY, revoked INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE marks (value TEXT PRIMARY KEY) WITHOUT ROWID;
"""


def with_extra_migration(monkeypatch) -> int:
    extra = Migration(latest_version() + 1, "extra", NOTES)
    migrations = (*all_migrations(), extra)
    for module in (database, dump):
        monkeypatch.setattr(module, "all_migrations", lambda: migrations)
        monkeypatch.setattr(module, "latest_version", lambda: extra.version)
    monkeypatch.setattr(container, "latest_version", lambda: extra.version)
    monkeypatch.setitem(tenancy.INSTALLATION_STATE, "api_keys", "live")
    monkeypatch.setitem(tenancy.INSTALLATION_STATE, "marks", "union")
    return extra.version


@pytest.fixture
def extended(tmp_path, embedder, monkeypatch):
    version = with_extra_migration(monkeypatch)
    with Memory(tmp_path / "d", embedder=embedder) as memory:
        populate(memory)
        conn = memory._store.db.conn  # stands in for the code a later migration would bring
        conn.execute("INSERT INTO notes (profile_id, scope, fact_id, body) VALUES (1, 'personal', 1, 'about fact 1')")
        conn.execute("INSERT INTO notes (profile_id, scope, fact_id, body) VALUES (2, 'personal', NULL, 'other note')")
        conn.execute("INSERT INTO settings VALUES ('theme', 'dark')")
        other_memory = memory.list(kind="memories", profile="other").items[0].id.split("_")[1]
        conn.execute("INSERT INTO annotations (memory_id, note) VALUES (1, 'default annotation')")
        conn.execute("INSERT INTO annotations (memory_id, note) VALUES (?, 'other annotation')", (int(other_memory),))
        conn.execute("INSERT INTO journal (profile, entry) VALUES ('default', 'd-entry'), ('other', 'o-entry')")
        conn.execute("INSERT INTO journal_marks VALUES (1, 'd-mark'), (2, 'o-mark')")
        conn.execute("INSERT INTO api_keys VALUES ('k1', 0), ('k2', 0)")
        conn.execute("INSERT INTO marks VALUES ('a')")
        memory.version = version  # type: ignore[attr-defined]
        yield memory


def rows(memory: Memory, sql: str) -> list:
    return memory._store.db.conn.execute(sql).fetchall()


def test_new_tables_are_attributed_to_profiles_by_schema_alone(extended):
    links = tenancy.profile_links(extended._store.db.conn)
    assert links["notes"].by == "id"
    assert links["journal"].by == "name"
    assert (links["annotations"].parent, links["journal_marks"].parent) == ("memories", "journal")
    assert {"settings", "api_keys", "marks", "meta"} <= set(tenancy.installation_tables(extended._store.db.conn))


def test_each_profile_section_holds_exactly_its_rows(tmp_path, extended):
    extended.backup(tmp_path / "b.mlb")
    with zipfile.ZipFile(tmp_path / "b.mlb") as archive:
        manifest = json.loads(archive.read("manifest.json"))
        blobs = {e["ref"]: archive.read(e["file"]) for e in manifest["sections"]}
    keystore, backup_id = extended._keystore, manifest["backup_id"]
    other_ref = keystore.ref("other")
    other = decode_profile(decrypt_section(keystore.key_for("other"), backup_id, other_ref, blobs[other_ref]), other_ref)
    text = json.dumps({t: r.rows for t, r in other.tables.items()}, default=bytes.hex)
    assert all(s in text for s in ("other note", "other annotation", "o-entry", "o-mark"))
    assert not any(s in text for s in ("about fact 1", "default annotation", "d-entry", "d-mark", "dark", "k1"))
    installation = decode_global(decrypt_section(keystore.global_key(bytes.fromhex(backup_id)), backup_id, "global", blobs["global"]))
    assert {"settings", "api_keys", "marks", "meta"} <= set(installation)
    assert "annotations" not in installation and "journal" not in installation


def test_shredding_a_profile_takes_its_new_table_rows_too(tmp_path, extended):
    extended.backup(tmp_path / "b.mlb")
    extended._keystore.destroy("other")

    report = extended.restore(tmp_path / "b.mlb")

    assert report.restored_profiles == ("default",)
    assert rows(extended, "SELECT body FROM notes") == [("about fact 1",)]
    assert rows(extended, "SELECT note FROM annotations") == [("default annotation",)]
    assert rows(extended, "SELECT entry FROM journal") == [("d-entry",)]
    assert rows(extended, "SELECT mark FROM journal_marks") == [("d-mark",)]
    assert rows(extended, "SELECT value FROM settings") == [("dark",)]  # installation-wide
    assert extended.check_integrity(full=True).ok  # no row points at the shredded profile


def test_installation_state_is_carried_forward_while_content_rolls_back(tmp_path, extended):
    extended.backup(tmp_path / "b.mlb")
    conn = extended._store.db.conn
    conn.execute("UPDATE api_keys SET revoked = 1 WHERE id = 'k1'")
    conn.execute("DELETE FROM api_keys WHERE id = 'k2'")
    conn.execute("INSERT INTO api_keys VALUES ('k3', 0)")
    conn.execute("INSERT INTO marks VALUES ('b')")
    conn.execute("UPDATE settings SET value = 'light'")
    conn.execute("DELETE FROM notes")

    extended.restore(tmp_path / "b.mlb")

    assert rows(extended, "SELECT id, revoked FROM api_keys ORDER BY id") == [("k1", 1), ("k3", 0)]  # live
    assert rows(extended, "SELECT value FROM marks ORDER BY value") == [("a",), ("b",)]  # union
    # Controls: ordinary installation tables and profile content do roll back.
    assert rows(extended, "SELECT value FROM settings") == [("dark",)]
    assert len(rows(extended, "SELECT * FROM notes")) == 2


def test_export_includes_new_tables_and_scopes_reach_them_through_their_links(extended):
    # Unrestricted (engine level): every table of the profile, nothing of the other one.
    with dump.snapshot(extended.path) as conn:
        everything = build_export(conn, profile="default", scopes=None)
    assert [n["body"] for n in everything["other_tables"]["notes"]] == ["about fact 1"]
    assert [a["note"] for a in everything["other_tables"]["annotations"]] == ["default annotation"]
    assert [j["entry"] for j in everything["other_tables"]["journal"]] == ["d-entry"]
    assert [m["mark"] for m in everything["other_tables"]["journal_marks"]] == ["d-mark"]

    # Through the facade the actor's readable scopes apply: a table without a scope column
    # inherits the scope of the row it links to, or is withheld (never leaked).
    scoped = extended.export()
    assert [a["note"] for a in scoped["other_tables"]["annotations"]] == ["default annotation"]
    assert {"journal", "journal_marks"} <= set(scoped["withheld_tables"])
    assert "journal" not in scoped["other_tables"]
    elsewhere = extended.export(scopes=["shared:nobody"])
    assert elsewhere["other_tables"]["annotations"] == [] and elsewhere["memories"] == []


def test_an_older_backup_is_rebuilt_at_its_schema_then_migrated(tmp_path, memory, monkeypatch):
    populate(memory)
    before = recall_snapshot(memory)
    memory.backup(tmp_path / "b.mlb")  # schema N
    version = with_extra_migration(monkeypatch)  # this code now knows N + 1

    report = memory.restore(tmp_path / "b.mlb")

    assert report.schema_version == version - 1
    assert memory.stats()["schema_version"] == version
    assert recall_snapshot(memory) == before
    assert rows(memory, "SELECT count(*) FROM notes") == [(0,)]
