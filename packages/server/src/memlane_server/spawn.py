"""Starting ``memlane serve`` as a child process on a free loopback port and waiting until it
is ready (the load benchmark and the process tests use it)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .auth.local_token import token_path


@dataclass
class Daemon:
    process: subprocess.Popen[str]
    url: str
    token: str  # the local token (LOCAL mode without principals)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def memlane_command() -> str:
    beside = Path(sys.executable).with_name("memlane")
    return str(beside) if beside.exists() else (shutil.which("memlane") or "memlane")


def spawn_daemon(data_dir: Path, *, args: Sequence[str] = (), profile: str | None = None, timeout: float = 300) -> Daemon:
    """``memlane --data-dir D [--profile P] serve --port <free> ARGS``, ready (``/readyz``)."""
    port = free_port()
    command = [memlane_command(), "--data-dir", str(data_dir), *(["--profile", profile] if profile else []),
               "serve", "--port", str(port), *args]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"{url}/readyz", timeout=2) as answer:
                if answer.status == 200:
                    break
        except (urllib.error.URLError, OSError):
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"memlane serve did not become ready: {process.stderr.read() if process.stderr else ''}")
        time.sleep(0.3)
    return Daemon(process, url, token_path(data_dir).read_text().strip())
