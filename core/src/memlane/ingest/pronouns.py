"""Speaker attribution: first-person pronouns rewritten to the speaker's name, so a fact
stands alone ("I moved to Paris" said by Caroline -> "Caroline moved to Paris")."""

from __future__ import annotations

import re

_APOS = "['\u2019]"
# Order matters: contractions and verb agreement before the bare pronoun.
_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"\bI{_APOS}m\b"), "{s} is"),
    (re.compile(r"\bI am\b"), "{s} is"),
    (re.compile(rf"\bI{_APOS}ve\b"), "{s} has"),
    (re.compile(r"\bI have\b"), "{s} has"),
    (re.compile(rf"\bI{_APOS}ll\b"), "{s} will"),
    (re.compile(rf"\bI{_APOS}d\b"), "{s} would"),
    (re.compile(r"\bI do\b"), "{s} does"),
    (re.compile(r"\bI\b"), "{s}"),
    (re.compile(r"\bmyself\b", re.IGNORECASE), "{s}"),
    (re.compile(r"\b(?:my|mine)\b", re.IGNORECASE), "{s}'s"),
    (re.compile(r"\bme\b", re.IGNORECASE), "{s}"),
]


def attribute(sentence: str, speaker: str | None) -> str:
    if not speaker or not speaker.strip():
        return sentence
    name = speaker.strip()
    for pattern, template in _RULES:
        replacement = template.format(s=name)
        sentence = pattern.sub(lambda _m, r=replacement: r, sentence)
    return sentence
