"""A reply to what the assistant asked: "You asked which club I picked: Lornhill Striders",
"You asked me about Dovid's job: he left Dunvarra and works at Quillmoor now", "To your
question from the other day, where we ended up: Brackenholt".

The opening only repeats the question; the statement is what follows the colon. A bare value
after it completes the question's own clause ("which club I picked" + "Lornhill Striders" ->
"The club I picked is Lornhill Striders"), so the fact reads as said of the speaker, with the
word that names the relation kept."""

from __future__ import annotations

import re

_ASKED = re.compile(
    r"^\W*(?:(?:ok|okay|so|oh|and|right)[,!]?\s+)?"
    r"(?:you (?:asked|wanted to know|were asking)(?: me)?|(?:to|about|re|answering) your question"
    r"(?: (?:from )?(?:the other day|earlier|last time|yesterday|before))?,?)"
    r"(?P<question>[^:;.!?]{0,100}?)\s*:\s+(?P<answer>\S.*)$",
    re.I | re.S,
)
# "which club I picked", "where we ended up", "who my new manager is": the clause the answer completes
_WH_CLAUSE = re.compile(
    r"^(?i:\s+(?:the other day|earlier|last time|before|yesterday|about))?\s+(?P<wh>(?i:(?:which|what)(?P<noun>(?: \w+){0,2}?)|where|who))"
    r" (?P<clause>(?:(?i:I|we|he|she|they|(?:my|our|his|her|their) \w+)|[A-Z][\w'-]+)\s+\w.*)$",
)
_HAS_SUBJECT = re.compile(r"^(?:I|we|he|she|they|my|our|his|her|their)\b|^[A-Z][\w'-]+\s+(?:[a-z]+s|is|has|was|left|moved|got|'s)\b")


def as_answered(sentence: str) -> str:
    """``sentence`` as the statement it answers with, when it opens by repeating a question the
    assistant asked; as said otherwise."""
    found = _ASKED.match(sentence)
    if found is None:
        return sentence
    answer = found["answer"]
    if _HAS_SUBJECT.match(answer):
        return answer  # "...: Dovid left Dunvarra and works at Quillmoor now"
    if clause := _WH_CLAUSE.match(found["question"]):
        said = clause["clause"].strip()
        if clause["noun"] and not re.search(r"\b(?:is|are)$", said):
            said = f"the{clause['noun']} {said} is {answer}"  # "which club I picked: Lornhill" -> "the club I picked is Lornhill"
        elif clause["wh"].casefold() == "where":
            said = f"{said} at {answer}"  # "where we ended up: Brackenholt"
        else:
            said = f"{said} {answer}"  # "who my new manager is: Brisca"
        return said[:1].upper() + said[1:]
    return sentence
