"""Engine and session factories. Nothing is created at import time."""

from __future__ import annotations

import asyncio
import os
import select
import threading
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from sqlalchemy import Engine, Select, create_engine, event, exc, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from minesweeper.db.driver_reads import (
    CompiledRead,
    DriverPool,
    PsycopgReads,
    Reads,
    SqliteReads,
)

if TYPE_CHECKING:
    from psycopg import AsyncConnection

SQLITE_BUSY_TIMEOUT_MS = 30_000  # writers wait this long for the single SQLite write lock


SqliteSynchronous = Literal["NORMAL", "FULL"]
_T = TypeVar("_T")

# Connections of the event loop's reads (`Database.read`, PostgreSQL): each is held for a
# round trip or two, so a few serve hundreds of polls a second. No overflow: a connection
# opened past the pool would be closed again on return, and opening one costs more than a wait.
ASYNC_READ_POOL_SIZE = 10
# Statements `Database.read` keeps compiled: the few asked on every poll. Past this, a
# statement is compiled per call rather than kept (one built per call would grow the cache).
COMPILED_READS_KEPT = 64


def _sqlite_pragmas(synchronous: SqliteSynchronous) -> Any:
    def _on_connect(dbapi_connection: Any, _record: object) -> None:
        # WAL lets readers run beside the one writer; foreign keys are off by default.
        # synchronous=NORMAL in WAL mode stays consistent but a power cut can lose the last
        # commits; FULL syncs the WAL on every commit.
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.close()

    return _on_connect


def _sqlite_begin_deferred(dbapi_connection: Any, _record: object) -> None:
    # Let SQLAlchemy emit BEGIN itself, so `BEGIN IMMEDIATE` can be chosen where a claim needs it.
    dbapi_connection.isolation_level = None


def _create_private_file(path: Path) -> None:
    """The database file 0600 in folders 0700: it holds every applicant's documents.

    SQLite creates its -wal and -shm files with the database file's permissions.
    """
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


def create_engine_for_url(
    url: str, *, sqlite_synchronous: SqliteSynchronous = "NORMAL", **kwargs: Any
) -> Engine:
    """Create an engine with the per-dialect settings this application relies on."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            _create_private_file(Path(parsed.database))
        engine = create_engine(
            url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, **kwargs
        )
        event.listen(engine, "connect", _sqlite_pragmas(sqlite_synchronous))
        event.listen(engine, "connect", _sqlite_begin_deferred)

        @event.listens_for(engine, "begin")
        def _begin(conn: Any) -> None:
            mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
            conn.exec_driver_sql(f"BEGIN {mode}")

        return engine
    engine = create_engine(url, **kwargs)
    event.listen(engine, "checkout", _discard_if_closed_by_server)
    return engine


def _discard_if_closed_by_server(dbapi_connection: Any, _record: object, _proxy: object) -> None:
    """Hand out no pooled connection the server has closed, at the cost of one `poll()`.

    A pre-ping would cost a round trip on every checkout (a quarter of an enqueue). Instead:
    an idle connection's socket has nothing to read unless the server sent its goodbye (a
    restart or a terminated backend writes a FATAL message and closes). Raising
    `DisconnectionError` makes the pool drop this one and hand out a fresh connection.
    """
    driver_connection = getattr(dbapi_connection, "driver_connection", dbapi_connection)
    fileno = getattr(driver_connection, "fileno", None)
    if fileno is None:
        return
    try:
        readable = _readable(fileno())
    except Exception as error:  # the driver closed it already (a failed query, say)
        raise exc.DisconnectionError("the connection is closed") from error
    if readable:
        raise exc.DisconnectionError("the server closed the connection")


def _readable(fileno: int) -> bool:
    poller = select.poll()
    poller.register(fileno, select.POLLIN | select.POLLERR | select.POLLHUP)
    return bool(poller.poll(0))


def _idle_and_open(connection: AsyncConnection[Any]) -> bool:
    """An idle psycopg connection still worth handing out (`_discard_if_closed_by_server`'s
    check, for the pool of `Database.read`)."""
    if connection.closed:
        return False
    try:
        return not _readable(connection.fileno())
    except Exception:
        return False


class Database:
    """An engine plus a session factory; one per process, built from settings."""

    def __init__(
        self, url: str, *, sqlite_synchronous: SqliteSynchronous = "NORMAL", **engine_kwargs: Any
    ) -> None:
        self.url = url
        self.engine = create_engine_for_url(
            url, sqlite_synchronous=sqlite_synchronous, **engine_kwargs
        )
        bind = self.engine
        if self.engine.dialect.name == "sqlite":
            # A deferred SQLite transaction that reads, then writes, fails at once with
            # "database is locked" when another connection wrote meanwhile (the busy timeout
            # cannot help a stale read snapshot). Sessions are short, so each takes the write
            # lock up front; WAL readers outside sessions are never blocked.
            bind = self.engine.execution_options(sqlite_begin="IMMEDIATE")
        self.sessions = sessionmaker(bind, expire_on_commit=False)
        # Reads alone need no transaction on PostgreSQL: autocommit spares the BEGIN and
        # ROLLBACK round trips (each statement sees the data committed before it).
        self._read_bind = (
            self.engine
            if self.engine.dialect.name == "sqlite"
            else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        )
        self._compiled_reads: dict[int, CompiledRead] = {}
        self._read_pool: DriverPool | None = None  # PostgreSQL: built at the first `read`
        self._read_pool_loop: asyncio.AbstractEventLoop | None = None

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session inside one transaction: committed on success, rolled back on error."""
        with self.sessions.begin() as session:
            yield session

    @contextmanager
    def read_session(self) -> Iterator[Session]:
        """A session that only reads, rolled back at the end. On SQLite its transaction is
        deferred: it takes no write lock, so a busy writer (a worker) never holds it up; on
        PostgreSQL it runs in autocommit."""
        with Session(self._read_bind, expire_on_commit=False) as session:
            yield session

    async def read(self, fn: Callable[[Reads], Awaitable[_T]]) -> _T:
        """`await fn(reads)` for a read that must not hold up the event loop, its statements
        run on the driver's own connection (`driver_reads`: a poll's read cost three times
        the database's work through SQLAlchemy's execution path). On PostgreSQL psycopg's
        async mode runs it on the loop (each round trip is awaited, so other requests go on
        meanwhile, with no hop to a thread); on SQLite it runs in place (CPU in this process,
        cheaper than a thread hop), each statement its own read transaction (WAL: no lock
        taken, none waited for). Nothing may be written: both run in autocommit."""
        if self.is_sqlite:
            pooled = self.engine.raw_connection()
            try:
                return await fn(SqliteReads(pooled.driver_connection, self._compiled_read))
            finally:
                pooled.close()
        pool = await self._read_pool_of_this_loop()
        connection = await pool.acquire()
        try:
            answer = await fn(PsycopgReads(connection, self._compiled_read))
        except BaseException:
            await pool.discard(connection)
            raise
        await pool.release(connection)
        return answer

    def _compiled_read(self, statement: Select[Any]) -> CompiledRead:
        kept = self._compiled_reads.get(id(statement))
        if kept is not None and kept.statement is statement:
            return kept
        compiled = CompiledRead(statement, self.engine.dialect)
        if len(self._compiled_reads) < COMPILED_READS_KEPT:
            self._compiled_reads[id(statement)] = compiled
        return compiled

    async def _read_pool_of_this_loop(self) -> DriverPool:
        """The read pool, one per event loop: its waits belong to the loop, so a second loop
        in this process (`asyncio.run` again, a test client) gets a fresh one and the
        previous one's idle connections are closed. `serve` has one loop."""
        loop = asyncio.get_running_loop()
        previous = self._read_pool
        if previous is not None and self._read_pool_loop is loop:
            return previous
        from psycopg import AsyncConnection  # PostgreSQL only: SQLite needs no driver here

        args, kwargs = self.engine.dialect.create_connect_args(self.engine.url)

        async def connect() -> AsyncConnection[Any]:
            return await AsyncConnection.connect(*args, **kwargs, autocommit=True)

        pool = DriverPool(connect, ASYNC_READ_POOL_SIZE, _idle_and_open)
        self._read_pool, self._read_pool_loop = pool, loop  # before any await: no second one
        if previous is not None:
            await previous.close()
        return pool

    def ping(self) -> bool:
        try:
            with self.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        except Exception:
            return False
        return True

    def dispose(self) -> None:
        self.engine.dispose()
        if self._read_pool is not None:
            _run_to_end(self._read_pool.close())
            self._read_pool = self._read_pool_loop = None


def _run_to_end(coroutine: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine from synchronous code, also where this thread runs an event loop (the
    read pool's connections close in the driver's async API)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(coroutine)
        return
    runner = threading.Thread(target=asyncio.run, args=(coroutine,))
    runner.start()
    runner.join()
