"""The part of a query that asks: "Remind me who my dentist is", "I need to fill in the school
form, what is my employer's name?", "Help me write a card for my partner - what's their name
again?". A request wrapped around a question still asks about the present or the past; the
state reading (recall/state.py) looks at the asking clause, not at the task around it."""

from __future__ import annotations

import re

# "with which doctor should I ...", "to whom do I ...": a preposition may lead the question word
_WH_WORD = r"(?:(?:with|to|at|for|from|in|by|on|of) )?(?:who|whom|whose|what|which|where|when|how)\b"
# "Remind me who ...", "Can you tell me where ...", "I forgot what ...": a request to be told
_ASK_LEAD = re.compile(
    r"\b(?:(?:please|kindly|pls)\s+)?(?:(?:can|could|would|will) you\s+(?:please\s+)?)?"
    r"(?:remind me|tell me|let me know|do you (?:know|remember)|i (?:need|want|would like) to know|i['\u2019]d like to know|"
    r"i (?:forgot|forget|can['\u2019]?t remember|don['\u2019]?t remember|can['\u2019]?t recall))"
    rf"(?:\s+again)?[,:]?\s+(?={_WH_WORD}|if\b|whether\b)",
    re.I,
)
_STARTS_ASKING = re.compile(rf"^\s*(?:{_WH_WORD}|(?:does|do|am|is|are|has|have|can|could|should|would|will|shall)\b)", re.I)
# a later clause that asks, after the task it serves: ", what is ...", " - who ...", ". Which ..."
# ("..., do I need to take any medicine?", "..., am I playing in any band?": a yes-no question too)
_LATER_ASKING = re.compile(
    rf"(?:[,;:.!?\u2014\u2013]|\s-)\s*(?:(?:so|and|but|then|now)\s+)?"
    # (not a tag: "Danae doesn't live in Tamsk any more, does she?")
    rf"(?={_WH_WORD}|(?:do|does|am|is|are|can|should|have|has|will)\s+(?:I|you|we|he|she|they|it|there|my|our|his|her|their)\s+\w)",
    re.I,
)


def asked_clause(text: str) -> tuple[str, bool]:
    """(the clause that asks, whether the text is put as a request to be told). The whole text
    when it opens with the question, or no clause of it asks, or it is no question at all ("I
    went to the shop, which was closed.")."""
    stripped, leads = _ASK_LEAD.subn("", text)
    if leads:
        # "remind me if Ana still works there": the rest asks, whatever it opens with
        return _from_later(stripped), True
    return (_from_later(text) if text.rstrip().endswith("?") else text), False


def _from_later(text: str) -> str:
    if _STARTS_ASKING.match(text):
        return text
    m = _LATER_ASKING.search(text)
    return text[m.end() :] if m else text


__all__ = ["asked_clause"]
