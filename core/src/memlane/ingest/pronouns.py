"""Speaker attribution: first-person pronouns rewritten to the speaker's name, so a fact
stands alone ("I moved to Paris" said by Caroline -> "Caroline moved to Paris")."""

from __future__ import annotations

import re
from typing import NamedTuple

from .addresses import ADDRESS
from .cues import ACQUIRED, Cue, cues_of
from .dictionary import is_common_word
from .kin import KIN, parents_as_mine
from .tense import IRREGULAR_PAST

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
     "do", "have", "eat", "drive", "rent", "share", "pay", "order", "ride", "speak", "wear", "watch", "listen", "sleep", "cycle", "walk", "report", "train", "belong", "commute", "bank", "shop",
     "buy", "pick", "practise", "catch", "learn", "fly", "stay"]
)
# An adverb may stand between: "I really do", "I still have it", "I never eat meat".
_ADVERBS = ("really", "just", "still", "never", "always", "usually", "also", "often", "actually", "only", "sometimes", "rarely", "mostly", "totally")
# Not after "and"/"or": "Pepper and I go" keeps the plural verb.
_I_VERB = re.compile(r"(?<!\band )(?<!\bor )\bI ((?:(?:" + "|".join(_ADVERBS) + r") )?)(" + "|".join(sorted(_VERBS)) + r")\b")


# The next sentence of the turn says what was just told is not the speaker's: "Switched
# everything over to Revolut this week. Not me, Jakob, ...", "New number: 07834 551 206. It's
# Mum's, not mine", "the old house is sold. Well, Mamma and Papa have"
DISOWNED = re.compile(
    r"^[\s.!,;:)-]*(?i:(?:well|oh|ok|okay|sorry|ha|haha|lol)[,!.]?\s+)?(?:(?i:not me|not mine|it(?:['\u2019]s| is) not (?:me|mine))\b"
    r"|(?i:it(?:['\u2019]s| is| was)) (?:(?i:my|our) \w+|[A-Z][\w-]+)['\u2019]s,? (?i:not mine)\b"
    r"|(?:(?i:my|our) \w+|[A-Z][\w-]+)(?: (?i:and|&) (?:(?i:my|our) \w+|[A-Z][\w-]+))? (?i:has|have|did)(?=\s*[;,.!:\u2013\u2014-]|\s*$))"
)
# After an auxiliary the verb keeps its form: "did I do it", "can I have", "do I need".
# ("in May I ride the ferry": the month, not the modal)
_ASKED = re.compile(r"\b(?:(?i:do|does|did|can|could|will|would|shall|should|might|must)(?:n['\u2019]?t)?|may)\s+$")


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
    sentence = parents_as_mine(sentence)
    for pattern, template in _RULES:
        replacement = template.format(s=name)
        sentence = pattern.sub(lambda _m, r=replacement: r, sentence)
    return sentence


# Chat drops the "I" before a past verb: "Started at Quenford on Monday", "Picked up a Leaf
# from the dealer", "Just moved to Leeds", "Been at Tesco since May". The word after tells a verb
# from a name ("Orvenne moved"): an article, a preposition, a possessive or an object pronoun.
_AFTER_VERB = (
    r"(?:a|an|the|my|our|his|her|their|its|it|this|that|these|those|some|up|in|at|to|on|off|out|over|for|with|from|into|"
    r"back|down|away|by|me|us|him|them|everything|all|two|three|another|loads|lots)"
)
_DROPPED_I = re.compile(
    r"^(?P<lead>(?:(?i:oh|so|and|well|anyway|btw|update|quick update|news|big news|ok|okay|yeah|yes)[,:!]?\s+){0,2})"
    r"(?P<adverb>(?i:just|finally|recently|also|officially|actually|eventually|already|never|always|still|only)\s+)?"
    rf"(?P<verb>[A-Za-z][a-z]+)(?=\s+{_AFTER_VERB}\b)"
)
# the past forms that are not also a command or a name ("Let me know", "Read this", "Rose moved")
_PAST_ONLY = IRREGULAR_PAST - {"let", "read", "shut", "hurt", "become", "rose"}


def _is_past_verb(word: str) -> bool:
    word = word.casefold()
    if word in _PAST_ONLY:
        return True
    if not word.endswith("ed") or (word.endswith("eed") and word not in ("agreed", "freed")):
        return False
    stems = [word[:-2], word[:-1]]  # started, moved
    if len(word) > 5 and word[-3] == word[-4]:
        stems.append(word[:-3])  # swapped, binned
    if word.endswith("ied"):
        stems.append(word[:-3] + "y")  # tried
    return any(len(stem) >= 3 and is_common_word(stem) for stem in stems)


# what the opening clause of a sentence without its "I" must tell to be given it back (see ``with_dropped_i``)
# (not a weak change word alone: "Tried the new café" is small talk)
_TELLS_CHANGE = Cue.SHIFT | Cue.CORRECTION | Cue.PAST_STATE


def with_dropped_i(sentence: str) -> str:
    """``sentence`` with the "I" chat dropped before a past verb put back, when its opening clause
    tells a change or what was acquired ("Started at Quenford on Monday" -> "I started at
    Quenford on Monday"; "Been with Kelvara since May" -> "I've been with Kelvara since May"); as
    said otherwise.
    Small talk keeps its words: "Repotted the fern" named would stand beside the person's states
    for every question that names them."""
    found = _DROPPED_I.match(sentence)
    if found is None or sentence.rstrip().endswith("?") or not (found["verb"].casefold() == "been" or _is_past_verb(found["verb"])):
        return sentence  # ("Was it fun?" asks)
    opening = re.split(r"[,;:\u2013\u2014]| - ", sentence[found.end("lead") :], maxsplit=1)[0]
    cues = cues_of(opening)
    if cues & Cue.ADDITION or not (cues & _TELLS_CHANGE or ACQUIRED.search(opening)):
        # (told by its own opening clause: "Bumped into Orvenne's wife, she says he's left" is news
        # of him; and not an addition, "Joined a book club as well", which changes nothing said)
        return sentence
    if found["verb"].casefold() == "been":
        if re.match(r"\s+an?\b", sentence[found.end("verb") :]):
            return sentence  # "Been a busy week": it has
        return f"{found['lead']}I've {(found['adverb'] or '').lower()}been{sentence[found.end('verb') :]}"
    rest = sentence[found.end("lead") :]
    return f"{found['lead']}I {rest[:1].lower()}{rest[1:]}"


# A turn told for someone else, who is named once as whose relative or flatmate the teller is:
# "Hello, this is Modupe, Oladele's wife.", "Sixten here, Tyra's flatmate.", "Hi, I'm Kuda,
# Munashe's dad." Its "he" or "she" is then the person spoken for ("he's left the council").
# Typed in lower case it reads the same once ingest/lower_case.truecased has given the names their
# capitals ("hi its Sunita (Tobin's flatmate)"), and it may leave the teller unnamed ("hi this is
# Zeke's daughter"), or say whose phone it is ("Cormac here on Fiadh's phone").
# "Sixten here, Tyra's flatmate", "Cormac here on Fiadh's phone"; dictated, with no comma and
# maybe a filler: "it's Ruth Amos's wife", "this is Emre um Dads son"
_BETWEEN = r"(?:\s*[,(]\s*|\s+(?i:on|using|from)\s+|\s+(?:(?i:um|uh|er|erm),?\s+)?)"
_SPOKEN_FOR = re.compile(
    rf"^\W*(?:(?i:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\W+)?"
    rf"(?:(?P<intro>(?i:this is|it{_APOS}?s|I{_APOS}m|I am))\s+(?:(?P<teller>[\w'-]+)(?:\s+[A-Z][\w'-]+)?{_BETWEEN})?"
    rf"|(?P<named>[A-Z][\w'-]+)(?:\s+[A-Z][\w'-]+)?(?:\s+(?i:here))?{_BETWEEN})"
    rf"(?P<who>[A-Z][\w'-]*?)(?:{_APOS}s|(?<![sS'\u2019])s)\s+(?P<kin>(?i:{KIN}|phone|laptop|account|computer|tablet|ipad))\b"
)
_CHILD_WORDS = frozenset(["daughter", "son", "kid", "child", "boy", "girl", "lad"])
# "he"/"she" (or "his"/"her" before a noun) opening a clause: the subject, not "pick her up"
# (a "he"/"she" is a subject wherever it stands: a dictated "wife he's been moved onto lates")
_CLAUSE_PRONOUN = re.compile(
    r"(?P<p>(?:^|(?<=[:;,.!?)]\s)|(?<=\band )|(?<=\bbut )|(?<=\bso )|(?<=\bbecause )|(?<=\bnow )|(?<=\bthat ))(?:[Hh]e|[Ss]he|[Hh]is|[Hh]er)"
    r"|\b(?:[Hh]e|[Ss]he))\b(?=\s+[a-z]|['\u2019])"
)


# a capitalised word opening a clause, no owner ("Kestrin's centre"): maybe someone else the pronoun after it means
_OTHER_SUBJECT = re.compile(rf"(?:^|(?<=[:;,.!?]\s)|(?<=\band )|(?<=\bbut )|(?<=\bso ))([A-Z][\w-]+)\b(?!{_APOS}s\b)(?=\s+[a-z])")


_ANY_PRONOUN = re.compile(r"\b(?:[Hh]e|[Ss]he|[Hh]is|[Hh]er|[Hh]im)\b")


class Told(NamedTuple):
    person: str  # whom the turn is told for
    opening: int  # where the opening that says so ends
    parent: str | None  # the words a child typing for a parent calls them by ("dad|father|papa")


def told_for(turn: str, speaker: str | None) -> Told | None:
    """Whom ``turn`` is told for (see ``_SPOKEN_FOR``), when its teller is ``speaker`` and it
    then speaks of one person, as "he" or as "she" (not both); None otherwise. A child typing
    for a parent ("Ana, Gheorghe's daughter") calls them "Dad" or "Mum", by that pronoun."""
    found = _SPOKEN_FOR.match(turn)
    teller = found and (found["teller"] or found["named"])
    if not found or not speaker or (teller and teller.casefold() != speaker.split()[0].casefold()):
        return None
    if not teller and found["intro"].casefold().startswith("it"):
        return None  # "It's Mark's sister who rang": no teller says who they are
    pronouns = {m[0].casefold() in ("he", "his", "him") for m in _ANY_PRONOUN.finditer(turn[found.end() :])}
    if len(pronouns) != 1:
        return None
    parent = None
    if found["kin"].casefold() in _CHILD_WORDS:
        parent = "dad|father|papa" if pronouns.pop() else "mum|mam|mom|mother|mama"
    return Told(found["who"], found.end(), parent)


def spoken_for(turn: str, speaker: str | None) -> str | None:
    """Whom ``turn`` is told for (``told_for``), or None."""
    told = told_for(turn, speaker)
    return told.person if told else None


def for_person(sentence: str, person: str, parent: str | None = None) -> str:
    """``sentence`` with the clause-opening "he"/"she" as ``person`` ("he's a driving instructor
    now" -> "Oladele's a driving instructor now") and "his"/"her" as theirs; not after someone
    else is named as a subject in it ("Haldor dropped his phone in the lake, he has a new
    number": Haldor's; "Kestrin's centre closed, so now he is seeing Ardelle" names only an owner).
    ``parent``: the words the teller calls the person by, as their child ("Dad asked me ...")."""

    def named(m: re.Match[str]) -> str:
        if any(w.casefold() != person.casefold() and not is_common_word(w) for w in _OTHER_SUBJECT.findall(sentence, 0, m.start())):
            return m[0]
        return f"{person}'s" if m["p"].casefold() in ("his", "her") else person

    if parent:
        sentence = re.sub(rf"\b(?:[Mm]y )?(?i:{parent})\b(?!['\u2019]s (?i:{KIN}))", person, sentence)  # (not "Dad's sister")
    return _CLAUSE_PRONOUN.sub(named, sentence)


def told_after_opening(turn: str, speaker: str | None) -> str | None:
    """What ``turn`` says after an opening that says whose relative tells it (see
    ``told_for``), with that person named for "he"/"she": "I am Jelisaveta, Stojan's sister,
    his English is not so good, so I write for him: he sold the Zastava" -> "Stojan's English
    is not so good, ...: Stojan sold the Zastava". None when it opens otherwise."""
    told = told_for(turn, speaker)
    if told is None:
        return None
    return for_person(turn[told.opening :].lstrip(" ,.;:!-)"), told.person, told.parent)


def as_told_for(turn: str, speaker: str | None) -> str:
    """``turn`` with the person it is told for named where it says "he"/"she" (see
    ``told_for``); as said otherwise."""
    told = told_for(turn, speaker)
    if told is None:
        return turn
    return turn[: told.opening] + for_person(turn[told.opening :], told.person, told.parent)
