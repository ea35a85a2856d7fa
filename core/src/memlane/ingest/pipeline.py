"""Zero-LLM ingestion (Mode A): content -> speaker-attributed facts with entities and times.

``prepare`` is pure and deterministic (no database, no model); embedding and writing happen
afterwards in batches, so bulk imports embed many facts per model call."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from ..config import IngestConfig
from .dictionary import with_apostrophes
from .entities import Mention, entity_key, extract_mentions
from .frames import frame_of
from .gate import is_filler
from .lower_case import truecased
from .pronouns import as_told_for, attribute, for_person, told_for, with_dropped_i
from .replies import as_answered
from .request import RememberRequest
from .segment import split_sentences
from .temporal import find_time_refs


@dataclass(frozen=True)
class PreparedFact:
    text: str
    verbatim: str
    referenced: tuple[float, float] | None
    mentions: tuple[Mention, ...]


@dataclass(frozen=True)
class PreparedMemory:
    request: RememberRequest
    facts: tuple[PreparedFact, ...]
    gated: str | None
    # Words added to the lexical context of every fact: speaker and the date in words.
    context: str


_WE = re.compile(r"\b(?i:we|we['\u2019](?:re|ve|d|ll)|our|ours|ourselves)\b|\bus\b")


def _unnamed_subject(sentence: str, speaker: str, mentions: list[Mention], earlier: str) -> str | None:
    """Whom the sentence is about though the rewriting named no one: the speaker ("we bought a
    house": the speaker is one of "we"; "finally moved everything over to Starling": chat
    drops the "I"; "the new flatmate is Dariush": a state of the speaker's said without "my"),
    or someone whose relative the speaker met earlier in the turn (``earlier``: "Bumped into
    Ravindra's wife at the gate. ... she says he's left Deloitte" is Ravindra's)."""
    me = entity_key(speaker)
    keys = {entity_key(m.surface) for m in mentions}
    if me in keys:
        return None
    if _WE.search(sentence):
        return speaker
    frame = frame_of(sentence, speaker, frozenset(keys | {me}), earlier=earlier)
    if frame is None:
        return None
    if frame.by_speaker:
        return speaker
    return frame.subject if entity_key(frame.subject) not in keys else None


def _date_words(epoch: float) -> str:
    moment = datetime.fromtimestamp(epoch, UTC)
    return f"{moment.day} {moment:%B} {moment.year} {moment:%A}"


def lexical_header(speaker: str | None, observed_at: float) -> str:
    """What every fact's lexical context starts with: the speaker and the date in words (the
    turn follows it)."""
    return " ".join(filter(None, [speaker, _date_words(observed_at)]))


# "Hej, I am Brannoch. I train at ...", "Verrin here. ...": an opening that only says who speaks
# (the speaker) gives no fact of its own, nor joins the next sentence ("Brannoch is Brannoch.
# Brannoch trains at ...")
_GREETING = r"(?:[^,.!?]{1,30}[,!]\s*)?"  # "Hej,", "Assalomu alaykum,", "Good morning!"
_INTRODUCTION = re.compile(
    rf"^\W*{_GREETING}(?:(?:i am|i['\u2019]m|my name is|this is|it['\u2019]s)\s+(?P<a>[\w'-]+)|(?P<b>[\w'-]+)\s+here)\s*[.!]+\s+(?=\S)", re.I
)


def _without_introduction(content: str, speaker: str | None) -> str:
    found = _INTRODUCTION.match(content)
    if found and speaker and entity_key(found["a"] or found["b"]) == entity_key(speaker.split()[0]):
        return content[found.end() :]
    return content


def prepare(request: RememberRequest, config: IngestConfig) -> PreparedMemory:
    context = lexical_header(request.speaker, request.observed_at)
    if is_filler(request.content):
        return PreparedMemory(request, (), "filler", context)
    base = datetime.fromtimestamp(request.observed_at, UTC)
    people = frozenset({request.speaker.casefold()} if request.speaker else ())
    facts = []
    seen: set[str] = set()
    at = 0  # where the sentence starts in the turn: what comes before it is ``earlier``
    told = told_for(with_apostrophes(truecased(request.content)), request.speaker)  # "Hello, this is Modupe, Oladele's wife. He's ..."
    for sentence in split_sentences(_without_introduction(request.content, request.speaker), min_words=config.min_fact_words):
        at = max(at, request.content.find(sentence, at))
        if sentence in seen:  # a sentence repeated within one turn is one fact
            continue
        seen.add(sentence)
        named = with_apostrophes(truecased(sentence))  # "i bank w natwest": "natwest" is a name
        if told is None:  # ("Started at Corvenna on Monday": the speaker's, named)
            said = with_dropped_i(as_answered(named))
        else:  # (the opening sentence too, after its opening)
            said = as_told_for(named, request.speaker) if at == 0 else for_person(named, told.person, told.parent)
        text = attribute(said, request.speaker)
        refs = find_time_refs(sentence, base, limit=1)
        referenced = (refs[0].start.timestamp(), refs[0].end.timestamp()) if refs else None
        mentions = extract_mentions(text, people=people)
        if request.speaker and (unnamed := _unnamed_subject(sentence, request.speaker, mentions, request.content[:at])):
            mentions.append(Mention(unnamed.strip(), "person"))
        facts.append(PreparedFact(text, sentence, referenced, tuple(mentions)))
    return PreparedMemory(request, tuple(facts), None if facts else "no_facts", context)
