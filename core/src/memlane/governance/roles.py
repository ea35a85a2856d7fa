"""Roles. OWNER >= ADMIN >= MEMBER >= VIEWER form a ladder; SYSTEM and ANONYMOUS sit outside it.

SYSTEM is the engine acting on its own behalf (reconciler, migrations); it is not "above OWNER"
because that would let anything that manages to look like SYSTEM do everything. Whether SYSTEM
may run an operation is a per-policy decision, and it is only ever accepted on the internal
transport (see policy.py). ANONYMOUS is "no authenticated identity" and satisfies only
requirements that explicitly say "anyone".
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from ..errors import InvalidInputError


class Role(StrEnum):
    OWNER = "owner"
    ADMIN = "admin"
    MEMBER = "member"
    VIEWER = "viewer"
    SYSTEM = "system"
    ANONYMOUS = "anonymous"

    @property
    def rank(self) -> int:
        """Position on the ladder (VIEWER=1 … OWNER=4); 0 for SYSTEM/ANONYMOUS."""
        return _RANK[self]

    @property
    def on_ladder(self) -> bool:
        return _RANK[self] > 0

    def satisfies(self, required: Role) -> bool:
        """Does holding ``self`` meet a requirement of ``required``?

        ANONYMOUS as a requirement means "anyone"; SYSTEM as a requirement means exactly SYSTEM;
        a ladder requirement is met by any ladder role of equal or higher rank.
        """
        if required is Role.ANONYMOUS:
            return True
        if required is Role.SYSTEM:
            return self is Role.SYSTEM
        return self.on_ladder and _RANK[self] >= _RANK[required]

    @classmethod
    def parse(cls, value: object) -> Role:
        if isinstance(value, Role):
            return value
        if isinstance(value, str):
            try:
                return cls(value.strip().lower())
            except ValueError:
                pass
        names = ", ".join(r.value for r in cls)
        raise InvalidInputError(f"unknown role {value!r}; expected one of {names}")


_RANK: dict[Role, int] = {
    Role.OWNER: 4,
    Role.ADMIN: 3,
    Role.MEMBER: 2,
    Role.VIEWER: 1,
    Role.SYSTEM: 0,
    Role.ANONYMOUS: 0,
}


def any_satisfies(roles: Iterable[Role], required: Role) -> bool:
    return any(role.satisfies(required) for role in roles)


def highest_ladder_role(roles: Iterable[Role]) -> Role | None:
    best: Role | None = None
    for role in roles:
        if role.on_ladder and (best is None or role.rank > best.rank):
            best = role
    return best
