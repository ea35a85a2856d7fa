"""Held-out split ``test3`` of the knowledge-update benchmark (``memlane-bench updates``).

Written on 2026-12-02 by a helper engineer who is not an author of the update detection, under
a strict blindness rule: the only files read were the contract (``updates/__init__.py``), the
schema (``updates/schema.py``), the split loader (``splits/__init__.py``) and the test2 split's
validation test. Nothing under ``core/`` (the engine) and no benchmark score was opened or run
while writing it, and nothing is to be tuned on it: it is scored once.

One slip, disclosed: after every statement was written, a ``ruff format --check`` run over the
whole ``updates/`` package printed reformatting diffs of other files, showing fragments of
``haystack.py`` (its background names and places), harness code (``run.py``, ``suite.py``,
``report.py``, ``overhead.py``; no scores), ``_dev_families.py`` (a few residence cities),
``test2.py`` (its builder, none of its cases) and ``dev3.py`` (about twenty of its cases). The
only edits made afterwards remove overlaps with what was seen: speaker names shared with the
haystack or dev3 left the name pool; Dagny, Dario, Kasimir and Juno in statements became Ragnhild,
Benedek, Anatol and Wren; and statements that happened to echo dev3 or the dev families (a Skoda
Octavia, a Mini Cooper, law at Leiden, a budgie called Mango, Valencia/Lisbon, Bristol, Hamburg)
were given other cars, places and names.

Style: how people talk to friends in a messaging app. Lowercase, contractions, fillers ("btw",
"ok so", "lol"), changes stated indirectly and with reasons, corrections of the speaker's own
slip ("wait I said X, it's Y"), third-party gossip, plans and temporary episodes that must not
change the present, other people's look-alike states and restatements in other words.

174 scenarios: 17-18 per kind (at least 15 each) across 30 relation families
(``_test3_change.py`` and ``_test3_keep.py`` hold the fixed statements, ``_test3_filler.py``
the small talk, ``_test3_names.py`` the names). The seed picks the subject's and friends' names
(distinct across scenarios while the pool lasts, so the scale run can pack them), the small talk,
its placement and the day gaps; the statements and questions are fixed. Some statements are
wrapped in a fixed lead-in or tail so the key sentence sits in the middle of a longer message.
"""

from __future__ import annotations

import random
import re

from ..schema import CHANGE_KINDS, Scenario, Turn
from . import _test3_change as change
from . import _test3_keep as keep
from ._test3_filler import LINES, OPENERS, REACTIONS
from ._test3_names import NAMES

CASES = {
    "replacement": change.REPLACEMENT,
    "retraction": change.RETRACTION,
    "correction": change.CORRECTION,
    "third_party": change.THIRD_PARTY,
    "far_apart": change.FAR_APART,
    "addition": keep.ADDITION,
    "time_bounded": keep.TIME_BOUNDED,
    "other_person": keep.OTHER_PERSON,
    "plan": keep.PLAN,
    "restatement": keep.RESTATEMENT,
}

# Days between the earlier and the later statement, per kind.
GAPS = {
    "replacement": (20, 240),
    "retraction": (15, 200),
    "correction": (0.002, 0.04),  # minutes later, same conversation
    "third_party": (20, 250),
    "far_apart": (120, 500),
    "addition": (10, 200),
    "time_bounded": (15, 150),
    "other_person": (0.5, 60),
    "plan": (5, 120),
    "restatement": (20, 300),
}

# Fixed (not seeded) wrapping: lead-ins and tails that bury the key sentence in a longer message.
LEADS = (
    "morning! slept terribly, the wind was howling all night.",
    "ok catching up on this chat, so many messages lol.",
    "sorry for the late reply, long day.",
    "haha that last photo. anyway.",
    "hiii, finally sitting down with a cup of something warm.",
    "ok so, news.",
    "ugh the rain. anyway, quick one:",
    "oh before I forget!",
)
TAILS = (
    "anyway how's everyone's week going?",
    "the weather is grim again btw, stay dry.",
    "ok back to the chaos, talk later x",
    "what's new with you lot?",
    "anyway, did anyone see the sky tonight?",
    "that's all my news haha.",
    "right, must go, speak soon!",
)

_CAPITALISED = re.compile(r"[A-ZÀ-ÖØ-Þ][\w-]+")


def _fixed_words() -> set[str]:
    """Capitalised words in the fixed statements: never used as a speaker's name."""
    words: set[str] = set()
    for cases in CASES.values():
        for case in cases:
            for text in case[2:]:
                if text:
                    words.update(_CAPITALISED.findall(text))
    return words


def _wrap(text: str, index: int) -> str:
    if index % 3 == 0:
        return f"{LEADS[index // 3 % len(LEADS)]} {text}"
    if index % 3 == 1:
        end = "" if text[-1] in ".!?" else "."
        return f"{text}{end} {TAILS[index // 3 % len(TAILS)]}"
    return text


def _fill(text: str, subject: str, friend: str) -> str:
    return text.replace("{S}", subject).replace("{F}", friend)


def scenarios(seed: int) -> list[Scenario]:
    rng = random.Random(f"memlane-test3-{seed}")
    excluded = _fixed_words()
    pool = [n for n in NAMES if n not in excluded]
    rng.shuffle(pool)
    taken = 0

    def name() -> str:
        nonlocal taken
        picked = pool[taken % len(pool)]
        taken += 1
        return picked

    def small_talk(speakers: list[str], last: str, plain: bool) -> tuple[str, str]:
        """A small-talk turn; a plain line (no bare reaction) to open or right after a statement."""
        speaker = rng.choice([s for s in speakers if s != last] or speakers)
        if not plain and rng.random() < 0.3:
            return speaker, rng.choice(REACTIONS)
        if not deck:  # every line once before any repeats (far_apart runs through them twice)
            deck.extend(rng.sample(LINES, len(LINES)))
        return speaker, rng.choice(OPENERS) + deck.pop()

    out: list[Scenario] = []
    index = 0
    for kind, cases in CASES.items():
        for number, case in enumerate(cases):
            if kind in CHANGE_KINDS:
                family, by, earlier, later, question, past_question = case
            else:
                family, by, earlier, later, question = case
                past_question = None
            subject, friend = name(), name()
            speakers = [subject, friend]
            if rng.random() < 0.45:
                speakers.append(name())
            turns: list[Turn] = []
            deck: list[str] = []
            day = 0.0
            last = ""

            def add(speaker: str, text: str, at: float, turns: list[Turn] = turns) -> None:
                nonlocal last
                turns.append(Turn(speaker, text, round(at, 4)))
                last = speaker

            for n in range(rng.randint(2, 4)):
                add(*small_talk(speakers, last, n == 0), day)
                day += rng.uniform(0.0005, 0.01)
            first = len(turns)
            add(subject, _wrap(_fill(earlier, subject, friend), index), day)
            low, high = GAPS[kind]
            gap = rng.uniform(low, high)
            between = (
                rng.randint(205, 240)
                if kind == "far_apart"
                else rng.randint(1, 3)
                if kind == "correction"
                else rng.randint(2, 6)
            )
            stamps = sorted(rng.uniform(day, day + gap) for _ in range(between))
            for n, stamp in enumerate(stamps):
                add(*small_talk(speakers, last, n == 0), stamp)
            day += gap
            second = len(turns)
            later_speaker = subject if by == "S" else friend
            add(later_speaker, _wrap(_fill(later, subject, friend), index + 1), day)
            for n in range(rng.randint(2, 3)):
                day += rng.uniform(0.0005, 0.01)
                add(*small_talk(speakers, last, n == 0), day)
            current, other = (second, first) if kind in CHANGE_KINDS else (first, second)
            out.append(
                Scenario(
                    id=f"test3-{kind}-{number:02d}-{family}",
                    family=family,
                    kind=kind,
                    subject=subject,
                    turns=tuple(turns),
                    current=current,
                    other=other,
                    question=_fill(question, subject, friend),
                    past_question=_fill(past_question, subject, friend) if past_question else None,
                )
            )
            index += 1
    return out
