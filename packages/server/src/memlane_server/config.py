"""The daemon's settings: where it listens, who may reach it and how much they may send."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from memlane.governance import DeploymentMode

MIB = 1 << 20
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]", "::1")


@dataclass(frozen=True)
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 8765
    # The profile the MCP server and the dashboard start on for the local owner (a principal's
    # session is bound to its own profile).
    profile: str = "default"
    mode: DeploymentMode = DeploymentMode.LOCAL
    # Host header values accepted besides the loopback names and the bind address (DNS
    # rebinding protection: a page on evil.example resolving to 127.0.0.1 is refused).
    allowed_hosts: tuple[str, ...] = ()
    max_body_bytes: int = 4 * MIB
    max_import_bytes: int = 256 * MIB
    # Per authenticated principal ("" disables); `limits` notation, e.g. "50/second;2000/minute".
    rate_limit: str = "50/second"
    # Failed authentications per client address (slows token and password guessing).
    auth_failure_limit: str = "30/minute"
    access_log: bool = True
    backup_dir: Path | None = None  # default: <data_dir>/backups
    # Set when served behind TLS so the dashboard cookie is marked Secure.
    secure_cookies: bool = False
    dashboard_session_seconds: int = 8 * 3600
    shutdown_grace_seconds: float = 30.0

    def host_names(self) -> list[str]:
        """Host header names accepted (without port)."""
        names = [*LOOPBACK_HOSTS, *self.allowed_hosts]
        if self.host not in ("0.0.0.0", "::", ""):
            names.append(self.host)
        return sorted(set(names))
