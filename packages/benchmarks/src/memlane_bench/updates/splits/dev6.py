"""dev6: a sixth development split for the knowledge-update benchmark, aimed at the general case.

Provenance: written 2026-12-02 by a helper session, blind to the engine. The only project
files read while writing it were ``updates/__init__.py`` (the split contract),
``updates/schema.py``, ``updates/run.py`` (the scoring) and ``updates/splits/__init__.py`` (the
loader). No other split module, no engine code under ``core/``, no docs and no benchmark results
were opened, and neither the engine nor ``memlane-bench updates`` was run on this split by its
author (only its own loader and its own shape test were).

Content: 100 scenarios, 2 statements each, every scenario with its own people (no person name
is used by two scenarios).

* change kinds (50, each with a ``past_question`` answered by the older statement):
  replacement 10, retraction 10, correction 10, third_party 10, far_apart 10;
* must-not kinds (50, no ``past_question``): addition 10, time_bounded 10, other_person 10,
  plan 10, restatement 10.

The cases live in ``_dev6_change_a.py`` (replacement, retraction, correction),
``_dev6_change_b.py`` (third_party, far_apart), ``_dev6_keep_a.py`` (addition, time_bounded,
other_person) and ``_dev6_keep_b.py`` (plan, restatement); small talk in ``_dev6_chatter.py``
and the filler cast pool in ``_dev6_names.py``. Families range from the usual (employer, home,
partner, pets, phone, bank, diet, doctor) to less usual ones (desk, bike, running club, pharmacy,
pen name, shift pattern, choir, chess club). Registers are mixed on purpose: full sentences,
terse notes, lower-case texting with typos, long turns with the fact in the middle, British and
American spelling, non-native English; people speak of themselves, of "we", of relatives by role.

Shape of every scenario: optionally one small-talk turn at day 0; the earlier statement (day
< 1); 4-12 small-talk turns over a gap of 2-9 weeks (far_apart: 150-250 turns over 5-10
months); the later statement; then 2-4 small-talk turns within four days. The seed varies only
the filler: which small talk, who of the 2-4 filler speakers says it, and the exact days. The
filler cast is drawn without reuse across scenarios from a pool minus every name that any
statement or question says, so filler speakers are never named in a statement.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from ..schema import CHANGE_KINDS, Scenario, Turn
from ._dev6_base import Case
from ._dev6_change_a import CORRECTION, REPLACEMENT, RETRACTION
from ._dev6_change_b import FAR_APART, THIRD_PARTY
from ._dev6_chatter import ABOUT, LINES, OPENERS, TAILS
from ._dev6_keep_a import ADDITION, OTHER_PERSON, TIME_BOUNDED
from ._dev6_keep_b import PLAN, RESTATEMENT
from ._dev6_names import FILLER_NAMES

GROUPS: tuple[list[Case], ...] = (
    REPLACEMENT, RETRACTION, CORRECTION, THIRD_PARTY, FAR_APART,
    ADDITION, TIME_BOUNDED, OTHER_PERSON, PLAN, RESTATEMENT,
)  # fmt: skip


def _interleaved(groups: Sequence[Sequence[Case]]) -> list[Case]:
    """One case of each kind in turn, so neighbouring scenarios differ in kind (fixed order)."""
    out: list[Case] = []
    for i in range(max(len(g) for g in groups)):
        out += [g[i] for g in groups if i < len(g)]
    return out


CASES: tuple[Case, ...] = tuple(_interleaved(GROUPS))

# Far-apart and near gaps (days) and the number of small-talk turns between the statements.
NEAR_GAP, FAR_GAP = (14.0, 63.0), (152.0, 300.0)
NEAR_TURNS, FAR_TURNS = (4, 12), (150, 250)
AFTER_TURNS, AFTER_DAYS = (2, 4), 4.0
CAST = (2, 4)

_WORD = re.compile(r"\w+")


def words(text: str) -> set[str]:
    """Casefolded word tokens of ``text``."""
    return {w.casefold() for w in _WORD.findall(text)}


def said_names(cases: Sequence[Case] = CASES) -> set[str]:
    """Every word any statement or question says, plus every subject, speaker and listed name."""
    out: set[str] = set()
    for c in cases:
        for text in (c.earlier[1], c.later[1], c.question, c.past_question or ""):
            out |= words(text)
        for name in (c.subject, c.earlier[0], c.later[0], *c.names):
            out |= words(name) | {name.casefold()}
    return out


def filler_pool(cases: Sequence[Case] = CASES) -> list[str]:
    """The filler names no statement or question says (in the pool's fixed order)."""
    banned = said_names(cases)
    return [n for n in FILLER_NAMES if n.casefold() not in banned and not words(n) & banned]


def _chatter(rng: random.Random, count: int, subject: str, mentions: int) -> list[str]:
    """``count`` distinct small-talk turns, ``mentions`` of them naming ``subject``."""
    chosen = [t.format(name=subject) for t in rng.sample(ABOUT, mentions)]
    plain = count - mentions
    if plain <= len(LINES):
        chosen += rng.sample(LINES, plain)
    else:
        chosen += list(LINES)
        seen = set(chosen)
        while len(chosen) < count:
            line = rng.choice(LINES)
            if rng.random() < 0.5:
                opener = rng.choice(OPENERS)
                # "Oh and " and "Btw — " run on into the line; "Update: " starts it afresh.
                runs_on = opener.rstrip()[-1].isalpha() or opener.rstrip().endswith("—")
                joined = runs_on and not line.startswith(("I ", "I'"))
                text = opener + (line[0].lower() + line[1:] if joined else line)
            else:
                stem = line.rstrip() if line.rstrip()[-1] in ".!?" else line.rstrip() + "."
                text = stem + rng.choice(TAILS)
            if text not in seen:
                seen.add(text)
                chosen.append(text)
    rng.shuffle(chosen)
    return chosen


def _voices(rng: random.Random, cast: Sequence[str], count: int) -> list[str]:
    """Who says each of ``count`` filler turns: every cast member at least once."""
    voices = list(cast) + [rng.choice(cast) for _ in range(count - len(cast))]
    rng.shuffle(voices)
    return voices


def _scenario(number: int, case: Case, cast: Sequence[str], rng: random.Random) -> Scenario:
    far = case.kind == "far_apart"
    pre = 1 if rng.random() < 0.5 else 0
    between = rng.randint(*(FAR_TURNS if far else NEAR_TURNS))
    after = rng.randint(*AFTER_TURNS)
    filler = pre + between + after
    mentions = rng.randint(2, 5) if far else (1 if rng.random() < 0.4 else 0)
    texts = _chatter(rng, filler, case.subject, mentions)
    voices = _voices(rng, cast, filler)

    first_day = round(rng.uniform(0.05, 0.9), 3)
    second_day = round(rng.uniform(*(FAR_GAP if far else NEAR_GAP)), 3)
    between_days = sorted(
        round(rng.uniform(first_day + 0.01, second_day - 0.01), 3) for _ in range(between)
    )
    after_days = sorted(round(second_day + rng.uniform(0.02, AFTER_DAYS), 3) for _ in range(after))
    days = [0.0] * pre + between_days + after_days

    fill = iter(zip(voices, texts, days, strict=True))
    turns: list[Turn] = [Turn(s, t, d) for s, t, d in (next(fill) for _ in range(pre))]
    first = len(turns)
    turns.append(Turn(case.earlier[0], case.earlier[1], first_day))
    turns += [Turn(s, t, d) for s, t, d in (next(fill) for _ in range(between))]
    second = len(turns)
    turns.append(Turn(case.later[0], case.later[1], second_day))
    turns += [Turn(s, t, d) for s, t, d in fill]

    current, other = (second, first) if case.kind in CHANGE_KINDS else (first, second)
    return Scenario(
        id=f"dev6-{number:03d}-{case.kind}-{case.family}", family=case.family, kind=case.kind,
        subject=case.subject, turns=tuple(turns), current=current, other=other,
        question=case.question, past_question=case.past_question,
    )  # fmt: skip


def scenarios(seed: int) -> list[Scenario]:
    """The dev6 scenarios; the seed changes only small talk, filler speakers and exact days."""
    rng = random.Random(f"dev6:{seed}")
    pool = filler_pool()
    rng.shuffle(pool)
    if len(pool) < CAST[1] * len(CASES):
        raise RuntimeError(
            f"dev6 filler pool too small: {len(pool)} names for {len(CASES)} scenarios"
        )
    out, cursor = [], 0
    for number, case in enumerate(CASES, start=1):
        size = rng.randint(*CAST)
        cast, cursor = pool[cursor : cursor + size], cursor + size
        out.append(_scenario(number, case, cast, rng))
    return out
