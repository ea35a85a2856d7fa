import agents
import pytest

pytest_plugins = ["memlane_conformance.fixtures"]


@pytest.fixture(autouse=True, scope="session")
def _no_tracing():
    # Tracing would try to export spans to the network; these tests are offline.
    agents.set_tracing_disabled(True)
