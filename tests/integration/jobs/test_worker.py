"""Worker semantics driven tick by tick: retries, errors, progress, cancel, leases, fencing."""

from __future__ import annotations

import logging
import threading
import time
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import Engine

from minesweeper.jobs import (
    JobContext,
    Worker,
    builtin_handlers,
    cancel,
    enqueue,
    run_worker_tick,
)
from minesweeper.jobs.context import PROGRESS_MIN_INTERVAL_S
from minesweeper.jobs.model import utcnow
from minesweeper.jobs.store import Completion, JobStore
from tests.integration.jobs.helpers import load, make_due


def _enqueue(engine: Engine, job_type: str, payload: dict[str, Any], **kw: Any) -> str:
    with engine.begin() as conn:
        return enqueue(conn, job_type, payload, **kw).id


def _wait_for(engine: Engine, job_id: str, statuses: set[str], timeout_s: float = 15.0) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        job = load(engine, job_id)
        if job.status in statuses:
            return job
        time.sleep(0.05)
    raise AssertionError(f"job {job_id} still {load(engine, job_id).status}")


def test_retry_schedule_backs_off_then_ends_in_error(engine: Engine) -> None:
    job_id = _enqueue(engine, "fail", {"times": 10}, max_attempts=3)
    for attempt, delay_s in ((1, 5), (2, 10)):
        before = utcnow()
        assert run_worker_tick(engine, builtin_handlers()) == job_id
        job = load(engine, job_id)
        assert (job.status, job.attempts) == ("queued", attempt)
        assert (job.error or {}).get("code") == "PLANNED_FAILURE"
        expected = before + timedelta(seconds=delay_s)
        assert abs((job.run_at - expected).total_seconds()) < 2
        assert run_worker_tick(engine, builtin_handlers()) is None  # not due yet
        make_due(engine, job_id)
    assert run_worker_tick(engine, builtin_handlers()) == job_id
    job = load(engine, job_id)
    assert (job.status, job.attempts) == ("error", 3)
    assert job.finished_at is not None
    assert set(job.error or {}) == {"message", "code", "details"}


def test_success_after_failures_clears_the_error(engine: Engine) -> None:
    job_id = _enqueue(engine, "fail", {"times": 1})
    run_worker_tick(engine, builtin_handlers())
    make_due(engine, job_id)
    run_worker_tick(engine, builtin_handlers())
    job = load(engine, job_id)
    assert (job.status, job.attempts, job.error) == ("done", 2, None)
    assert job.result == {"failed_times": 1}


def test_non_retryable_error_ends_the_job_at_once(engine: Engine) -> None:
    job_id = _enqueue(engine, "sleep", {"seconds": "soon"})
    run_worker_tick(engine, builtin_handlers())
    job = load(engine, job_id)
    assert (job.status, job.attempts) == ("error", 1)
    assert (job.error or {}).get("code") == "BAD_PAYLOAD"


def test_unexpected_exception_is_retried(engine: Engine, caplog: pytest.LogCaptureFixture) -> None:
    statement = "INSERT INTO t VALUES ('text of the applicant's paper')"

    def broken(_ctx: JobContext, _payload: dict[str, Any]) -> None:
        raise ValueError(statement)  # as a driver's error quotes its statement

    job_id = _enqueue(engine, "broken", {})
    run_worker_tick(engine, {"broken": broken})
    job = load(engine, job_id)
    assert job.status == "queued"
    assert job.error == {
        "message": "The job failed unexpectedly (ValueError); it is tried again.",
        "code": "UNEXPECTED_ERROR",
        "details": {"exception": "ValueError"},
    }
    # The exception's text (a driver's message holds SQL and document text) is never logged.
    assert job_id in caplog.text and "ValueError" in caplog.text
    assert "applicant's paper" not in caplog.text


def test_progress_write_failure_does_not_fail_the_job(
    engine: Engine, caplog: pytest.LogCaptureFixture
) -> None:
    def reports(ctx: JobContext, _payload: dict[str, Any]) -> dict[str, Any]:
        # A counter no INTEGER column can hold: the database (or driver) refuses the write.
        ctx.progress(stage="counting", processed=2**70, total=2**71)
        time.sleep(PROGRESS_MIN_INTERVAL_S + 0.05)
        ctx.progress(processed=3, total=4)
        return {"ok": True}

    job_id = _enqueue(engine, "reports", {})
    with caplog.at_level(logging.WARNING, logger="minesweeper.jobs"):
        run_worker_tick(engine, {"reports": reports})
    job = load(engine, job_id)
    assert (job.status, job.result) == ("done", {"ok": True})
    assert (job.stage, job.processed, job.total) == ("counting", 3, 4)
    assert any("progress write" in r.getMessage() for r in caplog.records)


def test_progress_is_stored_with_percent(engine: Engine) -> None:
    seen: list[int] = []

    def halfway(ctx: JobContext, _payload: dict[str, Any]) -> None:
        ctx.progress(stage="half", processed=5, total=10)
        seen.append(load(engine, ctx.job.id).percent)

    _enqueue(engine, "halfway", {})
    run_worker_tick(engine, {"halfway": halfway})
    assert seen == [50]


def test_cancel_of_a_running_job_stops_it_at_the_next_progress(engine: Engine) -> None:
    job_id = _enqueue(engine, "sleep", {"seconds": 30})
    worker = Worker(engine, builtin_handlers(), poll_interval_ms=100, log_jobs=False)
    worker.start_in_thread()
    try:
        _wait_for(engine, job_id, {"running"})
        with engine.begin() as conn:
            assert cancel(conn, job_id).cancel_requested
        job = _wait_for(engine, job_id, {"cancelled", "done", "error"}, timeout_s=10)
    finally:
        worker.stop(timeout=10)
    assert job.status == "cancelled"
    assert job.finished_at is not None


def test_reaper_requeues_an_expired_lease_then_errors_when_attempts_are_spent(
    engine: Engine,
) -> None:
    job_id = _enqueue(engine, "noop", {}, max_attempts=2)
    store = JobStore(engine)
    for attempt, expected in ((1, "queued"), (2, "error")):
        [claimed] = store.claim("dead-worker", 1, lease_seconds=-1)
        assert claimed.attempts == attempt
        reaped = store.reap()
        assert reaped == [(job_id, expected, "noop")]
        job = load(engine, job_id)
        assert job.status == expected
        assert (job.error or {}).get("code") == "WORKER_LOST"


def test_a_presumed_dead_worker_cannot_overwrite_the_rescued_job(engine: Engine) -> None:
    job_id = _enqueue(engine, "noop", {})
    store = JobStore(engine)
    [stale] = store.claim("worker-a", 1, lease_seconds=-1)
    store.reap()
    assert run_worker_tick(engine, builtin_handlers(), worker_id="worker-b") == job_id
    rescued = load(engine, job_id)
    assert (rescued.status, rescued.attempts, rescued.worker_id) == ("done", 2, "worker-b")
    # Worker A wakes up and reports: every write is fenced out.
    ctx = JobContext(stale, store, "worker-a", 60)
    store.complete_many([Completion(ctx.fence, {"from": "a"})])
    assert store.fail(ctx.fence, {"message": "late"}, final=True, retry_at=utcnow()) is None
    assert (
        store.progress(ctx.fence, stage="x", processed=1, total=1, percent=100, lease_seconds=60)
        is None
    )
    assert store.heartbeat("worker-a", [job_id], 60) == {}
    assert load(engine, job_id) == rescued


def test_priority_then_age_decides_the_claim_order(engine: Engine) -> None:
    low = _enqueue(engine, "noop", {})
    high = _enqueue(engine, "noop", {}, priority=5)
    later = _enqueue(engine, "noop", {})
    order = [run_worker_tick(engine, builtin_handlers()) for _ in range(3)]
    assert order == [high, low, later]


def test_future_run_at_waits(engine: Engine) -> None:
    _enqueue(engine, "noop", {}, run_at=utcnow() + timedelta(hours=1))
    assert run_worker_tick(engine, builtin_handlers()) is None


def test_stop_with_release_hands_the_running_job_back(engine: Engine) -> None:
    job_id = _enqueue(engine, "sleep", {"seconds": 30})
    worker = Worker(engine, builtin_handlers(), poll_interval_ms=100, log_jobs=False)
    worker.start_in_thread()
    _wait_for(engine, job_id, {"running"})
    worker.stop(release=True, timeout=10)
    job = load(engine, job_id)
    assert (job.status, job.attempts, job.worker_id) == ("queued", 0, None)
    assert run_worker_tick(engine, {"sleep": lambda _c, _p: {"ran": True}}) == job_id
    assert load(engine, job_id).attempts == 1


def test_a_coalesced_follow_up_runs_once_its_predecessor_finishes_without_a_poll(
    engine: Engine,
) -> None:
    # The predecessor's completion travels with a claim that cannot see it yet; the loop must
    # claim again at once rather than sleep until its next poll (a minute here).
    release = threading.Event()

    def gated(_ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        if payload["n"] == 1:
            release.wait(30)
        return {"n": payload["n"]}

    first = _enqueue(engine, "gated", {"n": 1}, key="k", policy="coalesce")
    worker = Worker(engine, {"gated": gated}, poll_interval_ms=60_000, log_jobs=False)
    worker.start_in_thread()
    try:
        _wait_for(engine, first, {"running"})
        follow_up = _enqueue(engine, "gated", {"n": 2}, key="k", policy="coalesce")
        assert follow_up != first
        release.set()
        assert _wait_for(engine, follow_up, {"done"}).result == {"n": 2}
    finally:
        release.set()
        worker.stop(timeout=10)
    assert load(engine, first).result == {"n": 1}


def test_a_claim_that_leaves_slots_free_is_not_repeated_until_something_wakes_the_loop(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Fewer jobs than free slots means the queue had no more: claiming again at once would
    # only cost a round trip (and hold the interpreter while the claimed job should start).
    # A new job wakes the loop (enqueue in this process, NOTIFY, SQLite's data version).
    monkeypatch.setattr("minesweeper.jobs.worker.start_wake_source", lambda *_: None)
    release = threading.Event()
    started = threading.Event()
    claims: list[int] = []

    def gated(_ctx: JobContext, _payload: dict[str, Any]) -> None:
        started.set()
        release.wait(30)

    job_id = _enqueue(engine, "gated", {})
    worker = Worker(
        engine, {"gated": gated}, concurrency=4, poll_interval_ms=60_000, log_jobs=False
    )
    claim = worker._claimer.claim

    def counted(*args: Any, **kwargs: Any) -> Any:
        jobs = claim(*args, **kwargs)
        claims.append(len(jobs))
        return jobs

    monkeypatch.setattr(worker._claimer, "claim", counted)
    worker.start_in_thread()
    try:
        assert started.wait(15)
        time.sleep(0.3)  # time enough for an eager loop to claim again
        assert claims == [1]
        release.set()
        _wait_for(engine, job_id, {"done"})
    finally:
        release.set()
        worker.stop(timeout=10)
    assert claims[:2] == [1, 0]  # the finished job went out with the next claim


def test_a_result_that_is_not_json_fails_its_job_alone_and_for_good(engine: Engine) -> None:
    handlers = {**builtin_handlers(), "odd": lambda ctx, payload: {"when": object()}}
    bad = _enqueue(engine, "odd", {}, max_attempts=3)
    good = _enqueue(engine, "noop", {})
    assert run_worker_tick(engine, handlers) == bad
    job = load(engine, bad)
    assert (job.status, (job.error or {}).get("code")) == ("error", "RESULT_NOT_JSON")
    assert run_worker_tick(engine, handlers) == good
    assert load(engine, good).status == "done"
