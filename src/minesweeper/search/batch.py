"""Waiting for a re-index from outside the worker (the CLI's `--wait`)."""

from __future__ import annotations

import time

from minesweeper.db import Database
from minesweeper.jobs import TERMINAL_STATUSES, Job, get_job

POLL_INTERVAL_S = 1.0


def wait_for_job(db: Database, job_id: str, poll_interval_s: float = POLL_INTERVAL_S) -> Job:
    """Poll until the job is done, failed or cancelled (a worker runs it)."""
    while True:
        with db.engine.connect() as conn:
            job = get_job(conn, job_id)
        if job is None or job.status in TERMINAL_STATUSES:
            assert job is not None, f"job {job_id} disappeared"
            return job
        time.sleep(poll_interval_s)
