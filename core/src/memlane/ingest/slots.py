"""Relation slots and their values: which attribute of an entity a fact states ("lives_in",
"job", "favorite:color", "preference:sushi") and, where the wording shows it, the value
("berlin", "nurse"). Two facts about the same entity contradict each other only when they fill
the same slot; naming the same value again is a confirmation. Without a slot on both sides the
consistency check stays silent (precision over recall: a false supersession hides a true fact).
"""

from __future__ import annotations

import re
from typing import NamedTuple

_VALUE = r"(?:a |an |the |my |\w+'s )?([\w'-]+(?: [A-Z][\w'-]*)?)"
_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("lives_in", re.compile(r"\b(?:lives?|living|moved|moving|relocated|relocating|settled|resides?|based) (?:in|to|at|over to|back to) " + _VALUE, re.I)),
    ("lives_in", re.compile(r"\b(?:home|hometown) is (?:in |now in )?" + _VALUE, re.I)),
    ("job", re.compile(r"\b(?:works?|working|worked) as " + _VALUE + r"|\b(?:job|career|position|role) as " + _VALUE + r"|\bpromoted to " + _VALUE + r"|\bhired as " + _VALUE + r"|\bbecame " + _VALUE, re.I)),
    ("job", re.compile(r"\b(?:works?|working|worked) (?:at|for) " + _VALUE + r"|\b(?:got|took|started|quit|left|lost) (?:a |the |\w+'s )?(?:new )?(?:job|position)\b", re.I)),
    ("relationship", re.compile(r"\b(married|single|dating|divorced|engaged|broke up|separated|girlfriend|boyfriend|fianc[eé]e?|wife|husband|in a relationship)\b", re.I)),
    ("age", re.compile(r"\b(\d{1,3}) years? old\b|\bturned (\d{1,3})\b", re.I)),
]
_FAVORITE = re.compile(r"\bfavou?rite (\w+)(?: is| are|:)? " + _VALUE, re.I)
_NAME = re.compile(r"\b(\w+)'s name is " + _VALUE + r"|\bname of (?:\w+'s )?(\w+) is " + _VALUE, re.I)
_NEGATED = re.compile(r"\b(?:does not|doesn't|don't|do not|no longer|not|never|stopped|hates?|dislikes?|can't stand|cannot stand)\b", re.I)
_PREFERENCE = re.compile(
    r"\b(?:loves?|likes?|enjoys?|hates?|prefers?|dislikes?|can't stand|cannot stand|is into|is allergic to|"
    r"(?:does not|doesn't|don't|no longer|not) (?:like|love|enjoy|eat|drink))\s+(?:to\s+)?(?:the\s+|a\s+|an\s+)?"
    r"([a-z][a-z'-]*)",
    re.I,
)
_STOP_OBJECTS = frozenset({"it", "that", "this", "them", "you", "him", "her", "everything", "anything", "something"})


class Slot(NamedTuple):
    name: str
    value: str | None  # normalised value, None when the wording does not show it


def _norm(value: str | None) -> str | None:
    return None if not value else value.casefold().strip(" .,!?'")


def slot_of(text: str) -> Slot | None:
    """The first slot the fact fills, with its value where visible; None if no slot."""
    for name, pattern in _RULES:
        if match := pattern.search(text):
            value = next((g for g in match.groups() if g), None)
            return Slot(name, _norm(value))
    if match := _FAVORITE.search(text):
        return Slot(f"favorite:{match[1].lower()}", _norm(match[2]))
    if match := _NAME.search(text):
        return Slot(f"name:{(match[1] or match[3]).lower()}", _norm(match[2] or match[4]))
    if match := _PREFERENCE.search(text):
        obj = match[1].lower()
        if obj not in _STOP_OBJECTS:
            # For a preference the object is the slot and the polarity is the value.
            return Slot(f"preference:{obj.rstrip('s')}", "negative" if _NEGATED.search(text) else "positive")
    return None
