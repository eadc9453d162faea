"""Durable job engine on the application's own database (SQLite or PostgreSQL).

A job row commits in the caller's transaction (`enqueue(conn, ...)`); workers claim jobs
with leases, retry with backoff, and report progress. Execution is at-least-once: a job
whose worker died is run again elsewhere, so handlers must be idempotent.
"""

from minesweeper.jobs.api import (
    cancel,
    enqueue,
    enqueue_many,
    get_job,
    get_job_beside,
    job_beside,
    job_of_beside_row,
    jobs_by_key,
    list_jobs,
    prune,
    retry,
)
from minesweeper.jobs.builtin import builtin_handlers
from minesweeper.jobs.context import Handler, JobContext
from minesweeper.jobs.errors import (
    Cancelled,
    HandlerError,
    JobConflict,
    JobError,
    JobNotFound,
    JobStateError,
    PermanentJobError,
    RetryableJobError,
)
from minesweeper.jobs.execute import backoff_seconds
from minesweeper.jobs.model import TERMINAL_STATUSES, Job, JobStatus, Policy
from minesweeper.jobs.schema import define_jobs_table
from minesweeper.jobs.store import JobStore
from minesweeper.jobs.wake import wake_local_workers
from minesweeper.jobs.worker import Worker, new_worker_id, run_worker_tick

__all__ = [
    "TERMINAL_STATUSES",
    "Cancelled",
    "Handler",
    "HandlerError",
    "Job",
    "JobConflict",
    "JobContext",
    "JobError",
    "JobNotFound",
    "JobStateError",
    "JobStatus",
    "JobStore",
    "PermanentJobError",
    "Policy",
    "RetryableJobError",
    "Worker",
    "backoff_seconds",
    "builtin_handlers",
    "cancel",
    "define_jobs_table",
    "enqueue",
    "enqueue_many",
    "get_job",
    "get_job_beside",
    "job_beside",
    "job_of_beside_row",
    "jobs_by_key",
    "list_jobs",
    "new_worker_id",
    "prune",
    "retry",
    "run_worker_tick",
    "wake_local_workers",
]
