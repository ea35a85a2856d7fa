"""Deployment modes. The mode changes defaults (unknown operation kinds, checklist items), never
the fact that every call is evaluated by the policy registry."""

from __future__ import annotations

from enum import StrEnum


class DeploymentMode(StrEnum):
    # One person on their own machine; the OS user is the implicit OWNER.
    LOCAL = "local"
    # Several principals sharing an installation (server, shared workstation, team daemon).
    TEAM = "team"
