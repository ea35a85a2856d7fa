"""The MCP server: ``memlane mcp`` (stdio) and ``/mcp`` on the daemon (streamable HTTP)."""
