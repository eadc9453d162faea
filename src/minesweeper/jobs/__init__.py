"""Durable job engine on the application's own database (SQLite or PostgreSQL)."""
