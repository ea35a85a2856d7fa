"""Chat typed in lower case: the words that are someone or something known (linked to the fact)
read as the names and values they are ("hes on giffgaff now", "dagnys on earlies", "kenji
transferred to Hillcrest Academy"); never a word English spells in lower case ("rose to the
top")."""

from __future__ import annotations

import re

from .dictionary import is_common_word
from .entities import possessive_owner
from .subjects import FUNCTION_WORDS, OPENER

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
