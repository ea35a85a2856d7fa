"""Dashboard sessions: the browser holds only a random id in an HttpOnly, SameSite=Strict
cookie; the daemon keeps (by the id's hash) the credential it stands for and the session's
CSRF token. The credential is re-checked with the engine on every request, so revoking a
principal or its session takes effect at once."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from dataclasses import dataclass

COOKIE = "memlane_session"
LOGIN_COOKIE = "memlane_login"  # double-submit CSRF token of the login form


@dataclass(frozen=True)
class DashboardSession:
    key: str  # sha256 of the cookie value
    credential: str  # the bearer token it stands for (local token or a session token)
    csrf: str
    principal: str
    expires_at: float


def _key(cookie: str) -> str:
    return hashlib.sha256(cookie.encode()).hexdigest()


class DashboardSessions:
    def __init__(self, ttl_seconds: float) -> None:
        self.ttl = ttl_seconds
        self._sessions: dict[str, DashboardSession] = {}
        self._lock = threading.Lock()

    def create(self, credential: str, principal: str) -> tuple[str, DashboardSession]:
        cookie = secrets.token_urlsafe(32)
        session = DashboardSession(_key(cookie), credential, secrets.token_urlsafe(32), principal, time.time() + self.ttl)
        with self._lock:
            now = time.time()
            for key in [k for k, s in self._sessions.items() if s.expires_at < now]:
                del self._sessions[key]
            self._sessions[session.key] = session
        return cookie, session

    def get(self, cookie: str | None) -> DashboardSession | None:
        if not cookie:
            return None
        with self._lock:
            session = self._sessions.get(_key(cookie))
        return session if session is not None and session.expires_at > time.time() else None

    def drop(self, session: DashboardSession) -> None:
        with self._lock:
            self._sessions.pop(session.key, None)


def same(a: str | None, b: str | None) -> bool:
    return bool(a) and bool(b) and hmac.compare_digest(str(a).encode(), str(b).encode())
