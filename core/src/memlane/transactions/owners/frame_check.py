"""Store-time knowledge-update detection, run by the geometry owner for every new fact.

1. The fact's relation frame (ingest/frames.py): subject (first person = the speaker, a report
   = the person reported on), clause frames with the objects removed, values, cues. The
   subject must be an entity linked to the fact; a fact without one is not checked.
2. The clause frames are embedded (the engine's cached text embedder) and stored with the
   fact (``fact_frames``): later facts find it as a candidate, recall groups by it.
3. Candidates: the subject's framed, current facts in the same scope, most recent first, at
   most ``CANDIDATE_BUDGET`` (an index walk, never a scan of the profile); a cheap frame
   prefilter picks the few whose vectors are read.
4. Verdicts (geometry/frames.py); for each "supersedes" the newer statement gets a
   ``supersedes`` edge to the older one, which is demoted (system time ended, kept)."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np

from ...geometry.frames import (
    NAMES_OLD,
    ClauseSection,
    FrameSection,
    FrameThresholds,
    FrameVerdict,
    compare,
    is_newer,
    quantise,
    section_from,
    with_name_words,
)
from ...geometry.relations import Family, RelationBank
from ...ingest.cues import CORRECTED_FRAGMENT, PROGRESSIVE_CHANGE, Cue, cues_of, unstarred
from ...ingest.entities import entity_key
from ...ingest.frames import Frame, frame_of
from ...ingest.lower_case import truecased
from ...ingest.pipeline import lexical_header
from ...ingest.pronouns import DISOWNED, for_person, told_after_opening, told_for
from ...ingest.session import SESSION_TURNS, corrected_subject, session_subject
from ...storage import Store
from ...storage.frames import FrameRow
from ...timeutil import now_utc
from .base import ProjectionItem

TextEmbedder = Callable[[Sequence[str]], dict[str, np.ndarray]]
CANDIDATE_BUDGET = 256  # most recent framed facts of the subject considered per write
PREFILTER = 0.15  # frame cosine below which a candidate cannot fill the same relation
COMPARE_BUDGET = 24  # candidates that get the full frame comparison per write (closest first)


def meta_of(frame: Frame, families: Sequence[Family | None]) -> dict:
    return {
        "c": [
            {"v": sorted(c.values), "d": sorted(c.dropped), "q": c.cues.value, "f": list(f.names) if f else [],
             "m": bool(f and f.several), "w": sorted(c.words), "dw": sorted(c.dropped_words), "sl": c.slot}
            for c, f in zip(frame.clauses, families, strict=True)
        ],
        "u": frame.cues.value,
        "s": frame.subject,
        "k": frame.qualifier,
        "b": frame.by_speaker,
    }


@functools.lru_cache(maxsize=64)
def _turn_corrects(context: str) -> bool:
    """A fact split from a longer turn: the turn (in its lexical context) may say it corrects.
    Cached: every fact of one turn carries the same context."""
    return bool(cues_of(context) & Cue.CORRECTION)


_HE_SHE = re.compile(r"\b(?i:he|she|hes|shes)\b")
# A later sentence of the turn says the speaker keeps what they had: what was told beside it
# adds ("I've joined a boxing gym! ... I'm keeping my weights days at the leisure centre, though";
# "I've got a new number! ... so now I have two phones")
_KEPT = re.compile(
    r"\b(?i:(?:I['\u2019]m|I am|we['\u2019]re|we are) (?:still )?(?:keeping|sticking with|staying (?:with|at|on))"
    r"|(?:I['\u2019]m|I am|we['\u2019]re|we are) not (?:giving up|leaving|quitting|dropping|cancell?ing|getting rid of)"
    r"|(?:I|we) (?:haven['\u2019]t|have not) (?:given up|left|quit|dropped|cancell?ed|got rid of)"
    r"|(?:I|we) (?:have|['\u2019]ve got|now have) (?:two|both|2)(?: of them)?)\b"
)
# A "he"/"she" no turn of the session names: the latest facts of each thing the fact names
# (at most VALUE_ENTITIES of them), VALUE_FACTS each, tell whom it means.
VALUE_ENTITIES, VALUE_FACTS = 3, 12


def _marked(frame: Frame, cue: Cue) -> Frame:
    """``frame`` with ``cue`` on it and on each of its clauses (what the rest of the turn says of it)."""
    return replace(frame, cues=frame.cues | cue, clauses=tuple(replace(c, cues=c.cues | cue) for c in frame.clauses))


def subject_of(store: Store, item: ProjectionItem) -> tuple[Frame, int, str] | None:
    """(frame, subject entity id, its canonical name) of a new fact, if it has both."""
    said = store.frames.statement(item.fact_id)
    if said is None:
        return None
    names = store.frames.linked_names(item.fact_id)
    # the turn before this sentence (the context is the speaker, the date, then the turn)
    header = lexical_header(item.speaker, item.observed_at)
    turn = item.context[len(header) :].lstrip() if item.context.startswith(header) else item.context
    turn = turn or said[0]  # (a turn of one fact keeps no turn context: the fact is the turn)
    at = turn.find(said[0])
    earlier = turn[:at] if at > 0 else ""
    statement = said[0]
    # "Hi, Ochieng here, Awino's brother. She's settled in Kisumu now": the "she" is Awino, as
    # the stored text says (ingest/pipeline.prepare reads the turn alike)
    if told := told_for(truecased(turn), item.speaker):
        # (the opening "I am Jelisaveta, Stojan's sister, ..." is no clause of what is told)
        named = truecased(statement)
        rest = told_after_opening(named, item.speaker) if at <= 0 else None
        statement = rest if rest and len(rest.split()) >= 3 else for_person(named, told.person, told.parent)
    # the session's previous turns, read only for a "he"/"she" or a reply of a value alone
    spoken_of = _spoken_of(store, item, statement, names) if _HE_SHE.search(statement) or CORRECTED_FRAGMENT.match(unstarred(statement)[0]) else None
    frame = frame_of(statement, item.speaker, known=frozenset(names), turn_corrects=_turn_corrects(item.context), earlier=earlier, spoken_of=spoken_of)
    after = turn[at + len(said[0]) :] if at >= 0 else ""
    if frame is None or (frame.by_speaker and DISOWNED.match(after)):
        return None
    if frame.by_speaker and _KEPT.search(after):
        frame = _marked(frame, Cue.ADDITION)
    if frame.cues & Cue.SHIFT and PROGRESSIVE_CHANGE.search(statement) and (cues_of(after) | cues_of(statement)) & Cue.PLAN:
        frame = _marked(frame, Cue.PLAN)
    hit = None
    if frame.qualifier and frame.by_speaker:
        # "my brother has switched to the Chiefs", the brother named before (ingest/kin.py): his;
        # also when only a pronoun says so ("My cousin rang. He's relocated")
        relative = entity_key(f"{frame.subject}'s {frame.qualifier}")
        if hit := names.get(relative) or _known(store, item.profile_id, relative):
            frame = replace(frame, subject=hit[1], by_speaker=False, qualifier=None)
    hit = hit or names.get(entity_key(frame.subject))
    if hit is None and (frame.by_speaker or frame.subject == spoken_of):
        # "We bought a house in Stavanger", "our landlord is Mr Lee": about the speaker, whose
        # name the sentence never contains (only "I"/"my" are rewritten to it); nor does "She's
        # left Bridge Street" contain the name of whom the session spoke of
        hit = _known(store, item.profile_id, entity_key(frame.subject))
    if hit is None:
        return None
    return frame, hit[0], hit[1]


def _spoken_of(store: Store, item: ProjectionItem, statement: str, names: dict[str, tuple[int, str]]) -> str | None:
    """Whom a "he"/"she" opening the fact's turn means if the turn names no one: the person the
    session's previous turns spoke of (ingest/session.py); or, they spoke of no one at all, the
    one person the latest statements of what the fact names are about ("She's finally got shot
    of Lloyds!": whom "banks with Lloyds" was said of), never the speaker. A reply that only
    gives the right value ("Spanish, not Portuguese") is of whom the session said the wrong one.
    Bounded: SESSION_TURNS messages, then VALUE_FACTS facts of each of at most VALUE_ENTITIES
    entities the fact names."""
    before = store.frames.turns_before(item.fact_id, limit=SESSION_TURNS)
    if fragment := CORRECTED_FRAGMENT.match(statement):
        return corrected_subject(before, fragment["old"])
    reading = session_subject(before, item.speaker)
    if reading.person is not None or not reading.open:
        return reading.person
    me = entity_key(item.speaker) if item.speaker else None
    mine = names.get(me) if me else None
    values = {eid for key, (eid, _) in names.items() if key != me}
    if not values or len(values) > VALUE_ENTITIES:
        return None
    said = [fid for _, fid in store.retrieval.entity_postings(item.profile_id, dict.fromkeys(values, VALUE_FACTS), as_of=None, scopes=[item.scope]) if fid != item.fact_id]
    about = {row.subject_id for row in store.frames.of_facts(said).values()} - values
    if mine is not None or (me and (mine := _known(store, item.profile_id, me))):
        about.discard(mine[0])
    if len(about) != 1:
        return None
    (subject,) = about
    return store.retrieval.entity_names([subject]).get(subject)


def _known(store: Store, profile_id: int, key: str) -> tuple[int, str] | None:
    """(entity id, canonical name) of one alias key the fact is not linked by: one key lookup."""
    known = store.graph.aliases_for_keys(profile_id, [key]).get(key)
    return (known[0], known[1]) if known else None


Found = tuple[Frame, int, str] | None


def embed_frames(store: Store, items: Sequence[ProjectionItem], embed: TextEmbedder) -> dict[int, Found]:
    """Every new fact's frame and subject, with all their texts embedded in one call (the
    cached embedder then serves each fact's check): one encoder batch per write instead of a
    call of one or two short texts per fact."""
    found = {item.fact_id: subject_of(store, item) for item in items if item.vector is not None}
    texts = [t for f in found.values() if f is not None for t in (*(c.frame for c in f[0].clauses), f[2])]
    if texts:
        embed(texts)
    return found


def check_consistency(
    store: Store, item: ProjectionItem, embed: TextEmbedder, bank: RelationBank, thresholds: FrameThresholds, found: Found,
    *, detect: bool = True,
) -> None:
    """Index the fact's relation frame (``found``: its ``subject_of``, from embed_frames); with
    ``detect``, supersede the older statements it replaces."""
    if found is None or item.vector is None:
        return
    frame, subject_id, subject_name = found
    texts = [c.frame for c in frame.clauses]
    vectors = embed([*texts, subject_name])
    frame_vectors = [np.asarray(vectors[t], dtype=np.float64) for t in texts]
    families = bank.classify(frame_vectors)
    store.frames.save(item.fact_id, item.profile_id, item.scope, subject_id, quantise(frame_vectors), meta_of(frame, families))
    if not detect:
        return
    dimension = len(frame_vectors[0])
    said = store.frames.statement(item.fact_id)
    new = FrameSection(
        item.fact_id, np.asarray(item.vector), tuple(
            ClauseSection(v, c.values, c.dropped, c.cues, frozenset(f.names) if f else frozenset(), bool(f and f.several), c.words,
                          c.dropped_words, c.slot)
            for v, c, f in zip(frame_vectors, frame.clauses, families, strict=True)
        ), frame.cues, item.observed_at, said[1] if said else None,
    )  # fmt: skip
    if not new.standing:
        return  # a question, plan or episode replaces nothing, and is replaced by nothing (below)
    rows = store.frames.candidates(item.profile_id, subject_id, item.scope, exclude=item.fact_id, budget=CANDIDATE_BUDGET)
    rows = _prefilter(new, rows, dimension, frame.qualifier)
    if not rows:
        return
    fact_vectors = store.vectors.vectors([r.fact_id for r in rows])
    olds = [section_from(r, fact_vectors[r.fact_id], dimension) for r in rows if r.fact_id in fact_vectors]
    subject = np.asarray(vectors[subject_name], dtype=np.float64)
    now = now_utc().timestamp()
    replaces: list[FrameVerdict] = []  # older statements the new one would replace
    edges: list[tuple[FrameVerdict, int, int]] = []  # (verdict, newer, older)
    for old in olds:  # ``new`` is a standing statement (checked above)
        if is_newer(new, old):
            verdict = compare(new, old, subject, thresholds)
            # (a sentence of the same message replaces another only by naming it as left: "Scratch
            # that, we're on Opsgenie. PagerDuty was my last job" corrects an earlier message)
            if verdict.relation == "supersedes" and (
                old.observed_at != new.observed_at or NAMES_OLD in verdict.evidence or not store.frames.same_message(new.fact_id, old.fact_id)
            ):
                replaces.append(verdict)
        elif old.standing:
            # A statement that arrives late but is older in time is the one replaced, if the
            # later one says so.
            verdict = compare(old, new, subject, thresholds)
            if verdict.relation == "supersedes":
                edges.append((verdict, old.fact_id, new.fact_id))
    edges += [(v, new.fact_id, v.candidate_id) for v in fan_out(replaces)]
    for verdict, newer, older in edges:
        store.graph.add_edge(item.profile_id, item.scope, "supersedes", ("fact", newer), ("fact", older),
                             weight=verdict.kappa, at=now, metadata={"similarity": round(verdict.similarity, 3),
                                                                     "evidence": list(verdict.evidence)})  # fmt: skip
        store.facts.expire(older, now)


def fan_out(verdicts: list[FrameVerdict]) -> list[FrameVerdict]:
    """What one statement replaces: every older statement whose value it names as left behind,
    and else only the closest one (highest relation similarity). A change of state replaces
    one earlier state; without this cap one "now my relationships feel more genuine" demoted
    thirteen loosely related remarks on LoCoMo (a change cue plus s just above the threshold)."""
    named = [v for v in verdicts if NAMES_OLD in v.evidence]
    rest = [v for v in verdicts if NAMES_OLD not in v.evidence]
    return named + ([max(rest, key=lambda v: v.similarity)] if rest and not named else [])


def _prefilter(new: FrameSection, rows: list[FrameRow], dimension: int, qualifier: str | None) -> list[FrameRow]:
    """Candidates with the same qualifier whose best clause frame is close enough to matter,
    or that hold a value the new statement names as left behind; in one matrix product."""
    if not rows:
        return []
    mine = np.stack([np.asarray(c.frame, dtype=np.float32) for c in new.clauses])
    mine /= np.maximum(np.linalg.norm(mine, axis=1, keepdims=True), 1e-9)
    dropped = frozenset().union(*(c.dropped | c.dropped_words for c in new.clauses))
    # Every candidate's clause frames in one matrix product (a Python loop per row cost ~25 µs
    # x 256 candidates per write); the best clause pair per row by reduceat over row offsets.
    counts = np.fromiter((len(r.frames) for r in rows), dtype=np.int64, count=len(rows)) // dimension
    best_of = np.full(len(rows), -1.0)
    if counts.sum():
        matrix = np.frombuffer(b"".join(r.frames for r in rows), dtype=np.int8).reshape(-1, dimension).astype(np.float32) / 127.0
        per_clause = (matrix @ mine.T).max(axis=1)
        filled = counts > 0
        offsets = np.concatenate([[0], np.cumsum(counts)[:-1]])[filled]
        best_of[filled] = np.maximum.reduceat(per_clause, offsets)
    # A stored value is a JSON string of its row's meta: a row whose text holds none of the
    # dropped words in either encoding cannot name one, and its JSON is never decoded.
    # (a word of a value of several words counts, as in compare: see with_name_words)
    quoted = {json.dumps(w, ensure_ascii=a)[1:-1] for w in dropped for a in (True, False)}
    named = np.zeros(len(rows), dtype=bool)
    if quoted:
        for n, row in enumerate(rows):
            named[n] = any(q in row.raw_meta for q in quoted) and bool(
                dropped & with_name_words(v for c in row.meta["c"] for v in (*c["v"], *c.get("w", ())))
            )
    kept = np.flatnonzero((best_of >= PREFILTER) | named)
    # The full comparison runs in Python per candidate: only the closest frames get it (a
    # statement naming the old value first), so a subject with hundreds of framed facts
    # costs the same per write as one with a few dozen. (A stable sort: ties keep the most
    # recent first.)
    kept = kept[np.lexsort((-best_of[kept], ~named[kept]))]
    # "my brother lives in Rome" and "I live in Oslo" are about different people. Checked
    # after the vectors so that only the closest rows' JSON is decoded (the same rows win).
    out: list[FrameRow] = []
    for n in kept.tolist():
        row = rows[n]
        if row.meta.get("k") == qualifier:
            out.append(row)
            if len(out) == COMPARE_BUDGET:
                break
    return out
