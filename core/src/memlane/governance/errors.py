"""Typed governance errors, all deriving from :class:`memlane.errors.MemlaneError`.

Exit codes: 7 = the caller is not allowed to do this (policy, profile, scope, authentication);
8 = an integrity or key-material problem (bad seal, broken audit chain, insecure key file).
They are distinct so scripts can tell "you may not" from "something was tampered with".
Denials deliberately do not derive from ``PermissionError``: that is an ``OSError``, and code
catching filesystem errors must not swallow a policy denial by accident.
"""

from __future__ import annotations

from ..errors import MemlaneError


class GovernanceError(MemlaneError):
    code = "governance_error"
    exit_code = 7


# --- access decisions ------------------------------------------------------------------------
class PolicyDeniedError(GovernanceError):
    """An operation policy said no. ``details`` carry kind, deciding check and reason."""

    code = "policy_denied"
    exit_code = 7


class ProfileAccessDeniedError(PolicyDeniedError):
    code = "profile_denied"


class ScopeDeniedError(PolicyDeniedError):
    code = "scope_denied"


class AuthenticationError(GovernanceError):
    code = "authentication_failed"
    exit_code = 7


class SessionExpiredError(AuthenticationError):
    """The session behind a view is no longer valid (logged out, expired, principal disabled,
    profile rebound or recreated since login): log in again."""

    code = "session_expired"


# --- integrity ------------------------------------------------------------------------------
class GovernanceIntegrityError(GovernanceError):
    code = "integrity_error"
    exit_code = 8


class SealInvalidError(GovernanceIntegrityError):
    """A sealed manifest/receipt does not verify: it was modified or sealed with another key."""

    code = "seal_invalid"


class ManifestIntegrityError(GovernanceIntegrityError):
    """A manifest document is internally inconsistent (e.g. recorded status != derived status)."""

    code = "manifest_invalid"


class KeyFileError(GovernanceIntegrityError):
    code = "key_file_error"


class InsecureKeyFileError(KeyFileError):
    """The installation key file is readable or writable by group/others (or owned by someone
    else): the key must be considered disclosed, so we refuse to use it."""

    code = "insecure_key_file"


class AuditError(GovernanceError):
    code = "audit_error"
    exit_code = 8


class AuditIntegrityError(AuditError, GovernanceIntegrityError):
    code = "audit_integrity"
