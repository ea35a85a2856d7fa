"""The daemon under load: a real ``memlane serve`` process on 127.0.0.1, 16 concurrent HTTP
clients mixing remember and recall for a fixed time; throughput, p50/p99 per operation,
errors; then SIGKILL while clients are still writing and a count of acknowledged writes that
are missing after reopening (must be 0); and recall p50 over HTTP (one client) against the
same queries in-process. Every HTTP call is bounded in count and time and goes to loopback."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import corpus

P = "/v1/profiles/bench"


@dataclass(frozen=True)
class ServeOptions:
    duration: float = 60.0
    clients: int = 16
    recall_share: float = 0.5
    seed_memories: int = 300
    latency_queries: int = 100
    seed: int = 13
    max_ops_per_client: int = 100_000  # a hard bound besides the duration


def _percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0, "p50": 0.0, "p90": 0.0, "p99": 0.0, "mean": 0.0}
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)

    return {"n": len(values), "p50": at(0.5), "p90": at(0.9), "p99": at(0.99), "mean": round(sum(values) / len(values) * 1000, 2)}


def _require_server() -> Any:
    try:
        import httpx
        import memlane_server  # noqa: F401
    except ImportError as error:
        raise SystemExit(f"memlane-bench serve needs memlane-server and httpx: pip install 'memlane-benchmarks[serve]' ({error})") from None
    return httpx


def _seed(data: Path, options: ServeOptions, rng: random.Random) -> list[str]:
    from memlane import Memory

    queries = [corpus.question(rng) for _ in range(options.latency_queries)]
    with Memory(data, profile="bench") as memory:
        records = [{"content": text, "speaker": person, "session_id": f"s{i % 20}"}
                   for i, (person, text) in enumerate(corpus.statement(rng) for _ in range(options.seed_memories))]  # fmt: skip
        memory.remember_many(records)
    return queries


def _in_process_recall(data: Path, queries: list[str]) -> dict[str, float]:
    from memlane import Memory

    with Memory(data, profile="bench") as memory:
        memory.recall(queries[0])  # warm: model loaded, caches filled
        times = []
        for query in queries:
            started = time.perf_counter()
            memory.recall(query)
            times.append(time.perf_counter() - started)
    return _percentiles(times)


def _start_server(data: Path) -> tuple[subprocess.Popen[str], str, str]:
    _require_server()
    from memlane_server.spawn import spawn_daemon

    daemon = spawn_daemon(data, profile="bench", args=["--rate-limit", "", "--no-access-log"])
    return daemon.process, daemon.url, daemon.token


def _http_recall(url: str, token: str, queries: list[str]) -> dict[str, float]:
    httpx = _require_server()
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        http.post(f"{P}/recall", json={"query": queries[0]}).raise_for_status()
        times = []
        for query in queries:
            started = time.perf_counter()
            http.post(f"{P}/recall", json={"query": query}).raise_for_status()
            times.append(time.perf_counter() - started)
    return _percentiles(times)


class _Load:
    """The clients' shared tallies."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latency: dict[str, list[float]] = {"remember": [], "recall": []}
        self.errors: dict[str, int] = {}
        self.acknowledged: dict[str, str] = {}
        self.stop = threading.Event()
        self.killed = threading.Event()

    def error(self, kind: str) -> None:
        with self.lock:
            self.errors[kind] = self.errors.get(kind, 0) + 1


def _client(n: int, url: str, token: str, options: ServeOptions, load: _Load) -> None:
    httpx = _require_server()
    rng = random.Random(options.seed * 1000 + n)
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        for i in range(options.max_ops_per_client):
            if load.stop.is_set():
                return
            recall = rng.random() < options.recall_share
            started = time.perf_counter()
            try:
                if recall:
                    response = http.post(f"{P}/recall", json={"query": corpus.question(rng), "limit": 10})
                else:
                    person, text = corpus.statement(rng)
                    content = f"{text} (note {n}-{i})"
                    response = http.post(f"{P}/memories", json={"content": content, "speaker": person, "session_id": f"c{n}"})
            except httpx.TransportError as error:
                if not load.killed.is_set():
                    load.error(type(error).__name__)
                return
            elapsed = time.perf_counter() - started
            if response.status_code >= 400 or (not recall and response.status_code != 201):
                load.error(f"http_{response.status_code}")
                continue
            with load.lock:
                load.latency["recall" if recall else "remember"].append(elapsed)
                if not recall:
                    load.acknowledged[response.json()["memory_id"]] = content


def run_serve(options: ServeOptions | None = None) -> dict[str, Any]:
    options = options or ServeOptions()
    _require_server()
    rng = random.Random(options.seed)
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="memlane-serve-bench-") as tmp:
        data = Path(tmp) / "data"
        queries = _seed(data, options, rng)
        in_process = _in_process_recall(data, queries)
        process, url, token = _start_server(data)
        try:
            http_single = _http_recall(url, token, queries)
            load = _Load()
            started = time.monotonic()
            with ThreadPoolExecutor(options.clients) as pool:
                futures = [pool.submit(_client, n, url, token, options, load) for n in range(options.clients)]
                time.sleep(options.duration)
                # SIGKILL while clients are still writing: only acknowledged writes must survive
                load.killed.set()
                process.send_signal(signal.SIGKILL)
                load.stop.set()
                for future in futures:
                    future.result()
            elapsed = time.monotonic() - started
        finally:
            process.kill()
            process.wait(30)
        lost = _lost_writes(data, load.acknowledged)
    ops = {kind: len(values) for kind, values in load.latency.items()}
    http_p50, local_p50 = http_single["p50"], in_process["p50"]
    return {
        "options": options.__dict__, "seconds": round(elapsed, 1), "cpu_count": os.cpu_count(),
        "load_average_before": [round(x, 2) for x in load_before], "load_average_after": [round(x, 2) for x in os.getloadavg()],
        "throughput_ops_per_s": round(sum(ops.values()) / elapsed, 2),
        "operations": ops, "latency_ms": {kind: _percentiles(values) for kind, values in load.latency.items()},
        "errors": load.errors, "error_count": sum(load.errors.values()),
        "acknowledged_writes": len(load.acknowledged), "lost_acknowledged_writes": lost,
        "recall_p50_ms": {"in_process": local_p50, "http_single_client": http_p50,
                          "http_overhead": round(http_p50 - local_p50, 2), "target_overhead": 5.0,
                          "meets_target": http_p50 <= local_p50 + 5.0},
        "recall_single_client_ms": {"in_process": in_process, "http": http_single},
    }  # fmt: skip


def _lost_writes(data: Path, acknowledged: dict[str, str]) -> int:
    from memlane import Memory
    from memlane.errors import UnknownIdError

    lost = 0
    with Memory(data, profile="bench") as memory:
        for memory_id, content in acknowledged.items():
            try:
                lost += memory.get(memory_id).content != content
            except UnknownIdError:
                lost += 1
    return lost
