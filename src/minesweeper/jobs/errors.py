"""Exceptions of the job engine. `JobError` is the root for everything the engine raises."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from minesweeper.jobs.model import Job


class JobError(Exception):
    """Root of the job engine's exceptions; `code` and `http_status` say how a host answers."""

    code = "JOB_ERROR"
    http_status = 400
    details: dict[str, Any] | None = None


class JobNotFound(JobError):  # noqa: N818 - public API name
    code = "JOB_NOT_FOUND"
    http_status = 404

    def __init__(self, job_id: str) -> None:
        super().__init__(f"job {job_id} not found")
        self.job_id = job_id


class JobConflict(JobError):  # noqa: N818 - public API name
    """A keyed job of the same type is already active (`reject` policy)."""

    code = "JOB_IN_PROGRESS"
    http_status = 409

    def __init__(self, existing: Job) -> None:
        super().__init__(
            f"a {existing.type} job for key {existing.key!r} is already {existing.status}: "
            f"{existing.id}"
        )
        self.existing = existing
        # The client attaches to the active job instead of starting another.
        self.details = {"job": existing.to_api()}


class JobStateError(JobError):
    """The requested transition is not allowed from the job's current status."""

    code = "JOB_STATE_CONFLICT"
    http_status = 409

    def __init__(self, job: Job, action: str) -> None:
        super().__init__(f"cannot {action} job {job.id}: it is {job.status}")
        self.job = job
        self.action = action


class HandlerError(Exception):
    """Base of the errors a handler raises on purpose, with a code and JSON details."""

    retryable: bool = True

    def __init__(
        self, message: str, *, code: str = "HANDLER_ERROR", details: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.details = details or {}


class RetryableJobError(HandlerError):
    """A transient failure: the job is tried again after a backoff."""

    retryable = True


class PermanentJobError(HandlerError):
    """Bad input or a failure retrying cannot fix: the job ends in `error` at once."""

    retryable = False


class Cancelled(Exception):  # noqa: N818 - reads as a signal, like asyncio.CancelledError
    """Raised inside a handler (at a progress call or `ctx.hold`) when the job should stop now.

    Either cancel was requested, or this worker no longer holds the job (its lease was lost).
    Handlers should let it propagate.
    """
