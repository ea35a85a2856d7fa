"""Issue 11, item 1: a session view re-validates on every call (reads and writes), so logout,
a disabled principal, a revoked membership, TTL expiry and a profile rebind stop the next call
with a typed error; a write queued before the revocation never commits."""

from __future__ import annotations

import time

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.governance import PolicyDeniedError, ProfileAccessDeniedError, SessionExpiredError

PASSWORD = "alice-password-1"


def _config(**spine) -> MemoryConfig:
    return MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0, **spine))


@pytest.fixture
def mem(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, config=_config()) as m:
        m.remember("The owner notes that the lighthouse keeper retired.", scope="global")
        m.admin.create_principal("alice", PASSWORD)
        m.admin.grant("alice", "default", "admin")
        yield m


def _alice(mem):
    token = mem.admin.login("alice", PASSWORD).token
    view = mem.session(token)
    # Positive control: the view reads and writes while its session holds.
    assert view.recall("lighthouse keeper").items
    assert view.remember("Alice notes the lighthouse lamp was replaced.").status == "complete"
    return view, token


def _stored(mem) -> int:
    return mem.stats()["memories"]


CALLS = {
    "remember": lambda v: v.remember("Alice writes after losing her session."),
    "recall": lambda v: v.recall("lighthouse keeper"),
    "list": lambda v: v.list(),
    "get": lambda v: v.get("mem_1"),
    "export": lambda v: v.export(),
    "stats": lambda v: v.stats(),
    "items.put": lambda v: v.items.put(("notes",), "k", {"a": 1}, text="Alice keeps a note."),
    "items.get": lambda v: v.items.get(("notes",), "k"),
    "forget": lambda v: v.forget("mem_1"),
    "erase": lambda v: v.erase("lighthouse"),
    "admin.grant": lambda v: v.admin.grant("alice", "default", "member"),
}


def _revoke(mem, how: str, token: str) -> type[Exception]:
    if how == "logout":
        mem.admin.logout(token)
    elif how == "disable":
        mem.admin.disable("alice")
    elif how == "membership":
        mem.admin.revoke("alice", "default")
        return ProfileAccessDeniedError
    elif how == "rebind":
        mem.admin.rebind_profile("default")
    return SessionExpiredError


@pytest.mark.parametrize("how", ["logout", "disable", "membership", "rebind"])
def test_every_call_through_a_view_fails_after_revocation(mem, how):
    view, token = _alice(mem)
    before = _stored(mem)
    error = _revoke(mem, how, token)
    for name, call in CALLS.items():
        with pytest.raises(error):
            call(view)
        assert _stored(mem) == before, f"{name} wrote through a revoked session"
    denials = [r for r in mem._engine.audit.log.records() if r.decision == "denied" and r.operation == "session"]
    assert denials, "the refusals were not audited"


def test_ttl_expiry_stops_the_view(tmp_path, embedder):
    with Memory(tmp_path / "d", embedder=embedder, config=_config(session_ttl_seconds=1.0)) as mem:
        mem.remember("The owner notes that the lighthouse keeper retired.", scope="global")
        mem.admin.create_principal("alice", PASSWORD)
        mem.admin.grant("alice", "default", "member")
        view = mem.session(mem.admin.login("alice", PASSWORD).token)
        assert view.recall("lighthouse keeper").items  # control
        time.sleep(1.2)
        with pytest.raises(SessionExpiredError):
            view.recall("lighthouse keeper")
        with pytest.raises(SessionExpiredError):
            view.remember("Too late to write this.")
        assert mem.stats()["memories"] == 1


def test_a_demotion_applies_to_the_next_call(mem):
    view, _ = _alice(mem)
    view.erase("lamp")  # admin may erase (control)
    mem.admin.grant("alice", "default", "viewer")
    with pytest.raises(PolicyDeniedError):
        view.remember("A viewer cannot write.")
    assert view.recall("lighthouse keeper").items  # still a valid viewer session


def test_a_write_queued_before_a_logout_never_commits(mem):
    view, token = _alice(mem)
    before = _stored(mem)
    engine = mem._engine
    real_submit = engine.submit

    def logout_first(job, *, deadline):
        # The logout commits between the call's admission and its transaction.
        engine.submit = real_submit
        mem.admin.logout(token)
        return real_submit(job, deadline=deadline)

    engine.submit = logout_first
    with pytest.raises(SessionExpiredError):
        view.remember("Queued before the logout, run after it.")
    assert _stored(mem) == before


def test_checking_is_one_lookup_while_nothing_changes(mem):
    view, _ = _alice(mem)
    guard = view._actor.credential
    first = view.actor
    assert view.actor is first  # cached: the epoch lookup matched, nothing re-derived
    mem.admin.create_principal("bob", "bob-password-1")  # no session is affected
    assert view.actor is first
    mem.admin.grant("bob", "default", "member")  # a membership change re-derives, still valid
    assert view.actor is not first and view.actor.principal_id == "alice"
    assert guard is view.actor.credential
