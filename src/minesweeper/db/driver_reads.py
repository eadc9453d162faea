"""One-row reads on the driver's own connection, for statements asked on every status poll.

For a read of one row asked hundreds of times a second, SQLAlchemy's execution path (a
`Connection` around the pooled one, the statement cache's key, the execution context, the
result's metadata; on PostgreSQL the async adapter's greenlet switches and psycopg's column
descriptions) cost about three times the database's own work. Here SQLAlchemy compiles each
statement once per database (`CompiledRead`: the same SQL and the same bind and result type
processing, so SQLite's datetimes, booleans and JSON read back as on every other path), and
the statement runs on the DBAPI connection itself: `sqlite3` in place, `psycopg` in its async
mode from a small pool of the event loop's own connections (`DriverPool`). Reads only.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from sqlalchemy import Dialect, Select

if TYPE_CHECKING:
    from psycopg import AsyncConnection


class Reads(Protocol):
    """What a read function (`Database.read`) may ask: the first row of a statement."""

    async def first(
        self, statement: Select[Any], params: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """The statement's first row by its columns' keys, or None. The statement must be
        built once (a module constant): its compiled form is kept, keyed by the object."""
        ...


class CompiledRead:
    """A SELECT compiled once for one dialect: the driver's SQL, how the parameters go in
    (bind processors, positional or named) and how each column comes back (result
    processors), as SQLAlchemy itself would run it."""

    def __init__(self, statement: Select[Any], dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        # Parameters rendered at execution time (IN lists, literal_execute) or renamed for
        # the driver would need SQLAlchemy's execution path; no hot statement has them.
        if compiled.literal_execute_params or compiled.post_compile_params:
            raise ValueError("a driver read takes no parameter rendered at execution time")
        if compiled.escaped_bind_names:
            raise ValueError("a driver read takes only plain parameter names")
        self.statement = statement  # kept alive: the cache is keyed by its id
        self.sql = compiled.string
        self._compiled = compiled
        self._bind_processors = {
            name: processor
            for name, bind in compiled.binds.items()
            if (processor := bind.type.dialect_impl(dialect).bind_processor(dialect)) is not None
        }
        self._positions = tuple(compiled.positiontup or ()) if compiled.positional else None
        columns = list(statement.selected_columns)
        keys = [column.key for column in columns]
        if len(set(keys)) != len(keys) or None in keys:
            raise ValueError(f"a driver read needs distinct column keys: {keys}")
        self.keys = tuple(str(key) for key in keys)
        self._result_processors = tuple(
            column.type.dialect_impl(dialect).result_processor(dialect, None) for column in columns
        )
        self._processed = tuple(
            index for index, processor in enumerate(self._result_processors) if processor
        )

    def parameters(self, params: Mapping[str, Any]) -> Sequence[Any] | Mapping[str, Any]:
        """The driver's parameters: a sequence for a positional paramstyle (SQLite), else
        a dict by name (psycopg)."""
        values = self._compiled.construct_params(params)
        for name, processor in self._bind_processors.items():
            values[name] = processor(values[name])
        if self._positions is None:
            return values
        return [values[name] for name in self._positions]

    def row(self, raw: Sequence[Any]) -> dict[str, Any]:
        """The driver's row by column key, each value as SQLAlchemy would hand it back."""
        values = list(raw)
        for index in self._processed:
            processor = self._result_processors[index]
            assert processor is not None
            values[index] = processor(values[index])
        return dict(zip(self.keys, values, strict=True))


Compile = Callable[[Select[Any]], CompiledRead]


class SqliteReads:
    """`Reads` on one `sqlite3` connection in autocommit mode: each statement is its own
    read transaction (WAL: it neither waits for a writer nor holds one up)."""

    __slots__ = ("_compile", "_connection")

    def __init__(self, connection: Any, compile_read: Compile) -> None:
        self._connection = connection
        self._compile = compile_read

    async def first(
        self, statement: Select[Any], params: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        read = self._compile(statement)
        cursor = self._connection.execute(read.sql, read.parameters(params))
        try:
            raw = cursor.fetchone()
        finally:
            cursor.close()  # a statement left open keeps its read transaction (and snapshot)
        return None if raw is None else read.row(raw)


class PsycopgReads:
    """`Reads` on one psycopg async connection in autocommit: each round trip is awaited on
    the event loop, so other requests go on meanwhile."""

    __slots__ = ("_compile", "_connection")

    def __init__(self, connection: AsyncConnection[Any], compile_read: Compile) -> None:
        self._connection = connection
        self._compile = compile_read

    async def first(
        self, statement: Select[Any], params: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        read = self._compile(statement)
        cursor = await self._connection.execute(read.sql, read.parameters(params))
        raw = await cursor.fetchone()
        return None if raw is None else read.row(raw)


class DriverPool:
    """Up to `size` psycopg async connections of one event loop, opened on demand, in
    autocommit. A caller waits for a free one (first come, first served); a connection that
    failed in use, or that the server closed meanwhile, is closed, not handed out again."""

    def __init__(
        self,
        connect: Callable[[], Awaitable[AsyncConnection[Any]]],
        size: int,
        usable: Callable[[AsyncConnection[Any]], bool],
    ) -> None:
        self._connect = connect
        self._usable = usable
        self._idle: list[AsyncConnection[Any]] = []
        self._slots = asyncio.Semaphore(size)
        self._closed = False

    async def acquire(self) -> AsyncConnection[Any]:
        await self._slots.acquire()
        try:
            while self._idle:
                connection = self._idle.pop()
                if self._usable(connection):
                    return connection
                await connection.close()
            return await self._connect()
        except BaseException:
            self._slots.release()
            raise

    async def release(self, connection: AsyncConnection[Any]) -> None:
        if self._closed:
            await connection.close()
        else:
            self._idle.append(connection)
        self._slots.release()

    async def discard(self, connection: AsyncConnection[Any]) -> None:
        """Close a connection a read failed on (its state is unknown: a query may be in
        flight) and free its place."""
        try:
            await connection.close()
        finally:
            self._slots.release()

    async def close(self) -> None:
        """Close the idle connections; those in use are closed as they come back."""
        self._closed = True
        idle, self._idle = self._idle, []
        for connection in idle:
            await connection.close()
