"""The text of one clause as the embedder compares it: its subject as "they", named objects
and numbers as "something" (or the shape of an address: "an e-mail address"), time expressions
and discourse fillers dropped; with the values it names (normalised), those it names as left
behind ("from Chicago", "not Boulder", "rehomed the goldfish") and its content words
(ingest/frames.py builds a statement's frame from these)."""

from __future__ import annotations

import re

from .addresses import ADDRESS, SHAPE_WORDS, value_shape
from .cues import (
    DAY_SPAN,
    GIVEN_AFTER,
    GIVEN_BEFORE,
    OLD_VALUE_AFTER,
    OLD_VALUE_BEFORE,
    OLD_VALUE_WORDS,
    SOURCE_FROM,
    without_denied_changes,
)
from .entities import common_sentence_start, entity_key
from .pronouns import LOWER_I
from .subjects import APOS, FUNCTION_WORDS, is_name, opening_name
from .temporal import time_spans

# A name: capitalised words, with a title before ("Dr. Okafor") and particles inside ("Bank of Ireland").
NAMED = re.compile(r"(?<![\w'])(?:(?:Dr|Mr|Mrs|Ms|Mx|St|Mt|Prof|Rev)\.?\s+)?[A-Z][\w'\u2019&-]*(?:\s+(?:of|de|la|van|von|der|the)?\s*[A-Z][\w'\u2019&-]*)*")
# "the 4th" is 4, as "14th" is 14; "£1,150" is 1150 (a comma before three digits groups them)
_NUMBER = re.compile(r"[£$€¥₹]?(?:\+?\d(?:[\d\s().-]|,(?=\d{3}(?!\d))|:(?=\d\d\b))*\d(?:st|nd|rd|th)?|\b\d(?:st|nd|rd|th)?\b)")  # "07:12" is one
_ONWARD = re.compile(r"^\s+(?:to|into|onto)\b", re.I)  # "from Lumisk to Fibrela": left after all
_FILLER = re.compile(
    r"\b(?:big news|good news|great news|guess what|oh|well|honestly|anyway|so|just|finally|now|these days|nowadays|anymore|any more|"
    r"actually|sorry|still|again|also|too|as well|btw|by the way|really|totally|basically|officially|recently|lately|"
    r"currently|at the moment|right now|from now on|ok|okay|yeah|yes|no|haha|lol|hey|hi|wow|oops)\b,?",
    re.I,
)
_PRONOUNS = [
    (re.compile(rf"\bI{APOS}m\b|\bI am\b", re.I), "they are"),
    (re.compile(rf"\bI{APOS}ve\b|\bI have\b", re.I), "they have"),
    (re.compile(rf"\bI{APOS}d\b", re.I), "they would"),
    (re.compile(rf"\bI{APOS}ll\b", re.I), "they will"),
    (re.compile(rf"\b(?:I|we)\b|{LOWER_I.pattern}"), "they"),  # chat's lower-case "i" too (its contractions went above)
    (re.compile(r"\b(?:We)\b"), "they"),
    (re.compile(r"\b(?:my|our|mine|ours)\b", re.I), "their"),
    (re.compile(r"\b(?:me|us|myself|meself|ourselves)\b", re.I), "them"),
    (re.compile(rf"\b(?:he|she){APOS}s\b", re.I), "they are"),
    (re.compile(r"\b(?:he|she)\b", re.I), "they"),
    (re.compile(r"\b(?:his|her)\b", re.I), "their"),
    (re.compile(r"\bhim\b", re.I), "them"),
]


def _next_word(text: str, at: int) -> str:
    words = text[at:].split(maxsplit=1)
    return words[0] if words else ""


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z'-]{2,}", text.casefold()) if w not in FUNCTION_WORDS}


def _dropped_words(text: str) -> set[str]:
    """Content words right after an old-value marker ("rehomed two goldfish" -> goldfish)."""
    out: set[str] = set()
    for match in OLD_VALUE_WORDS.finditer(without_denied_changes(text)):
        out |= _content_words(" ".join(match["what"].split()[:3]))
    return out


def values_and_frame(clause: str, subject: str | None, known: frozenset[str] | None = None) -> tuple[str, frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """(frame text, values, values named as left behind, content words, content words named as
    left behind) of ``clause`` said of ``subject``; ``known``: the entity keys linked to the fact."""
    # A span of days is a value of a schedule ("Tuesday until Friday, not Monday until Thursday"),
    # not a time the statement is dated to.
    days: set[str] = set()
    left_days: set[str] = set()

    def span_of_days(m: re.Match[str]) -> str:
        value = f"{m['a'].casefold().rstrip('s')}-{m['b'].casefold().rstrip('s')}"
        days.add(value)
        if OLD_VALUE_BEFORE.search(clause[: m.start()]):
            left_days.add(value)
        return " something "

    text = DAY_SPAN.sub(span_of_days, clause)
    for start, end in sorted(time_spans(text), reverse=True):
        text = text[:start] + " " + text[end:]
    values: set[str] = {m[0].casefold().rstrip(".") for m in ADDRESS.finditer(text)} | days
    text = ADDRESS.sub(_shape_word, text)  # before the pronouns: "ana@proton.me" keeps its "me"
    for pattern, replacement in _PRONOUNS:
        text = pattern.sub(replacement, text)
    dropped: set[str] = set()
    subject_key = entity_key(subject) if subject else None
    pieces: list[str] = []
    last = 0
    for match in NAMED.finditer(text):
        span = match[0].rstrip("'\u2019s") if match[0].endswith(("'s", "\u2019s")) else match[0]
        key = entity_key(span)
        if key == subject_key or (subject_key and key.split()[0] == subject_key.split()[0]):
            replacement = "they"
        elif not is_name(span.split()[0]) or (match.start() == 0 and ((common_sentence_start(span.split()[0]) and (known is None or key not in known)) or not opening_name(span, _next_word(text, match.end())))):
            continue  # "Honestly the best thing about ...": capitalised for the sentence, no name
        else:
            replacement = "something"
            values.add(key)
            before, after = text[: match.start()], text[match.end() :]
            if _named_as_left(before, after):
                dropped.add(key)
        pieces.append(text[last : match.start()] + replacement)
        last = match.end()
    pieces.append(text[last:])
    text = "".join(pieces)
    left_words = _dropped_words(text)
    for match in _NUMBER.finditer(text):
        values.add(number := re.sub(r"\D", "", match[0]) or match[0].casefold())
        if OLD_VALUE_BEFORE.search(text[: match.start()]):
            dropped.add(number)  # "it's 40 mg, not 20"
    text = _NUMBER.sub(_shape_word, text)
    text = _FILLER.sub(" ", text)
    text = re.sub(r"[^\w'\u2019 -]+", " ", text)
    frame = " ".join(text.split()).casefold()
    return frame, frozenset(values), frozenset(dropped | left_days), frozenset(_content_words(frame)), frozenset(left_words)


def _named_as_left(before: str, after: str) -> bool:
    """The name between ``before`` and ``after`` is a value left behind ("moved from Lisbon",
    "Daniel and I broke up", "gave Mango to her parents"); not a source ("we get our internet
    from Lumisk"), unless it goes on to another ("from Lumisk to Fibrela")."""
    if OLD_VALUE_BEFORE.search(before) and not (SOURCE_FROM.search(before) and not _ONWARD.match(after)):
        return True
    return bool(OLD_VALUE_AFTER.match(after) or (GIVEN_BEFORE.search(before) and GIVEN_AFTER.match(after)))


# "a work phone", "my home address", "her personal email": one of several details of one kind,
# which a detail of another kind leaves standing (a work phone beside the number she always had).
# Not "mobile" or "cell": people say them of their one number.
_SLOT = re.compile(
    r"\b(work|office|business|personal|private|home|landline|school|uni|college)\s+"
    r"(?:phone|number|mobile|cell|line|landline|e-?mail|email address|address|account|inbox)s?\b"
)


def slot_of(frame: str) -> str | None:
    """The kind of contact detail a (case-folded) clause frame is about, if it says one."""
    found = _SLOT.search(frame)
    return found[1] if found else None


def _shape_word(match: re.Match[str]) -> str:
    return SHAPE_WORDS.get(value_shape(match[0].strip()) or "", "something")
