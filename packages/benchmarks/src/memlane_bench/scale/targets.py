"""The targets of issue 10, evaluated on a ``memlane-bench scale`` result: each one met or
not, with the measured value, or "not measured" when the run did not reach its size."""

from __future__ import annotations

from typing import Any


def _target(name: str, value: Any, limit: str, met: bool | None) -> dict[str, Any]:
    return {"target": name, "value": value, "limit": limit, "met": met}


def evaluate(result: dict[str, Any]) -> list[dict[str, Any]]:
    points = {(p["facts_per_profile"], p["profiles"]): p for p in result["checkpoints"]}
    engine_only = result["embedder"]["engine_only"]
    label = "engine-only (fixed embedder)" if engine_only else "default embedder"
    out = []
    for (per_profile, profiles), point in sorted(points.items()):
        total = per_profile * profiles
        m = point["measures"]
        at = f"{per_profile:,} facts × {profiles} profile(s), {label}"
        if total >= 1_000_000:
            p50, p99, rss = 60, 200, 1200
        elif per_profile >= 100_000:
            p50, p99, rss = 40, 120, 700
        else:
            continue
        lat = m["recall"]["latency_ms"]
        out.append(_target(f"recall p50 @ {at}", lat["p50"], f"<= {p50} ms", lat["p50"] <= p50))
        out.append(_target(f"recall p99 @ {at}", lat["p99"], f"<= {p99} ms", lat["p99"] <= p99))
        vec = m["vectors"]
        ok = vec["stage_over_floor"] <= 1.5 or (vec["ann_recall_at_k"] or 0) >= 0.95
        out.append(_target(f"semantic stage vs numpy floor / ANN recall@10 @ {at}",
                           {"stage_over_floor": vec["stage_over_floor"], "ann_recall_at_10": vec["ann_recall_at_k"]},
                           "<= 1.5x floor or recall@10 >= 0.95", ok))  # fmt: skip
        out.append(_target(f"RSS @ {at}", m["peak_rss_mb"], f"<= {rss} MB (model included)", m["peak_rss_mb"] <= rss))
        if per_profile >= 100_000:
            loop = m["agent_loop"]["remember_ms"]["p50"]
            out.append(_target(f"agent loop remember p50 @ {at}", loop, "<= 30 ms", loop <= 30))
        if total >= 1_000_000 and "cold_start" in m:
            cold = m["cold_start"]["to_first_recall_s"]
            out.append(_target(f"cold start to first recall @ {at}", cold, "<= 3 s", cold <= 3))
    if engine_only:
        small = [p for (n, _), p in points.items() if n <= 1_000]
        big = [p for (n, _), p in points.items() if n >= 100_000]
        if small and big:
            base = small[0]["measures"]["ingest_batched"]["facts_per_s"]
            at_big = big[-1]["measures"]["ingest_batched"]["facts_per_s"]
            ratio = round(at_big / base, 3) if base else 0.0
            out.append(_target("engine-only ingest @100k / @1k (batched facts/s)", ratio, ">= 0.8", ratio >= 0.8))
    return out
