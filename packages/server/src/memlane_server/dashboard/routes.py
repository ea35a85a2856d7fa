"""Dashboard routes (filled in below)."""

from __future__ import annotations

from fastapi import FastAPI


def install(app: FastAPI) -> None:
    return None
