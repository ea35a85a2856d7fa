"""The dashboard served by the daemon at /: server-rendered pages, SVG charts drawn here, no
JavaScript and nothing loaded from elsewhere."""
