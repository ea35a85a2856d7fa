"""The dev20 split: a generator of 16 relation families × ways of telling a change × small talk.

How it was written: blind to the engine. Only the benchmark's contract and scoring were read
(``updates/__init__.py``, ``schema.py``, ``run.py``, ``splits/__init__.py``), the shape test of
the blind splits, ``splits/dev.py`` for its structure only and the ``Family`` record of
``_dev_families.py``. No other split, nothing of the engine (``core/``), no docs, no git
history; the engine and the benchmark were not run on this split (only the shape test was).

Style: mostly the user talking to an assistant about themselves in the first person, and friends
reporting on a named person ("My colleague X works at ...", "X told me ..."). Mixed register:
fluent non-native English ("since two months I am employed by ...", "is ok job", progressive
for states, missing articles, comma run-ons), terse lines ("Not at A anymore. B now."), and long
multi-topic messages with the change in the middle (about one change in five). Questions are
about the present: first-person tasks and reminders for the user ("I have to fill the direct
debit form, which provider do I pay now?", "Remind me where I work", with and without "?"),
third person about the named person for friends' reports (106 first person and 70 third person;
38 without "?"). Replacement, far_apart and third_party also carry a past question ("Where did I
work before?").

Families (16): employer, home_area, gp_practice, broadband, running_club, instrument, childcare,
car, phone, commute, market_stall, volunteering, pharmacy, hairdresser, series, breakfast.

Ways of telling a change (eight written per family, first person): explicit change verb, present
marker only ("these days", "lately", "nowadays", "at the moment"), reason-led ("because the rent
in A went up again we ended up in B"), contrast ("not A anymore, it's B now"), a consequence that
implies it ("sent the A router back ... the B engineer connected us"), dated start ("since
February"), answer to the assistant's earlier question ("You asked which club I picked: B"),
idiom ("jumped ship", "gave up the ghost", "pulled the plug on"). Family i tells its first-person
changes in WAYS[(3i + k) % 8] for k = 0..3 (k = 4 too in even families) and its two friends'
reports in the two ways left over (k = 6, 7), so every family's changes come in six or seven
different ways; a friend's own change (other_person, even families) uses k = 5.

Per family (11 scenarios): replacement ×3 (one first person, one A -> B -> C chain, one told by a
friend), far_apart (173-215 turns of small talk and 80-240 days between the old and the new
statement; in even families the old one is itself a change A -> B said early on), retraction and
correction (one of them told by a friend), third_party (the person says it, a friend reports the
change), and four of the five must-not kinds (one told by a friend; other_person is a friend's
own change or a relative's state said by the user).

Counts per kind (seed-independent), 176 scenarios, 112 change and 64 must-not: replacement 48,
far_apart 16, retraction 16, correction 16, third_party 16, addition 12, time_bounded 13,
plan 13, restatement 13, other_person 13. The seed varies only the small talk (and which
standing statements of other families are dropped into it); names, key statements, questions,
turn counts and days are fixed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..schema import Scenario, Turn
from ._dev20_families_a import FAMILIES_A, WAYS, Fam
from ._dev20_families_b import FAMILIES_B
from ._dev20_filler import CLOSINGS, NAMES, OPENINGS, Talk

FAMILIES: tuple[Fam, ...] = FAMILIES_A + FAMILIES_B
MUST_NOT = ("addition", "time_bounded", "plan", "restatement", "other_person")
# Standing statements of these families are not dropped into each other's small talk.
NEAR = {
    frozenset({"employer", "commute"}), frozenset({"home_area", "commute"}),
    frozenset({"home_area", "childcare"}), frozenset({"gp_practice", "pharmacy"}),
}  # fmt: skip


def _fill(template: str, v: str = "", old: str = "", p: str = "") -> str:
    text = template.format(v=v, old=old, p=p)
    return text[0].upper() + text[1:] if template.startswith("{") else text


class _Build:
    """The turns of one scenario. ``shape`` (seed-independent) fixes counts, days, who speaks
    and where the long messages are; ``talk`` (seeded) only picks the small-talk lines."""

    def __init__(self, seed: int, sid: str, fam: Fam, speaker: str, friend: str | None) -> None:
        self.shape = random.Random(f"memlane-dev20-shape-{sid}")
        self.talk = Talk(seed, sid)
        self.speaker, self.friend = speaker, friend
        self.turns: list[Turn] = []
        self.day = 0.0
        others = [
            f for f in FAMILIES if f.name != fam.name and frozenset({f.name, fam.name}) not in NEAR
        ]
        picked = self.talk.rng.sample(others, 2)
        self.facts = [_fill(f.state[0], self.talk.rng.choice(f.values)) for f in picked]

    def say(self, speaker: str, text: str, days: float = 0.0) -> int:
        self.day += days
        self.turns.append(Turn(speaker, text, round(self.day, 3)))
        return len(self.turns) - 1

    def long(self, text: str, rate: float = 0.2) -> str:
        """Sometimes the statement sits in the middle of a long multi-topic message."""
        if self.shape.random() >= rate:
            return text
        return f"{self.shape.choice(OPENINGS)} {text} {self.shape.choice(CLOSINGS)}"

    def chatter(self, low: int, high: int, days: float = 0.0) -> None:
        n = self.shape.randint(low, high)
        step = days / max(n, 1)
        for _ in range(n):
            roll = self.shape.random()
            if self.friend is not None and roll < 0.42:
                self.say(self.friend, self.talk.reply(), step)
            elif roll > 0.9 and self.facts:
                self.say(self.speaker, self.facts.pop(0), step)
            else:
                self.say(self.speaker, self.talk.own(), step)

    def span(self, low: float, high: float) -> float:
        return round(self.shape.uniform(low, high), 3)


def _family(fi: int, fam: Fam, seed: int, names: Iterator[str]) -> Iterator[Scenario]:
    ways = [WAYS[(3 * fi + k) % len(WAYS)] for k in range(5)]
    counter = iter(range(100))

    def start(kind: str, reported: bool) -> tuple[str, int, str, str, _Build, tuple[str, ...]]:
        j = next(counter)
        sid = f"dev20-{fam.name}-{kind}-{j}"
        subject, friend = next(names), next(names)
        b = _Build(seed, sid, fam, friend if reported else subject, None if reported else friend)
        vals = tuple(fam.values[(fi + j + k) % len(fam.values)] for k in range(3))
        return sid, j, subject, friend, b, vals

    def ask(j: int) -> str:
        return fam.ask[(fi + j) % len(fam.ask)]

    def ask_p(j: int, p: str) -> str:
        return fam.ask_p[(fi + j) % len(fam.ask_p)].format(p=p)

    def done(
        sid: str, kind: str, p: str, b: _Build, cur: int, oth: int, q: str, past: str | None = None
    ) -> Scenario:
        return Scenario(sid, fam.name, kind, p, tuple(b.turns), cur, oth, q, past)

    # replacement, first person
    sid, j, p, f, b, (a, new, _c) = start("replacement", False)
    b.chatter(0, 2, 0.2)
    old = b.say(p, _fill(fam.state[j % 3], a))
    b.chatter(3, 6, b.span(20, 90))
    cur = b.say(p, b.long(_fill(fam.ways[ways[0]], new, a)), b.span(1, 10))
    b.chatter(0, 2, 0.5)
    yield done(sid, "replacement", p, b, cur, old, ask(j), fam.past)

    # replacement, a chain A -> B -> C (the question needs C; C replaces B)
    sid, j, p, f, b, (a, mid, last) = start("replacement", False)
    b.say(p, _fill(fam.state[j % 3], a))
    b.chatter(2, 4, b.span(20, 70))
    old = b.say(p, _fill(fam.ways[ways[1]], mid, a), b.span(1, 5))
    b.chatter(2, 4, b.span(20, 70))
    cur = b.say(p, b.long(_fill(fam.ways[ways[2]], last, mid)), b.span(1, 5))
    b.chatter(0, 2, 0.5)
    yield done(sid, "replacement", p, b, cur, old, ask(j), fam.past)

    # replacement told by a friend about the named person
    sid, j, p, f, b, (a, new, _c) = start("replacement", True)
    b.chatter(0, 1, 0.2)
    old = b.say(f, _fill(fam.told_state[0], a, p=p))
    b.chatter(2, 5, b.span(20, 100))
    cur = b.say(f, b.long(_fill(fam.told_change[0], new, a, p)), b.span(1, 5))
    b.chatter(0, 1, 0.3)
    yield done(sid, "replacement", p, b, cur, old, ask_p(j, p), fam.past_p.format(p=p))

    # far apart: 173-215 turns and 80-240 days of small talk between (even families: the old
    # statement is itself a change A -> B said early on, and B is replaced by C)
    sid, j, p, f, b, (a, new, last) = start("far_apart", False)
    b.chatter(0, 1, 0.2)
    old = b.say(p, _fill(fam.state[0], a))
    if fi % 2 == 0:
        b.chatter(2, 4, b.span(10, 40))
        old = b.say(p, _fill(fam.ways[ways[3]], new, a), b.span(1, 5))
        a, new = new, last
    b.chatter(172, 214, b.span(80, 240))
    cur = b.say(
        p, b.long(_fill(fam.ways[ways[4] if fi % 2 == 0 else ways[3]], new, a)), b.span(1, 5)
    )
    b.chatter(0, 2, 0.5)
    yield done(sid, "far_apart", p, b, cur, old, ask(j), fam.past)

    # retraction (told by a friend in odd families)
    told = fi % 2 == 1
    sid, j, p, f, b, (a, _new, _c) = start("retraction", told)
    if told:
        old = b.say(f, _fill(fam.told_state[1], a, p=p))
        b.chatter(2, 5, b.span(15, 80))
        cur = b.say(f, _fill(fam.told_retract, a, p=p), b.span(1, 5))
        q = ask_p(j, p)
    else:
        old = b.say(p, _fill(fam.state[j % 3], a))
        b.chatter(2, 5, b.span(15, 80))
        cur = b.say(p, b.long(_fill(fam.retract, a)), b.span(1, 5))
        q = ask(j)
    b.chatter(0, 1, 0.3)
    yield done(sid, "retraction", p, b, cur, old, q)

    # correction of one's own mistake, minutes later (told by a friend in even families)
    told = fi % 2 == 0
    sid, j, p, f, b, (a, new, _c) = start("correction", told)
    if told:
        old = b.say(f, _fill(fam.told_state[0], a, p=p))
        b.chatter(1, 3, 0.02)
        cur = b.say(f, _fill(fam.told_correct, new, a, p), 0.01)
        q = ask_p(j, p)
    else:
        old = b.say(p, _fill(fam.state[j % 3], a))
        b.chatter(1, 3, 0.02)
        cur = b.say(p, _fill(fam.correct, new, a), 0.01)
        q = ask(j)
    b.chatter(0, 1, 0.01)
    yield done(sid, "correction", p, b, cur, old, q)

    # third party: the person says it; later a friend reports the change
    sid, j, p, f, b, (a, new, _c) = start("third_party", False)
    old = b.say(p, _fill(fam.state[j % 3], a))
    b.chatter(2, 5, b.span(30, 120))
    cur = b.say(f, b.long(_fill(fam.told_change[1], new, a, p)), b.span(1, 5))
    b.chatter(0, 1, 0.3)
    yield done(sid, "third_party", p, b, cur, old, ask_p(j, p), fam.past_p.format(p=p))

    # must-not kinds: the standing statement must stay
    for kind in MUST_NOT:
        if kind not in fam.keep:
            continue
        told = fam.told_keep[0] == kind
        sid, j, p, f, b, (a, new, third) = start(kind, told)
        value = a if kind == "restatement" else new
        if told:
            cur = b.say(f, _fill(fam.told_state[1], a, p=p))
            b.chatter(1, 4, b.span(5, 60))
            oth = b.say(f, _fill(fam.told_keep[1], value, a, p), b.span(1, 15))
            q = ask_p(j, p)
        elif kind == "other_person" and not fam.keep[kind]:  # the friend's own change
            cur = b.say(p, _fill(fam.state[j % 3], a))
            b.chatter(1, 3, b.span(5, 40))
            oth = b.say(
                f, _fill(fam.ways[WAYS[(3 * fi + 5) % len(WAYS)]], new, third), b.span(1, 5)
            )
            q = ask_p(j, p)
        else:
            cur = b.say(p, _fill(fam.state[j % 3], a))
            b.chatter(1, 4, b.span(5, 60))
            oth = b.say(p, b.long(_fill(fam.keep[kind], value, a)), b.span(1, 15))
            q = ask(j)
        b.chatter(0, 2, 0.5)
        yield done(sid, kind, p, b, cur, oth, q)


def scenarios(seed: int = 0) -> list[Scenario]:
    names = iter(NAMES)
    out: list[Scenario] = []
    for fi, fam in enumerate(FAMILIES):
        out.extend(_family(fi, fam, seed, names))
    return out
