"""A real uvicorn server on 127.0.0.1 (an ephemeral port) in a thread of the test process, so
it can share the loaded embedding model; and the headless Chromium for the browser tests."""

from __future__ import annotations

import os
import subprocess
import threading
import time
from pathlib import Path

import pytest
import uvicorn

ROOT = Path(__file__).resolve().parents[3]
BROWSER_ARGS = ["--no-sandbox", "--single-process", "--no-zygote", "--use-angle=swiftshader", "--in-process-gpu"]


class LiveServer:
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False, lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="uvicorn", daemon=True)
        self.url = ""

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 60
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.05)
        port = self.server.servers[0].sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(30)


def chromium_executable() -> str:
    """The provisioned Chromium ($MEMLANE_BROWSER, else scripts/provision-browser runs now).
    Missing is a failure, never a skip."""
    given = os.environ.get("MEMLANE_BROWSER")
    if given and Path(given).is_file():
        return given
    done = subprocess.run([str(ROOT / "scripts" / "provision-browser")], capture_output=True, text=True, timeout=600)
    path = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    if done.returncode != 0 or not Path(path).is_file():
        pytest.fail(f"no headless Chromium could be provisioned: {done.stderr[-2000:]}")
    return path
