"""A zygote process for the multi-process scenarios: it loads the real embedding model once
(torch limited to one thread, which is what makes ``fork`` safe), then forks one child per
task. Each child is a fresh memlane process — its own SQLite connections, writer thread and
audit log — that shares only the model weights, so 200 crash repetitions do not pay 200 model
loads. Without ``fork`` (non-POSIX) every task is a new interpreter that loads the model.

Protocol (JSON lines on stdin/stdout): {"op": "spawn", "task": ..., "args": {...}} -> {"pid"};
{"op": "wait", "pid"} -> {"code"}; {"op": "exit"}.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path
from typing import Any


# -- tasks (run in the forked child) --------------------------------------------------------
def crash_writer(embedder: Any, data_dir: str, ack_path: str, seed: int) -> None:
    """Write forever; after each write returns, append what was acknowledged."""
    from memlane import Memory

    from .common import config

    with Memory(data_dir, embedder=embedder, config=config()) as mem, open(ack_path, "a", encoding="utf-8") as acks:
        n = 0
        while True:
            n += 1
            tag = f"{seed}-{n}"
            if n % 3:
                records = [{"content": f"Crash test {tag} note about the lighthouse keeper {n}.", "speaker": "Ann", "session_id": str(seed)}]
                results = [mem.remember(**records[0])]
            else:
                records = [{"content": f"Crash batch {tag}-{i} mentions Harbor Street and Mira Vos.", "speaker": "Bo", "session_id": str(seed)} for i in range(3)]
                results = mem.remember_many(records)
            for record, result in zip(records, results, strict=True):
                acks.write(json.dumps({"op": result.operation_id, "memory_id": result.memory_id,
                                       "content": record["content"], "status": result.status}) + "\n")  # fmt: skip
            acks.flush()


def concurrent_worker(embedder: Any, data_dir: str, out_path: str, worker: int, count: int, rep: int) -> None:
    """Write and read concurrently with three siblings; report every outcome and error."""
    from memlane import Memory

    from .common import config

    written, errors, reads = [], [], 0
    try:
        with Memory(data_dir, embedder=embedder, config=config()) as mem:
            for i in range(count):
                content = f"Worker {worker} round {rep} item {i} reports the ferry timetable {rep * 100 + i}."
                try:
                    result = mem.remember(content, speaker=f"W{worker}", session_id=f"{rep}-{worker}")
                    written.append({"memory_id": result.memory_id, "content": content, "status": result.status})
                    got = mem.get(result.memory_id)
                    reads += got.content == content
                    reads += any(it.fact.memory_ids and result.memory_id in it.fact.memory_ids
                                 for it in mem.recall(f"worker {worker} round {rep} item {i} ferry", limit=20))  # fmt: skip
                except Exception as exc:
                    errors.append(f"{type(exc).__name__}: {exc}")
    except Exception as exc:
        errors.append(f"open/close {type(exc).__name__}: {exc}")
    Path(out_path).write_text(json.dumps({"written": written, "errors": errors, "reads": reads}), encoding="utf-8")


TASKS = {"crash_writer": crash_writer, "concurrent_worker": concurrent_worker}


# -- the zygote process ---------------------------------------------------------------------
def _load_model() -> Any:
    import torch

    torch.set_num_threads(1)  # no OpenMP pool in the parent: forked children stay healthy
    from memlane.embeddings import shared_default_embedder

    embedder = shared_default_embedder()
    embedder.encode(["warm up the model before forking"])
    return embedder


def _child(embedder: Any, task: str, args: dict[str, Any]) -> None:
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)  # never write into the protocol channel
    code = 0
    try:
        TASKS[task](embedder, **args)
    except BaseException:
        traceback.print_exc()
        code = 1
    os._exit(code)


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--task":  # spawn fallback: one task, then exit
        spec = json.loads(sys.argv[2])
        TASKS[spec["task"]](_load_model(), **spec["args"])
        return
    embedder = _load_model()
    out = sys.stdout
    out.write(json.dumps({"ready": True}) + "\n")
    out.flush()
    for line in sys.stdin:
        command = json.loads(line)
        if command["op"] == "spawn":
            pid = os.fork()
            if pid == 0:
                _child(embedder, command["task"], command["args"])
            reply: dict[str, Any] = {"pid": pid}
        elif command["op"] == "wait":
            _, status = os.waitpid(command["pid"], 0)
            reply = {"code": os.waitstatus_to_exitcode(status)}
        else:
            break
        out.write(json.dumps(reply) + "\n")
        out.flush()


class Zygote:
    """Parent-side handle. ``spawn`` returns a pid the caller may SIGKILL; ``wait`` reaps it."""

    def __init__(self, stderr_path: Path) -> None:
        self.forking = hasattr(os, "fork")
        self._stderr = open(stderr_path, "ab")  # noqa: SIM115 - lives as long as the zygote
        self._children: dict[int, subprocess.Popen[bytes]] = {}
        self._proc: subprocess.Popen[str] | None = None
        if self.forking:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", "memlane_bench.reliability.zygote"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, text=True,
            )  # fmt: skip
            ready = self._read()
            if not ready.get("ready"):
                raise RuntimeError("the zygote did not start")

    def _read(self) -> dict[str, Any]:
        assert self._proc is not None and self._proc.stdout is not None
        line = self._proc.stdout.readline()
        if not line:
            raise RuntimeError("the zygote exited (see its stderr log)")
        return json.loads(line)

    def _send(self, command: dict[str, Any]) -> dict[str, Any]:
        assert self._proc is not None and self._proc.stdin is not None
        self._proc.stdin.write(json.dumps(command) + "\n")
        self._proc.stdin.flush()
        return self._read()

    def spawn(self, task: str, args: dict[str, Any]) -> int:
        if self.forking:
            return int(self._send({"op": "spawn", "task": task, "args": args})["pid"])
        proc = subprocess.Popen(
            [sys.executable, "-m", "memlane_bench.reliability.zygote", "--task", json.dumps({"task": task, "args": args})],
            stderr=self._stderr,
        )
        self._children[proc.pid] = proc
        return proc.pid

    def wait(self, pid: int) -> int:
        if self.forking:
            return int(self._send({"op": "wait", "pid": pid})["code"])
        return self._children.pop(pid).wait()

    @staticmethod
    def kill(pid: int) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)

    def close(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            with contextlib.suppress(RuntimeError, BrokenPipeError, OSError):
                self._send({"op": "exit"})
            try:
                self._proc.wait(10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
        self._stderr.close()


def wait_for(path: Path, lines: int, timeout: float) -> bool:
    """Until ``path`` holds at least ``lines`` complete lines (or the timeout)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text(encoding="utf-8").count("\n") >= lines:
            return True
        time.sleep(0.01)
    return False


if __name__ == "__main__":
    main()
