"""The facade's summaries for operators and service surfaces: authorize (policy without
running anything), a fact's supersession history, a profile's lifecycle and growth, and the
metrics counters."""

from __future__ import annotations

import pytest
from memlane import UnknownIdError
from memlane.governance import PolicyDeniedError, ProfileAccessDeniedError


def test_authorize_evaluates_policy_and_audits_denials(memory):
    memory.admin.create_principal("vera", "pw-vera-123456")
    memory.admin.grant("vera", "default", "viewer")
    viewer = memory.session(memory.admin.login("vera", "pw-vera-123456").token)
    assert viewer.authorize("recall").allowed
    with pytest.raises(PolicyDeniedError):
        viewer.authorize("remember")
    with pytest.raises(ProfileAccessDeniedError):
        viewer.authorize("recall", profile="other")
    # nothing was stored by the check itself
    assert memory.stats()["memories"] == 0


def test_history_follows_corrections_both_ways(memory):
    result = memory.remember("Ana lives in Paris near the river.", speaker="Ana")
    old = result.fact_ids[0]
    new = memory.correct(old, "Ana lives in Berlin near the park.")
    newer = memory.correct(new.id, "Ana lives in Rome near the sea.")
    for start in (old, new.id, newer.id):
        history = memory.history(start)
        assert [f.id for f in history.facts] == [old, new.id, newer.id]
        assert {(s.newer, s.older) for s in history.supersessions} == {(new.id, old), (newer.id, new.id)}
    with pytest.raises(UnknownIdError):
        memory.history("fact_999999")


def test_overview_counts_lifecycle_and_growth(memory, conversation):
    overview = memory.overview()
    assert sum(overview.lifecycle.values()) == memory.stats()["facts"]
    assert overview.lifecycle["active"] == memory.stats()["facts"]
    assert sum(day["memories"] for day in overview.growth) == len(conversation)
    assert sum(day["facts"] for day in overview.growth) == memory.stats()["facts"]
    assert overview.to_dict()["growth"][0]["day"]


def test_counters_are_content_free(memory, conversation):
    counters = memory.ops.counters()
    assert counters["obligations"] == {"pending": 0, "failed": 0, "dead_lettered": 0}
    assert counters["writer"]["stalled"] is False and counters["writer"]["queue_depth"] == 0
