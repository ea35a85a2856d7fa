"""Issue 11, items 3 and 7: data of the implicit local owner stays reachable by the profile's
owner once users exist; hand-built privileged actors are refused outside the implicit-owner
installation; private file modes; stats counts only what the caller may read."""

from __future__ import annotations

import os
import stat

import pytest
from memlane import Memory
from memlane.config import MemoryConfig, SpineConfig
from memlane.governance import (
    ANY_PROFILE,
    ActorContext,
    AuthenticationError,
    DeploymentMode,
    Role,
    Transport,
    local_owner,
)

CONFIG = MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0))
TEXTS = [
    "The harbour master repaints the red buoy every spring.",
    "Our cat Pixel sleeps on the warm router all afternoon.",
    "Grandma's apricot jam recipe needs less sugar than most.",
]


def test_data_of_the_implicit_owner_stays_reachable_by_the_profiles_owner(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        written = [mem.remember(t, speaker="Ana") for t in TEXTS]
        mem.admin.create_principal("root", "root-password-1")
        mem.admin.grant("root", ANY_PROFILE, "owner")
        mem.admin.create_principal("mia", "mia-password-1")
        mem.admin.grant("mia", "default", "member")
    with Memory(data, embedder=embedder, config=CONFIG) as mem:  # users are configured now
        root = mem.session(mem.admin.login("root", "root-password-1").token)
        assert root.list(kind="memories").total == 3
        assert root.stats()["memories"] == 3
        assert root.recall("Which buoy is repainted?").items[0].fact.id in written[0].fact_ids
        assert len(root.export()["memories"]) == 3
        assert root.get(written[1].memory_id).content == TEXTS[1]
        root.forget(written[2].memory_id)  # the owner may manage it, too
        assert root.list(kind="memories").total == 2
        mia = mem.session(mem.admin.login("mia", "mia-password-1").token)
        assert mia.list(kind="memories").total == 0 and mia.stats()["memories"] == 0  # not a member's


def _owner(**kw) -> ActorContext:
    return ActorContext("mallory", frozenset({Role.OWNER}), Transport.PYTHON, allowed_profiles=frozenset({ANY_PROFILE}), **kw)


def test_a_hand_built_privileged_actor_is_refused_in_team_mode(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        mem.remember("A private note about the harbour master.")
        mem.admin.create_principal("root", "root-password-1")
        mem.admin.grant("root", ANY_PROFILE, "owner")
        token = mem.admin.login("root", "root-password-1").token
    with pytest.raises(AuthenticationError):
        Memory(data, embedder=embedder, config=CONFIG, mode=DeploymentMode.TEAM, actor=_owner())
    with Memory(data, embedder=embedder, config=CONFIG, mode=DeploymentMode.TEAM) as mem:
        with pytest.raises(AuthenticationError):
            mem.acting_as(_owner()).export()
        with pytest.raises(AuthenticationError):
            mem.acting_as(local_owner())  # no implicit owner in TEAM mode
        with pytest.raises(AuthenticationError):  # a claimed token hash must name a live session
            mem.acting_as(_owner(session_token_hash="0" * 64))
        root = mem.session(token)  # control: authenticated, the same export works
        assert len(root.export()["memories"]) == 1
        assert mem.acting_as(ActorContext("anon", frozenset({Role.ANONYMOUS}), Transport.PYTHON)).actor.principal_id == "anon"
        refusals = [r for r in mem._engine.audit.log.records() if r.operation == "acting_as"]
        assert len(refusals) == 3


def test_hand_built_actors_remain_for_the_implicit_local_owner(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:  # LOCAL, no users
        view = mem.acting_as(_owner())
        assert view.remember("The local owner's own process may act as anyone.").status == "complete"


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_data_directory_and_databases_are_private(tmp_path, embedder):
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        mem.remember("A note that only the owner of the directory may read.")
        files = ["memlane.db", "memlane.db-wal", "memlane.db-shm", "audit.db", "audit.db-wal", "audit.db-shm"]
        assert _mode(data) == 0o700
        for name in files:
            assert _mode(data / name) == 0o600, name
    # A file left readable by an older version is tightened when opened.
    os.chmod(data / "memlane.db", 0o644)
    os.chmod(data / "audit.db", 0o644)
    with Memory(data, embedder=embedder, config=CONFIG):
        assert _mode(data / "memlane.db") == 0o600 and _mode(data / "audit.db") == 0o600


def test_stats_counts_only_what_the_caller_may_read(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, config=CONFIG) as mem:
        mem.remember("The owner's private note about the red buoy.")
        mem.remember("A note for everyone about the harbour.", scope="global")
        mem.admin.create_principal("mia", "mia-password-1")
        mem.admin.grant("mia", "default", "member")
        mia = mem.session(mem.admin.login("mia", "mia-password-1").token)
        mia.remember("Mia's own note about her garden.")
        assert mem.stats()["memories"] == 2  # the owner: its own and the global one
        assert mia.stats()["memories"] == 2  # mia: hers and the global one
        assert mia.stats(profile="default")["memories"] == 2
        assert mia.list(kind="memories").total == mia.stats()["memories"]
