"""The database itself refuses UPDATE and DELETE on snapshots and audit events."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from minesweeper.db import Database


def _insert(db: Database) -> None:
    with db.engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO snapshots (round_id, created_at, content, content_sha256) "
                "VALUES (1, CURRENT_TIMESTAMP, '{}', 'x')"
            )
        )
        conn.execute(
            text(
                "INSERT INTO audit_events (at, action, entity_type, details) "
                "VALUES (CURRENT_TIMESTAMP, 'test', 'thing', '{}')"
            )
        )


@pytest.mark.parametrize("table", ["snapshots", "audit_events"])
@pytest.mark.parametrize(
    "statement",
    ["UPDATE {table} SET round_id = 2", "DELETE FROM {table}"],
)
def test_append_only_tables_refuse_changes(database: Database, table: str, statement: str) -> None:
    _insert(database)
    with pytest.raises(DBAPIError, match="append-only"), database.engine.begin() as conn:
        conn.execute(text(statement.format(table=table)))
    with database.engine.connect() as conn:
        assert conn.execute(text(f"SELECT count(*) FROM {table}")).scalar_one() == 1


def test_inserts_still_work(database: Database) -> None:
    _insert(database)
    _insert(database)
    with database.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM snapshots")).scalar_one() == 2
