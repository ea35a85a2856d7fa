"""Query-time state awareness: among the candidates recall already has, which statement of a
relation is the one the question asks about?

A question about the present ("where does Priya work?", "... now", "currently", present tense,
or simply no past form: "what's Priya's number?") prefers the latest statement of the relation
it asks about, and puts it first; a question about the past ("used
to", "before", "first", "previously") the earlier one; a question naming a time ("in 2022")
the one that was current then. Bounded: only the stored relation frames (fact_frames) of the
top ``candidates`` are read.

1. The question's own frame: its text with the named people replaced by a pronoun, embedded
   (one short text), and its relation family from the reference bank.
2. Relevant candidates: standing statements (not questions, plans, episodes) about a person the
   question names (any subject when it names none) whose clause frame is that relation: the
   same family, or a frame close to the question's, or nearly as close as the closest such
   statement (or as the fixed bar, when none reaches it); a later change that names a value of
   the same kind as one of them ("switched to medicine in Groningen" ~ "law at Leiden"). "Who
   is Ana's boyfriend?" hears Ana's own statements as well as her boyfriend's.
3. Per subject, a newer relevant statement that would replace an older one under the rule of
   geometry/frames.py (looser thresholds: the question already says which relation matters) is
   put above it for the present (and above every candidate: it is the answer), below it for
   the past. A statement of the relation about the person's relative ("Dario's brother lives
   in Valencia") ranks below the person's own. Additions to relations of several
   values, restatements and someone else's statements are left alone. Works where store-time
   detection missed; where it did not, a past question undoes the superseded demotion."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from ..geometry.frames import (
    FrameSection,
    FrameThresholds,
    compare,
    relation_similarity,
    section_from,
)
from ..geometry.relations import RelationBank
from ..ids import fact_id, parse_id
from ..ingest.addresses import value_shape
from ..ingest.cues import Cue, cues_of
from ..ingest.kin import KIN_WORD
from ..ingest.subjects import question_qualifier
from ..ingest.temporal import time_spans
from ..results import Fact
from ..storage import Store
from .state_fallback import (
    ASKED_OF_ME,
    LIFT,
    cosine,
    later_standing,
    lift_correction,
    lift_named_change,
    lift_no_reply,
    lift_only_statement,
    names_as_subject,
    retrieved_change,
    said_at,
)
from .state_mode import ASKS_PAST, ASKS_PRESENT, StateMode
from .state_people import (
    below_the_persons_own,
    below_the_relatives,
    below_the_standing,
    below_their_own,
    demote_relatives,
    persons_asked,
)

# Looser than at store time: the question already says this relation is what matters.
QUERY_THRESHOLDS = FrameThresholds(
    relation=0.36, relation_bare=0.55, family_floor=0.45, floor_needs_strong=False, weak_change_is_evidence=True,
    flip_needs_bare=False, bare_needs_family=False, bare_needs_value=False,
)
NEAR_THRESHOLDS = replace(QUERY_THRESHOLDS, weak_change_is_evidence=False)
# Two statements the question itself finds of its relation need be only this alike (see _replaces).
BOTH_RELEVANT_RELATION = 0.2
BOTH_RELEVANT_THRESHOLDS = replace(QUERY_THRESHOLDS, relation=BOTH_RELEVANT_RELATION, relation_named=BOTH_RELEVANT_RELATION)
RELEVANT_FRAME = 0.45  # cosine of a clause frame to the question's frame that makes it relevant
# A standing statement whose frame is within NEAR_MARGIN of the closest relevant one (and at
# least NEAR_FLOOR) is relevant too: closeness to the question is relative to what was said.
NEAR_MARGIN, NEAR_FLOOR = 0.1, 0.3
# A clause of the question's relation family must still be this close to the question's frame:
# the family bank is coarse, and small talk lands in some family ("bought a new kettle" ~ vehicle).
FAMILY_FRAME_MIN = 0.2
# A standing statement this close to a relevant one (relation similarity s) fills the same
# relation even when the question's wording does not reach it ("quit teaching" ~ "teaches maths").
SAME_RELATION = 0.5
# Two named values this alike under the embedder are of one kind (two cities ~0.55, two first
# names ~0.53; a city and a name ~0.2, a car and a holiday ~0.15).
SAME_KIND = 0.45
GROUP_BUDGET = 12  # statements of one person compared pairwise per recall (66 pairs, not 435)
# A standing statement of the very relation asked about ("where does Priya work?" -> her job
# statements) scores × (1 + this): the question names the relation, not only the person.
RELATION_BOOST = 0.25
EPISODE_FACTOR = 0.75  # an episode or plan of the relation asked about, for a present question

_WHO_IS = re.compile(r"^\s*(?:who(?:['\u2019]s| is| are| was)|what(?:['\u2019]s| is) the name of)\s", re.I)
_ASKS_WHO = re.compile(r"^\s*(?:who|whom|whose)\b|.*\b(?:who|whom)\s*\??\s*$", re.I)  # "Who is ...", "... report to whom?"


@dataclass
class StateReport:
    mode: StateMode
    family: str | None = None
    preferred: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"mode": self.mode.kind, "reason": self.mode.reason, "relation": self.family, "preferred": self.preferred}


_ASKER_AS_THEY = (
    (re.compile(r"\b[Ii]['\u2019]m\b|\bam [Ii]\b"), "they are"), (re.compile(r"\b[Ii]['\u2019]ve\b"), "they have"),
    (re.compile(r"\bI\b|\bi\b(?![.'\u2019])"), "they"), (re.compile(r"\b(?:my|our)\b", re.I), "their"),
)  # fmt: skip


def question_frame(question: str, names: Sequence[str]) -> str:
    """The question with the people it names replaced by a pronoun and times dropped."""
    text = question
    for start, end in sorted(time_spans(text), reverse=True):
        text = text[:start] + text[end:]
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"\b{re.escape(name)}(?:['\u2019]s)?\b", "they", text, flags=re.I)
    # a first-person question no asker was read into ("Remind me where I live"): its relation
    # still reads as the statements' frames do, of "they"
    for pronoun, they in _ASKER_AS_THEY:
        text = pronoun.sub(they, text)
    text = ASKS_PRESENT.sub(" ", text)
    text = ASKS_PAST.sub(" ", text)
    return " ".join(re.sub(r"[^\w' -]+", " ", text).split()).casefold()


def apply_state(
    store: Store, scored: list[list], notes: dict[int, list[str]], mode: StateMode, *, profile_id: int, question: str,
    entity_names: dict[int, str], embed: Callable[[Sequence[str]], dict[str, np.ndarray]], bank: RelationBank,
    candidates: int, demoted: dict[int, float], profile_prior: float = 0.0, recency: bool = True, named_change: bool = True,
) -> StateReport:  # fmt: skip
    """Re-weight ``scored`` ([score, fact id, fact] rows, best first) in place, re-sorted.
    ``demoted``: fact id -> the superseded demotion recall applied to it. ``recency``: the
    newer of two statements of the same relation is the present one even without a change
    cue or a store-time edge (and the older one the past). ``named_change``: the person's later
    turn naming what the best-found statement said, with a change cue, may answer
    (lift_named_change)."""
    report = StateReport(mode)
    if mode.kind == "none" or len(scored) < 2:
        return report
    # A past question may want a statement whose supersession pushed it down the list.
    head = scored[: candidates if mode.kind == "present" else 3 * candidates]
    rows = framed = store.frames.of_facts([r[1] for r in head])
    position = {r[1]: i for i, r in enumerate(head)}
    names = [*entity_names.values(), *(n.split()[0] for n in entity_names.values())]
    kin = question_qualifier(question, names)  # "Ana's brother": statements about her brother
    about = {f: r for f, r in rows.items() if not entity_names or r.subject_id in entity_names}
    # "Dario's brother lives in Valencia" is filed under Dario but is no answer to where Dario lives.
    # (Not the other way round: "we changed schools" may well answer where Ana's son goes.)
    relatives = {f: r for f, r in about.items() if kin is None and r.meta.get("k") is not None}
    # "My husband Paulo's new email is ...", "my sister Chiara got a cat": filed under the person
    # the sentence is about, someone other than the one asked; no answer to "What's Tatiana's
    # email?" either.
    # (Not when the question asks for a person: "Who is Ekaterina married to?" is answered by
    # "my husband Andrei flies cargo planes", filed under Andrei.)
    others = {} if _ASKS_WHO.match(question) else {f: r for f, r in rows.items() if entity_names and kin is None and r.subject_id not in entity_names}
    # "Who is Ana's boyfriend?" asks whom she is with: her own statements ("I'm with Jonas
    # now") answer it as well as those about the boyfriend ("my boyfriend Lukas is a nurse").
    kins = {kin, None} if kin is not None and _WHO_IS.match(question) else {kin}
    rows = {f: r for f, r in about.items() if r.meta.get("k") in kins}
    whose = {f: (r.subject_id, kin if len(kins) > 1 else r.meta.get("k")) for f, r in rows.items()}  # one group per person asked about
    if kin is not None and rows:
        below_the_relatives(head, position, notes, about, rows, kin)
    asked = persons_asked(entity_names, question)
    turns = _turn_texts(store, profile_id)
    # framed as about someone other than the one asked, or their relative, or, asked of "me",
    # not the teller's own ("my wife Wrenna changed her phone to Tamsk") (only lift_named_change asks)
    mine_asked = not entity_names and bool(ASKED_OF_ME.search(question))
    elsewhere = (
        {
            f for f, r in framed.items()
            if (entity_names and r.subject_id not in entity_names) or (kin is None and r.meta.get("k") is not None) or (mine_asked and not r.meta.get("b"))
        }
        if mode.kind == "present" and named_change else set()
    )  # fmt: skip
    if len(rows) < 2 and not (rows and relatives) and not others:
        if mode.kind == "present":  # their one statement may still correct what recall found
            if rows:
                lift_correction(head, position, rows, framed, notes, report, asked)
            if named_change and not report.preferred:
                lift_named_change(head, position, notes, report, asked, question, elsewhere, turns)
            scored.sort(key=lambda t: (-t[0], t[1]))
        return report
    qtext = question_frame(question, names)
    qvec = np.asarray(embed([qtext])[qtext], dtype=np.float32)
    qfamily = bank.classify([qvec])[0]
    report.family = qfamily.name if qfamily else None
    wanted = frozenset(qfamily.names) if qfamily else frozenset()
    vectors = store.vectors.vectors([*rows, *relatives, *others])
    if not vectors:
        return report
    dimension = len(qvec)
    qunit = qvec / max(float(np.linalg.norm(qvec)), 1e-9)
    sections: dict[int, FrameSection] = {}
    squarely: set[int] = set()  # statements squarely of the relation asked about, with a value
    passing: list[int] = []  # episodes and plans of the relation asked about
    found_at = {r[1]: r[0] for r in head}  # the scores recall found, before this layer re-weighs them
    # a stretch away from the usual is no answer to what usually holds
    away = {f for f, r in rows.items() if Cue(r.meta["u"]) & Cue.EPISODE} if mode.usual else set()
    found, near, loose = _relevant_sections(rows, vectors, dimension, qunit, wanted)
    for fid, section in found.items():
        row = rows[fid]
        if _squarely(section, row, qunit, qfamily.name if qfamily else None):
            squarely.add(fid)
        if section.standing and fid not in away:
            sections[fid] = section
        else:
            passing.append(fid)
    # Next to a standing statement of the relation, an episode or a plan is not its present
    # state ("looked after a friend's rabbit" vs "I have goldfish"); unless plans are asked for.
    # (The person's own statement need not be of the relation by its frame: "my flat in
    # Sheffield is tiny but it's mine" is only loosely like "where does she live", "my account's
    # with Vireo" 0.35 like "which bank is she with" where "my mum switched her bank" is 0.58.)
    standing_subjects = {rows[f].subject_id for f in sections}
    own = standing_subjects | loose
    passed: list[int] = []  # the episodes and plans demoted for a present question
    if mode.kind == "present" and not cues_of(question) & Cue.PLAN:
        for fid in passing:
            if fid in away or rows[fid].subject_id in own:
                head[position[fid]][0] *= EPISODE_FACTOR
                notes.setdefault(fid, []).append("not a standing state")
                passed.append(fid)
        # A plan or a hope about the person ("considering joining a triathlon club", "hoping to get
        # Zayan into the grammar school") is no present state, whatever relation it names; nor,
        # next to a standing statement of theirs, is a stretch of time ("staying at my mum's in
        # Rotherham for a fortnight").
        for fid, row in rows.items():
            if fid in found or fid not in vectors:
                continue
            plan = section_from(row, vectors[fid], dimension)
            if plan.standing and fid not in away:
                continue
            if any(c.cues & Cue.PLAN for c in plan.clauses):
                head[position[fid]][0] *= EPISODE_FACTOR
                notes.setdefault(fid, []).append("a plan, not a state")
                passed.append(fid)
            elif fid in away or (plan.cues & Cue.EPISODE and row.subject_id in own):
                head[position[fid]][0] *= EPISODE_FACTOR
                notes.setdefault(fid, []).append("not a standing state")
                passed.append(fid)
        # and ends below the person's own standing statement of the relation, however much more
        # it shares with the question ("I'm cancelling spotify at the end of the month and we're
        # going over to apple music" is no answer to which service Danielle pays for)
        below_the_standing(head, position, passed, rows, list(sections))
    if mode.usual and own:
        # someone's stretch away next to the person's own standing statement ("Dr Mensah is on
        # sabbatical until September, so I'm seeing a locum")
        for fid, row in framed.items():
            if fid not in rows and Cue(row.meta["u"]) & Cue.EPISODE:
                head[position[fid]][0] *= EPISODE_FACTOR
                notes.setdefault(fid, []).append("not a standing state")
    if own:
        demote_relatives(head, position, notes, relatives, vectors, dimension, lambda section: _relevant(section, qunit, wanted), own)
    if not _ASKS_WHO.match(question) and not KIN_WORD.search(question):  # (nor when a relative is asked of: "where my son goes")
        below_their_own(head, position, relatives, [f for f in about if f not in relatives], asked)
    # (another person's statement about themselves, not said by the person asked about nor
    # naming them, ranks below too, whatever it says: "I signed with the pilates studio, gym
    # life begins!" is no answer to which gym Kemunto goes to, however many words it shares)
    unnamed = {
        f for f in others
        if not names_as_subject(head[position[f]][2].verbatim or head[position[f]][2].text, names) and (head[position[f]][2].speaker or "").casefold() not in asked
    }  # fmt: skip
    demote_relatives(head, position, notes, others, vectors, dimension, lambda section: _relevant(section, qunit, wanted), None, unnamed)
    below_the_persons_own(head, position, unnamed, names)
    rows = {f: r for f, r in rows.items() if f not in away}
    if len(rows) < 2:
        if mode.kind == "present" and rows:
            lift_correction(head, position, rows, framed, notes, report, asked)
        if mode.kind == "present" and named_change and not report.preferred:
            lift_named_change(head, position, notes, report, asked, question, elsewhere, turns)
        scored.sort(key=lambda t: (-t[0], t[1]))
        return report
    # Statements the store-time check already linked (supersedes edges) fill the same relation.
    linked = [(a, b) for a, b, _kind, _w in store.retrieval.fact_edges(profile_id, list(rows), ["supersedes"], scopes=None)]
    # A change that names no relation may join one (then held to the usual likeness, as near
    # statements are: "moved to Amsterdam" is no new course of study).
    joined, of_a_kind, written_alike = _join_changes(rows, whose, vectors, dimension, sections, set(sections) - near, qunit, embed)
    near = near | (joined - of_a_kind)
    relevant = set(sections)  # of the relation asked about by their own frames
    for a, b in linked:
        for mine, theirs in ((a, b), (b, a)):
            if mine in relevant and theirs in rows and theirs in vectors and theirs not in sections:
                section = section_from(rows[theirs], vectors[theirs], dimension)
                if section.standing:
                    sections[theirs] = section
    # and those a store-time edge ties to them; not those only near it (no boost: they take
    # part in the choice of the latest statement, they are not known to answer)
    of_relation = set(sections) - near
    if recency:
        _join_same_relation(rows, whose, vectors, dimension, sections, of_relation)
    groups: dict[tuple[int, str | None], list[int]] = {}
    for fid in sections:
        groups.setdefault(whose[fid], []).append(fid)
    for fid in of_relation:
        boost = 1.0 + RELATION_BOOST
        if entity_names and not rows[fid].meta.get("b", True):
            boost *= 1.0 + profile_prior  # said about the person by someone else: as good as said by them
        head[position[fid]][0] *= boost
        notes.setdefault(fid, []).append("the relation asked about")
    edges = set(linked) | written_alike
    for members in groups.values():
        # pairs are compared: the best-ranked GROUP_BUDGET statements of a person are enough
        members = sorted(members, key=lambda f: position[f])[:GROUP_BUDGET]
        members.sort(key=lambda f: said_at(sections[f]))
        _prefer(head, position, sections, members, edges, notes, mode, report, demoted, recency=squarely if recency else set(), relevant=relevant, near=near)
    if mode.kind == "present" and not report.preferred:
        retrieved_change(head, position, rows, whose, vectors, dimension, notes, report)
    chosen_as_latest = bool(report.preferred)  # by the relation, or as a change among the top hits
    if mode.kind == "present" and not report.preferred:
        lift_correction(head, position, rows, framed, notes, report, asked)
    if mode.kind == "present" and not report.preferred:
        lift_no_reply(head, position, rows, framed, notes, report)
    if mode.kind == "present" and named_change and (not report.preferred or chosen_as_latest):
        # (after the latest of the relation was chosen, the same teller's later turn naming it
        # may still say it changed again: "Studio Quorrin closed in July, so now I go to ..."
        # after "I switched to Studio Quorrin")
        lift_named_change(head, position, notes, report, asked, question, elsewhere, turns, named_only=bool(report.preferred))
    if mode.kind == "present" and not report.preferred:
        later = later_standing(head, rows, sections, whose, vectors, dimension, found_at, framed)
        lift_only_statement(head, position, groups, sections, squarely & of_relation, notes, report, later=later)
    scored.sort(key=lambda t: (-t[0], t[1]))
    return report


def _turn_texts(store: Store, profile_id: int) -> Callable[[Sequence[Fact]], dict[str, str]]:
    """Fact -> the whole turn it was said in (its first memory's content), read by id for
    the few facts asked about."""

    def read(facts: Sequence[Fact]) -> dict[str, str]:
        numbers = {f.id: parse_id(f.memory_ids[0]).number for f in facts if f.memory_ids}
        records = store.memories.get_many(sorted(set(numbers.values())), profile_id=profile_id)
        return {fid: records[n].content for fid, n in numbers.items() if n in records}

    return read


def _relevant(section: FrameSection, question: np.ndarray, families: frozenset[str]) -> bool:
    return _relevant_by(section, [cosine(c.frame, question) for c in section.clauses], families)


def _relevant_by(section: FrameSection, cosines: Sequence[float], families: frozenset[str]) -> bool:
    """``cosines``: each clause frame's cosine to the question's frame."""
    return any(cos >= RELEVANT_FRAME or (families & c.families and cos >= FAMILY_FRAME_MIN) for c, cos in zip(section.clauses, cosines, strict=True))


def _relevant_sections(rows, vectors, dimension, question, wanted) -> tuple[dict[int, FrameSection], set[int], set[int]]:  # type: ignore[no-untyped-def]
    """The candidates of the relation asked about: relevant by their own frame or family, and
    (the second value) statements whose frame is nearly as close to the question as the
    closest relevant one (the family bank misses many wordings: "an instructor at the fire
    academy" is filed under study, "a flat near the fish market" under none). Episodes and
    plans among them are passing states ("looked after a friend's rabbit last weekend").
    The third value: the people with a standing statement whose frame is at least NEAR_FLOOR
    like the question's (loosely about what was asked, relevant or not)."""
    found: dict[int, FrameSection] = {}
    others: list[tuple[int, FrameSection, float]] = []
    loose: set[int] = set()
    closest = -1.0  # the closest clause of a relevant statement
    for fid, row in rows.items():
        section = section_from(row, vectors[fid], dimension) if fid in vectors else None
        if section is None:
            continue
        cosines = [cosine(c.frame, question) for c in section.clauses]
        if section.standing and max(cosines, default=-1.0) >= NEAR_FLOOR:
            loose.add(row.subject_id)
        if _relevant_by(section, cosines, wanted):
            found[fid] = section
            closest = max(closest, *cosines)
        else:
            others.append((fid, section, max(cosines, default=-1.0)))
    if not others:
        return found, set(), loose
    if not found:
        # None is of the relation by the bank or the fixed bar ("what coffee does Ivo order?"
        # ~ "my usual order is a flat white"): the closest standing statements still are, if
        # they come within NEAR_MARGIN of the bar; all of them only near (no boost).
        closest = max((cos for _fid, section, cos in others if section.standing), default=-1.0)
        if closest < RELEVANT_FRAME - NEAR_MARGIN:
            return found, set(), loose
    floor = max(NEAR_FLOOR, closest - NEAR_MARGIN)
    near = {fid: section for fid, section, cos in others if cos >= floor}
    return found | near, set(near), loose


def _join_same_relation(rows, whose, vectors, dimension, sections, relevant) -> None:  # type: ignore[no-untyped-def]
    """Standing statements of a relevant statement's subject (``whose``: fact -> its group)
    that fill the same relation as it (relation similarity at least SAME_RELATION) join the
    relevant ones."""
    by_subject: dict[tuple[int, str | None], list[int]] = {}
    for fid in relevant:
        by_subject.setdefault(whose[fid], []).append(fid)
    for fid, row in rows.items():
        members = by_subject.get(whose[fid])
        if fid in sections or not members or fid not in vectors:
            continue
        section = section_from(row, vectors[fid], dimension)
        if section.standing and any(relation_similarity(section, sections[m], None, QUERY_THRESHOLDS.frame_weight)[0] >= SAME_RELATION for m in members):
            sections[fid] = section


def _join_changes(rows, whose, vectors, dimension, sections, relevant, question, embed) -> tuple[set[int], set[int], set[tuple[int, int]]]:  # type: ignore[no-untyped-def]
    """A later statement that says something changed (a change word other than the weak ones)
    may fill the relation of an older statement of the relation asked about (``relevant``), though
    its own frame names no relation ("Jens told me he switched to medicine in Groningen"), when
    - it names a value of the same kind as the older one (Groningen ~ Leiden, two cities), or
    - the bank files both under one family and it is not far from the question ("got hired as
      a train conductor" and "my job is a bus driver", whatever family the bank says).
    Returns the statements joined (held to the usual likeness: see ``_replaces``), those of
    them joined by a value of the same kind and not far from the question (of the relation
    asked about as much as the older one: "we've had Apple TV since the beginning of the year"
    after "our TV subscription is Netflix"), and the (newer, older) pairs whose values are of
    one written form (two handles, two e-mail addresses, two phone numbers), the older also one
    only near the question: a change that gives a new handle where an old one stood replaces
    it, as a store-time edge would say ("no, @quispe.threads. ditched the old one")."""
    joined: set[int] = set()
    of_a_kind: set[int] = set()
    written_alike: set[tuple[int, int]] = set()
    olds = sorted(sections)  # a value of one written form may replace one only near the question too
    changes: dict[int, FrameSection] = {}
    for fid, row in rows.items() if olds else ():
        if fid in sections or fid not in vectors or not any(whose[fid] == whose[o] for o in olds):
            continue
        section = section_from(row, vectors[fid], dimension)
        if section.standing and section.cues & Cue.SHIFT:
            changes[fid] = section
    if not changes:
        return joined, of_a_kind, written_alike
    values = {v for f in (*olds, *changes) for c in (sections.get(f) or changes[f]).clauses for v in c.values}
    unit = {v: np.asarray(x, dtype=np.float32) / max(float(np.linalg.norm(x)), 1e-9) for v, x in embed(sorted(values)).items()} if values else {}
    shapes = {v: value_shape(v) for v in values}
    for fid, section in changes.items():
        new_values = {v for c in section.clauses for v in c.values}
        new_shapes = {shapes[v] for v in new_values} - {None}
        near_question = [c for c in section.clauses if cosine(c.frame, question) >= FAMILY_FRAME_MIN]
        families = {f for c in near_question for f in c.families}
        for old in olds:
            old_values = {v for c in sections[old].clauses for v in c.values}
            if whose[old] != whose[fid] or said_at(section) <= said_at(sections[old]) or new_values & old_values:
                continue
            if section.slots != sections[old].slots:
                continue  # a work phone is no new value of the number she always had
            shaped = bool(new_shapes & {shapes[v] for v in old_values})
            if not shaped and old not in relevant:
                continue
            same_kind = bool(new_values and old_values) and max(float(unit[a] @ unit[b]) for a in new_values for b in old_values) >= SAME_KIND
            if shaped:
                written_alike.add((fid, old))
            if shaped or same_kind or families & {f for c in sections[old].clauses for f in c.families}:
                sections[fid] = section
                joined.add(fid)
                if same_kind and old in relevant and near_question:
                    of_a_kind.add(fid)  # (not "moved to Amsterdam" for what Lotte studies at Utrecht)
                break
    return joined, of_a_kind, written_alike


def _squarely(section: FrameSection, row, question: np.ndarray, family: str | None) -> bool:  # type: ignore[no-untyped-def]
    """Some clause is of the question's relation by its closest family (not one of several
    near ties) or close to the question's frame, and gives a value (a name, a number) or says
    it changed: "my kitchen is tiny" is no answer to where someone lives; nor is a stint ("mine's
    in the garage, so this week I'm driving a rented Morvale": the car is still the Drayfield)."""
    for clause, meta in zip(section.clauses, row.meta["c"], strict=False):
        if not (clause.cues & Cue.CHANGE or clause.values):
            continue
        if clause.cues & (Cue.EPISODE | Cue.PLAN) and not clause.cues & (Cue.SHIFT | Cue.CORRECTION):
            continue
        cos = cosine(clause.frame, question)
        if cos >= RELEVANT_FRAME or (family is not None and (meta.get("f") or [None])[0] == family and cos >= FAMILY_FRAME_MIN):
            return True
    return False


def _replaces(newer: FrameSection, older: FrameSection, recency: bool, both_relevant: bool, near: bool = False) -> bool:
    """Does ``newer`` replace ``older`` for a question about this relation? With ``recency``,
    a same-relation statement with another value does even without a change cue. When the
    question finds both of the relation (the newer by its own frame or family, not only by
    being near the question), their own likeness need only be BOTH_RELEVANT_RELATION: "bought a
    house in Stavanger" and "a flat in Bergen" say little alike but answer one question. A
    ``near`` newer statement (only near the question) needs a change word other than the weak
    ones: "work has been mad lately" is small talk, not a new job."""
    thresholds = BOTH_RELEVANT_THRESHOLDS if both_relevant else NEAR_THRESHOLDS if near else QUERY_THRESHOLDS
    verdict = compare(newer, older, None, thresholds)
    if verdict.relation == "supersedes":
        return True
    return recency and verdict.relation == "compatible" and verdict.similarity >= thresholds.relation and verdict.evidence[:1] != ("it names another old value",)


def _prefer(head, position, sections, members, edges, notes, mode, report, demoted, *, recency: set[int], relevant: set[int], near: set[int]) -> None:  # type: ignore[no-untyped-def]
    """Pairs (newer replaces older) decide which statement the question wants; each chosen
    statement is lifted once, above every statement it is preferred to. A statement that is
    not itself of the relation asked about (it joined by an edge or by its likeness to one
    that is) replaces only what a store-time edge says it replaces. ``near``: relevant only by
    being nearly as close to the question as one that is (small talk can be: "really into
    jigsaw puzzles lately" ~ "what is their job"), so held to the usual likeness."""
    beats: dict[int, set[int]] = {}
    for n, newer in enumerate(members[1:], start=1):
        for older in members[:n]:
            if (newer, older) in edges:
                pass
            elif newer not in relevant or not _replaces(
                sections[newer], sections[older], newer in recency, older in relevant and newer not in near, near=newer in near
            ):
                continue
            if mode.kind == "present":
                chosen, other = newer, older
            elif mode.kind == "past":
                chosen, other = older, newer
            else:
                t_new = sections[newer].valid_from or sections[newer].observed_at or 0.0
                chosen, other = (newer, older) if mode.at is not None and t_new <= mode.at else (older, newer)
            beats.setdefault(chosen, set()).add(other)
    # A statement preferred to some but itself beaten (an intermediate state) is not lifted.
    beaten = {o for others in beats.values() for o in others}
    why = {"present": "latest of its relation (asked about the present)", "past": "earlier state (asked about the past)"}
    for chosen, others in beats.items():
        if chosen in beaten:
            continue
        win = head[position[chosen]]
        if mode.kind != "present" and chosen in demoted:
            win[0] /= demoted[chosen]  # the old state is what was asked for: no demotion
        best_other = max(head[position[o]][0] for o in others)
        if mode.kind == "present":
            # The present state of the relation asked about is the answer: above everything,
            # not only above the statement it replaces (small talk that shares the question's
            # words, "work has been mad lately", stays below "joined the leisure centre pool").
            best_other = max(best_other, max(r[0] for r in head))
        win[0] = max(win[0], best_other * LIFT)
        notes.setdefault(chosen, []).append(why.get(mode.kind, "the state at the time asked about"))
        report.preferred.append({"chosen": chosen, "over": sorted(others)})


def note_superseded_by(store: Store, profile_id: int, rows: Sequence[list], notes: dict[int, list[str]]) -> None:
    """Name the newer statement next to each superseded one among ``rows`` (one edge query)."""
    old = [r[1] for r in rows if any(n.startswith("superseded") for n in notes.get(r[1], []))]
    if not old:
        return
    newer: dict[int, list[int]] = {}
    for src, dst, _kind, _w in store.retrieval.fact_edges(profile_id, old, ["supersedes"], scopes=None):
        if dst in old:
            newer.setdefault(dst, []).append(src)
    for fid, sources in newer.items():
        notes[fid].append("superseded by " + ", ".join(fact_id(n) for n in sorted(set(sources))))


__all__ = ["StateMode", "StateReport", "apply_state", "note_superseded_by", "question_frame"]
