"""Whom a "he"/"she" opening a turn means when the turn itself names no one: the person the
session's previous turns spoke of. Group chat tells news of someone over several turns and
speakers ("bumped into Marit outside Boots" / "oh how is she?" / "She's left Bridge Street
though, she's at Harbour View Dental now"); within one turn the frames read the sentences
before (``subjects.previous_subject``).

Read conservatively: at most ``SESSION_TURNS`` turns back; never someone who speaks in them;
a turn that speaks of someone's relative ("how's your mum?") or of two people stops the search."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from .dictionary import is_common_word
from .entities import entity_key
from .kin import KIN
from .subjects import APOS, MET, OPENER, is_name, previous_subject, sentences_of

SESSION_TURNS = 3  # previous turns of the session read (storage/frames.turns_before)

# "how is Bertil?", "what about Ysolde", "anyone heard from Kit lately?": asked after by name
_ASKED_AFTER = re.compile(
    rf"\b(?i:how(?:{APOS}s| is| are| was)|what about|any news (?:of|from|about|on)|heard (?:from|about)|news (?:of|about|on))\s+(?P<name>[A-Z][\w-]+)\b(?!{APOS})"
)
_OPENS_WITH = re.compile(rf"^(?P<name>[A-Z][\w-]+){APOS}s\s")  # "Bertil's on Vodafone", "Marit's dentist"
_OWNER = re.compile(rf"\b([A-Z][\w-]+){APOS}s\b")
_INNER_NAME = re.compile(r"(?<=\s)([A-Z][a-z][\w-]*)\b(?!['\u2019])")
_RELATIVE = re.compile(rf"\b(?i:my|your|our|his|her|their) (?i:{KIN})s?\b")
_FIRST_PERSON_SAID = re.compile(rf"\b(?i:I|I{APOS}(?:m|ve|d)|my|mine|we|our)\b")  # "My plot is 12": its speaker's


def _person(name: str | None, speakers: set[str]) -> str | None:
    if not name or " " in name.strip() or not is_name(name) or is_common_word(name) or entity_key(name) in speakers:
        return None
    return name


class SessionReading(NamedTuple):
    person: str | None  # whom the previous turns spoke of
    open: bool  # they spoke of no one else either (no relative, not two people)


def session_subject(before: Sequence[tuple[str | None, str]], speaker: str | None) -> SessionReading:
    """The person the latest of ``before`` ((speaker, text) of the session's previous turns,
    oldest first) names as whom it speaks of."""
    speakers = {entity_key(s) for s, _ in before if s} | ({entity_key(speaker)} if speaker else set())
    for _, turn in reversed(before[-SESSION_TURNS:]):
        found: set[str] = set()
        for sentence in sentences_of(turn):
            bare = OPENER.sub("", sentence)
            opens = _OPENS_WITH.match(bare)
            names = [previous_subject(sentence), opens and opens["name"], (m := MET.match(bare)) and m["name"], (a := _ASKED_AFTER.search(bare)) and a["name"]]
            names += _OWNER.findall(bare)  # "has anyone got Casimir's new number"
            if bare.rstrip().endswith("?"):
                names += _INNER_NAME.findall(bare)  # "which vet is Tamsyn with?"
            for name in names:
                if person := _person(name, speakers):
                    found.add(person)
        if len({entity_key(f) for f in found}) > 1:
            return SessionReading(None, False)  # two people spoken of: "she" could be either
        if found:
            return SessionReading(found.pop(), False)
        if _RELATIVE.search(turn):
            return SessionReading(None, False)
    return SessionReading(None, True)


def corrected_subject(before: Sequence[tuple[str | None, str]], old: str) -> str | None:
    """Whom a reply that only gives the right value ("Spanish, not Portuguese") corrects: the
    person the latest of the session's previous turns naming ``old`` said it of, by name or, in
    the first person, its speaker ("My plot is 12 at Hagg Lane", then "Plot 21 not 12")."""
    said = re.compile(rf"(?<![\w-]){re.escape(old)}(?![\w-])", re.I)
    for who, turn in reversed(before[-SESSION_TURNS:]):
        for sentence in reversed(sentences_of(turn)):
            if not said.search(sentence):
                continue
            bare = OPENER.sub("", sentence)
            opens = _OPENS_WITH.match(bare)
            if name := _person(previous_subject(sentence) or (opens and opens["name"]), set()):
                return name
            return who if who and _FIRST_PERSON_SAID.search(bare) else None
    return None
