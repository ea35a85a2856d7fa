"""Keyed items for framework adapters: see :mod:`memlane.items.api`."""

from .._async import async_twin
from .api import Items, ItemsDeleted
from .model import Item, ItemWrite

for _name in ("put", "put_many", "replace_all", "insert_at", "delete", "delete_at", "pop", "set_status", "set_status_at",
              "touch", "sweep_expired", "get", "list", "count", "namespaces", "search"):
    setattr(Items, f"a{_name}", async_twin(getattr(Items, _name)))

__all__ = ["Item", "ItemWrite", "Items", "ItemsDeleted"]
