"""Batched completions: a worker cycle writes the results of several jobs with its next claim."""

from __future__ import annotations

import psycopg
import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from minesweeper.jobs import enqueue_many
from minesweeper.jobs.model import Job
from minesweeper.jobs.store import Completion, Fence, JobStore
from tests.integration.jobs.helpers import engine_for, load, scalar


def _done(jobs: list[Job], worker_id: str) -> list[Completion]:
    return [Completion(Fence(j.id, worker_id, j.attempts), {"n": j.payload["n"]}) for j in jobs]


def test_a_batch_writes_each_jobs_own_result_and_claims_more(engine: Engine) -> None:
    enqueue_many(engine, "noop", [{"n": n} for n in range(6)])
    claimer = JobStore(engine).claimer()
    first = claimer.claim("w1", 3, 60.0, ["noop"])
    second = claimer.claim("w1", 3, 60.0, ["noop"], completions=_done(first, "w1"))
    claimer.close()
    assert {j.id for j in first}.isdisjoint(j.id for j in second) and len(second) == 3
    for job in first:
        stored = load(engine, job.id)
        assert (stored.status, stored.result, stored.progress) == ("done", job.payload, 100)
        assert stored.lease_expires_at is None and stored.finished_at is not None
    assert all(load(engine, j.id).status == "running" for j in second)


def test_each_completion_writes_its_own_values_and_keeps_the_progress_it_leaves_out(
    engine: Engine,
) -> None:
    ids = enqueue_many(engine, "noop", [{"n": n} for n in range(3)])
    store = JobStore(engine)
    claimer = store.claimer()
    jobs = claimer.claim("w1", 3, 60.0, ["noop"])
    [a, b, c] = sorted(jobs, key=lambda j: ids.index(j.id))
    for job, processed in ((a, 2), (b, 4)):
        fence = Fence(job.id, "w1", job.attempts)
        store.progress(
            fence, stage="reading", processed=processed, total=9, percent=0, lease_seconds=60
        )
    odd = {"text": 'quote " backslash \\ é 한', "nested": [1, {"x": None}]}
    finished = [
        Completion(Fence(a.id, "w1", a.attempts), None),  # keeps what progress wrote
        Completion(Fence(b.id, "w1", b.attempts), odd, "written", 9, 9),
        Completion(Fence(c.id, "w1", c.attempts), {"n": 2}, None, 0, None),
    ]
    claimer.claim("w1", 0, 60.0, ["noop"], completions=finished)
    claimer.close()
    stored = [load(engine, job.id) for job in (a, b, c)]
    assert [(j.status, j.progress) for j in stored] == [("done", 100)] * 3
    assert [(j.result, j.stage, j.processed, j.total) for j in stored] == [
        (None, "reading", 2, 9),
        (odd, "written", 9, 9),
        ({"n": 2}, None, 0, None),
    ]


def test_a_claimed_job_is_the_row_the_claim_left(engine: Engine) -> None:
    [job_id] = enqueue_many(engine, "noop", [{"n": 1, "text": "é"}], priority=3)
    claimer = JobStore(engine).claimer()
    [claimed] = claimer.claim("w1", 1, 60.0, ["noop"])
    claimer.close()
    assert claimed == load(engine, job_id)
    assert (claimed.status, claimed.worker_id, claimed.attempts) == ("running", "w1", 1)


def test_a_stale_completion_in_a_batch_leaves_the_rescued_job_alone(engine: Engine) -> None:
    [lost_id, kept_id] = enqueue_many(engine, "noop", [{"n": 0}, {"n": 1}])
    store = JobStore(engine)
    [lost] = store.claim("worker-a", 1, lease_seconds=-1)  # its lease has run out
    store.reap()  # back in the queue, now behind the other job
    claimer = store.claimer()
    [kept] = claimer.claim("worker-a", 1, 60.0, ["noop"])
    [rescued] = store.claim("worker-b", 1, 60.0)
    assert (lost.id, rescued.id, kept.id) == (lost_id, lost_id, kept_id)
    # Worker A reports both; the one worker B now runs is fenced out, the other is written.
    claimer.claim("worker-a", 0, 60.0, ["noop"], completions=_done([lost, kept], "worker-a"))
    claimer.close()
    assert load(engine, kept_id).status == "done"
    now = load(engine, lost_id)
    assert (now.status, now.worker_id, now.attempts, now.result) == ("running", "worker-b", 2, None)


@pytest.mark.postgres
def test_a_failed_cycle_writes_none_of_its_completions_and_the_next_writes_them(
    pg_url: str,
) -> None:
    with engine_for(pg_url) as engine:
        enqueue_many(engine, "noop", [{"n": n} for n in range(6)])
        claimer = JobStore(engine).claimer()
        held = claimer.claim("w1", 3, 60.0, ["noop"])
        backend = claimer._connection().execute(text("SELECT pg_backend_pid()")).scalar_one()
        dsn = pg_url.replace("postgresql+psycopg://", "postgresql://", 1)
        with psycopg.connect(dsn, autocommit=True) as other:
            other.execute("SELECT pg_terminate_backend(%s, 10000)", (backend,))
        with pytest.raises(OperationalError):
            claimer.claim("w1", 3, 60.0, ["noop"], completions=_done(held, "w1"))
        # Nothing of the failed cycle reached the database: not one completion, no claim.
        counts = "SELECT count(*) FROM jobs WHERE status = :s"
        assert scalar(engine, counts, s="running") == 3
        assert scalar(engine, counts, s="queued") == 3
        # The worker keeps the results and sends them with its next cycle.
        more = claimer.claim("w1", 3, 60.0, ["noop"], completions=_done(held, "w1"))
        claimer.close()
        assert len(more) == 3
        assert all(load(engine, j.id).status == "done" for j in held)
