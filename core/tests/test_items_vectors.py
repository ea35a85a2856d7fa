"""``memory.items.vectors``: the engine's stored embedding of an item, what adapters use for
MMR reranking and for returning a record's vector (LangChain, Semantic Kernel)."""

from __future__ import annotations

import asyncio

import numpy as np


def test_vectors_are_the_stored_fact_embeddings(memory, embedder):
    ns = ("vectors",)
    one = "Priya paddles her kayak across Lake Tahoe every summer."
    two = "Marcus plays the violin. He practises every evening in the garden shed."
    memory.items.put(ns, "one", {"t": one}, text=one)
    memory.items.put(ns, "two", {"t": two}, text=two)
    memory.items.put(ns, "plain", {"t": "not indexed"}, text=None)

    got = memory.items.vectors(ns, ["two", "missing", "one", "plain"])
    assert set(got) == {"one", "two"}  # unknown and unindexed keys are absent
    for vector in got.values():
        assert vector.dtype == np.float32 and vector.shape == (embedder.dimension,)
        assert abs(float(np.linalg.norm(vector)) - 1.0) < 1e-5
    # A one-sentence item is exactly its sentence's embedding.
    assert float(got["one"] @ embedder.encode([one])[0]) > 0.999
    # Several facts: the unit mean of their vectors (closer to each sentence than to the other item).
    sentences = embedder.encode(["Marcus plays the violin.", "He practises every evening in the garden shed."])
    assert float(got["two"] @ sentences[0]) > float(got["one"] @ sentences[0])
    assert asyncio.run(memory.items.avectors(ns, ["one"])).keys() == {"one"}


def test_vectors_follow_replacement_and_scopes(memory):
    ns = ("vectors",)
    memory.items.put(ns, "k", {"t": "a"}, text="The sky is blue over the sea.")
    first = memory.items.vectors(ns, ["k"])["k"]
    memory.items.put(ns, "k", {"t": "b"}, text="Bread rises in a warm oven.")
    second = memory.items.vectors(ns, ["k"])["k"]
    assert float(first @ second) < 0.9  # the replaced value's vector is gone, not averaged in

    memory.admin.create_principal("ann", "ann-password-123")
    memory.admin.grant("ann", memory.default_profile, "member")
    ann = memory.session(memory.admin.login("ann", "ann-password-123").token)
    assert ann.items.vectors(ns, ["k"]) == {}  # another principal's item is not readable
