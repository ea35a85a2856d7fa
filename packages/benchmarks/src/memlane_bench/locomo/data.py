"""Loading LoCoMo and normalising its evidence ids.

Everything here is pure apart from :func:`load_samples`. The data is CC BY-NC: it is read from
its shared location and never copied into the repository."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA_ENV = "MEMLANE_LOCOMO"
# Relative to the repository root.
DEFAULT_RELATIVE_PATH = Path("..") / "shared" / "bench" / "locomo" / "locomo_dev.json"

CATEGORY_NAMES: dict[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
SCORED_CATEGORIES = (1, 2, 3, 4)  # "overall" is over these; 5 is reported separately
ADVERSARIAL = 5

_SESSION_KEY = re.compile(r"^session_(\d+)$")
# Canonical "D<session>:<turn>". Tolerated on input: zero padding ("D30:05"), a stray colon
# after the D ("D:11:26"), surrounding spaces and a lower-case d.
_DIA_ID = re.compile(r"^[Dd]\s*:?\s*(\d+)\s*:\s*(\d+)$")
_SEPARATORS = re.compile(r"[,;\s]+")


class LocomoDataError(ValueError):
    """The file is not LoCoMo-shaped (a structural error, never a per-question quirk)."""


def resolve_data_path(
    explicit: str | os.PathLike[str] | None, root: Path | None, env: Mapping[str, str] | None = None
) -> Path:
    """``--data`` first, then ``$MEMLANE_LOCOMO``, then the shared location next to the root."""
    env = os.environ if env is None else env
    if explicit:
        return Path(explicit).expanduser()
    if env.get(DATA_ENV):
        return Path(env[DATA_ENV]).expanduser()
    base = root if root is not None else Path.cwd()
    return (base / DEFAULT_RELATIVE_PATH).resolve()


def load_samples(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not data:
        raise LocomoDataError(f"{path}: expected a non-empty list of LoCoMo samples")
    for index, sample in enumerate(data):
        if not isinstance(sample, dict) or not {"sample_id", "conversation", "qa"} <= set(sample):
            raise LocomoDataError(f"{path}: sample {index} lacks sample_id/conversation/qa")
        if not isinstance(sample["conversation"], dict) or not isinstance(sample["qa"], list):
            raise LocomoDataError(
                f"{path}: sample {sample.get('sample_id', index)} has a malformed conversation or qa"
            )
    return data


# --- dialogue ids ---------------------------------------------------------------------------
def canonical_dia_id(token: str) -> str | None:
    """'D30:05' -> 'D30:5'; None when the token is not a dialogue id at all."""
    match = _DIA_ID.match(token.strip())
    if match is None:
        return None
    return f"D{int(match[1])}:{int(match[2])}"


def conversation_turn_ids(sample: Mapping[str, Any]) -> list[str]:
    """Canonical dialogue ids of every turn, in conversation order. A turn id that does not
    parse is a broken file, not a quirk: it raises."""
    conversation = sample["conversation"]
    sessions = sorted(
        (int(m[1]), key)
        for key in conversation
        if (m := _SESSION_KEY.match(key)) and isinstance(conversation[key], list)
    )
    ids = []
    for _, key in sessions:
        for turn in conversation[key]:
            canonical = canonical_dia_id(str(turn.get("dia_id", "")))
            if canonical is None:
                raise LocomoDataError(
                    f"sample {sample.get('sample_id')}: unparseable turn dia_id {turn.get('dia_id')!r}"
                )
            ids.append(canonical)
    return ids


@dataclass(frozen=True)
class Evidence:
    """One question's evidence after normalisation, and what normalisation had to do."""

    ids: tuple[
        str, ...
    ]  # canonical, deduplicated, in the given order, all present in the conversation
    raw: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()  # parsed, but no such turn in the conversation (dropped)
    unparseable: tuple[str, ...] = ()  # not a dialogue id at all (dropped)
    repaired: tuple[str, ...] = ()  # parsed only after repair (zero padding, stray colon...)
    packed: int = 0  # raw strings that held more than one id


def split_evidence(raw: object) -> list[str]:
    """Evidence entries as tokens: several ids packed into one string are split on
    commas/semicolons/whitespace. ``None`` means no evidence; a bare string is one entry."""
    if raw is None:
        return []
    entries = (
        [raw] if isinstance(raw, str) else list(raw) if isinstance(raw, list | tuple) else [raw]
    )
    tokens = []
    for entry in entries:
        tokens.extend(t for t in _SEPARATORS.split(str(entry)) if t)
    return tokens


def normalise_evidence(raw: object, known_ids: Iterable[str]) -> Evidence:
    known = set(known_ids)
    entries = (
        []
        if raw is None
        else [raw]
        if isinstance(raw, str)
        else list(raw)
        if isinstance(raw, list | tuple)
        else [raw]
    )
    packed = sum(1 for entry in entries if len(split_evidence([entry])) > 1)
    ids: list[str] = []
    missing, unparseable, repaired = [], [], []
    for token in split_evidence(entries):
        canonical = canonical_dia_id(token)
        if canonical is None:
            unparseable.append(token)
            continue
        if canonical != token:
            repaired.append(token)
        if canonical not in known:
            missing.append(canonical)
        elif canonical not in ids:
            ids.append(canonical)
    return Evidence(
        ids=tuple(ids),
        raw=tuple(str(e) for e in entries),
        missing=tuple(missing),
        unparseable=tuple(unparseable),
        repaired=tuple(repaired),
        packed=packed,
    )


# --- questions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Question:
    sample_id: str
    index: int  # position in the sample's qa list
    text: str
    category: int
    evidence: Evidence

    @property
    def scored(self) -> bool:
        """Counts towards recall metrics: it has at least one valid evidence turn."""
        return bool(self.evidence.ids)


def sample_questions(
    sample: Mapping[str, Any], known_ids: Sequence[str], limit: int | None = None
) -> list[Question]:
    """The sample's QA items (the first ``limit`` of them). An unknown category or a missing
    question text raises: those are not documented quirks."""
    sample_id = str(sample["sample_id"])
    items = sample["qa"] if limit is None else sample["qa"][:limit]
    questions = []
    for index, qa in enumerate(items):
        text = qa.get("question") if isinstance(qa, dict) else None
        if not isinstance(text, str) or not text.strip():
            raise LocomoDataError(f"sample {sample_id}: qa {index} has no question text")
        category = qa.get("category")
        if category not in CATEGORY_NAMES:
            raise LocomoDataError(
                f"sample {sample_id}: qa {index} has unknown category {category!r}"
            )
        questions.append(
            Question(
                sample_id,
                index,
                text,
                int(category),
                normalise_evidence(qa.get("evidence"), known_ids),
            )
        )
    return questions


@dataclass
class DataQuality:
    """Counts of every evidence quirk met, so no silent normalisation goes unreported."""

    questions: int = 0
    no_evidence: int = 0  # questions with an empty/absent evidence list
    no_valid_evidence: int = 0  # had evidence, but none of it names an existing turn
    evidence_ids_missing: int = 0
    evidence_ids_unparseable: int = 0
    evidence_ids_repaired: int = 0
    packed_evidence_strings: int = 0
    examples: dict[str, list[str]] = field(
        default_factory=lambda: {"missing": [], "unparseable": [], "repaired": []}
    )

    def add(self, question: Question) -> None:
        ev = question.evidence
        self.questions += 1
        if not ev.raw:
            self.no_evidence += 1
        elif not ev.ids:
            self.no_valid_evidence += 1
        self.evidence_ids_missing += len(ev.missing)
        self.evidence_ids_unparseable += len(ev.unparseable)
        self.evidence_ids_repaired += len(ev.repaired)
        self.packed_evidence_strings += ev.packed
        where = f"{question.sample_id}#{question.index}"
        for kind, values in (
            ("missing", ev.missing),
            ("unparseable", ev.unparseable),
            ("repaired", ev.repaired),
        ):
            self.examples[kind].extend(f"{where}: {v!r}" for v in values)

    def to_dict(self) -> dict[str, Any]:
        return {
            "questions": self.questions,
            "no_evidence": self.no_evidence,
            "no_valid_evidence": self.no_valid_evidence,
            "excluded_from_recall_metrics": self.no_evidence + self.no_valid_evidence,
            "evidence_ids_missing": self.evidence_ids_missing,
            "evidence_ids_unparseable": self.evidence_ids_unparseable,
            "evidence_ids_repaired": self.evidence_ids_repaired,
            "packed_evidence_strings": self.packed_evidence_strings,
            "examples": {k: v[:20] for k, v in self.examples.items()},
        }
