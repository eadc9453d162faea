"""Transactional enqueue and single-flight, on SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import Engine

from minesweeper.jobs import (
    JobConflict,
    builtin_handlers,
    cancel,
    enqueue,
    list_jobs,
    retry,
    run_worker_tick,
)
from tests.integration.jobs.helpers import load


class _RollbackError(Exception):
    pass


def test_rolled_back_enqueue_leaves_no_job_and_committed_one_stays(engine: Engine) -> None:
    def enqueue_then_fail() -> None:
        with engine.begin() as conn:
            enqueue(conn, "noop", {"n": 1})
            raise _RollbackError

    with pytest.raises(_RollbackError):
        enqueue_then_fail()
    with engine.connect() as conn:
        assert list_jobs(conn) == []
    with engine.begin() as conn:
        job = enqueue(conn, "noop", {"n": 2})
    assert load(engine, job.id).status == "queued"
    assert load(engine, job.id).payload == {"n": 2}


def test_reject_policy_raises_with_the_active_job(engine: Engine) -> None:
    with engine.begin() as conn:
        first = enqueue(conn, "sleep", key="round-1", policy="reject")
    with pytest.raises(JobConflict) as caught, engine.begin() as conn:
        enqueue(conn, "sleep", key="round-1", policy="reject")
    assert caught.value.existing.id == first.id
    with engine.begin() as conn:  # another key is independent
        assert enqueue(conn, "sleep", key="round-2", policy="reject").id != first.id


def test_reject_allows_a_new_job_once_the_active_one_ended(engine: Engine) -> None:
    with engine.begin() as conn:
        first = enqueue(conn, "noop", key="k", policy="reject")
    assert run_worker_tick(engine, builtin_handlers()) == first.id
    with engine.begin() as conn:
        second = enqueue(conn, "noop", key="k", policy="reject")
    assert second.id != first.id


def test_coalesce_returns_queued_job_and_queues_one_follow_up(engine: Engine) -> None:
    with engine.begin() as conn:
        first = enqueue(conn, "noop", key="k", policy="coalesce")
        again = enqueue(conn, "noop", key="k", policy="coalesce")
    assert again.id == first.id
    from minesweeper.jobs.store import JobStore

    claimed = JobStore(engine).claim("w1", 10, 60)
    assert [j.id for j in claimed] == [first.id]
    with engine.begin() as conn:
        follow_up = enqueue(conn, "noop", key="k", policy="coalesce")
        third = enqueue(conn, "noop", key="k", policy="coalesce")
    assert follow_up.id != first.id
    assert third.id == follow_up.id
    # The follow-up waits while its predecessor runs: single-flight per key.
    assert JobStore(engine).claim("w2", 10, 60) == []


def test_fifty_concurrent_threads_start_exactly_one_job(engine: Engine) -> None:
    barrier = threading.Barrier(50)

    def start(_: int) -> str:
        barrier.wait()
        try:
            with engine.begin() as conn:
                return "created:" + enqueue(conn, "sleep", key="same", policy="reject").id
        except JobConflict as exc:
            return "conflict:" + exc.existing.id

    engine.pool.dispose()
    with ThreadPoolExecutor(50) as pool:
        outcomes = list(pool.map(start, range(50)))
    created = [o.split(":", 1)[1] for o in outcomes if o.startswith("created:")]
    conflicts = [o.split(":", 1)[1] for o in outcomes if o.startswith("conflict:")]
    assert len(created) == 1
    assert conflicts == created * 49
    with engine.connect() as conn:
        assert len(list_jobs(conn, type="sleep")) == 1


def test_cancel_queued_is_immediate_and_retry_requeues(engine: Engine) -> None:
    with engine.begin() as conn:
        job = enqueue(conn, "noop", key="k", policy="reject")
        cancelled = cancel(conn, job.id)
    assert cancelled.status == "cancelled"
    assert cancelled.finished_at is not None
    with engine.begin() as conn:
        again = retry(conn, job.id)
    assert again.status == "queued"
    assert again.attempts == 0


def test_retry_is_refused_while_another_job_holds_the_key(engine: Engine) -> None:
    with engine.begin() as conn:
        old = enqueue(conn, "noop", key="k", policy="reject")
        cancel(conn, old.id)
        active = enqueue(conn, "noop", key="k", policy="reject")
    with pytest.raises(JobConflict) as caught, engine.begin() as conn:
        retry(conn, old.id)
    assert caught.value.existing.id == active.id


@pytest.mark.parametrize("policy", ["coalesce", "reject"])
def test_keyed_enqueues_keep_working_once_the_statement_is_prepared(
    engine: Engine, policy: str
) -> None:
    # psycopg prepares a statement after a few uses and PostgreSQL then moves to a generic
    # plan; the ON CONFLICT arbiter must still be inferred there.
    with engine.connect() as conn:
        for n in range(30):
            with conn.begin():
                job = enqueue(conn, "noop", key=f"k{n}", policy=policy)  # type: ignore[arg-type]
            assert load(engine, job.id).status == "queued"
