"""The MCP server in-process (``mcp.Client(server)``) and over stdio as a subprocess: typed
tools with structured results, resources, the caller's profile (never a tool argument), and
refusals before any engine work."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import mcp
from mcp import StdioServerParameters
from memlane import Memory
from memlane_server.auth.callers import Authenticator
from memlane_server.mcp.server import McpCallers, build_mcp
from server_principals import bootstrap, login
from server_spy import EngineSpy

TOOLS = {"remember", "recall", "get", "list", "forget", "correct", "contradictions", "stats"}


def _error(result) -> dict:  # type: ignore[no-untyped-def]
    """The engine's typed error carried by a failed tool call."""
    assert result.is_error
    text = result.content[0].text
    return json.loads(text[text.index("{") :])


def _server(memory: Memory, token: str | None = None, profile: str = "default"):  # type: ignore[no-untyped-def]
    caller = Authenticator(memory, local_token=None, default_profile=profile).stdio_caller(token)
    return build_mcp(McpCallers(fixed=caller))


async def test_tools_resources_and_structured_results(memory):
    async with mcp.Client(_server(memory, profile="notes")) as client:
        tools = (await client.list_tools()).tools
        assert {t.name for t in tools} == TOOLS
        for tool in tools:  # no tool lets a client pick the tenant
            assert "profile" not in (tool.input_schema.get("properties") or {}), tool.name
            assert tool.output_schema is not None, tool.name

        stored = await client.call_tool("remember", {"content": "I moved to Lisbon last year.", "speaker": "Ana",
                                                      "observed_at": "2024-05-01T09:00:00Z"})  # fmt: skip
        assert not stored.is_error and stored.structured_content["status"] == "complete"
        fact_id, memory_id = stored.structured_content["fact_ids"][0], stored.structured_content["memory_id"]

        found = await client.call_tool("recall", {"query": "Where does Ana live?"})
        top = found.structured_content["items"][0]
        assert "Lisbon" in top["fact"]["text"] and top["provenance"]["memory_ids"] == [memory_id]
        assert top["channels"] and found.structured_content["explanation"]

        got = await client.call_tool("get", {"id": fact_id})
        assert got.structured_content["kind"] == "fact" and got.structured_content["fact"]["id"] == fact_id
        page = await client.call_tool("list", {"kind": "memories"})
        assert page.structured_content["total"] == 1 and page.structured_content["memories"][0]["id"] == memory_id
        corrected = await client.call_tool("correct", {"fact_id": fact_id, "text": "Ana moved to Porto last year."})
        pairs = (await client.call_tool("contradictions", {})).structured_content["contradictions"]
        assert [(p["newer"]["id"], p["older"]["id"]) for p in pairs] == [(corrected.structured_content["id"], fact_id)]
        stats = (await client.call_tool("stats", {})).structured_content
        assert stats["profile"] == "notes" and stats["memories"] == 1 and "path" not in stats

        resource = await client.read_resource(f"memlane://fact/{fact_id}")
        assert json.loads(resource.contents[0].text)["id"] == fact_id
        resource = await client.read_resource(f"memlane://memory/{memory_id}")
        assert json.loads(resource.contents[0].text)["content"] == "I moved to Lisbon last year."

        forgotten = await client.call_tool("forget", {"ids": [memory_id]})
        assert forgotten.structured_content["all_erased"] is True
        missing = await client.call_tool("get", {"id": memory_id})
        assert _error(missing)["error"] == "unknown_id"
    assert memory.stats(profile="notes")["memories"] == 0  # it was the configured profile all along


async def test_a_viewer_is_refused_before_any_engine_work(tmp_path, embedder, monkeypatch):
    bootstrap(tmp_path / "team", embedder)
    with Memory(tmp_path / "team", embedder=embedder, transport="mcp") as memory:
        server = _server(memory, login(memory, "alpha-viewer"))
        spy = EngineSpy()
        spy.install(monkeypatch)
        async with mcp.Client(server) as client:
            refused = await client.call_tool("remember", {"content": "Viewers may not write."})
            assert _error(refused)["error"] == "policy_denied"
            assert spy.operations() == []
            allowed = await client.call_tool("recall", {"query": "Where does Ana live?"})
            assert not allowed.is_error and "Lisbon" in allowed.structured_content["items"][0]["fact"]["text"]
            assert "Memory.recall" in spy.operations()


async def test_stdio_subprocess(tmp_path):
    memlane = Path(sys.executable).with_name("memlane")
    params = StdioServerParameters(
        command=str(memlane), args=["--data-dir", str(tmp_path / "data"), "--profile", "desk", "mcp"],
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    async with mcp.Client(params, read_timeout_seconds=120) as client:
        stored = await client.call_tool("remember", {"content": "The spare key is under the blue flowerpot.", "speaker": "Kim"})
        assert stored.structured_content["status"] == "complete", stored
        found = await client.call_tool("recall", {"query": "Where is the spare key?"})
        assert "flowerpot" in found.structured_content["items"][0]["fact"]["text"]
    with Memory(tmp_path / "data") as memory:
        assert memory.stats(profile="desk")["memories"] == 1
