"""From a bearer credential to a caller: the engine's ActorContext and a ``Memory`` view
acting as it. The actor comes from stored state only (the local token file, the engine's
session table), never from anything the request says about itself."""

from __future__ import annotations

import hmac
from dataclasses import dataclass, replace

from memlane import Memory
from memlane.governance import ANY_PROFILE, ActorContext, AuthenticationError, Transport


@dataclass(frozen=True)
class Caller:
    memory: Memory  # a view of the daemon's memory acting as ``actor``
    actor: ActorContext
    # The profile an agent-facing surface (MCP) works on: the session's own profile, or the
    # daemon's configured profile for the local owner. Never a tool argument.
    profile: str

    @property
    def principal(self) -> str:
        return self.actor.principal_id

    @property
    def installation_wide(self) -> bool:
        """Holds every profile (the local owner, an OWNER granted '*')."""
        return self.actor.may_access_profile(ANY_PROFILE)


class Authenticator:
    def __init__(self, memory: Memory, *, local_token: str | None, default_profile: str) -> None:
        self.memory = memory
        self.local_token = local_token
        self.default_profile = default_profile

    def authenticate(self, token: str | None, *, transport: Transport, client_host: str | None = None) -> Caller:
        """The caller of a bearer token (AuthenticationError when missing, unknown, expired,
        revoked, or a local token while principals are configured). Blocking: it may read
        the session table."""
        if not token:
            raise AuthenticationError("a bearer token is required (Authorization: Bearer <token>)")
        if self.local_token is not None and hmac.compare_digest(token.encode(), self.local_token.encode()):
            owner = self.memory.actor  # the implicit local owner while no principals exist
            if not owner.authenticated:
                raise AuthenticationError("principals are configured: log in with a principal instead of the local token")
            actor = replace(owner, transport=transport, client_host=client_host)
        else:
            actor = replace(self.memory.admin.authenticate(token, transport=transport), client_host=client_host)
        return Caller(self.memory.acting_as(actor), actor, actor.active_profile or self.default_profile)

    def stdio_caller(self, token: str | None) -> Caller:
        """The fixed caller of an MCP stdio server: a session token when given (principals
        configured), else the implicit local owner of the OS user running it."""
        if token:
            return self.authenticate(token, transport=Transport.MCP)
        owner = self.memory.actor
        if not owner.authenticated:
            raise AuthenticationError("principals are configured: pass a session token (--token or MEMLANE_TOKEN)")
        actor = replace(owner, transport=Transport.MCP)
        return Caller(self.memory.acting_as(actor), actor, self.default_profile)
