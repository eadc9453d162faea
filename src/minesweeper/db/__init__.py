"""Database access: engine and session factories, ORM models, Alembic migrations."""

from minesweeper.db.engine import Database, create_engine_for_url

__all__ = ["Database", "create_engine_for_url"]
