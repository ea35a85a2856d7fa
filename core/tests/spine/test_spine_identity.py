"""Identity in the engine: every call is policy-evaluated (the implicit owner too), denials are
typed and audited, principals/sessions are stored hashed, scopes are enforced inside reads."""

from __future__ import annotations

import pytest
from memlane import Memory
from memlane.errors import UnknownIdError
from memlane.governance import (
    ActorContext,
    AuthenticationError,
    DenyRule,
    DeploymentMode,
    PolicyDeniedError,
    ProfileAccessDeniedError,
    Role,
    ScopeDeniedError,
    Transport,
    local_owner,
)


def _denials(mem):
    return [r for r in mem._engine.audit.log.records() if r.decision == "denied"]


def test_the_implicit_owner_is_evaluated_not_hard_coded(mem):
    assert mem.actor.principal_id == local_owner().principal_id and Role.OWNER in mem.actor.roles
    mem.remember("Before the lockdown this write is allowed.")
    engine = mem._engine
    engine.gate.registry = engine.gate.registry.with_deny(DenyRule(kind="remember", reason="maintenance window"))
    with pytest.raises(PolicyDeniedError, match="maintenance window") as info:
        mem.remember("During the lockdown even the owner is denied.")
    assert info.value.details["check"] == "explicit_deny"
    [denial] = _denials(mem)
    assert denial.operation == "remember" and denial.metadata["policy"]["decided_by"] == "explicit_deny"
    assert mem.list().total == 1  # nothing of the denied write


def test_team_mode_without_a_session_is_anonymous_and_denied(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, mode=DeploymentMode.TEAM) as mem:
        with pytest.raises(PolicyDeniedError) as info:
            mem.remember("Anonymous callers may not write.")
        assert info.value.details["check"] == "authentication"
        with pytest.raises(PolicyDeniedError):
            mem.recall("anything at all")
        assert len(_denials(mem)) == 2


def test_cli_transport_is_recorded(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, transport=Transport.CLI) as mem:
        mem.remember("Written through the command line surface.")
        [record] = [r for r in mem._engine.audit.log.records() if r.operation == "remember"]
        assert record.transport == "cli" and record.metadata["operation_id"].startswith("op_")


def test_principals_sessions_and_hashes(mem):
    mem.admin.create_principal("alice", "correct horse battery")
    mem.admin.grant("alice", "default", "member")
    conn = mem._store.db.conn
    stored = conn.execute("SELECT password_hash FROM principals WHERE id = 'alice'").fetchone()[0]
    assert stored.startswith("$argon2id$") and "correct horse" not in stored
    with pytest.raises(AuthenticationError):
        mem.admin.login("alice", "wrong password")
    with pytest.raises(AuthenticationError):
        mem.admin.login("nobody", "correct horse battery")
    session = mem.admin.login("alice", "correct horse battery")
    assert "token" not in repr(session) and session.token not in repr(session)
    hashes = [r[0] for r in conn.execute("SELECT token_hash FROM sessions")]
    assert session.token not in hashes and len(hashes) == 1
    alice = mem.session(session.token)
    assert alice.actor.principal_id == "alice" and alice.actor.roles == frozenset({Role.MEMBER})
    assert alice.remember("Alice keeps her own notes.").status == "complete"
    with pytest.raises(PolicyDeniedError):
        alice.erase("Alice")  # erase needs ADMIN
    with pytest.raises(PolicyDeniedError):
        alice.ops.list()
    mem.admin.logout(session.token)
    with pytest.raises(AuthenticationError):
        mem.session(session.token)


def test_a_member_cannot_grant_above_itself(mem):
    mem.admin.create_principal("bob", "bob-password-1")
    mem.admin.grant("bob", "default", "admin")
    bob = mem.session(mem.admin.login("bob", "bob-password-1").token)
    bob.admin.create_principal("carol", "carol-password-1")
    bob.admin.grant("carol", "default", "member")  # positive control
    with pytest.raises(PolicyDeniedError):
        bob.admin.grant("carol", "default", "owner")


def _actor(pid: str, role: Role = Role.MEMBER, profiles=("default",), grants=()) -> ActorContext:
    return ActorContext(pid, frozenset({role}), Transport.PYTHON, allowed_profiles=frozenset(profiles), allowed_scopes=frozenset(grants))


def test_personal_scopes_are_enforced_inside_every_read_path(mem):
    ann, ben = mem.acting_as(_actor("ann")), mem.acting_as(_actor("ben"))
    secret = ann.remember("Ann's private diary mentions the Zephyr project.", speaker="Ann")
    assert ann.recall("Zephyr project diary").items  # positive control
    assert ben.recall("Zephyr project diary").items == ()
    with pytest.raises(UnknownIdError):
        ben.get(secret.fact_ids[0])
    with pytest.raises(UnknownIdError):
        ben.get(secret.memory_id)
    assert ben.list().total == 0 and ben.list(kind="memories").total == 0
    assert ann.list().total == 1
    with pytest.raises(UnknownIdError):
        ben.forget(secret.memory_id)
    with pytest.raises(ScopeDeniedError):
        ben.remember("Ben tries to write into Ann's scope.", scope="personal:ann")
    assert any(d.metadata.get("check") == "scope" for d in _denials(mem))


def test_shared_scopes_need_an_explicit_grant(mem):
    from memlane.governance import Scope, ScopeGrant

    team = ScopeGrant("default", Scope.shared("team"), write=True)
    writer = mem.acting_as(_actor("wendy", grants=[team]))
    reader = mem.acting_as(_actor("rex", grants=[ScopeGrant("default", Scope.shared("team"))]))
    outsider = mem.acting_as(_actor("otto"))
    writer.remember("The team offsite is in Lisbon this year.", scope="shared:team")
    assert reader.recall("team offsite Lisbon").items[0].fact.scope_key == "shared:team"
    assert outsider.recall("team offsite Lisbon").items == ()
    with pytest.raises(ScopeDeniedError):
        reader.remember("Readers cannot write the share.", scope="shared:team")
    assert reader.recall("team offsite Lisbon", scopes=["personal"]).items == ()  # narrows, never widens


def test_profiles_outside_the_actor_are_denied(mem):
    mem.remember("A fact in the other profile.", profile="other")
    member = mem.acting_as(_actor("mia"))
    with pytest.raises(ProfileAccessDeniedError):
        member.recall("fact", profile="other")
    assert member.profiles() == []
