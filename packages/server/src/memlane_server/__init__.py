"""memlane as a service: the HTTP daemon (``memlane serve``), the MCP server (``memlane mcp``
over stdio and ``/mcp`` on the daemon) and the dashboard, all mappings onto the governed
``memlane.Memory`` API."""

from .__about__ import __version__
from .config import ServerConfig

__all__ = ["ServerConfig", "__version__"]
