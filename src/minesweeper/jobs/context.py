"""What a handler gets: the job, and a throttled, fenced way to report progress."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection

from minesweeper.jobs.errors import Cancelled
from minesweeper.jobs.model import Job, StopReason
from minesweeper.jobs.store import Fence, JobStore

log = logging.getLogger("minesweeper.jobs")
PROGRESS_MIN_INTERVAL_S = 0.5  # at most about 2 progress writes per second per job


class JobContext:
    """Passed to every handler. Thread-safe for the worker's heartbeat to flag cancellation."""

    def __init__(self, job: Job, store: JobStore, worker_id: str, lease_seconds: float) -> None:
        self.job = job
        self.worker_id = worker_id
        self.fence = Fence(job.id, worker_id, job.attempts)
        self.stage: str | None = None
        self.processed: int | None = None
        self.total: int | None = None
        self._store = store
        self._lease_seconds = lease_seconds
        self._last_write = float("-inf")
        # Set once, from any thread; one attribute, so reading it needs no lock (and a
        # worker builds one context per job: no Event, whose lock and condition cost more
        # than the rest of the context).
        self.stop_reason: StopReason | None = None

    @property
    def stop_requested(self) -> bool:
        return self.stop_reason is not None

    def request_stop(self, reason: StopReason) -> None:
        """Make the next progress call raise `Cancelled` (called from other threads)."""
        if self.stop_reason is None:
            self.stop_reason = reason

    def percent(self) -> int:
        if self.total and self.processed is not None:
            return max(0, min(100, self.processed * 100 // self.total))
        return 0

    def hold(self, conn: Connection) -> None:
        """Fence the handler's own writes: call it inside the transaction that writes the job's
        results (the job row must live in that database), before committing.

        Raises `Cancelled` when this worker no longer holds the job (its lease ran out and the
        job was taken back, maybe by another worker): let it propagate, so the transaction
        rolls back and a worker that lost its job writes nothing. Otherwise the lease is
        extended and, until the transaction ends, the job cannot be taken back.
        """
        if not self._store.hold(conn, self.fence, self._lease_seconds):
            self.request_stop(StopReason.LOST)
            raise Cancelled(StopReason.LOST)

    def progress(
        self, stage: str | None = None, processed: int | None = None, total: int | None = None
    ) -> None:
        """Report progress; raises `Cancelled` when the job should stop.

        Writes are throttled; a failed write is logged and never fails the job.
        """
        if stage is not None:
            self.stage = stage
        if processed is not None:
            self.processed = processed
        if total is not None:
            self.total = total
        if self.stop_reason is not None:
            raise Cancelled(self.stop_reason)
        now = time.monotonic()
        if now - self._last_write < PROGRESS_MIN_INTERVAL_S:
            return
        self._last_write = now
        try:
            cancel_requested = self._store.progress(
                self.fence,
                stage=self.stage,
                processed=self.processed,
                total=self.total,
                percent=self.percent(),
                lease_seconds=self._lease_seconds,
            )
        except Exception as exc:
            log.warning("progress write for job %s failed: %s", self.job.id, exc)
            return
        if cancel_requested is None:
            self.request_stop(StopReason.LOST)
        elif cancel_requested:
            self.request_stop(StopReason.CANCEL)
        if self.stop_reason is not None:
            raise Cancelled(self.stop_reason)


Handler = Callable[[JobContext, dict[str, Any]], dict[str, Any] | None]
