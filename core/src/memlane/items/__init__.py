"""Keyed items for framework adapters: see :mod:`memlane.items.api`."""

from .._async import async_twin
from .api import Items, ItemsDeleted
from .model import Item, ItemWrite

for _name in ("put", "put_many", "delete", "pop", "set_status", "touch", "sweep_expired", "get", "list", "count", "namespaces", "search", "vectors"):
    setattr(Items, f"a{_name}", async_twin(getattr(Items, _name)))

__all__ = ["Item", "ItemWrite", "Items", "ItemsDeleted"]
