"""Time handling: the API speaks timezone-aware ``datetime``; storage keeps UTC epoch seconds.

Naive datetimes are taken as UTC (documented), so the same input always means the same instant.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from dateutil import parser as date_parser

from .errors import InvalidInputError
from .limits import check_instant

TimeLike = datetime | date | str | float | int


def now_utc() -> datetime:
    return datetime.now(UTC)


def to_datetime(value: TimeLike, *, field: str = "time") -> datetime:
    """An aware UTC datetime inside the supported range (memlane.limits.TIME_MIN/TIME_MAX),
    or :class:`InvalidInputError` naming ``field``: never an OverflowError from an offset
    that pushes a time past the edge of ``datetime``."""
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, bool):
        raise InvalidInputError(f"{field}: expected a datetime, got bool", field=field)
    elif isinstance(value, int | float):
        try:
            dt = datetime.fromtimestamp(float(value), UTC)
        except (ValueError, OverflowError, OSError) as exc:  # NaN, infinities, out of range
            raise InvalidInputError(f"{field}: {value!r} is not a representable time", field=field) from exc
    elif isinstance(value, str):
        try:
            dt = date_parser.parse(value)
        except (ValueError, OverflowError) as exc:
            raise InvalidInputError(f"{field}: cannot parse {value!r} as a date/time", field=field) from exc
    else:
        raise InvalidInputError(f"{field}: expected a datetime or ISO string, got {type(value).__name__}", field=field)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    try:
        utc = dt.astimezone(UTC)
    except (ValueError, OverflowError) as exc:  # an offset of 24h or more, or past year 1/9999
        raise InvalidInputError(f"{field}: {value!r} is not a representable time ({exc})", field=field) from exc
    return check_instant(utc, field)


def to_epoch(value: TimeLike | None, *, field: str = "time") -> float | None:
    return None if value is None else to_datetime(value, field=field).timestamp()


def from_epoch(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)
