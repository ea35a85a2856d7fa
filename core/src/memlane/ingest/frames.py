"""Relation frames: whom a statement is about, and what it says of them with the object taken
out ("I moved to Denver last month" said by Maya -> subject Maya, frame "they moved to
something", value "denver", cues CHANGE).

Two statements fill the same relation when their frames are close under the embedder
(geometry/frames.py compares them); the values and cues then say whether the newer one
replaces, confirms or merely adds to the older. Everything here is deterministic text work:

* **subject**: first person is the speaker (the same rule as speaker attribution); a report
  ("Ana told me Ben moved", "she says Ben lives in Porto now", "did you know Ben moved?") is
  about the person reported on; "my brother lives in Rome" is about the brother, not the
  speaker, while "my manager is Karen" is the speaker's own attribute; a sentence that speaks
  of someone else and then of the speaker ("Gerald got moved, my manager is Sunita now") states
  the speaker's clause; else a leading name;
* **frame**: the clause with the subject replaced by a neutral pronoun, named objects and
  numbers by "something", time expressions and discourse fillers dropped;
* **values**: the named objects and numbers (normalised), and the values it names as left
  behind ("from Chicago", "not Boulder", "left the startup");
* **cues** (ingest/cues.py): change, addition, episode, plan, correction, negation, ...

A question, or a sentence with no subject, has no frame."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .addresses import ADDRESS
from .cues import (
    DAY_SPAN,
    GIVEN_AFTER,
    GIVEN_BEFORE,
    OLD_VALUE_AFTER,
    OLD_VALUE_BEFORE,
    OLD_VALUE_WORDS,
    Cue,
    cues_of,
    standing,
    without_denied_changes,
)
from .entities import common_sentence_start, entity_key
from .kin import KIN, pronoun_of
from .pronouns import LOWER_I
from .temporal import time_spans
from .tense import past_event, past_form

MAX_CLAUSES = 3
PREVIOUS_SENTENCES = 2  # how far back a "he"/"she" opening a sentence looks for whom it means
_APOS = "['\u2019]"
# "my wife Anjali's started ...": the name without its "'s" (has/is), which would make another entity
_MY_KIN = re.compile(rf"^(?i:my|our) (?i:{KIN})s?\b(?: (?P<name>[A-Z][\w-]+)(?:{_APOS}s\b)?)?(?P<rest>.*)$")
# "my manager is Karen": the speaker's own relation (not a statement about the manager).
_IDENTITY = re.compile(r"^\s*(?:is|was) (?:called |named )?[A-Z]")
# Who reports: a name, a name's relative ("Dario's mum"), a pronoun, or the speaker's relative.
_REPORTER = rf"(?:[A-Z][\w'-]+(?:{_APOS}s [a-z]+)?|(?i:he|she|they)|(?i:my|his|her|their|our) [a-z]+(?: [A-Z][\w'-]+)?)"
_REPORT = re.compile(
    rf"^(?:(?P<rep>{_REPORTER}) (?i:told me|tells me|says|said|mentioned|texted(?: me)?|wrote|let me know|informed me|"
    r"reckons|swears|confirmed|announced|posted|emailed(?: me)?|messaged(?: me)?|called to say|wrote to say|texted to say|"
    r"found out|learned|learnt|discovered|realised|realized|figured out)|"
    r"(?i:i (?:heard|hear|read|learned|found out|saw|was told|got told|noticed))(?: (?i:from|via|through) "
    rf"(?P<via>{_REPORTER}))?|(?i:apparently|rumou?r has it|word is|so i hear)|"
    r"(?i:according to) (?:(?P<src>[A-Z][\w'-]+)|(?i:the|an?|my|his|her|their|our) [\w' -]{1,40}?(?=,))|"
    r"(?i:(?:did you|have you|you) (?:hear|heard|know)|guess what|fun fact|news flash))"
    # "mentioned at rehearsal that ...", "said in the group chat that ...": where it was said
    r"(?: (?i:at|in|on|over|during|after|before|last) [\w' -]{1,30}?(?= (?i:that)\b))?"
    r"(?: (?i:that))?[,:]?\s+(?P<rest>.+)$",
)
# A clause whose grammatical subject is the speaker ("so now I report to Sunita", "my manager is
# Sunita", "we adopted a beagle"): in a sentence that also speaks of someone else ("Gerald got
# moved to another team, my manager is Sunita now"), the speaker's own clauses are what it
# states; the other person is a value of the speaker's relation, not its subject.
_SPEAKER_SUBJECT = re.compile(
    rf"^(?:(?:so|and|but|now|then|also|anyway|which means|meaning)\s+)*(?:I|I{_APOS}(?:m|ve|d|ll)|we|we{_APOS}(?:re|ve|d|ll)|my|our)\b", re.I
)
_RHETORICAL = re.compile(r"^(?:did you|have you|you) (?:hear|heard|know)\b(?! (?:if|whether|what|where|who|when|how|why)\b)", re.I)
_OPENER = re.compile(r"^(?:actually|sorry|oh|well|anyway|btw|fyi|ok|okay|yeah|yes|wait|heads up|quick update|update|correction|by the way|turns out)\b[,:]?\s+", re.I)
_FIRST_PERSON_SUBJECT = re.compile(rf"\b(?:I|I{_APOS}(?:m|ve|d|ll)|[Ww]e|[Ww]e{_APOS}(?:re|ve|d|ll))\b")
_FIRST_PERSON = re.compile(rf"\b(?:I|I{_APOS}(?:m|ve|d|ll)|me|my|mine|myself|we|our|ours|us)\b", re.I)
# A subject is followed by its verb: "Ran into Dario's mum" starts with a verb, not a name.
_LEADING_NAME = re.compile(
    rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?)(?:{_APOS}s)?\s+(?!(?:into|onto|to|at|in|on|with|for|from|by|of|over|through|across|the|a|an)\b)(?P<verb>[a-z][\w'-]*)"
)
# Chat drops the first person: "New number: 0798 ...", "Moved to Leeds last month", "Got a
# new puppy". A clause that opens with a verb of change (or "new <thing>:") is the speaker's.
_ELLIPTIC = re.compile(
    r"^(?i:new|got|moved|started|switched|changed|quit|left|joined|bought|sold|adopted|graduated|retired|"
    r"relocated|transferred|swapped|traded)\b(?! (?:it|that|this|you|him|her|them)\b)"
)
# A clause that opens with a capitalised word, maybe a past verb (not an auxiliary: "Did you
# hear?", "Was great" are no dropped "I").
# (after an adverb, "just started at Tesco", or "been" with its verb: "been seeing someone new")
_PAST_LEAD = re.compile(
    r"^(?!(?i:did|was|were|had)\b)(?:(?i:just|finally|recently|officially|actually)\s+)?(?P<been>(?i:been)\s+(?=\w+ing\b))?(?P<verb>[A-Za-z][a-z]+)\b(?![\u2019'])"
)
# "Doing the 6am classes at Fernleigh CrossFit", "Working for Ocado now": chat drops "I'm" too,
# where the clause names a place or an organisation ("Craving pierogi right now" is a mood); not
# a noun that ends in -ing ("Morning all", "Nothing new at Ocado").
_DOING_LEAD = re.compile(
    r"^(?!(?i:nothing|something|anything|everything|morning|evening|spring|king|thing|things|wedding|building|during|"
    r"pudding|clothing|bring|sing|ring|sling|sting|swing|string|wing|ceiling|feeling|being)\b)(?P<verb>[A-Z][a-z]+ing)\s+(?=[a-z])"
    r"(?=.*\b(?:at|for|with|in|on|from)\s+(?:the\s+)?[A-Z])"
)
_NEW_LABEL = re.compile(r"^(?i:new) (?P<what>[a-z]+(?: [a-z]+)?)\s*:\s*")  # "New number: ..." = "My new number is ..."
_IT_IS = re.compile(rf"^(?:it|that){_APOS}?s\b|^(?:it|that) (?:is|was)\b", re.I)
_THIRD_PRONOUN = re.compile(r"^(?:he|she|they)\b", re.I)
# "Spanish class is Wednesdays": the name modifies a noun ("class"), it is not who "is".
_MODIFIER = re.compile(r"^\s+(?:is|are|was|were)\b")
# Chat names a state of the speaker's without "my": "the new flatmate is Dariush", "Spanish class
# is Thursdays at 7", "the landlord is Crestline now": a noun phrase, "is", then a name or a
# number. (With no name or number after it, "the weather is awful" states nothing of anyone.)
_UNOWNED_STATE = re.compile(r"^(?:the\s+)?(?:[A-Za-z][\w-]*\s+){1,3}?(?:is|are)(?:\s+now)?\s+(?:[\w'-]+\s+){0,4}?(?:[A-Z][\w'-]+|\d)")
# "update on Kwabena: he moved to Accra", "as for Ines, she's in Porto now": a topic named first,
# then said of with a pronoun.
_TOPIC = re.compile(
    r"^(?:(?:an? )?(?:quick |big |small |little )?(?:update|news) (?:on|about|re|from)|about|re|as for|speaking of)\s+(?P<name>(?-i:[A-Z])[\w'-]+)$", re.I
)
# "Ngozi texted me, she's moved up to Leeds": a report in a clause of its own names whom the
# pronoun after it means, as a topic does.
_TOLD_ME = re.compile(
    r"^(?P<name>[A-Z][\w-]+) (?i:told me|texted(?: me)?|messaged(?: me)?|emailed(?: me)?|called|rang|rang me|wrote|"
    r"says|said|let me know|posted)(?: (?i:this morning|today|yesterday|last night|earlier))?$"
)
# A phone number, e-mail or web address.
_CONTACT = re.compile(rf"{ADDRESS.pattern}|\+?\d[\d\s().-]{{6,}}\d")
# A clause that speaks of another person: a third-person pronoun or a possessive ("it's" is none).
_OTHER_PERSON = re.compile(
    rf"\b(?:he|she|they|his|her|hers|their|him|them)\b|\b(?!(?:it|that|what|here|there|who|where){_APOS}s)\w+{_APOS}s\b", re.I
)
# "That email was wrong, it's irene.kos@...": contact details given ("is", "it's", ":") in a
# clause that names nobody else (no third person, no possessive, no "the office number") are
# the speaker's own.
_GIVEN_CONTACT = re.compile(rf"(?:\bis|{_APOS}s|:|\bgoes to|\bgo to|\buse|\bat|\bon)\s+(?:now\s+)?(?:{_CONTACT.pattern})", re.I)
_SOMEONE_ELSE = re.compile(rf"{_OTHER_PERSON.pattern}|\bthe\b", re.I)
# A greeting or thanks addressed to someone ("Hey Mel!", "Thanks, Caroline!", "Wow, Jon,"):
# the name is who is spoken to, never a value of what is said (in chat nearly every turn opens
# so, and "Hey Mel! Long time no talk" must not read as a new value of "Hey Melanie! ...").
_VOCATIVE = re.compile(
    r"^(?:(?i:hey|hi|hiya|hello|heya|thanks|thank you|thx|congrats|congratulations|wow|whoa|oh|aw+|yay|yeah|yes|sure|"
    r"sorry|great|good (?:morning|afternoon|evening|night))\b[\s,]*)+[A-Z][\w'-]*[!,.:]+\s*"
)
# Clause boundaries: sentence punctuation, colons, and conjunctions that start a new predicate.
_CLAUSE_SPLIT = re.compile(
    # not after a title or abbreviation: "Dr. Okafor", "St. Agnes Hospital" are one name
    r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bMx)(?<!\bSt)(?<!\bMt)(?<!\bJr)(?<!\bSr)(?<!\bProf)(?<!\bRev)"
    r"\s*[.!?;:]+\s+|\s*[;:]\s*|,?\s+(?:but|so|because|and then|and now|while|whereas)\s+|,\s+and\s+|\s+and now\s+"
    # a comma splice: "I handed in my notice, I'm a flight attendant now"
    r"|,\s+(?=(?:I|I['\u2019]m|I['\u2019]ve|we|we['\u2019]re|he|she|he['\u2019]s|she['\u2019]s|they|my|our|it['\u2019]s|it is|that['\u2019]s)\s)"
    # "..., Hana and I split up": a compound subject with the speaker starts a new clause.
    r"|,\s+(?=[A-Z][\w'-]+ and (?:I|we)\s)",
)
# A noun phrase and "now" said alone: "Senior engineer now", "Team lead as of this month".
_TITLE_NOW = re.compile(r"^(?!.*\b(?:again|too|already|still|here|there|back|home|out|off) now\b)(?!\S+\s+(?:is|are|was|were|has|have|had|does|do|did|can|will)\b)[A-Z][\w-]*(?:\s+[a-z][\w-]*){1,2}\s+(?:now|as of (?:this|last) \w+|since (?:this|last) \w+)\s*(?:[,.!]|$)")
_NAME_IS_AT = re.compile(rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?){_APOS}s\s+(?:at|in|on|with|off|away|back|now|still|from)\s")
# Someone the speaker moved, enrolled or signed up is the one whose state changed.
_MOVED_SOMEONE = re.compile(
    r"^(?i:we|i)(?:['\u2019](?:ve|re|m)| have| are| am)?\s+(?:\w+\s+){0,2}?"
    # "We moved Amira to Oakfield", and the plan "we're hoping to get Zayan into the grammar school"
    r"(?i:mov(?:ed|e|ing)|enrol(?:led|ling|l)?|put(?:ting)?|g[eo]t(?:ting)?|sen(?:t|d|ding)|switch(?:ed|ing)?|transfer(?:red|ring)?|"
    r"register(?:ed|ing)?|sign(?:ed|ing)?)\s+"
    r"(?P<name>[A-Z][\w-]+)\s+(?i:to|at|into|in|up for|up with|onto|with|over to)\b"
)
_OTHERS_OWN = re.compile(r"^(?:her|his|their)\s+[a-z]", re.I)
_MET_VERB = (
    r"(?i:saw|met|ran into|bumped into|spoke to|spoke with|talked to|caught up with|chatted (?:to|with)|"
    r"had (?:a )?(?:coffee|lunch|dinner|drinks|a drink|a call) with|called|rang)"
)
_MET = re.compile(rf"^{_MET_VERB} (?P<name>[A-Z][\w-]+)\b(?!['\u2019])")
# "Bumped into Ravindra's wife": a relative met; "she says he's left Deloitte" is Ravindra's news.
_MET_KIN = re.compile(rf"\b{_MET_VERB} (?P<owner>[A-Z][\w-]+){_APOS}s (?P<kin>(?i:{KIN}))\b")
_DASH = re.compile(r"\s+[\u2013\u2014]\s+|\s+-{1,2}\s+")
# A clause that starts with a lower-case verb continues the previous clause's subject ("he quit
# teaching and now runs a bike shop" -> "runs a bike shop" is his too).
_CONTINUATION = re.compile(
    r"^(?:now |also |then |still |just )?(?!(?:this|its|is|was|has|his|hers|ours|yours|theirs|us|as|thus|always|perhaps|unless|less)\b)(?:[a-z]+(?:s|ed)|(?:start|work|liv|mov|join)ing)\b"
)
_AND_SUBJECT = re.compile(r"\s+and\s+(?=(?:I|we|he|she|they)\s)")
_NAMED = re.compile(r"(?<![\w'])(?:(?:Dr|Mr|Mrs|Ms|Mx|St|Mt|Prof|Rev)\.?\s+)?[A-Z][\w'\u2019&-]*(?:\s+(?:of|de|la|van|von|der|the)?\s*[A-Z][\w'\u2019&-]*)*")
_NUMBER = re.compile(r"\+?\d[\d\s().-]*\d(?:st|nd|rd|th)?|\b\d(?:st|nd|rd|th)?\b")  # "the 4th" is 4, as "14th" is 14
_FILLER = re.compile(
    r"\b(?:big news|good news|great news|guess what|oh|well|honestly|anyway|so|just|finally|now|these days|nowadays|anymore|any more|"
    r"actually|sorry|still|again|also|too|as well|btw|by the way|really|totally|basically|officially|recently|lately|"
    r"currently|at the moment|right now|from now on|ok|okay|yeah|yes|no|haha|lol|hey|hi|wow|oops)\b,?",
    re.I,
)
_PRONOUNS = [
    (re.compile(rf"\bI{_APOS}m\b|\bI am\b", re.I), "they are"),
    (re.compile(rf"\bI{_APOS}ve\b|\bI have\b", re.I), "they have"),
    (re.compile(rf"\bI{_APOS}d\b", re.I), "they would"),
    (re.compile(rf"\bI{_APOS}ll\b", re.I), "they will"),
    (re.compile(rf"\b(?:I|we)\b|{LOWER_I.pattern}"), "they"),  # chat's lower-case "i" too (its contractions went above)
    (re.compile(r"\b(?:We)\b"), "they"),
    (re.compile(r"\b(?:my|our|mine|ours)\b", re.I), "their"),
    (re.compile(r"\b(?:me|us|myself|ourselves)\b", re.I), "them"),
    (re.compile(rf"\b(?:he|she){_APOS}s\b", re.I), "they are"),
    (re.compile(r"\b(?:he|she)\b", re.I), "they"),
    (re.compile(r"\b(?:his|her)\b", re.I), "their"),
    (re.compile(r"\bhim\b", re.I), "them"),
]
# Words that say nothing about a value: what is left after them is compared for "the same thing".
_FUNCTION_WORDS = frozenset(
    ["the", "and", "but", "for", "with", "from", "into", "onto", "over", "under", "about", "after", "before", "then", "than", "that", "this", "these", "those", "there", "here", "they", "them", "their", "theirs", "something", "someone", "are", "was", "were", "been", "being", "have", "has", "had", "does", "did", "doing", "will", "would", "can", "could", "should", "might", "must", "not", "now", "new", "old", "just", "very", "some", "every", "all", "any", "each", "also", "too", "still", "again", "really", "got", "get", "gets", "getting", "one", "two", "three", "its", "it's", "into", "out", "off", "our", "your", "yours", "his", "her", "hers", "him", "she", "he", "who", "whom", "which", "what", "when", "where", "why", "how", "anymore", "any", "more", "much", "many", "most", "few", "lot", "lots"]
)
_NOT_NAMES = frozenset(
    ["i", "im", "ive", "id", "ill", "my", "we", "our", "the", "a", "an", "and", "but", "so", "or", "if", "when", "then", "there", "here", "this", "that", "these", "those", "it", "its", "he", "she", "they", "his", "her", "their", "big", "good", "great", "guess", "did", "have", "has", "had", "yes", "no", "oh", "well", "hey", "hi", "wow", "sorry", "actually", "apparently", "correction", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "today", "yesterday", "tomorrow", "tonight", "last", "next", "this", "turns", "maybe", "someday", "ok", "okay", "also", "now", "at", "in", "on", "to", "by", "of", "as"]
)


@dataclass(frozen=True)
class Clause:
    frame: str  # what the embedder compares: "they moved to something"
    values: frozenset[str]  # named objects and numbers it states (normalised)
    dropped: frozenset[str]  # named values it names as left behind ("from Chicago", "not Boulder")
    cues: Cue
    words: frozenset[str] = frozenset()  # its content words ("goldfish"), for naming a common-noun value
    dropped_words: frozenset[str] = frozenset()  # content words it names as left behind ("rehomed the goldfish")


@dataclass(frozen=True)
class Frame:
    subject: str  # the name the statement is about ("Maya")
    by_speaker: bool  # a first-person statement (about the speaker)
    # "my brother lives in Rome" is about the speaker's brother: subject the speaker, qualifier
    # "brother". Only statements with the same qualifier are comparable ("my number" is not
    # "my mom's number").
    qualifier: str | None
    clauses: tuple[Clause, ...]
    cues: Cue  # union over the clauses

    @property
    def states(self) -> bool:
        """Says something standing about the subject (see cues.standing), in some clause."""
        return any(standing(c.cues | (self.cues & (Cue.EPISODE | Cue.PLAN | Cue.QUESTION))) for c in self.clauses)


def _is_name(word: str) -> bool:
    key = entity_key(re.sub(rf"{_APOS}s$", "", word))
    # "Sundays", "Mondays": a plural of a day is a time, not a name.
    return key not in _NOT_NAMES and key.removesuffix("s") not in _NOT_NAMES and key not in _FUNCTION_WORDS and len(key) > 1


def _subject(clause: str, speaker: str | None, known: frozenset[str] | None, *, opening: bool = True) -> tuple[str | None, bool, str | None, str]:
    """(subject, about the speaker, qualifier, the clause part that predicates of it).
    ``known``: entity keys a leading name must be among (a capitalised first word is not
    always a name)."""

    def named(name: str) -> bool:
        return _is_name(name.split()[0]) and (known is None or entity_key(name) in known)

    clause = _OPENER.sub("", clause)  # "Actually my daughter is eight": about the daughter, as without it
    if report := _REPORT.match(clause):
        rest = report["rest"]
        lead = _LEADING_NAME.match(rest)
        if lead and named(lead["name"]) and (speaker is None or entity_key(lead["name"]) != entity_key(speaker)):
            return lead["name"], False, None, rest
        reporter = report["rep"] or report["src"] or report["via"]
        if reporter and _THIRD_PRONOUN.match(rest) and re.fullmatch(r"[A-Z][\w'-]+", reporter) and reporter.casefold() not in {"i", "he", "she", "they"}:
            return reporter, False, None, rest
        clause = rest
    if kin := _MY_KIN.match(clause):
        rest = kin["rest"]
        # "my brother Tom and I ...", "my manager is Karen": the speaker's (not "... looking for me")
        if _IDENTITY.match(rest) or _FIRST_PERSON_SUBJECT.search(rest):
            return speaker, speaker is not None, None, clause  # "my manager is Karen": the speaker's own relation
        if kin["name"] is not None:
            return kin["name"], False, None, clause  # "my brother Tom moved to Rome": about Tom
        return speaker, speaker is not None, _kin_word(clause), clause  # about the speaker's (unnamed) relative
    # lower-case chat too ("quit cold turkey last month"), in a sentence's first clause only: a later
    # one continues its subject ("Ana sold her car, bought a bike")
    if (
        speaker is not None and (verb := _PAST_LEAD.match(clause)) and (opening or verb["verb"][0].isupper())
        and (past_form(verb["verb"].casefold()) or verb["been"]) and known is not None and entity_key(verb["verb"]) not in known
    ):  # fmt: skip
        # "Renewed with Direct Line instead", "Moved my account over to Monzo": chat drops the
        # "I"; the capitalised verb is no name (nor a value of the relation).
        return speaker, True, None, f"I {'have ' if verb['been'] else ''}{clause[0].lower()}{clause[1:]}"
    if speaker is not None and opening and (verb := _DOING_LEAD.match(clause)) and known is not None and entity_key(verb["verb"]) not in known:
        return speaker, True, None, f"I am {clause[0].lower()}{clause[1:]}"  # "Doing the 6am classes at Fernleigh most days"
    if (moved := _MOVED_SOMEONE.match(clause)) and named(moved["name"]) and (speaker is None or entity_key(moved["name"]) != entity_key(speaker)):
        return moved["name"], False, None, clause  # "We moved Amira to Oakfield Primary": Amira's school changed
    if _OTHERS_OWN.match(clause):
        return None, False, None, clause  # "Her husband, my brother-in-law, got a job at Airbus": not the speaker's
    if _FIRST_PERSON.search(clause):
        return speaker, speaker is not None, None, clause
    if (at := _NAME_IS_AT.match(clause)) and named(at["name"]) and (speaker is None or entity_key(at["name"]) != entity_key(speaker)):
        return at["name"], False, None, f"{at['name']} is{clause[at.end('name') + 2 :]}"  # "Amira's at Hillcrest Primary": Amira is
    if speaker is not None and _TITLE_NOW.match(clause) and not _OTHER_PERSON.search(clause):
        return speaker, True, None, f"I am {clause[0].lower()}{clause[1:]}"  # "Senior engineer now, leading the squad"
    lead = _LEADING_NAME.match(clause)
    if lead and named(lead["name"]) and not _MODIFIER.match(clause[lead.end("verb") :]):
        name = lead["name"]
        if speaker is not None and entity_key(name) == entity_key(speaker):
            return speaker, True, None, clause
        return name, False, None, clause
    if speaker is not None and _ELLIPTIC.match(clause):
        return speaker, True, None, f"I {clause[0].lower()}{clause[1:]}"
    if speaker is not None and _GIVEN_CONTACT.search(clause) and not _SOMEONE_ELSE.search(clause):
        return speaker, True, None, clause
    # (not contact details: "the office number is 020 ..." is the office's; see _GIVEN_CONTACT)
    if speaker is not None and _UNOWNED_STATE.match(clause) and not _OTHER_PERSON.search(clause) and not _CONTACT.search(clause):
        return speaker, True, None, clause
    return None, False, None, clause


def question_qualifier(question: str, names: Sequence[str]) -> str | None:
    """"Where does Ana's brother live?" -> "brother": the relative a question asks about."""
    for name in names:
        if m := re.search(rf"\b{re.escape(name)}{_APOS}s ((?i:{KIN}))s?\b", question, re.I):
            return _kin_word(f"x {m[1]}")
    return None


def _kin_word(clause: str) -> str:
    return re.sub(r"s$", "", clause.split()[1].casefold().rstrip(".,'\u2019s")) if len(clause.split()) > 1 else ""


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z'-]{2,}", text.casefold()) if w not in _FUNCTION_WORDS}


def _dropped_words(text: str) -> set[str]:
    """Content words right after an old-value marker ("rehomed two goldfish" -> goldfish)."""
    out: set[str] = set()
    for match in OLD_VALUE_WORDS.finditer(without_denied_changes(text)):
        out |= _content_words(" ".join(match["what"].split()[:3]))
    return out


def _values_and_frame(clause: str, subject: str | None, known: frozenset[str] | None = None) -> tuple[str, frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    # A span of days is a value of a schedule ("Tuesday until Friday, not Monday until Thursday"),
    # not a time the statement is dated to.
    days: set[str] = set()
    left_days: set[str] = set()

    def span_of_days(m: re.Match[str]) -> str:
        value = f"{m['a'].casefold().rstrip('s')}-{m['b'].casefold().rstrip('s')}"
        days.add(value)
        if OLD_VALUE_BEFORE.search(clause[: m.start()]):
            left_days.add(value)
        return " something "

    text = DAY_SPAN.sub(span_of_days, clause)
    for start, end in sorted(time_spans(text), reverse=True):
        text = text[:start] + " " + text[end:]
    values: set[str] = {m[0].casefold().rstrip(".") for m in ADDRESS.finditer(text)} | days
    text = ADDRESS.sub("something", text)  # before the pronouns: "ana@proton.me" keeps its "me"
    for pattern, replacement in _PRONOUNS:
        text = pattern.sub(replacement, text)
    dropped: set[str] = set()
    subject_key = entity_key(subject) if subject else None
    pieces: list[str] = []
    last = 0
    for match in _NAMED.finditer(text):
        span = match[0].rstrip("'\u2019s") if match[0].endswith(("'s", "\u2019s")) else match[0]
        key = entity_key(span)
        if key == subject_key or (subject_key and key.split()[0] == subject_key.split()[0]):
            replacement = "they"
        elif not _is_name(span.split()[0]) or (match.start() == 0 and common_sentence_start(span.split()[0]) and (known is None or key not in known)):
            continue  # "Honestly the best thing about ...": capitalised for the sentence, no name
        else:
            replacement = "something"
            values.add(key)
            before, after = text[: match.start()], text[match.end() :]
            if OLD_VALUE_BEFORE.search(before) or OLD_VALUE_AFTER.match(after) or (GIVEN_BEFORE.search(before) and GIVEN_AFTER.match(after)):
                dropped.add(key)
        pieces.append(text[last : match.start()] + replacement)
        last = match.end()
    pieces.append(text[last:])
    text = "".join(pieces)
    left_words = _dropped_words(text)
    for match in _NUMBER.finditer(text):
        values.add(number := re.sub(r"\D", "", match[0]) or match[0].casefold())
        if OLD_VALUE_BEFORE.search(text[: match.start()]):
            dropped.add(number)  # "it's 40 mg, not 20"
    text = _NUMBER.sub("something", text)
    text = _FILLER.sub(" ", text)
    text = re.sub(r"[^\w'\u2019 -]+", " ", text)
    frame = " ".join(text.split()).casefold()
    return frame, frozenset(values), frozenset(dropped | left_days), frozenset(_content_words(frame)), frozenset(left_words)


def _clauses(text: str) -> list[str]:
    """Clauses: at punctuation and clause conjunctions, and at "and" + a new subject pronoun
    after four or more words ("... startup in Austin and we launch in Dallas"; "my boyfriend
    Daniel and I live together" stays one clause)."""
    out = []
    # one spaced dash sets off a clause ("at Lidl at the moment — not glamorous"); a pair sets
    # off an aside inside one ("her husband — my brother-in-law — got a job at Airbus")
    pieces = _CLAUSE_SPLIT.split(text)
    if len(_DASH.findall(text)) == 1:
        pieces = [part for piece in pieces for part in _DASH.split(piece)]
    for piece in pieces:
        start = 0
        for match in _AND_SUBJECT.finditer(piece):
            left = piece[start : match.start()].split()
            if len(left) >= 4:  # "my boyfriend Daniel and I": one subject
                out.append(piece[start : match.start()])
                start = match.end()
        out.append(piece[start:])
    return out


def _named_in_lower_case(said: str, known: frozenset[str] | None) -> str:
    """Chat in lower case: "ngozi texted me, she's moved up to Leeds" reports as "Ngozi texted
    me" does, when "ngozi" is someone known (linked to the fact) and a report follows."""
    first = re.match(r"[a-z][\w-]+", said)
    if not known or first is None or first[0] not in known or first[0] in _FUNCTION_WORDS:
        return said
    named = first[0].capitalize() + said[first.end() :]
    report = _REPORT.match(named) or _TOLD_ME.match(_clauses(named)[0].strip())
    return named if report and report.group(1) == named[: first.end()] else said


def _previous_subject(earlier: str) -> str | None:
    """The person the turn's previous sentence is about, by the name it opens with ("Magnus had
    to rehome the husky", "Did you hear Rangi's signed with Petone?"); not a group ("Wainui are
    gutted") nor the speaker's own sentence."""
    sentences = re.split(r"(?<=[.!?])\s+|\n+", earlier.strip()) if earlier.strip() else []
    for last in reversed(sentences[-PREVIOUS_SENTENCES:]):  # past one that names no one ("Wainui are gutted")
        last = _OPENER.sub("", last)
        if report := _REPORT.match(last):
            last = report["rest"]
        if _FIRST_PERSON_SUBJECT.match(last) or re.match(r"(?i:my|our)\b", last):
            return None  # the speaker's own sentence between: "she" is not sure to be who came before
        lead = _LEADING_NAME.match(last)
        first = lead["name"].split()[0] if lead else ""
        if lead and lead["verb"].casefold() not in {"are", "were", "have", "do", "and"} and _is_name(first) and not past_form(first.casefold()):
            return lead["name"]  # (not "Met Kofi's mum": a verb, capitalised)
    return None


def _relative_met(text: str) -> tuple[str, str] | None:
    """The last relative of someone's the speaker says they met in ``text``: ("Ravindra",
    "wife") of "Bumped into Ravindra's wife at the school gate"."""
    found = list(_MET_KIN.finditer(text))
    return (found[-1]["owner"], found[-1]["kin"].casefold()) if found else None


def _owner_meant(predicate: str, owner: str, kin: str) -> str | None:
    """After meeting Ravindra's wife, "he's left Deloitte" (a pronoun that is not hers) is
    Ravindra; "she's retrained" is the wife, whom no name says."""
    pronoun = _THIRD_PRONOUN.match(predicate)
    theirs = pronoun_of(kin)
    return owner if pronoun and theirs and pronoun[0].casefold() in {"he", "she"} and pronoun[0].casefold() != theirs else None


def _asked(clause: str, said: str) -> bool:
    """Some occurrence of ``clause`` in ``said`` is followed by a "?" (the split drops it)."""
    start = said.find(clause)
    while start >= 0:
        if said[start + len(clause) :].lstrip().startswith("?"):
            return True
        start = said.find(clause, start + 1)
    return False


def frame_of(
    verbatim: str, speaker: str | None, known: frozenset[str] | None = None, *, turn_corrects: bool = False, earlier: str = ""
) -> Frame | None:
    """The relation frame of one fact as said (``verbatim``) by ``speaker``; None when it has
    no subject or no clause with content. ``known``: the entity keys linked to the fact (a
    third-person subject must be one of them; None accepts any capitalised name).
    ``turn_corrects``: another sentence of the same turn says it corrects ("I simply
    misremembered it"), so "it's 100 micrograms, not 75" is the corrected value. ``earlier``:
    the turn before this sentence, where the speaker may say whom they met ("Bumped into
    Ravindra's wife at the gate. ... she says he's left Deloitte")."""
    subject: str | None = None
    qualifier: str | None = None
    by_speaker = False
    clauses: list[Clause] = []
    kept: list[str] = []  # the raw text of each clause in ``clauses``
    topic: str | None = None
    relative_met = _relative_met(earlier)  # (whose relative, the relative word)
    said = _named_in_lower_case(_VOCATIVE.sub("", verbatim.strip()), known)
    correcting = turn_corrects or bool(cues_of(said) & Cue.CORRECTION)
    for raw in _clauses(_NEW_LABEL.sub(lambda m: f"My new {m['what']} is ", said) if speaker is not None else said):
        raw = raw.strip(" ,-\u2013\u2014\"'")
        if len(raw.split()) < 2:
            continue
        rhetorical = bool(_RHETORICAL.match(raw))
        if rhetorical:
            raw = raw.rstrip("?").rstrip()  # "did you hear Ben moved?" tells, it does not ask
        cues = cues_of(raw)
        # the clause split drops the "?": "did I tell you the 14th? it's the 4th" asks, then says
        if cues & Cue.QUESTION or raw.endswith("?") or (not rhetorical and _asked(raw, said)):
            continue
        if named_topic := _TOPIC.match(raw) or _TOLD_ME.match(raw):
            topic = named_topic["name"]
            continue
        who, mine, kin, predicate = _subject(raw, speaker, known, opening=subject is None)
        if subject is not None and not by_speaker and mine and _SPEAKER_SUBJECT.match(_OPENER.sub("", raw)):
            subject, by_speaker, qualifier, clauses, kept = None, False, None, [], []  # the speaker's own clause wins
        if who is None and speaker is not None and correcting and _IT_IS.match(raw):
            # "Sorry, I told you Birch Avenue but it's Birch Lane", "Correction: it's 40 mg": the
            # corrected value, said of whoever the sentence is about (the speaker if no one else)
            who, mine, kin = (subject, by_speaker, qualifier) if subject is not None else (speaker, True, None)
            cues |= Cue.CORRECTION
        elif who is None and _THIRD_PRONOUN.match(raw) and subject is not None and not by_speaker:
            who, mine, kin = subject, False, qualifier  # "Ben moved. He loves it": the same person
        elif who is None and _THIRD_PRONOUN.match(raw) and subject is None and topic and (known is None or entity_key(topic) in known):
            who, mine, kin = topic, False, None
        elif who is None and subject is None and relative_met and (owner := _owner_meant(predicate, *relative_met)):
            who, mine, kin = owner, False, None
        elif (
            who is None and subject is None and not relative_met and re.match(r"(?i:he|she)\b", predicate)
            and (previous := _previous_subject(earlier)) and (speaker is None or entity_key(previous) != entity_key(speaker))
        ):  # fmt: skip
            who, mine, kin = previous, False, None  # "Magnus had to rehome the husky. He's got a cat now": Magnus
        elif who is None and subject is not None and by_speaker and _IT_IS.match(raw) and cues & Cue.SHIFT:
            who, mine, kin = subject, True, qualifier  # "went back to full-time, so it's Monday to Friday now": the speaker's
        elif who is None and subject is not None and _CONTINUATION.match(raw):
            who, mine, kin, predicate = subject, by_speaker, qualifier, f"they {raw}"
        if who is None:
            continue
        frame, values, dropped, words, dropped_words = _values_and_frame(predicate, who, known)
        if len(frame.split()) <= 2 and not values and not cues & Cue.SHIFT:  # "he retired" says something
            continue  # discourse ("sorry, I misspoke"): its cues count for the sentence, nothing else
        # "I meant Aalborg" restates, "renewed with Direct Line instead" replaces: neither tells an event
        if past_event(frame) and not cues & (Cue.CORRECTION | Cue.REPLACE):
            cues |= Cue.PAST_EVENT
            if subject is None and mine and predicate[:2] == "I " and not re.match(r"I\b", _OPENER.sub("", raw)):
                # "Ran into Dario's mum, she says ...": a dropped "I" telling an event names no
                # subject; whom it met is who a pronoun after it means ("saw Mateus, he says ...")
                if (met := _MET.match(_OPENER.sub("", raw))) and (known is None or entity_key(met["name"]) in known):
                    topic = met["name"]
                elif found := _relative_met(_OPENER.sub("", raw)):
                    relative_met = found
                continue
        if subject is None:
            subject, by_speaker, qualifier = who, mine, kin
        elif entity_key(who) != entity_key(subject) or kin != qualifier:
            continue
        clauses.append(Clause(frame, values, dropped, cues, words, dropped_words))
        kept.append(raw)
        if len(clauses) >= MAX_CLAUSES:
            break
    if subject is None or not clauses:
        return None
    union = cues_of(verbatim) & ~Cue.QUESTION
    # A plan word said outside the stated clauses ("..., we'll see", "I might, moving to
    # Lisbon") hedges the whole sentence; one inside a stated clause is that clause's own
    # ("everything goes to my new address now, I check the old one maybe once a month").
    own_plan = False
    if union & Cue.PLAN or any(c.cues & Cue.PLAN for c in clauses):
        rest = said
        for raw in kept:
            rest = rest.replace(raw, " ", 1)
        own_plan = not cues_of(rest) & Cue.PLAN
    if own_plan:
        union &= ~Cue.PLAN
    for clause in clauses:
        union |= clause.cues & ~Cue.PLAN if own_plan else clause.cues
    return Frame(subject, by_speaker, qualifier, tuple(clauses), union)
