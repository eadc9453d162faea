"""`minesweeper bench queue`: enqueue and drain `noop` jobs, print throughput and latency.

Measured as the peer harness (`benchmarks/README.md`) measures queues:
- enqueue: one `enqueue(engine, ...)` call per job (a job on its own: one statement that
  commits by itself), in sequence; bulk: `enqueue_many`;
- throughput from the database's own timestamps (first start to last finish), so worker
  process start-up does not count;
- enqueue-to-start latency with one idle worker in a separate process (woken by LISTEN/NOTIFY
  on PostgreSQL, by watching `PRAGMA data_version` on SQLite). The worker is known to be idle:
  a probe job must have run through it first, then it is left alone for a second.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from datetime import datetime
from statistics import quantiles
from typing import Any

import typer
from sqlalchemy import Engine, text

ENQUEUE_BATCH = 1000  # jobs per enqueue transaction
LATENCY_SAMPLES = 200
LATENCY_GAP_S = 0.02  # pause between latency probes, so the worker is idle each time
IDLE_POLL_MS = 2000  # the production default: wake-ups must come from notifications
SINGLE_ENQUEUES = 1000  # jobs enqueued one call each for the single-call rate
IDLE_S = 1.0  # how long the worker is left idle before latency probes, as in the harness
STARTUP_LIMIT_S = 120.0  # a loaded machine can take long to start a worker process


def _percentiles(values_ms: list[float]) -> dict[str, float]:
    if len(values_ms) < 2:
        only = round(values_ms[0], 2) if values_ms else 0.0
        return {"p50": only, "p95": only, "p99": only}
    cuts = quantiles(values_ms, n=100, method="inclusive")
    return {"p50": round(cuts[49], 2), "p95": round(cuts[94], 2), "p99": round(cuts[98], 2)}


def _spawn_worker(url: str, concurrency: int, burst: bool, poll_ms: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "DATABASE_URL": url, "WORKER_POLL_INTERVAL_MS": str(poll_ms)}
    args = [sys.executable, "-m", "minesweeper", "worker", "--types", "noop"]
    args += ["--concurrency", str(concurrency)] + (["--burst"] if burst else [])
    if burst:  # many tiny jobs: fetch the next batch while this one runs
        args += ["--prefetch", str(concurrency)]
    return subprocess.Popen(args, env=env, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def _enqueue(engine: Engine, count: int) -> tuple[list[str], float]:
    from minesweeper.jobs import enqueue_many

    ids: list[str] = []
    started = time.perf_counter()
    for offset in range(0, count, ENQUEUE_BATCH):
        with engine.begin() as conn:
            ids += enqueue_many(
                conn, "noop", ({} for _ in range(min(ENQUEUE_BATCH, count - offset)))
            )
    return ids, time.perf_counter() - started


def _enqueue_single(engine: Engine, count: int) -> float:
    from minesweeper.jobs import enqueue

    started = time.perf_counter()
    for _ in range(count):
        enqueue(engine, "noop")
    return count / (time.perf_counter() - started)


def _wait_started(engine: Engine, job_ids: list[str], limit_s: float) -> None:
    from minesweeper.jobs import get_job

    deadline = time.monotonic() + limit_s
    with engine.connect() as conn:
        while True:
            jobs = [get_job(conn, i) for i in job_ids]
            if all(j is not None and j.status == "done" for j in jobs):
                return
            if time.monotonic() > deadline:
                raise RuntimeError("the latency worker did not run its jobs in time")
            conn.rollback()
            time.sleep(0.05)


def _drain(engine: Engine, url: str, count: int, workers: int, concurrency: int) -> float:
    procs = [_spawn_worker(url, concurrency, True, 50) for _ in range(workers)]
    for proc in procs:
        proc.wait()
    with engine.connect() as conn:
        row = conn.execute(
            text(
                "SELECT count(*), min(started_at), max(finished_at) FROM jobs"
                " WHERE type = 'noop' AND status = 'done'"
            )
        ).one()
    done, first, last = row
    if done < count:
        raise RuntimeError(f"only {done} of {count} jobs finished")
    return float(done) / max(_seconds(last) - _seconds(first), 1e-6)


def _seconds(value: Any) -> float:
    if isinstance(value, str):  # SQLite returns plain text from a raw aggregate
        value = datetime.fromisoformat(value)
    assert isinstance(value, datetime)
    return value.timestamp()


def _latency(engine: Engine, url: str, samples_wanted: int) -> list[float]:
    from minesweeper.jobs import enqueue, get_job

    proc = _spawn_worker(url, 1, False, IDLE_POLL_MS)
    try:
        # Known idle: the worker has started and run a probe, then had nothing to do.
        probe = enqueue(engine, "noop").id
        _wait_started(engine, [probe], STARTUP_LIMIT_S)
        time.sleep(IDLE_S)
        ids = []
        for _ in range(samples_wanted):
            ids.append(enqueue(engine, "noop").id)
            time.sleep(LATENCY_GAP_S)
        _wait_started(engine, ids, 30.0)
        samples: list[float] = []
        with engine.connect() as conn:
            for job_id in ids:
                job = get_job(conn, job_id)
                if job is not None and job.started_at is not None:
                    samples.append((job.started_at - job.created_at).total_seconds() * 1000)
        return samples
    finally:
        proc.terminate()
        proc.wait()


def run_queue_bench(
    url: str, jobs: int, workers: int, concurrency: int, latency_samples: int = LATENCY_SAMPLES
) -> dict[str, Any]:
    from minesweeper.db import Database, migrate

    migrate.upgrade(url)
    db = Database(url)
    try:
        with db.engine.begin() as conn:  # the bench owns the noop type in its database
            conn.execute(text("DELETE FROM jobs WHERE type = 'noop'"))
        single_per_s = _enqueue_single(db.engine, min(jobs, SINGLE_ENQUEUES))
        with db.engine.begin() as conn:
            conn.execute(text("DELETE FROM jobs WHERE type = 'noop'"))
        _, enqueue_s = _enqueue(db.engine, jobs)
        throughput = _drain(db.engine, url, jobs, workers, concurrency)
        with db.engine.begin() as conn:
            conn.execute(text("DELETE FROM jobs WHERE type = 'noop'"))
        latency = _latency(db.engine, url, latency_samples)
        with db.engine.begin() as conn:
            conn.execute(text("DELETE FROM jobs WHERE type = 'noop'"))
    finally:
        db.dispose()
    return {
        "db": db.engine.dialect.name,
        "jobs": jobs,
        "workers": workers,
        "concurrency": concurrency,
        "enqueue_per_s": round(single_per_s, 1),
        "enqueue_bulk_per_s": round(jobs / enqueue_s, 1),
        "throughput_per_s": round(throughput, 1),
        "latency_ms": _percentiles(latency),
        "latency_samples": len(latency),
    }


def register(bench_app: typer.Typer) -> None:
    @bench_app.command("queue")
    def queue(
        db: str = typer.Option(..., "--db", help="Database URL (a scratch database)."),
        jobs: int = typer.Option(10_000, min=1, help="noop jobs to enqueue and drain."),
        workers: int = typer.Option(2, min=1, help="Worker processes."),
        concurrency: int = typer.Option(32, min=1, help="Jobs at once per worker."),
        latency_samples: int = typer.Option(
            LATENCY_SAMPLES, min=1, help="Jobs timed one by one with an idle worker."
        ),
        as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ) -> None:
        """Measure the job queue: enqueue rate, drain throughput, enqueue-to-start latency."""
        figures = run_queue_bench(db, jobs, workers, concurrency, latency_samples)
        if as_json:
            typer.echo(json.dumps(figures))
            return
        for name, value in figures.items():
            typer.echo(f"{name}: {value}")
