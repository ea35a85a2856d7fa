# The suite's fixtures (an adapter's own conftest uses pytest_plugins instead; here this
# conftest is not the rootdir's when the whole repository's tests run).
from memlane_conformance.fixtures import (  # noqa: F401
    memlane_dir,
    memlane_embedder,
    memory,
    open_memory,
    principal,
)
