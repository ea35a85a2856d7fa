"""Installation key file (0600, atomic, refuses insecure modes), canonical JSON and HMAC seals."""

from __future__ import annotations

import math
import os
import stat
import threading
from datetime import datetime
from pathlib import Path

import pytest
from memlane.errors import InvalidInputError
from memlane.governance import (
    InsecureKeyFileError,
    KeyFileError,
    Sealer,
    SealInvalidError,
    canonical_json,
    load_or_create_key,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")


@posix_only
def test_key_file_created_0600_even_with_permissive_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        key = load_or_create_key(tmp_path / "keys" / "install.key")
    finally:
        os.umask(old)
    path = tmp_path / "keys" / "install.key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert len(key) == 32
    assert load_or_create_key(path) == key  # reused, not regenerated
    assert [p.name for p in path.parent.iterdir()] == ["install.key"]  # no temp files left


@posix_only
@pytest.mark.parametrize("mode", [0o640, 0o604, 0o660, 0o644, 0o620])
def test_key_file_accessible_to_others_is_refused(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "install.key"
    load_or_create_key(path)
    os.chmod(path, mode)
    with pytest.raises(InsecureKeyFileError) as info:
        load_or_create_key(path)
    assert info.value.exit_code == 8
    os.chmod(path, 0o600)  # positive control: the same file at 0600 loads
    assert len(load_or_create_key(path)) == 32


def test_truncated_key_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "install.key"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    os.write(fd, b"short")
    os.close(fd)
    with pytest.raises(KeyFileError):
        load_or_create_key(path)


def test_concurrent_first_use_yields_one_key(tmp_path: Path) -> None:
    path = tmp_path / "install.key"
    keys: list[bytes] = []
    barrier = threading.Barrier(8)

    def worker() -> None:
        barrier.wait()
        keys.append(load_or_create_key(path))

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(keys) == 8 and len(set(keys)) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["install.key"]


# --- canonical JSON ------------------------------------------------------------------------------
def test_canonical_json_is_order_independent_and_compact() -> None:
    assert canonical_json({"b": 1, "a": [1, {"d": None, "c": "é"}]}) == canonical_json(
        {"a": [1, {"c": "é", "d": None}], "b": 1}
    )
    assert canonical_json({"b": 1, "a": True}) == b'{"a":true,"b":1}'
    assert canonical_json({"x": 1}) != canonical_json({"x": "1"})
    assert canonical_json({"x": 1}) != canonical_json({"x": True})


@pytest.mark.parametrize(
    "bad",
    [
        {1: "a"},
        {"t": datetime(2024, 1, 1)},
        {"n": math.nan},
        {"i": math.inf},
        {"s": {1, 2}},
        {"b": b"x"},
    ],
)
def test_canonical_json_refuses_ambiguous_values(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        canonical_json(bad)


# --- seals ---------------------------------------------------------------------------------------
def test_seal_verify_and_key_or_purpose_mismatch(tmp_path: Path) -> None:
    sealer = Sealer.from_key_file(tmp_path / "k")
    payload = {"op": "x", "meta": {"nested": [1, 2]}}
    seal = sealer.seal(payload, purpose="manifest")
    assert sealer.verify(payload, seal, purpose="manifest")
    assert sealer.verify({"meta": {"nested": [1, 2]}, "op": "x"}, seal, purpose="manifest")
    assert not sealer.verify(payload, seal, purpose="erasure-receipt")
    assert not sealer.verify({"op": "x", "meta": {"nested": [1, 3]}}, seal, purpose="manifest")
    assert not Sealer(os.urandom(32)).verify(payload, seal, purpose="manifest")
    assert not sealer.verify(payload, 12345, purpose="manifest")  # type: ignore[arg-type]
    assert "key" not in repr(sealer).replace("<key hidden>", "")


def test_sealed_document_round_trip_and_tamper(tmp_path: Path) -> None:
    sealer = Sealer.from_key_file(tmp_path / "k")
    doc = sealer.seal_document({"a": 1, "m": {"x": "y"}}, purpose="receipt")
    assert sealer.require_document(doc, purpose="receipt") == {"a": 1, "m": {"x": "y"}}
    tampered = {**doc, "m": {"x": "z"}}
    assert not sealer.verify_document(tampered, purpose="receipt")
    with pytest.raises(SealInvalidError):
        sealer.require_document(tampered, purpose="receipt")
    assert not sealer.verify_document({"a": 1}, purpose="receipt")  # no seal at all
    assert not sealer.verify_document({**doc, "extra": 1}, purpose="receipt")
    with pytest.raises(InvalidInputError):
        sealer.seal_document(doc, purpose="receipt")  # already sealed
