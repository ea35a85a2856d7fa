"""Builders for the ``dev11`` split: scenarios are written as small scripts, one turn a line.

A script line is ``Speaker @day | text``, optionally ending in `` [cur]`` (the statement that
answers the question: the newer one for change kinds, the standing one for must-not kinds) or
`` [oth]`` (the statement it replaces, or the later one that must not replace it). In far-apart
scripts a line ``~ N`` stands for N filler turns, spread in time between its neighbours and
said in turn by the scenario's filler speakers; only the filler depends on the seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..schema import Scenario, Turn
from ._dev11_filler import pick_filler

CUR, OTH = "cur", "oth"
PREFIX = "dev11"


def _parse(script: str) -> list[tuple[str, float, str, str | None] | int]:
    """Script -> turns ``(speaker, day, text, mark)`` and gap sizes (ints)."""
    out: list[tuple[str, float, str, str | None] | int] = []
    for raw in script.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("~"):
            out.append(int(line[1:].strip()))
            continue
        head, text = line.split(" | ", 1)
        speaker, day = head.rsplit(" @", 1)
        mark = None
        for tag in (CUR, OTH):
            if text.endswith(f" [{tag}]"):
                text, mark = text[: -len(tag) - 3], tag
        out.append((speaker.strip(), float(day), text.strip(), mark))
    return out


def _scenario(
    sid: str,
    family: str,
    kind: str,
    subject: str,
    rows: Sequence[tuple[str, float, str, str | None]],
    question: str,
    past: str | None,
) -> Scenario:
    marks: dict[str, int] = {}
    for i, (_speaker, _day, _text, mark) in enumerate(rows):
        if mark is not None:
            if mark in marks:
                raise ValueError(f"{sid}: two [{mark}] turns")
            marks[mark] = i
    if set(marks) != {CUR, OTH}:
        raise ValueError(f"{sid}: needs exactly one [cur] and one [oth] turn")
    turns = tuple(Turn(speaker, text, day) for speaker, day, text, _mark in rows)
    return Scenario(
        id=f"{PREFIX}-{sid}",
        family=family,
        kind=kind,
        subject=subject,
        turns=turns,
        current=marks[CUR],
        other=marks[OTH],
        question=question,
        past_question=past,
    )


def make(
    sid: str,
    family: str,
    kind: str,
    subject: str,
    script: str,
    question: str,
    past: str | None = None,
) -> Scenario:
    """A scenario without filler (the same for every seed)."""
    rows = _parse(script)
    if any(isinstance(r, int) for r in rows):
        raise ValueError(f"{sid}: filler gaps only in far-apart scripts")
    return _scenario(sid, family, kind, subject, rows, question, past)  # type: ignore[arg-type]


def make_far(
    seed: int,
    sid: str,
    family: str,
    kind: str,
    subject: str,
    speakers: Sequence[str],
    script: str,
    question: str,
    past: str | None = None,
) -> Scenario:
    """A scenario whose ``~ N`` gaps are filled with distinct filler lines chosen by ``seed``."""
    parsed = _parse(script)
    gaps = [r for r in parsed if isinstance(r, int)]
    rng = random.Random(f"{PREFIX}:{seed}:{sid}")
    said = {r[2] for r in parsed if not isinstance(r, int)}
    filler = iter(pick_filler(rng, sum(gaps), avoid=said))
    rows: list[tuple[str, float, str, str | None]] = []
    k = 0
    for i, item in enumerate(parsed):
        if not isinstance(item, int):
            rows.append(item)
            continue
        start = rows[-1][1]
        end = next(r[1] for r in parsed[i + 1 :] if not isinstance(r, int))
        for j in range(item):
            day = round(start + (end - start) * (j + 1) / (item + 1), 3)
            speaker = speakers[k % len(speakers)] if rng.random() < 0.8 else rng.choice(speakers)
            rows.append((speaker, day, next(filler), None))
            k += 1
    return _scenario(sid, family, kind, subject, rows, question, past)
