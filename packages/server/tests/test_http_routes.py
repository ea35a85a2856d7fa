"""The HTTP API over the real engine: every resource family answers with its typed model, and
errors are problem+json with the engine's code."""

from __future__ import annotations

P = "/v1/profiles/default"


def test_remember_recall_get_list_forget(client):
    created = client.post(f"{P}/memories", json={"content": "I adopted a cat named Luna yesterday.", "speaker": "Ana",
                                                  "observed_at": "2024-03-02T10:00:00Z", "session_id": "s1"})
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["status"] == "complete" and body["fact_ids"]
    fact_id, memory_id = body["fact_ids"][0], body["memory_id"]

    recalled = client.post(f"{P}/recall", json={"query": "What is the name of Ana's cat?", "limit": 5})
    assert recalled.status_code == 200
    top = recalled.json()["items"][0]
    assert "Luna" in top["fact"]["text"] and top["provenance"]["memory_ids"] == [memory_id]
    assert top["channels"] and recalled.json()["explanation"]

    assert client.get(f"{P}/facts/{fact_id}").json()["id"] == fact_id
    assert client.get(f"{P}/memories/{memory_id}").json()["content"].startswith("I adopted")
    page = client.get(f"{P}/facts", params={"limit": 1}).json()
    assert page["total"] >= 1 and len(page["items"]) == 1

    gone = client.delete(f"{P}/memories/{memory_id}")
    assert gone.status_code == 200 and gone.json()["all_erased"] is True
    missing = client.get(f"{P}/memories/{memory_id}")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
    assert missing.json()["code"] == "unknown_id"


def test_errors_are_problems_with_stable_status(client):
    empty = client.post(f"{P}/memories", json={"content": "   "})
    assert empty.status_code == 400 and empty.json()["code"] == "empty_content"
    bad_id = client.get(f"{P}/facts/mem_1")
    assert bad_id.status_code == 400 and bad_id.json()["code"] == "invalid_id"
    schema = client.post(f"{P}/recall", json={"query": "x", "limit": 0, "secret": "do not echo"})
    assert schema.status_code == 422 and schema.json()["code"] == "invalid_request"
    assert "do not echo" not in schema.text  # inputs are not echoed back
    unknown = client.get(f"{P}/nothing-here")
    assert unknown.status_code == 404 and unknown.json()["code"] == "not_found"
