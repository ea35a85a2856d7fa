"""Relation-frame consistency: does a new statement replace, confirm or merely add to an older
statement about the same entity?

The sheaf of sheaf.py, with its edges made precise. Vertices are facts, a fact's section is its
embedding x; two facts are joined by an (entity, frame) edge when they share their subject
entity e and fill the same relation. Over that edge two restriction maps act:

* ρ_e(x) = (I − Q_e Q_eᵀ) x, Q_e the subject's name embedding: what the fact *predicates* of e
  (every candidate shares e, so the component along it is agreement for free);
* ρ_{e,φ}(x) = (I − Q Qᵀ) x, Q an orthonormal basis of the subject and of both relation frames
  φ (the statements with their objects removed, ingest/frames.py): what is left is the
  *value* the statement gives the relation.

Same relation: s = w·cos(φ_new, φ_old) + (1 − w)·cos(ρ_e(x_new), ρ_e(x_old)) over the best pair
of clauses — the frame says "moved to ..." ~ "lives in ...", the predicate adds that both
objects are cities. Same value: the coboundary κ = ‖ρ_{e,φ}(x_new) − ρ_{e,φ}(x_old)‖² /
(‖·‖ + ‖·‖)² is small, or the new statement names the old value as its own; a value the new
statement names as left behind ("from Chicago", "not Boulder") is a conflict outright.

Verdict for (new, old), both about e, both standing statements (not a question, plan or
time-bounded episode):

    supersedes   same relation, different value (or a negation flips it), and evidence of a
                 change: a change/correction/"used to" cue, the old value named as left
                 behind, or — with no cue — a near-identical frame (s ≥ relation_bare: a
                 single-valued relation restated with another value)
    confirms     same relation, same value, same polarity
    adds         same relation and an addition cue ("also", "another", "too")
    compatible   anything else

The supersedes edge goes NEW → OLD and the old fact is demoted (both kept)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from ..ingest.cues import Cue, standing
from .pair_gram import PairGram

Relation = Literal["supersedes", "confirms", "adds", "compatible"]
_CHANGE_EVIDENCE = Cue.CHANGE | Cue.CORRECTION | Cue.PAST_STATE
NAMES_OLD = "names the old value as left behind"  # evidence: the new statement names what it replaces


@dataclass(frozen=True)
class ClauseSection:
    frame: NDArray[np.floating]  # (d,) embedding of the clause frame
    values: frozenset[str]
    dropped: frozenset[str]
    cues: Cue
    families: frozenset[str] = frozenset()  # relation families from the reference bank (geometry/relations.py)
    several: bool = False  # its closest family holds several values at once (pets, clubs, courses)
    words: frozenset[str] = frozenset()  # content words (a common-noun value named as left behind)
    dropped_words: frozenset[str] = frozenset()  # content words it names as left behind
    slot: str | None = None  # which contact detail: "work" (ingest/frames.py slot_of)


@dataclass(frozen=True)
class FrameSection:
    """A fact as a section over its (entity, frame) edges."""

    fact_id: int
    vector: NDArray[np.floating]  # (d,) the fact's embedding
    clauses: tuple[ClauseSection, ...]
    cues: Cue  # union over the clauses
    observed_at: float | None = None
    valid_from: float | None = None

    @cached_property
    def unit_frames(self) -> NDArray[np.float64]:
        """The clause frames as unit rows (n_clauses, d): every pairwise frame cosine of two
        sections is one small matrix product (computed once per section, not per pair)."""
        if not self.clauses:
            return np.zeros((0, len(self.vector)))
        return np.stack([unit(c.frame) for c in self.clauses])

    @cached_property
    def standing(self) -> bool:
        """Some clause states something standing (ingest.cues.standing): not a question, a
        plan, a past event, or a time-bounded episode without a change."""
        sentence = self.cues & (Cue.EPISODE | Cue.PLAN | Cue.QUESTION)
        return any(standing(c.cues | sentence) for c in self.clauses)

    @cached_property
    def bounded(self) -> bool:
        """Would state something standing but for the stretch of time it holds ("on earlies
        this month", "in Lisbon this week")."""
        sentence = self.cues & (Cue.PLAN | Cue.QUESTION)
        return not self.standing and any(standing((c.cues | sentence) & ~Cue.EPISODE) for c in self.clauses)

    @cached_property
    def clause_cues(self) -> Cue:
        """The cues of its own clauses, without those of the rest of the sentence (``cues``:
        "The supermarket has moved everything round and I spent ages looking" moves nothing of
        the speaker's)."""
        found = Cue.NONE
        for clause in self.clauses:
            found |= clause.cues
        return found

    @cached_property
    def slots(self) -> frozenset[str]:
        """Which contact details it is about ("work" of "got a work phone"): none for most."""
        return frozenset(c.slot for c in self.clauses if c.slot)


@dataclass(frozen=True)
class FrameThresholds:
    relation: float = 0.42  # s at or above which two clauses fill the same relation
    relation_bare: float = 0.65  # s needed when the new statement carries no change evidence
    relation_named: float = 0.25  # s enough when the new statement names the old value as left behind
    family_floor: float = 0.45  # s of two clauses of the same reference family, at least
    # When only the family floor makes the relation the same, a weak cue ("new", "now") is not
    # enough evidence: a misfiled statement ("bought new running shoes" as a vehicle) must
    # not replace anything. Off at query time, where the question names the relation.
    floor_needs_strong: bool = True
    frame_weight: float = 0.5  # w: the frame's share of s (the rest is the predicate's)
    # A weak change word alone ("new", "finally", "recently": ingest.cues.SHIFT) is no evidence
    # at store time, where small talk is full of them ("I bought a new kettle"); at query time
    # the question already names the relation.
    weak_change_is_evidence: bool = False
    flip_needs_bare: bool = True  # a negation alone supersedes only at s >= relation_bare
    confirm_kappa: float = 0.06  # value coboundary at or below which the value is the same
    # With no evidence of a change, "the same relation with another value" replaces only in a
    # relation known to hold one value at a time (both clauses of one single-valued family):
    # in open conversation near-identical frames are mostly chit-chat ("Hey Mel! Long time no
    # talk" ~ "Hey Melanie! Long time no talk!", "I 100% agree" ~ "I totally agree"), and on
    # LoCoMo they made ~40 % of all store-time supersedes, nearly all wrong. Off at query time.
    bare_needs_family: bool = True
    # ... and only a statement naming a value replaces one that named one ("I don't like to
    # change doctor" names none after "My doctor is Dr. Santos"). Off at query time, where "I've
    # been there every lunchtime" after the old café is the newer statement of the relation asked.
    bare_needs_value: bool = True


@dataclass(frozen=True)
class FrameVerdict:
    candidate_id: int
    relation: Relation
    similarity: float  # s of the best clause pair
    kappa: float  # value coboundary of the best clause pair
    evidence: tuple[str, ...] = field(default_factory=tuple)  # why, in words


def unit(v: NDArray[np.floating]) -> NDArray[np.float64]:
    """``v`` scaled to length 1 (a zero vector stays zero)."""
    v = np.asarray(v, dtype=np.float64)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def pair_gram(new: FrameSection, old: FrameSection, subject: NDArray[np.floating] | None) -> PairGram:
    """Every inner product one comparison of ``new`` with ``old`` needs, in one product."""
    return PairGram(new.vector, old.vector, subject, [c.frame for c in new.clauses], [c.frame for c in old.clauses])


def relation_similarity(
    new: FrameSection, old: FrameSection, subject: NDArray[np.floating] | None, w: float, family_floor: float = 0.0,
    gram: PairGram | None = None,
) -> tuple[float, int, int, float]:
    """(s, new clause index, old clause index, s before the floor) of the best-matching clause
    pair; two clauses of the same reference family score at least ``family_floor``."""
    gram = gram or pair_gram(new, old, subject)
    predicate = gram.predicate_cos()  # cos(ρ_e(x_new), ρ_e(x_old))
    best = (-1.0, 0, 0, -1.0)
    # A clause that is a plan of its own ("..., I might move to Leeds") fills no relation of a
    # sentence that states something else; a sentence of plans only is no standing statement.
    fills = [i for i, a in enumerate(new.clauses) if not a.cues & Cue.PLAN] or range(len(new.clauses))
    for i in fills:
        a = new.clauses[i]
        for j, b in enumerate(old.clauses):
            raw = w * gram.frame_cos(i, j) + (1.0 - w) * predicate
            s = max(raw, family_floor) if a.families & b.families else raw
            if s > best[0]:
                best = (s, i, j, raw)
    return best


def with_name_words(values: Iterable[str]) -> frozenset[str]:
    """``values`` and each word of a value of several words: "traded the Panda in" names "Fiat
    Panda", "not a Sportage" names "Kia Sportage"; and the last digits of a long number, as a
    correction says them ("it's 0412 558 930, not 903")."""
    values = frozenset(values)
    words = frozenset(w for v in values if " " in v for w in v.split() if len(w) > 2)
    ends = frozenset(v[-k:] for v in values if v.isdigit() and len(v) >= 7 for k in (3, 4))
    return values | words | ends


def compare(new: FrameSection, old: FrameSection, subject: NDArray[np.floating] | None, t: FrameThresholds) -> FrameVerdict:
    if not new.clauses or not old.clauses:
        return FrameVerdict(old.fact_id, "compatible", 0.0, 1.0)
    gram = pair_gram(new, old, subject)
    s, i, j, raw = relation_similarity(new, old, subject, t.frame_weight, t.family_floor, gram)
    before = old_values(old) - old_dropped(old)
    leavable = with_name_words(before)
    left = [n for n, c in enumerate(new.clauses) if (c.dropped | c.dropped_words) & leavable]
    # A correction that names the old value as wrong and shares a word with it ("it's 100
    # micrograms, not 75" of "I take 75 micrograms of ...") needs no closer frame.
    said_before = frozenset(w for c in old.clauses for w in c.words) if left else frozenset()
    # (or the old value it names is a name, not a number: "it's a Hyundai Tucson, not a Sportage")
    corrected = any(
        new.clauses[n].cues & Cue.CORRECTION
        and (new.clauses[n].words & said_before or any(not v.isdigit() for v in (new.clauses[n].dropped | new.clauses[n].dropped_words) & leavable))
        for n in left
    )  # fmt: skip
    # (or says no more than that the old value went: "Confluence is officially dead to us", read
    # as "done with Confluence", has no frame of its own to compare)
    ended = any(c.values and c.values <= c.dropped and len(c.words) <= 1 for c in (new.clauses[n] for n in left))
    names_old_left = bool(left) and (s >= t.relation_named or corrected or ended)
    if names_old_left and not (new.clauses[i].dropped | new.clauses[i].dropped_words) & leavable:
        i = left[0]  # the clause that names the old value is the one about this relation
    if s < t.relation and not names_old_left:
        return FrameVerdict(old.fact_id, "compatible", s, 1.0)
    if not names_old_left and new.clauses[i].dropped and raw < t.relation_bare:
        # The statement names what it leaves ("moved from Lisbon"), and that is not here.
        return FrameVerdict(old.fact_id, "compatible", s, 1.0, ("it names another old value",))
    a, b = new.clauses[i], old.clauses[j]
    k = gram.value_kappa(i, j)  # κ of the value components: both restricted to the (entity, frame) edge
    # A change word anywhere in the sentence is evidence ("I quit my job and now I work as
    # ..."); addition, negation and "still" count only in the clause that fills the relation.
    cues = a.cues | (new.cues & _CHANGE_EVIDENCE)
    if not t.weak_change_is_evidence and not (a.cues | new.cues) & Cue.SHIFT:
        cues &= ~Cue.CHANGE
    evidence: list[str] = []
    if names_old_left:
        evidence.append(NAMES_OLD)
    named = before - old_words(old)
    # (not where it says the same value "still" holds: "still on Ovo, she's not moving till the fix ends")
    flips = bool(a.cues & Cue.NEGATION) != bool(b.cues & Cue.NEGATION) and not (a.cues & Cue.CONFIRM and a.values and a.values <= named)
    if flips:
        evidence.append("negation flips it")
    same_value = not flips and not names_old_left and (
        (bool(a.values) and a.values <= named) or (not a.values and not b.values and k <= t.confirm_kappa and _share_words(a, b))
    )
    if not old.standing and not (cues & Cue.CORRECTION and old.bounded):
        # (a correction also replaces what held for a stretch: "I'm on earlies this month" ->
        # "I read the rota wrong, I'm on lates this month")
        return FrameVerdict(old.fact_id, "compatible", s, k, ("the older statement is not a standing one",))
    if same_value and a.values and cues & Cue.REPLACE and not b.cues & Cue.REPLACE:
        # "Vilma and Georg divorced", "I sold the Vespa": the same value, and it ended.
        return FrameVerdict(old.fact_id, "supersedes", s, k, ("the same value, and it ended",))
    if same_value and not cues & Cue.PAST_STATE:
        return FrameVerdict(old.fact_id, "confirms", s, k, ("same relation, same value",))
    if cues & Cue.CONFIRM and not names_old_left and not flips:
        return FrameVerdict(old.fact_id, "confirms", s, k, ("a 'still' restates it",))
    if new.slots != old.slots and not names_old_left:
        # "got a work phone now" beside "my number is ...": another detail of the same kind
        mine, theirs = (" ".join(sorted(x.slots)) or "plain" for x in (new, old))
        return FrameVerdict(old.fact_id, "adds", s, k, (f"another detail ({mine} vs {theirs})",))
    if cues & Cue.ADDITION and not names_old_left:
        return FrameVerdict(old.fact_id, "adds", s, k, ("an addition, not a replacement",))
    if a.several and a.families & b.families and not (names_old_left or flips or cues & (Cue.REPLACE | Cue.CORRECTION | Cue.PAST_STATE)):
        # A relation of several values (pets, clubs): a new one is an addition unless the
        # statement says the old one went ("sold", "left", "instead", "no longer").
        family = sorted(a.families & b.families)[0]
        return FrameVerdict(old.fact_id, "adds", s, k, (f"{family} holds several values; no sign the old one went",))
    # (related only by family, the sign must be in a clause of the subject's own: in "The
    # supermarket has moved everything round again and I spent ten minutes looking for the
    # tomatoes" the move is the supermarket's)
    strong = names_old_left or flips or bool((cues if raw >= t.relation else new.clause_cues) & (Cue.REPLACE | Cue.CORRECTION | Cue.PAST_STATE))
    if t.floor_needs_strong and raw < t.relation and not strong:
        return FrameVerdict(old.fact_id, "compatible", s, k, ("related only by family, no strong sign of a change",))
    if t.flip_needs_bare and flips and evidence == ["negation flips it"] and not cues & _CHANGE_EVIDENCE and raw < t.relation_bare:
        # A "not" alone retracts only a near-identical statement ("not allergic to peanuts"),
        # not some other remark about the person ("my back hurts again").
        return FrameVerdict(old.fact_id, "compatible", s, k, ("a negation of another statement",))
    if cues & _CHANGE_EVIDENCE:
        evidence.append(_cue_words(cues & _CHANGE_EVIDENCE))
    single_valued = bool(a.families & b.families) and not a.several
    said_again = not a.values and not b.values and a.words == b.words  # no value named either time: no other value
    names_a_value = bool(a.values) or not b.values or not t.bare_needs_value
    if evidence or (s >= t.relation_bare and (single_valued or not t.bare_needs_family) and not said_again and names_a_value):
        if not evidence:
            evidence.append("the same relation with another value")
        return FrameVerdict(old.fact_id, "supersedes", s, k, tuple(evidence))
    return FrameVerdict(old.fact_id, "compatible", s, k, ("same relation, no sign of a change",))


def _share_words(a: ClauseSection, b: ClauseSection) -> bool:
    """Two clauses that name no value give the same one only if they share a content word (or
    one has none): "a paramedic with the ambulance service" and "an instructor at the fire
    academy" leave a small value coboundary (their frames hold the objects) yet differ."""
    return not a.words or not b.words or bool(a.words & b.words)


def old_values(section: FrameSection) -> frozenset[str]:
    """Everything a new statement may name as left behind: named values and content words."""
    out: frozenset[str] = frozenset()
    for clause in section.clauses:
        out |= clause.values | clause.words
    return out


def old_dropped(section: FrameSection) -> frozenset[str]:
    """What the older statement itself names as left behind ("I'm not a morning person"): a
    newer "not" about it restates it, it does not drop it."""
    out: frozenset[str] = frozenset()
    for clause in section.clauses:
        out |= clause.dropped | clause.dropped_words
    return out


def old_words(section: FrameSection) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for clause in section.clauses:
        out |= clause.words - clause.values
    return out


def _cue_words(cues: Cue) -> str:
    names = [c.name.lower().replace("_", " ") for c in (Cue.CHANGE, Cue.CORRECTION, Cue.PAST_STATE) if c in cues and c.name]
    return " + ".join(names) + " cue"


def is_newer(a: FrameSection, b: FrameSection) -> bool:
    """a strictly more recent than b: valid time first, then observed; ties keep arrival order."""
    for ta, tb in ((a.valid_from, b.valid_from), (a.observed_at, b.observed_at)):
        if ta is not None and tb is not None and ta != tb:
            return ta > tb
    return True


def section_from(row, vector: NDArray[np.floating], dimension: int) -> FrameSection:  # type: ignore[no-untyped-def]
    """A stored frame row (storage.frames.FrameRow: int8 frames + JSON meta) as a section."""
    frames = dequantise(row.frames, dimension)
    clauses = tuple(
        ClauseSection(frames[i], frozenset(c["v"]), frozenset(c["d"]), Cue(c["q"]), frozenset(c.get("f") or ()), bool(c.get("m")),
                      frozenset(c.get("w", ())), frozenset(c.get("dw", ())), c.get("sl"))
        for i, c in enumerate(row.meta["c"])
    )
    return FrameSection(row.fact_id, vector, clauses, Cue(row.meta["u"]), row.observed_at, row.valid_from)


def quantise(frames: Sequence[NDArray[np.floating]]) -> bytes:
    """Unit frame vectors as int8 (×127): a quarter of float32, cosine error ~0.01."""
    matrix = np.stack([unit(f) for f in frames]) if frames else np.zeros((0, 0))
    return np.clip(np.rint(matrix * 127.0), -127, 127).astype(np.int8).tobytes()


def dequantise(blob: bytes, dimension: int) -> NDArray[np.float32]:
    return (np.frombuffer(blob, dtype=np.int8).astype(np.float32) / 127.0).reshape(-1, dimension)
