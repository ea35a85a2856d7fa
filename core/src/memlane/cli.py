"""Entry point of the ``memlane`` console script (``memlane.cli:main`` in pyproject.toml)."""

from .surfaces.cli import app, main

__all__ = ["app", "main"]
