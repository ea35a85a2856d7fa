"""Building blocks for the dev7 case files: a case is written as lines with two marked turns.

``t(speaker, day, text, mark)`` is one turn; ``CUR`` marks the turn that answers the question
(the newer statement for change kinds, the standing one for must-not kinds) and ``OTH`` the other
scored turn. ``fill(...)`` stands for small-talk turns drawn (by seed) from ``_dev7_filler``;
``dev7.scenarios`` expands the fills and turns the marks into turn indexes.
"""

from __future__ import annotations

from dataclasses import dataclass

CUR = "cur"
OTH = "oth"


@dataclass(frozen=True)
class Line:
    speaker: str
    day: float
    text: str
    mark: str | None = None


@dataclass(frozen=True)
class Fill:
    """``n`` filler turns by ``speakers`` (in turn), days spread evenly from ``day`` to ``until``."""

    speakers: tuple[str, ...]
    day: float
    n: int
    until: float | None = None


@dataclass(frozen=True)
class Case:
    id: str
    family: str
    kind: str
    subject: str
    lines: tuple[Line | Fill, ...]
    question: str
    past: str | None = None


def t(speaker: str, day: float, text: str, mark: str | None = None) -> Line:
    return Line(speaker, float(day), text, mark)


def fill(*speakers: str, day: float, n: int = 2, until: float | None = None) -> Fill:
    return Fill(tuple(speakers), float(day), n, None if until is None else float(until))


def case(
    id: str,
    family: str,
    kind: str,
    subject: str,
    *lines: Line | Fill,
    q: str,
    past: str | None = None,
) -> Case:
    return Case(id, family, kind, subject, tuple(lines), q, past)
