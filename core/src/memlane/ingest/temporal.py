"""Time expressions -> referenced intervals, relative to when something was said.

Candidate spans are found with regular expressions (cheap), then each span is parsed by
dateparser relative to the observation time; dateparser's period (day/week/month/year)
sets the width of the interval. A future-tense sentence prefers future dates."""

from __future__ import annotations

import functools
import re
import threading
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from dateparser.date import DateDataParser
from dateutil.relativedelta import relativedelta

MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_COUNT = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3}|a few|few|several|a couple of|couple of|a couple)"
_UNIT = r"(?:day|week|month|year|decade)s?"

_SPANS = re.compile(
    "|".join(
        [
            r"\b\d{4}-\d{2}-\d{2}\b",
            rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}\.?,?\s+\d{{4}}\b",
            rf"\b{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b",
            rf"\b{MONTH}\.?,?\s+\d{{4}}\b",
            rf"\b{_COUNT}\s+{_UNIT}\s+ago\b",
            rf"\b(?:last|next|this|past|coming)\s+(?:week(?:end)?|month|year|{_WEEKDAY})\b",
            r"\b(?:yesterday|today|tonight|tomorrow)\b",
            rf"\b(?:in|on|during|since|until|by|from|of|last|next|this)\s+(?:early\s+|mid\s+|late\s+)?{MONTH}\b(?!\s+\d)",
            r"\b(?:in|since|during|until|by|from|of)\s+(?:19|20)\d{2}\b",
            rf"\b(?:on\s+)?{_WEEKDAY}\b",
        ]
    ),
    re.IGNORECASE,
)
_FUTURE = re.compile(r"\b(?:will|going to|gonna|plan(?:s|ning)? to|next|upcoming|tomorrow)\b|'ll\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|were|went|did|had|ago|last|yesterday|\w+ed)\b", re.IGNORECASE)
_WORD_COUNTS = {"a couple of": "2", "couple of": "2", "a couple": "2", "a few": "3", "few": "3", "several": "3", "a": "1", "an": "1"}
_LEADING = re.compile(r"^(?:in|on|during|since|until|by|from|of)\s+(?:early\s+|mid\s+|late\s+)?", re.IGNORECASE)

_local = threading.local()


@dataclass(frozen=True)
class TimeRef:
    surface: str
    start: datetime
    end: datetime
    granularity: str


def _parser(prefer: str) -> DateDataParser:
    cache = getattr(_local, "parsers", None)
    if cache is None:
        cache = _local.parsers = {}
    if prefer not in cache:
        cache[prefer] = DateDataParser(languages=["en"], settings={"PREFER_DATES_FROM": prefer, "RETURN_AS_TIMEZONE_AWARE": False})
    return cache[prefer]


def _parse(surface: str, prefer: str, base: datetime) -> tuple[datetime, str | None] | None:
    """(moment, dateparser period) of ``surface`` seen from ``base``, or None. Every span
    _SPANS matches resolves to a whole day or longer, so only ``base``'s date matters: parses
    are cached per (span, preference, day) — an import repeats "yesterday", "last week" and
    its session dates thousands of times, and dateparser takes ~1 ms a call."""
    day = base.replace(hour=0, minute=0, second=0, microsecond=0)
    return _parse_on_day(_normalise(surface), prefer, day)


@functools.lru_cache(maxsize=4096)
def _parse_on_day(normalised: str, prefer: str, day: datetime) -> tuple[datetime, str | None] | None:
    parser = _parser(prefer)
    parser._settings.RELATIVE_BASE = day  # per-call base; the parser is thread-local
    try:
        data = parser.get_date_data(normalised)
    except (ValueError, OverflowError):
        return None
    return None if data.date_obj is None else (data.date_obj, data.period)


def _normalise(span: str) -> str:
    span = _LEADING.sub("", span.strip())
    lowered = span.lower()
    for words, digit in _WORD_COUNTS.items():
        if lowered.startswith(words + " "):
            return digit + span[len(words):]
    return span


def _interval(moment: datetime, period: str) -> tuple[datetime, datetime]:
    day = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "year":
        start = day.replace(month=1, day=1)
        return start, start + relativedelta(years=1)
    if period == "month":
        start = day.replace(day=1)
        return start, start + relativedelta(months=1)
    if period == "week":
        start = day - timedelta(days=day.weekday())
        return start, start + timedelta(days=7)
    return day, day + timedelta(days=1)


def _weekend(surface: str, base: datetime) -> TimeRef:
    """dateparser has no notion of weekends: last/this/next/past/coming weekend by hand."""
    day = base.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    saturday = day + timedelta(days=(5 - day.weekday()) % 7)  # this (coming) Saturday
    which = surface.split()[0].lower()
    if which in ("last", "past"):
        saturday -= timedelta(days=7)
    elif which == "next":
        saturday += timedelta(days=7)
    return TimeRef(surface, saturday, saturday + timedelta(days=2), "weekend")


def time_spans(text: str) -> list[tuple[int, int]]:
    """Where the time expressions of ``text`` are (character spans), without parsing them."""
    return [match.span() for match in _SPANS.finditer(text)]


def find_time_refs(text: str, base: datetime, *, limit: int = 3) -> list[TimeRef]:
    """Absolute and relative time expressions in ``text``, resolved against ``base``."""
    refs: list[TimeRef] = []
    prefer = "future" if _FUTURE.search(text) else "past"
    naive_base = base.astimezone(UTC).replace(tzinfo=None)
    for match in _SPANS.finditer(text):
        surface = match[0]
        if surface.lower().endswith("weekend"):
            refs.append(_weekend(surface, base))
            continue
        # A bare month ("in April") in a sentence with no tense cue means the nearest April.
        bare_month = re.fullmatch(rf"(?:\w+\s+)?(?:early\s+|mid\s+|late\s+)?{MONTH}", surface, re.IGNORECASE)
        untensed = prefer == "past" and not _PAST.search(text)
        choices = ("past", "future") if bare_month and untensed else (prefer,)
        parsed = [d for d in (_parse(surface, p, naive_base) for p in choices) if d is not None]
        if not parsed:
            continue
        moment, period = min(parsed, key=lambda d: abs(d[0] - naive_base))
        period = period or "day"
        if re.search(r"\d{4}$", surface) and not re.search(MONTH, surface, re.IGNORECASE) and "-" not in surface:
            period = "year"
        start, end = _interval(moment, period)
        refs.append(TimeRef(surface, start.replace(tzinfo=UTC), end.replace(tzinfo=UTC), period))
        if len(refs) >= limit:
            break
    return refs
