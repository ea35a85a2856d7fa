"""Verified erasure: plan, per-owner erase, live proofs, sealed receipt."""

from .plan import KINDS, ErasurePlan
from .receipt import ErasureReceipt
from .service import ErasureService

__all__ = ["KINDS", "ErasurePlan", "ErasureReceipt", "ErasureService"]
