"""Restore is all or nothing: a tampered, foreign, too-new or failing restore leaves the
previous database byte for byte as it was, and the memory keeps working on it."""

from __future__ import annotations

import shutil

import apsw
import pytest
from data_helpers import (
    db_files,
    edit_manifest,
    flip_byte,
    leftovers,
    populate,
    recall_snapshot,
    rewrite_backup,
)
from memlane import DatabaseBusyError, Memory
from memlane.governance import backup as backup_mod
from memlane.governance import backup_container as container
from memlane.governance import swap as swap_mod
from memlane.governance.backup_container import (
    BackupFormatError,
    BackupIntegrityError,
    BackupSchemaTooNewError,
    RestoreFailedError,
)
from memlane.governance.sealing import Sealer
from memlane.storage import dump
from memlane.storage.integrity import IntegrityResult
from memlane.storage.migrations import latest_version

WORK = ["Where does Caroline work?"]


@pytest.fixture(scope="module")
def template(tmp_path_factory, embedder):
    root = tmp_path_factory.mktemp("settled")
    with Memory(root / "data", embedder=embedder) as memory:
        populate(memory)
        memory.backup(root / "b.mlb")
        memory.remember("Caroline started a new job at the library.", speaker="Caroline", session_id="s9")
    return root


@pytest.fixture
def settled(tmp_path, template, embedder):
    """A memory whose database was closed cleanly (WAL folded in), with a backup taken
    before a later write, reopened: its files' hashes are the 'previous database'. Each
    test gets its own copy of the data directory (keys included) and of the backup."""
    shutil.copytree(template / "data", tmp_path / "data")
    shutil.copy2(template / "b.mlb", tmp_path / "b.mlb")
    data = tmp_path / "data"
    memory = Memory(data, embedder=embedder)
    # One query is enough to show the memory still answers from the previous database (the
    # file hashes show the rest); each query embeds, which is slow on small machines.
    memory.recall_before = recall_snapshot(memory, WORK)  # type: ignore[attr-defined]
    assert "new job at the library" in memory.recall_before[0][0][1]  # type: ignore[attr-defined]
    memory.hashes_before = db_files(data)  # type: ignore[attr-defined]
    yield memory
    memory.close()


def assert_untouched(memory: Memory) -> None:
    assert db_files(memory.data_dir) == memory.hashes_before  # type: ignore[attr-defined]
    assert recall_snapshot(memory, WORK) == memory.recall_before  # type: ignore[attr-defined]
    assert leftovers(memory.data_dir) == []


# -- refused before anything is built ---------------------------------------------------------
def test_changed_manifest_field_breaks_the_seal(tmp_path, settled):
    bad = edit_manifest(tmp_path / "b.mlb", tmp_path / "bad.mlb", lambda m: m.update(created_at="2020-01-01T00:00:00+00:00"))
    with pytest.raises(BackupIntegrityError, match="seal"):
        settled.restore(bad)
    assert_untouched(settled)


def test_changed_section_bytes_fail_the_sealed_checksum(tmp_path, settled):
    bad = rewrite_backup(tmp_path / "b.mlb", tmp_path / "bad.mlb",
                         member=lambda name, data: flip_byte(data) if name.startswith("sections/") else data)
    with pytest.raises(BackupIntegrityError, match="checksum"):
        settled.restore(bad)
    assert_untouched(settled)


def test_bytes_damaged_in_place_are_caught(tmp_path, settled):
    raw = (tmp_path / "b.mlb").read_bytes()
    damaged = tmp_path / "bad.mlb"
    damaged.write_bytes(flip_byte(raw, len(raw) // 3))  # inside a stored section
    with pytest.raises((BackupIntegrityError, BackupFormatError)):
        settled.restore(damaged)
    assert_untouched(settled)


def test_extra_members_are_refused(tmp_path, settled):
    bad = rewrite_backup(tmp_path / "b.mlb", tmp_path / "bad.mlb", extra={"sections/evil.bin": b"x"})
    with pytest.raises(BackupIntegrityError, match="members"):
        settled.restore(bad)
    assert_untouched(settled)


def test_resealed_manifest_over_a_forged_section_fails_authentication(tmp_path, settled):
    # Someone holding the installation key (not a profile key) re-seals a forged section:
    # the checksums then match, the AEAD tag does not.
    sealer = Sealer(settled._keystore.install_key())
    manifest, blobs = container.read_container(tmp_path / "b.mlb", sealer)  # seal stripped
    ref = settled._keystore.ref("default")
    blobs[container.section_file(ref)] = flip_byte(blobs[container.section_file(ref)], 40)
    _, data = container.write_container(manifest, blobs, sealer)
    (tmp_path / "forged.mlb").write_bytes(data)
    with pytest.raises(BackupIntegrityError, match="authentication"):
        settled.restore(tmp_path / "forged.mlb")
    assert_untouched(settled)


def test_a_backup_from_another_installation_is_refused(tmp_path, settled, embedder):
    with Memory(tmp_path / "elsewhere", embedder=embedder) as other:
        other.remember("Someone else's memory.", speaker="Eve")
        other.backup(tmp_path / "foreign.mlb")
    with pytest.raises(BackupIntegrityError, match="another installation"):
        settled.restore(tmp_path / "foreign.mlb")
    assert_untouched(settled)


def test_a_backup_with_a_newer_schema_is_refused_with_a_typed_error(tmp_path, settled):
    sealer = Sealer(settled._keystore.install_key())
    manifest, blobs = container.read_container(tmp_path / "b.mlb", sealer)  # seal stripped
    manifest["schema_version"] = latest_version() + 1
    _, data = container.write_container(manifest, blobs, sealer)
    (tmp_path / "newer.mlb").write_bytes(data)
    with pytest.raises(BackupSchemaTooNewError) as caught:
        settled.restore(tmp_path / "newer.mlb")
    assert caught.value.details == {"found": latest_version() + 1, "supported": latest_version()}
    assert caught.value.exit_code == 5
    assert_untouched(settled)


def test_files_that_are_not_backups_are_format_errors(tmp_path, settled):
    junk = tmp_path / "junk.mlb"
    junk.write_bytes(b"PK not really a zip" * 10)
    with pytest.raises(BackupFormatError):
        settled.restore(junk)
    with pytest.raises(BackupFormatError):
        settled.restore(tmp_path / "missing.mlb")
    assert_untouched(settled)


# -- failures injected while building, checking and swapping ---------------------------------
def test_failing_write_midway_through_the_rebuild(tmp_path, settled, monkeypatch):
    calls, real = [], dump._insert

    def insert(*args, **kwargs):
        calls.append(args[1])
        if len(calls) == 6:
            raise OSError("disk full (injected)")
        return real(*args, **kwargs)

    monkeypatch.setattr(dump, "_insert", insert)
    with pytest.raises(OSError, match="injected"):
        settled.restore(tmp_path / "b.mlb")
    assert len(calls) == 6
    assert_untouched(settled)


def test_rebuilt_database_failing_its_integrity_check(tmp_path, settled, monkeypatch):
    monkeypatch.setattr(backup_mod, "integrity_check", lambda store, full: IntegrityResult(False, "full", ("injected",)))
    with pytest.raises(RestoreFailedError, match="integrity"):
        settled.restore(tmp_path / "b.mlb")
    assert_untouched(settled)


def test_exception_after_closing_the_live_database_before_the_swap(tmp_path, settled, monkeypatch):
    def boom(path):
        raise RuntimeError("crash before swap (injected)")

    monkeypatch.setattr(swap_mod, "_ensure_exclusive", boom)
    with pytest.raises(RuntimeError, match="injected"):
        settled.restore(tmp_path / "b.mlb")
    assert_untouched(settled)


def test_failing_rename_at_the_swap(tmp_path, settled, monkeypatch):
    def refuse(src, dst):
        raise OSError("rename failed (injected)")

    monkeypatch.setattr(swap_mod, "_replace", refuse)
    with pytest.raises(OSError, match="injected"):
        settled.restore(tmp_path / "b.mlb")
    assert_untouched(settled)


def test_new_database_failing_to_open_after_the_swap_is_rolled_back(tmp_path, settled, monkeypatch):
    real, calls = Memory._open_store, []

    def reopen(self):
        calls.append(1)
        if len(calls) == 1:  # the first reopen is on the swapped-in file
            raise RuntimeError("cannot open the new database (injected)")
        return real(self)

    monkeypatch.setattr(Memory, "_open_store", reopen)
    with pytest.raises(RuntimeError, match="injected"):
        settled.restore(tmp_path / "b.mlb")
    assert len(calls) == 2
    assert_untouched(settled)


def test_restore_refuses_while_another_connection_holds_the_file(tmp_path, settled):
    other = apsw.Connection(str(settled.path))  # what another process would hold
    other.execute("SELECT count(*) FROM memories").fetchall()
    try:
        with pytest.raises(DatabaseBusyError, match="another process"):
            settled.restore(tmp_path / "b.mlb")
    finally:
        other.close()
    assert_untouched(settled)


def test_positive_control_the_same_backup_does_restore(tmp_path, settled):
    # Files a restore killed mid-way would leave (they may hold erased content) are removed.
    for stale in (".memlane.db.restore-dead01", ".memlane.db.pre-restore-dead01", ".memlane.db-wal.pre-restore-dead01"):
        (settled.data_dir / stale).write_bytes(b"old content")
    report = settled.restore(tmp_path / "b.mlb")
    assert report.restored_profiles == ("default", "other")
    assert db_files(settled.data_dir) != settled.hashes_before
    assert recall_snapshot(settled, WORK) != settled.recall_before
    assert all("new job" not in item.fact.text for item in settled.recall(WORK[0]).items)
    assert leftovers(settled.data_dir) == []


def corrupt_an_index_page(path) -> None:
    conn = apsw.Connection(str(path))
    page = conn.execute("SELECT pageno FROM dbstat WHERE name = 'facts_by_observed' AND pagetype = 'leaf' LIMIT 1").fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    with open(path, "r+b") as handle:
        handle.seek((page - 1) * size + 8)  # keep the page header, scramble the cell pointers
        handle.write(bytes(range(256)) * ((size - 8) // 256))


def test_check_integrity_finds_corruption_and_a_restore_repairs_it(tmp_path, template, embedder):
    shutil.copytree(template / "data", tmp_path / "data")
    corrupt_an_index_page(tmp_path / "data" / "memlane.db")
    with Memory(tmp_path / "data", embedder=embedder) as memory:
        quick = memory.check_integrity()
        assert not quick.ok and quick.mode == "quick" and quick.problems
        assert not memory.check_integrity(full=True).ok

        report = memory.restore(template / "b.mlb")

        assert report.restored_profiles == ("default", "other")
        assert memory.check_integrity(full=True).ok
        assert memory.recall("Where did Caroline go?").items
