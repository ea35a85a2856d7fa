"""Chat typed in lower case.

The words that are someone or something known (linked to the fact) read as the names and values
they are ("hes on giffgaff now", "dagnys on earlies", "kenji transferred to Hillcrest Academy");
never a word English spells in lower case ("rose to the top"): ``capitalised_known``,
``known_in_lower_case``.

A message typed wholly in lower case also has the names nobody has linked yet given their
capitals (``truecased``): "i bank w natwest" -> "i bank w Natwest", "thursdays not wednesdays"
-> "Thursdays not Wednesdays", "its gethin, rhis husband" -> "its Gethin, Rhi's husband".
The frames and the entity links read a capital as "a name or a value"; a phone-typed message
has none, so without this "monzo" and "natwest" are no values and "sophie" is no one. A word is
read as a name only when neither word list spells it, nor any of its inflections, in lower
case (ingest/dictionary.py), it is no chat shorthand, no day or month, and it has a vowel:
typos and shorthand the list misses become names too, which costs little (a name only counts
where a frame of the same relation names another). Names that are also words ("tom", "raj",
"three") stay as typed. A message with any capitalised word, even at a sentence start, is left
as typed: its writer uses capitals, so a lower-case word is no name."""

from __future__ import annotations

import re

from .dictionary import is_common_word, spelled_in_lower_case, with_apostrophes
from .entities import possessive_owner
from .kin import KIN
from .subjects import FUNCTION_WORDS, OPENER
from .tense import IRREGULAR_PAST

_LOWER_WORD = re.compile(r"(?<![\w'\u2019@.])[a-z][a-z-]+(?![\w'\u2019@]|\.\w)")


def known_opening(text: str, known: frozenset[str] | None) -> re.Match[str] | None:
    """The lower-case word ``text`` opens with, if it is someone known (linked to the fact)."""
    first = re.match(r"[a-z][\w-]+(?![.@]\w)", text)  # not the start of an address: "dalva.sousa@gmail.com"
    if not known or first is None or first[0] not in known or first[0] in FUNCTION_WORDS:
        return None
    return first


def capitalised_known(said: str, known: frozenset[str] | None) -> str:
    """Lower-case chat with the words that are someone or something known (linked to the fact)
    capitalised, as names and values: "hes on giffgaff now" -> "... Giffgaff ...", and a name
    with its possessive typed without the apostrophe as one: "dagnys on earlies" -> "Dagny's on
    earlies". Not a word English spells in lower case."""
    if not known:
        return said

    def named(m: re.Match[str]) -> str:
        word = m[0]
        # (the possessive first: "dagnys" may itself have been linked to Dagny)
        if (owner := possessive_owner(word)) in known and owner not in FUNCTION_WORDS:
            return f"{owner.capitalize()}'s"
        if word in known and not is_common_word(word) and word not in FUNCTION_WORDS:
            return word.capitalize()
        return word

    for key in sorted((k for k in known if " " in k and k.replace(" ", "").isalpha()), key=len, reverse=True):
        said = re.sub(rf"(?<![\w'-]){re.escape(key)}(?![\w-])", lambda m: m[0].title(), said)  # "ovrin energy"
    return _LOWER_WORD.sub(named, said)


def known_in_lower_case(clause: str, known: frozenset[str] | None) -> str:
    """A clause that opens with someone known in lower case ("kenji transferred to Hillcrest
    Academy", after "update for the grandparents chat:") names them as a capital would; not a
    word English spells in lower case ("rose to the top")."""
    opener = OPENER.match(clause)  # "btw kyzer been going to tony at clipperz"
    start = opener.end() if opener else 0
    if (first := known_opening(clause[start:], known)) is None or is_common_word(first[0]):
        return clause
    return clause[:start] + first[0].capitalize() + clause[start + first.end() :]

# chat shorthand, interjections and words for relatives typed in lower case that the word lists do not spell
_CHAT = frozenset(
    [
        "lol", "lmao", "omg", "tbh", "tbf", "btw", "ngl", "fr", "im", "ok", "okay", "haha", "hahaha", "tho", "thru",
        "rn", "bc", "cos", "coz", "cuz", "gf", "bf", "bro", "bros", "sis", "pls", "plz", "thx", "sry", "obvs", "smth",
        "idk", "nvm", "yrs", "yr", "wk", "wks", "hr", "hrs", "mins", "min", "pm", "am", "eps", "ppl", "fyi", "vs", "eek",
        "hiya", "nah", "kinda", "gonna", "wanna", "gotta", "fave", "fav", "uni", "ish", "imo", "irl", "asap", "dm",
        "dms", "ugh", "yay", "meh", "omw", "brb", "ikr", "wtf", "af", "innit", "ur", "abt", "bday", "xmas", "hun",
        "babe", "ta", "aye", "hmm", "mum", "mums", "nan", "nans", "dad", "dads", "missus", "hubby", "wifey", "telly",
        "gp", "dr", "appt", "appts", "app", "apps", "tv", "vet", "vets", "doc", "docs", "ex", "bestie", "lads", "lad",
        "mate", "mates", "grandad", "gran", "grandma", "grandpa", "mam", "mom", "moms", "yeah", "yep", "yup", "nope",
        "hey", "hi", "heya", "ooh", "ahh", "aww", "tmrw", "tmr", "jk", "np", "ty", "lil", "bff", "fb", "insta", "wifi",
        "airpod", "airpods", "ps", "mr", "mrs", "ms", "dept", "quid", "has", "anymore", "couldve", "wouldve", "shouldve",
        "theyd", "youd", "hed", "shed", "ill", "wed", "argh", "aargh", "urgh", "oof", "ooft", "phew", "yikes", "gah",
        "pfft", "welp", "jeez", "geez", "omfg", "hehe", "heh", "lmfao", "rofl", "smh", "fml", "ffs", "idc", "hbu", "wbu",
        "nbd", "tmi", "imho", "afaik", "iirc", "okie", "kk", "yah", "yea", "yeh", "naw", "soz", "cya", "woah", "whoa",
        "ew", "eww", "wow", "oops", "whoops", "ah", "oh", "uh", "um", "erm"
    ]
)
_TIME_WORDS = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "christmas", "easter"]
)
# days and months English capitalises (not "may", "march", "sat", "sun": other words too)
_CALENDAR = re.compile(
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|april|june|july|august|september|october|"
    r"november|december|christmas|easter"
)
_KIN = re.compile(rf"\s+{KIN}s?\b")
_KIN_WORD = re.compile(rf"{KIN}s?")
_CAPITALISED = re.compile(r"\b[A-Z][a-z]")
_TYPED_WORD = re.compile(r"(?<![\w'\u2019@./#-])[a-z][a-z'\u2019-]*[a-z](?![\w@]|\.\w|['\u2019]\w)")
_VOWEL = re.compile(r"[aeiouy]")
_DRAWN_OUT = re.compile(r"(\w)\1\1")  # "sooo", "yesss", "omggg": chat, not a name


def _inflected_common(word: str) -> bool:
    """``word`` is a form of an English word: "hurts", "hoovered", "re-watching", "cancelled"."""
    if "-" in word:
        return all(_inflected_common(part) or len(part) < 3 for part in word.split("-"))
    stems = {word}
    for suffix, again in (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"), ("er", ""), ("ers", ""), ("ly", ""), ("est", "")):
        if word.endswith(suffix):
            stem = word[: -len(suffix)] + again
            stems.add(stem)
            if len(stem) > 3 and stem[-1] == stem[-2]:
                stems.add(stem[:-1])  # "swapped", "binning"
    stems |= {s[2:] for s in stems if s.startswith("re")} | {s[4:] for s in stems if s.startswith("over")} | {s[3:] for s in stems if s.startswith("out")}
    stems |= {s.replace("our", "or") for s in stems if "our" in s} | {s[:-2] + "er" for s in stems if s.endswith("re")}  # "colour", "litre"
    return word in IRREGULAR_PAST or any(len(s) >= 3 and spelled_in_lower_case(s) for s in stems)


def _name_like(word: str) -> bool:
    key = word.casefold()
    if len(key) < 3 or not _VOWEL.search(key) or key in _CHAT or key in _TIME_WORDS or key.removesuffix("s") in _TIME_WORDS or _DRAWN_OUT.search(key):
        return False
    return with_apostrophes(key) == key and not _KIN_WORD.fullmatch(key) and not _inflected_common(key)


def typed_in_lower_case(text: str) -> bool:
    """No word of ``text`` has a capital, not even its start (a later "I" and shouted words aside):
    "I went pescatarian last month" is written with capitals, so "pescatarian" is no name."""
    return re.search(r"[a-z]", text) is not None and _CAPITALISED.search(text) is None and not re.match(r"\W*[A-Z]", text)


def truecased(text: str, lower: bool | None = None) -> str:
    """``text`` with its names capitalised when it is typed wholly in lower case (``lower``:
    whether it was, when decided before other rewriting gave it capitals); as typed otherwise."""
    if not (typed_in_lower_case(text) if lower is None else lower):
        return text

    def named(m: re.Match[str]) -> str:
        word = m[0]
        if "'" in word or "\u2019" in word:
            head, _, tail = word.replace("\u2019", "'").partition("'")
            return head.capitalize() + "'" + tail if tail == "s" and _name_like(head) else word
        if (owner := possessive_owner(word)) and _name_like(owner) and _KIN.match(text, m.end()):
            return f"{owner.capitalize()}'s"  # "rhis husband", "tobins flatmate"
        return word.capitalize() if _name_like(word) or _CALENDAR.fullmatch(word) else word

    return _TYPED_WORD.sub(named, text)
