"""Relatives and roles said with "my": the words, and who a relative named once is.

People name a relative once ("my brother Wiremu is a Blues fan", "my manager is Elin") and
then only by the role ("my brother has switched to the Chiefs"). Rewriting makes both
"Aroha's brother ..."; ``named_kin`` finds the naming, and the graph keeps "aroha's brother"
as an alias of Wiremu, so the later statement is linked to him and is his (frame check)."""

from __future__ import annotations

import re

_APOS = "['\u2019]"
KIN = (
    r"(?:brother|sister|mom|mum|mam|mother|dad|father|parents?|son|daughter|kids?|children|husband|wife|boyfriend|girlfriend|"
    r"partner|fianc[eé]e?|cousin|uncle|aunt|niece|nephew|grand(?:ma|mother|pa|father|parents|son|daughter)|nan|nana|nanna|gran|granny|grand?dad|gramps|"
    r"(?:best )?(?:friend|mate|pal|buddy)|bestie|bro|sis|roommate|flatmate|housemate|classmate|teammate|workmate|schoolmate|bandmate|mate|gf|bf|pal|buddy|neighbou?r|cowork(?:er)?|colleague|boss|manager|teacher|doctor|"
    r"landlord|landlady|in-laws|family|sibling|twin|stepdad|stepmom|ex|boy|girl|lad|fella|hubby|missus)"
)
KIN_WORD = re.compile(rf"\b{KIN}\b", re.I)  # a word for a relative, anywhere in a text
# "our boy", "my lad": the son (one relative, one word for it, so both sentences are his);
# "her fella", "his missus": the partner
_KEPT_AS = {"boy": "son", "lad": "son", "girl": "daughter", "fella": "partner", "hubby": "husband", "missus": "wife"}


def kin_word(word: str) -> str:
    """The relative's word as it is kept: "boy" -> "son", others as said."""
    return _KEPT_AS.get(word, word)

# Relatives whose pronoun the word says (for "she says he's left": see pronoun_of).
_SHE = frozenset({"wife", "mum", "mom", "mam", "mother", "sister", "daughter", "girlfriend", "aunt", "niece", "grandma",
                  "grandmother", "nan", "nana", "nanna", "gran", "granny", "landlady", "stepmom", "fiancée", "fiancee"})  # fmt: skip
_HE = frozenset({"husband", "dad", "father", "brother", "son", "boyfriend", "uncle", "nephew", "grandpa", "grandfather",
                 "grandad", "granddad", "gramps", "landlord", "stepdad", "fiancé", "fiance"})  # fmt: skip
# One person each: "my friend", "my colleague", "my neighbour" name one of many, and "my kids"
# or "my family" a group, so none of those is an alias of the last one named.
_ONE_PERSON = _SHE | _HE | frozenset({
    "partner", "cousin", "roommate", "flatmate", "housemate", "boss", "manager", "teacher", "doctor", "twin",
    "best friend",
})  # fmt: skip
# Words for one relative: "my mum Thandiwe" makes "my mother" and "my mom" her too.
_SAME = (
    {"mom", "mum", "mam", "mother"}, {"dad", "father"}, {"grandma", "grandmother", "nan", "nana", "nanna", "gran", "granny"},
    {"grandpa", "grandfather", "grandad", "granddad", "gramps"},
)

# "Mum's moved to Stockport", "told Dad": a parent named by the word alone is the speaker's
# (not "his mum", "Ana's dad", "a mum", "Mummy Chi", "dad jokes")
_BARE_PARENT = re.compile(
    rf"(?<!\bmy )(?<!\bour )(?<!\byour )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!\bthe )(?<!\ba )(?<!{_APOS}s )"
    r"\b(?P<parent>mum|mom|mam|dad|mummy|daddy|nan|nana|nanna|gran|granny|grandad|granddad|grandpa|grandma)\b(?!\s+(?-i:[A-Z])|[\w-]|\s+(?:jokes?|bod|bods|rock)\b)",
    re.I,
)


def parents_as_mine(text: str) -> str:
    """"Mum's sold the house" -> "my mum's sold the house": the speaker's parent."""
    return _BARE_PARENT.sub(lambda m: f"my {m['parent'].casefold()}", text)


def named_kin(text: str, speaker: str | None) -> list[tuple[str, str]]:
    """(relative word, name) of each relative of the speaker that rewritten ``text`` names:
    "Aroha's brother Wiremu", "Sipho's mother, Thandiwe,", "Chiamaka's manager is (called)
    Delroy", "Fenwyn's mum (Danae)". The name is up to three capitalised words ("Sister
    Reyes"): the caller keeps the longest start of it that is a known person."""
    if not speaker or not speaker.strip():
        return []
    owner = re.escape(speaker.strip())
    pattern = rf"\b{owner}{_APOS}s (?P<kin>(?i:{KIN}))(?:,? | is (?:called |named )?| \()(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+){{0,2}})\b"
    return [(m["kin"].casefold(), m["name"]) for m in re.finditer(pattern, text) if m["kin"].casefold() in _ONE_PERSON]


def kin_aliases(speaker: str, kin: str) -> list[str]:
    """The aliases a named relative gets: "Aroha's brother" (and "Sipho's mum" and "Sipho's
    mom" with "Sipho's mother")."""
    words = next((group for group in _SAME if kin in group), {kin})
    return [f"{speaker.strip()}'s {word}" for word in sorted(words)]


def pronoun_of(kin: str) -> str | None:
    """"she" for a wife or a mum, "he" for a husband or a brother; None for a partner or a boss."""
    return "she" if kin in _SHE else "he" if kin in _HE else None
