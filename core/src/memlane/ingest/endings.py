"""A named value said to have ended: "Vikram left last week", "Dr Mbeki's retired", "the raleigh
got nicked", "natwest account is closed", "we had to put Biscuit down", "I let the Italian go",
"never setting foot in Brightsmile again".

People often tell a change by what happened to the old value rather than by restating the
relation: the manager who left, the dentist never to be seen again, the bike that was stolen.
Such a sentence shares no relation wording with the earlier statement that named the value
("Vikram signed off my leave, he's a good manager"), so the relation frames cannot pair them;
the value they share can (recall/ended.py)."""

from __future__ import annotations

import re
from collections.abc import Collection

from .dictionary import is_common_word, unshout

# between the value and its verb: "Dr Mbeki's retired", "the Vodacom one got stolen", "natwest
# account is closed", "Vikram has finally left"
_THING = r"(?:\s+(?:one|account|card|plan|contract|deal|subscription|membership|place|practice|surgery|branch|shop|office|portal|app|service|system|platform|site|website))?"
_AUX = r"(?:\s+(?:has|had|have|is|was|were|got|been|gets|just|finally|actually|now|already|officially|sadly|apparently|recently))"
_ENDS = (
    r"(?:died|passed away|passed on|passed(?=\s+(?:in|last|over|during|peacefully|suddenly|recently|yesterday|this)\b|\s*[.,;!]|\s*$)|(?:left|leaves)(?!\s+(?:a|an|some|it|them|me|us|you|him|early|late|behind|at|for a)\b)|"
    r"moved (?:out|away|abroad|on|to|back|over|house|countries)|retired|quit|resigned|emigrated|relocated|stepped down|"
    r"went bust|went under|packed up|broke down|gone|no more|no longer (?:there|around|with)|"
    # a service or a tool retired: "Quillboard is read-only now", "the old portal was decommissioned"
    r"shut down|closed down|discontinued|decommissioned|deprecated|read-only|out of business)"
)
# Done to it, said with "got", "is", "'s" ("the raleigh got nicked", "natwest account is
# closed"): "Priyesh closed the deal", "Ana sold her flat" end neither of them.
_DONE_TO = r"(?:sold|closed|shut|nicked|stolen|rehomed|cancell?ed|transferred|scrapped|towed|written off)"
# the speaker (or someone) ending it: "came off the sertraline", "handed back the keys to the
# Cowley Road flat", "stepped away from the choir", "my last day at Velmont was Friday"
_ENDING = (
    r"(?:left|quit|sold|flogged|offloaded|uninstalled|chucked|binned|stopped|dropped|cancell?ed|ditched|came off|come off|coming off|"
    r"(?:took|taken) (?:me|him|her|them) off|stepped away from|stepped down from|stepped back from|"
    r"moved out of|moved away from|gave up|given up|done with|finished with|got rid of|rehomed|switched from|changed from|"
    r"handed back(?: the keys)?(?: to| of| for)?|no more|(?:my |our |his |her |their )?last (?:day|shift|week|session) (?:at|with|for)|"
    # "we took her out of Little Acorns", "haven't been back to El Faro since"
    r"(?:took|taken|pulled|withdrew) (?:her|him|them|it|us|me) out of|(?:have not|haven't|has not|hasn't|not) been back (?:to|at))"
)


ITSELF, BY_SOMEONE = "itself", "by someone"  # how it ended: "Vikram left" / "I left Velmont"
_SOMEONE_ELSES = re.compile(r"(?:\b(?:his|her|their)|\b(?P<owner>\w+)['\u2019]s)\s+(?:\w+\s+)?$", re.I)  # "Dad's Saab", "his old Saab"


def ended(text: str, name: str, owners: Collection[str] = ()) -> str | None:
    """How ``text`` says that ``name`` (a value: a person, a place, a thing named) ended:
    ``ITSELF`` ("Vikram left last week", "the raleigh got nicked"; not someone else's thing:
    "Dad's Saab died"), ``BY_SOMEONE`` ("I cancelled Gymbox", "we had to put Biscuit down": whose
    relation ended is whoever the sentence is about), or None. A name of several words may be
    said by one of them ("Sister Reyes" -> "Reyes moved to ICU", "Hokuto Breeze" -> "the Breeze
    is gone"): any case for a word that is no common word, capitalised for one that is.
    ``owners``: the name keys of those whose things are not someone else's ("Parveen's budgie
    Mango died" ends Parveen's budgie for a question about Parveen)."""
    said = unshout(text)
    words = name.split()
    if re.search(rf"(?i:\b{re.escape(name)}\b)", said):
        return _ended(said, rf"(?i:{re.escape(name)})", owners)
    forms = [rf"(?i:{re.escape(w)})" if not is_common_word(w) else re.escape(w) for w in words if len(w) > 2] if len(words) > 1 else []
    return next((how for form in forms if (how := _ended(said, form, owners))), None)


def _ended(said: str, n: str, owners: Collection[str]) -> str | None:
    itself = (
        rf"\b{n}(?:['\u2019]s)?(?i:{_THING}{_AUX}{{0,3}}\s+{_ENDS})\b",
        rf"\b{n}(?i:{_THING}(?:['\u2019]s|{_AUX}){{1,3}}\s+{_DONE_TO})\b",
        rf"\b{n}(?i:{_THING}\s+(?:closed|shut) (?:its|their|down|up|for good))\b",  # "Linden Lane closed its list"
    )
    for pattern in itself:
        for match in re.finditer(pattern, said):
            whose = _SOMEONE_ELSES.search(said[: match.start()])
            if not whose or (whose["owner"] and whose["owner"].casefold() in owners):
                return ITSELF
    if (
        re.search(rf"(?i:\b{_ENDING}\s+(?:the |my |our |with )?){n}\b", said)
        or re.search(rf"(?i:\bput ){n}(?i: down)\b", said)
        or re.search(rf"(?i:\blet (?:the |my |our )?){n}(?i: go)\b", said)  # "I let the Italian go"
        or re.search(rf"(?i:\bnever\b(?:\s+\S+){{0,4}}?\s+){n}\b(?i:[^.!?]*\bagain\b)", said)
    ):  # fmt: skip
        return BY_SOMEONE
    return None
