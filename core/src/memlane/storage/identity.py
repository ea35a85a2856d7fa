"""Principals, memberships, shared-scope grants and sessions (hashes only, never secrets)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import apsw

# Credential epoch: a random value in ``meta`` replaced by every change that can invalidate a
# session (logout, disable, membership or grant change, password change, profile rebind).
# A session view compares it (one primary-key lookup) before trusting its cached actor. Random,
# not a counter, so a restored backup can never bring back a value a cache still holds.
EPOCH_KEY = "credential_epoch"


def bump_epoch(conn: apsw.Connection) -> None:
    conn.execute(
        "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (EPOCH_KEY, secrets.token_hex(16)),
    )


@dataclass(frozen=True)
class PrincipalRow:
    id: str
    display_name: str | None
    password_hash: str
    disabled: bool
    created_at: float


@dataclass(frozen=True)
class SessionRow:
    token_hash: str
    principal_id: str
    profile: str | None
    generation: int | None
    created_at: float
    expires_at: float
    revoked_at: float | None


class Identity:
    def __init__(self, conn: apsw.Connection) -> None:
        self.conn = conn

    # -- principals -------------------------------------------------------------------------
    def epoch(self) -> str:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (EPOCH_KEY,)).fetchone()
        return "" if row is None else str(row[0])

    def count_principals(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM principals").fetchone()[0])

    def create_principal(self, pid: str, password_hash: str, display_name: str | None, at: float) -> None:
        self.conn.execute(
            "INSERT INTO principals(id, display_name, password_hash, created_at) VALUES (?, ?, ?, ?)",
            (pid, display_name, password_hash, at),
        )

    def principal(self, pid: str) -> PrincipalRow | None:
        row = self.conn.execute(
            "SELECT id, display_name, password_hash, disabled, created_at FROM principals WHERE id = ?", (pid,)
        ).fetchone()
        return None if row is None else PrincipalRow(row[0], row[1], row[2], bool(row[3]), row[4])

    def principals(self) -> list[PrincipalRow]:
        return [
            PrincipalRow(r[0], r[1], r[2], bool(r[3]), r[4])
            for r in self.conn.execute(
                "SELECT id, display_name, password_hash, disabled, created_at FROM principals ORDER BY id"
            )
        ]

    def set_password_hash(self, pid: str, password_hash: str) -> None:
        self.conn.execute("UPDATE principals SET password_hash = ? WHERE id = ?", (password_hash, pid))
        bump_epoch(self.conn)

    def set_disabled(self, pid: str, disabled: bool) -> None:
        self.conn.execute("UPDATE principals SET disabled = ? WHERE id = ?", (int(disabled), pid))
        if disabled:
            self.conn.execute("DELETE FROM sessions WHERE principal_id = ?", (pid,))
        bump_epoch(self.conn)

    # -- memberships and grants -------------------------------------------------------------
    def set_membership(self, pid: str, profile: str, role: str) -> None:
        self.conn.execute(
            "INSERT INTO memberships(principal_id, profile, role) VALUES (?, ?, ?) "
            "ON CONFLICT(principal_id, profile) DO UPDATE SET role = excluded.role",
            (pid, profile, role),
        )
        bump_epoch(self.conn)

    def remove_membership(self, pid: str, profile: str) -> None:
        self.conn.execute("DELETE FROM memberships WHERE principal_id = ? AND profile = ?", (pid, profile))
        self.conn.execute("DELETE FROM scope_grants WHERE principal_id = ? AND profile = ?", (pid, profile))
        bump_epoch(self.conn)

    def memberships(self, pid: str) -> list[tuple[str, str]]:
        """(profile, role) of a principal."""
        return list(
            self.conn.execute(
                "SELECT profile, role FROM memberships WHERE principal_id = ? ORDER BY profile", (pid,)
            )
        )

    def set_scope_grant(self, pid: str, profile: str, scope: str, can_write: bool) -> None:
        self.conn.execute(
            "INSERT INTO scope_grants(principal_id, profile, scope, can_write) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(principal_id, profile, scope) DO UPDATE SET can_write = excluded.can_write",
            (pid, profile, scope, int(can_write)),
        )
        bump_epoch(self.conn)

    def scope_grants(self, pid: str) -> list[tuple[str, str, bool]]:
        """(profile, scope key, can_write) of a principal."""
        return [
            (profile, scope, bool(w))
            for profile, scope, w in self.conn.execute(
                "SELECT profile, scope, can_write FROM scope_grants WHERE principal_id = ?", (pid,)
            )
        ]

    # -- sessions ---------------------------------------------------------------------------
    def create_session(
        self, token_hash: str, pid: str, profile: str | None, generation: int | None, at: float, expires: float
    ) -> None:
        self.conn.execute(
            "INSERT INTO sessions(token_hash, principal_id, profile, generation, created_at, expires_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (token_hash, pid, profile, generation, at, expires),
        )

    def session(self, token_hash: str) -> SessionRow | None:
        row = self.conn.execute(
            "SELECT token_hash, principal_id, profile, generation, created_at, expires_at, revoked_at "
            "FROM sessions WHERE token_hash = ?",
            (token_hash,),
        ).fetchone()
        return None if row is None else SessionRow(*row)

    def revoke_session(self, token_hash: str, at: float) -> None:
        self.conn.execute(
            "UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL", (at, token_hash)
        )
        bump_epoch(self.conn)

    def purge_expired_sessions(self, now: float) -> None:
        self.conn.execute("DELETE FROM sessions WHERE expires_at < ?", (now,))
