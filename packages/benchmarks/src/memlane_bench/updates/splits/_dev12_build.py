"""Shared helpers for the blind dev12 split: a compact scenario builder and a day spreader.

A scenario is written as a list of lines ``(speaker, day, text)``; the line that is scored as
``current`` carries a fourth element ``"C"`` and the one scored as ``other`` a fourth element
``"O"`` (an ``"A"`` marks the first value of an A -> B -> C chain and is not scored)."""

from __future__ import annotations

from collections.abc import Sequence

from ..schema import Scenario, Turn

Line = tuple  # (speaker, day, text) or (speaker, day, text, mark)


def case(key: str, family: str, kind: str, subject: str, question: str, lines: Sequence[Line],
         past: str | None = None) -> Scenario:  # fmt: skip
    """One scenario from marked lines; ids are ``dev12-<key>``."""
    turns: list[Turn] = []
    marks: dict[str, int] = {}
    for index, line in enumerate(lines):
        speaker, day, text = line[0], line[1], line[2]
        if len(line) > 3:
            if line[3] in marks:
                raise ValueError(f"dev12-{key}: mark {line[3]!r} used twice")
            marks[line[3]] = index
        turns.append(Turn(speaker, text, float(day)))
    if "C" not in marks or "O" not in marks:
        raise ValueError(f"dev12-{key}: a line marked 'C' and one marked 'O' are both needed")
    return Scenario(
        id=f"dev12-{key}", family=family, kind=kind, subject=subject, turns=tuple(turns),
        current=marks["C"], other=marks["O"], question=question, past_question=past,
    )  # fmt: skip


def spread(texts: Sequence[str], speakers: Sequence[str], first_day: float, last_day: float) -> list[Line]:
    """Filler lines said in turn by ``speakers``, their days evenly spaced strictly inside the span."""
    count = len(texts)
    step = (last_day - first_day) / (count + 1)
    return [
        (speakers[i % len(speakers)], round(first_day + step * (i + 1), 3), text)
        for i, text in enumerate(texts)
    ]
