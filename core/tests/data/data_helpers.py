"""Shared helpers for the export/backup/restore tests."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from collections.abc import Callable
from pathlib import Path

from memlane import Memory

CONVERSATION = [
    ("Caroline", "s1", "2023-05-08T13:56:00Z", "I went to the LGBTQ support group yesterday and it was so powerful."),
    ("Melanie", "s1", "2023-05-08T13:57:00Z", "That's wonderful! I painted a sunrise over the lake last year."),
    ("Caroline", "s2", "2023-06-20T10:01:00Z", "My adoption agency interview went great, I'm hopeful about becoming a mom."),
    ("Melanie", "s2", "2023-06-20T10:02:00Z", "I signed up for a pottery class in July 2023, I can't wait."),
]
OTHER_TEXT = "Bob keeps a vintage chess set from Lisbon in his attic."
QUERIES = ["Where did Caroline go?", "What did Melanie paint?", "pottery class in July", "adoption agency"]
OTHER_QUERIES = ["chess set", "What is in Bob's attic?"]


def populate(memory: Memory) -> None:
    for speaker, session, when, text in CONVERSATION:
        memory.remember(text, speaker=speaker, session_id=session, observed_at=when, metadata={"speaker": speaker})
    memory.remember(OTHER_TEXT, profile="other", speaker="Bob", session_id="x1")


def recall_snapshot(memory: Memory, queries=QUERIES, profile: str | None = None) -> list:
    """What recall returns, in order, and through which channels. Scores are left out: some
    channels weigh recency against the wall clock, so they drift between two calls."""
    return [
        [(i.fact.id, i.fact.text, tuple(sorted(i.channels))) for i in memory.recall(q, profile=profile, limit=5).items]
        for q in queries
    ]


def db_files(data_dir: Path) -> dict[str, str]:
    """sha256 of the database file and its WAL (the whole on-disk database)."""
    out = {}
    for name in ("memlane.db", "memlane.db-wal"):
        path = data_dir / name
        if path.exists():
            out[name] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def leftovers(data_dir: Path) -> list[str]:
    return sorted(p.name for p in data_dir.iterdir() if "restore" in p.name)


def rewrite_backup(
    src: Path,
    dst: Path,
    *,
    member: Callable[[str, bytes], bytes] = lambda name, data: data,
    extra: dict[str, bytes] | None = None,
) -> Path:
    """Copy a backup zip, changing members' bytes (with a valid zip CRC: only our own
    checksums and seals can catch it)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(src) as old, zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as new:
        for name in old.namelist():
            new.writestr(name, member(name, old.read(name)))
        for name, data in (extra or {}).items():
            new.writestr(name, data)
    dst.write_bytes(buffer.getvalue())
    return dst


def edit_manifest(src: Path, dst: Path, change: Callable[[dict], None]) -> Path:
    def member(name: str, data: bytes) -> bytes:
        if name != "manifest.json":
            return data
        manifest = json.loads(data)
        change(manifest)
        return json.dumps(manifest).encode()

    return rewrite_backup(src, dst, member=member)


def flip_byte(data: bytes, at: int | None = None) -> bytes:
    at = len(data) // 2 if at is None else at
    return data[:at] + bytes([data[at] ^ 0x55]) + data[at + 1 :]
