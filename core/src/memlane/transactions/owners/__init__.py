"""Projection owners: one per derived store of a fact, one protocol (see base.py)."""

from .base import ErasureTarget, OwnerHealth, ProjectionItem, ProjectionOwner, Proof, checksum
from .geometry import EntityEmbedder, GeometryOwner
from .graph import GraphOwner
from .lexical import LexicalOwner
from .temporal import TemporalOwner
from .vector import VectorOwner


def default_owners(embed_names: EntityEmbedder | None = None, *, consistency: bool = True) -> tuple[ProjectionOwner, ...]:
    """The registered owners, in apply order (geometry last: it reads the graph's links).
    ``embed_names`` embeds entity names for the sheaf consistency check; without it the
    check is off."""
    return (LexicalOwner(), VectorOwner(), TemporalOwner(), GraphOwner(), GeometryOwner(embed_names, consistency=consistency))


__all__ = [
    "ErasureTarget",
    "GeometryOwner",
    "GraphOwner",
    "LexicalOwner",
    "OwnerHealth",
    "ProjectionItem",
    "ProjectionOwner",
    "Proof",
    "TemporalOwner",
    "VectorOwner",
    "checksum",
    "default_owners",
]
