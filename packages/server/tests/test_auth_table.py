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
from memlane_server.dashboard.sessions import COOKIE
from memlane_server.http.app import create_app
from memlane_server.http.guard import operation_of
from server_fixtures import BASE, TEST_CONFIG
from server_principals import bootstrap, expired_login, login
from server_spy import EngineSpy

PUBLIC = {"/openapi.json", "/v1/login", "/healthz", "/readyz", "/login"}
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
    # dashboard forms (the CSRF token is added by the table)
    ("POST", "/p/{profile}/recall"): {"data": {"query": "Where does Ana live?"}},
    ("POST", "/p/{profile}/ops/{operation_id}/resolve"): {"data": {"action": "retry"}},
    ("POST", "/p/{profile}/erase"): {"data": {"kind": "fact", "target": "fact_999999", "confirm": "yes"}},
}
# Routes whose work after the policy check is the daemon's own: listing its backup folder, a
# redirect, the dashboard's empty forms.
NO_ENGINE_WORK = {("GET", "/v1/backups"), ("GET", "/"), ("GET", "/p/{profile}/recall"), ("GET", "/p/{profile}/erase"),
                  ("GET", "/audit"), ("GET", "/backups")}  # fmt: skip
# Another principal's operation is an operator's inspection (ADMIN), not a plain read.
POSITIVE_AS = {("GET", "/operations/{operation_id}/manifest"): "alpha-admin"}
REGISTRY = default_registry(DeploymentMode.LOCAL)
LADDER = [Role.VIEWER, Role.MEMBER, Role.ADMIN, Role.OWNER]
ALPHA = {Role.VIEWER: "alpha-viewer", Role.MEMBER: "alpha-member", Role.ADMIN: "alpha-admin"}
# Well formed but never issued. Compared whole: a real token starts with "mlt_x" one time in 64.
WRONG_TOKEN = "mlt_" + "x" * 43


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
        self.dashboard: dict[tuple[str, str], bool] = {}

    def close(self) -> None:
        self.client.__exit__(None, None, None)
        self.memory.close()

    def routes(self) -> list[tuple[str, str, object]]:
        found: list[tuple[str, str, object]] = []
        for route in self.app.routes:
            path = getattr(route, "path", "")
            if path in PUBLIC or path.startswith("/static"):
                continue
            for method in sorted(getattr(route, "methods", None) or []):
                if method != "HEAD":
                    found.append((method, path, operation_of(route)))
                    self.dashboard[method, path] = "dashboard" in (getattr(route, "tags", None) or [])
        return found

    def cookie(self, token: str | None) -> tuple[str | None, str]:
        """A dashboard session standing for ``token`` (as the login form would create)."""
        if token is None:
            return None, ""
        if token == WRONG_TOKEN:
            return "not-a-session", ""
        cookie, session = self.app.state.services.dashboard.create(token, "table")
        return cookie, session.csrf

    def request(self, method: str, path: str, token: str | None, *, dashboard: bool = False):  # type: ignore[no-untyped-def]
        concrete = path.replace("{profile}", "alpha").replace("{fact_id}", self.ids["fact_id"])
        concrete = concrete.replace("{memory_id}", self.ids["memory_id"]).replace("{operation_id}", self.ids["operation_id"])
        concrete = concrete.replace("{erasure_id}", "op_none").replace("{key}", "k1").replace("{name}", BACKUP)
        sample = dict(SAMPLES.get((method, _local(path)), {}))
        headers = sample.pop("headers", {})
        if dashboard:
            cookie, csrf = self.cookie(token)
            self.client.cookies.clear()
            if cookie:
                self.client.cookies.set(COOKIE, cookie)
            if method == "POST":
                sample["data"] = {**sample.get("data", {}), "csrf": csrf}
        elif token:
            headers = {**headers, "Authorization": f"Bearer {token}"}
        response = self.client.request(method, concrete, headers=headers, follow_redirects=False, **sample)
        self.client.cookies.clear()
        return response


@pytest.fixture(scope="module")
def table(tmp_path_factory, embedder):
    built = Table(tmp_path_factory, embedder)
    yield built
    built.close()


def _refusals(table: Table, operation) -> list[tuple[str, str | None, int]]:  # type: ignore[no-untyped-def]
    rows: list[tuple[str, str | None, int]] = [
        ("no token", None, 401), ("wrong token", WRONG_TOKEN, 401), ("expired token", table.expired, 401),
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
    """A session of the least privileged principal the route admits (a fresh one for the
    routes that end their session)."""
    if (method, _local(path)) in POSITIVE_AS:
        name = POSITIVE_AS[method, _local(path)]
    elif operation is None or operation.reach == "caller":
        name = "alpha-viewer"
    elif operation.reach == "installation":
        name = "root"
    else:
        name = ALPHA.get(REGISTRY.policy_for(operation.kind).min_role, "root")
    return login(table.memory, name) if path.endswith("/logout") else table.tokens[name]


def test_every_route_is_governed_or_public(table):
    for method, path, operation in table.routes():
        assert operation is not None or path in GATED, f"{method} {path} declares no engine operation"


def test_refused_before_any_engine_call(table, monkeypatch):
    spy = EngineSpy()
    spy.install(monkeypatch)
    checked = 0
    for method, path, operation in table.routes():
        for case, token, status in _refusals(table, operation):
            dashboard = table.dashboard[method, path]
            spy.reset()
            response = table.request(method, path, token, dashboard=dashboard)
            where = f"{method} {path} [{case}]"
            assert spy.operations() == [], f"{where}: the engine ran {spy.operations()}"
            if dashboard and status == 401:  # the dashboard sends the browser to its login page
                assert response.status_code == 303 and response.headers["location"] == "/login", where
            elif dashboard:
                assert response.status_code == status and response.headers["content-type"].startswith("text/html"), where
                assert re.search(r"policy denied|profile denied|installation denied", response.text), where
            else:
                assert response.status_code == status, f"{where}: {response.status_code} {response.text[:200]}"
                assert response.headers["content-type"].startswith("application/problem+json"), where
                if status == 403:
                    assert response.json()["code"] in ("policy_denied", "profile_denied", "installation_denied"), where
            checked += 1
    assert checked > 200  # 57 routes today


def test_dashboard_forms_need_the_session_csrf_token(table, monkeypatch):
    spy = EngineSpy()
    spy.install(monkeypatch)
    for method, path, operation in table.routes():
        if method != "POST" or not table.dashboard[method, path]:
            continue
        cookie, _ = table.cookie(_positive_token(table, method, path, operation))
        table.client.cookies.set(COOKIE, cookie or "")
        for forged in ({}, {"csrf": "guessed"}):
            spy.reset()
            response = table.client.post(path.replace("{profile}", "alpha").replace("{operation_id}", "op_x"), data=forged,
                                         follow_redirects=False)  # fmt: skip
            assert response.status_code == 403 and "csrf failed" in response.text, f"POST {path} {forged}"
            assert spy.operations() == [], f"POST {path}: the engine ran {spy.operations()}"
        table.client.cookies.clear()


def test_positive_controls_reach_the_engine(table, monkeypatch):
    spy = EngineSpy()
    spy.install(monkeypatch)
    for method, path, operation in table.routes():
        token = _positive_token(table, method, path, operation)
        spy.reset()
        response = table.request(method, path, token, dashboard=table.dashboard[method, path])
        where = f"{method} {path}"
        assert response.status_code not in (401, 403, 422, 429), f"{where}: {response.status_code} {response.text[:300]}"
        assert response.headers.get("location") != "/login" or path == "/logout", where
        if (method, path) in NO_ENGINE_WORK:
            assert "Memory.authorize" in spy.calls and response.status_code in (200, 303), where
            continue
        assert spy.operations(), f"{where}: answered {response.status_code} without calling the engine"
