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
    # the answer after a colon, or after ", it was" ("You asked which surgery took me, it was Brennock")
    r"(?P<question>[^:;.!?]{0,100}?)\s*(?::|,\s+(?:it|that)(?:['\u2019]s| is| was))\s+(?P<answer>\S.*)$",
    re.I | re.S,
)
# "which club I picked", "where we ended up", "who my new manager is": the clause the answer completes
_WH_CLAUSE = re.compile(
    r"^(?i:\s+(?:the other day|earlier|last time|before|yesterday|about))?\s+(?P<wh>(?i:(?:which|what)(?P<noun>(?: \w+){0,2}?)|where|who))"
    r" (?P<clause>(?:(?i:I|we|he|she|they|(?:my|our|his|her|their) \w+)|[A-Z][\w'-]+)\s+\w.*)$",
)
# "which surgery took me in the end": the noun is the subject the answer names
_WH_SUBJECT = re.compile(r"^\s+(?i:which|what)(?P<noun>(?: \w+){1,2}?) (?P<verb>(?:[a-z]+ed|took|got|won|came|went|gave|made|is|was|has|had)\b.*)$")
# "about my commute": the answer is the value of the thing the question was about
_ABOUT = re.compile(r"^\s+(?:(?i:about|on)\s+)?(?P<owner>(?i:my|our)|[A-Z][\w'-]+['\u2019]s)\s+(?P<thing>[a-z][\w-]*(?: [a-z][\w-]*)?)$")
_IT_WAS = re.compile(r"^(?:it|that)(?:['\u2019]s| is| was)\s+(?=\S)", re.I)
_HAS_SUBJECT = re.compile(r"^(?:I|we|he|she|they|it|that|there|my|our|his|her|their)\b|^[A-Z][\w'-]+\s+(?:[a-z]+s|is|has|was|left|moved|got|'s)\b")


def as_answered(sentence: str) -> str:
    """``sentence`` as the statement it answers with, when it opens by repeating a question the
    assistant asked; as said otherwise."""
    found = _ASKED.match(sentence)
    if found is None:
        return sentence
    answer = _IT_WAS.sub("", found["answer"])  # "who I report to: it's Leela now" answers "Leela now"
    if _HAS_SUBJECT.match(answer):
        return answer  # "...: Dovid left Dunvarra and works at Quillmoor now"
    if clause := _WH_CLAUSE.match(found["question"]):
        # "which pharmacy I'd nominate: Quarley" was decided: "the pharmacy I nominate is Quarley"
        said = re.sub(r"^(I|we)(?:['\u2019]d| would) ", r"\1 ", clause["clause"].strip())
        if clause["noun"] and not re.search(r"\b(?:is|are)$", said):
            said = f"the{clause['noun']} {said} is {answer}"  # "which club I picked: Lornhill" -> "the club I picked is Lornhill"
        elif clause["wh"].casefold() == "where":
            said = f"{said} at {answer}"  # "where we ended up: Brackenholt"
        else:
            said = f"{said} {answer}"  # "who my new manager is: Brisca"
        return said[:1].upper() + said[1:]
    if about := _ABOUT.match(found["question"]):
        return f"{about['owner'][:1].upper()}{about['owner'][1:]} {about['thing']} is {answer}"  # "about my commute: the 74 bus"
    if clause := _WH_SUBJECT.match(found["question"]):
        return f"The{clause['noun']} that {clause['verb'].strip()} is {answer}"  # "... took me: X" -> "The surgery that took me is X"
    return sentence
