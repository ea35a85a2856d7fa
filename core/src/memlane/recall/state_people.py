"""Whose statement answers a question about a person (see state.py): their own, not a
relative's ("Dario's brother lives in Valencia" is no answer to where Dario lives), not another
person's; asked about a relative, the relative's, not the person's own. Also the people a
question names."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..geometry.frames import section_from
from ..ingest.dictionary import is_common_word
from .state_fallback import LIFT, names_any, names_as_subject

RELATIVE_FACTOR = 0.75  # a statement of the relation asked about, said of the person's relative


def below_the_persons_own(head, position, unnamed, names) -> None:  # type: ignore[no-untyped-def]
    """Statements about someone else that do not name the person asked about (``unnamed``)
    end below the best one that does: they answer no question about that person."""
    named = [r[0] for r in head if r[1] not in unnamed and names_any(r[2].text, names)]
    if named:
        _capped(head, position, unnamed, max(named))


def demote_relatives(head, position, notes, relatives, vectors, dimension, relevant, subjects, unnamed=frozenset()) -> None:  # type: ignore[no-untyped-def]
    """A statement whose subject is the person's relative ("Dario's brother lives in Valencia",
    "my wife works at ...") ranks below the person's own statements (subject among
    ``subjects``): it answers the question about someone else. So does one of the relation
    asked about, about another person by name (``subjects`` None: whatever else is here), and
    any about another person that does not name the one asked about (``unnamed``).
    ``relevant``: is a statement's section of the relation asked about?"""
    for fid, row in relatives.items():
        if (subjects is not None and row.subject_id not in subjects) or fid not in vectors:
            continue
        section = section_from(row, vectors[fid], dimension)
        # (a relative's, next to the person's own statement, whatever its frame says: "my
        # roommate is a train conductor" is as far from "what is her job" as small talk)
        if subjects is not None or fid in unnamed or relevant(section):
            head[position[fid]][0] *= RELATIVE_FACTOR
            whom = f"their {row.meta['k']}" if row.meta.get("k") else "someone else"
            notes.setdefault(fid, []).append(f"about {whom}, not them")


def below_their_own(head, position, relatives, own, names) -> None:  # type: ignore[no-untyped-def]
    """A statement about the person's relative (``relatives``) ends below the person's own
    best-found statement (one of ``own``), however much more it shares with the question: "my
    mum just switched her bank to Harbourline" is no answer to which bank Destiny is with."""
    found = [head[position[f]][0] for f in own if f in position]
    if found:
        # (not one that also tells of the person: "my niece passed her driving test, and I left
        # my phone in a taxi, so I've got a new number")
        _capped(head, position, [f for f in relatives if not names_as_subject(head[position[f]][2].text, names)], max(found))


def below_the_relatives(head, position, notes, about, rows, kin: str) -> None:  # type: ignore[no-untyped-def]
    """Asked about the person's relative (``kin``; ``rows``: what is said of that relative),
    what the person says of themselves (``about``, no relative named) ends below the best of
    it: "Where does Ottoline's brother climb now?" is not answered by where she climbs."""
    own = [fid for fid, row in about.items() if fid not in rows and row.meta.get("k") is None]
    for fid in _capped(head, position, own, max(head[position[f]][0] for f in rows)):
        notes.setdefault(fid, []).append(f"about them, not their {kin}")


def below_the_standing(head, position, passing, rows, standing) -> None:  # type: ignore[no-untyped-def]
    """Each episode or plan (``passing``) ends below the best standing statement of the relation
    about the same person (``standing``), if there is one."""
    for fid in passing:
        best = [head[position[f]][0] for f in standing if f in position and rows[f].subject_id == rows[fid].subject_id]
        if best:
            _capped(head, position, [fid], max(best))


def _capped(head, position, fids, best: float) -> list[int]:  # type: ignore[no-untyped-def]
    """Put each of ``fids`` at most just below ``best`` (by LIFT); the ones it lowered."""
    ceiling, lowered = best / LIFT, []
    for fid in fids:
        if head[position[fid]][0] > ceiling:
            head[position[fid]][0] = ceiling
            lowered.append(fid)
    return lowered


def persons_asked(names: dict[int, str], question: str) -> frozenset[str]:
    """The names (casefolded) of those the question asks about: not a common word it writes in
    lower case beside a name ("Where does Rhian get her hair done?" asks of Rhian, not of the
    salon called Hair by Sion)."""
    common = {n for n in names.values() if _written_as_a_word(n, question)}
    return frozenset(n.casefold() for n in names.values() if n not in common or len(common) == len(names))


def query_names(aliases: dict[str, tuple[int, str, str]], entity_ids: Sequence[int], question: str = "") -> dict[int, str]:
    """Entity id -> canonical name of the people the question names; no one when all it names
    are common words it writes in lower case: "which dentist do I go to now" asks of no one
    called Dentist, though a sentence once opened with the word ("Dentist reminder pls ...").
    (Beside a name such a word stays, as it was: "what did Ravi bring to the chess club?")"""
    wanted = set(entity_ids)
    names = {eid: canonical for _key, (eid, canonical, _kind) in aliases.items() if eid in wanted}
    common = {eid for eid, name in names.items() if _written_as_a_word(name, question)}
    return {} if names and common == set(names) else names


def _written_as_a_word(name: str, question: str) -> bool:
    """Is ``name`` a common word the question writes in lower case ("which dentist", "her hair")?"""
    return is_common_word(name) and re.search(rf"\b{re.escape(name.casefold())}\b", question) is not None
