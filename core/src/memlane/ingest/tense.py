"""Is a clause a past event ("I painted the fence on Friday") rather than a standing state ("I
live in Oslo") or a change of state ("I moved to Oslo")? Read off its verbs, without a tagger:
the first verb after the subject in the past tense, and no verb of change anywhere in it."""

from __future__ import annotations

import re

from .cues import WENT_STATE

IRREGULAR_PAST = frozenset(
    ["was", "were", "had", "did", "went", "came", "saw", "ate", "drank", "took", "made", "gave", "told", "said", "thought", "felt", "found", "spent", "built", "caught", "drove", "flew", "kept", "lost", "paid", "sent", "sat", "slept", "spoke", "stood", "swam", "taught", "won", "wore", "broke", "chose", "fell", "forgot", "heard", "held", "hid", "hurt", "knew", "led", "lent", "let", "meant", "rode", "rang", "shook", "shut", "sold", "stole", "threw", "understood", "woke", "met", "ran", "read", "wrote", "sang", "brought", "bought", "fought", "sought", "left", "quit", "got", "began", "become", "became", "grew", "rose"]
)
# Verbs of change: a past clause with one of these reports a new state, not an episode.
_CHANGE_VERBS = re.compile(
    r"\b(?:moved|relocated|switched|quit|left|joined|started|became|got|sold|bought|adopted|married|divorced|broke up|"
    r"split up|changed|traded|replaced|dropped|gave up|gave away|retired|transferred|took up|enrolled|signed up|settled|"
    rf"rehomed|upgraded|converted|turned|{WENT_STATE}|stopped|graduated|hired|promoted|fired|engaged|"
    r"separated|ended|dumped|swapped|lost|passed away|died|signed (?:with|for|to)|re-signed|migrated|consolidated|shifted)\b",
    re.IGNORECASE,
)
_SKIP = frozenset(
    ["just", "also", "finally", "recently", "really", "never", "always", "usually", "often", "still", "already", "actually", "totally", "even", "only", "both", "all", "then", "once", "first", "suddenly", "officially"]
)
_PRESENT = frozenset(["am", "are", "is", "have", "has", "do", "does", "can", "will", "would", "could", "should", "must", "may", "might", "'m", "'re", "'s", "'ve"])
_SUBJECT = frozenset({"they", "their", "someone"})
# A present state anywhere in the clause ("I packed up and I'm renting a cottage now"): not
# only a past event.
_STATE_NOW = re.compile(r"\bthey (?:are|have|live|work|own|drive|run|rent)\b")


def past_event(frame: str) -> bool:
    """``frame``: a clause frame as ingest/frames.py writes it (subject as "they"/"their")."""
    words = frame.split()
    if not words or _STATE_NOW.search(frame):
        return False
    start = 0
    for i, word in enumerate(words):
        if word in _SUBJECT:
            start = i + 1
            if word == "their":  # "their car is ...": skip the noun phrase to its verb
                while start < len(words) and words[start] not in _PRESENT and not past_form(words[start]):
                    start += 1
            break
    for word in words[start : start + 4]:
        if word in _SKIP:
            continue
        if word in _PRESENT:
            return False
        if past_form(word):
            return not _CHANGE_VERBS.search(frame)
        return False
    return False


def past_form(word: str) -> bool:
    return word in IRREGULAR_PAST or (word.endswith("ed") and len(word) > 4 and word not in ("need", "indeed", "speed", "breed"))
