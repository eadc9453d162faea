"""`ctx.hold(conn)`: a handler's own writes commit only while its attempt still holds the job.

A worker whose lease ran out (a cut network, a long pause) may come back after the job was
taken back and run again elsewhere; the engine's own writes about the job are fenced, and
`hold` fences the handler's writes in the same way, inside the handler's transaction.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine

from minesweeper.jobs import Cancelled, JobContext, enqueue
from minesweeper.jobs.model import StopReason
from minesweeper.jobs.store import Completion, JobStore
from tests.integration.jobs.helpers import load, scalar


def _context(store: JobStore, worker_id: str, lease_seconds: float) -> JobContext:
    [job] = store.claim(worker_id, 1, lease_seconds)
    return JobContext(job, store, worker_id, lease_seconds=60.0)


def _results(engine: Engine) -> int:
    """The handler's stand-in for business rows: jobs of its own type that it enqueued."""
    return int(scalar(engine, "SELECT count(*) FROM jobs WHERE type = 'result'"))


def test_the_holder_writes_and_its_lease_is_extended(engine: Engine) -> None:
    enqueue(engine, "work", {})
    store = JobStore(engine)
    ctx = _context(store, "worker-a", lease_seconds=5.0)
    before = load(engine, ctx.job.id).lease_expires_at
    with engine.begin() as conn:
        ctx.hold(conn)
        enqueue(conn, "result", {})
    assert _results(engine) == 1
    after = load(engine, ctx.job.id)
    assert after.status == "running" and after.worker_id == "worker-a"
    assert before is not None and after.lease_expires_at is not None
    assert after.lease_expires_at > before
    assert not ctx.stop_requested


def test_a_worker_whose_job_was_taken_back_writes_nothing(engine: Engine) -> None:
    enqueue(engine, "work", {})
    store = JobStore(engine)
    lost = _context(store, "worker-a", lease_seconds=-1)  # its lease has run out
    assert [job_id for job_id, _, _ in store.reap()] == [lost.job.id]
    rescued = _context(store, "worker-b", lease_seconds=60.0)
    assert rescued.job.id == lost.job.id
    row_before = load(engine, lost.job.id)

    def late_write() -> None:
        with engine.begin() as conn:
            enqueue(conn, "result", {})  # written first: the failed hold rolls it back
            lost.hold(conn)

    with pytest.raises(Cancelled):
        late_write()
    assert _results(engine) == 0
    assert load(engine, lost.job.id) == row_before  # worker B's attempt, untouched
    assert lost.stop_reason == StopReason.LOST
    with engine.begin() as conn:
        rescued.hold(conn)
        enqueue(conn, "result", {})
    assert _results(engine) == 1


def test_a_finished_job_is_held_by_nobody(engine: Engine) -> None:
    enqueue(engine, "work", {})
    store = JobStore(engine)
    ctx = _context(store, "worker-a", lease_seconds=60.0)
    store.complete_many([Completion(ctx.fence, None)])
    with pytest.raises(Cancelled), engine.begin() as conn:
        ctx.hold(conn)
    assert load(engine, ctx.job.id).status == "done"
