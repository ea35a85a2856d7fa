"""Secret and PII scrubbing for the single write chokepoint.

``scrub(text, policy)`` returns the text with every finding replaced by a visible marker such as
``[REDACTED:openai_key]`` plus the list of findings (kind and span in the *original* text). The
matched secret itself is never kept, hashed or logged: a hash of a low-entropy secret such as a
password would be as good as the secret to anyone who can guess candidates.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import InvalidInputError
from .scrub_detectors import (
    ALL_KINDS,
    ENTROPY_CANDIDATE,
    HIGH_ENTROPY,
    PII_DETECTORS,
    SECRET_DETECTORS,
    Detector,
    looks_random,
)

SECRET_KINDS: frozenset[str] = frozenset({d.kind for d in SECRET_DETECTORS} | {HIGH_ENTROPY})
PII_KINDS: frozenset[str] = frozenset(d.kind for d in PII_DETECTORS)
# Card numbers are on by default (never legitimately memory content); e-mail addresses and phone
# numbers are normal content for a personal assistant, so they are redacted only by policy.
DEFAULT_KINDS: frozenset[str] = SECRET_KINDS | {"credit_card"}


def marker(kind: str) -> str:
    return f"[REDACTED:{kind}]"


@dataclass(frozen=True, slots=True)
class ScrubPolicy:
    detectors: frozenset[str] = DEFAULT_KINDS
    entropy_threshold: float = 3.5
    entropy_min_length: int = 20

    def __post_init__(self) -> None:
        if isinstance(self.detectors, str):
            raise InvalidInputError("detectors must be a collection of detector names")
        names = frozenset(self.detectors)
        unknown = names - set(ALL_KINDS)
        if unknown:
            raise InvalidInputError(
                f"unknown scrub detector(s) {sorted(unknown)}; known: {', '.join(ALL_KINDS)}"
            )
        object.__setattr__(self, "detectors", names)
        if self.entropy_min_length < 8:
            raise InvalidInputError("entropy_min_length below 8 would redact ordinary words")

    @classmethod
    def default(cls) -> ScrubPolicy:
        return cls()

    @classmethod
    def strict(cls) -> ScrubPolicy:
        """Every detector, PII included."""
        return cls(detectors=frozenset(ALL_KINDS))

    @classmethod
    def disabled(cls) -> ScrubPolicy:
        return cls(detectors=frozenset())

    def enabled(self, kind: str) -> bool:
        return kind in self.detectors

    def with_detectors(self, *kinds: str) -> ScrubPolicy:
        return ScrubPolicy(
            self.detectors | frozenset(kinds), self.entropy_threshold, self.entropy_min_length
        )

    def without(self, *kinds: str) -> ScrubPolicy:
        return ScrubPolicy(
            self.detectors - frozenset(kinds), self.entropy_threshold, self.entropy_min_length
        )


@dataclass(frozen=True, slots=True)
class ProfileScrubPolicies:
    """Per-profile configuration: an override for some profiles, the default for the rest."""

    default: ScrubPolicy = field(default_factory=ScrubPolicy)
    overrides: Mapping[str, ScrubPolicy] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "overrides", MappingProxyType(dict(self.overrides)))

    def for_profile(self, profile: str) -> ScrubPolicy:
        return self.overrides.get(profile, self.default)


@dataclass(frozen=True, slots=True)
class Finding:
    kind: str
    start: int  # span in the original text, end exclusive
    end: int


@dataclass(frozen=True, slots=True)
class ScrubResult:
    text: str
    findings: tuple[Finding, ...]

    @property
    def redacted(self) -> bool:
        return bool(self.findings)

    def kinds(self) -> frozenset[str]:
        return frozenset(f.kind for f in self.findings)


class _Spans:
    """Accepted, non-overlapping spans kept sorted by start (earlier detectors win)."""

    __slots__ = ("ends", "kinds", "starts")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.kinds: list[str] = []

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect_left(self.starts, start)
        if i < len(self.starts) and self.starts[i] < end:
            return True
        return i > 0 and self.ends[i - 1] > start

    def add(self, kind: str, start: int, end: int) -> None:
        i = bisect_left(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)
        self.kinds.insert(i, kind)


def _run(detectors: Iterable[Detector], policy: ScrubPolicy, text: str, spans: _Spans) -> None:
    for detector in detectors:
        if detector.kind not in policy.detectors:
            continue
        for match in detector.pattern.finditer(text):
            start, end = match.span(detector.group)
            if start == end or spans.overlaps(start, end):
                continue
            if detector.validate is not None and not detector.validate(match.group(detector.group)):
                continue
            spans.add(detector.kind, start, end)


def scrub(text: str, policy: ScrubPolicy | None = None) -> ScrubResult:
    if not isinstance(text, str):
        raise InvalidInputError(f"scrub expects text, got {type(text).__name__}")
    policy = policy or _DEFAULT
    spans = _Spans()
    if policy.detectors:
        _run(SECRET_DETECTORS, policy, text, spans)
        _run(PII_DETECTORS, policy, text, spans)
    if HIGH_ENTROPY in policy.detectors:
        for match in ENTROPY_CANDIDATE.finditer(text):
            start, end = match.span()
            if spans.overlaps(start, end):
                continue
            if looks_random(
                match.group(),
                min_length=policy.entropy_min_length,
                threshold=policy.entropy_threshold,
            ):
                spans.add(HIGH_ENTROPY, start, end)
    if not spans.starts:
        return ScrubResult(text, ())
    pieces: list[str] = []
    cursor = 0
    findings = []
    for start, end, kind in zip(spans.starts, spans.ends, spans.kinds, strict=True):
        pieces.append(text[cursor:start])
        pieces.append(marker(kind))
        findings.append(Finding(kind, start, end))
        cursor = end
    pieces.append(text[cursor:])
    return ScrubResult("".join(pieces), tuple(findings))


_DEFAULT = ScrubPolicy()
