"""Who is calling: the local token (LOCAL mode), principals' session tokens, callers."""
