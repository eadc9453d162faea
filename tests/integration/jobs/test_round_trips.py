"""What an enqueue and a checkout cost on the wire (PostgreSQL), and enqueue on its own.

Round trips are counted from libpq's own protocol trace: every exchange the client waits
for ends with one `Sync` (extended protocol) or is one `Query` (simple protocol).
"""

from __future__ import annotations

import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from minesweeper.jobs import JobConflict, enqueue, enqueue_many
from minesweeper.jobs.queries import NOTIFY_CHANNEL
from minesweeper.jobs.store import Claimer, Completion, Fence, JobStore
from tests.integration.jobs.helpers import dsn, engine_for, load, scalar


@pytest.fixture
def pg_engine(pg_url: str) -> Iterator[Engine]:
    with engine_for(pg_url) as built:
        yield built


def _pooled_pgconn(engine: Engine) -> Any:
    """The libpq connection the pool will hand out next (a pool of one in use here)."""
    with engine.connect() as conn:
        return conn.connection.driver_connection.pgconn  # type: ignore[union-attr]


def _round_trips(engine: Engine, action: Callable[[], object]) -> list[str]:
    """The messages that ended an exchange while `action` ran on the pooled connection."""
    return _traced(_pooled_pgconn(engine), action)


@pytest.mark.postgres
def test_an_enqueue_on_its_own_is_one_round_trip(pg_engine: Engine) -> None:
    for _ in range(6):  # past psycopg's prepare threshold: the steady state
        enqueue(pg_engine, "noop", {})
    sent = _round_trips(pg_engine, lambda: enqueue(pg_engine, "noop", {"n": 1}))
    assert sent == ["Sync"]  # no pre-ping, no BEGIN, no COMMIT


@pytest.mark.postgres
def test_an_enqueue_on_its_own_is_prepared_at_its_first_call_on_a_connection(
    pg_engine: Engine,
) -> None:
    pgconn = _pooled_pgconn(pg_engine)  # a connection that has run no enqueue yet
    first = _frontend_messages(pgconn, lambda: enqueue(pg_engine, "noop", {}))
    assert first == ["Parse", "Sync", "Bind", "Describe", "Execute", "Sync"]
    then = _frontend_messages(pgconn, lambda: enqueue(pg_engine, "noop", {}))
    assert then == ["Bind", "Describe", "Execute", "Sync"]  # only the parameters travel


@pytest.mark.postgres
def test_a_checkout_sends_nothing(pg_engine: Engine) -> None:
    def checkout() -> None:
        with pg_engine.connect():
            pass

    assert _round_trips(pg_engine, checkout) == []


@pytest.mark.postgres
def test_an_enqueue_in_a_transaction_adds_only_its_own_statement(pg_engine: Engine) -> None:
    def in_transaction() -> None:
        with pg_engine.begin() as conn:
            enqueue(conn, "noop", {})

    for _ in range(6):
        in_transaction()
    sent = _round_trips(pg_engine, in_transaction)
    assert sent == ['Query "BEGIN"', "Sync", 'Query "COMMIT"']


@pytest.mark.postgres
def test_a_connection_the_server_closed_is_replaced_at_checkout(
    pg_engine: Engine, pg_url: str
) -> None:
    with pg_engine.connect() as conn:
        victim = conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
    # A session outside the pool ends the pooled connection's backend, as a restart would.
    with psycopg.connect(dsn(pg_url), autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s, 10000)", (victim,))  # waits for its exit
    # The terminated connection is still in the pool, but its socket shows the goodbye.
    for _ in range(3):
        job = enqueue(pg_engine, "noop", {"after": "restart"})
        assert load(pg_engine, job.id).payload == {"after": "restart"}
    with pg_engine.connect() as conn:
        assert conn.execute(text("SELECT pg_backend_pid()")).scalar_one() != victim


@pytest.mark.postgres
def test_an_enqueue_on_its_own_wakes_a_listener(pg_engine: Engine, pg_url: str) -> None:
    received = threading.Event()
    with psycopg.connect(dsn(pg_url), autocommit=True) as listener:
        listener.execute(f"LISTEN {NOTIFY_CHANNEL}")
        enqueue(pg_engine, "noop", {})
        for note in listener.notifies(timeout=10, stop_after=1):
            received.set()
            assert note.payload == "noop"
    assert received.is_set()


def test_an_enqueue_on_its_own_is_committed_and_returns_the_stored_job(engine: Engine) -> None:
    job = enqueue(engine, "noop", {"n": 1}, priority=3)
    assert load(engine, job.id) == job
    keyed = enqueue(engine, "sleep", key="k", policy="reject")
    with pytest.raises(JobConflict) as caught:
        enqueue(engine, "sleep", key="k", policy="reject")
    assert caught.value.existing == load(engine, keyed.id)
    ids = enqueue_many(engine, "noop", [{"n": n} for n in range(3)])
    assert [load(engine, i).payload for i in ids] == [{"n": 0}, {"n": 1}, {"n": 2}]
    assert scalar(engine, "SELECT count(*) FROM jobs") == 5


def test_a_keyless_enqueue_in_a_transaction_rolls_back_with_it(engine: Engine) -> None:
    class UndoError(Exception):
        pass

    def enqueue_then_fail() -> None:
        with engine.begin() as conn:
            enqueue(conn, "noop", {})
            raise UndoError

    with pytest.raises(UndoError):
        enqueue_then_fail()
    assert scalar(engine, "SELECT count(*) FROM jobs") == 0


def _claim_connection_pgconn(claimer: Claimer) -> Any:
    return claimer._connection().connection.driver_connection.pgconn  # type: ignore[union-attr]


def _frontend_lines(pgconn: Any, action: Callable[[], object]) -> list[list[str]]:
    """libpq's trace of the messages the client sent while `action` ran, as fields."""
    with tempfile.TemporaryFile("w+") as trace:
        pgconn.trace(trace.fileno())
        try:
            action()
        finally:
            pgconn.untrace()
        trace.seek(0)
        lines = [line.split("\t") for line in trace.read().splitlines()]
    # A statement's text may span lines: only lines with all the fields are messages.
    return [m for m in lines if len(m) > 3 and m[1] == "F"]


def _frontend_messages(pgconn: Any, action: Callable[[], object]) -> list[str]:
    return [m[3] for m in _frontend_lines(pgconn, action)]


def _traced(pgconn: Any, action: Callable[[], object]) -> list[str]:
    ends = [m for m in _frontend_lines(pgconn, action) if m[3] in ("Sync", "Query")]
    return [" ".join(part.strip() for part in m[3:5]) for m in ends]


@pytest.mark.postgres
def test_a_busy_worker_cycle_is_one_round_trip_and_so_is_an_idle_one(pg_engine: Engine) -> None:
    claimer = JobStore(pg_engine).claimer()
    enqueue_many(pg_engine, "noop", [{"n": n} for n in range(40)])
    pgconn = _claim_connection_pgconn(claimer)
    held = claimer.claim("w1", 10, 60.0, ["noop"])
    for _ in range(6):  # the steady state: statements prepared
        done = [Completion(Fence(j.id, "w1", j.attempts), None) for j in held]
        held = claimer.claim("w1", 5, 60.0, ["noop"], completions=done[:5])
    finished = [Completion(Fence(j.id, "w1", j.attempts), None) for j in held]
    busy = _traced(pgconn, lambda: claimer.claim("w1", 5, 60.0, ["noop"], completions=finished))
    assert busy == ["Sync"]
    assert _traced(pgconn, lambda: claimer.claim("w1", 5, 60.0, ["noop"])) == ["Sync"]
    assert (
        scalar(pg_engine, "SELECT count(*) FROM jobs WHERE status = 'done'") == 6 * 5 + 5
    )  # the loop's and the traced cycle's
    claimer.close()


@pytest.mark.postgres
def test_the_claim_connections_session_setting_never_reaches_the_pool(pg_engine: Engine) -> None:
    claimer = JobStore(pg_engine).claimer()
    enqueue(pg_engine, "noop", {})
    assert len(claimer.claim("w1", 10, 60.0)) == 1
    with pg_engine.connect() as conn:  # the pool lends another connection meanwhile
        assert conn.execute(text("SHOW synchronous_commit")).scalar_one() == "on"
    claimer.close()
    for _ in range(3):
        with pg_engine.connect() as conn:
            assert conn.execute(text("SHOW synchronous_commit")).scalar_one() == "on"


@pytest.mark.postgres
def test_a_claim_connection_the_server_closed_is_replaced(pg_engine: Engine, pg_url: str) -> None:
    claimer = JobStore(pg_engine).claimer()
    victim = claimer._connection().execute(text("SELECT pg_backend_pid()")).scalar_one()
    with psycopg.connect(dsn(pg_url), autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s, 10000)", (victim,))
    enqueue(pg_engine, "noop", {})
    with pytest.raises(OperationalError):
        claimer.claim("w1", 10, 60.0)
    assert len(claimer.claim("w1", 10, 60.0)) == 1  # the next cycle reconnects
    claimer.close()
