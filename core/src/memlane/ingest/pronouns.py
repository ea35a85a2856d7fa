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
    (re.compile(r"\b(?:myself|meself)\b", re.IGNORECASE), "{s}"),  # "got meself a hatchback"
    (re.compile(rf"\bmine{_APOS}s\b", re.IGNORECASE), "{s}'s is"),  # "mine's a mess": not "{s}'s's"
    (re.compile(r"\b(?:my|mine)\b", re.IGNORECASE), "{s}'s"),
    (re.compile(r"\bme\b", re.IGNORECASE), "{s}"),
]


# Common present-tense verbs after "I": "I work" -> "Caroline works". Past tense and modal
# forms need no change; unknown verbs stay as said (harmless for retrieval).
_VERBS = frozenset(
    ["work", "live", "love", "like", "want", "need", "think", "know", "feel", "go", "play", "enjoy", "hope", "plan", "volunteer", "paint", "run", "read", "write", "teach", "study", "see", "get", "take", "make", "try", "believe", "remember", "miss", "wish", "prefer", "own", "use", "keep", "mean", "agree", "guess", "say", "find", "start", "care", "collect", "cook", "bake", "swim", "hike", "draw", "sing", "dance", "travel", "visit", "attend", "support", "help", "spend", "practice", "struggle", "worry", "dream", "admire", "appreciate",
     "do", "have", "eat", "drive", "rent", "share", "pay", "order", "ride", "speak", "wear", "watch", "listen", "sleep", "cycle", "walk", "report", "train", "belong", "commute", "bank", "shop"]
)
# An adverb may stand between: "I really do", "I still have it", "I never eat meat".
_ADVERBS = ("really", "just", "still", "never", "always", "usually", "also", "often", "actually", "only", "sometimes", "rarely", "mostly", "totally")
# Not after "and"/"or": "Pepper and I go" keeps the plural verb.
_I_VERB = re.compile(r"(?<!\band )(?<!\bor )\bI ((?:(?:" + "|".join(_ADVERBS) + r") )?)(" + "|".join(sorted(_VERBS)) + r")\b")


# After an auxiliary the verb keeps its form: "did I do it", "can I have", "do I need".
_ASKED = re.compile(r"\b(?:do|does|did|can|could|will|would|shall|should|may|might|must)(?:n['\u2019]?t)?\s+$", re.I)


def _third_person(verb: str) -> str:
    if verb == "have":
        return "has"
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


# Chat writes "i" in lower case ("i report to Caspar now", "i'm at the Co-op"); not "i.e.",
# nor the letter ("with an i on the end").
LOWER_I = re.compile(rf"(?<![\w.'\u2019-])(?<!\ban )(?<!\ba )(?<!\bthe )i(?=(?:{_APOS}(?:m|ve|d|ll))?(?![\w.'\u2019-]))")


def _attributed(sentence: str, name: str) -> str:
    sentence = LOWER_I.sub("I", sentence)
    sentence = _I_VERB.sub(lambda m: m[0].replace("I", name, 1) if _ASKED.search(m.string, 0, m.start()) else f"{name} {m[1]}{_third_person(m[2])}", sentence)
    for pattern, template in _RULES:
        replacement = template.format(s=name)
        sentence = pattern.sub(lambda _m, r=replacement: r, sentence)
    return sentence
