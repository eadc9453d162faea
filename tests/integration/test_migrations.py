"""Migrations run up and down on SQLite and PostgreSQL, and match the models exactly."""

from __future__ import annotations

from sqlalchemy import create_engine, inspect

from minesweeper.db import migrate
from minesweeper.db.base import Base


def _tables(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        names = set(inspect(engine).get_table_names()) - {"alembic_version"}
        # SQLite's FTS5 index (migration 0007) is a virtual table with shadow tables of its own.
        return {n for n in names if not n.startswith("search_chunks_fts")}
    finally:
        engine.dispose()


def test_head_matches_models_and_downgrades_to_base(db_url: str) -> None:
    migrate.check(db_url)  # raises on drift between models and migrations
    assert migrate.is_at_head(db_url)
    assert _tables(db_url) == set(Base.metadata.tables)
    migrate.downgrade(db_url, "base")
    assert _tables(db_url) == set()
    assert not migrate.is_at_head(db_url)
    migrate.upgrade(db_url)
    assert _tables(db_url) == set(Base.metadata.tables)


def test_core_tables_exist(db_url: str) -> None:
    core = {
        "rounds",
        "applicants",
        "documents",
        "blobs",
        "jobs",
        "extracted_persons",
        "person_aggregates",
        "review_flags",
        "reviewers",
        "users",
        "audit_events",
    }
    assert core <= _tables(db_url)
