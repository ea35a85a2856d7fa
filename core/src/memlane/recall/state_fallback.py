"""Query-time state choices for when no pair of statements decided (see state.py): the question's
own top hits about the person, or a person's one statement of the relation asked about, name
the present answer. Also the small shared steps: a statement's time order, a frame's cosine to
the question, lifting the answer to the top."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from ..geometry.frames import FrameSection, section_from
from ..ingest.cues import PROGRESSIVE_CHANGE, Cue, cues_of, standing
from ..ingest.kin import KIN, KIN_WORD
from ..ingest.pronouns import DISOWNED, as_told_for
from ..ingest.segment import split_sentences
from ..ingest.subjects import FUNCTION_WORDS
from .adjust import is_question
from .expansion import LATER_CHANGE

LIFT = 1.05  # the chosen statement ends this much above the best statement it is preferred to
# No statement of the relation by its frame: the top standing hits about the person decide (see
# retrieved_change): at most this many, and a later one replaces an earlier one only if the two
# statements are at least this alike as a whole. A later statement found nearly as well as a
# person's only statement (this share of its score) may still replace it (later_standing).
RETRIEVED_TOP, RETRIEVED_RATIO, STATEMENT_LIKENESS = 3, 0.6, 0.15
# A later statement that says it changed may rank far below the one it replaces ("I've
# registered with Dr. Ekwueme at the Tannery Lane surgery" shares little with "who is Saoirse's
# GP now?"): it competes down to this share of the best score.
CHANGE_RATIO = 0.25
TOLD_RATIO = 0.4  # another teller's news that says it changed: found this well as the person's own (_tells_found)


def retrieved_change(head, position, rows, whose, vectors, dimension, notes, report) -> None:  # type: ignore[no-untyped-def]
    """When no statement was chosen by its relation (the bank and the frames miss many
    wordings: "which bank does Arjun use?" ~ "all my money's with HSBC"), the question's own
    top hits about the person decide. Among the standing statements about them at the top of
    recall (RETRIEVED_TOP, within CHANGE_RATIO of the best), a later one that says something
    changed (a change word other than the weak ones, or a correction), adds nothing ("also"),
    names a value the earlier one does not (or says it ended) and says much the same kind of thing as a whole
    (STATEMENT_LIKENESS of the two statements' vectors) is the present one."""
    top: list[tuple[int, FrameSection]] = []
    best = None
    for row in head:
        fid = row[1]
        if fid not in rows or fid not in vectors:
            continue
        section = section_from(rows[fid], vectors[fid], dimension)
        if not section.standing:
            continue
        best = row[0] if best is None else best
        if row[0] < CHANGE_RATIO * best or len(top) >= RETRIEVED_TOP:
            break
        top.append((fid, section))
    # what a top hit's subject said later to end or replace something (recall/expansion.py)
    # competes however low the question alone put it: it shares no word with the question
    taken = {fid for fid, _ in top}
    top += [
        (row[1], section_from(rows[row[1]], vectors[row[1]], dimension)) for row in head
        if LATER_CHANGE in notes.get(row[1], ()) and row[1] in rows and row[1] in vectors and row[1] not in taken
    ]  # fmt: skip
    for fid, newer in sorted(top, key=lambda p: said_at(p[1]), reverse=True):
        if not newer.cues & (Cue.SHIFT | Cue.CORRECTION) or newer.cues & Cue.ADDITION:
            continue
        new_values = {v for c in newer.clauses for v in c.values}
        unit = np.asarray(newer.vector, dtype=np.float32) / max(float(np.linalg.norm(newer.vector)), 1e-9)  # once, not per older
        olders = [
            old for old, section in top
            if whose[old] == whose[fid] and said_at(section) < said_at(newer) and section.slots == newer.slots
            # a new value, or a verb of ending ("quit cold turkey", "gave it up") or a denial of
            # what holds now ("I'm not taking anything now") that needs none
            and (new_values - {v for c in section.clauses for v in c.values} or newer.cues & (Cue.REPLACE | Cue.NEGATION))
            and cosine(section.vector, unit) >= STATEMENT_LIKENESS
        ]  # fmt: skip
        if not olders:
            continue
        to_top(head, position[fid])
        notes.setdefault(fid, []).append("latest of what the question found (it says it changed)")
        report.preferred.append({"chosen": fid, "over": sorted(olders)})
        return


def later_standing(head, rows, sections, whose, vectors, dimension, found_at, framed) -> Callable[[int], bool]:  # type: ignore[no-untyped-def]
    """Is a standing statement about the same person that says something changed or is not so,
    said after ``fid`` (not in the same turn), found nearly as well as it (RETRIEVED_RATIO of
    its score before re-weighing)? Or does a later statement among those recall found, about
    anyone (``framed``: their frame rows), deny, correct or end something with a word of it
    ("Fig is a lurcher, not a whippet")?"""
    texts = {r[1]: r[2].text.casefold() for r in head}

    def later(fid: int) -> bool:
        at = said_at(sections[fid])[0]
        mine = {w for c in rows[fid].meta["c"] for v in (*c["v"], *c.get("w", ())) for w in v.split() if len(w) > 3}
        for other, row in framed.items():
            if (
                other != fid and (row.valid_from or row.observed_at or 0.0) > at
                and Cue(row.meta["u"]) & (Cue.NEGATION | Cue.CORRECTION | Cue.REPLACE)
                and any(re.search(rf"\b{re.escape(w)}\b", texts[other]) for w in mine)
            ):  # fmt: skip
                return True
        for other, row in rows.items():
            if other == fid or other not in vectors or whose[other] != whose[fid] or found_at[other] < RETRIEVED_RATIO * found_at[fid]:
                continue
            section = section_from(row, vectors[other], dimension)
            if section.standing and said_at(section)[0] > at and section.cues & (Cue.SHIFT | Cue.CORRECTION | Cue.NEGATION):
                return True
        return False

    return later


# A word of an earlier statement named as what it is not: "Fig is a lurcher, not a whippet",
# "it's 14 May, not March", "tree nuts, not peanuts", "HIBS. never hearts".
_DENIED = re.compile(r"\b(?:not|never|no longer|instead of|rather than)\s+(?:(?:a|an|the|my|our|on|in|at|to|with|for)\s+)?([\w'-]+)")


def denied_by(head, framed, rows, top, asked=frozenset()) -> int | None:  # type: ignore[no-untyped-def]
    """A later statement among those recall found (``head``), about the person asked about
    (one of ``rows``), that names what the earlier hit ``top`` (a [score, id, fact] row) said
    as not so, and names something else: the correction it stands corrected by ("Fig is a
    lurcher, not a whippet", "my contract is with Orlen Serwis, not PKN Orlen itself"). The
    earlier statement's words are its text's and its frame's values; when it has a frame, the
    later one is of the same person and qualifier (without one it may be a bare reply: "PKN
    Orlen, the refinery in Płock"). A later sentence with no frame, said by one of the people
    asked about (``asked``: their names, case-folded), may deny too ("I renewed in May but not
    with aviva"). The latest such, if any."""
    old = framed.get(top[1])
    at = (old.valid_from or old.observed_at or 0.0) if old is not None else top[2].observed_at.timestamp()
    old_text = top[2].text.casefold()
    mine = set(re.findall(r"[\w'-]+", old_text)) | ({v for c in old.meta["c"] for v in (*c["v"], *c.get("w", ()))} if old is not None else set())
    best: tuple[float, int] | None = None
    for r in head:
        other = rows.get(r[1])
        if r[1] == top[1] or (other is not None and old is not None and (other.subject_id != old.subject_id or other.meta.get("k") != old.meta.get("k"))):
            continue
        if other is not None:
            when = other.valid_from or other.observed_at or 0.0
            cues = Cue(other.meta["u"])
            said = {w for c in other.meta["c"] for w in (*c["v"], *c.get("w", ()))}
            dropped = {d for c in other.meta["c"] for d in c.get("d", ())}
        elif r[1] not in framed and (r[2].speaker or "").casefold() in asked:
            when, cues = r[2].observed_at.timestamp(), cues_of(r[2].text)
            said, dropped = set(re.findall(r"[a-z][\w'-]{3,}", r[2].text.casefold())) - FUNCTION_WORDS, set()
        else:
            continue
        if when <= at or not cues & (Cue.NEGATION | Cue.CORRECTION | Cue.REPLACE):
            continue
        # what it names as not so: a word of the earlier statement after "not", or a value it
        # drops ("not PKN Orlen") that the earlier one said
        denied = {w for w in _DENIED.findall(r[2].text.casefold()) if (len(w) > 3 or w.isdigit()) and w in mine}
        denied |= {d for d in dropped if re.search(rf"\b{re.escape(d)}\b", old_text)}
        if denied and said - denied - mine:  # and it names something else
            best = max(best or (when, r[1]), (when, r[1]))
    return best[1] if best else None


def lift_correction(head, position, rows, framed, notes, report, asked=frozenset()) -> None:  # type: ignore[no-untyped-def]
    """The best-found statement stands corrected by a later one about the person asked about
    that names what it said as not so and says what holds instead (see denied_by): that one
    is the answer, however little of the question's wording it shares."""
    top = max(head, key=lambda r: r[0])  # (re-weighed in place, not yet re-sorted)
    if (fixed := denied_by(head, framed, rows, top, asked)) is None:
        return
    to_top(head, position[fixed])
    notes.setdefault(fixed, []).append("corrects an earlier statement (names what it said as not so)")
    report.preferred.append({"chosen": fixed, "over": [top[1]]})


# A reply saying no ("nope", "nah, …", "not any more") to the question before it.
_NO_REPLY = re.compile(r"^\W*(?:no|nope|nah|not any ?more|no longer)\b", re.I)
REPLY_WITHIN = 6 * 3600.0  # seconds: a reply answers a question asked this shortly before it


def lift_no_reply(head, position, rows, framed, notes, report) -> None:  # type: ignore[no-untyped-def]
    """"Should I keep using Corbel Climbing Wall for your reminders?" — "nope. Ferrous Yard now":
    a reply of the person asked about that says no to a question (by someone else, among the
    hits, asked shortly before) naming what the best hit said, and gives a value the best hit
    lacks, is the present answer. Its relation is in the question, which no frame of its own
    reads."""
    top = max(head, key=lambda r: r[0])
    old = framed.get(top[1])
    if old is None:
        return
    values = {v for c in old.meta["c"] for v in c["v"] if len(v) > 2}
    questions = [r[2] for r in head if is_question(r[2].text)]
    for r in head:
        reply, row = r[2], rows.get(r[1])
        if row is None or r[1] == top[1] or not _NO_REPLY.match(reply.verbatim or reply.text) or reply.observed_at <= top[2].observed_at:
            continue
        new = {v for c in row.meta["c"] for v in c["v"]}
        if not new or new & values:
            continue
        asked = [
            q for q in questions if q.speaker != reply.speaker and 0 <= (reply.observed_at - q.observed_at).total_seconds() <= REPLY_WITHIN
            and any(v in q.text.casefold() for v in values)
        ]  # fmt: skip
        if asked:
            to_top(head, position[r[1]])
            notes.setdefault(r[1], []).append("says no to a question about the earlier statement, and gives another value")
            report.preferred.append({"chosen": r[1], "over": [top[1]]})
            return


def to_top(head, index: int) -> None:  # type: ignore[no-untyped-def]
    """The answer: the row at ``index`` ends LIFT above every candidate."""
    head[index][0] = max(head[index][0], max(r[0] for r in head) * LIFT)


def lift_only_statement(head, position, groups, sections, answers, notes, report, *, later) -> None:  # type: ignore[no-untyped-def]
    """No pair of statements decided: a person's one statement squarely of the relation asked
    about (``answers``: by its own frame, with a value) is still the answer to a present
    question, above small talk that only shares the person's name ("Arash is losing his mind"
    ~ "who does Arash share a flat with?"). Not when a later statement about them is found
    nearly as well (``later``): it may say the state changed in words no frame reads ("I
    tapered it over six weeks and I'm not taking anything now"). Of several such statements
    (additions, restatements, a stint elsewhere) recall's order stands, unless the latest says
    it changed or corrects ("the vet says she's actually a harrier")."""
    for members in groups.values():
        said = sorted((f for f in members if f in answers), key=lambda f: said_at(sections[f]))
        if not said:
            continue
        chosen = said[-1]
        cues = sections[chosen].cues
        if len(said) > 1 and (not cues & (Cue.SHIFT | Cue.CORRECTION) or cues & Cue.ADDITION):
            continue
        if any(sections[f].slots != sections[chosen].slots for f in said):
            continue  # "got a work phone now" replaces no other number
        if later(chosen):
            continue
        to_top(head, position[chosen])
        notes.setdefault(chosen, []).append("latest statement of the relation asked about")
        report.preferred.append({"chosen": chosen, "over": [f for f in said if f != chosen]})


def cosine(frame, question: np.ndarray) -> float:  # type: ignore[no-untyped-def]
    frame = np.asarray(frame, dtype=np.float32)
    return float(frame @ question) / max(float(np.linalg.norm(frame)), 1e-9)


def said_at(section: FrameSection) -> tuple[float, int]:
    """The order of statements in time: valid time, else observed time; ties by arrival."""
    return (section.valid_from or section.observed_at or 0.0, section.fact_id)


_WORD = re.compile(r"[\w'.@-]*\w")
_NOW = re.compile(r"\bnow\b", re.I)
_CLAUSE = re.compile(r",\s+(?:and|but|so)\s+|\s+[-\u2013\u2014]+\s+|;\s*")  # ", and I've cancelled ...", " - I'm at ..."
_PART = re.compile(rf"{_CLAUSE.pattern}|:\s+")  # clauses, and what follows a colon
# Who told it and when: "My mother called yesterday, she said ...", "Haldor told me yesterday that
# ...": the time is the telling's, not a dated happening of what was told
_REPORT_LEAD = re.compile(
    r"^\W*[^,.;:!?]{0,60}?\b(?:called|rang|phoned|texted|messaged|emailed|wrote|told me|tells me|let me know)\b(?: me| us)?"
    r"(?: yesterday| today| this morning| last night| earlier| on \w+day)?(?:\s*[,:;]\s*(?:(?:he|she|they) (?:said|says|told me)\s+)?|\s+(?=that\b))(?:that\s+)?",
    re.I,
)
_OWN_CLAUSE = re.compile(r"\s*(?:i|i['\u2019](?:m|ve|d|ll)|me|we|we['\u2019](?:re|ve))\b", re.I)  # the speaker's own
_THIRD_PERSON = re.compile(r"\b(?:he|she|his|her|him|hers)\b", re.I)
# a clause about someone else ("they've moved to Rimini"; not "they moved me to nights")
_THEIRS_LEADS = re.compile(r"\W*(?:(?:and|but|so|well|then|now),?\s+)?(?:he|she|they)\b(?![^,.;]*\b(?:i|me|us|my|our)\b)", re.I)
ASKED_OF_ME = re.compile(r"\b(?:i|my|me|mine|am)\b", re.I)  # a question about the asker


def names_any(text: str, names: Sequence[str]) -> bool:
    """Does ``text`` name any of ``names`` as a whole word, in any letter case?"""
    return any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names if n)


def _found_as_change(row, best, elsewhere, question: str) -> bool:  # type: ignore[no-untyped-def]
    """No word ties a later hit to the best one, but the question found it nearly as well
    (RETRIEVED_RATIO) and the hit itself, about no one else, says it changed: "The building got
    sold, so now the landlord is some company called Crestline Lettings". Not one that names a
    relative the question does not ("my sister just got engaged", "Dad's GP retired")."""
    if row[1] in elsewhere or row[0] < RETRIEVED_RATIO * best[0]:
        return False
    if set(KIN_WORD.findall(row[2].text.casefold())) - set(KIN_WORD.findall(question.casefold())):
        return False
    if _THIRD_PERSON.search(row[2].text):
        return False  # "lost his phone on the beach": someone else's
    # a strong change word, a denial ("it's the 50GB one, not 20") or a shift other than "now"
    # ("went pescatarian last month", "since April my boss is Hella"); not "now" alone ("repainted
    # the bathroom, it's sea green now") nor "sorry"
    return _says_changed(cues_of(_NOW.sub(" ", row[2].text)), Cue.REPLACE | Cue.NEGATION | Cue.SHIFT)


def _corrects(text: str, mine: set[str]) -> bool:
    """The text corrects what the teller said, naming a word of it."""
    return bool(cues_of(text) & Cue.CORRECTION and _content_words(text) & mine)


def _says_changed(cues: Cue, by: Cue, unless: Cue = Cue.CONFIRM | Cue.EPISODE | Cue.ADDITION) -> bool:
    """A standing clause with a change cue among ``by`` and none of ``unless``."""
    return bool(cues & by) and _holds(cues, unless)


def _holds(cues: Cue, unless: Cue = Cue.CONFIRM | Cue.EPISODE | Cue.ADDITION) -> bool:
    """A standing clause with none of ``unless`` ("still", a dated happening, "also")."""
    return standing(cues) and not cues & unless


def names_as_subject(text: str, names) -> bool:  # type: ignore[no-untyped-def]
    """Does ``text`` name one of ``names`` (casefolded), not only as a relative's ("Bjørn's
    sister") nor only as the one spoken to (a reply's "Thanks, Bjørn.")?"""
    return any(
        not _spoken_to(text, m)
        for n in names if n
        for m in re.finditer(rf"\b{re.escape(n)}\b(?!['\u2019]s\s+{KIN}\b)", text, re.I)
    )  # fmt: skip


_GREETED = re.compile(r"\W*(?:hi|hello|hey|dear|thanks|thank you|welcome back)\W*", re.I)


_TOLD_TO = re.compile(
    r"(?:\s+(?:ah|lah|la|o|oh))?,\s+(?:you\b|your\b|(?:(?:just so you know|fyi|btw|by the way|heads up),?\s+)?(?:I|I['\u2019](?:ve|m|d|ll)|we|we['\u2019](?:ve|re))\b)", re.I
)


def _spoken_to(text: str, name: re.Match[str]) -> bool:
    """Is ``name`` only the one spoken to: "Welcome back, Bjørn.", "Hi Bjørn!", "Bjørn, you ..."?"""
    before, after = text[: name.start()], text[name.end() :]
    if re.match(r"\s*(?:[.!?]|$)", after) and (before.rstrip().endswith(",") or _GREETED.fullmatch(before)):
        return True
    # (and "Sipho, just so you know, I've left NUMSA", "Jia Hui ah, I resigned": the teller's own news, told to them)
    return bool((not before.strip() or _GREETED.fullmatch(before)) and _TOLD_TO.match(after))


# a named value or a number, not a sentence's first word: "Lidl", "Studio Quorrin", "07700"
_VALUE_WORD = re.compile(r"(?<![.!?]\s)(?<!^)\b(?:[A-Z][\w'-]*|\d[\w-]*)")


def _content_words(text: str) -> set[str]:
    """Words that may name a value, a plural as its singular ("wednesdays" ~ "wednesday") and
    without a possessive ("rhonda's" ~ "rhonda")."""
    words = (w.removesuffix("'s").removesuffix("\u2019s") for w in _WORD.findall(text.casefold()))
    return {w.removesuffix("s") if len(w) > 4 else w for w in words if len(w) > 2 and w not in FUNCTION_WORDS}


def lift_named_change(head, position, notes, report, asked, question: str, elsewhere, turn_texts, *, named_only: bool = False) -> None:  # type: ignore[no-untyped-def]
    """The best-found statement is the asked person's own (or names them: then the same
    teller's later turn must name them too), and a later turn of that speaker among the top
    hits (RETRIEVED_TOP after it, however low: the shared word is what ties them)
    names a word of it the question does not and says it changed ("uninstalled starfall",
    "its tuesdays not wednesdays", "Gave the Portuguese textbooks tae the charity shop. These
    days Tuesday nights are all hiragana"): that turn says what holds now. The whole turn is
    read as said (``turn_texts``: fact -> the text of the turn it came from), sentence by
    sentence; frames need not read any of it. Not a turn that adds ("also allergic to latex
    ... so penicillin AND latex now"), nor a change only in a dated happening ("Priyesh left
    early yesterday"), nor a sentence framed as about someone else (``elsewhere``: "my
    flatmate Goran's new number"), but for the speaker's own clauses in it. A later hit that
    names no word of it may still answer when the question found it nearly as well and it
    says so strongly (_found_as_change); and, the best hit the person's own, so may another
    teller's later news of them, naming a word of it (_tells_change) or found nearly as well
    (_tells_found). ``named_only``: only the same teller's later turn naming a word of it
    (after the latest statement of the relation was chosen: a change of that one again)."""
    ranked = sorted(head, key=lambda r: -r[0])
    top = ranked[0][2]
    top_text = top.text.casefold()
    speaker = (top.speaker or "").casefold()
    # the person's own, or the same teller's news of them named in both ("Jared's address is
    # ..." then "Jared's mum says he's moved ..."); asked of "me", the asker's own
    reported = (not asked and bool(ASKED_OF_ME.search(question))) or names_any(top_text, asked)
    # (a report framed as the teller's own, "Hongmei just told me Baoyu and Yanling split up",
    # is still news of the person it names)
    if (speaker not in asked and not reported) or (ranked[0][1] in elsewhere and not names_any(top_text, asked)):
        return
    # the teller's own (not a relative's: "Which school does Bauyrzhan's daughter attend?")
    own = (speaker in asked or (not asked and bool(ASKED_OF_ME.search(question)))) and not KIN_WORD.search(question.casefold())
    name_words = {w for n in asked for w in n.split()}
    # what the teller calls them ("Mum (Edith, 86) is with Dr Farouk", "my dad Albert"): a later
    # turn saying "Mum's" names her too
    called = [m[1] for n in asked for m in re.finditer(rf"\b({KIN})\s*(?:\(\s*|,\s*)?{re.escape(n)}\b", top_text)]
    topic = _content_words(question) - name_words
    mine = _content_words(top.text) - topic - name_words
    if named_only:  # a value it named, said again in a later turn: "Studio Quorrin closed in July, so now ..."
        mine &= {w.casefold() for w in _VALUE_WORD.findall(top.text)}
    if speaker not in asked and asked and _keeps_news(head, position, notes, report, ranked, asked, topic | name_words, turn_texts):
        return
    # the same speaker's later turn; or, the best hit the person's own, another teller's news of
    # them ("the building's been sold to Fjordbo Housing, so Bjørn and the rest of us rent from them now")
    # (said later: the same day's turns in the order they came)
    later = [
        row for row in ranked[1 : RETRIEVED_TOP + 1]
        if ((row[2].speaker or "").casefold() == speaker or speaker in asked or (reported and asked)) and (row[2].observed_at, row[1]) > (top.observed_at, ranked[0][1])
        and (not named_only or row[2].observed_at > top.observed_at)
    ]  # fmt: skip
    texts = turn_texts([row[2] for row in later]) if later else {}
    theirs = {(row[2].verbatim or row[2].text).strip().casefold() for row in head if row[1] in elsewhere}
    found = {(row[2].verbatim or row[2].text).strip().casefold(): row[0] for row in head}  # a sentence as said -> its score
    for row in later:
        text = texts.get(row[2].id) or row[2].text
        # the same teller names them again (or corrects what it said of them, naming it: "I wrote the wrong school,
        # Thornlea is where he was only on the waiting list")
        if speaker not in asked and asked and not names_any(text.casefold(), asked) and not _corrects(text, mine) and not names_any(text, called):
            continue
        if (row[2].speaker or "").casefold() != speaker:
            if named_only:
                continue
            about = _about(as_told_for(text, row[2].speaker), asked)  # "Hi, this is Modupe, Oladele's wife. He's left ..."
            if _tells_change(about, mine):
                _lift(head, position, notes, report, row, ranked[0], "later news of the person that names what the best-found statement said, and says it changed")
                return
            if _tells_found(row, ranked[0], about):
                _lift(head, position, notes, report, row, ranked[0], "later news of the person, found nearly as well as what they said")
                return
            continue
        # clause by clause ("my sister's coming on Friday, and I've cancelled PulseFit - I'm at
        # the leisure centre now"); see _read_clauses for a sentence about someone else
        # (asked of the teller, a sentence the next one disowns is not read, and that one is
        # someone else's: "the old house is sold. Well, Mamma and Papà have; ...")
        sentences = split_sentences(text, min_words=1) or [text]
        disowned = {i for i in range(len(sentences) - 1) if own and DISOWNED.match(sentences[i + 1])}
        clauses = [
            (c, s) for i, s in enumerate(sentences) if i not in disowned
            for c in _read_clauses(s, s.strip().casefold() in theirs or i - 1 in disowned, mine, () if own else [*asked, *called])
        ]  # fmt: skip
        # (a change bounded by the sentence it is in is an episode: "No meat from today — giving it
        # up for Lent, forty days")
        whole = {s: cues_of(s) for s in sentences}  # each sentence's cues, read once
        bounded = {s for s in {s for _, s in clauses} if whole[s] & Cue.EPISODE and not whole[s] & Cue.SHIFT}
        # (nor one in the progressive whose turn dates it as a plan: "Olwen is moving to Ty Mawr! ... Move-in date is the end of April")
        planned = {s for s in sentences if PROGRESSIVE_CHANGE.search(s)} if any(c & Cue.PLAN for c in whole.values()) else set()
        said = [
            (cues_of(clause) | (Cue.EPISODE if sentence in bounded else Cue.NONE) | (Cue.PLAN if sentence in planned else Cue.NONE), _content_words(clause))
            for clause, sentence in clauses
        ]  # fmt: skip
        # (asked of the teller, a clause about he, she or they is someone else's change: "Well,
        # Mamma and Papà have; they've moved to Rimini")
        changed = any(
            _says_changed(c, Cue.SHIFT | Cue.CORRECTION, Cue.CONFIRM | Cue.EPISODE)
            for (c, _), (clause, _) in zip(said, clauses, strict=True)
            if not (own and _THEIRS_LEADS.match(clause))
        )  # fmt: skip
        # not if it adds, or says what was named still holds ("Harriet's still here"); an
        # addition about something else in the turn does not count ("Also we're out of bin
        # bags"), one about what was asked does (it shares a word, or the question found it
        # nearly as well: "we've ALSO adopted a greyhound" for "what pets does she have?")
        kept = any(
            (c & Cue.ADDITION and (words & (mine | topic) or found.get(sentence.strip().casefold(), 0.0) >= RETRIEVED_RATIO * ranked[0][0]))
            or (c & Cue.CONFIRM and words & mine)
            for (c, words), (_, sentence) in zip(said, clauses, strict=True)
        )  # fmt: skip
        if changed and not kept and (set().union(*(words for _, words in said)) & mine or (not named_only and _found_as_change(row, ranked[0], elsewhere, question))):
            _lift(head, position, notes, report, row, ranked[0], "later, names what the best-found statement said, and says it changed")
            return


def _read_clauses(sentence: str, theirs: bool, mine: set[str], person: Sequence[str] = ()) -> list[str]:
    """The clauses of a later sentence that may say what became of ``mine`` (the words of the
    best-found statement): all of them, or of a sentence framed as about someone else ("my dad
    finally sold his Saab") the speaker's own, and those from one about the thing named on
    ("Ute's gone"; "Quillsure was cheap but useless, so from this month the car is insured by
    Hollowmere"), and those naming the ``person`` asked about ("Rang to book Mum's bloods and
    Ashgrove said she's not on their list any more", Mum being whom the question names)."""
    clauses = [c for c in _CLAUSE.split(_REPORT_LEAD.sub("", sentence, count=1)) if c.strip()]
    if not theirs or _corrects(sentence, mine):
        return clauses
    kept, named = [], False
    for clause in clauses:
        named = named or bool(_content_words(clause.split()[0]) & mine)
        if named or _OWN_CLAUSE.match(clause) or names_any(clause, person):
            kept.append(clause)
    return kept


def _keeps_news(head, position, notes, report, ranked, asked, skip: set[str], turn_texts) -> bool:  # type: ignore[no-untyped-def]
    """The best hit is another teller's news of the person, said after a statement of the
    person's own among the next hits that it tells a change of (_tells_change, _tells_found):
    it stays the answer ("Sixten here, Tyra's flatmate. Tyra sorted the internet on Friday:
    we're on Hyperoptic now" over Tyra's "Our broadband is with Sky")."""
    news = ranked[0]
    about = None
    for row in ranked[1 : RETRIEVED_TOP + 1]:
        if (row[2].speaker or "").casefold() not in asked or (row[2].observed_at, row[1]) >= (news[2].observed_at, news[1]):
            continue
        if about is None:
            about = _about(as_told_for(turn_texts([news[2]]).get(news[2].id) or news[2].text, news[2].speaker), asked)
        # (found first, the news is found at least as well as the person's own statement)
        if _tells_change(about, _content_words(row[2].text) - skip) or _tells_found(news, row, about):
            _lift(head, position, notes, report, news, row, "later news of the person, found as well as what they said")
            return True
    return False


def _about(text: str, asked) -> list[tuple[str, Cue]]:  # type: ignore[no-untyped-def]
    """Another teller's turn, read whole: its sentences about the person (naming them, not
    only as the owner of someone else: "Bjørn's sister moved"), each with its cues."""
    return [(s, cues_of(s)) for s in split_sentences(text, min_words=1) or [text] if names_as_subject(s, asked)]


def _tells_change(about: list[tuple[str, Cue]], mine: set[str]) -> bool:
    """Do the sentences about the person (``_about``) say it changed and name a word of the
    person's own statement (``mine``)?"""
    changed = any(_says_changed(c, Cue.SHIFT) for _, c in about)
    return changed and bool(set().union(*(_content_words(s) for s, _ in about)) & mine)


def _tells_found(row, best, about: list[tuple[str, Cue]]) -> bool:  # type: ignore[no-untyped-def]
    """Another teller's later turn whose sentences name the person (``_about``) with no word
    of the person's own statement: its hit answers when the question found
    it nearly as well (RETRIEVED_RATIO) and a sentence about them states something standing
    ("Yaa shaved her head for the fundraiser!!"), or found it at least TOLD_RATIO as well and
    says it changed ("So Luka has a new boss"). Not "still", "also" or a dated happening."""
    if not about or row[0] < TOLD_RATIO * best[0]:
        return False
    # a sentence read whole, and those of its clauses that say it changed ("Tyra sorted the
    # internet on Friday: we're on Hyperoptic now")
    said = [c for _, c in about] + [c for s, _ in about for part in _PART.split(s) if (c := cues_of(part)) & Cue.CHANGE]
    if row[0] >= RETRIEVED_RATIO * best[0]:
        return any(_holds(c) for c in said)
    return any(_holds(c) and c & Cue.CHANGE for c in [*said, cues_of(row[2].text)])


def _lift(head, position, notes, report, row, over, why: str) -> None:  # type: ignore[no-untyped-def]
    to_top(head, position[row[1]])
    notes.setdefault(row[1], []).append(why)
    report.preferred.append({"chosen": row[1], "over": [over[1]]})
