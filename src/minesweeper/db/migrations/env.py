"""Alembic environment: the URL comes from the caller (see `minesweeper.db.migrate`)."""

from __future__ import annotations

from alembic import context

from minesweeper.db import models  # noqa: F401  (registers every table on the metadata)
from minesweeper.db.base import Base
from minesweeper.db.engine import create_engine_for_url

target_metadata = Base.metadata

# Expression indexes cannot be reflected on SQLite, so autogenerate cannot compare them;
# they are written by hand in the migrations and left out of the comparison.
_HAND_WRITTEN_INDEXES = frozenset(
    {"ix_jobs_claim_order", "uq_search_generations_current", "ix_search_chunks_grams_tsv"}
)
# The full-text index differs by database (migration 0007): FTS5 tables on SQLite, a
# generated tsvector column on PostgreSQL. Neither is on the metadata.
_FULL_TEXT_TABLE_PREFIX = "search_chunks_fts"
_FULL_TEXT_COLUMNS = frozenset({"grams_tsv"})


def _include_object(
    obj: object, name: str | None, type_: str, reflected: bool, compare_to: object
) -> bool:
    if type_ == "index" and name in _HAND_WRITTEN_INDEXES:
        return False
    if type_ == "table" and name is not None and name.startswith(_FULL_TEXT_TABLE_PREFIX):
        return False
    return not (type_ == "column" and name in _FULL_TEXT_COLUMNS)


def run_migrations_online() -> None:
    url = context.config.get_main_option("sqlalchemy.url")
    assert url, "sqlalchemy.url must be set by minesweeper.db.migrate"
    engine = create_engine_for_url(url)
    with engine.connect() as connection:
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=True,  # SQLite cannot ALTER most things; batch mode copies the table
            compare_type=True,
            include_object=_include_object,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations_online()
