"""Memories, facts, recall and the read-side summaries of one profile."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query, Response
from memlane.errors import InvalidIdError
from memlane.insight import FactHistory, ProfileOverview
from memlane.results import Fact, ForgetResult, MemoryRecord, RecallResult, RememberResult

from ..schemas import (
    ContradictionsOut,
    CorrectionIn,
    FactPage,
    FactUpdateIn,
    MemoryPage,
    RecallIn,
    RememberBatchIn,
    RememberIn,
    StatsOut,
    contradictions_out,
    page_out,
)
from .guard import CallerDep, GovernedRouter

router = GovernedRouter(prefix="/v1/profiles/{profile}", tags=["memory"])
Offset = Annotated[int, Query(ge=0)]
Limit = Annotated[int, Query(ge=1, le=1000)]


@router.governed("POST", "/memories", kind="remember", status_code=201, response_model=RememberResult)
def remember(profile: str, body: RememberIn, caller: CallerDep, response: Response) -> RememberResult:
    """Store a text verbatim and the facts derived from it (one transaction). A degraded
    write (an index pending) answers 202 with ``status: degraded``."""
    result = caller.memory.remember(profile=profile, **body.model_dump())
    if result.status != "complete":
        response.status_code = 202
    return result


@router.governed("POST", "/memories/batch", kind="remember", status_code=201, response_model=list[RememberResult])
def remember_batch(profile: str, body: RememberBatchIn, caller: CallerDep) -> list[RememberResult]:
    """Store many records in one transaction: all of them or, on any error, none."""
    records = [record.model_dump(exclude_none=True) for record in body.records]
    return caller.memory.remember_many(records, profile=profile)


@router.governed("GET", "/memories", kind="recall", response_model=MemoryPage)
def list_memories(profile: str, caller: CallerDep, offset: Offset = 0, limit: Limit = 50) -> MemoryPage:
    return page_out(caller.memory.list(profile=profile, kind="memories", offset=offset, limit=limit), "memories")


@router.governed("GET", "/memories/{memory_id}", kind="recall", response_model=MemoryRecord)
def get_memory(profile: str, memory_id: str, caller: CallerDep) -> MemoryRecord:
    return caller.memory.get(_expect(memory_id, "mem_"), profile=profile)  # type: ignore[return-value]


@router.governed("DELETE", "/memories/{memory_id}", kind="forget", response_model=ForgetResult)
def forget_memory(profile: str, memory_id: str, caller: CallerDep) -> ForgetResult:
    """Forget a memory and the facts it alone supports (verified erasure, no tombstone)."""
    return caller.memory.forget([_expect(memory_id, "mem_")], profile=profile)


@router.governed("GET", "/facts", kind="recall", response_model=FactPage)
def list_facts(profile: str, caller: CallerDep, offset: Offset = 0, limit: Limit = 50) -> FactPage:
    return page_out(caller.memory.list(profile=profile, kind="facts", offset=offset, limit=limit), "facts")  # type: ignore[return-value]


@router.governed("GET", "/facts/{fact_id}", kind="recall", response_model=Fact)
def get_fact(profile: str, fact_id: str, caller: CallerDep) -> Fact:
    return caller.memory.get(_expect(fact_id, "fact_"), profile=profile)  # type: ignore[return-value]


@router.governed("GET", "/facts/{fact_id}/history", kind="recall", response_model=FactHistory)
def fact_history(profile: str, fact_id: str, caller: CallerDep) -> FactHistory:
    """What superseded what around this fact (bi-temporal history)."""
    return caller.memory.history(fact_id, profile=profile)


@router.governed("POST", "/facts/{fact_id}/corrections", kind="correct", status_code=201, response_model=Fact)
def correct_fact(profile: str, fact_id: str, body: CorrectionIn, caller: CallerDep) -> Fact:
    """Replace a fact's statement: the old fact is kept, superseded; the new one is returned."""
    return caller.memory.correct(fact_id, body.text, profile=profile)


@router.governed("PATCH", "/facts/{fact_id}", kind="correct", response_model=Fact)
def update_fact(profile: str, fact_id: str, body: FactUpdateIn, caller: CallerDep) -> Fact:
    """Set the validity window (event time) or importance in place."""
    return caller.memory.update(fact_id, profile=profile, **body.model_dump())


@router.governed("DELETE", "/facts/{fact_id}", kind="forget", response_model=ForgetResult)
def forget_fact(profile: str, fact_id: str, caller: CallerDep) -> ForgetResult:
    return caller.memory.forget([_expect(fact_id, "fact_")], profile=profile)


@router.governed("POST", "/recall", kind="recall", response_model=RecallResult)
def recall(profile: str, body: RecallIn, caller: CallerDep) -> RecallResult:
    """Recall through every channel, fused and explained, with provenance. ``as_of`` (system
    time), ``valid_at`` (event time), ``scopes`` (narrows, never widens)."""
    return caller.memory.recall(body.query, profile=profile, **body.model_dump(exclude={"query"}))


@router.governed("GET", "/contradictions", kind="recall", response_model=ContradictionsOut)
def contradictions(profile: str, caller: CallerDep) -> ContradictionsOut:
    return contradictions_out(caller.memory.contradictions(profile=profile))


@router.governed("GET", "/stats", kind="recall", response_model=StatsOut)
def stats(profile: str, caller: CallerDep) -> StatsOut:
    figures = caller.memory.stats(profile=profile)
    figures.pop("path", None)  # the server's file layout is not the caller's business
    return StatsOut.model_validate(figures)


@router.governed("GET", "/overview", kind="recall", response_model=ProfileOverview)
def overview(profile: str, caller: CallerDep, days: Annotated[int, Query(ge=1, le=3660)] = 90) -> ProfileOverview:
    """Lifecycle states of the facts and growth per day."""
    return caller.memory.overview(profile=profile, days=days)


def _expect(value: str, prefix: str) -> str:
    if not value.startswith(prefix):
        raise InvalidIdError(f"expected a {prefix}<n> id, got {value!r}", ids=[value])
    return value
