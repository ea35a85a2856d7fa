"""The detectors behind the scrubber: one named regex (plus an optional validator) per kind.

Order matters: earlier detectors win overlapping spans, so precise provider patterns come before
the generic ones (``sk-ant-`` before ``sk-``, a JWT before the ``Bearer`` that carries it) and the
entropy heuristic comes last. Where a detector has a capture group, only the group is redacted
(``password=[REDACTED:credential]`` keeps the key name, which is useful and not secret).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise


@dataclass(frozen=True, slots=True)
class Detector:
    kind: str
    pattern: re.Pattern[str]
    group: int = 0
    validate: Callable[[str], bool] | None = None


def luhn_valid(digits: str) -> bool:
    """Luhn mod-10 checksum over a string of digits (separators must be removed first)."""
    if not digits.isdigit() or not 12 <= len(digits) <= 19:
        return False
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = ord(char) - 48
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


# Digit groupings printed on real cards: one run, 4-4-4-4(-1..3), Amex 4-6-5, Diners 4-6-4.
_CARD_GROUPS = re.compile(
    r"^(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,4}(?:[ -]\d{1,3})?|\d{4}[ -]\d{6}[ -]\d{4,5})$"
)


def _card(match: str) -> bool:
    if not _CARD_GROUPS.match(match):
        return False
    digits = re.sub(r"[ -]", "", match)
    # Issuer prefixes 2-6 (Mastercard 2-series, Amex/Diners/JCB, Visa, Mastercard, Discover/
    # UnionPay): cuts the 10% of random digit runs that pass Luhn by chance roughly in half.
    return 13 <= len(digits) <= 19 and digits[0] in "23456" and luhn_valid(digits)


def _phone(match: str) -> bool:
    digits = sum(ch.isdigit() for ch in match)
    return 9 <= digits <= 15


_PLACEHOLDER = re.compile(
    r"^(?:\$\{.*|\$[A-Z_]+|\{.*|%\(.*|<.*>|\*+|x+|\.\.\.+|changeme|none|null|redacted.*)$", re.I
)


# secret=get_secret(...), password=self.password, key=config.api_key: code, not a value.
_CODE_REFERENCE = re.compile(r"^(?:[(\[{]|[A-Za-z_][A-Za-z0-9_.]*[(\[]|[A-Za-z_][A-Za-z_.]*$)")


def _credential_value(value: str) -> bool:
    # "secret: patience" is prose; "password=hunter2" is a leak. Purely alphabetic values and
    # obvious placeholders are left alone; anything with a digit or symbol is redacted.
    if value.startswith("[REDACTED:"):
        return False
    return not (value.isalpha() or _PLACEHOLDER.match(value) or _CODE_REFERENCE.match(value))


def shannon_entropy(text: str) -> float:
    """Bits per character of ``text``'s own character distribution."""
    n = len(text)
    if not n:
        return 0.0
    return -sum(c / n * math.log2(c / n) for c in Counter(text).values())


def _char_class(ch: str) -> int:
    if ch.isupper():
        return 0
    if ch.islower():
        return 1
    if ch.isdigit():
        return 2
    return 3


_HEX = re.compile(r"^[0-9a-fA-F-]+$")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_SEPARATORS = re.compile(r"[_\-/+=]+")
# A part that reads as words: lower/Title/UPPER words and CamelCase humps with numbers
# (MetaClip2VisionModel, V2Validator), or letters mostly in pronounceable lowercase runs
# (Seq2SeqMoEModelOutput). Random base62 fails both: it has isolated lowercase letters and
# vowel-less runs ("tgx", "nhk"). Atomic group: a hump never gives characters back, so a failing
# match is linear, not the exponential re-splitting of a long lowercase run.
_HUMPS = re.compile(r"^(?:(?>[A-Z]?[a-z]{2,}|[A-Z]{2,}(?![a-z])|[A-Z](?=\d)|\d+))+$")
_LOWER_RUN = re.compile(r"[a-z]{3,}")
_VOWELS = frozenset("aeiouy")


def _pronounceable_share(part: str) -> float:
    letters = sum(ch.isalpha() for ch in part)
    if not letters:
        return 0.0
    wordy = sum(len(run) for run in _LOWER_RUN.findall(part) if not _VOWELS.isdisjoint(run))
    return wordy / letters


def _identifier_part(part: str) -> bool:
    if part.isdigit():
        return True
    if len(part) >= 7 and _HEX.match(part):
        return True
    if len(part) >= 3 and _HUMPS.match(part):
        return True
    return _pronounceable_share(part) >= 0.45


def looks_random(token: str, *, min_length: int, threshold: float) -> bool:
    """The high-entropy heuristic. Deliberately conservative, since false positives destroy
    user content:
    - hex-only strings (git SHAs, checksums, our own audit hashes) and UUIDs are identifiers,
      not flagged (hex secrets are still caught by the ``credential`` detector in context);
    - a letter AND a digit are required (long words and CamelCase identifiers have no digits),
      and a token whose ``_ - / + =`` separated parts are mostly (by length) plain words or
      plain numbers is an identifier or a URL path, not a secret;
    - Shannon entropy at least ``threshold`` bits/char;
    - character-class changes on at least 40% of adjacent pairs: random base62 changes class on
      ~62% of pairs, ``user_12345_profile_data`` or ``TestCase123ForValidation`` on ~30%.
    """
    if len(token) < min_length or _HEX.match(token) or _UUID.match(token):
        return False
    if not any(ch.isdigit() for ch in token) or not any(ch.isalpha() for ch in token):
        return False
    parts = [p for p in _SEPARATORS.split(token) if p]
    wordish = sum(len(p) for p in parts if _identifier_part(p))
    if wordish * 2 >= sum(len(p) for p in parts):
        return False  # mostly words: user_12345_profile_data, org/c3ref/c_abort_rollback
    if shannon_entropy(token) < threshold:
        return False
    changes = sum(1 for a, b in pairwise(token) if _char_class(a) != _char_class(b))
    return changes / (len(token) - 1) >= 0.4


# Candidate runs for the entropy heuristic: base64/base64url alphabets, no dots (so hostnames and
# file names split into short pieces).
# '=' only as trailing base64 padding, so "key=value" splits into its two halves.
ENTROPY_CANDIDATE = re.compile(
    r"(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/_=-])"
)

_B = r"(?<![A-Za-z0-9_-])"  # no token character immediately before
_E = r"(?![A-Za-z0-9_-])"  # no token character immediately after


def _d(kind: str, regex: str, *, group: int = 0, flags: int = 0, validate=None) -> Detector:  # type: ignore[no-untyped-def]
    return Detector(kind, re.compile(regex, flags), group, validate)


SECRET_DETECTORS: tuple[Detector, ...] = (
    _d(
        "private_key",
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
        r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        flags=re.S,
    ),
    _d("anthropic_key", _B + r"sk-ant-[A-Za-z0-9_-]{20,}"),
    _d("openai_key", _B + r"sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"),
    _d("aws_access_key", r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])"),
    _d(
        "aws_secret_key",
        r"(?i:aws_?secret_?(?:access_?)?key)[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
        group=1,
    ),
    _d(
        "github_token",
        r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})",
    ),
    _d("slack_token", r"(?<![A-Za-z0-9])xox[abposre]-[A-Za-z0-9-]{10,}"),
    _d("slack_webhook", r"https://hooks\.slack\.com/services/[A-Za-z0-9_/]+"),
    _d("google_api_key", _B + r"AIza[0-9A-Za-z_-]{35}" + _E),
    _d("stripe_key", r"(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
    _d("memlane_token", r"(?<![A-Za-z0-9_])mlt_[A-Za-z0-9_-]{32,}"),
    _d("jwt", _B + r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"),
    _d("bearer_token", r"(?i:\bbearer)\s+([A-Za-z0-9._~+/-]{16,}=*)", group=1),
    _d("basic_auth", r"(?i:authorization\s*:\s*basic)\s+([A-Za-z0-9+/]{8,}={0,2})", group=1),
    _d("url_password", r"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s:/?#@]+:([^\s/?#@]+)@", group=1),
    _d(
        "credential",
        r"(?i)(?<![A-Za-z0-9])(?:password|passwd|pwd|passphrase|secret|api[_-]?key|apikey|"
        r"access[_-]?token|auth[_-]?token|client[_-]?secret|private[_-]?key)(?![A-Za-z0-9_])"
        r"[\"']?\s*[:=]\s*[\"']?([^\s\"',;)\]}]{6,})",
        group=1,
        validate=_credential_value,
    ),
)

PII_DETECTORS: tuple[Detector, ...] = (
    # Not inside a longer number: no digit, sign or decimal point right before or after.
    _d("credit_card", r"(?<![\d.,+-])\d(?:[ -]?\d){12,18}(?![\d-]|[.,]\d)", validate=_card),
    _d(
        "email",
        r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b",
    ),
    _d(
        "phone",
        # Not part of a longer run of number groups (tables of codes, ranges, serials).
        r"(?<![\w+])(?<!\d[ -])(?:"
        r"\+[1-9]\d{0,2}[ -]?(?:\(\d{1,4}\)[ -]?)?\d{1,4}(?:[ -]?\d{2,4}){1,4}"  # international
        r"|\(\d{3}\)[ -]?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}"  # North American
        r"|0\d{2,4}[ /-]\d{3,4}[ -]?\d{3,4}"  # national trunk-prefixed (0…)
        r")(?!\w)(?![ -]\d)",
        validate=_phone,
    ),
)

HIGH_ENTROPY = "high_entropy"
ALL_KINDS: tuple[str, ...] = (
    *(d.kind for d in SECRET_DETECTORS),
    HIGH_ENTROPY,
    *(d.kind for d in PII_DETECTORS),
)
