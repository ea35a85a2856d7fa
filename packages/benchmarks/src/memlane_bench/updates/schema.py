"""The scenario schema every split module produces (see the package docstring for the contract).

A scenario is a short conversation in which one person's state changes (or must not change),
followed by a question about the present. Turns are identified by their index, so the harness
never has to guess which sentence a phrase belongs to: the engine returns facts, each fact's
provenance names the memory (turn) it came from, and a turn ranks where its best fact ranks.
"""

from __future__ import annotations

from dataclasses import dataclass

# The statement changes: the newer one (`current`) must come first and should supersede `other`.
CHANGE_KINDS = frozenset({"replacement", "retraction", "correction", "third_party", "far_apart"})
# Nothing changes: `other` is a later statement that must NOT supersede `current` (an addition,
# a time-bounded episode, someone else's state, a plan or a restatement).
MUST_NOT_KINDS = frozenset({"addition", "time_bounded", "other_person", "plan", "restatement"})
KINDS = CHANGE_KINDS | MUST_NOT_KINDS
# Kinds whose question both statements answer (a second pet, "I still live in Oslo"): scored
# for false supersedes only, not for which statement comes first.
EITHER_ANSWERS = frozenset({"addition", "restatement"})


class ScenarioError(ValueError):
    """A split produced a scenario that breaks the schema (the benchmark refuses to run it)."""


@dataclass(frozen=True)
class Turn:
    speaker: str  # who says it; first-person statements are about the speaker
    text: str  # what is said, verbatim (one or a few sentences)
    day: float  # days after the scenario's start; sets the observation time (non-decreasing)


@dataclass(frozen=True)
class Scenario:
    """``current``/``other`` are indexes into ``turns``.

    * change kinds: ``current`` is the newer statement (true now), ``other`` the older one it
      replaces (expected: a supersedes edge current -> other, and current ranked above other);
    * must-not kinds: ``current`` is the standing statement (still true), ``other`` the later
      statement that must not supersede it (expected: no edge demoting current, and current
      ranked above other for the question).

    ``question`` asks about the present and is answered by ``current``. ``past_question``
    (optional, change kinds only) asks about the earlier state ("Where did Ana live before?")
    and is answered by ``other``. ``subject`` is the person the question is about."""

    id: str
    family: str  # relation family (residence, job, relationship, possession, ...); reported per family
    kind: str  # one of KINDS
    subject: str
    turns: tuple[Turn, ...]
    current: int
    other: int
    question: str
    past_question: str | None = None

    @property
    def must_not_supersede(self) -> bool:
        return self.kind in MUST_NOT_KINDS

    def people(self) -> frozenset[str]:
        """Every speaker and the subject (the scale run packs scenarios with disjoint people)."""
        return frozenset({self.subject.casefold(), *(t.speaker.casefold() for t in self.turns)})


def validate(scenarios: list[Scenario]) -> list[Scenario]:
    """Refuse a split that breaks the schema, naming the scenario and the problem."""
    if not scenarios:
        raise ScenarioError("the split produced no scenarios")
    seen: set[str] = set()
    for s in scenarios:
        where = f"scenario {s.id!r}"
        if not isinstance(s, Scenario):
            raise ScenarioError(f"{where}: not a Scenario")
        if s.id in seen:
            raise ScenarioError(f"{where}: duplicate id")
        seen.add(s.id)
        if s.kind not in KINDS:
            raise ScenarioError(f"{where}: unknown kind {s.kind!r} (one of {sorted(KINDS)})")
        if not s.turns or not all(isinstance(t, Turn) and t.text.strip() and t.speaker.strip() for t in s.turns):
            raise ScenarioError(f"{where}: every turn needs a speaker and text")
        if any(b.day < a.day for a, b in zip(s.turns, s.turns[1:], strict=False)):
            raise ScenarioError(f"{where}: turn days must not decrease")
        for name, index in (("current", s.current), ("other", s.other)):
            if not 0 <= index < len(s.turns):
                raise ScenarioError(f"{where}: {name}={index} is not a turn index")
        if s.current == s.other:
            raise ScenarioError(f"{where}: current and other are the same turn")
        newer, older = (s.current, s.other) if s.kind in CHANGE_KINDS else (s.other, s.current)
        if s.turns[newer].day < s.turns[older].day or newer < older:
            raise ScenarioError(f"{where}: the later statement must come after the earlier one")
        if not s.question.strip():
            raise ScenarioError(f"{where}: empty question")
        if s.past_question is not None and s.kind not in CHANGE_KINDS:
            raise ScenarioError(f"{where}: past_question only for change kinds")
    return scenarios
