"""GDPR export: everything held about a profile, or about one named person, as one JSON
document with provenance.

Built from the same logical dump a backup uses (storage.dump), so a table a later migration
adds shows up here too (under ``other_tables``) without a change to this module. Scope
filtering happens inside each query; rows that a scope or subject filter cannot attribute
are left out and their table named in ``withheld_tables``, never silently dropped.

A subject is resolved through the entity graph: the entities having the name as an alias,
all their aliases, and the speakers with one of those names. Selected are the facts mentioning
those entities, said by those speakers or naming an alias in their text; the memories said by
them, supporting those facts or naming an alias; and the entities, scenes, edges and other
rows those facts link to.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Sequence
from typing import Any

import apsw
import numpy as np

from ..__about__ import __version__
from ..errors import InvalidInputError, UnknownProfileError
from ..ids import fact_id, memory_id
from ..ingest.entities import entity_key
from ..limits import NAME_CHARS
from ..storage import dump, subject
from ..storage.dump import ProfileDump, Rows, Selection
from ..timeutil import from_epoch, now_utc

EXPORT_FORMAT = "memlane.export"
EXPORT_FORMAT_VERSION = 1
_TIME_COLUMNS = {"referenced_start", "referenced_end", "valid_from", "valid_until"}
_KNOWN = ("memories", "facts", "fact_sources", "scenes", "entities", "entity_aliases", "fact_entities", "edges")
_PUBLIC_ID = {"fact_id": fact_id, "memory_id": memory_id}


def build_export(
    conn: apsw.Connection,
    *,
    profile: str,
    subject_name: str | None = None,
    scopes: Sequence[str] | None = None,
    include_embeddings: bool = False,
) -> dict[str, Any]:
    """The export document; ``conn`` holds one read snapshot (``storage.dump.snapshot``)."""
    row = dump.profile_row(conn, profile)
    if row is None:
        raise UnknownProfileError(f"unknown profile {profile!r}", profile=profile)
    pid = int(row["id"])  # type: ignore[arg-type]
    matched: dict[str, Any] | None = None
    selection = None
    if subject_name is not None:
        selection, matched = _resolve_subject(conn, pid, subject_name, scopes)
    data = dump.read_profile(conn, pid, scopes=scopes, selection=selection, vectors=include_embeddings)
    bound = dump.bound_embedding(conn)
    sections = _sections(data, include_embeddings)
    counts = {name: len(items) for name, items in sections.items() if name != "other_tables"}
    counts.update({name: len(items) for name, items in sections["other_tables"].items()})
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_FORMAT_VERSION,
        "exported_at": now_utc().isoformat(),
        "memlane_version": __version__,
        "database_schema_version": int(conn.execute("PRAGMA user_version").fetchone()[0]),
        "profile": {"name": row["name"], "created_at": _iso(row["created_at"]), "generation": row["generation"]},
        "request": {
            "subject": subject_name,
            "scopes": None if scopes is None else sorted(scopes),
            "include_embeddings": include_embeddings,
        },
        "subject": matched,
        "embedding_model": None if bound is None else {"name": bound[0], "dimension": bound[1]},
        "counts": counts,
        **sections,
        "withheld_tables": sorted(data.withheld),
    }


# -- subject resolution ---------------------------------------------------------------------
def _resolve_subject(
    conn: apsw.Connection, pid: int, name: str, scopes: Sequence[str] | None
) -> tuple[Selection, dict[str, Any]]:
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_CHARS:
        raise InvalidInputError(f"subject must be a non-empty name of at most {NAME_CHARS} characters", field="subject")
    key = entity_key(name)
    found = subject.entities_by_alias_keys(conn, pid, [key], scopes)
    names = {name.strip()} | {a for canonical, aliases in found.values() for a in (canonical, *aliases)}
    keys = {entity_key(n) for n in names}
    who = sorted(s for s in subject.speakers(conn, pid, scopes) if entity_key(s) in keys)
    pattern = _mention_pattern(names)
    facts = subject.facts_linked(conn, pid, entity_ids=sorted(found), speakers=who, scopes=scopes)
    facts |= {fid for fid, text in subject.texts(conn, "facts", pid, scopes) if pattern.search(text)}
    memories = subject.memories_linked(conn, pid, fact_ids=sorted(facts), speakers=who, scopes=scopes)
    memories |= {mid for mid, text in subject.texts(conn, "memories", pid, scopes) if pattern.search(text)}
    entities = set(found) | subject.entities_of_facts(conn, sorted(facts), scopes)
    selection = Selection(
        facts=frozenset(facts),
        memories=frozenset(memories),
        entities=frozenset(entities),
        scenes=frozenset(subject.scenes_of_facts(conn, sorted(facts), scopes)),
        anchors=frozenset(found),
    )
    matched = {
        "name": name,
        "entities": [{"id": eid, "canonical": c, "aliases": a} for eid, (c, a) in sorted(found.items())],
        "speakers": who,
        "matched_anything": bool(facts or memories or found),
    }
    return selection, matched


def _mention_pattern(names: set[str]) -> re.Pattern[str]:
    # Whole words only, case-insensitive: "Mel" must not match inside "Melanie".
    alternatives = sorted((re.escape(" ".join(n.split())) for n in names if n.strip()), key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


# -- rendering ------------------------------------------------------------------------------
def _iso(value: object) -> object:
    return from_epoch(float(value)).isoformat() if isinstance(value, int | float) and not isinstance(value, bool) else value


def _render(table: str, columns: Sequence[str], row: Sequence[object]) -> dict[str, Any]:
    """One row as JSON: public ids, ISO times, parsed JSON metadata, base64 blobs; the
    profile column is dropped (the document is about one profile)."""
    out: dict[str, Any] = {}
    values = dict(zip(columns, row, strict=True))
    for column, value in values.items():
        if column == "profile_id":
            continue
        if column == "id" and table in ("facts", "memories"):
            value = (fact_id if table == "facts" else memory_id)(int(value))  # type: ignore[arg-type]
        elif column in _PUBLIC_ID and isinstance(value, int):
            value = _PUBLIC_ID[column](value)
        elif column in ("src_id", "dst_id") and values.get(column[:3] + "_type") == "fact":
            value = fact_id(int(value))  # type: ignore[arg-type]
        elif column.endswith("_at") or column in _TIME_COLUMNS:
            value = _iso(value)
        elif column == "metadata" and isinstance(value, str):
            value = json.loads(value)
        elif isinstance(value, bytes):
            value = {"base64": base64.b64encode(value).decode("ascii")}
        out[column] = value
    return out


def _rows(data: ProfileDump, table: str) -> list[dict[str, Any]]:
    rows = data.tables.get(table)
    return [] if rows is None else [_render(table, rows.columns, r) for r in rows.rows]


def _sections(data: ProfileDump, include_embeddings: bool) -> dict[str, Any]:
    sections = {name: _rows(data, name) for name in _KNOWN}
    by_fact: dict[str, list[str]] = {}
    by_memory: dict[str, list[str]] = {}
    for link in sections["fact_sources"]:
        by_fact.setdefault(link["fact_id"], []).append(link["memory_id"])
        by_memory.setdefault(link["memory_id"], []).append(link["fact_id"])
    entity_names = {e["id"]: e["canonical"] for e in sections["entities"]}
    aliases: dict[int, list[str]] = {}
    for alias in sections["entity_aliases"]:
        aliases.setdefault(alias["entity_id"], []).append(alias["alias"])
    for entity in sections["entities"]:
        entity["aliases"] = sorted(aliases.get(entity["id"], []))
    mentions: dict[str, list[str]] = {}
    for link in sections["fact_entities"]:
        if link["entity_id"] in entity_names:
            mentions.setdefault(link["fact_id"], []).append(entity_names[link["entity_id"]])
    context = {fact_id(int(rowid)): ctx for rowid, _, ctx in data.fts.rows}
    vectors = _vectors(data.vectors) if include_embeddings else {}
    for fact in sections["facts"]:
        fact["memory_ids"] = by_fact.get(fact["id"], [])
        fact["entities"] = sorted(mentions.get(fact["id"], []))
        fact["lexical_context"] = context.get(fact["id"])  # indexed text we hold beside the fact
        if include_embeddings:
            fact["embedding"] = vectors.get(fact["id"])
    for memory in sections["memories"]:
        memory["fact_ids"] = by_memory.get(memory["id"], [])
    other = {t: [_render(t, rows.columns, r) for r in rows.rows] for t, rows in data.tables.items() if t not in _KNOWN}
    return {**sections, "other_tables": other}


def _vectors(rows: Rows | None) -> dict[str, list[float]]:
    if rows is None:
        return {}
    return {fact_id(int(fid)): np.frombuffer(blob, dtype=np.float32).tolist() for fid, _, blob in rows.rows}
