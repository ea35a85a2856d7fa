"""End to end over a real uvicorn server on 127.0.0.1: remember over HTTP, recall over MCP
(streamable HTTP, same bearer token), see it in the dashboard; erase over HTTP, and it is
gone from MCP and from the dashboard."""

from __future__ import annotations

import json
import re

import httpx
import httpx2
import mcp
import pytest
from mcp.client.streamable_http import streamable_http_client
from server_live import LiveServer

P = "/v1/profiles/default"


@pytest.fixture
def live(app):
    with LiveServer(app) as server:
        yield server


def _mcp(live, token: str) -> mcp.Client:  # type: ignore[no-untyped-def]
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=60)
    return mcp.Client(streamable_http_client(f"{live.url}/mcp", http_client=http))


def _dashboard(live, token: str) -> httpx.Client:  # type: ignore[no-untyped-def]
    browser = httpx.Client(base_url=live.url, follow_redirects=True, timeout=60)
    form = browser.get("/login")
    csrf = re.search(r'name="csrf" value="([^"]+)"', form.text).group(1)  # type: ignore[union-attr]
    landed = browser.post("/login", data={"csrf": csrf, "token": token})
    assert landed.status_code == 200 and "Profile" in landed.text
    return browser


async def test_http_mcp_dashboard_and_erasure(live, local_token):
    api = httpx.AsyncClient(base_url=live.url, headers={"Authorization": f"Bearer {local_token}"}, timeout=60)
    stored = await api.post(f"{P}/memories", json={"content": "Priya Natarajan keeps her telescope at the Lakeview observatory.",
                                                   "speaker": "Priya Natarajan", "session_id": "astro"})  # fmt: skip
    assert stored.status_code == 201, stored.text
    memory_id = stored.json()["memory_id"]

    async with _mcp(live, local_token) as client:
        found = await client.call_tool("recall", {"query": "Where does Priya keep her telescope?"})
        assert not found.is_error
        assert "Lakeview" in found.structured_content["items"][0]["fact"]["text"]
        assert found.structured_content["items"][0]["provenance"]["memory_ids"] == [memory_id]

    browser = _dashboard(live, local_token)
    assert "Lakeview observatory" in browser.get("/p/default/memories").text
    assert "Lakeview observatory" in browser.get(f"/p/default/memories/{memory_id}").text

    receipt = await api.post(f"{P}/erasures", json={"kind": "subject", "target": "Priya Natarajan"})
    assert receipt.status_code == 201 and receipt.json()["all_erased"] is True

    async with _mcp(live, local_token) as client:
        after = await client.call_tool("recall", {"query": "Where does Priya keep her telescope?"})
        assert all("Lakeview" not in item["fact"]["text"] for item in after.structured_content["items"])
        missing = await client.call_tool("get", {"id": memory_id})
        assert missing.is_error and "unknown_id" in missing.content[0].text
    assert "Lakeview" not in browser.get("/p/default/memories").text
    assert browser.get(f"/p/default/memories/{memory_id}").status_code == 404
    await api.aclose()


async def test_mcp_over_http_needs_the_bearer_token(live):
    async with httpx.AsyncClient(base_url=live.url) as anonymous:
        call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "stats", "arguments": {}}}
        refused = await anonymous.post("/mcp", json=call, headers={"Accept": "application/json, text/event-stream"})
        assert refused.status_code == 401 and json.loads(refused.text)["code"] == "authentication_failed"
