from datetime import UTC, datetime

from memlane import RecallConfig
from memlane.ingest.temporal import find_time_refs
from memlane.recall.adjust import lifecycle_factor, retention, temporal_factor
from memlane.recall.strategy import QueryType, classify, uniform_plan
from memlane.results import Fact

NOW = datetime(2024, 6, 1, tzinfo=UTC)


def test_query_types_follow_the_rules():
    assert classify("When did Caroline go to the support group?").type is QueryType.TEMPORAL
    refs = tuple(find_time_refs("What happened in May 2023?", NOW))
    assert classify("What happened in May 2023?", time_refs=refs).type is QueryType.TEMPORAL
    assert classify("What is Alice doing currently?").type is QueryType.RECENCY
    assert classify("What do Alice and Bob have in common?").type is QueryType.MULTI_HOP
    assert classify("Which city?", entity_count=2).type is QueryType.MULTI_HOP
    assert classify("Would Alice enjoy a cooking class?").type is QueryType.OPEN_DOMAIN
    assert classify("Who is Marguerite?").type is QueryType.ENTITY_CENTRIC
    assert classify("What book did Alice read?").type is QueryType.SINGLE_HOP


def test_plan_explains_itself_and_carries_multipliers():
    plan = classify("When did Bob move?")
    assert plan.reasons == ("asks when",)
    assert plan.multipliers == {}  # neutral by default (measured, see strategy.py)
    custom = {QueryType.TEMPORAL: {"temporal": 1.6}}
    assert classify("When did Bob move?", multipliers=custom).multipliers == {"temporal": 1.6}
    assert uniform_plan().multipliers == {}


def fact(**kw):
    base = dict(
        id="fact_1", profile="p", scope="personal", text="t", verbatim="t", speaker=None, memory_ids=(),
        observed_at=NOW, referenced_start=None, referenced_end=None, valid_from=None, valid_until=None,
        recorded_at=NOW, expired_at=None, importance=0.5,
    )
    base.update(kw)
    return Fact(**base)


def test_temporal_factor_demotes_superseded_and_invalid():
    config = RecallConfig()
    now = NOW.timestamp()
    assert temporal_factor(fact(), now=now, valid_at=now, config=config) == (1.0, None)
    superseded = fact(expired_at=datetime(2024, 5, 1, tzinfo=UTC))
    assert temporal_factor(superseded, now=now, valid_at=now, config=config) == (0.25, "superseded")
    # As of a time before the supersession, the fact was still current.
    assert temporal_factor(superseded, now=datetime(2024, 4, 1, tzinfo=UTC).timestamp(), valid_at=now, config=config)[0] == 1.0
    expired_validity = fact(valid_until=datetime(2024, 1, 1, tzinfo=UTC))
    assert temporal_factor(expired_validity, now=now, valid_at=now, config=config) == (0.5, "not valid then")
    assert temporal_factor(expired_validity, now=now, valid_at=datetime(2023, 6, 1, tzinfo=UTC).timestamp(), config=config)[0] == 1.0


def test_retention_decays_and_access_strengthens():
    now = NOW.timestamp()
    day = 86_400
    assert retention(now, 0, now=now) == 1.0
    assert retention(now - 30 * day, 0, now=now) < retention(now - 1 * day, 0, now=now)
    assert retention(now - 30 * day, 5, now=now) > retention(now - 30 * day, 0, now=now)


def test_lifecycle_factor_bounds():
    config = RecallConfig(lifecycle_influence=0.3)
    assert lifecycle_factor(1.0, config) == 1.0
    assert abs(lifecycle_factor(0.0, config) - 0.7) < 1e-12
