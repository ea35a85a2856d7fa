"""Constants shared by the server tests (a module with a unique name: the workspace runs
several test folders in one pytest session)."""

from __future__ import annotations

from memlane_server.config import ServerConfig

BASE = "http://127.0.0.1:8765"
# Generous limits for tests that fire many requests; the limits themselves have their own tests.
TEST_CONFIG = ServerConfig(rate_limit="10000/second", auth_failure_limit="10000/second", access_log=False)
