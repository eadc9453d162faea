"""Claiming ahead: a worker takes more than its free slots only while its jobs are short, and
hands back what it took ahead when its slots are stuck or it stops."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import Engine

from minesweeper.jobs import JobContext, Worker, cancel, enqueue, enqueue_many
from tests.integration.jobs.helpers import load, scalar


def _count_claims(worker: Worker, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(asked, got) of every claim the worker makes (got -1: the claim failed)."""
    claims: list[tuple[int, int]] = []
    claim = worker._claimer.claim

    def counted(worker_id: str, limit: int, *args: Any, **kwargs: Any) -> Any:
        claims.append((limit, -1))
        jobs = claim(worker_id, limit, *args, **kwargs)
        claims[-1] = (limit, len(jobs))
        return jobs

    monkeypatch.setattr(worker._claimer, "claim", counted)
    return claims


def _drain(
    engine: Engine, monkeypatch: pytest.MonkeyPatch, handlers: dict[str, Any], **options: Any
) -> list[tuple[int, int]]:
    """Run a worker until the queue is empty; the (asked, got) of its claims. (In a thread:
    in the main thread `run()` would take the test process for its own.)"""
    worker = Worker(engine, handlers, exit_when_idle=True, log_jobs=False, **options)
    claims = _count_claims(worker, monkeypatch)
    thread = worker.start_in_thread()
    thread.join(60)
    assert not thread.is_alive()
    return claims


def _until(check: Callable[[], bool], what: str, timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting for {what}")
        time.sleep(0.02)


def _count(engine: Engine, job_type: str, status: str) -> int:
    sql = "SELECT count(*) FROM jobs WHERE type = :t AND status = :s"
    return int(scalar(engine, sql, t=job_type, s=status))


def test_short_jobs_are_claimed_ahead_once_the_first_have_run(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    enqueue_many(engine, "short", [{"n": n} for n in range(120)])
    runs: list[int] = []
    short = {"short": lambda _ctx, payload: runs.append(payload["n"])}
    claims = _drain(engine, monkeypatch, short, concurrency=2, max_prefetch=50)
    assert sorted(runs) == list(range(120))  # each job once
    assert claims[0] == (2, 2)  # nothing known yet: the free slots only
    assert max(asked for asked, _ in claims) > 2  # then ahead of them, up to 50 more
    assert max(asked for asked, _ in claims) <= 2 + 50
    assert all(asked >= 0 for asked, _ in claims)


def test_long_jobs_are_claimed_one_per_free_slot(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    enqueue_many(engine, "long", [{"n": n} for n in range(6)])
    long = {"long": lambda _ctx, _payload: time.sleep(0.2)}  # 4x the claim-ahead wait
    claims = _drain(engine, monkeypatch, long, concurrency=2)
    assert _count(engine, "long", "done") == 6
    assert all(asked <= 2 for asked, _ in claims)


def test_results_go_out_alone_while_more_jobs_are_in_hand_than_the_worker_would_claim(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Jobs claimed ahead turn out slower than those before them: the worker would now claim
    # fewer ahead than it holds. The results that wait meanwhile go out with claims of
    # nothing, never of a negative count (which SQLite would take for "no limit").
    enqueue_many(engine, "fast", [{"n": n} for n in range(20)], priority=1)
    enqueue_many(engine, "slower", [{"n": n} for n in range(20)])
    handlers = {
        "fast": lambda _ctx, _payload: None,
        "slower": lambda _ctx, _payload: time.sleep(0.02),
    }
    claims = _drain(engine, monkeypatch, handlers, concurrency=1, max_prefetch=100)
    assert _count(engine, "fast", "done") + _count(engine, "slower", "done") == 40
    assert max(asked for asked, _ in claims) > 1
    assert all(asked >= 0 for asked, _ in claims)


def test_jobs_claimed_ahead_that_no_slot_can_take_go_back_to_the_queue(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Short jobs first make the worker claim ahead; the long ones it took with them would
    # wait behind the first long one. They go back, not counted as attempts, and the worker
    # claims no more ahead of its free slot.
    monkeypatch.setattr("minesweeper.jobs.worker.STALL_S", 0.2)
    enqueue_many(engine, "short", [{"n": n} for n in range(30)], priority=1)
    long_ids = enqueue_many(engine, "long", [{"n": n} for n in range(10)])
    gate = threading.Event()
    runs: list[str] = []

    def long(ctx: JobContext, _payload: dict[str, Any]) -> None:
        runs.append(ctx.job.id)
        gate.wait(30)

    worker = Worker(
        engine,
        {"short": lambda _ctx, _payload: None, "long": long},
        concurrency=1,
        max_prefetch=100,
        poll_interval_ms=100,
        log_jobs=False,
    )
    claims = _count_claims(worker, monkeypatch)
    worker.start_in_thread()
    try:
        _until(lambda: len(runs) == 1, "the first long job")
        _until(lambda: _count(engine, "long", "queued") == 9, "the others handed back")
        assert all(load(engine, job_id).attempts == 0 for job_id in long_ids if job_id != runs[0])
        assert _count(engine, "short", "done") == 30
        gate.set()
        _until(lambda: _count(engine, "long", "done") == 10, "every long job done")
    finally:
        gate.set()
        worker.stop(timeout=10)
    assert sorted(runs) == sorted(long_ids)  # each ran once
    assert all(load(engine, job_id).attempts == 1 for job_id in long_ids)
    # Before the long jobs: ahead of the slot. After them: one per free slot, and never a
    # negative claim while the jobs in hand outnumber the smaller claim-ahead size.
    assert max(asked for asked, _ in claims) > 1
    assert all(asked >= 0 for asked, _ in claims)
    assert all(asked <= 1 for asked, got in claims[claims.index(max(claims)) + 1 :] if got)


def test_a_stopping_worker_hands_back_what_it_claimed_ahead_and_never_started(
    engine: Engine,
) -> None:
    first = enqueue(engine, "gated", {"n": 0}, priority=1).id
    rest = enqueue_many(engine, "gated", [{"n": n} for n in range(1, 6)])
    started, gate = threading.Event(), threading.Event()

    def gated(_ctx: JobContext, payload: dict[str, Any]) -> None:
        started.set()
        gate.wait(30)

    worker = Worker(engine, {"gated": gated}, prefetch=5, log_jobs=False)
    worker.start_in_thread()
    try:
        assert started.wait(15)
        _until(lambda: _count(engine, "gated", "running") == 6, "the jobs claimed ahead")
        stopping = threading.Thread(target=worker.stop, kwargs={"timeout": 15})
        stopping.start()
        _until(lambda: _count(engine, "gated", "queued") == 5, "the unstarted ones back")
        gate.set()  # the running one finishes, as a first signal lets it
        stopping.join(15)
    finally:
        gate.set()
        worker.stop(timeout=10)
    assert load(engine, first).status == "done"
    assert all((load(engine, i).status, load(engine, i).attempts) == ("queued", 0) for i in rest)


class _Gated:
    """A job that runs until the gate opens, and one queued behind it; the runs, in order."""

    def __init__(self, engine: Engine) -> None:
        self.blocker = enqueue(engine, "gated", {"n": 0}, priority=1).id
        self.victim = enqueue(engine, "gated", {"n": 1}).id
        self.started, self.gate = threading.Event(), threading.Event()
        self.runs: list[int] = []

    def __call__(self, _ctx: JobContext, payload: dict[str, Any]) -> None:
        self.runs.append(payload["n"])
        self.started.set()
        self.gate.wait(30)

    def cancel_the_waiting_one(self, engine: Engine, worker: Worker) -> None:
        """Start `worker`; once the first job runs and the other is claimed ahead of a free
        slot, ask for that one's cancel."""
        worker.start_in_thread()
        assert self.started.wait(15)
        _until(lambda: load(engine, self.victim).status == "running", "the job claimed ahead")
        with engine.begin() as conn:
            cancel(conn, self.victim)


def test_a_job_cancelled_before_its_slot_took_it_never_runs(engine: Engine) -> None:
    gated = _Gated(engine)
    blocker, victim, gate = gated.blocker, gated.victim, gated.gate
    # A short lease: the heartbeat, which brings the cancel request, comes every 0.2 s.
    worker = Worker(engine, {"gated": gated}, prefetch=1, lease_seconds=0.6, log_jobs=False)
    try:
        gated.cancel_the_waiting_one(engine, worker)
        _until(lambda: worker._held[victim].stop_requested, "the cancel request to arrive")
        gate.set()
        _until(lambda: load(engine, victim).status == "cancelled", "the cancel to be written")
    finally:
        gate.set()
        worker.stop(timeout=10)
    assert gated.runs == [0]
    assert load(engine, blocker).status == "done"


def test_a_job_handed_back_after_its_cancel_was_requested_ends_cancelled(engine: Engine) -> None:
    # Queued again, its next claim would clear the request and run it.
    gated = _Gated(engine)
    blocker, victim, gate = gated.blocker, gated.victim, gated.gate
    worker = Worker(engine, {"gated": gated}, prefetch=1, log_jobs=False)  # no heartbeat soon
    try:
        gated.cancel_the_waiting_one(engine, worker)
        stopping = threading.Thread(target=worker.stop, kwargs={"timeout": 15})
        stopping.start()
        _until(lambda: load(engine, victim).status != "running", "the job handed back")
        gate.set()
        stopping.join(15)
    finally:
        gate.set()
        worker.stop(timeout=10)
    job = load(engine, victim)
    assert (job.status, job.attempts, (job.error or {}).get("code")) == (
        "cancelled",
        0,
        "CANCELLED",
    )
    assert job.finished_at is not None
    assert gated.runs == [0]
    assert load(engine, blocker).status == "done"
