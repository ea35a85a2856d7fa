"""The HTTP daemon: FastAPI app, governed routes, problem+json errors, limits, observability."""
