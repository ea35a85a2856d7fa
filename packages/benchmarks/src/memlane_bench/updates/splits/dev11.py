"""``dev11``: a knowledge-update split written blind to the engine (only the contract in the
package docstring, ``schema.py`` and the scoring in ``run.py`` were read).

100 scenarios over about forty families, in registers unlike everyday chat: meeting minutes,
support tickets, diary entries, texting shorthand, voice memos, formal letters, forms, an
internal newsletter, code-switching (German, French, Portuguese, Dutch, Vietnamese), terse
replies to an assistant, long turns with the fact buried mid-paragraph, nicknames beside full
names, and numbers, dates and times as values. Questions are often indirect ("remind me who ...
banks with", "do you know where ...").

* change kinds (62): replacement 22 (6 of them A -> B -> C), correction 10, retraction 8,
  third_party 8, far_apart 14 (150-260 filler turns between the two statements; 3 of them
  A -> B -> C);
* must-not kinds (38): addition 9 (including work-vs-personal phone and e-mail), time_bounded 9
  (including three reported pasts), other_person 8, plan 7, restatement 5.

Every scenario has its own people, so all of them can take part in the scale run (except that
the few replying to an ``assistant`` share that speaker). The seed only changes the filler of
the far-apart scenarios; every other turn is fixed.
"""

from __future__ import annotations

from ..schema import Scenario
from . import (
    _dev11_correct,
    _dev11_far,
    _dev11_keep_a,
    _dev11_keep_b,
    _dev11_replace_a,
    _dev11_replace_b,
    _dev11_retract,
    _dev11_third,
)


def scenarios(seed: int) -> list[Scenario]:
    """Deterministic for a given seed (the seed only picks far-apart filler)."""
    return [
        *_dev11_replace_a.scenarios(),
        *_dev11_replace_b.scenarios(),
        *_dev11_correct.scenarios(),
        *_dev11_retract.scenarios(),
        *_dev11_third.scenarios(),
        *_dev11_far.scenarios(seed),
        *_dev11_keep_a.scenarios(),
        *_dev11_keep_b.scenarios(),
    ]
