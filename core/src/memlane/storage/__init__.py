"""The storage layer: the only place in memlane that speaks SQL."""

from __future__ import annotations

from pathlib import Path

from .catalog import Catalog
from .database import Database
from .facts import Facts, NewFact
from .graph import Graph
from .lexical import LexicalIndex
from .memories import Memories
from .vectors import VectorIndex

__all__ = ["NewFact", "Store"]


class Store:
    """One database and its repositories, one per concept."""

    def __init__(self, path: Path, *, busy_timeout_ms: int = 10_000) -> None:
        self.db = Database(path, busy_timeout_ms=busy_timeout_ms)
        conn = self.db.conn
        self.catalog = Catalog(conn)
        self.memories = Memories(conn)
        self.facts = Facts(conn)
        self.graph = Graph(conn)
        self.lexical = LexicalIndex(conn)
        self.vectors = VectorIndex(conn, self.catalog)
        self.write = self.db.write
        self.read = self.db.read

    def close(self) -> None:
        self.db.close()
