"""Every governed route × {no token, wrong token, expired token, principal without the
permission, other profile's principal}: refused with 401/403 BEFORE any engine call (the
engine boundary is instrumented), and a positive control per route that does reach the
engine. The table is generated from the app's route list: a route without a declared
operation fails the test, and so does one whose positive control cannot be built."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from memlane import Memory
from memlane.access.gate import default_registry
from memlane.governance import DeploymentMode, Role
from memlane_server.http.app import create_app
from memlane_server.http.guard import operation_of
from server_fixtures import BASE, TEST_CONFIG
from server_principals import bootstrap, expired_login, login
from server_spy import EngineSpy

PUBLIC = {"/openapi.json", "/v1/login", "/healthz", "/readyz"}
GATED = {"/mcp"}  # authenticated at the HTTP gate; authorized per tool (see test_mcp.py)
BACKUP = "memlane-20260101T000000Z-000001.backup"
MCP_STATS = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "stats", "arguments": {}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18"}

# Bodies and query parameters for the positive controls (a route missing here gets 422 and
# its positive control fails, so a new route must be added).
SAMPLES = {
    ("POST", "/memories"): {"json": {"content": "Ana adopted a dog called Rex.", "scope": "shared"}},
    ("POST", "/memories/batch"): {"json": {"records": [{"content": "Ana likes tea.", "scope": "shared"}]}},
    ("POST", "/facts/{fact_id}/corrections"): {"json": {"text": "Ana moved to Porto in 2021."}},
    ("PATCH", "/facts/{fact_id}"): {"json": {"importance": 0.9}},
    ("POST", "/recall"): {"json": {"query": "Where does Ana live?"}},
    ("PUT", "/items/{key}"): {"json": {"value": {"text": "window seat"}, "text": "Ana prefers window seats", "scope": "shared"},
                              "params": {"ns": ["prefs"]}},
    ("GET", "/items/{key}"): {"params": {"ns": ["prefs"]}},
    ("DELETE", "/items/{key}"): {"params": {"ns": ["prefs"]}},
    ("POST", "/items/search"): {"json": {"namespace": ["prefs"], "query": "seat"}},
    ("POST", "/erasures"): {"json": {"kind": "fact", "target": ["fact_999999"]}},
    ("POST", "/import"): {"content": b'{"content": "Cy plays the cello.", "scope": "shared"}\n'},
    ("POST", "/maintenance"): {"json": {"seed": 1, "steps": 2}},
    ("POST", "/ops/{operation_id}/resolve"): {"json": {"action": "retry"}},
    ("POST", "/mcp"): {"json": MCP_STATS, "headers": MCP_HEADERS},
}
# Routes whose work after the policy check is the daemon's own (listing its backup folder).
NO_ENGINE_WORK = {("GET", "/v1/backups")}
# Another principal's operation is an operator's inspection (ADMIN), not a plain read.
POSITIVE_AS = {("GET", "/operations/{operation_id}/manifest"): "alpha-admin"}
REGISTRY = default_registry(DeploymentMode.LOCAL)
LADDER = [Role.VIEWER, Role.MEMBER, Role.ADMIN, Role.OWNER]
ALPHA = {Role.VIEWER: "alpha-viewer", Role.MEMBER: "alpha-member", Role.ADMIN: "alpha-admin"}


class Table:
    def __init__(self, tmp_path_factory, embedder) -> None:  # type: ignore[no-untyped-def]
        data = tmp_path_factory.mktemp("table") / "data"
        self.ids = bootstrap(data, embedder)
        self.memory = Memory(data, embedder=embedder, transport="http")
        self.app = create_app(self.memory, TEST_CONFIG)
        self.client = TestClient(self.app, base_url=BASE).__enter__()
        backups = data / "backups"
        backups.mkdir()
        self.memory.acting_as(self.memory.admin.authenticate(login(self.memory, "root"))).backup(backups / BACKUP)
        self.tokens = {name: login(self.memory, name) for name in ("root", *ALPHA.values(), "beta-admin")}
        self.expired = expired_login(self.memory, "alpha-admin")

    def close(self) -> None:
        self.client.__exit__(None, None, None)
        self.memory.close()

    def routes(self) -> list[tuple[str, str, object]]:
        found = []
        for route in self.app.routes:
            path = getattr(route, "path", "")
            if path in PUBLIC or path.startswith("/static"):
                continue
            for method in sorted(getattr(route, "methods", None) or []):
                if method != "HEAD":
                    found.append((method, path, operation_of(route)))
        return found

    def request(self, method: str, path: str, token: str | None):  # type: ignore[no-untyped-def]
        concrete = path.replace("{profile}", "alpha").replace("{fact_id}", self.ids["fact_id"])
        concrete = concrete.replace("{memory_id}", self.ids["memory_id"]).replace("{operation_id}", self.ids["operation_id"])
        concrete = concrete.replace("{erasure_id}", "op_none").replace("{key}", "k1").replace("{name}", BACKUP)
        sample = dict(SAMPLES.get((method, _local(path)), {}))
        headers = {**sample.pop("headers", {}), **({"Authorization": f"Bearer {token}"} if token else {})}
        return self.client.request(method, concrete, headers=headers, **sample)


@pytest.fixture(scope="module")
def table(tmp_path_factory, embedder):
    built = Table(tmp_path_factory, embedder)
    yield built
    built.close()


def _refusals(table: Table, operation) -> list[tuple[str, str | None, int]]:  # type: ignore[no-untyped-def]
    rows: list[tuple[str, str | None, int]] = [
        ("no token", None, 401), ("wrong token", "mlt_" + "x" * 43, 401), ("expired token", table.expired, 401),
    ]  # fmt: skip
    if operation is None:  # the MCP gate: authorization happens per tool
        return rows
    if operation.reach == "installation":
        rows += [("principal without the permission", table.tokens["alpha-admin"], 403),
                 ("other profile's principal", table.tokens["beta-admin"], 403)]  # fmt: skip
    elif operation.reach == "profile":
        required = REGISTRY.policy_for(operation.kind).min_role
        below = [role for role in LADDER[: LADDER.index(required)] if role in ALPHA]
        if below:
            rows.append(("principal without the permission", table.tokens[ALPHA[below[-1]]], 403))
        rows.append(("other profile's principal", table.tokens["beta-admin"], 403))
    return rows


def _local(path: str) -> str:
    return re.sub(r"^/v1/profiles/\{profile\}", "", path)


def _positive_token(table: Table, method: str, path: str, operation) -> str:  # type: ignore[no-untyped-def]
    """A fresh session of the least privileged principal the route admits."""
    if (method, _local(path)) in POSITIVE_AS:
        return login(table.memory, POSITIVE_AS[method, _local(path)])
    if operation is None or operation.reach == "caller":
        return login(table.memory, "alpha-viewer")
    if operation.reach == "installation":
        return login(table.memory, "root")
    required = REGISTRY.policy_for(operation.kind).min_role
    return login(table.memory, ALPHA.get(required, "root"))


def test_every_route_is_governed_or_public(table):
    for method, path, operation in table.routes():
        assert operation is not None or path in GATED, f"{method} {path} declares no engine operation"


def test_refused_before_any_engine_call(table, monkeypatch):
    spy = EngineSpy()
    spy.install(monkeypatch)
    checked = 0
    for method, path, operation in table.routes():
        for case, token, status in _refusals(table, operation):
            spy.reset()
            response = table.request(method, path, token)
            where = f"{method} {path} [{case}]"
            assert response.status_code == status, f"{where}: {response.status_code} {response.text[:200]}"
            assert response.headers["content-type"].startswith("application/problem+json"), where
            assert spy.operations() == [], f"{where}: the engine ran {spy.operations()}"
            if status == 403:
                assert response.json()["code"] in ("policy_denied", "profile_denied", "installation_denied"), where
            checked += 1
    assert checked > 150


def test_positive_controls_reach_the_engine(table, monkeypatch):
    spy = EngineSpy()
    spy.install(monkeypatch)
    for method, path, operation in table.routes():
        token = _positive_token(table, method, path, operation)
        spy.reset()
        response = table.request(method, path, token)
        where = f"{method} {path}"
        assert response.status_code not in (401, 403, 422, 429), f"{where}: {response.status_code} {response.text[:300]}"
        if (method, path) in NO_ENGINE_WORK:
            assert "Memory.authorize" in spy.calls and response.status_code == 200, where
            continue
        assert spy.operations(), f"{where}: answered {response.status_code} without calling the engine"
