"""Time handling: the API speaks timezone-aware ``datetime``; storage keeps UTC epoch seconds.

Naive datetimes are taken as UTC (documented), so the same input always means the same instant.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from dateutil import parser as date_parser

from .errors import InvalidInputError

TimeLike = datetime | date | str | float | int


def now_utc() -> datetime:
    return datetime.now(UTC)


def to_datetime(value: TimeLike, *, field: str = "time") -> datetime:
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, bool):
        raise InvalidInputError(f"{field}: expected a datetime, got bool")
    elif isinstance(value, int | float):
        try:
            return datetime.fromtimestamp(float(value), UTC)
        except (ValueError, OverflowError, OSError) as exc:  # NaN, infinities, out of range
            raise InvalidInputError(f"{field}: {value!r} is not a representable time") from exc
    elif isinstance(value, str):
        try:
            dt = date_parser.parse(value)
        except (ValueError, OverflowError) as exc:
            raise InvalidInputError(f"{field}: cannot parse {value!r} as a date/time") from exc
    else:
        raise InvalidInputError(f"{field}: expected a datetime or ISO string, got {type(value).__name__}")
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)


def to_epoch(value: TimeLike | None, *, field: str = "time") -> float | None:
    return None if value is None else to_datetime(value, field=field).timestamp()


def from_epoch(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)
