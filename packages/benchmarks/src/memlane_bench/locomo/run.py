"""Orchestration: ingest every conversation into one fresh Memory, recall every question,
score evidence recall, time everything. Any exception aborts the run."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import memlane
from memlane import Embedder, Memory, RecallItem
from memlane.config import MemoryConfig, RecallConfig
from memlane.ingest.importers import locomo_records

from .. import resources
from . import metrics
from .ablations import run_ablations
from .data import (
    DataQuality,
    Question,
    canonical_dia_id,
    conversation_turn_ids,
    load_samples,
    sample_questions,
)

Log = Callable[[str], None]


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class BenchmarkError(RuntimeError):
    """The engine returned something the benchmark cannot interpret: abort, never guess."""


@dataclass(frozen=True)
class Options:
    data_path: Path
    ks: tuple[int, ...] = (5, 10, 20)
    conversations: int | None = None  # the first N conversations
    questions: int | None = None  # the first N questions of each conversation
    ablations: bool = False  # also run every ablation and the baselines on the same data
    # Off by default: recall then leaves the store as ingested, so every question and every
    # ablation sees the same state. On: each question's results feed the next (as in use).
    track_access: bool = False


def item_dia_ids(item: RecallItem, lookup: Callable[[str], str]) -> list[str]:
    """Dialogue ids of the turns a recalled fact came from, source order. The first comes
    from ``provenance.metadata`` (no lookup); further source memories go through ``lookup``
    (memory id -> dia_id)."""
    memory_ids = item.provenance.memory_ids
    if not memory_ids:
        raise BenchmarkError(f"recalled fact {item.fact.id} has no source memory")
    first = item.provenance.metadata.get("dia_id")
    if not isinstance(first, str):
        raise BenchmarkError(
            f"memory {memory_ids[0]} (fact {item.fact.id}) has no dia_id in its metadata"
        )
    raw = [first, *(lookup(memory_id) for memory_id in memory_ids[1:])]
    ids = []
    for value in raw:
        canonical = canonical_dia_id(value)
        if canonical is None:
            raise BenchmarkError(f"fact {item.fact.id}: source dia_id {value!r} does not parse")
        ids.append(canonical)
    return ids


@dataclass
class _Conversation:
    sample_id: str
    records: list[dict[str, Any]]
    turn_ids: list[str]
    questions: list[Question]
    facts_per_turn: dict[str, int]


def _prepare(
    samples: Sequence[Mapping[str, Any]], question_limit: int | None, quality: DataQuality
) -> list[_Conversation]:
    prepared = []
    for sample in samples:
        turn_ids = conversation_turn_ids(sample)
        records = locomo_records(dict(sample))
        record_ids = [canonical_dia_id(r["metadata"]["dia_id"]) for r in records]
        if record_ids != turn_ids:
            raise BenchmarkError(
                f"{sample['sample_id']}: locomo_records does not yield one record per turn in order"
            )
        questions = sample_questions(sample, turn_ids, limit=question_limit)
        for question in questions:
            quality.add(question)
        prepared.append(_Conversation(str(sample["sample_id"]), records, turn_ids, questions, {}))
    return prepared


@dataclass
class Evaluation:
    latencies: list[float] = field(default_factory=list)
    outcomes: list[metrics.Outcome] = field(default_factory=list)
    per_question: list[dict[str, Any]] = field(default_factory=list)
    distinct_turns: list[int] = field(default_factory=list)
    unreachable_evidence: int = 0


def recall_limit(ks: Sequence[int]) -> int:
    """Facts asked for per query: enough that k distinct turns are usually available (one turn
    yields 2-3 facts), so all@k measures k turns, not k facts."""
    return 3 * max(ks)


def evaluate_recall(memory, conversations, ks, memory_dia, lookup, *, log: Log = _stderr) -> Evaluation:
    """Recall every question of every conversation; fail loudly on any provenance mismatch."""
    out = Evaluation()
    limit = recall_limit(ks)
    for conv in conversations:
        known = set(conv.turn_ids)
        find = lookup(conv.sample_id)
        for question in conv.questions:
            t0 = time.perf_counter()
            result = memory.recall(question.text, profile=conv.sample_id, limit=limit)
            out.latencies.append((time.perf_counter() - t0) * 1000)
            for item in result.items:
                first = memory_dia.get(item.provenance.memory_ids[0]) if item.provenance.memory_ids else None
                if first is not None and canonical_dia_id(str(item.provenance.metadata.get("dia_id"))) != first:
                    raise BenchmarkError(
                        f"fact {item.fact.id}: provenance metadata disagrees with its memory {item.provenance.memory_ids[0]}"
                    )
            ranked = metrics.dedupe_ranked(item_dia_ids(item, find) for item in result.items)
            foreign = [d for d in ranked if d not in known]
            if foreign:
                raise BenchmarkError(f"{conv.sample_id}: recall returned turns of another conversation: {foreign[:5]}")
            out.distinct_turns.append(len(ranked))
            entry: dict[str, Any] = {
                "sample_id": conv.sample_id, "qa_index": question.index, "category": question.category,
                "evidence": list(question.evidence.ids), "ranked": ranked[: max(ks)], "scored": question.scored,
                "latency_ms": out.latencies[-1], "query_type": result.explanation.get("query_type"),
            }  # fmt: skip
            if question.scored:
                outcome = metrics.score(question.category, ranked, question.evidence.ids, ks)
                out.outcomes.append(outcome)
                out.unreachable_evidence += sum(1 for d in question.evidence.ids if conv.facts_per_turn[d] == 0)
                entry["all"] = {str(k): v for k, v in outcome.all_hits.items()}
                entry["any"] = {str(k): v for k, v in outcome.any_hits.items()}
            out.per_question.append(entry)
        log(f"  recalled {conv.sample_id}: {len(conv.questions)} questions")
    return out


def run_locomo(
    options: Options,
    *,
    embedder: Embedder | None = None,
    log: Log = _stderr,
    root: Path | None = None,
) -> dict[str, Any]:
    wall_started = time.perf_counter()
    started_at = datetime.now(UTC).isoformat(timespec="seconds")
    ks = tuple(sorted(set(options.ks)))
    max_k = ks[-1]

    samples = load_samples(options.data_path)
    if options.conversations is not None:
        samples = samples[: options.conversations]
    quality = DataQuality()
    conversations = _prepare(samples, options.questions, quality)
    log(
        f"locomo: {len(conversations)} conversation(s), {quality.questions} question(s) from {options.data_path}"
    )

    config = MemoryConfig(recall=RecallConfig(track_access=options.track_access))
    with Memory.temporary(embedder=embedder, config=config) as memory:
        # Load the model before any timing: first encode imports torch and reads the weights.
        t0 = time.perf_counter()
        memory.embedder.encode(["warm up"])
        model_load_s = time.perf_counter() - t0
        log(f"model {memory.embedder.name} loaded in {model_load_s:.2f}s")

        # -- ingest -------------------------------------------------------------------------
        memory_dia: dict[str, str] = {}
        turns = facts = deduplicated = gated = 0
        ingest_s = 0.0
        for conv in conversations:
            t0 = time.perf_counter()
            results = memory.remember_many(conv.records)
            elapsed = time.perf_counter() - t0
            ingest_s += elapsed
            if len(results) != len(conv.records):
                raise BenchmarkError(
                    f"{conv.sample_id}: remember_many returned {len(results)} results for {len(conv.records)} records"
                )
            for dia_id, result in zip(conv.turn_ids, results, strict=True):
                memory_dia[result.memory_id] = dia_id
                conv.facts_per_turn[dia_id] = len(result.fact_ids)
                deduplicated += result.deduplicated
                gated += not result.fact_ids
                if not result.deduplicated:
                    facts += len(result.fact_ids)
            turns += len(conv.records)
            log(
                f"  ingested {conv.sample_id}: {len(conv.records)} turns in {elapsed:.2f}s ({len(conv.records) / elapsed:.0f} turns/s)"
            )

        def lookup(profile: str) -> Callable[[str], str]:
            def find(memory_id: str) -> str:
                if memory_id in memory_dia:
                    return memory_dia[memory_id]
                record = memory.get(memory_id, profile=profile)
                return str(record.metadata["dia_id"])

            return find

        # -- retrieval ----------------------------------------------------------------------
        # One untimed query warms SQLite's caches and the query path; it is not scored.
        memory.recall("warm up", profile=conversations[0].sample_id, limit=max_k)
        evaluation = evaluate_recall(memory, conversations, ks, memory_dia, lookup, log=log)
        latencies, outcomes = evaluation.latencies, evaluation.outcomes
        per_question, distinct_turns = evaluation.per_question, evaluation.distinct_turns
        unreachable_evidence = evaluation.unreachable_evidence
        ablations = (
            run_ablations(memory, conversations, ks, memory_dia, lookup, options, embedder=embedder, log=log)
            if options.ablations
            else None
        )
        stats = memory.stats()
        embedding = {"model": memory.embedder.name, "dimension": memory.embedder.dimension}

    if stats["facts"] != facts:
        raise BenchmarkError(
            f"facts stored ({stats['facts']}) differ from facts reported by remember_many ({facts})"
        )
    summary = metrics.aggregate(outcomes, ks)
    latency = metrics.latency_summary(latencies) if latencies else None
    turns_per_s = turns / ingest_s if ingest_s > 0 else None
    overall_all10 = summary["overall"].get("all@10") if 10 in ks else None  # type: ignore[union-attr]
    recall_config = memory.config.recall
    return {
        "benchmark": "locomo",
        "status": "ok",
        "started_at": started_at,
        "dataset": {
            "path": str(options.data_path),
            "conversations": [c.sample_id for c in conversations],
            "turns": turns,
            "questions": quality.questions,
            "questions_scored": len(outcomes),
            "questions_scored_categories_1_4": summary["overall"]["n"],  # type: ignore[index]
            "questions_adversarial_scored": summary["adversarial"]["n"],  # type: ignore[index]
        },
        "data_quality": {**quality.to_dict(), "evidence_turns_without_facts": unreachable_evidence},
        "config": {
            "memlane_version": memlane.__version__,
            "embedding": embedding,
            "recall": {
                "rrf_k": recall_config.rrf_k,
                "channel_weights": dict(recall_config.channel_weights),
                "channel_candidates": recall_config.channel_candidates,
                "superseded_factor": recall_config.superseded_factor,
            },
            "ingest": {
                "min_fact_words": memory.config.ingest.min_fact_words,
                "embed_batch_size": memory.config.ingest.embed_batch_size,
            },
            "ks": list(ks),
            "recall_limit": recall_limit(ks),
            "conversations_limit": options.conversations,
            "questions_limit_per_conversation": options.questions,
            "git": resources.git_revision(root),
            "environment": resources.environment(),
        },
        "metrics": summary,
        "notes": [
            "k counts distinct dialogue turns taken from the top recall_limit (3 x max k) facts",
            "questions without valid evidence are excluded from recall metrics (see data_quality)",
            "one untimed warm-up query precedes the timed ones",
        ],
        "retrieved_turns_per_query": {
            "mean": sum(distinct_turns) / len(distinct_turns) if distinct_turns else None,
            "min": min(distinct_turns, default=None),
        },
        "latency_ms": latency,
        "ingest": {
            "turns": turns,
            "memories": stats["memories"],
            "facts": facts,
            "turns_without_facts": gated,
            "deduplicated": deduplicated,
            "seconds": ingest_s,
            "turns_per_s": turns_per_s,
            "model_load_s": model_load_s,
        },
        "resources": {
            "peak_rss_mb": resources.peak_rss_mb(),
            "rss_end_mb": resources.current_rss_mb(),
        },
        "wall_time_s": time.perf_counter() - wall_started,
        "targets": metrics.evaluate_targets(
            overall_all10,
            latency["p50"] if latency else None,
            turns_per_s,
            summary["overall"].get("any@10") if 10 in ks else None,  # type: ignore[union-attr]
            summary["by_category"]["1"].get("all@10") if 10 in ks else None,  # type: ignore[index]
        ),
        "per_question": per_question,
        "ablations": ablations,
    }


def skipped(data_path: Path, reason: str) -> dict[str, Any]:
    return {
        "benchmark": "locomo",
        "status": "skipped",
        "reason": reason,
        "dataset": {"path": str(data_path)},
        "config": {"memlane_version": memlane.__version__},
    }
