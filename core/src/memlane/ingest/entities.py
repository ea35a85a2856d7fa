"""Deterministic entity extraction and canonical resolution (no LLM).

Extraction: capitalised spans, quoted titles, and mentions of the profile's known entities
(even lower-cased). Resolution: exact canonical -> alias -> string similarity (rapidfuzz)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from nicknames import NickNamer
from rapidfuzz import fuzz, process

from .dictionary import is_common_word, unshout
from .tense import IRREGULAR_PAST

_STOP = frozenset(
    ["i", "a", "an", "the", "my", "we", "you", "he", "she", "it", "they", "this", "that", "these", "those", "there", "here", "hey", "hi", "hello", "thanks", "thank", "yes", "no", "oh", "wow", "ok", "okay", "so", "but", "and", "or", "what", "when", "where", "why", "how", "who", "whom", "whose", "which", "do", "did", "does", "is", "are", "was", "were", "be", "been", "have", "has", "had", "just", "also", "well", "really", "sure", "great", "cool", "nice", "awesome", "good", "glad", "sorry", "congrats", "congratulations", "me", "mine", "your", "yours", "his", "her", "hers", "its", "our", "ours", "their", "theirs", "let", "lol", "haha", "yeah", "yep", "not", "if", "as", "at", "in", "on", "for", "to", "from", "with", "by", "of", "after", "before", "then", "now", "today", "tonight", "tomorrow", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "can", "could", "would", "should", "will", "shall", "might", "must", "maybe", "please", "anyway", "btw", "omg", "definitely", "absolutely", "totally", "exactly", "actually", "honestly", "hopefully", "thankfully", "luckily", "sounds", "happy", "amazing", "wonderful", "beautiful", "love", "im", "ive", "ill", "id", "dont", "cant", "wont", "isnt", "hmm", "um", "uh", "ah", "aw", "aww", "speaking", "talking", "dr", "mr", "mrs", "ms", "mx", "prof", "one", "some", "any", "every", "all", "both", "each", "many", "most", "much", "more", "few", "other", "another", "such"]
)
_CAPITALISED = re.compile(r"[A-Z][\w'\u2019&-]*(?:[ \t]+(?:(?:of|de|la|van|von|der)[ \t]+)?[A-Z][\w'\u2019&-]*)*")
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]{2,60})[\"\u201d]")
_TITLE = re.compile(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+$")
_PLACE_CUE = re.compile(r"\b(?:in|to|from|at|visit(?:ed|ing)?|near|moved to|live in|lives in)\s+$", re.IGNORECASE)
_ORG_WORDS = re.compile(r"\b(?:Inc|Corp|LLC|Ltd|University|College|School|Company|Club|Bank|Foundation|Institute)\b")
_CONTRACTION = re.compile(r"['\u2019](?:t|ve|re|ll|d|m)$")
_POSSESSIVE = re.compile(r"['\u2019]s$")
_CHAT_WORDS = frozenset(
    ["got", "wanna", "gonna", "gotta", "woah", "whoa", "man", "dude", "things", "stuff", "check", "lost", "dance", "anything", "something", "nothing", "everything", "everyone", "someone", "anyone", "nobody", "guess", "yup", "nah", "hey", "hi", "tell", "thank", "great", "totally", "lots", "life", "work", "family", "kids", "friends", "love", "hope", "next", "last", "let's", "that's", "it's", "what's", "there's", "here's"]
)
_WORD = re.compile(r"[\w'\u2019]+")
# "Made shakshuka for everyone", "Found a tenner": chat drops the "I", and the verb that opens
# the sentence is no name (a few past forms that are also names stay names: Rose, Won, Sang).
_PAST_VERBS = IRREGULAR_PAST - {"rose", "won", "sang", "met", "read", "led", "hid"}
# "Priya's GP", "Ana's Honda": the owner is one mention, what she owns another; a title starts
# another name ("told Imogen Dr Mbeki's retired", once "me" is rewritten to the speaker).
_POSSESSIVE_SPLIT = re.compile(r"(?<=['\u2019]s)[ \t]+|[ \t]+(?=(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?[ \t])")


def entity_key(name: str) -> str:
    return " ".join(name.casefold().replace("\u2019", "'").split())


@dataclass(frozen=True)
class Mention:
    surface: str
    kind: str  # person | place | organization | title | unknown


def _clean_span(span: str) -> str:
    words = span.split()
    while words and words[0].casefold().strip(".'\u2019") in _STOP:
        words.pop(0)
    while words and words[-1].casefold().strip(".'\u2019") in _STOP:
        words.pop()
    span = " ".join(words).rstrip(".-'\u2019")
    if span.endswith(("'s", "\u2019s")):
        span = span[:-2]
    return span


def common_sentence_start(word: str, people: frozenset[str] = frozenset()) -> bool:
    """Capitalisation at a sentence start says little: "Finishing", "Unfortunately", "Got"
    are not names, "Caroline" is. Word shape and a list decide here; a common noun that opens a
    sentence ("Pottery class every Thursday") stays a mention, which links the facts that name
    the same thing (the relation frames take it for no name: ingest/subjects.py)."""
    key = entity_key(_POSSESSIVE.sub("", word))
    if key in people:
        return False
    if key in _STOP or key in _CHAT_WORDS:
        return True
    # a word's shape: "Finishing", "Unfortunately", "Moved" (but "Jared's", "Sterling's": no verb or adverb takes an 's)
    return not _POSSESSIVE.search(word) and (key.endswith(("ing", "ly", "ed")) or key in _PAST_VERBS)


def _sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in ".!?:;\"\u201c(["


def extract_mentions(text: str, *, people: frozenset[str] = frozenset()) -> list[Mention]:
    """Candidate entity mentions in ``text``. ``people`` are names known to be persons
    (speakers), used for typing."""
    text = unshout(text)  # "Jonno FINALLY moved out": shouting names no one
    found: dict[str, Mention] = {}
    quoted: list[range] = []
    for match in _QUOTED.finditer(text):
        title = match[1].strip().rstrip(".,!?;:")
        if title and len(title.split()) <= 8:
            found.setdefault(entity_key(title), Mention(title, "title"))
            quoted.append(range(match.start(), match.end()))
    for match in _CAPITALISED.finditer(text):
        if any(match.start() in r for r in quoted):
            continue
        start = match.start()
        for part in _POSSESSIVE_SPLIT.split(match[0]):
            _add_mention(found, text, part, start, people)
            start += len(part) + 1
    return list(found.values())


def _add_mention(found: dict[str, Mention], text: str, span: str, start: int, people: frozenset[str]) -> None:
    """One capitalised span found at ``start`` of ``text``, cleaned and typed, into ``found``."""
    first, _, rest = span.partition(" ")
    if _CONTRACTION.search(first):
        span = rest  # "Can't", "They've": never a name
    elif _sentence_initial(text, start) and common_sentence_start(first, people):
        span = rest
    span = _clean_span(span)
    if len(span) < 2 or not span[0].isupper():
        return
    key = entity_key(span)
    if key in found:
        return
    before = text[:start]
    if key in people or _TITLE.search(before):
        kind = "person"
    elif _ORG_WORDS.search(span):
        kind = "organization"
    elif _PLACE_CUE.search(before):
        kind = "place"
    else:
        kind = "unknown"
    found[key] = Mention(span, kind)


@dataclass(frozen=True)
class ResolvedMention:
    entity_id: int | None  # None: a new entity to create
    canonical: str
    kind: str
    surface: str


_PEOPLE = frozenset({"person", "unknown"})
SHORT_FORM_EXTRA = 5  # letters a full name may add to its short form ("Mitch" -> "Mitchell")
# A pet form: the start of the name, its last consonant doubled and a diminutive ending
# ("Benni" of Benedikta, "Brammy" of Bramwell, "Robbie" of Robert); without the doubled letter
# the ending may be the name's own ("Rosalie" is no pet form of Rosalind).
_PET_FORM = re.compile(r"(?P<stem>[^\W\d_]{2,}(?P<last>[b-df-hj-np-tv-z]))(?P=last)(?:ie|i|y|ey)")


@functools.cache
def _nick_namer() -> NickNamer:
    return NickNamer()


def name_variants(key: str) -> frozenset[str]:
    """Other forms of an English given name (a hand-curated dataset of names and nicknames):
    "dorothy" of Dot, "margaret" of Peggy, "ken" of Kenneth; a carer writes "Nan (Dorothy)"
    once and "Dot" ever after."""
    if " " in key:
        return frozenset()
    namer = _nick_namer()
    return frozenset(namer.canonicals_of(key) | namer.nicknames_of(key)) - {key}


class EntityResolver:
    """Resolves mentions against a profile's known entities (alias_key -> (id, canonical, kind)).

    New entities registered during a batch are remembered, so one import resolves
    consistently without re-reading the database."""

    SIMILARITY_CUTOFF = 90

    def __init__(self, aliases: dict[str, tuple[int, str, str]]) -> None:
        self.aliases = dict(aliases)
        self._multiword = {k for k in self.aliases if " " in k}

    def register(self, alias_key: str, entity_id: int, canonical: str, kind: str) -> None:
        self.aliases[alias_key] = (entity_id, canonical, kind)
        if " " in alias_key:
            self._multiword.add(alias_key)

    def resolve(self, mention: Mention) -> ResolvedMention:
        key = entity_key(mention.surface)
        hit = self.aliases.get(key)
        if hit is None and len(key) >= 5 and self.aliases:
            best = process.extractOne(key, self.aliases.keys(), scorer=fuzz.ratio, score_cutoff=self.SIMILARITY_CUTOFF)
            if best is not None:
                hit = self.aliases[best[0]]
        if hit is None and " " not in key and len(key) >= 4 and not is_common_word(key):
            # "Velmont" after "Velmont Logistics": the first word of one known name of several
            # words is that name (of two, "Ana" after "Ana Ruiz" and "Ana Lopez", it is neither)
            longer = {self.aliases[k][0]: self.aliases[k] for k in self._multiword if k.startswith(f"{key} ")}
            if len(longer) == 1:
                hit = next(iter(longer.values()))
        if hit is None and " " not in key and len(key) >= 3 and mention.kind in _PEOPLE and not is_common_word(key):
            hit = self._short_form(key)
        if hit is None and " " not in key and mention.kind in _PEOPLE:
            hit = self._other_form(key)
        if hit is None:
            return ResolvedMention(None, mention.surface, mention.kind, mention.surface)
        return ResolvedMention(hit[0], hit[1], hit[2], mention.surface)

    def _short_form(self, key: str) -> tuple[int, str, str] | None:
        """"Mitch" of a known Mitchell, "Alex" of Alexandra: a short form of the one known
        person whose one-word name starts with it (of two, "Sam" of Samir and Samantha, neither);
        else a pet form of one ("Benni" of Benedikta)."""
        longer = self._people_starting(key, len(key) + 1, len(key) + SHORT_FORM_EXTRA)
        if not longer and (pet := _PET_FORM.fullmatch(key)):
            longer = self._people_starting(pet["stem"], len(pet["stem"]) + 2)
        return next(iter(longer.values())) if len(longer) == 1 else None

    def _other_form(self, key: str) -> tuple[int, str, str] | None:
        """"Dot" of a known Dorothy, "Kenneth" of a known Ken: the one known person whose
        one-word name is another form of it (of two, "Hal" of Harold and Henry, neither; nor
        when two known names start with it)."""
        people = {hit[0]: hit for form in name_variants(key) if (hit := self.aliases.get(form)) is not None and hit[2] in _PEOPLE}
        # (not when several known names start with it: "Sam" beside a Samir and a Samantha)
        if len(people) != 1 or len(self._people_starting(key, len(key) + 1)) > 1:
            return None
        return next(iter(people.values()))

    def _people_starting(self, start: str, shortest: int, longest: int | None = None) -> dict[int, tuple[int, str, str]]:
        """The known people (entity id -> alias hit) with a one-word name that starts with
        ``start`` and is ``shortest`` to ``longest`` letters long."""
        return {
            hit[0]: hit for k, hit in self.aliases.items()
            if " " not in k and k.startswith(start) and shortest <= len(k) <= (longest or len(k)) and hit[2] in _PEOPLE
        }  # fmt: skip

    def known_in(self, text: str) -> list[ResolvedMention]:
        """Known entities mentioned in ``text`` in any letter case."""
        words = [entity_key(w) for w in _WORD.findall(text)]
        keys = {w for w in words if w in self.aliases}
        # "dagnys on earlies now": a known name with its possessive typed without the apostrophe
        keys.update(owner for w in words if w not in self.aliases and (owner := possessive_owner(w)) in self.aliases and self.aliases[owner][2] in ("person", "unknown"))
        if self._multiword:
            # "Fenwyn's mum's sold the house" names "fenwyn's mum" too
            folded = f" {' '.join(words)} "
            keys.update(k for k in self._multiword if f" {k} " in folded or f" {k}'s " in folded)
        return [ResolvedMention(*self.aliases[k][:3], surface=k) for k in sorted(keys)]


# Resolution reads aliases by key, never a profile's whole alias table: every span of up to
# ALIAS_WORDS words of the text, and for a fuzzy match the aliases starting with the mention's
# first FUZZY_PREFIX characters (at most FUZZY_CANDIDATES of them). The cost is bounded by the
# text, not by how many entities the profile knows.
ALIAS_WORDS, FUZZY_PREFIX, FUZZY_CANDIDATES = 8, 2, 512


class AliasReader(Protocol):
    def aliases_for_keys(self, profile_id: int, keys: Sequence[str]) -> dict[str, tuple[int, str, str]]: ...

    def aliases_near(self, profile_id: int, key: str, *, prefix: int, limit: int) -> dict[str, tuple[int, str, str]]: ...


def possessive_owner(word: str) -> str | None:
    """The name a lower-case word without its possessive's apostrophe may be ("dagnys" ->
    "dagny"): not an English word itself ("lucans", but not "plans" -> "plan")."""
    if len(word) <= 3 or not word.endswith("s") or "'" in word or not word.islower():
        return None
    owner = word[:-1]
    return None if is_common_word(owner) else owner


def alias_spans(text: str) -> set[str]:
    """Every span of up to ALIAS_WORDS words of ``text`` as an alias key."""
    words = [entity_key(w) for w in _WORD.findall(text)]
    spans = {" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, min(len(words), i + ALIAS_WORDS) + 1)}
    spans.update(owner for w in words if (owner := possessive_owner(w)))
    # a span ending in a possessive names its owner too: "Fenwyn's mum's sold" -> "fenwyn's mum"
    return spans | {span.removesuffix("'s") for span in spans if " " in span and span.endswith("'s")}


def aliases_named_in(reader: AliasReader, profile_id: int, texts: Iterable[str], mention_keys: Iterable[str]) -> dict[str, tuple[int, str, str]]:
    """The aliases of ``profile_id`` that ``texts`` can name or that a mention can fuzzily
    match: what an ``EntityResolver`` needs to resolve those texts exactly as with the whole
    alias table (aliases of more than ALIAS_WORDS words aside)."""
    keys: set[str] = set()
    for text in texts:
        keys |= alias_spans(text)
    mentions = list(dict.fromkeys(mention_keys))
    forms = {form for key in mentions for form in name_variants(key)}  # (a few per given name)
    found = reader.aliases_for_keys(profile_id, [*keys, *mentions, *forms])
    for key in mentions:
        if key not in found and len(key) >= 3:  # the fuzzy and short-form matches of EntityResolver.resolve
            found.update(reader.aliases_near(profile_id, key, prefix=FUZZY_PREFIX, limit=FUZZY_CANDIDATES))
    return found
