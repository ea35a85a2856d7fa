"""Typed request and response models shared by the HTTP routes (OpenAPI) and the MCP tools
(structured content): one definition of each shape, built from the engine's result objects."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

TimeIn = str | float | None  # ISO 8601 text or epoch seconds; the engine validates it


class _Out(BaseModel):
    model_config = ConfigDict(from_attributes=True)


# -- engine results -------------------------------------------------------------------------
class FactOut(_Out):
    id: str
    profile: str
    scope: str
    scope_key: str = ""
    text: str
    verbatim: str
    speaker: str | None
    memory_ids: list[str]
    observed_at: datetime
    referenced_start: datetime | None
    referenced_end: datetime | None
    valid_from: datetime | None
    valid_until: datetime | None
    recorded_at: datetime
    expired_at: datetime | None
    importance: float
    entities: list[str] = []


class MemoryOut(_Out):
    id: str
    profile: str
    scope: str
    scope_key: str = ""
    content: str
    session_id: str | None
    speaker: str | None
    role: str | None
    observed_at: datetime
    recorded_at: datetime
    content_hash: str
    metadata: dict[str, Any]
    fact_ids: list[str] = []


class RememberOut(_Out):
    memory_id: str
    fact_ids: list[str]
    deduplicated: bool = False
    gated: str | None = None
    operation_id: str | None = None
    status: str = "complete"
    redactions: list[dict[str, Any]] = []
    erased: bool = False


class ChannelHitOut(_Out):
    rank: int
    score: float


class ProvenanceOut(_Out):
    memory_ids: list[str]
    session_id: str | None
    speaker: str | None
    role: str | None
    observed_at: datetime
    referenced_start: datetime | None
    referenced_end: datetime | None
    metadata: dict[str, Any]


class RecallItemOut(_Out):
    fact: FactOut
    score: float
    channels: dict[str, ChannelHitOut]
    provenance: ProvenanceOut
    notes: list[str] = []


class RecallOut(_Out):
    query: str
    profile: str
    items: list[RecallItemOut]
    as_of: datetime | None = None
    channel_status: dict[str, str] = {}
    status: str = "ok"
    explanation: dict[str, Any] = {}


class FactPage(_Out):
    items: list[FactOut]
    total: int
    offset: int
    limit: int


class MemoryPage(_Out):
    items: list[MemoryOut]
    total: int
    offset: int
    limit: int


class ListOut(BaseModel):
    """A page of facts or memories (the MCP ``list`` tool)."""

    kind: Literal["facts", "memories"]
    total: int
    offset: int
    limit: int
    facts: list[FactOut] = []
    memories: list[MemoryOut] = []


class RecordOut(BaseModel):
    """A fact or a memory (``get`` takes either id)."""

    kind: Literal["fact", "memory"]
    fact: FactOut | None = None
    memory: MemoryOut | None = None


class ForgetOut(_Out):
    forgotten_memory_ids: list[str]
    forgotten_fact_ids: list[str]
    erasure_id: str | None = None
    all_erased: bool = True


class ContradictionOut(BaseModel):
    newer: FactOut
    older: FactOut
    kappa: float
    detected_at: float


class ContradictionsOut(BaseModel):
    contradictions: list[ContradictionOut]


class SupersessionOut(_Out):
    newer: str
    older: str
    kappa: float


class HistoryOut(_Out):
    fact_id: str
    facts: list[FactOut]
    supersessions: list[SupersessionOut]


class OverviewOut(_Out):
    profile: str
    lifecycle: dict[str, int]
    growth: list[dict[str, Any]]


class StatsOut(BaseModel):
    model_config = ConfigDict(extra="allow")  # every count the engine reports
    schema_version: int
    profile: str | None
    profiles: list[str]
    embedding_model: str | None
    embedding_dimension: int | None
    bytes_on_disk: int
    memories: int
    facts: int


class ItemOut(_Out):
    namespace: list[str]
    key: str
    value: Any
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None
    status: str
    scope: str
    memory_id: str
    seq: int
    score: float | None = None
    similarity: float | None = None


class ItemsDeletedOut(_Out):
    count: int
    erasure_id: str | None = None
    all_erased: bool = True


class Document(BaseModel):
    """A sealed engine document (erasure receipt, manifest, backup receipt, restore report,
    audit verification) passed through as the engine wrote it."""

    model_config = ConfigDict(extra="allow")


# -- requests ------------------------------------------------------------------------------
class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RememberIn(_In):
    content: str
    session_id: str | None = None
    speaker: str | None = None
    role: str | None = None
    observed_at: TimeIn = None
    metadata: dict[str, Any] | None = None
    scope: str = "personal"
    idempotency_key: str | None = None


class RememberBatchIn(_In):
    records: list[RememberIn] = Field(min_length=1, max_length=10_000)


class RecallIn(_In):
    query: str
    limit: int = Field(10, ge=1, le=1000)
    as_of: TimeIn = None
    valid_at: TimeIn = None
    scopes: list[str] | None = None
    include_archived: bool = False


class CorrectionIn(_In):
    text: str


class FactUpdateIn(_In):
    valid_from: TimeIn = None
    valid_until: TimeIn = None
    importance: float | None = None


class EraseIn(_In):
    kind: Literal["subject", "entity", "fact", "memory", "profile"] = "subject"
    target: str | list[str] | None = None


class ItemPutIn(_In):
    value: Any
    text: str | None = None
    ttl: float | None = None
    scope: str = "personal"
    speaker: str | None = None
    role: str | None = None


class ItemSearchIn(_In):
    namespace: list[str] = []
    query: str | None = None
    filter: dict[str, Any] | None = None
    status: Literal["active", "archived"] | None = "active"
    offset: int = Field(0, ge=0)
    limit: int = Field(10, ge=1, le=1000)


class ResolveIn(_In):
    action: Literal["retry", "force-reconcile", "cancel"]


class MaintainIn(_In):
    seed: int | None = None
    steps: int = Field(20, ge=1, le=10_000)


class LoginIn(_In):
    principal: str
    password: str
    profile: str | None = None


class LoginOut(BaseModel):
    token: str
    principal: str
    profile: str
    expires_at: datetime


def record_out(found: Any) -> RecordOut:
    if found.id.startswith("fact_"):
        return RecordOut(kind="fact", fact=FactOut.model_validate(found))
    return RecordOut(kind="memory", memory=MemoryOut.model_validate(found))
