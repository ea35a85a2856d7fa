"""Value objects returned by the public API. Frozen dataclasses, JSON-friendly via ``to_dict``."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


class _ToDict:
    def to_dict(self) -> dict[str, Any]:
        return _jsonable(asdict(self))  # type: ignore[call-overload]


@dataclass(frozen=True)
class MemoryRecord(_ToDict):
    """A verbatim input (a turn or episode) exactly as given to ``remember``."""

    id: str
    profile: str
    scope: str
    content: str
    session_id: str | None
    speaker: str | None
    role: str | None
    observed_at: datetime
    recorded_at: datetime
    content_hash: str
    metadata: dict[str, Any]
    fact_ids: tuple[str, ...] = ()
    # `scope` is the kind (personal/shared/global); this is the full governance scope key
    # ("personal:<principal>", "shared:<name>", "global") that reads are filtered on.
    scope_key: str = ""


@dataclass(frozen=True)
class Fact(_ToDict):
    """An atomic statement derived from one or more memories, with the bi-temporal model:
    observed (when said), referenced (when it happened), validity (when true), and system
    time (recorded/expired)."""

    id: str
    profile: str
    scope: str
    text: str
    verbatim: str
    speaker: str | None
    memory_ids: tuple[str, ...]
    observed_at: datetime
    referenced_start: datetime | None
    referenced_end: datetime | None
    valid_from: datetime | None
    valid_until: datetime | None
    recorded_at: datetime
    expired_at: datetime | None
    importance: float
    entities: tuple[str, ...] = ()
    scope_key: str = ""  # full scope key; `scope` is its kind (see MemoryRecord)


@dataclass(frozen=True)
class RememberResult(_ToDict):
    memory_id: str
    fact_ids: tuple[str, ...]
    # True when the idempotency key matched an earlier write: nothing new was stored.
    deduplicated: bool = False
    # Set when the content was kept verbatim but yielded no facts (e.g. "ok thanks").
    gated: str | None = None
    # The governed operation that stored it and its completion-manifest status: "complete",
    # or "degraded" when a projection (index) could not be written yet. Degraded is not
    # success: the reconciler redrives it; see Memory.manifest(operation_id).
    operation_id: str | None = None
    status: str = "complete"
    # Scrubber findings in the content/metadata as stored: kind and span, never the secret.
    redactions: tuple[dict[str, Any], ...] = ()
    # True when this record was skipped because its content had been erased (batch writes).
    erased: bool = False

    @property
    def complete(self) -> bool:
        return self.status == "complete"


@dataclass(frozen=True)
class ChannelHit(_ToDict):
    rank: int  # 1-based rank within the channel
    score: float


@dataclass(frozen=True)
class Provenance(_ToDict):
    memory_ids: tuple[str, ...]
    session_id: str | None
    speaker: str | None
    role: str | None
    observed_at: datetime
    referenced_start: datetime | None
    referenced_end: datetime | None
    metadata: dict[str, Any]


@dataclass(frozen=True)
class RecallItem(_ToDict):
    fact: Fact
    score: float
    channels: dict[str, ChannelHit]
    provenance: Provenance
    # Why the item is here beyond the channels: "scene", "bridge", "superseded", ...
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class RecallResult(_ToDict):
    query: str
    profile: str
    items: tuple[RecallItem, ...]
    as_of: datetime | None = None
    # Which channels ran, and why others did not (e.g. temporal: "no date in query").
    channel_status: dict[str, str] = field(default_factory=dict)
    # "ok", or "no_confident_match" when nothing cleared the evidence floor.
    status: str = "ok"
    # Why this ranking: query type and its reasons, effective channel weights, entities.
    explanation: dict[str, Any] = field(default_factory=dict)

    def __iter__(self):  # iterate items directly: `for item in memory.recall(...)`
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)


@dataclass(frozen=True)
class Page(_ToDict):
    items: tuple[Any, ...]
    total: int
    offset: int
    limit: int


@dataclass(frozen=True)
class ForgetResult(_ToDict):
    forgotten_memory_ids: tuple[str, ...]
    forgotten_fact_ids: tuple[str, ...]
    # The governed erasure behind it: its sealed receipt says whether every store proved
    # the items gone (Memory.erasure_receipt(erasure_id)).
    erasure_id: str | None = None
    all_erased: bool = True


@dataclass(frozen=True)
class ImportResult(_ToDict):
    path: str
    records: int
    stored: int
    deduplicated: int
    facts: int
    seconds: float
    chunks: int = 1  # transactions the import was written in (1 when atomic)
