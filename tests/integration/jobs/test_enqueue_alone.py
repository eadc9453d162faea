"""An enqueue on its own (`enqueue(engine, ...)`) and one in the caller's transaction, as
another connection sees them; on PostgreSQL the keyless one runs on the pool's psycopg
connection directly (`jobs/direct.py`), so its errors, its connection's mode and a lost
connection are checked here too."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import psycopg
import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.exc import DataError, OperationalError

from minesweeper.jobs import enqueue, get_job
from minesweeper.jobs.queries import NOTIFY_CHANNEL
from tests.integration.jobs.helpers import dsn, engine_for, load, scalar


@pytest.fixture
def other(db_url: str) -> Iterator[Engine]:
    """A second engine on the same database: its own pool, so its own connections."""
    with engine_for(db_url) as built:
        yield built


@pytest.fixture
def pg_engine(pg_url: str) -> Iterator[Engine]:
    with engine_for(pg_url) as built:
        yield built


def test_an_enqueue_on_its_own_is_seen_by_another_connection_when_it_returns(
    engine: Engine, other: Engine
) -> None:
    for n in range(7):  # past psycopg's prepare threshold as well
        job = enqueue(engine, "noop", {"n": n}, priority=n)
        assert load(other, job.id) == job
    keyed = enqueue(engine, "sleep", {"s": 0}, key="k", policy="coalesce")
    assert load(other, keyed.id) == keyed
    assert scalar(other, "SELECT count(*) FROM jobs") == 8


def test_an_enqueue_in_a_transaction_is_seen_at_its_commit_and_never_after_a_rollback(
    engine: Engine, other: Engine
) -> None:
    class UndoError(Exception):
        pass

    with engine.begin() as conn:
        kept = enqueue(conn, "noop", {"n": 1})
        with other.connect() as reader:
            assert get_job(reader, kept.id) is None  # not before the caller commits
    assert load(other, kept.id) == kept
    undone: list[str] = []

    def enqueue_then_fail() -> None:
        with engine.begin() as conn:
            undone.append(enqueue(conn, "noop", {"n": 2}).id)
            undone.append(enqueue(conn, "sleep", key="k", policy="reject").id)
            raise UndoError

    with pytest.raises(UndoError):
        enqueue_then_fail()
    with other.connect() as reader:
        assert [get_job(reader, job_id) for job_id in undone] == [None, None]
    assert scalar(other, "SELECT count(*) FROM jobs") == 1


def test_an_enqueue_on_its_own_encodes_its_payload_with_the_engines_serializer(
    db_url: str,
) -> None:
    with engine_for(db_url) as plain, pytest.raises(Exception, match="not JSON serializable"):
        enqueue(plain, "noop", {"day": date(2026, 12, 5)})

    def dumps(value: object) -> str:
        return json.dumps(value, default=str)

    engine = create_engine(db_url, json_serializer=dumps)
    try:
        job = enqueue(engine, "noop", {"day": date(2026, 12, 5)})
        assert load(engine, job.id).payload == {"day": "2026-12-05"}
    finally:
        engine.dispose()


def _pool_is_transactional(engine: Engine) -> bool:
    """The connection the pool lends next is in its usual mode, not left in autocommit."""
    with engine.connect() as conn:
        return conn.connection.driver_connection.autocommit is False  # type: ignore[union-attr]


@pytest.mark.postgres
def test_a_failed_enqueue_on_its_own_raises_sqlalchemys_error_and_writes_nothing(
    pg_engine: Engine,
) -> None:
    enqueue(pg_engine, "noop", {})
    with pytest.raises(DataError, match="out of range"):
        enqueue(pg_engine, "noop", {}, priority=2**40)  # the column is a 4-byte integer
    assert _pool_is_transactional(pg_engine)
    with pytest.raises(TypeError, match="not JSON serializable"):
        enqueue(pg_engine, "noop", {"x": object()})
    assert _pool_is_transactional(pg_engine)
    assert scalar(pg_engine, "SELECT count(*) FROM jobs") == 1
    with pg_engine.begin() as conn:  # the next caller's transaction is a transaction still
        enqueue(conn, "noop", {})
        conn.rollback()
    assert scalar(pg_engine, "SELECT count(*) FROM jobs") == 1


@pytest.mark.postgres
def test_an_enqueue_on_its_own_leaves_an_autocommit_engine_in_autocommit(pg_url: str) -> None:
    engine = create_engine(pg_url, isolation_level="AUTOCOMMIT", pool_size=1, max_overflow=0)
    try:
        enqueue(engine, "noop", {})
        with engine.connect() as conn:
            assert conn.connection.driver_connection.autocommit is True  # type: ignore[union-attr]
    finally:
        engine.dispose()


@pytest.mark.postgres
def test_an_enqueue_on_its_own_honours_the_engines_execution_options(pg_engine: Engine) -> None:
    # A host that keeps the job table in a schema of its own, through SQLAlchemy's map.
    with pg_engine.begin() as conn:
        conn.execute(text("CREATE SCHEMA queue"))
        conn.execute(text("CREATE TABLE queue.jobs (LIKE public.jobs INCLUDING ALL)"))
    mapped = pg_engine.execution_options(schema_translate_map={None: "queue"})
    job = enqueue(mapped, "noop", {"n": 1})
    assert scalar(pg_engine, "SELECT count(*) FROM queue.jobs") == 1
    assert scalar(pg_engine, "SELECT count(*) FROM public.jobs") == 0
    with mapped.connect() as conn:
        assert get_job(conn, job.id) == job


@pytest.mark.postgres
def test_an_enqueue_on_its_own_over_a_lost_connection_raises_and_the_next_reconnects(
    pg_url: str,
) -> None:
    # A plain engine: no checkout check, so the lent connection is the dead one.
    engine = create_engine(pg_url, pool_size=1, max_overflow=0)
    try:
        enqueue(engine, "noop", {"n": 1})
        with engine.connect() as conn:
            victim = conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
        with psycopg.connect(dsn(pg_url), autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s, 10000)", (victim,))
        with pytest.raises(OperationalError) as caught:
            enqueue(engine, "noop", {"n": 2})
        assert caught.value.connection_invalidated
        job = enqueue(engine, "noop", {"n": 3})  # a fresh connection, not the dead one
        assert load(engine, job.id).payload == {"n": 3}
        assert scalar(engine, "SELECT count(*) FROM jobs") == 2
    finally:
        engine.dispose()


@pytest.mark.postgres
def test_an_enqueue_on_its_own_notifies_once_it_is_committed(
    pg_engine: Engine, pg_url: str
) -> None:
    with psycopg.connect(dsn(pg_url), autocommit=True) as listener:
        listener.execute(f"LISTEN {NOTIFY_CHANNEL}")
        jobs = [enqueue(pg_engine, "noop", {"n": n}) for n in range(7)]
        notes = list(listener.notifies(timeout=10, stop_after=7))
    assert [note.payload for note in notes] == ["noop"] * 7
    assert len({job.id for job in jobs}) == 7
