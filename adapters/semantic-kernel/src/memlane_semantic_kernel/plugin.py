"""``MemlaneMemoryPlugin``: remember/recall kernel functions on a memlane engine.

Add it with ``kernel.add_plugin(MemlaneMemoryPlugin(memory), plugin_name="memory")``; with
``FunctionChoiceBehavior.Auto()`` the model can then store facts and look them up. Memories are
items under ``namespace`` (one per user or agent if you like), so they are searchable by the
engine's recall, erasable, and isolated per principal."""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from typing import Annotated

from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.items import model as item_model
from semantic_kernel.functions import kernel_function

DEFAULT_NAMESPACE = ("semantic-kernel", "memories")


class MemlaneMemoryPlugin:
    def __init__(
        self,
        memory: Memory,
        *,
        namespace: Sequence[str] = DEFAULT_NAMESPACE,
        profile: str | None = None,
        max_results: int = 10,
    ) -> None:
        if isinstance(namespace, str) or not namespace:
            raise InvalidInputError("namespace is a non-empty tuple of labels, e.g. ('semantic-kernel', 'memories')")
        self.memory = memory
        self.namespace = item_model.namespace_of(namespace)  # a bad label fails here, not at the first call
        self.profile = profile
        self.max_results = max_results

    @kernel_function(name="remember", description="Store a fact, preference or event to remember in later conversations.")
    async def remember(self, text: Annotated[str, "The fact to remember, as one self-contained sentence."]) -> str:
        item = await self.memory.items.aput(self.namespace, uuid.uuid4().hex, {"text": text}, text=text, profile=self.profile)
        return f"Remembered (id {item.key})."

    @kernel_function(name="recall", description="Look up remembered facts relevant to a question. Returns a JSON list, best first.")
    async def recall(
        self, query: Annotated[str, "What to look up."], top: Annotated[int, "How many facts to return."] = 3
    ) -> str:
        top = max(1, min(int(top), self.max_results))
        found = await self.memory.items.asearch(self.namespace, query, limit=top, profile=self.profile)
        return json.dumps(
            [{"text": i.value["text"], "score": round(i.score, 4)} for i in found if i.score is not None], ensure_ascii=False
        )
