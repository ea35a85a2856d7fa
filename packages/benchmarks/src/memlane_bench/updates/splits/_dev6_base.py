"""The record one dev6 case is written in (the split itself is assembled in ``dev6.py``).

A case holds only what never varies with the seed: the two statements, who says them, the
questions, and every person name the statements or questions use. Small talk, the filler cast
and the days are added by ``dev6.scenarios``.
"""

from __future__ import annotations

from typing import NamedTuple


class Case(NamedTuple):
    kind: str  # one of schema.KINDS
    family: str  # free label for the per-family table
    subject: str  # the person the questions are about
    earlier: tuple[str, str]  # (speaker, text) said on day 0
    later: tuple[str, str]  # (speaker, text) said weeks (or months) later
    question: str  # about the present; answered by the standing/newer statement
    past_question: str | None = None  # change kinds only; answered by the older statement
    names: tuple[str, ...] = ()  # other person (or pet) names said, besides subject and speakers

    def people_named(self) -> frozenset[str]:
        """Every name this case uses: subject, both speakers and the extra names (casefolded)."""
        return frozenset(
            n.casefold() for n in (self.subject, self.earlier[0], self.later[0], *self.names)
        )
