"""Cold start probe (run as a fresh process by ``memlane-bench scale``): import, open the
memory, recall once; prints the split as one JSON line."""

from __future__ import annotations

import json
import sys
import time


def main(argv: list[str]) -> int:
    started = time.perf_counter()
    data_dir, kind, profile, query = argv
    from memlane import Memory

    from .embedder import make_embedder

    imported = time.perf_counter()
    with Memory(data_dir, embedder=make_embedder(kind)) as memory:
        opened = time.perf_counter()
        result = memory.recall(query, profile=profile)
        recalled = time.perf_counter()
    print(json.dumps({
        "import_s": round(imported - started, 3), "open_s": round(opened - imported, 3),
        "first_recall_s": round(recalled - opened, 3), "to_first_recall_s": round(recalled - started, 3),
        "items": len(result.items),
    }))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
