"""Locating the repository root and the default locations derived from it."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

RESULTS_DIRNAME = "bench-results"


def _looks_like_root(path: Path) -> bool:
    return (path / "core").is_dir() and (path / "packages" / "benchmarks").is_dir()


def find_repo_root(starts: Iterable[Path] | None = None) -> Path | None:
    """The memlane repository root: the first ancestor (of this package, then of the current
    directory) that holds ``core/`` and ``packages/benchmarks/``. None when neither is inside
    a checkout (e.g. a wheel installed elsewhere)."""
    candidates = (
        list(starts) if starts is not None else [Path(__file__).resolve(), Path.cwd().resolve()]
    )
    for start in candidates:
        for path in (start, *start.parents):
            if _looks_like_root(path):
                return path
    return None


def default_results_dir(root: Path | None) -> Path:
    return (root if root is not None else Path.cwd()) / RESULTS_DIRNAME
