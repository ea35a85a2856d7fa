"""Speaker attribution: first-person pronouns rewritten to the speaker's name, so a fact
stands alone ("I moved to Paris" said by Caroline -> "Caroline moved to Paris")."""

from __future__ import annotations

import re

from .addresses import ADDRESS

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
    (re.compile(r"\bam I\b"), "is {s}"),  # "who even am I", "am I right"
    (re.compile(r"\bI\b"), "{s}"),
    (re.compile(r"\bmyself\b", re.IGNORECASE), "{s}"),
    (re.compile(rf"\bmine{_APOS}s\b", re.IGNORECASE), "{s}'s is"),  # "mine's a mess": not "{s}'s's"
    (re.compile(r"\b(?:my|mine)\b", re.IGNORECASE), "{s}'s"),
    (re.compile(r"\bme\b", re.IGNORECASE), "{s}"),
]


# Common present-tense verbs after "I": "I work" -> "Caroline works". Past tense and modal
# forms need no change; unknown verbs stay as said (harmless for retrieval).
_VERBS = frozenset(
    ["work", "live", "love", "like", "want", "need", "think", "know", "feel", "go", "play", "enjoy", "hope", "plan", "volunteer", "paint", "run", "read", "write", "teach", "study", "see", "get", "take", "make", "try", "believe", "remember", "miss", "wish", "prefer", "own", "use", "keep", "mean", "agree", "guess", "say", "find", "start", "care", "collect", "cook", "bake", "swim", "hike", "draw", "sing", "dance", "travel", "visit", "attend", "support", "help", "spend", "practice", "struggle", "worry", "dream", "admire", "appreciate"]
)
# Not after "and"/"or": "Pepper and I go" keeps the plural verb.
_I_VERB = re.compile(r"(?<!\band )(?<!\bor )\bI (" + "|".join(sorted(_VERBS)) + r")\b")


def _third_person(verb: str) -> str:
    if verb == "go":
        return "goes"
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def attribute(sentence: str, speaker: str | None) -> str:
    if not speaker or not speaker.strip():
        return sentence
    name = speaker.strip()
    addresses = ADDRESS.findall(sentence)
    parts = [_attributed(part, name) for part in ADDRESS.split(sentence)]
    return "".join(p + a for p, a in zip(parts, [*addresses, ""], strict=True))


def _attributed(sentence: str, name: str) -> str:
    sentence = _I_VERB.sub(lambda m: f"{name} {_third_person(m[1])}", sentence)
    for pattern, template in _RULES:
        replacement = template.format(s=name)
        sentence = pattern.sub(lambda _m, r=replacement: r, sentence)
    return sentence
