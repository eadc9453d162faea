"""Web layer: FastAPI app factory, JSON API under /api/v1, server-rendered pages."""
