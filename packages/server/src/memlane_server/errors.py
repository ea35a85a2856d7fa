"""Errors the service surfaces add to the engine's typed hierarchy (same ``code`` contract)."""

from __future__ import annotations

from memlane.errors import ContentTooLargeError, MemlaneError
from memlane.governance import AuthenticationError, PolicyDeniedError


class RateLimitedError(MemlaneError):
    """The caller exceeded its request rate; ``retry_after`` seconds until it may retry."""

    code = "rate_limited"


class BodyTooLargeError(ContentTooLargeError):
    code = "body_too_large"


class InstallationAccessError(PolicyDeniedError):
    """The route acts on every profile (backups, the audit trail, metrics): only a principal
    holding every profile may call it."""

    code = "installation_denied"


class LoginRequired(AuthenticationError):
    """The dashboard has no valid session for this browser: it redirects to the login page."""

    code = "login_required"


class CsrfError(PolicyDeniedError):
    code = "csrf_failed"


class UnavailableError(MemlaneError):
    """The daemon is restoring a backup or shutting down; retry shortly."""

    code = "unavailable"
