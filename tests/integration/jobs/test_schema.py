"""The migrated jobs table has exactly the indexes `define_jobs_table` declares.

Alembic's autogenerate compares index columns but not partial-index predicates, and the
single-flight guarantees live in those predicates, so they are checked here.
"""

from __future__ import annotations

from sqlalchemy import text

from minesweeper.jobs.queries import JOBS
from tests.integration.jobs.helpers import engine_for


def _normalized(sql: str) -> str:
    return "".join(ch for ch in sql.lower() if ch.isalnum())


def test_migrated_indexes_match_the_table_definition(db_url: str) -> None:
    with engine_for(db_url) as engine, engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            rows = conn.execute(
                text(
                    "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'jobs'"
                )
            ).all()
        else:
            rows = conn.execute(
                text("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs'")
            ).all()
    actual = {str(name): str(sql or "") for name, sql in rows if not str(name).startswith(
        ("sqlite_autoindex", "pk_")
    )}  # fmt: skip
    declared = {str(index.name): index for index in JOBS.indexes}
    assert set(actual) == set(declared)
    for name, index in declared.items():
        where = index.dialect_options["postgresql"]["where"]
        created = _normalized(actual[name])
        if where is None:
            assert "where" not in created, name
        else:
            # PostgreSQL rewrites `IN (...)` as `= ANY (ARRAY[...])`; compare the literals.
            for literal in ("queued", "running", "done", "reject", "coalesce", "notnull"):
                assert (literal in _normalized(str(where))) == (literal in created), (name, literal)
