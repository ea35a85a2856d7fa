"""How a question relates to time (see state.py): about the present, the past, a named time,
or none, read from the clause that asks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..ingest.temporal import TimeRef
from .asked import asked_clause

ASKS_PAST = re.compile(
    r"\b(?:used to|before|previously|formerly|originally|at first|first|earlier|former|prior|back then|"
    r"in the past|ago|previous)\b|(?<!how )\bold\b",
    re.I,
)
_USUAL = re.compile(r"\b(?:usual|usually|normal|normally|regular|regularly|typically|typical|generally|ordinarily|permanent|permanently)\b", re.I)
ASKS_PRESENT = re.compile(r"\b(?:now|currently|current|these days|nowadays|at the moment|right now|today|still|anymore|latest|presently)\b", re.I)
# Present tense of a question about a state: "where does X live", "what is X's job", "is X ...".
_PRESENT_TENSE = re.compile(r"^\s*(?:\w+\s+){0,3}?(?:does|do|am|is|are|has|have)\b", re.I)
# A past form in a question: "when did ...", "what was ...", "had she ...", "where'd he go".
_PAST_FORM = re.compile(r"\b(?:did|didn't|was|wasn't|were|weren't|had|hadn't)\b|\w['\u2019]d\b|\b\w{3,}ed\b", re.I)
# "What's her cat called?", "Where is he based?", "Who's she married to?", "can he be reached":
# a participle after a present "is" (or a modal's "be") describes the present, it tells no past
_PARTICIPLE = re.compile(r"(?:['\u2019]s|\b(?:is|are|am|be))\b(?:(?!\b(?:did|was|were|had)\b)[^?])*?\b\w{3,}ed\b", re.I)
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|afternoon|evening|night"
_DAYPART = re.compile(rf"\b(?:{_DAY})\b", re.I)
_RECURRING = re.compile(rf"\b(?:every|each)\s+(?:\w+\s+)?(?:{_DAY})\b|\b(?:{_DAY})s\b", re.I)
# "Can I catch Shelby at the gym?", "Should I ring Dr Lee?": a modal asks of the present too
# ("whats ngozi's pet?": typed without the apostrophe)
_WH = re.compile(
    r"^\s*(?:(?:with|to|at|for|from|in|by|on|of) (?=wh))?(?:where|what|which|who|whom|whose|how|wheres|whats|whos|hows|does|do|am|is|are|has|have|can|could|should|would|will|shall)\b\s*",
    re.I,
)
# A search put as a noun phrase: "Niamh's GP surgery", "Dermot's doctor", "email for Olamide"
_WHOSE_WHAT = re.compile(r"\W*(?:[A-Z][\w-]+['\u2019]s?|my|(?:[\w-]+ ){1,2}(?:for|of) [A-Z][\w-]+)(?: [\w-]+){0,4}?[\s.!]*")
_NOW_REF = re.compile(r"^(?:today|tonight|now|right now|this (?:morning|afternoon|evening))$", re.I)


@dataclass(frozen=True)
class StateMode:
    kind: str  # "present" | "past" | "as_of" | "none"
    reason: str
    at: float | None = None  # for "as_of": the end of the named period
    # "What's her regular number?", "Who is his usual GP?": what holds apart from a stretch
    # away from it ("on a local SIM for two weeks", "seeing a locum while Dr Mensah is away")
    usual: bool = False


def state_mode(question: str, time_refs: Sequence[TimeRef] = ()) -> StateMode:
    """How the question relates to time: about the present, the past, a named time, or none.
    Read from the clause that asks ("I need it for a form - what is my address?")."""
    text, requested = asked_clause(question.strip())
    if not requested and not text.endswith("?") and not _WH.match(text):
        if _WHOSE_WHAT.fullmatch(text):
            return StateMode("present", "names what of someone's is asked for")
        return StateMode("none", "not a question")
    # "today", "tonight": the time of asking, not a past moment to look back to ("this week" stays a
    # named time: as one it ranks what held by then)
    time_refs = [r for r in time_refs if r.surface in text and not _recurring(text, r) and not _NOW_REF.match(r.surface.strip())]
    if time_refs:
        return StateMode("as_of", f"names a time ({time_refs[0].surface})", time_refs[0].end.timestamp())
    if m := ASKS_PAST.search(text):
        return StateMode("past", f"asks about the past ({m[0]!r})")
    if m := _USUAL.search(text):
        return StateMode("present", f"asks what usually holds ({m[0]!r})", usual=True)
    if m := ASKS_PRESENT.search(text):
        return StateMode("present", f"asks about the present ({m[0]!r})")
    if _PRESENT_TENSE.match(text):
        return StateMode("present", "present tense question")
    if _WH.match(text) and not _PAST_FORM.search(_PARTICIPLE.sub(" ", text)):
        # "What's Ana's number?", "What animal lives with Renata?", "How can I reach Ben?": a
        # question with no past form asks about the present, however it is worded.
        return StateMode("present", "present tense question (no past form)")
    if _WHOSE_WHAT.fullmatch(text.rstrip("? ")):
        return StateMode("present", "names what of someone's is asked for")
    return StateMode("none", "no time cue")


def _recurring(question: str, ref: TimeRef) -> bool:
    """"What does Ana do on Thursday evenings?", "every Monday": a time that recurs is a
    routine asked about, not a moment in the past."""
    return bool(_DAYPART.search(ref.surface) and _RECURRING.search(question))


__all__ = ["ASKS_PAST", "ASKS_PRESENT", "StateMode", "state_mode"]
