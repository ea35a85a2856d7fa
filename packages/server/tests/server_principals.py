"""A store with principals configured (the local owner bootstrapped them, then stepped back):
an installation OWNER, ADMIN/MEMBER/VIEWER of profile "alpha", an ADMIN of profile "beta",
and helpers to log them in — including an already expired session."""

from __future__ import annotations

import time
from pathlib import Path

import memlane.access.admin as admin_module
from memlane import Memory

PASSWORD = "correct horse battery staple"
PRINCIPALS = {  # name: (profile, role)
    "root": ("*", "owner"),
    "alpha-admin": ("alpha", "admin"),
    "alpha-member": ("alpha", "member"),
    "alpha-viewer": ("alpha", "viewer"),
    "beta-admin": ("beta", "admin"),
}


def bootstrap(data_dir: Path, embedder) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """Seed profiles alpha and beta, create the principals; returns seeded ids."""
    with Memory(data_dir, embedder=embedder) as owner:  # no principals yet: the local owner
        seeded = owner.remember("Ana moved to Lisbon in 2021 and works as a nurse.", profile="alpha", speaker="Ana",
                                scope="shared")  # fmt: skip
        owner.remember("Bo keeps bees behind the barn.", profile="beta", speaker="Bo", scope="shared")
        for name, (profile, role) in PRINCIPALS.items():
            owner.admin.create_principal(name, PASSWORD)
            owner.admin.grant(name, profile, role)
            if profile != "*":
                owner.admin.grant_scope(name, profile, "shared:default", write=True)
    return {"fact_id": seeded.fact_ids[0], "memory_id": seeded.memory_id, "operation_id": seeded.operation_id or ""}


def login(memory: Memory, name: str, profile: str | None = None) -> str:
    home = PRINCIPALS[name][0]
    return memory.admin.login(name, PASSWORD, profile=profile or ("alpha" if home == "*" else home)).token


def expired_login(memory: Memory, name: str) -> str:
    """A real session of ``name`` whose lifetime already ended (opened 30 days ago)."""

    class Past:
        @staticmethod
        def time() -> float:
            return time.time() - 30 * 86_400

    real = admin_module.time
    admin_module.time = Past  # type: ignore[assignment]
    try:
        return login(memory, name)
    finally:
        admin_module.time = real
