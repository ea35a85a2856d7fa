"""Per-profile data keys: creation, persistence, wrapping, destruction (crypto-shredding)."""

from __future__ import annotations

import os
import stat
import threading

import pytest
from memlane.governance.errors import InsecureKeyFileError, KeyFileError
from memlane.governance.keystore import (
    DATA_KEY_BYTES,
    ProfileKeyMissingError,
    ProfileKeystore,
    install_key_path,
    key_id,
)


@pytest.fixture
def keystore(tmp_path) -> ProfileKeystore:
    return ProfileKeystore(tmp_path)


def key_files(tmp_path) -> list[str]:
    return sorted(p.name for p in (tmp_path / "keys").iterdir() if p.name != "install.key")


def test_key_is_created_once_persisted_and_private(tmp_path, keystore):
    key = keystore.key_for("alice")

    assert len(key) == DATA_KEY_BYTES
    assert keystore.key_for("alice") == key
    assert ProfileKeystore(tmp_path).key_for("alice", create=False) == key  # survives a new process
    (name,) = key_files(tmp_path)
    path = tmp_path / "keys" / name
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(install_key_path(tmp_path).stat().st_mode) == 0o600
    assert stat.S_IMODE((tmp_path / "keys").stat().st_mode) == 0o700
    assert not [p for p in (tmp_path / "keys").iterdir() if p.name.endswith(".tmp")]


def test_keys_are_per_profile_and_file_names_do_not_reveal_profile_names(tmp_path, keystore):
    alice, bob = keystore.key_for("alice@example.com"), keystore.key_for("bob")

    assert alice != bob
    names = key_files(tmp_path)
    assert len(names) == 2
    assert all("alice" not in n and "bob" not in n for n in names)
    assert {f"{keystore.ref('alice@example.com')}.key", f"{keystore.ref('bob')}.key"} == set(names)


def test_key_file_holds_the_key_wrapped_not_in_clear(tmp_path, keystore):
    key = keystore.key_for("alice")
    raw = (tmp_path / "keys" / f"{keystore.ref('alice')}.key").read_bytes()

    assert key not in raw
    # Negative control: with another installation key the file does not unwrap, and refs
    # (keyed by the installation key) do not even point at it.
    other = ProfileKeystore(tmp_path, install_key=os.urandom(32))
    assert other.ref("alice") != keystore.ref("alice")
    assert not other.has_key("alice")


def test_missing_key_is_a_typed_error_without_create(keystore):
    with pytest.raises(ProfileKeyMissingError) as caught:
        keystore.key_for("nobody", create=False)
    assert caught.value.exit_code == 8
    assert keystore.find(keystore.ref("nobody")) is None


def test_destroy_overwrites_then_unlinks_and_the_key_is_gone(tmp_path, keystore):
    key = keystore.key_for("alice")
    path = tmp_path / "keys" / f"{keystore.ref('alice')}.key"
    before = path.read_bytes()
    # A second hard link keeps the inode reachable after the unlink, so we can see that the
    # bytes were overwritten in place rather than merely unlinked.
    witness = tmp_path / "witness"
    os.link(path, witness)

    assert keystore.destroy("alice") is True

    assert not path.exists()
    assert witness.read_bytes() != before and len(witness.read_bytes()) == len(before)
    with pytest.raises(ProfileKeyMissingError):
        keystore.key_for("alice", create=False)
    assert keystore.destroy("alice") is False
    fresh = keystore.key_for("alice")  # a recreated profile gets a new, different key
    assert fresh != key and key_id(fresh) != key_id(key)


def test_destroy_leaves_other_profiles_keys_alone(keystore):
    bob = keystore.key_for("bob")
    keystore.key_for("alice")
    keystore.destroy("alice")
    assert keystore.key_for("bob", create=False) == bob


def test_tampered_or_moved_key_files_are_refused(tmp_path, keystore):
    keystore.key_for("alice")
    keystore.key_for("bob")
    alice = tmp_path / "keys" / f"{keystore.ref('alice')}.key"
    bob = tmp_path / "keys" / f"{keystore.ref('bob')}.key"

    bob.write_bytes(alice.read_bytes())  # alice's key presented as bob's
    with pytest.raises(KeyFileError, match="does not unwrap"):
        keystore.key_for("bob")

    data = bytearray(alice.read_bytes())
    data[-1] ^= 1
    alice.write_bytes(bytes(data))
    with pytest.raises(KeyFileError):
        keystore.key_for("alice")

    alice.write_bytes(b"short")
    with pytest.raises(KeyFileError, match="truncated"):
        keystore.key_for("alice")


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_key_file_readable_by_others_is_refused(tmp_path, keystore):
    keystore.key_for("alice")
    path = tmp_path / "keys" / f"{keystore.ref('alice')}.key"
    path.chmod(0o644)
    with pytest.raises(InsecureKeyFileError):
        keystore.key_for("alice")


def test_concurrent_first_use_agrees_on_one_key(tmp_path):
    keys, barrier = [], threading.Barrier(8)

    def worker():
        barrier.wait()
        keys.append(ProfileKeystore(tmp_path).key_for("alice"))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(keys) == 8 and len(set(keys)) == 1
    assert len(key_files(tmp_path)) == 1


def test_malformed_refs_never_reach_the_filesystem(keystore):
    with pytest.raises(KeyFileError):
        keystore.find("../install")
