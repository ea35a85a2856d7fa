"""Governance and operations over HTTP: items, erasure with its receipt, export, streamed
import, dead letters resolved, backups and restore, history, overview, sessions."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from memlane import Memory
from memlane_server.http.app import create_app
from server_fixtures import BASE, TEST_CONFIG
from server_principals import PASSWORD, bootstrap

P = "/v1/profiles/default"


def _remember(client, text: str, **fields):  # type: ignore[no-untyped-def]
    response = client.post(f"{P}/memories", json={"content": text, **fields})
    assert response.status_code == 201, response.text
    return response.json()


def test_items_round_trip(client):
    put = client.put(f"{P}/items/pref", params={"ns": ["users", "ann"]},
                     json={"value": {"seat": "window"}, "text": "Ann prefers window seats on long flights"})  # fmt: skip
    assert put.status_code == 200 and put.json()["namespace"] == ["users", "ann"]
    assert client.get(f"{P}/items/pref", params={"ns": ["users", "ann"]}).json()["value"] == {"seat": "window"}
    found = client.post(f"{P}/items/search", json={"namespace": ["users"], "query": "seat preference"}).json()
    assert found[0]["key"] == "pref" and found[0]["score"] > 0
    assert client.get(f"{P}/namespaces").json() == [["users", "ann"]]
    listed = client.get(f"{P}/items", params={"ns": ["users"]}).json()
    assert [i["key"] for i in listed] == ["pref"]
    deleted = client.delete(f"{P}/items/pref", params={"ns": ["users", "ann"]}).json()
    assert deleted["count"] == 1 and deleted["all_erased"] is True
    assert client.get(f"{P}/items/pref", params={"ns": ["users", "ann"]}).status_code == 404


def test_erasure_returns_a_verified_receipt_and_the_subject_is_gone(client):
    _remember(client, "Mira Okafor lives in Accra and teaches maths.", speaker="Mira Okafor")
    _remember(client, "Jon likes sailing on Sundays.", speaker="Jon")
    receipt = client.post(f"{P}/erasures", json={"kind": "subject", "target": "Mira Okafor"})
    assert receipt.status_code == 201, receipt.text
    document = receipt.json()
    assert document["all_erased"] is True and document["counts"]["memories"] >= 1
    assert "Mira" not in receipt.text  # the receipt carries a keyed hash of the name, not the name
    again = client.get(f"{P}/erasures/{document['erasure_id']}")
    assert again.status_code == 200 and again.json()["erasure_id"] == document["erasure_id"]
    hits = client.post(f"{P}/recall", json={"query": "Who teaches maths in Accra?"}).json()["items"]
    assert all("Accra" not in item["fact"]["text"] for item in hits)
    export = client.get(f"{P}/export").json()
    assert "Accra" not in json.dumps(export) and "sailing" in json.dumps(export)


def test_streamed_import_reports_progress_then_the_result(client):
    lines = [json.dumps({"content": f"Guest {n} brought a dish number {n} to the potluck.", "speaker": f"G{n}"}) for n in range(5)]
    with client.stream("POST", f"{P}/import", content="\n".join(lines).encode()) as response:
        assert response.status_code == 200 and response.headers["content-type"] == "application/x-ndjson"
        events = [json.loads(line) for line in response.iter_lines() if line]
    stages = {e["stage"] for e in events if "stage" in e}
    assert {"embedding", "writing"} <= stages
    assert events[-1]["result"]["records"] == 5 and events[-1]["result"]["path"] == "upload"
    assert client.get(f"{P}/memories").json()["total"] == 5
    bad = client.post(f"{P}/import", content=b'{"content": "ok"}\n{"content": ')
    assert bad.status_code == 400 and bad.json()["code"] == "import_format"
    assert "upload:2" in bad.json()["detail"] and "/tmp" not in bad.text
    assert client.get(f"{P}/memories").json()["total"] == 5  # all or nothing


def test_dead_letters_are_listed_and_resolved(client, memory):
    memory._engine.faults.arm("apply:graph", times=1)  # the engine's fault-injection point
    memory._engine.faults.arm("redrive:graph")
    degraded = client.post(f"{P}/memories", json={"content": "Dev moved to Oslo with Erik last spring.", "speaker": "Dev"})
    assert degraded.status_code == 202 and degraded.json()["status"] == "degraded"  # stored, an index pending
    op = degraded.json()["operation_id"]
    for _ in range(memory.config.spine.reconcile_max_attempts):
        memory.ops.reconcile()
    [row] = client.get(f"{P}/ops", params={"state": ["dead_lettered"]}).json()
    assert row["operation_id"] == op and row["owner"] == "graph"
    memory._engine.faults.disarm()
    resolved = client.post(f"{P}/ops/{op}/resolve", json={"action": "retry"})
    assert resolved.status_code == 200 and resolved.json()["status"] == "complete"
    assert client.get(f"{P}/ops").json() == []
    assert client.get(f"{P}/operations/{op}/manifest").json()["status"] == "complete"


def test_backup_and_restore(client):
    kept = _remember(client, "The backup keeps this sentence about the lighthouse.")
    backup = client.post("/v1/backups")
    assert backup.status_code == 201, backup.text
    name = backup.json()["name"]
    assert [b["name"] for b in client.get("/v1/backups").json()] == [name]
    later = _remember(client, "This later note about the harbour is not in the backup.")
    restored = client.post(f"/v1/backups/{name}/restore")
    assert restored.status_code == 200, restored.text
    assert client.get(f"{P}/memories/{kept['memory_id']}").status_code == 200
    assert client.get(f"{P}/memories/{later['memory_id']}").status_code == 404
    assert client.post("/v1/backups/..%2Fmemlane.db/restore").status_code == 404
    assert client.get("/v1/audit/verify").json()["ok"] is True


def test_history_overview_and_contradictions(client):
    fact = _remember(client, "Ana lives in Paris near the river.", speaker="Ana")["fact_ids"][0]
    corrected = client.post(f"{P}/facts/{fact}/corrections", json={"text": "Ana lives in Berlin near the park."})
    assert corrected.status_code == 201
    history = client.get(f"{P}/facts/{fact}/history").json()
    assert [f["id"] for f in history["facts"]] == [fact, corrected.json()["id"]]
    assert history["supersessions"] == [{"newer": corrected.json()["id"], "older": fact, "kappa": 1.0}]
    pairs = client.get(f"{P}/contradictions").json()["contradictions"]
    assert [(p["newer"]["id"], p["older"]["id"]) for p in pairs] == [(corrected.json()["id"], fact)]
    overview = client.get(f"{P}/overview").json()
    assert sum(overview["lifecycle"].values()) == 2 and overview["growth"][-1]["memories"] == 1
    patched = client.patch(f"{P}/facts/{fact}", json={"importance": 0.2})
    assert patched.json()["importance"] == 0.2


def test_principals_log_in_and_out(tmp_path, embedder):
    bootstrap(tmp_path / "team", embedder)
    with Memory(tmp_path / "team", embedder=embedder, transport="http") as memory:
        app = create_app(memory, TEST_CONFIG)
        assert not (memory.data_dir / "server.token").exists()  # principals exist: no local token
        with TestClient(app, base_url=BASE) as client:
            wrong = client.post("/v1/login", json={"principal": "alpha-member", "password": "nope", "profile": "alpha"})
            assert wrong.status_code == 401 and wrong.headers["WWW-Authenticate"].startswith("Bearer")
            session = client.post("/v1/login", json={"principal": "alpha-member", "password": PASSWORD, "profile": "alpha"})
            assert session.status_code == 200 and session.json()["profile"] == "alpha"
            auth = {"Authorization": f"Bearer {session.json()['token']}"}
            assert client.get("/v1/profiles", headers=auth).json() == ["alpha"]
            stored = client.post("/v1/profiles/alpha/memories", json={"content": "Members may write.", "scope": "shared"}, headers=auth)
            assert stored.status_code == 201
            assert client.get("/v1/profiles/beta/stats", headers=auth).json()["code"] == "profile_denied"
            assert client.post("/v1/logout", headers=auth).status_code == 204
            assert client.get("/v1/profiles", headers=auth).status_code == 401
