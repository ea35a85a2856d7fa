"""Encrypted backup and restore: the file, the round trip, crypto-shredding, consistency
under concurrent writes, and schemas added by later migrations."""

from __future__ import annotations

import json
import stat
import threading
import zipfile
import zlib

import pytest
from data_helpers import OTHER_QUERIES, OTHER_TEXT, populate, recall_snapshot
from memlane import InvalidInputError, Memory, UnknownProfileError
from memlane.governance.backup_container import decode_profile, decrypt_section
from memlane.storage.migrations import latest_version


@pytest.fixture
def populated(memory):
    populate(memory)
    return memory


def comparable_export(memory: Memory, profile: str | None = None) -> dict:
    doc = memory.export(profile, include_embeddings=True)
    doc.pop("exported_at")
    return doc


def test_backup_file_is_a_sealed_manifest_plus_encrypted_sections(tmp_path, populated, embedder):
    receipt = populated.backup(tmp_path / "b.mlb")
    path = tmp_path / "b.mlb"

    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert receipt.profiles == ("default", "other") and receipt.bytes == path.stat().st_size
    with zipfile.ZipFile(path) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        sections = {e["ref"]: archive.read(e["file"]) for e in manifest["sections"]}
    assert manifest["format"] == "memlane.backup" and manifest["format_version"] == 1
    assert manifest["schema_version"] == latest_version() and manifest["memlane_version"]
    assert manifest["embedding"] == {"model": embedder.name, "dimension": embedder.dimension}
    assert manifest["seal"] and all(len(e["sha256"]) == 64 for e in manifest["sections"])
    # No plaintext and no profile names anywhere in the file...
    raw = path.read_bytes()
    for needle in (b"chess", b"Caroline", b"pottery", b"other\"", b"default"):
        assert needle not in raw
    ref = populated._keystore.ref("other")
    with pytest.raises(zlib.error):  # ...and a section is not merely compressed
        zlib.decompress(sections[ref][5:])
    # Positive control: with the profile's key the section holds the rows.
    key = populated._keystore.key_for("other", create=False)
    data = decode_profile(decrypt_section(key, manifest["backup_id"], ref, sections[ref]), ref)
    assert data.profile["name"] == "other"
    assert OTHER_TEXT in json.dumps(data.tables["memories"].rows)


def test_backup_never_overwrites_a_file(tmp_path, populated):
    target = tmp_path / "exists.mlb"
    target.write_bytes(b"precious")
    with pytest.raises(InvalidInputError):
        populated.backup(target)
    assert target.read_bytes() == b"precious"


def test_round_trip_preserves_recall_lists_and_every_row(tmp_path, populated):
    fact = populated.recall("pottery class", limit=1).items[0].fact
    populated.correct(fact.id, "Melanie signed up for a ceramics class in July 2023.")  # supersedes + expired_at
    populated.update(populated.list(limit=1).items[0].id, valid_from="2023-01-01", importance=0.9)
    before = (recall_snapshot(populated), recall_snapshot(populated, OTHER_QUERIES, "other"))
    exports = (comparable_export(populated), comparable_export(populated, "other"))
    populated.backup(tmp_path / "b.mlb")

    populated.forget([populated.list(limit=1).items[0].id])
    populated.remember("Caroline went to the support group again today.", speaker="Caroline")
    assert recall_snapshot(populated) != before[0]  # control: the restore has work to do

    report = populated.restore(tmp_path / "b.mlb")

    assert report.restored_profiles == ("default", "other") and report.shredded == ()
    assert (recall_snapshot(populated), recall_snapshot(populated, OTHER_QUERIES, "other")) == before
    assert (comparable_export(populated), comparable_export(populated, "other")) == exports
    assert populated.check_integrity(full=True).ok


def test_destroyed_key_shreds_that_profile_in_older_backups(tmp_path, populated):
    before = recall_snapshot(populated)
    populated.backup(tmp_path / "b.mlb")
    # Positive control: while the key exists the profile comes back from this backup.
    populated.forget([populated.list(profile="other").items[0].id], profile="other")
    assert populated.restore(tmp_path / "b.mlb").restored_profiles == ("default", "other")
    assert populated.recall("chess set", profile="other").items[0].fact.text.startswith("Bob keeps")

    assert populated._keystore.destroy("other")
    report = populated.restore(tmp_path / "b.mlb")

    assert report.restored_profiles == ("default",)
    assert [(s.profile, s.ref, s.reason) for s in report.shredded] == [
        ("other", populated._keystore.ref("other"), "data key destroyed (profile erased)")
    ]
    assert populated.profiles() == ["default"]
    assert recall_snapshot(populated) == before
    with pytest.raises(UnknownProfileError):
        populated.recall("chess set", profile="other")
    populated.close()
    assert b"vintage chess" not in (populated.path).read_bytes()


def test_a_recreated_profile_key_does_not_open_the_old_section(tmp_path, populated):
    populated.backup(tmp_path / "b.mlb")
    keystore = populated._keystore
    keystore.destroy("other")
    keystore.key_for("other")  # the profile was erased, then created again: a new key

    report = populated.restore(tmp_path / "b.mlb")

    assert report.restored_profiles == ("default",)
    assert [s.reason for s in report.shredded] == ["data key replaced since the backup (profile erased)"]


def test_backup_is_one_consistent_snapshot_while_writes_continue(tmp_path, memory):
    written, stop, started = [], threading.Event(), threading.Event()

    def writer():
        for i in range(400):
            if stop.is_set():
                return
            memory.remember(f"Garden log entry {i}: the tomatoes grew again.", session_id="garden")
            written.append(i)
            if len(written) >= 5:
                started.set()

    thread = threading.Thread(target=writer)
    thread.start()
    assert started.wait(60)
    memory.backup(tmp_path / "b.mlb")
    during = len(written)
    stop.set()
    thread.join()

    memory.restore(tmp_path / "b.mlb")
    restored = memory.list(kind="memories", limit=10_000).items
    numbers = sorted(int(m.content.split()[3].rstrip(":")) for m in restored)
    assert numbers == list(range(len(numbers)))  # a prefix: no torn or missing write
    assert 5 <= len(numbers) <= during + 1
    assert all(m.fact_ids for m in restored)  # each memory came with its facts
    assert memory.check_integrity(full=True).ok


def test_erasing_a_profile_destroys_its_key_and_shreds_it_in_older_backups(tmp_path, populated):
    before = recall_snapshot(populated)
    populated.backup(tmp_path / "b.mlb")

    populated.erase(kind="profile", profile="other")  # the governed erasure path
    assert not populated._keystore.has_key("other")

    report = populated.restore(tmp_path / "b.mlb")
    assert report.restored_profiles == ("default",)
    (shredded,) = report.shredded
    # The name is gone with the profile; only its opaque reference remains in the report.
    assert shredded.profile is None and shredded.ref == populated._keystore.ref("other")
    assert populated.profiles() == ["default"]
    assert recall_snapshot(populated) == before


def test_items_erased_after_the_backup_stay_erased_after_a_restore(tmp_path, populated):
    populated.backup(tmp_path / "b.mlb")
    melanie = [m.id for m in populated.list(kind="memories", limit=100).items if m.speaker == "Melanie"]
    caroline = [m.id for m in populated.list(kind="memories", limit=100).items if m.speaker == "Caroline"]
    populated.erase(melanie, kind="memory")
    populated.forget(caroline[:1])  # control: forgetting leaves no tombstone, so it comes back

    report = populated.restore(tmp_path / "b.mlb")

    speakers = [m.speaker for m in populated.list(kind="memories", limit=100).items]
    assert "Melanie" not in speakers
    assert speakers.count("Caroline") == len(caroline)
    assert report.reerased["memories"] == len(melanie) and report.reerased["facts"] >= len(melanie)
    assert all("pottery" not in item.fact.text for item in populated.recall("pottery class in July").items)
    assert populated.check_integrity(full=True).ok


def test_a_profile_erased_while_the_backup_runs_is_left_out_not_given_a_new_key(tmp_path, populated, monkeypatch):
    keystore = populated._keystore
    other = keystore.ref("other")
    real_find = keystore.find

    def find(ref):
        if ref == other:  # the erasure lands after our snapshot began, before we read the key
            populated.erase(kind="profile", profile="other")
        return real_find(ref)

    monkeypatch.setattr(keystore, "find", find)
    receipt = populated.backup(tmp_path / "b.mlb")

    assert receipt.profiles == ("default",) and receipt.skipped == ("other",)
    assert not keystore.has_key("other")  # no fresh key made the snapshot's rows readable
    with zipfile.ZipFile(tmp_path / "b.mlb") as archive:
        assert f"sections/{other}.bin" not in archive.namelist()
