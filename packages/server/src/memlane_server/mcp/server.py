"""MCP tools and resources over the governed engine. Few, verb-named tools with typed
results (structured content). The profile is the caller's — the session's own profile, or
the server's configured profile for the local owner — never a tool argument, so a client
cannot switch tenants; every call is pre-authorized with the engine's policy for the MCP
transport (which keeps erasure, restore and other administration away from agents)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.types import ToolAnnotations
from memlane.errors import MemlaneError
from memlane.governance import AuthenticationError
from memlane.results import Fact, ForgetResult, MemoryRecord, RecallResult, RememberResult
from pydantic import TypeAdapter

from ..__about__ import __version__
from ..auth.callers import Caller
from ..schemas import (
    ContradictionsOut,
    ListOut,
    RecordOut,
    StatsOut,
    contradictions_out,
    record_out,
)

CALLER_KEY = "memlane.caller"  # where the /mcp gate leaves the authenticated caller
T = TypeVar("T")
READ = ToolAnnotations(readOnlyHint=True, openWorldHint=False)
WRITE = ToolAnnotations(readOnlyHint=False, destructiveHint=False, openWorldHint=False)
DESTRUCTIVE = ToolAnnotations(readOnlyHint=False, destructiveHint=True, openWorldHint=False)
INSTRUCTIONS = (
    "memlane is the user's long-term memory. `remember` what is worth keeping (verbatim, with the "
    "speaker), `recall` before answering questions about the past (results carry provenance and "
    "why they ranked), `correct` facts that changed instead of adding contradictions."
)


class McpCallers:
    """A tool call's caller: the HTTP request's authentication (left by the /mcp gate), or
    the stdio server's fixed caller."""

    def __init__(self, fixed: Caller | None = None) -> None:
        self.fixed = fixed

    def resolve(self, ctx: Context) -> Caller:
        request = ctx.request_context.request
        caller = request.scope.get(CALLER_KEY) if request is not None else self.fixed
        if caller is None:
            raise AuthenticationError("this MCP connection is not authenticated")
        return caller


def build_mcp(callers: McpCallers) -> MCPServer:
    server = MCPServer("memlane", version=__version__, instructions=INSTRUCTIONS)

    async def governed(ctx: Context, kind: str, call: Callable[[Caller], T]) -> T:
        try:
            caller = callers.resolve(ctx)
            await anyio.to_thread.run_sync(lambda: caller.memory.authorize(kind, profile=caller.profile))
            return await anyio.to_thread.run_sync(lambda: call(caller))
        except MemlaneError as error:
            raise ToolError(json.dumps(error.to_dict(), default=str)) from None

    @server.tool(annotations=WRITE)
    async def remember(
        content: str, ctx: Context, speaker: str | None = None, session_id: str | None = None, role: str | None = None,
        observed_at: str | None = None, metadata: dict[str, Any] | None = None, scope: str = "personal",
    ) -> RememberResult:  # fmt: skip
        """Store what was said verbatim (with who said it) and the facts derived from it.
        ``observed_at``: when it was said (ISO 8601; default now). ``scope``: personal or shared."""
        return await governed(ctx, "remember", lambda c: c.memory.remember(
            content, profile=c.profile, speaker=speaker, session_id=session_id, role=role, observed_at=observed_at,
            metadata=metadata, scope=scope,
        ))  # fmt: skip

    @server.tool(annotations=READ)
    async def recall(
        query: str, ctx: Context, limit: int = 10, as_of: str | None = None, valid_at: str | None = None,
        include_archived: bool = False,
    ) -> RecallResult:  # fmt: skip
        """Find the facts that answer ``query``, best first, each with its provenance (the
        memories it came from) and the channels that found it; ``explanation`` says why.
        ``as_of``: as known at that instant; ``valid_at``: as true at that time."""
        return await governed(ctx, "recall", lambda c: c.memory.recall(
            query, profile=c.profile, limit=limit, as_of=as_of, valid_at=valid_at, include_archived=include_archived,
        ))  # fmt: skip

    @server.tool(annotations=READ)
    async def get(id: str, ctx: Context) -> RecordOut:
        """One fact (fact_<n>) or memory (mem_<n>) by id."""
        return await governed(ctx, "recall", lambda c: record_out(c.memory.get(id, profile=c.profile)))

    @server.tool(name="list", annotations=READ)
    async def list_(ctx: Context, kind: str = "facts", offset: int = 0, limit: int = 20) -> ListOut:
        """A page of facts or memories (``kind``) in observation order."""

        def page(c: Caller) -> ListOut:
            found = c.memory.list(profile=c.profile, kind=kind, offset=offset, limit=limit)
            return ListOut(kind=kind, total=found.total, offset=found.offset, limit=found.limit,  # type: ignore[arg-type]
                           **{kind: list(found.items)})  # fmt: skip

        return await governed(ctx, "recall", page)

    @server.tool(annotations=DESTRUCTIVE)
    async def forget(ids: list[str], ctx: Context) -> ForgetResult:
        """Forget facts and/or memories by id (removed from every index; may be learned again)."""
        return await governed(ctx, "forget", lambda c: c.memory.forget(ids, profile=c.profile))

    @server.tool(annotations=WRITE)
    async def correct(fact_id: str, text: str, ctx: Context) -> Fact:
        """Replace a fact's statement; the old fact is kept as superseded history."""
        return await governed(ctx, "correct", lambda c: c.memory.correct(fact_id, text, profile=c.profile))

    @server.tool(annotations=READ)
    async def contradictions(ctx: Context) -> ContradictionsOut:
        """Facts that superseded older ones (corrections and detected changes), with the older fact."""
        return await governed(ctx, "recall", lambda c: contradictions_out(c.memory.contradictions(profile=c.profile)))

    @server.tool(annotations=READ)
    async def stats(ctx: Context) -> StatsOut:
        """Counts of memories, facts, entities and the embedding model of this profile."""

        def figures(c: Caller) -> StatsOut:
            data = c.memory.stats(profile=c.profile)
            data.pop("path", None)
            return StatsOut.model_validate(data)

        return await governed(ctx, "recall", figures)

    async def resource(ctx: Context, id: str, model: type[Fact] | type[MemoryRecord]) -> str:
        try:
            found = await governed(ctx, "recall", lambda c: c.memory.get(id, profile=c.profile))
        except ToolError as error:
            raise ResourceError(str(error)) from None
        return TypeAdapter(model).dump_json(found).decode()

    @server.resource("memlane://fact/{id}", mime_type="application/json")
    async def fact_resource(id: str, ctx: Context) -> str:
        """A fact with its bi-temporal fields and the memories it came from."""
        return await resource(ctx, id if id.startswith("fact_") else f"fact_{id}", Fact)

    @server.resource("memlane://memory/{id}", mime_type="application/json")
    async def memory_resource(id: str, ctx: Context) -> str:
        """A memory verbatim with its provenance."""
        return await resource(ctx, id if id.startswith("mem_") else f"mem_{id}", MemoryRecord)

    return server
