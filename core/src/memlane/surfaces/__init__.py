"""User-facing surfaces over the public ``Memory`` API (the ``memlane`` CLI and its demo)."""
