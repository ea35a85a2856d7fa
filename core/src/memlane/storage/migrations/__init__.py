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
    # Numbers are reserved per workstream while branches merge, so one may be missing for a
    # while; each number appears once, and they apply in order.
    assert len({m.version for m in found}) == len(found), "two migrations with one number"
    return tuple(found)


def latest_version() -> int:
    return all_migrations()[-1].version
