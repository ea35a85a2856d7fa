"""The ingest benchmark's phases. Every number comes with the machine's load averages: timings
on a shared machine are noisy, and the report says so."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from memlane import Memory

from ..resources import peak_rss_mb
from .conversations import turns

Log = Callable[[str], None]


@dataclass(frozen=True)
class IngestOptions:
    import_records: int = 2000  # batched import, end to end, default embedder
    single_records: int = 200  # one remember() at a time
    embed_texts: int = 1000  # per embedder runtime
    resume_records: int = 50_000  # the big import: killed, then resumed
    chunk_records: int = 500  # records per transaction of that import
    kill_at_fraction: float = 0.5  # SIGKILL once this share of it is committed
    runtimes: tuple[str, ...] = ("onnx", "onnx-int8", "torch")


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def _jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


_EMBEDDER_PROBE = textwrap.dedent("""
    import json, sys, time
    started = time.perf_counter()
    from memlane.embeddings import default_embedder
    texts = json.loads(sys.stdin.read())
    embedder = default_embedder()
    embedder.encode([texts[0]])
    cold = time.perf_counter() - started
    embedder.encode(texts[:64])
    began = time.perf_counter()
    embedder.encode(texts)
    seconds = time.perf_counter() - began
    import psutil
    print(json.dumps({"cold_start_s": round(cold, 3), "texts_per_s": round(len(texts) / seconds, 1),
                      "rss_mb": round(psutil.Process().memory_info().rss / 2**20, 1),
                      "torch_imported": "torch" in sys.modules}))
""")


def embedder_runtimes(options: IngestOptions, log: Log) -> dict[str, dict]:
    """Each runtime in a fresh process: cold start (import + first vector), throughput, RSS."""
    texts = [t["content"] for t in turns(options.embed_texts, seed=3)]
    out = {}
    for runtime in options.runtimes:
        env = {**os.environ, "MEMLANE_EMBEDDER_RUNTIME": runtime}
        before = load()
        done = subprocess.run([sys.executable, "-c", _EMBEDDER_PROBE], input=json.dumps(texts), env=env,
                              capture_output=True, text=True, check=True)  # fmt: skip
        out[runtime] = {**json.loads(done.stdout.strip().splitlines()[-1]), "texts": len(texts), "load": [before, load()]}
        log(f"embedder {runtime}: {out[runtime]}")
    return out


def batched_import(options: IngestOptions, log: Log) -> dict:
    records = list(turns(options.import_records, seed=11))
    with tempfile.TemporaryDirectory(prefix="memlane-bench-ingest-") as root, Memory(Path(root) / "data") as mem:
        mem.embedder.encode(["warm up"])
        path = _jsonl(Path(root) / "turns.jsonl", records)
        before = load()
        result = mem.import_file(path)
        after = load()
    out = {"embedder": mem.embedder.name, "records": result.records, "facts": result.facts, "chunks": result.chunks,
           "seconds": round(result.seconds, 2),
           "records_per_s": round(result.records / result.seconds, 1), "facts_per_s": round(result.facts / result.seconds, 1),
           "load": [before, after]}  # fmt: skip
    log(f"batched import: {out}")
    return out


def one_at_a_time(options: IngestOptions, log: Log) -> dict:
    records = list(turns(options.single_records, seed=12))
    with tempfile.TemporaryDirectory(prefix="memlane-bench-ingest-") as root, Memory(Path(root) / "data") as mem:
        mem.embedder.encode(["warm up"])
        before, started, facts = load(), time.perf_counter(), 0
        for record in records:
            facts += len(mem.remember(**record).fact_ids)
        seconds = time.perf_counter() - started
        after = load()
        name = mem.embedder.name
    out = {"embedder": name, "records": len(records), "facts": facts, "seconds": round(seconds, 2),
           "records_per_s": round(len(records) / seconds, 1), "facts_per_s": round(facts / seconds, 1),
           "load": [before, after]}  # fmt: skip
    log(f"one at a time: {out}")
    return out


_IMPORTER = textwrap.dedent("""
    import sys
    from memlane import Memory
    data, path, chunk = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with Memory(data) as mem:
        mem.import_file(path, chunk_size=chunk, progress=lambda stage, done, total:
                        stage == "records" and print(done, flush=True))
""")


def killed_and_resumed(options: IngestOptions, log: Log) -> dict:
    """An import in a child process, SIGKILLed (a crash: no cleanup runs) once
    ``kill_at_fraction`` of the records are committed, then the same import again in this
    process: it must finish with every record stored exactly once and the database intact."""
    records = list(turns(options.resume_records, seed=13))
    with tempfile.TemporaryDirectory(prefix="memlane-bench-resume-") as root:
        data, path = Path(root) / "data", _jsonl(Path(root) / "history.jsonl", records)
        before, started = load(), time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", _IMPORTER, str(data), str(path), str(options.chunk_records)],
                                 stdout=subprocess.PIPE, text=True)  # fmt: skip
        assert child.stdout is not None
        killed, reported = False, 0
        for line in child.stdout:
            reported = int(line)
            if reported >= options.kill_at_fraction * len(records):
                child.send_signal(signal.SIGKILL)
                killed = True
                break
        child.wait()
        first_seconds = time.perf_counter() - started
        with Memory(data) as mem:
            committed = mem.stats()["memories"]
            log(f"first attempt {'killed' if killed else 'finished'} after {first_seconds:.0f}s: "
                f"{reported} reported, {committed} stored")  # fmt: skip
            resumed = mem.import_file(path, chunk_size=options.chunk_records)
            stats, integrity = mem.stats(), mem.check_integrity(full=True)
            name = mem.embedder.name
        after = load()
    out = {"embedder": name, "records": len(records), "chunk_records": options.chunk_records, "killed": killed,
           "first_attempt_s": round(first_seconds, 1), "reported_before_kill": reported,
           "committed_before_kill": committed, "resume_s": round(resumed.seconds, 1),
           "resumed_stored": resumed.stored, "resumed_deduplicated": resumed.deduplicated,
           "memories_after": stats["memories"], "facts_after": stats["facts"],
           "no_duplicates": stats["memories"] == len(records) and resumed.deduplicated == committed,
           "integrity_ok": integrity.ok, "integrity_problems": list(integrity.problems),
           "records_per_s_overall": round(len(records) / (first_seconds + resumed.seconds), 1),
           "facts_per_s_overall": round(stats["facts"] / (first_seconds + resumed.seconds), 1),
           "load": [before, after]}  # fmt: skip
    log(f"killed and resumed: {out}")
    return out


def run_ingest(options: IngestOptions, log: Log = lambda line: print(line, file=sys.stderr, flush=True)) -> dict:
    started = time.perf_counter()
    result = {
        "benchmark": "ingest", "options": asdict(options), "load_at_start": load(),
        "embedders": embedder_runtimes(options, log),
        "import": batched_import(options, log),
        "remember_one_at_a_time": one_at_a_time(options, log),
        "resume": killed_and_resumed(options, log),
    }  # fmt: skip
    result["peak_rss_mb"] = peak_rss_mb()
    result["wall_time_s"] = round(time.perf_counter() - started, 1)
    result["load_at_end"] = load()
    result["targets"] = {"import_facts_per_s": 300, "cold_start_s": 3.0}
    return result
