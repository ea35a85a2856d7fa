"""What the routes share, built once per app: the memory, the authenticator, limits, metrics,
traffic accounting, dashboard sessions and where backups go."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from memlane import Memory

from ..auth.callers import Authenticator
from ..config import ServerConfig
from ..dashboard.sessions import DashboardSessions
from .limits import RateLimiter
from .metrics import Metrics
from .traffic import Traffic


@dataclass
class Services:
    memory: Memory
    config: ServerConfig
    authenticator: Authenticator
    limiter: RateLimiter
    auth_failures: RateLimiter
    metrics: Metrics
    traffic: Traffic
    backup_dir: Path
    dashboard: DashboardSessions
