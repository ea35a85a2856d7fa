"""dev4: a fourth development split for the knowledge-update benchmark, written blind.

Who and how: written on 2026-12-02 by a helper session, as a development split, without looking
at the engine. The only files read while writing it were the split contract (the docstring of
``memlane_bench/updates/__init__.py``), the schema (``updates/schema.py``) and the scoring
(``updates/run.py``); no engine code (``core/``), no other split module and no benchmark docs or
results. Statements, questions and small talk are in the author's own words.

Content: 92 scenarios, each with its own people (subject, fixed statement speakers and a seeded
filler cast, all disjoint across scenarios, so every scenario can be packed into the scale
profile). Change kinds: replacement 20, retraction 8, correction 8, third_party 12, far_apart 8;
must-not kinds: addition 10, time_bounded 8, other_person 8, plan 5, restatement 5. The cases
live in ``_dev4_cases.py`` (change kinds) and ``_dev4_keep.py`` (must-not kinds), the small talk
and the filler name pool in ``_dev4_filler.py``.

Shape of a scenario: the earlier statement near day 0, 4-12 small-talk turns spread over the gap
(weeks; for far_apart 150-250 turns over five to ten months), the later statement, then 2-4 more
small-talk turns. Statements and questions are fixed per scenario; the seed picks the filler cast,
the small talk, its speakers and the exact days."""

from __future__ import annotations

import random
import re

from memlane_bench.updates.schema import CHANGE_KINDS, Scenario, Turn

from ._dev4_cases import CHANGE_CASES, Case
from ._dev4_filler import NAME_POOL, pick
from ._dev4_keep import KEEP_CASES

CASES: list[Case] = CHANGE_CASES + KEEP_CASES
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def _taken_words() -> set[str]:
    """Every word any case uses (names in statements included): the filler cast avoids them."""
    words: set[str] = set()
    for case in CASES:
        texts = [
            case.subject,
            case.first[0],
            case.first[1],
            case.second[0],
            case.second[1],
            case.question,
        ]
        texts += [case.past or ""] + [text for _who, text in case.echo]
        for text in texts:
            words |= {w.casefold() for w in _WORD.findall(text)}
    return words


def _days(rng: random.Random, n: int, low: float, high: float) -> list[float]:
    return sorted(round(rng.uniform(low, high), 2) for _ in range(n))


def _filler(
    rng: random.Random, subject: str, cast: list[str], lines: list[str]
) -> list[tuple[str, str]]:
    """(speaker, text) small talk: about 40% by the subject, the rest by the cast."""
    out = []
    for line in lines:
        speaker = subject if rng.random() < 0.4 else rng.choice(cast)
        others = [p for p in [subject, *cast] if p != speaker]
        to = subject if speaker != subject and rng.random() < 0.7 else rng.choice(others)
        out.append((speaker, line.replace("{to}", to)))
    return out


def _scenario(index: int, case: Case, cast: list[str], rng: random.Random) -> Scenario:
    far = case.kind == "far_apart"
    names = {"s": case.subject, "a": cast[0], "b": cast[1]}
    speakers = list(
        dict.fromkeys([*cast, *(w for w, _ in (case.first, case.second) if w != case.subject)])
    )
    start = round(rng.uniform(0.0, 2.0), 2)
    gap = case.gap + (rng.uniform(-10.0, 10.0) if far else rng.uniform(-3.0, 3.0))
    gap = max(gap, 1.0)
    n_pre = rng.randint(150, 250) if far else rng.randint(4, 12)
    n_post = rng.randint(2, 4)
    lines = pick(rng, n_pre + n_post)
    pre = _filler(rng, case.subject, speakers, lines[:n_pre])
    post = _filler(rng, case.subject, speakers, lines[n_pre:])
    # Echo lines: loose mentions of the same places/people, somewhere before the change.
    for who, text in case.echo:
        spoken = text.format(s=names["s"], a=names["a"], b=names["b"])
        pre[rng.randrange(len(pre))] = (names[who], spoken)
    change_day = start + gap
    turns = [Turn(case.first[0], case.first[1], start)]
    turns += [
        Turn(w, t, d)
        for (w, t), d in zip(pre, _days(rng, len(pre), start + 0.2, change_day - 0.2), strict=True)
    ]
    turns.append(Turn(case.second[0], case.second[1], round(change_day, 2)))
    later = _days(rng, len(post), change_day + 0.5, change_day + rng.uniform(4.0, 21.0))
    turns += [Turn(w, t, d) for (w, t), d in zip(post, later, strict=True)]
    first, second = 0, len(pre) + 1
    current, other = (second, first) if case.kind in CHANGE_KINDS else (first, second)
    return Scenario(
        id=f"dev4-{index:02d}-{case.kind}-{case.family}", family=case.family, kind=case.kind, subject=case.subject,
        turns=tuple(turns), current=current, other=other, question=case.question,
        past_question=case.past if case.kind in CHANGE_KINDS else None,
    )  # fmt: skip


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed; statements and questions never depend on it."""
    rng = random.Random(f"dev4:{seed}")
    taken = _taken_words()
    pool = [name for name in NAME_POOL if name.casefold() not in taken]
    rng.shuffle(pool)
    if len(pool) < 2 * len(CASES):
        raise RuntimeError(
            f"dev4: filler name pool too small ({len(pool)} names for {len(CASES)} scenarios)"
        )
    out = []
    for index, case in enumerate(CASES, start=1):
        cast = [pool.pop(), pool.pop()]
        out.append(_scenario(index, case, cast, rng))
    return out
