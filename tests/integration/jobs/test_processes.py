"""Several processes against one database: single-flight, exactly-once effects, kill -9."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import Engine, text

from minesweeper.jobs import Worker, builtin_handlers, enqueue, enqueue_many
from tests.integration.jobs.helpers import load, scalar

HELPER = str(Path(__file__).with_name("proc_worker.py"))
pytestmark = pytest.mark.slow


def _spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, HELPER, *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def test_fifty_starts_from_five_processes_make_one_job(db_url: str, engine: Engine) -> None:
    start_at = str(time.time() + 4.0)  # all processes imported and connected by then
    procs = [_spawn("starts", db_url, start_at, "10") for _ in range(5)]
    lines: list[str] = []
    for proc in procs:
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        lines += out.split()
    outcomes = list(zip(lines[::2], lines[1::2], strict=True))
    created = [job_id for kind, job_id in outcomes if kind == "created"]
    conflicts = [job_id for kind, job_id in outcomes if kind == "conflict"]
    assert len(created) == 1
    assert conflicts == created * 49
    assert scalar(engine, "SELECT count(*) FROM jobs") == 1


def test_four_worker_processes_run_each_of_2000_jobs_once(db_url: str, engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TABLE job_effects (job_id VARCHAR(36) PRIMARY KEY,"
                " worker_id VARCHAR(100) NOT NULL)"
            )
        )
        ids = enqueue_many(conn, "effect", ({"n": n} for n in range(2000)))
    procs = [_spawn("effects", db_url) for _ in range(4)]
    for proc in procs:
        _, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
    assert scalar(engine, "SELECT count(*) FROM job_effects") == len(ids)
    assert scalar(engine, "SELECT count(*) FROM jobs WHERE status = 'done'") == len(ids)
    # No job ran twice: a second run would have hit the unique key and been retried.
    assert scalar(engine, "SELECT max(attempts) FROM jobs") == 1
    assert scalar(engine, "SELECT count(DISTINCT worker_id) FROM job_effects") > 1


def test_kill_9_mid_job_is_finished_by_another_worker(db_url: str, engine: Engine) -> None:
    lease_s, reap_s, sleep_s = 2.0, 0.5, 2
    with engine.begin() as conn:
        job_id = enqueue(conn, "sleep", {"seconds": sleep_s}).id
    victim = _spawn("sleeper", db_url, str(lease_s))
    deadline = time.monotonic() + 30
    while load(engine, job_id).status != "running":
        assert time.monotonic() < deadline, "the first worker never started the job"
        time.sleep(0.05)
    os.kill(victim.pid, signal.SIGKILL)
    victim.communicate(timeout=10)
    killed_at = time.monotonic()
    rescuer = Worker(
        engine, builtin_handlers(), lease_seconds=lease_s, poll_interval_ms=100,
        reap_interval_s=reap_s, log_jobs=False,
    )  # fmt: skip
    rescuer.start_in_thread()
    try:
        # Re-claimed within one lease plus one reaper interval (plus polling slack)...
        while load(engine, job_id).worker_id != rescuer.worker_id:
            assert time.monotonic() - killed_at < lease_s + reap_s + 1.5
            time.sleep(0.05)
        # ...and then run to the end.
        while load(engine, job_id).status != "done":
            assert time.monotonic() - killed_at < lease_s + reap_s + sleep_s + 5
            time.sleep(0.05)
    finally:
        rescuer.stop(timeout=10)
    job = load(engine, job_id)
    assert job.attempts == 2
    assert job.worker_id == rescuer.worker_id


def test_a_worker_killed_with_completions_unflushed_loses_no_job(
    db_url: str, engine: Engine
) -> None:
    lease_s, reap_s = 2.0, 0.5
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE job_runs (job_id VARCHAR(36), worker_id VARCHAR(100))"))
        ids = enqueue_many(conn, "effect", ({"n": n} for n in range(4)))
    victim = _spawn("unflushed", db_url, str(lease_s))
    deadline = time.monotonic() + 60
    while scalar(engine, "SELECT count(*) FROM job_runs") < len(ids):
        assert time.monotonic() < deadline, "the first worker never ran its jobs"
        time.sleep(0.05)
    # Every handler has returned, yet no result reached the database.
    assert scalar(engine, "SELECT count(*) FROM jobs WHERE status = 'running'") == len(ids)
    os.kill(victim.pid, signal.SIGKILL)
    victim.communicate(timeout=10)
    rescuer = Worker(
        engine, {"effect": lambda _ctx, _payload: None}, lease_seconds=lease_s,
        poll_interval_ms=100, reap_interval_s=reap_s, log_jobs=False,
    )  # fmt: skip
    rescuer.start_in_thread()
    try:
        deadline = time.monotonic() + lease_s + reap_s + 30
        while scalar(engine, "SELECT count(*) FROM jobs WHERE status = 'done'") < len(ids):
            assert time.monotonic() < deadline, "the reaped jobs were not run again"
            time.sleep(0.05)
    finally:
        rescuer.stop(timeout=10)
    for job_id in ids:
        job = load(engine, job_id)
        assert (job.status, job.attempts, job.worker_id) == ("done", 2, rescuer.worker_id)
