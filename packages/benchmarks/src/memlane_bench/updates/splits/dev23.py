"""dev23: a blind knowledge-update split in the register of a work assistant used by a team lead.

How it was written
------------------
Blind to the engine: only the contract (``updates/__init__.py``), ``schema.py``, ``run.py``, the
split loader, the shape test and, for structure only, ``splits/dev.py`` and the first 27 lines
of ``splits/_dev_families.py`` were read. No engine code, docs, other split or git history was
opened and nothing was run except the shape test. Every key turn is written by hand for its
scenario (no sentence templates with slots); each scenario has its own people.

Register
--------
Slack-style messages, stand-up and 1:1 notes, meeting minutes, terse status lines and bullets
("- Priyanka -> platform team (as of this Mon)", "desk: B14 ➝ C02"), work abbreviations (EOD, w/c,
PTO, fyi, re:), forwarded org announcements ("Per Hannah's email ...", "Fwd from ... all-hands"),
colleagues' short replies. Questions are what a user asks a work assistant ("who's Jonas's
manager these days", "Bilal's manager?", "what do we use for tickets?"), many without "now" or
a question mark.

Families (29)
-------------
manager / reporting line, team, title / role, team_lead, ticket_tool, docs_tool, chat_tool,
paging_tool, expenses_tool, ci, cloud, cdn, office, office_days, desk, remote_base (where /
time zone), oncall, meeting_slot, project, laptop, client_account, cost_code, budget, agency
(contractors), payroll, work_pattern, employer, buddy, mentoring.

How a change is told
--------------------
Bullets and arrows, a forwarded e-mail or all-hands quote, "fyi we moved off X onto Y", promo
news in caps, an IT asset swap, "handover done", a finance re-code, a relocation, a vote at
retro; corrections minutes later ("typo - 4.12!!", "*Payouts, not Payments", "Scratch that",
"wait no - he's her skip-level"); retractions with nothing in place (a pod dissolved, an office
closed, a role scrapped, a laptop returned, a budget cut to zero, off the rota on a doctor's
note); reports by a colleague ("heads up, Bilal got moved under Olu", "Q's manager changed");
far-apart changes told in passing after 150+ turns and 60+ days.

Must-not traps
--------------
Additions worded like a switch (a dotted line "now has", a second rota, a second account, a
second cloud project, a guild, a second agency, GitHub Projects next to Linear, Zendesk next to
Jira); episodes worded like moves (maternity cover, "Tom is covering for Anahita", acting Head of
Eng, a six-week secondment "moved to the fraud squad", a loaner laptop, hot-desking during
recarpeting, a week in London, PTO, a phased return, a month abroad); other people's changes
(a teammate's new manager, the writer's own new manager, a relative's laptop or payroll tool,
another department's docs tool, the subject's manager relocating); plans and proposals ("proposal:
move standup to 10", piloting Linear, a flexible working request, final rounds elsewhere, a
promotion packet, "X is moving under Y once ... if ... gets through"); restatements in other
words (Jira as "Atlassian", "desk seventeen on the third floor", "every fifth week").

Counts per kind
---------------
replacement 22, correction 12, retraction 11, third_party 12, far_apart 14 (71 change);
addition 12, time_bounded 13, other_person 12, plan 12, restatement 12 (61 must-not); 132 in all.
35 of the 71 change scenarios carry a past_question. Small talk (the lead's reminders and
grumbles, a colleague's short replies) is the only thing the seed changes.
"""

from __future__ import annotations

from ..schema import Scenario
from ._dev23_build import build
from ._dev23_far import FAR
from ._dev23_fix import CORRECT, RETRACT
from ._dev23_keep_a import ADD, EPISODE
from ._dev23_keep_b import OTHER, PLAN, RESTATE
from ._dev23_replace import REPLACE
from ._dev23_third import THIRD

SPECS = REPLACE + CORRECT + RETRACT + THIRD + FAR + ADD + EPISODE + OTHER + PLAN + RESTATE


def scenarios(seed: int = 0) -> list[Scenario]:
    return [build(seed, i, spec) for i, spec in enumerate(SPECS, start=1)]
