"""``memlane-bench serve``: the HTTP daemon under load (needs the optional memlane-server)."""

from .run import ServeOptions, run_serve

__all__ = ["ServeOptions", "run_serve"]
