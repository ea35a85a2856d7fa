"""English words, to tell a capitalised common word from a name where capitals say little: a
clause that opens with one is about no one of that name ("Pottery class every Thursday",
"Senior associate no more": ingest/subjects.py), and a common word in capitals is shouting,
not a name ("Jonno FINALLY moved out", "MADE PARTNER!!!").

The list is Webster's Second International (public domain; the ``english-words`` package). It
spells proper nouns with a capital ("Grace", "Mark", "Oxford"), so a word it lists only in lower
case is a common word. Given names it lists only in lower case ("Rose", "Ruby", "Hope") stay
names: at a sentence start such a word is more often the person than the flower. Entity
extraction still keeps a sentence-initial common noun as a mention: it links the facts that
name the same thing, and LoCoMo lost 0.6 pp all@10 without those links. Loaded once, on first
use (about 0.15 s)."""

from __future__ import annotations

import re
from functools import cache

from english_words import get_english_words_set

# Given names that are also common words and that the list spells in lower case only.
_GIVEN_NAMES = frozenset(
    ["rose", "amber", "hope", "faith", "summer", "lily", "daisy", "ruby", "pearl", "iris", "violet", "ivy", "jade", "crystal", "joy", "sky", "autumn", "river", "chase", "melody", "harmony", "destiny", "sunny", "storm", "rain", "poppy", "willow", "fern", "heath", "buck", "prince", "bailey", "cooper", "parker", "reed", "honey", "candy", "hunter", "mason", "carter", "taylor", "miles", "max", "rob", "frank", "sue", "pat", "art", "drew", "guy", "rich", "ray", "don", "gene", "grant", "lance", "eve", "wade", "dean", "rex", "sandy", "robin", "jay", "kit", "penny", "sally", "wren", "heather", "olive", "basil", "clay", "cliff", "glen", "dale", "forrest", "woody", "bud", "duke", "king", "earl", "major", "sterling", "page", "brook", "holly", "hazel", "ginger", "dusty", "rusty", "misty", "star", "bella", "skye", "blaze", "bear", "cash", "colt"]
)
_SHOUTED = re.compile(r"\b[A-Z]{3,}\b")


@cache
def _common_words() -> frozenset[str]:
    cased = get_english_words_set(["web2"], alpha=True)
    proper = {w.casefold() for w in cased if w[:1].isupper()}
    return frozenset(w for w in cased if w[:1].islower() and w not in proper) - _GIVEN_NAMES


@cache
def _lower_case_words() -> frozenset[str]:
    web2 = get_english_words_set(["web2"], alpha=True, lower=False)
    names = {w.casefold() for w in web2 if w[:1].isupper()}
    # GCIDE spells some headwords with a capital ("Proud", "Box"); one Webster's Second spells
    # as a name only ("Karen") stays a name
    gcide = {w.casefold() for w in get_english_words_set(["gcide"], alpha=True, lower=False)}
    return frozenset({w for w in web2 if w[:1].islower()} | (gcide - names))


def spelled_in_lower_case(word: str) -> bool:
    """``word`` is spelled in lower case by either list (Webster's Second or GCIDE), even if it
    is also a name ("tom", "chase"): chat typed in lower case reads it as the word
    (ingest/lower_case.truecased)."""
    return word.casefold() in _lower_case_words()


def is_common_word(word: str) -> bool:
    """``word`` (any case) is an English word the list never spells as a name."""
    return word.casefold() in _common_words()


def unshout(text: str) -> str:
    """Common words in capitals in lower case ("Jonno FINALLY moved out" -> "Jonno finally
    moved out"); an acronym or a name in capitals stays ("HIBS", "NASA"). Same length."""
    return _SHOUTED.sub(lambda m: m[0].lower() if is_common_word(m[0]) else m[0], text)


# Chat typed without apostrophes ("hes on giffgaff now", "she doesnt play"): the contraction
# back, so "he"/"she" open the clause and "n't" negates. Only words that are no other word
# ("ill", "well", "were", "its", "id" are).
_CONTRACTIONS = {
    "hes": "he's", "shes": "she's", "theyre": "they're", "theyve": "they've", "theyll": "they'll", "youre": "you're",
    "youve": "you've", "im": "I'm", "ive": "I've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't",
    "wasnt": "wasn't", "arent": "aren't", "werent": "weren't", "cant": "can't", "havent": "haven't", "hasnt": "hasn't",
    "hadnt": "hadn't", "couldnt": "couldn't", "shouldnt": "shouldn't", "wouldnt": "wouldn't", "thats": "that's", "whats": "what's",
}  # fmt: skip
_BARE_CONTRACTION = re.compile(rf"\b(?i:{'|'.join(_CONTRACTIONS)})\b")


def with_apostrophes(text: str) -> str:
    """``text`` with the contractions chat types without an apostrophe spelled with one."""

    def spelled(m: re.Match[str]) -> str:
        word = _CONTRACTIONS[m[0].casefold()]
        return word[0].upper() + word[1:] if m[0][0].isupper() else word

    return _BARE_CONTRACTION.sub(spelled, text)
