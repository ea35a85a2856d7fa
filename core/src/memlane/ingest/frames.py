"""Relation frames: whom a statement is about, and what it says of them with the object taken
out ("I moved to Denver last month" said by Maya -> subject Maya, frame "they moved to
something", value "denver", cues CHANGE).
Two statements fill the same relation when their frames are close under the embedder
(geometry/frames.py compares them); the values and cues then say whether the newer one
replaces, confirms or merely adds to the older. Everything here is deterministic text work:
* **subject** (ingest/subjects.py): whom the clause is about;
* **frame** (ingest/clause_text.py): the clause with the subject replaced by a neutral
  pronoun, named objects and numbers by "something", time expressions and discourse fillers
  dropped;
* **values**: the named objects and numbers (normalised), and the values it names as left
  behind ("from Chicago", "not Boulder", "left the startup");
* **cues** (ingest/cues.py): change, addition, episode, plan, correction, negation, ...
A question, or a sentence with no subject, has no frame."""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .addresses import ADDRESS
from .clause_text import NAMED, slot_of, values_and_frame
from .cues import (
    ACQUIRED,
    CORRECTED_FRAGMENT,
    RHETORICAL_TAIL,
    VALUE_WORD,
    Cue,
    a_stint,
    cues_of,
    standing,
    unstarred,
)
from .dictionary import unshout, with_apostrophes
from .entities import entity_key
from .kin import KIN, parents_as_mine
from .lower_case import (
    capitalised_known,
    known_in_lower_case,
    known_opening,
    truecased,
    typed_in_lower_case,
)
from .replies import as_answered
from .subjects import (
    APOS,
    DONE_WITH,
    MET,
    OPENER,
    OTHER_PERSON,
    REPORT,
    THIRD_PRONOUN,
    is_name,
    met_by_relative,
    owner_meant,
    previous_relative,
    previous_subject,
    relative_met,
    subject_of,
)
from .temporal import time_spans
from .tense import IRREGULAR_PAST, past_event

MAX_CLAUSES = 3
FIELD_VALUE_WORDS = 8  # "Emergency contact: Adeola (sister), 07700 900215": a name after a label opens a short value
# A clause whose grammatical subject is the speaker ("so now I report to Sunita", "my manager is
# Sunita", "we adopted a beagle"): in a sentence that also speaks of someone else ("Gerald got
# moved to another team, my manager is Sunita now"), the speaker's own clauses are what it
# states; the other person is a value of the speaker's relation, not its subject.
_SPEAKER_SUBJECT = re.compile(
    rf"^(?:(?:so|and|but|now|then|also|anyway|which means|meaning)\s+)*(?:I|I{APOS}(?:m|ve|d|ll)|we|we{APOS}(?:re|ve|d|ll)|my|our)\b", re.I
)
_RHETORICAL = re.compile(r"^(?:did you|have you|you) (?:hear|heard|know)\b(?! (?:if|whether|what|where|who|when|how|why)\b)", re.I)
# "New number: ..." = "My new number is ..."; not an announcement ("New chapter: ...", "New year:")
_NEW_LABEL = re.compile(
    r"^(?i:new) (?!(?:chapter|beginnings?|adventures?|start|era|year|season|month|week|day|me|update|news)\b)(?P<what>[a-z]+(?: [a-z]+)?)\s*:\s*"
)
# A note's arrow from what was to what is: "Harriers → Elswick RC", "car: Yaris p/x'd → Kia Niro
# EV" read as "I switched from Harriers to Elswick RC" (a value after it, a short phrase before;
# not "Yusuf -> reports to Ilse", someone's news)
_ARROW = re.compile(r"(?:^|(?<=[:;,(]\s)|(?<=[:;(]))(?P<left>(?!(?:my|our|his|her|their|he|she|they)\b)[^:;,.()\u2192\s-][^:;,.()\u2192]{0,40}?)\s*(?:\u2192|->|=>|\u27f6)\s*(?=[A-Z0-9])")
# A form's field: "Name: Callum Fraser. Registration: SK19 RTV", "Emergency contact: Ana", and a
# list's line "- mobile: 07700 503871" (not a heading: "Update:", "Spreadsheet update:", "Note:").
_HEADING = (
    r"update|updates|correction|note|notes|reminder|fyi|ps|edit|todo|to-do|summary|subject|re|news|question|answer|warning|tip|"
    r"mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
)
_FIELD = re.compile(rf"(?i:(?!(?:{_HEADING})\b)(?!.*\b(?:{_HEADING})$))[A-Za-z][a-z]+(?: [a-z]+){{0,2}}")
_MY_FIELD_END = re.compile(r"\b(?i:my|our) (?P<field>[a-z]+(?: [a-z]+)?)$")
_WHILE = re.compile(r"\b(?:while|whilst|until|till)\b", re.I)
_REPLY_OPENER = re.compile(r"^(?:no|nope|nah|yes|yeah|yep|ok|okay|actually|it's|its)\b[,.:!]?\s*", re.I)
# A clause that is only a value: names or numbers, joined by "to", "and", "of" ("Wednesday to Friday", "Plot 21")
_VALUE_JOINS = "to|and|of|the|&|-"  # what joins the words of one value
_ONLY_VALUE = re.compile(rf"(?:{VALUE_WORD}(?: (?:{_VALUE_JOINS}) ?| )?){{1,4}}")
# "Correction: LT-2201 for Eudora", "Sorry, Wednesdays at 2 for Jovan": the right value, of whom
_VALUE_FOR = re.compile(rf"^(?P<value>(?:{VALUE_WORD}(?: (?:at|{_VALUE_JOINS}) ?| )?){{1,4}}?) for (?P<name>[A-Z][\w-]+)$")
_BARE_IS = re.compile(r"^(?i:is|are)\s+(?=\S*\d|[A-Z])")  # "Is 241, not 214": the "it" dropped
_GIVES_NUMBER = re.compile(rf"\d|{ADDRESS.pattern}")
_IT_IS = re.compile(rf"^(?:it|that){APOS}?s\b|^(?:it|that) (?:is|was)\b", re.I)
# "update on Kwabena: he moved to Accra", "as for Ines, she's in Porto now": a topic named first,
# then said of with a pronoun.
_TOPIC = re.compile(
    r"^(?:(?:an? )?(?:quick |big |small |little )?(?:update|news) (?:on|about|re|from)|about|re|as for|speaking of)\s+(?P<name>(?-i:[A-Z])[\w'-]+)$", re.I
)
# "Ngozi texted me, she's moved up to Leeds": a report in a clause of its own names whom the
# pronoun after it means, as a topic does; "My sister just rang - mum's sold the house" only
# says who told it ("my brother Zhiyuan called": he is whom a pronoun after it means).
_TOLD_ME = re.compile(
    rf"^(?:(?P<name>[A-Z][\w-]+)|(?i:my) (?i:{KIN})(?:,? (?P<kin_name>[A-Z][\w-]+))?) (?i:just |also )?"
    r"(?i:told me|texted(?: me)?|messaged(?: me)?|emailed(?: me)?|called|rang|rang me|wrote|"
    r"says|said|let me know|posted)(?: (?i:this morning|today|yesterday|last night|earlier))?$"
    # "Awino's asked me to pass on some news", "he wanted me to let you know": a message carried
    # (or "Eilidh says to update you")
    rf"|^(?P<sender>[A-Z][\w-]+)(?:(?:{APOS}s| has)? (?i:asked|wants|wanted) (?i:me|us)| (?i:says|said)) to (?i:pass on|pass along|tell you|let you know|give you|update you)"
    r"(?: (?i:some|the|a bit of|an|her|his|their))?(?: (?i:news|update|good news))?$"
)
# A greeting or thanks addressed to someone ("Hey Mel!", "Thanks, Caroline!", "Wow, Jon,"):
# the name is who is spoken to, never a value of what is said (in chat nearly every turn opens
# so, and "Hey Mel! Long time no talk" must not read as a new value of "Hey Melanie! ...").
_VOCATIVE = re.compile(
    r"^(?:(?i:hey|hi|hiya|hello|heya|thanks|thank you|thx|congrats|congratulations|wow|whoa|oh|aw+|yay|yeah|yes|sure|"
    r"sorry|great|good (?:morning|afternoon|evening|night))\b[\s,]*)+[A-Z][\w'-]*[!,.:]+\s*"
    # a letter's salutation: "Dear Ms Orchardson,", "Dear all,"
    r"|^(?i:dear)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?[,:!]\s*"
)
# "so" before a word of degree intensifies it ("trains so early now, Ana joined ..."): no new clause
_SO_WHAT = (
    r"(?:much|many|little|few|far|long|early|late|often|soon|well|badly|good|bad|nice|lovely|great|busy|tired|expensive|"
    r"cheap|pricey|dear|hard|easy|slow|fast|quick|close|near|happy|glad|sad|cold|hot|big|small|loud|quiet|crowded|full|"
    r"noisy|boring|friendly|lonely|keen|sure|grateful|proud|sorry|annoyed|fed up|done)"
)
_NOW_THAT = re.compile(r"^(?i:now that)\s+(?P<state>[^,;:.!?]{3,80}),\s+(?P<rest>\S.*)$", re.S)
# Clause boundaries: sentence punctuation, colons, and conjunctions that start a new predicate.
_CLAUSE_SPLIT = re.compile(
    # not after a title or abbreviation: "Dr. Okafor", "St. Agnes Hospital" are one name
    r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bMx)(?<!\bSt)(?<!\bMt)(?<!\bJr)(?<!\bSr)(?<!\bProf)(?<!\bRev)"
    rf"\s*[.!?;:]+\s+|\s*;\s*|(?<!\d):\s*|:(?!\d)\s*|,?\s+(?:but|so(?!\s+{_SO_WHAT}\b)|because|and then|and now|while|whereas)\s+|,\s+(?:oh\s+)?and\s+|\s+and now\s+"
    # a comma splice: "I handed in my notice, I'm a flight attendant now"
    r"|,\s+(?=(?:I|I['\u2019]m|I['\u2019]ve|we|we['\u2019]re|he|she|he['\u2019]s|she['\u2019]s|they|my|our|it['\u2019]s|it is|that['\u2019]s)\s)"
    # "..., Hana and I split up": a compound subject with the speaker starts a new clause.
    r"|,\s+(?=[A-Z][\w'-]+ and (?:I|we)\s)"
    # "Saw Jiro driving a Leaf yesterday, Jiro must have sold the Volvo": a name and its
    # auxiliary too ("..., Monzo wouldn't do the joint account")
    r"|,\s+(?=[A-Z][\w'-]+ (?:has|have|is|was|had|must|will|would|can|could|might|(?:would|wo|could|ca|did|does|is|was|has)n['\u2019]t)\s)"
    # "Maelis is driving a Skoda now, gave me a lift in it on Sunday": a past verb done to the
    # speaker continues the subject with what happened, apart from the state
    rf"|,\s+(?=(?:[a-z]{{3,}}ed|{'|'.join(sorted(IRREGULAR_PAST))})\s+(?:me|us)\b)",
)
# In a sentence that corrects, a noun and its "is" start a clause too: "Sorry, I made a
# mistake before, the email is ..." (elsewhere "moved to Leeds, the rent is awful" stays one)
_CORRECTED_IS = re.compile(r",\s+(?=the\s+[\w-]+\s+(?:is|are)\s)")
_DASH = re.compile(r"\s+[\u2013\u2014]\s+|\s+-{1,2}\s+")
# A clause that starts with a lower-case verb continues the previous clause's subject ("he quit
# teaching and now runs a bike shop" -> "runs a bike shop" is his too).
_CONTINUATION = re.compile(
    r"^(?:now |also |then |still |just )?(?!(?:this|its|is|was|has|his|hers|ours|yours|theirs|us|as|thus|always|perhaps|unless|less)\b)(?:[a-z]+(?:s|ed)|(?:start|work|liv|mov|join)ing)\b"
)
_AND_SUBJECT = re.compile(r"\s+and\s+(?=(?:I|we|he|she|they)\s)")


@dataclass(frozen=True)
class Clause:
    frame: str  # what the embedder compares: "they moved to something"
    values: frozenset[str]  # named objects and numbers it states (normalised)
    dropped: frozenset[str]  # named values it names as left behind ("from Chicago", "not Boulder")
    cues: Cue
    words: frozenset[str] = frozenset()  # its content words ("goldfish"), for naming a common-noun value
    dropped_words: frozenset[str] = frozenset()  # content words it names as left behind ("rehomed the goldfish")
    slot: str | None = None  # which of the subject's contact details: "work" of "my work phone is ..."


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


_NOT_STANDING = Cue.EPISODE | Cue.PLAN
_REASON = re.compile(r"\b(?i:because|cause|cos|coz)\s*$")  # what a clause follows: it gives a reason


def _clauses(text: str, correcting: bool = False) -> list[str]:
    """Clauses: at punctuation and clause conjunctions, and at "and" + a new subject pronoun
    after four or more words ("... startup in Austin and we launch in Dallas"; "my boyfriend
    Daniel and I live together" stays one clause)."""
    out = []
    if now_that := _NOW_THAT.match(text):
        # "Now that I'm pescatarian, dinners out are harder": what holds now is a clause of its own
        return [f"now {now_that['state']}", *_clauses(now_that["rest"], correcting)]
    # one spaced dash sets off a clause ("at Lidl at the moment — not glamorous"); a pair sets
    # off an aside inside one ("her husband — my brother-in-law — got a job at Airbus")
    pieces = _CLAUSE_SPLIT.split(text)
    if correcting:
        pieces = [part for piece in pieces for part in _CORRECTED_IS.split(piece)]
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
    if (first := known_opening(said, known)) is None:
        return said
    named = first[0].capitalize() + said[first.end() :]
    report = REPORT.match(named) or _TOLD_ME.match(_clauses(named)[0].strip())
    return named if report and report.group(1) == named[: first.end()] else said


def _states(clause: str, cues: Cue) -> bool:
    """A clause of the speaker's states something of theirs unless it speaks of the person the
    sentence is about ("him", "her") and names no value (a capitalised word past its first, a
    number) nor a change: "my manager is Sunita now" states, "we never see him" comments; nor
    does a stint of theirs ("Kestrova lives in Hexbury these days, we visited last week": hers)."""
    if not standing(cues):
        return False
    if not re.search(r"\b(?:him|her)\b", clause, re.I) or cues & Cue.SHIFT:
        return True
    # (a value, unless what the speaker did with them is told: "I helped her carry the boxes Saturday")
    return bool(re.search(r"(?<=\s)[A-Z]|\d", clause)) and not past_event(_SPEAKER_SUBJECT.sub("they", clause, count=1).casefold())


def _asked(clause: str, said: str) -> bool:
    """Some occurrence of ``clause`` in ``said`` is followed by a "?" (the split drops it)."""
    start = said.find(clause)
    while start >= 0:
        if said[start + len(clause) :].lstrip().startswith("?"):
            return True
        start = said.find(clause, start + 1)
    return False


_FIRST_PERSON = re.compile(r"\b(?i:my|me|mine|our|ours|us|we|myself|ourselves)\b|\bI\b")
_DETERMINER_OPENING = re.compile(r"(?:the|this|that|these|those|a|an)\s", re.I)
_NEW_ONE = re.compile(r"(?:the |my |our )?new (?:one|[a-z]+(?: [a-z]+)?) (?:is|will be)\s|(?:the |my |our )?new (?:one|[a-z]+)['\u2019]s\s", re.I)
_SOMEBODY = re.compile(r"\b(?:some|no|every|any)(?:body|one)\b", re.I)


def _unowned_change(said: str, speaker: str, known: frozenset[str] | None) -> Frame | None:
    """"From 1 September the rent goes up to £910", "Ferrous Yard now", "not on there anymore":
    a change or a correction said of no one (no person, pronoun or possessive) in a sentence
    that found no subject is the speaker's, chat having dropped the "my" or the "I", if it names
    a value or says something ended."""
    cues = cues_of(said)
    new_one = bool(_NEW_ONE.match(OPENER.sub("", said)))
    if new_one:
        cues |= Cue.CHANGE | Cue.SHIFT  # "The new one is 07882 615 203": what replaced the old one
    # (nobody else in the clause that says it: "First week at m-kopa went well, nobody does 7am standups")
    if not cues & (Cue.SHIFT | Cue.CORRECTION) or cues & (Cue.PLAN | Cue.QUESTION) or OTHER_PERSON.search(said) or _SOMEBODY.search(_clauses(said)[0]):
        return None
    clauses = []
    for raw in _clauses(said):
        raw = raw.strip(" ,-\u2013\u2014\"'")
        if len(raw.split()) < 2 or _asked(raw, said):
            continue
        frame, values, dropped, words, dropped_words = values_and_frame(raw, speaker, known)
        said_cues = cues_of(raw) | (Cue.CHANGE | Cue.SHIFT if new_one and not clauses else Cue.NONE)
        clauses.append(Clause(frame, values, dropped, said_cues, words, dropped_words, slot_of(frame)))
    # and it names a value, or drops the "I" to say something ended ("no, deleted it last week.
    # not on there anymore"): "the noise from the building site has finally stopped", "snowing
    # again now" are no state of theirs
    if not any(c.values for c in clauses) and (not cues & Cue.REPLACE or _DETERMINER_OPENING.match(OPENER.sub("", said))):
        return None
    return Frame(speaker, True, None, tuple(clauses[:MAX_CLAUSES]), cues)


_CHANGE_CUES = Cue.CHANGE | Cue.REPLACE | Cue.SHIFT | Cue.CORRECTION | Cue.NEGATION


def _without(text: str, parts: Sequence[str]) -> str:
    for part in parts:
        text = text.replace(part, " ", 1)
    return text


def frame_of(
    verbatim: str,
    speaker: str | None,
    known: frozenset[str] | None = None,
    *,
    turn_corrects: bool = False,
    earlier: str = "",
    spoken_of: str | None = None,
) -> Frame | None:
    """The relation frame of one fact as said (``verbatim``) by ``speaker``; None when it has
    no subject or no clause with content. ``known``: the entity keys linked to the fact (a
    third-person subject must be one of them; None accepts any capitalised name).
    ``turn_corrects``: another sentence of the same turn says it corrects ("I simply
    misremembered it"), so "it's 100 micrograms, not 75" is the corrected value. ``earlier``:
    the turn before this sentence, where the speaker may say whom they met ("Bumped into
    Ravindra's wife at the gate. ... she says he's left Deloitte"). ``spoken_of``: whom a
    "he"/"she" opening the turn means when the turn names no one (the person the session
    spoke of, ingest/session.py; see transactions/owners/frame_check.py)."""
    subject: str | None = None
    qualifier: str | None = None
    by_speaker = False
    clauses: list[Clause] = []
    told: list[tuple[str, str | None, str]] = []  # (whom, their relative, the clause) of each clause about someone
    kept: list[str] = []  # the raw text of each clause in ``clauses``
    topic: str | None = None
    met_kin = relative_met(earlier)  # (whose relative, the relative word)
    said = unshout(verbatim.strip())
    lower = typed_in_lower_case(said)  # (known names first: "dagnys on earlies" is Dagny's)
    said = truecased(capitalised_known(_named_in_lower_case(_VOCATIVE.sub("", with_apostrophes(said)), known), known), lower)
    if speaker is not None:
        said = parents_as_mine(as_answered(said))
    said, starred = unstarred(said)
    correcting = turn_corrects or starred or bool(cues_of(said) & Cue.CORRECTION)
    text = _NEW_LABEL.sub(lambda m: f"My new {m['what']} is ", said) if speaker is not None else said
    if speaker is not None and len(found := _ARROW.findall(text)) == 1 and len(found[0].split()) <= 6:
        text = _ARROW.sub(lambda m: f"I switched from {m['left']} to ", text)
    label: str | None = None
    for raw in _clauses(text, correcting):
        raw = known_in_lower_case(raw.strip(" ,-\u2013\u2014\"'"), known)
        field, label = label, None
        if speaker is not None and (tail := _MY_FIELD_END.search(raw)) and re.search(rf"{re.escape(raw)}\s*:", text):
            label = tail["field"]  # "please send the lease to my address: 27 Tannery Lane": the address is next
        if speaker is not None and _FIELD.fullmatch(raw) and is_name(raw.split()[0]) and re.search(rf"\b{re.escape(raw)}\s*:", text):
            label = raw  # "Registration: SK19 RTV": a form's field, and the speaker's value of it next
            continue
        # "no, @quispe.threads": a reply that is only a handle or an address is the speaker's value
        reply = _REPLY_OPENER.sub("", raw)
        bare_value = speaker is not None and bool(ADDRESS.fullmatch(reply.rstrip(".!")))
        if len(raw.split()) < (1 if field or bare_value else 2):
            continue
        rhetorical = bool(_RHETORICAL.match(raw))
        if rhetorical:
            raw = raw.rstrip("?").rstrip()  # "did you hear Ben moved?" tells, it does not ask
        elif tail := RHETORICAL_TAIL.search(raw):
            raw, rhetorical = raw[: tail.start()], True  # "..., can you believe it?" tells too
        cues = cues_of(raw)
        # the clause split drops the "?": "did I tell you the 14th? it's the 4th" asks, then says
        if cues & Cue.QUESTION or raw.endswith("?") or (not rhetorical and _asked(raw, said)):
            continue
        if named_topic := _TOPIC.match(raw) or _TOLD_ME.match(raw):
            topic = named_topic["name"] or named_topic.groupdict().get("kin_name") or named_topic.groupdict().get("sender") or topic
            continue
        who, mine, kin, predicate = subject_of(raw, speaker, known, opening=subject is None)
        bare = OPENER.sub("", raw)  # the clause without its discourse opener ("so", "btw", "actually")
        if predicate.startswith(DONE_WITH) and not raw.startswith(DONE_WITH):
            cues = (cues | Cue.REPLACE | Cue.CHANGE | Cue.SHIFT) & ~Cue.EPISODE  # "the AWS account was closed on Tuesday": it ended
        if (
            subject is None and mine and kin is None and cues & Cue.CHANGE and predicate[:2] == "I " and not re.match(r"I\b", bare)
            and not _FIRST_PERSON.search(raw) and (previous := previous_subject(earlier)) and (speaker is None or entity_key(previous) != entity_key(speaker))
        ):  # fmt: skip
            who, mine = previous, False  # "Sotiria got poached by Deloitte. Started Monday as senior auditor": hers
        if subject is not None and not by_speaker and mine and kin is None and _IT_IS.match(bare) and _GIVES_NUMBER.search(raw):
            who, mine, kin = subject, False, qualifier  # "He dropped his phone in the lake, so it's 615-... now": his
        # (not a slip owned up to: "LT-2201 for Eudora, I transposed the digits")
        owned_slip = cues & Cue.CORRECTION and not re.search(r"\d|(?<=\s)[A-Z]", raw)
        if subject is not None and not by_speaker and mine and _SPEAKER_SUBJECT.match(bare) and _states(raw, cues) and not owned_slip:
            subject, by_speaker, qualifier, clauses, kept = None, False, None, [], []  # the speaker's own clause wins
        fragment = CORRECTED_FRAGMENT.match(raw)
        only_value = correcting and who is None and bool(_ONLY_VALUE.fullmatch(bare))  # "Correction, Wednesday to Friday"
        value_for = _VALUE_FOR.match(bare.rstrip(".!")) if correcting and who is None else None
        if value_for and is_name(value_for["name"]) and (known is None or entity_key(value_for["name"]) in known):
            who, mine, kin, predicate = value_for["name"], False, None, f"it is {value_for['value']}"
            cues |= Cue.CORRECTION
        if who is None and speaker is not None and correcting and (_IT_IS.match(raw) or _BARE_IS.match(raw) or fragment or only_value):
            # "Sorry, I told you Birch Avenue but it's Birch Lane", "Correction: it's 40 mg": the
            # corrected value, said of whoever the sentence is about (the speaker if no one else;
            # a reply with only the value, "Spanish, not Portuguese", of whom it corrects)
            if subject is not None:
                who, mine, kin = subject, by_speaker, qualifier
            elif fragment and spoken_of:
                who, mine, kin = spoken_of, entity_key(spoken_of) == entity_key(speaker), None
            else:
                who, mine, kin = speaker, True, None
            if only_value:
                predicate = f"it is {OPENER.sub('', raw)}"
            cues |= Cue.CORRECTION
        elif who is None and THIRD_PRONOUN.match(raw) and subject is not None and not by_speaker:
            who, mine, kin = subject, False, qualifier  # "Ben moved. He loves it": the same person
        elif who is None and THIRD_PRONOUN.match(raw) and subject is None and topic and (known is None or entity_key(topic) in known):
            who, mine, kin = topic, False, None
        elif who is None and subject is None and met_kin and (owner := owner_meant(predicate, *met_kin)):
            who, mine, kin = owner, False, None
        elif (
            who is None and subject is None and not met_kin and re.match(r"(?i:he|she)\b", predicate)
            and (previous := previous_subject(earlier)) and (speaker is None or entity_key(previous) != entity_key(speaker))
        ):  # fmt: skip
            who, mine, kin = previous, False, None  # "Magnus had to rehome the husky. He's got a cat now": Magnus
        elif (
            who is None and subject is None and not met_kin and speaker is not None and (pronoun := re.match(r"(?i:he|she)\b", predicate))
            and (relative := previous_relative(earlier, pronoun[0]))
        ):  # fmt: skip
            who, mine, kin = speaker, True, relative  # "My cousin rang last night. He's relocated": the cousin
        elif (
            who is None and subject is None and not met_kin and (pronoun := re.match(r"(?i:he|she)\b", predicate))
            and (met := met_by_relative(earlier, pronoun[0]))
        ):  # fmt: skip
            who, mine, kin = met, False, None  # "My sister bumped into Cos. Apparently he's moved": Cos
        elif (
            who is None and subject is None and not met_kin and spoken_of and re.match(r"(?i:he|she)\b", predicate)
            and previous_subject(earlier) is None
        ):  # fmt: skip
            who, mine, kin = spoken_of, False, None  # "bumped into Marit" / "how is she?" / "She's left Bridge Street"
        elif who is None and subject is not None and by_speaker and _IT_IS.match(raw) and cues & Cue.SHIFT:
            who, mine, kin = subject, True, qualifier  # "went back to full-time, so it's Monday to Friday now": the speaker's
        elif who is None and subject is not None and _CONTINUATION.match(raw):
            who, mine, kin, predicate = subject, by_speaker, qualifier, f"they {raw}"
        elif who is None and bare_value:
            who, mine, kin, predicate = speaker, True, None, f"it is {reply}"
        # (a value after a label, not a sentence about someone: "Neighbourhood group: Nehemiah at
        # number 12 has swapped his white Transit for an electric Vivaro" is news, not the speaker's group)
        if who is None and field is not None and (len(raw.split()) <= FIELD_VALUE_WORDS or not NAMED.match(raw) or not is_name(raw.split()[0])):
            who, mine, kin, predicate = speaker, True, None, f"my {field.casefold()} is {raw}"
        if who is None:
            continue
        told.append((entity_key(who), kin, raw))
        frame, values, dropped, words, dropped_words = values_and_frame(predicate, who, known)
        if frame == "they" and not mine:
            continue  # "Ferrous Yard now": a name and no predicate is a value said, not a subject
        if len(frame.split()) <= 2 and not values and not cues & Cue.SHIFT:  # "he retired" says something
            continue  # discourse ("sorry, I misspoke"): its cues count for the sentence, nothing else
        # "I meant Aalborg" restates, "renewed with Direct Line instead" replaces: neither tells an event
        # what was bought or adopted is had from then on: "Picked up a Nissan Leaf from the dealer"
        # (nor the event a state holds since: "Since I went into admin the HSU's my union")
        if past_event(frame) and not cues & (Cue.CORRECTION | Cue.REPLACE) and not ACQUIRED.search(raw) and not re.match(r"\W*(?i:since)\b", bare):
            cues |= Cue.PAST_EVENT
            if subject is None and mine and predicate[:2] == "I " and not re.match(r"I\b", bare):
                # "Ran into Dario's mum, she says ...": a dropped "I" telling an event names no
                # subject; whom it met is who a pronoun after it means ("saw Mateus, he says ...")
                if (met := MET.match(bare)) and (known is None or entity_key(met["name"]) in known):
                    topic = met["name"]
                elif found := relative_met(bare):
                    met_kin = found
                continue
        if subject is None:
            subject, by_speaker, qualifier = who, mine, kin
        elif entity_key(who) != entity_key(subject) or kin != qualifier:
            if mine or kin is not None or not values or not cues & Cue.SHIFT or any(c.values for c in clauses):
                continue
            # "Gottfried left in February, and Anneliese reports to Mireille now": someone else's
            # change with a value says what holds, where the first subject's clauses named none
            subject, by_speaker, qualifier, clauses, kept = who, mine, kin, [], []
        if turn_corrects and mine and values and not cues & (Cue.PLAN | Cue.QUESTION | Cue.EPISODE | Cue.ADDITION):
            # "Sorry, wrong person on that form. My emergency contact should be my sister Greta":
            # the value the speaker gives in a turn that says it corrects is the corrected one
            cues |= Cue.CORRECTION
        if clauses and clauses[-1].cues & _NOT_STANDING and (at := text.find(raw)) >= 0 and _REASON.search(text[:at]):
            # "For two weeks I take the train because my car is in the workshop": the reason is of
            # the stretch (or the plan) it explains, no state of its own
            cues |= clauses[-1].cues & _NOT_STANDING
        clauses.append(Clause(frame, values, dropped, cues, words, dropped_words, slot_of(frame)))
        kept.append(raw)
        if len(clauses) >= MAX_CLAUSES:
            break
    if subject is None and speaker is not None:
        return _unowned_change(said, speaker, known)
    if subject is None or not clauses:
        return None
    union = cues_of(verbatim) & ~Cue.QUESTION
    # but a change said only in a clause about someone else ("..., my brother Quorrin moved to
    # Brannoch, ... I started a pottery course": the move is his; its time, "the Tube's on strike
    # all this week, so I'm driving in", bounds the whole sentence still)
    if theirs := [raw for who, kin, raw in told if who != entity_key(subject) or kin != qualifier]:
        union &= ~(_CHANGE_CUES & ~cues_of(_without(said, theirs)))
    # A plan word said outside the stated clauses ("..., we'll see", "I might, moving to
    # Lisbon") hedges the whole sentence; one inside a stated clause is that clause's own
    # ("everything goes to my new address now, I check the old one maybe once a month").
    # So is an episode's time next to a clause without one ("..., I've gone fully vegan, and on
    # Sunday I'm helping Beto carry a sofa": the Sunday is the sofa's, not the diet's); not next
    # to one that points back at it ("I called you from 555-0166 yesterday, that's my office line")
    # nor to one the episode lasts through ("this week I'm in Antwerp while they redo our floor").
    own = Cue.NONE
    rest_cues: Cue | None = None  # the cues of what the stated clauses leave of the sentence, read once
    for cue in (Cue.PLAN, Cue.EPISODE):
        # (nor when the sentence opens with the time: "This month I'm on a trip in Tamsk, I'm
        # using the hotel gym" is all of this month)
        if cue == Cue.EPISODE and (
            _WHILE.search(said) or all(c.cues & cue or _IT_IS.match(raw) for c, raw in zip(clauses, kept, strict=True))
            or any(start <= 1 for start, _ in time_spans(OPENER.sub("", said)))
        ):
            continue
        if union & cue or any(c.cues & cue for c in clauses):
            if rest_cues is None:
                rest_cues = cues_of(_without(said, kept))
            # (a plan read only across the clauses, "Len's switching to rosuvastatin - at his
            # review in March", is the whole sentence's)
            if not rest_cues & cue and (cue != Cue.PLAN or any(c.cues & cue for c in clauses)):
                own |= cue
    union &= ~own
    if union & Cue.EPISODE and not union & Cue.SHIFT and a_stint(said):
        # "Lamar's moved to the fraud squad - six-week secondment, then back to mobile": the move
        # of the first clause is the stint the rest of the sentence tells
        clauses = [replace(c, cues=(c.cues | Cue.EPISODE) & ~Cue.SHIFT) for c in clauses]
    for clause in clauses:
        union |= clause.cues & ~own
    return Frame(subject, by_speaker, qualifier, tuple(clauses), union)
