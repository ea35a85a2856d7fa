"""The storage layer: the only place in memlane that speaks SQL."""

from __future__ import annotations

from pathlib import Path

from .ann_index import ann_directory
from .catalog import Catalog
from .content import ContentRows
from .database import Database
from .erasure import ErasureRows
from .facts import Facts, NewFact
from .frames import FactFrames
from .geometry import FactStates
from .graph import Graph
from .identity import Identity
from .items import Items
from .lexical import LexicalIndex
from .memories import Memories
from .operations import Operations
from .overview import OverviewQueries
from .projections import FactStateRows, TemporalIndex
from .retrieval import RetrievalQueries
from .tombstones import Tombstones
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
        self.vectors = VectorIndex(conn, self.catalog, ann_dir=ann_directory(Path(path)))
        # the write spine, identity and erasure (schema v3)
        self.temporal = TemporalIndex(conn)
        self.fact_state = FactStateRows(conn)
        self.operations = Operations(conn)
        self.tombstones = Tombstones(conn)
        self.identity = Identity(conn)
        self.erasure = ErasureRows(conn)
        # retrieval brain (schema v2): graph/scene queries and per-fact geometric state
        self.retrieval = RetrievalQueries(conn)
        # keyed items for framework adapters (schema v4)
        self.items = Items(conn)
        self.geometry = FactStates(conn)
        # summaries for operators and dashboards (lifecycle, growth, counters)
        self.overview = OverviewQueries(conn)
        # content digests for the sealed manifests and the full integrity check
        self.content = ContentRows(conn)
        # relation frames for knowledge updates (schema v7)
        self.frames = FactFrames(conn)
        self.write = self.db.write
        self.read = self.db.read
        self.savepoint = self.db.savepoint
        self.heartbeat = self.db.beat

    def close(self) -> None:
        self.db.close()
