"""Real engine (fresh data directory per test, the real embedding model loaded once per
session) under real LangChain objects."""

from __future__ import annotations

pytest_plugins = ["memlane_conformance.fixtures"]
