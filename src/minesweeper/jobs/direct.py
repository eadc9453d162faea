"""One statement that commits by itself, run on a pooled psycopg connection directly.

For a small INSERT, SQLAlchemy's own work is most of the client's CPU (measured per
enqueue: 300-350 us through a compiled statement on an autocommit `Connection`, of which
psycopg's prepared execute is 55-70 us and the pool's checkout and return 11 us). The one
hot call that needs none of it, an enqueue on its own, runs here on the pool's psycopg
connection instead. What the pool and `Connection` would give is kept: the checkout events
(the closed-by-server check), the reset on return, a prepared statement, SQLAlchemy's
exception classes, and a connection that is gone is invalidated rather than handed out
again. Not kept: `Connection`-level event hooks (`before_cursor_execute`, `handle_error`),
which the job engine never sets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from psycopg.types.json import Jsonb
from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import PoolProxiedConnection


def supported(engine: Engine) -> bool:
    """PostgreSQL through psycopg, and an engine without execution options: the statement
    here is plain text, so an option such as `schema_translate_map` would be ignored."""
    return (
        engine.dialect.name == "postgresql"
        and engine.dialect.driver == "psycopg"
        and not engine.get_execution_options()
    )


def jsonb(value: Any) -> Any:
    """A JSONB parameter, as SQLAlchemy's binding passes one: encoded by the connection's
    JSON dumps (the engine's `json_serializer`, if it has one)."""
    return Jsonb(value)


def execute_alone(engine: Engine, sql: str, params: Mapping[str, Any]) -> None:
    """Run `sql` (with psycopg's `%(name)s` parameters) in autocommit: committed on return, in
    one round trip (no `BEGIN`, no `COMMIT`). Only where `supported(engine)`."""
    dialect = engine.dialect
    dbapi_error: type[Any] = dialect.loaded_dbapi.Error
    pooled = engine.raw_connection()
    try:
        driver: Any = pooled.driver_connection
        usual = driver.autocommit  # the engine's own mode, given back below
        driver.autocommit = True  # set on the client only: no round trip
        try:
            # Prepared once per connection; then only the parameters travel.
            _cursor(pooled, driver).execute(sql, params, prepare=True)
        except dbapi_error as error:
            gone = dialect.is_disconnect(error, pooled.dbapi_connection, None)
            if gone:
                pooled.invalidate(error)  # closed, and never lent again
            raise DBAPIError.instance(
                sql,
                params,
                error,
                dbapi_error,
                hide_parameters=engine.hide_parameters,
                connection_invalidated=gone,
                dialect=dialect,
            ) from error
        finally:
            if not driver.closed:  # the pool lends it on in its usual mode
                driver.autocommit = usual
    finally:
        pooled.close()


# The key of a pooled connection's cursor in its `info`, which the pool keeps for as long as
# that driver connection lives (cleared when it is replaced).
_CURSOR = "minesweeper.jobs.direct.cursor"


def _cursor(pooled: PoolProxiedConnection, driver: Any) -> Any:
    """The connection's own cursor, made at its first statement here and kept: a new cursor
    per call cost about a tenth of the client CPU of an enqueue."""
    cursor = pooled.info.get(_CURSOR)
    if cursor is None:
        cursor = pooled.info[_CURSOR] = driver.cursor()
    return cursor
