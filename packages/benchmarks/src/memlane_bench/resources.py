"""Process measurements: peak resident memory and environment facts for reports."""

from __future__ import annotations

import platform
import subprocess
import sys
from pathlib import Path

import psutil


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far, in MiB (ru_maxrss where available:
    KiB on Linux, bytes on macOS; otherwise the current RSS from psutil)."""
    try:
        import resource
    except ImportError:  # Windows
        info = psutil.Process().memory_info()
        return getattr(info, "peak_wset", info.rss) / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def current_rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


def git_revision(root: Path | None) -> dict[str, object] | None:
    """Commit and dirty flag of the checkout, for the record (None outside a git checkout)."""
    if root is None:
        return None
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=10
        )
        status = subprocess.run(
            ["git", "status", "--porcelain"], cwd=root, capture_output=True, text=True, timeout=10
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if commit.returncode != 0:
        return None
    return {"commit": commit.stdout.strip(), "dirty": bool(status.stdout.strip())}


def environment() -> dict[str, object]:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": psutil.cpu_count(logical=True),
    }
