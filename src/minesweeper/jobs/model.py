"""The `Job` value object, built from a row of the jobs table."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from sqlalchemy import RowMapping


class JobStatus(StrEnum):
    """Where a job is in its life; `done`, `error` and `cancelled` are final."""

    QUEUED = "queued"  # waiting for a worker (also a retry waiting out its backoff)
    RUNNING = "running"  # claimed by a worker that holds its lease
    DONE = "done"  # the handler returned; `result` holds what it gave back
    ERROR = "error"  # failed for good: permanent error or attempts spent; `error` says why
    CANCELLED = "cancelled"  # stopped on request before or while it ran


class StopReason(StrEnum):
    """Why a running handler is told to stop at its next progress call."""

    CANCEL = "cancel"  # a user asked for the job to be cancelled
    LOST = "lost"  # this worker's lease was taken over; another worker owns the job now
    RELEASE = "release"  # this worker is shutting down and gives the job back to the queue


class OutcomeKind(StrEnum):
    """How one run of a handler ended, as the worker records it."""

    DONE = "done"  # the handler returned; its result is written (batched)
    FAILED = "failed"  # the handler raised; retried with backoff unless permanent or spent
    CANCELLED = "cancelled"  # stopped on a cancel request; the job ends `cancelled`
    RELEASED = "released"  # stopped for a shutdown; the job goes back to `queued`
    LOST = "lost"  # the lease was lost; nothing is written, the new owner decides


# What a stop request turns the handler's run into.
STOP_OUTCOMES: dict[StopReason, OutcomeKind] = {
    StopReason.CANCEL: OutcomeKind.CANCELLED,
    StopReason.RELEASE: OutcomeKind.RELEASED,
    StopReason.LOST: OutcomeKind.LOST,
}

Status = JobStatus  # the name older callers use
Policy = Literal["reject", "coalesce"]
TERMINAL_STATUSES: frozenset[JobStatus] = frozenset(
    {JobStatus.DONE, JobStatus.ERROR, JobStatus.CANCELLED}
)
ACTIVE_STATUSES: frozenset[JobStatus] = frozenset({JobStatus.QUEUED, JobStatus.RUNNING})
STATUSES: tuple[str, ...] = tuple(status.value for status in JobStatus)


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(value: datetime | None) -> datetime | None:
    """SQLite hands back naive datetimes; every stored time is UTC, so label it."""
    if value is None:
        return None
    zone = value.tzinfo
    if zone is UTC:  # what psycopg hands back from a session in UTC: nothing to do
        return value
    return value.replace(tzinfo=UTC) if zone is None else value.astimezone(UTC)


def json_value(value: Any) -> Any:
    # Drivers return JSON already decoded; a raw string only appears through text() queries.
    if isinstance(value, str):
        return json.loads(value)
    return value


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


@dataclass(frozen=True, slots=True)
class Job:
    id: str
    type: str
    status: JobStatus
    payload: dict[str, Any]
    key: str | None
    key_policy: str | None
    priority: int
    run_at: datetime
    attempts: int
    max_attempts: int
    progress: int
    stage: str | None
    processed: int | None
    total: int | None
    error: dict[str, Any] | None
    result: dict[str, Any] | None
    worker_id: str | None
    lease_expires_at: datetime | None
    cancel_requested: bool
    created_at: datetime
    updated_at: datetime
    started_at: datetime | None
    finished_at: datetime | None

    @classmethod
    def from_row(cls, row: Mapping[str, Any] | RowMapping) -> Job:
        return cls(
            id=row["id"],
            type=row["type"],
            status=JobStatus(row["status"]),
            payload=json_value(row["payload"]) or {},
            key=row["key"],
            key_policy=row["key_policy"],
            priority=row["priority"],
            run_at=as_utc(row["run_at"]) or utcnow(),
            attempts=row["attempts"],
            max_attempts=row["max_attempts"],
            progress=row["progress"],
            stage=row["stage"],
            processed=row["processed"],
            total=row["total"],
            error=json_value(row["error"]),
            result=json_value(row["result"]),
            worker_id=row["worker_id"],
            lease_expires_at=as_utc(row["lease_expires_at"]),
            cancel_requested=bool(row["cancel_requested"]),
            created_at=as_utc(row["created_at"]) or utcnow(),
            updated_at=as_utc(row["updated_at"]) or utcnow(),
            started_at=as_utc(row["started_at"]),
            finished_at=as_utc(row["finished_at"]),
        )

    @property
    def percent(self) -> int:
        return self.progress

    @property
    def is_terminal(self) -> bool:
        return self.status in TERMINAL_STATUSES

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_STATUSES

    def to_api(self) -> dict[str, Any]:
        """The JSON shape every HTTP answer about a job uses."""
        return {
            "id": self.id,
            "type": self.type,
            "status": self.status.value,
            "key": self.key,
            "stage": self.stage,
            "processed": self.processed,
            "total": self.total,
            "percent": self.percent,
            "attempts": self.attempts,
            "max_attempts": self.max_attempts,
            "cancel_requested": self.cancel_requested,
            "error": self.error,
            "result": self.result,
            "run_at": _iso(self.run_at),
            "created_at": _iso(self.created_at),
            "updated_at": _iso(self.updated_at),
            "started_at": _iso(self.started_at),
            "finished_at": _iso(self.finished_at),
        }


def error_body(message: str, code: str, details: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The stored error shape: `{message, code, details}`."""
    return {"message": message, "code": code, "details": dict(details or {})}
