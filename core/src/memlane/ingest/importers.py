"""Bulk import formats: JSONL / JSON records, and the LoCoMo conversation shape.

Loading only parses and validates; nothing is written until the whole file is known good, so a
malformed file never leaves half an import behind."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

from dateutil import parser as date_parser

from .. import limits
from ..errors import ImportFormatError, InvalidInputError

RECORD_FIELDS = {
    "content", "text", "profile", "scope", "session_id", "speaker", "role", "observed_at",
    "metadata", "idempotency_key",
}


def _check_record(obj: object, path: str, line: int | None) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise ImportFormatError(f"expected a JSON object, got {type(obj).__name__}", path=path, line=line)
    unknown = set(obj) - RECORD_FIELDS
    if unknown:
        raise ImportFormatError(f"unknown field(s): {', '.join(sorted(unknown))}", path=path, line=line)
    record = dict(obj)
    if "content" not in record and "text" in record:
        record["content"] = record.pop("text")
    if "content" not in record:
        raise ImportFormatError("record has no 'content'", path=path, line=line)
    return record


def _jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open("r", encoding="utf-8", errors="strict") as handle:
        try:
            for number, raw in enumerate(handle, start=1):
                if not raw.strip():
                    continue
                try:
                    obj = limits.loads(raw, field="record")
                except json.JSONDecodeError as exc:
                    raise ImportFormatError(f"invalid JSON: {exc.msg}", path=str(path), line=number) from exc
                except InvalidInputError as exc:  # nested too deep
                    raise ImportFormatError(exc.message, path=str(path), line=number) from exc
                yield number, _check_record(obj, str(path), number)
        except UnicodeDecodeError as exc:
            raise ImportFormatError(f"not valid UTF-8: {exc}", path=str(path)) from exc


def _json(path: Path) -> Iterator[tuple[int | None, dict[str, Any]]]:
    try:
        # A record sits one or two levels below the file's top (a list, {"records": [...]}).
        data = limits.loads(path.read_text(encoding="utf-8"), field="file", max_depth=limits.JSON_DEPTH + 2)
    except UnicodeDecodeError as exc:
        raise ImportFormatError(f"not valid UTF-8: {exc}", path=str(path)) from exc
    except json.JSONDecodeError as exc:
        raise ImportFormatError(f"invalid JSON: {exc.msg}", path=str(path), line=exc.lineno) from exc
    except InvalidInputError as exc:  # nested too deep
        raise ImportFormatError(exc.message, path=str(path)) from exc
    if is_locomo(data):
        samples = data if isinstance(data, list) else [data]
        for sample in samples:
            for record in locomo_records(sample, path=str(path)):
                yield None, record
        return
    if isinstance(data, dict) and isinstance(data.get("records"), list):
        data = data["records"]
    if not isinstance(data, list):
        raise ImportFormatError("expected a list of records, {'records': [...]}, or LoCoMo samples", path=str(path))
    for index, obj in enumerate(data):
        try:
            yield None, _check_record(obj, str(path), None)
        except ImportFormatError as exc:
            raise ImportFormatError(f"record {index}: {exc.message.split(': ', 1)[-1]}", path=str(path)) from exc


def load_records(path: str | Path, *, format: str | None = None) -> list[tuple[int | None, dict[str, Any]]]:
    """(line number or None, record) for every record of the file."""
    path = Path(path)
    if not path.is_file():
        raise ImportFormatError("no such file", path=str(path))
    kind = format or ("jsonl" if path.suffix.lower() in (".jsonl", ".ndjson") else "json")
    if kind not in ("json", "jsonl"):
        raise ImportFormatError(f"unknown import format {kind!r} (json or jsonl)", path=str(path))
    records = list(_jsonl(path) if kind == "jsonl" else _json(path))
    if not records:
        raise ImportFormatError("the file holds no records", path=str(path))
    return records


# --- LoCoMo ----------------------------------------------------------------------------------
_SESSION = re.compile(r"^session_(\d+)$")


def is_locomo(data: object) -> bool:
    sample = data[0] if isinstance(data, list) and data else data
    return isinstance(sample, dict) and isinstance(sample.get("conversation"), dict) and "sample_id" in sample


def parse_locomo_date(value: str) -> str:
    """'1:56 pm on 8 May, 2023' -> ISO timestamp."""
    cleaned = value.replace(" on ", " ").replace(",", "")
    return date_parser.parse(cleaned).isoformat()


def locomo_records(sample: dict[str, Any], *, path: str = "<locomo>") -> list[dict[str, Any]]:
    """One record per dialogue turn; profile = sample id; dia_id kept in metadata so
    evaluation maps recalled facts back to evidence turns through provenance."""
    try:
        sample_id = str(sample["sample_id"])
        conversation = sample["conversation"]
        sessions = sorted(
            (int(m[1]), key) for key in conversation if (m := _SESSION.match(key)) and isinstance(conversation[key], list)
        )
        records = []
        for _number, key in sessions:
            when = date_parser.parse(parse_locomo_date(conversation[f"{key}_date_time"]))
            for index, turn in enumerate(conversation[key]):
                text = turn["text"]
                if turn.get("blip_caption"):
                    text = f"{text} [shares a photo: {turn['blip_caption']}]"
                records.append(
                    {
                        "profile": sample_id,
                        "content": text,
                        "speaker": turn["speaker"],
                        "session_id": key,
                        # Seconds apart keep turn order within a session.
                        "observed_at": (when + timedelta(seconds=index)).isoformat(),
                        "metadata": {"dia_id": turn["dia_id"], "sample_id": sample_id, "turn_index": index},
                        "idempotency_key": f"locomo:{sample_id}:{turn['dia_id']}",
                    }
                )
        return records
    except (KeyError, TypeError, ValueError) as exc:
        raise ImportFormatError(f"malformed LoCoMo sample: {exc!r}", path=path) from exc
