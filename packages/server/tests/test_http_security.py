"""The daemon's perimeter: the local token file, Host checks against DNS rebinding, no CORS,
body limits, rate limits, and an access log without content."""

from __future__ import annotations

import json
import logging
import os
import stat

import pytest
from fastapi.testclient import TestClient
from memlane_server.auth.local_token import read_local_token, token_path
from memlane_server.config import ServerConfig
from memlane_server.http.app import create_app
from server_fixtures import BASE

P = "/v1/profiles/default"


def test_local_token_is_private_and_stable(memory, app, local_token):
    path = token_path(memory.data_dir)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert local_token.startswith("mlt_") and len(local_token) > 40
    create_app(memory)  # a second start reuses the token
    assert read_local_token(path) == local_token
    os.chmod(path, 0o644)
    with pytest.raises(Exception, match="0600"):
        create_app(memory)


def test_no_unauthenticated_localhost_access(app):
    with TestClient(app, base_url=BASE) as anonymous:
        assert anonymous.get(f"{P}/stats").status_code == 401
        # what a page on another site could send: a simple form POST without credentials
        form = anonymous.post(f"{P}/memories", data={"content": "x"}, headers={"Origin": "http://evil.example"})
        assert form.status_code == 401
        assert anonymous.get("/healthz").json() == {"status": "ok"}  # content-free


def test_host_header_is_checked_against_dns_rebinding(client):
    assert client.get("/v1/profiles").status_code == 200
    rebound = client.get("/v1/profiles", headers={"Host": "evil.example:8765"})
    assert rebound.status_code == 400
    mcp = client.post("/mcp", headers={"Host": "evil.example"}, json={})
    assert mcp.status_code == 400


def test_no_permissive_cors(client):
    preflight = client.options(f"{P}/memories", headers={
        "Origin": "http://evil.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type"})  # fmt: skip
    assert "access-control-allow-origin" not in {k.lower() for k in preflight.headers}
    simple = client.get("/v1/profiles", headers={"Origin": "http://evil.example"})
    assert "access-control-allow-origin" not in {k.lower() for k in simple.headers}


def test_body_limits(memory, local_token):
    small = ServerConfig(max_body_bytes=2048, max_import_bytes=4096, access_log=False)
    with TestClient(create_app(memory, small), base_url=BASE) as client:
        client.headers["Authorization"] = f"Bearer {local_token}"
        declared = client.post(f"{P}/memories", json={"content": "x" * 5000})
        assert declared.status_code == 413 and declared.json()["code"] == "body_too_large"

        def chunks():  # no Content-Length: counted as it arrives
            for _ in range(10):
                yield b"y" * 1000

        streamed = client.post(f"{P}/import", content=chunks())
        assert streamed.status_code == 413
        assert client.get(f"{P}/memories").status_code == 404  # nothing written: not even the profile


def test_rate_limit_per_principal(memory, local_token):
    limited = ServerConfig(rate_limit="3/minute", access_log=False)
    with TestClient(create_app(memory, limited), base_url=BASE) as client:
        client.headers["Authorization"] = f"Bearer {local_token}"
        assert [client.get("/v1/profiles").status_code for _ in range(3)] == [200, 200, 200]
        refused = client.get("/v1/profiles")
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
        assert refused.json()["code"] == "rate_limited"


def test_failed_authentications_are_limited_per_address(memory, local_token):
    limited = ServerConfig(auth_failure_limit="2/minute", access_log=False)
    with TestClient(create_app(memory, limited), base_url=BASE) as client:
        wrong = {"Authorization": "Bearer mlt_wrong"}
        assert [client.get(f"{P}/stats", headers=wrong).status_code for _ in range(2)] == [401, 401]
        assert client.get(f"{P}/stats", headers=wrong).status_code == 429
        # even the right token waits now: guessing from this address is paused
        assert client.get(f"{P}/stats", headers={"Authorization": f"Bearer {local_token}"}).status_code == 429


def test_access_log_has_no_content(memory, local_token, caplog):
    secret_text, secret_query = "Zanzibar-7731 is my locker code", "locker code Zanzibar"
    with TestClient(create_app(memory, ServerConfig(access_log=True)), base_url=BASE) as client:
        client.headers["Authorization"] = f"Bearer {local_token}"
        with caplog.at_level(logging.INFO, logger="memlane.server.access"):
            client.post(f"{P}/memories", json={"content": secret_text})
            client.post(f"{P}/recall", json={"query": secret_query})
            client.get(f"{P}/items", params={"ns": ["Zanzibar"]})
    lines = [json.loads(r.getMessage()) for r in caplog.records if r.name == "memlane.server.access"]
    assert [line["route"] for line in lines] == [
        "/v1/profiles/{profile}/memories", "/v1/profiles/{profile}/recall", "/v1/profiles/{profile}/items"]  # fmt: skip
    assert lines[0]["status"] == 201 and lines[0]["principal"].startswith("local:") and lines[0]["profile"] == "default"
    assert "Zanzibar" not in caplog.text and local_token not in caplog.text


def test_metrics_need_the_installation_owner(client):
    client.post(f"{P}/memories", json={"content": "Metrics count requests, not content."})
    text = client.get("/metrics").text
    assert 'memlane_http_requests_total{method="POST",route="/v1/profiles/{profile}/memories",status="201"} 1.0' in text
    assert 'memlane_obligations{state="dead_lettered"} 0.0' in text
    assert "memlane_write_queue_depth" in text and "content" not in text.replace("content-free", "")
