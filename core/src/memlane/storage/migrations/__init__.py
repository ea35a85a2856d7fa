"""Versioned schema migrations. File ``NNNN_name.sql`` upgrades the schema to version NNNN.

The version is stamped in ``PRAGMA user_version``. Each migration runs in its own transaction
together with its stamp, so a failed migration leaves the previous version intact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


@cache
def all_migrations() -> tuple[Migration, ...]:
    found = []
    for entry in resources.files(__package__).iterdir():
        match = re.fullmatch(r"(\d{4})_(\w+)\.sql", entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    # Contiguous from 1: a gap or a duplicate is a packaging mistake, caught at first use.
    assert [m.version for m in found] == list(range(1, len(found) + 1)), "migrations must be numbered 1..N"
    return tuple(found)


def latest_version() -> int:
    return all_migrations()[-1].version
