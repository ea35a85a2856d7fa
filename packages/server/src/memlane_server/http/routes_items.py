"""Items: keyed JSON values under namespaces — the same ``memory.items`` the framework
adapters use. A namespace is a list of labels, given as repeated ``ns`` query parameters
(labels may hold any character, so they are not path segments)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query
from memlane.errors import UnknownIdError
from memlane.items import Item, ItemsDeleted

from ..schemas import ItemPutIn, ItemSearchIn
from .guard import CallerDep, GovernedRouter

router = GovernedRouter(prefix="/v1/profiles/{profile}", tags=["items"])
Namespace = Annotated[list[str], Query(min_length=1, description="The namespace's labels, in order (repeat `ns`).")]
Prefix = Annotated[list[str] | None, Query(description="Namespace labels (repeat `ns`); none = every namespace.")]
Offset = Annotated[int, Query(ge=0)]
Limit = Annotated[int, Query(ge=1, le=1000)]


@router.governed("GET", "/items", kind="recall", response_model=list[Item])
def list_items(
    profile: str,
    caller: CallerDep,
    ns: Prefix = None,
    prefix: bool = True,
    status: str | None = "active",
    offset: Offset = 0,
    limit: Limit = 100,
) -> list[Item]:
    """Items of a namespace (and, with ``prefix``, of every namespace under it)."""
    return caller.memory.items.list(ns or [], prefix=prefix, status=status, offset=offset, limit=limit, profile=profile)


@router.governed("GET", "/namespaces", kind="recall", response_model=list[list[str]])
def namespaces(profile: str, caller: CallerDep, ns: Prefix = None) -> list[list[str]]:
    """Namespaces holding live items under the given prefix."""
    return [list(n) for n in caller.memory.items.namespaces(ns or [], profile=profile)]


@router.governed("PUT", "/items/{key}", kind="remember", response_model=Item)
def put_item(profile: str, key: str, body: ItemPutIn, caller: CallerDep, ns: Namespace) -> Item:
    """Store a value under (namespace, key), replacing any earlier value. ``text`` is what
    recall indexes (omit it to store the value unindexed)."""
    return caller.memory.items.put(ns, key, body.value, profile=profile, **body.model_dump(exclude={"value"}))


@router.governed("GET", "/items/{key}", kind="recall", response_model=Item)
def get_item(profile: str, key: str, caller: CallerDep, ns: Namespace) -> Item:
    found = caller.memory.items.get(ns, key, profile=profile)
    if found is None:
        raise UnknownIdError("no such item in this namespace", namespace=ns, key=key)
    return found


@router.governed("DELETE", "/items/{key}", kind="forget", response_model=ItemsDeleted)
def delete_item(profile: str, key: str, caller: CallerDep, ns: Namespace) -> ItemsDeleted:
    """Erase an item (verified erasure of its memory)."""
    return caller.memory.items.delete(ns, key, profile=profile)


@router.governed("POST", "/items/search", kind="recall", response_model=list[Item])
def search_items(profile: str, body: ItemSearchIn, caller: CallerDep) -> list[Item]:
    """Items ranked by recall for ``query`` (filters on the JSON value: $eq $ne $gt $gte $lt
    $lte $in $contains $contains_any)."""
    return caller.memory.items.search(body.namespace, body.query, profile=profile, **body.model_dump(exclude={"namespace", "query"}))
