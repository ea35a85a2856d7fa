"""``memlane serve`` as a real process: concurrent writers through the single-writer
coordinator, SIGTERM drains in-flight requests and exits cleanly, and SIGKILL loses no write
that was acknowledged."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
from memlane import Memory
from memlane_server.spawn import spawn_daemon

P = "/v1/profiles/default"


def _start(data: Path) -> tuple[subprocess.Popen, str, str]:  # type: ignore[type-arg]
    daemon = spawn_daemon(data, args=["--rate-limit", "", "--no-access-log", "--shutdown-grace", "20"])
    return daemon.process, daemon.url, daemon.token


def _writers(url: str, token: str, stop_after: int, stop) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """16 clients writing until stopped; returns acknowledged memory id -> content."""
    acknowledged: dict[str, str] = {}
    lock = threading.Lock()
    fired = threading.Event()

    def client(n: int) -> None:
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
            for i in range(1000):
                content = f"Writer {n} noted parcel number {n}-{i} at the depot."
                try:
                    response = http.post(f"{P}/memories", json={"content": content, "speaker": f"W{n}"})
                except httpx.TransportError:
                    return  # the server went away: this write was not acknowledged
                if response.status_code != 201:
                    return
                with lock:
                    acknowledged[response.json()["memory_id"]] = content
                    if len(acknowledged) >= stop_after and not fired.is_set():
                        fired.set()
                        stop()

    with ThreadPoolExecutor(16) as pool:
        for future in [pool.submit(client, n) for n in range(16)]:
            future.result()
    return acknowledged


def _assert_durable(data: Path, acknowledged: dict[str, str]) -> None:
    with Memory(data) as memory:
        for memory_id, content in acknowledged.items():
            assert memory.get(memory_id).content == content


def test_sigkill_loses_no_acknowledged_write_and_sigterm_drains(tmp_path):
    data = tmp_path / "data"
    process, url, token = _start(data)
    try:
        killed = _writers(url, token, 40, lambda: os.kill(process.pid, signal.SIGKILL))
    finally:
        process.kill()
        process.wait(30)
    assert len(killed) >= 40
    _assert_durable(data, killed)

    process, url, token = _start(data)  # reopens cleanly after the kill (the reconciler ran)
    try:
        drained = _writers(url, token, 40, lambda: process.send_signal(signal.SIGTERM))
        # in-flight requests finish, the memory closes, then the process exits by the signal
        assert process.wait(60) in (0, -signal.SIGTERM)
        errors = process.stderr.read() if process.stderr else ""
    finally:
        process.kill()
    assert "Traceback" not in errors, errors
    assert len(drained) >= 40
    _assert_durable(data, {**killed, **drained})
    with Memory(data) as memory:  # the audit trail was flushed and anchored at shutdown
        assert memory.audit_verify().ok
