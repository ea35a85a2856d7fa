"""Post-fusion adjustments, each a multiplier on a fused score, applied before re-sorting:
bi-temporal demotion (superseded, outside validity), questions (they assert nothing),
lifecycle weight and Ebbinghaus retention (recency)."""

from __future__ import annotations

import math

from ..config import RecallConfig
from ..ingest.cues import RHETORICAL_TAIL
from ..results import Fact

DAY = 86_400.0
BASE_STRENGTH_DAYS = 30.0


def superseded_demotion(config: RecallConfig, inferred: bool) -> float:
    """The multiplier of a superseded fact: an inferred supersession is evidence, an explicit
    correction or update is the user's word."""
    return config.inferred_superseded_factor if inferred else config.superseded_factor


def temporal_factor(
    fact: Fact, *, now: float, valid_at: float, config: RecallConfig, inferred: bool = False
) -> tuple[float, str | None]:
    """(multiplier, reason). Superseded at or before ``now`` (system time) → 0.25 after an
    explicit correction or update, 0.75 when store-time detection inferred it (``inferred``);
    event validity excluding ``valid_at`` → 0.5."""
    factor, reason = 1.0, None
    if fact.expired_at is not None and fact.expired_at.timestamp() <= now:
        factor, reason = factor * superseded_demotion(config, inferred), "superseded"
    if (fact.valid_from is not None and fact.valid_from.timestamp() > valid_at) or (
        fact.valid_until is not None and fact.valid_until.timestamp() < valid_at
    ):
        factor, reason = factor * config.invalid_factor, (reason + "+" if reason else "") + "not valid then"
    return factor, reason


def is_question(text: str) -> bool:
    """A fact is one sentence, so a question mark at its end makes the whole fact a question
    (not an exclamation put as one: "..., can you believe it?")."""
    return text.rstrip().endswith("?") and not RHETORICAL_TAIL.search(text)


def retention(last_active: float, access_count: int, *, now: float) -> float:
    """Ebbinghaus R = exp(−t/S): t days since last use, strength S grows with each access."""
    days = max(0.0, now - last_active) / DAY
    strength = BASE_STRENGTH_DAYS * (1.0 + access_count)
    return math.exp(-days / strength)


def lifecycle_factor(weight: float, config: RecallConfig) -> float:
    return 1.0 - config.lifecycle_influence + config.lifecycle_influence * weight
