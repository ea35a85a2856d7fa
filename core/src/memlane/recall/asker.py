"""Who "I" is in a question: "Where do I work now?", "Remind me who my dentist is.".

Statements are stored with "I" rewritten to the speaker's name ("Caldwyn is working at
Quellmore"), so a question in the first person shares neither the name nor the pronoun with
them ("the name of my current employer" ~ "Caldwyn is working as a tester at Quellmore" 0.06
under the default embedder; "Where does Caldwyn work now?" 0.57). The asker is the one who
spoke in the first person in the profile's latest facts, far more than anyone else, or the
only person there (a profile of one user and their assistant, whose own turns never count;
not a conversation between two people, where either may ask); the question is then read as
theirs. Bounded: only the ASKER_WINDOW latest facts."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ..ingest.entities import entity_key
from ..ingest.pronouns import LOWER_I, attribute
from ..storage import Store

ASKER_WINDOW = 200  # latest facts read
ASKER_MIN = 3  # first-person facts the asker said among them, at least
ASKER_LEAD = 2.0  # and this many times as many as the next speaker
# roles (and speaker names) of an assistant's messages: LangChain "ai", OpenAI "assistant", Gemini "model"
ASSISTANT_ROLES = frozenset({"assistant", "ai", "model", "bot", "chatbot", "agent", "system", "tool"})
_FIRST_PERSON = re.compile(r"\b(?:I|I['\u2019](?:m|ve|d|ll)|(?i:my|me|mine|myself))\b")  # after LOWER_I: "i" is I
# "do I" asks as "does she": the verb before the pronoun agrees with the name put for it
_ASKED_OF_I = re.compile(r"\b([Dd]o|[Hh]ave) I\b")
_THIRD = {"do": "does", "have": "has"}


def asker_of(store: Store, profile_id: int, scopes: Sequence[str] | None, question: str) -> str | None:
    """The speaker a first-person ``question`` is asked by, or None (not in the first person,
    or no one speaks of themselves clearly more than the others)."""
    if not in_first_person(question):
        return None
    said = [(entity_key(speaker), speaker, verbatim) for speaker, verbatim, role in store.retrieval.recent_speech(profile_id, scopes, limit=ASKER_WINDOW)
            if not _is_assistant(speaker, role)]  # fmt: skip
    counts = Counter(key for key, _, verbatim in said if _FIRST_PERSON.search(LOWER_I.sub("I", verbatim)))
    ranked = counts.most_common(2)
    # the only person in the profile besides an assistant asks (however little they said of themselves)
    alone = len({key for key, _, _ in said}) == 1
    if not ranked or (not alone and (ranked[0][1] < ASKER_MIN or (len(ranked) > 1 and ranked[0][1] < ASKER_LEAD * ranked[1][1]))):
        return None
    return next(speaker for key, speaker, _ in said if key == ranked[0][0])


def _is_assistant(speaker: str, role: str | None) -> bool:
    """The assistant's own turns ("Tell me more!") say "me" in every other line; whoever asks
    about "my job", it is not the assistant."""
    return (role is not None and role.strip().casefold() in ASSISTANT_ROLES) or entity_key(speaker) in ASSISTANT_ROLES


def in_first_person(question: str) -> bool:
    """"Where do I work?", "My employer?": a question the asker may be read into."""
    return bool(_FIRST_PERSON.search(LOWER_I.sub("I", question)))


def as_asked_by(question: str, asker: str) -> str:
    """The question with "I"/"my"/"me" as the asker ("Where do I work?" -> "Where does Caldwyn work?")."""
    return attribute(_ASKED_OF_I.sub(_third_person, question), asker)


def _third_person(m: re.Match[str]) -> str:
    verb = _THIRD[m[1].casefold()]
    return f"{verb.capitalize() if m[1][0].isupper() else verb} I"


__all__ = ["ASKER_WINDOW", "ASSISTANT_ROLES", "as_asked_by", "asker_of", "in_first_person"]
