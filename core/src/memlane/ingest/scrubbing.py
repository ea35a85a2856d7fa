"""Secret/PII scrubbing of a remember request: the single write chokepoint.

Content and every string in the metadata are scrubbed with the profile's policy; findings keep
kind, field and span only. Content hash and (derived) idempotency key are recomputed over the
stored text, so a replay of the same input still deduplicates, and no hash of the unredacted
secret is ever kept."""

from __future__ import annotations

import hashlib
from dataclasses import replace
from typing import Any

from ..governance import ScrubPolicy, scrub
from .request import RememberRequest, default_idempotency_key

Finding = tuple[str, str, int, int]  # (field, kind, start, end)


def _scrub_value(value: Any, path: str, policy: ScrubPolicy, out: list[Finding]) -> Any:
    if isinstance(value, str):
        result = scrub(value, policy)
        out.extend((path, f.kind, f.start, f.end) for f in result.findings)
        return result.text
    if isinstance(value, dict):
        return {k: _scrub_value(v, f"{path}.{k}", policy, out) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub_value(v, f"{path}[{i}]", policy, out) for i, v in enumerate(value)]
    return value


def scrub_request(request: RememberRequest, policy: ScrubPolicy) -> tuple[RememberRequest, list[Finding]]:
    findings: list[Finding] = []
    if not policy.detectors:
        return request, findings
    content = _scrub_value(request.content, "content", policy, findings)
    metadata = _scrub_value(request.metadata, "metadata", policy, findings) if request.metadata else request.metadata
    if not findings:
        return request, findings
    content_hash = hashlib.sha256(content.encode("utf-8")).hexdigest()
    key = request.idempotency_key
    if not request.explicit_key:
        key = default_idempotency_key(content_hash, request.session_id, request.speaker)
    return replace(request, content=content, metadata=metadata, content_hash=content_hash, idempotency_key=key), findings


def as_dicts(findings: list[Finding]) -> tuple[dict[str, Any], ...]:
    return tuple({"field": f, "kind": k, "start": s, "end": e} for f, k, s, e in findings)
