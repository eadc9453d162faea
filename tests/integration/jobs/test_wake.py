"""Idle workers wake as soon as a job is committed, long before their next poll."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import Engine, insert, text

from minesweeper.jobs import Worker, builtin_handlers, enqueue, enqueue_many
from minesweeper.jobs.api import _new_row
from minesweeper.jobs.model import utcnow
from minesweeper.jobs.queries import JOBS, NOTIFY_CHANNEL
from tests.integration.jobs.helpers import engine_for, load

SLOW_POLL_MS = 30_000  # a worker that only polled would not see the job within the test


@pytest.fixture
def idle_worker(db_url: str) -> Iterator[tuple[Engine, Worker]]:
    with engine_for(db_url) as engine:
        worker = Worker(engine, builtin_handlers(), poll_interval_ms=SLOW_POLL_MS, log_jobs=False)
        worker.start_in_thread()
        time.sleep(0.5)  # started, polled once, now asleep
        try:
            yield engine, worker
        finally:
            worker.stop(timeout=10)


def _wait_done(engine: Engine, job_id: str, within_s: float) -> None:
    deadline = time.monotonic() + within_s
    while load(engine, job_id).status != "done":
        assert time.monotonic() < deadline, "the idle worker was not woken"
        time.sleep(0.02)


def test_commit_in_the_same_process_wakes_the_worker(idle_worker: tuple[Engine, Worker]) -> None:
    engine, _ = idle_worker
    with engine.begin() as conn:
        job_id = enqueue(conn, "noop").id
    _wait_done(engine, job_id, within_s=3)


def test_a_batch_enqueue_wakes_the_worker_once_for_all(idle_worker: tuple[Engine, Worker]) -> None:
    engine, _ = idle_worker
    with engine.begin() as conn:
        ids = enqueue_many(conn, "noop", ({"n": n} for n in range(20)))
    for job_id in ids:
        _wait_done(engine, job_id, within_s=3)


@pytest.mark.postgres
@pytest.mark.parametrize("db_url", ["postgres"], indirect=True)
def test_postgres_notify_wakes_the_worker(idle_worker: tuple[Engine, Worker]) -> None:
    engine, _ = idle_worker
    assert engine.dialect.name == "postgresql"
    row = _new_row("noop", {}, None, None, 0, None, 3, utcnow())
    # Another process would insert and notify like this; no in-process signal is involved.
    with engine.begin() as conn:
        conn.execute(insert(JOBS).values(row))
        conn.execute(text("SELECT pg_notify(:channel, 'noop')"), {"channel": NOTIFY_CHANNEL})
    _wait_done(engine, str(row["id"]), within_s=3)


_ENQUEUE_ELSEWHERE = """
import sys
from minesweeper.db import Database
from minesweeper.jobs import enqueue
db = Database(sys.argv[1])
with db.engine.begin() as conn:
    print(enqueue(conn, "noop").id)
db.dispose()
"""


def test_an_enqueue_in_another_process_wakes_the_worker(
    idle_worker: tuple[Engine, Worker], db_url: str
) -> None:
    # PostgreSQL: the enqueue statement's own NOTIFY; SQLite: the watched data_version.
    engine, _ = idle_worker
    out = subprocess.run(
        [sys.executable, "-c", _ENQUEUE_ELSEWHERE, db_url],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    _wait_done(engine, out.stdout.strip(), within_s=3)
