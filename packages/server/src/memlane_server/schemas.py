"""Typed request and response models shared by the HTTP routes (OpenAPI) and the MCP tools
(structured content): one definition of each shape, built from the engine's result objects."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from memlane.results import Fact, MemoryRecord, Page
from pydantic import BaseModel, ConfigDict, Field

TimeIn = str | float | None  # ISO 8601 text or epoch seconds; the engine validates it


# -- engine results -------------------------------------------------------------------------
# The engine's own result dataclasses (Fact, MemoryRecord, RememberResult, RecallResult,
# ForgetResult, Item, ...) are the response models: pydantic derives their schemas, so the HTTP
# API and the MCP tools can never drift from what the engine returns. Only shapes the engine
# has no type for are defined here.
class FactPage(BaseModel):
    items: list[Fact]
    total: int
    offset: int
    limit: int


class MemoryPage(BaseModel):
    items: list[MemoryRecord]
    total: int
    offset: int
    limit: int


class ListOut(BaseModel):
    """A page of facts or memories (the MCP ``list`` tool)."""

    kind: Literal["facts", "memories"]
    total: int
    offset: int
    limit: int
    facts: list[Fact] = []
    memories: list[MemoryRecord] = []


class RecordOut(BaseModel):
    """A fact or a memory (``get`` takes either id)."""

    kind: Literal["fact", "memory"]
    fact: Fact | None = None
    memory: MemoryRecord | None = None


class ContradictionOut(BaseModel):
    newer: Fact
    older: Fact
    kappa: float
    detected_at: float


class ContradictionsOut(BaseModel):
    contradictions: list[ContradictionOut]


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


def record_out(found: Fact | MemoryRecord) -> RecordOut:
    if isinstance(found, Fact):
        return RecordOut(kind="fact", fact=found)
    return RecordOut(kind="memory", memory=found)


def page_out(page: Page, kind: str) -> FactPage | MemoryPage:
    model = FactPage if kind == "facts" else MemoryPage
    return model(items=list(page.items), total=page.total, offset=page.offset, limit=page.limit)


def contradictions_out(rows: list[dict[str, Any]]) -> ContradictionsOut:
    return ContradictionsOut.model_validate({"contradictions": rows})
