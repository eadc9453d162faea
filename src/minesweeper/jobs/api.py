"""Operations a host application calls with its own connection (and so its transaction)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, insert
from sqlalchemy.exc import IntegrityError

from minesweeper.jobs import queries as q
from minesweeper.jobs.errors import JobConflict, JobNotFound, JobStateError
from minesweeper.jobs.model import Job, Policy, utcnow
from minesweeper.jobs.wake import wake_after_commit

DEFAULT_POLICY: Policy = "reject"
_type_policies: dict[str, Policy] = {}
_policy_lock = threading.Lock()


def set_type_policy(job_type: str, policy: Policy) -> None:
    """Declare the single-flight policy keyed jobs of `job_type` use when none is passed.

    One (type, key) must always be enqueued under the same policy: the two policies rely
    on different unique indexes.
    """
    with _policy_lock:
        _type_policies[job_type] = policy


def policy_for(job_type: str) -> Policy:
    return _type_policies.get(job_type, DEFAULT_POLICY)


# Columns a new row leaves empty; the cached enqueue statement binds every column.
_OPTIONAL_COLUMNS = tuple(
    col.name
    for col in q.JOBS.c
    if col.name
    not in {
        "id",
        "type",
        "status",
        "payload",
        "key",
        "key_policy",
        "priority",
        "run_at",
        "attempts",
        "max_attempts",
        "progress",
        "cancel_requested",
        "created_at",
        "updated_at",
    }
)


def _new_row(
    job_type: str,
    payload: dict[str, Any] | None,
    key: str | None,
    policy: Policy | None,
    priority: int,
    run_at: datetime | None,
    max_attempts: int,
    now: datetime,
) -> dict[str, Any]:
    if max_attempts < 1:
        raise ValueError("max_attempts must be at least 1")
    return {
        "id": str(uuid.uuid4()),
        "type": job_type,
        "status": "queued",
        "payload": payload or {},
        "key": key,
        "key_policy": policy,
        "priority": priority,
        # SQLite stores times without a zone: everything is written in UTC.
        "run_at": (run_at or now).astimezone(UTC),
        "attempts": 0,
        "max_attempts": max_attempts,
        "progress": 0,
        "cancel_requested": False,
        "created_at": now,
        "updated_at": now,
    }


def _announce(conn: Connection, job_type: str) -> None:
    # PostgreSQL delivers NOTIFY at commit and folds identical ones within a transaction,
    # so a batch of enqueues wakes listeners once; a rollback wakes nobody.
    if conn.dialect.name == "postgresql":
        conn.execute(q.NOTIFY, {"type": job_type})
    wake_after_commit(conn)


def enqueue(
    conn: Connection,
    type: str,
    payload: dict[str, Any] | None = None,
    *,
    key: str | None = None,
    policy: Policy | None = None,
    priority: int = 0,
    run_at: datetime | None = None,
    max_attempts: int = 3,
) -> Job:
    """Queue a job inside the caller's transaction.

    With a key, `reject` raises `JobConflict` carrying the active job; `coalesce` returns
    the queued job if there is one, or queues one follow-up behind a running one.
    """
    effective = (policy or policy_for(type)) if key is not None else None
    row = _new_row(type, payload, key, effective, priority, run_at, max_attempts, utcnow())
    dialect = conn.dialect.name
    params = {f"v_{name}": value for name, value in row.items()}
    for name in _OPTIONAL_COLUMNS:
        params.setdefault(f"v_{name}", None)
    found = conn.execute(q.enqueue_job(dialect, effective), params).mappings().one()
    job = Job.from_row(found)
    if job.id != row["id"]:
        if effective == "reject":
            raise JobConflict(job)
        return job
    if dialect != "postgresql":  # PostgreSQL's enqueue statement notified already
        _announce(conn, type)
    else:
        wake_after_commit(conn)
    return job


def enqueue_many(
    conn: Connection,
    type: str,
    payloads: Iterable[dict[str, Any]],
    *,
    priority: int = 0,
    run_at: datetime | None = None,
    max_attempts: int = 3,
) -> list[str]:
    """Queue many keyless jobs in one statement; returns their ids in order."""
    now = utcnow()
    rows = [_new_row(type, p, None, None, priority, run_at, max_attempts, now) for p in payloads]
    if rows:
        conn.execute(insert(q.JOBS), rows)
        _announce(conn, type)
    return [str(r["id"]) for r in rows]


def get_job(conn: Connection, job_id: str) -> Job | None:
    row = conn.execute(q.GET, {"b_job": job_id}).mappings().first()
    return None if row is None else Job.from_row(row)


def _require(conn: Connection, job_id: str) -> Job:
    job = get_job(conn, job_id)
    if job is None:
        raise JobNotFound(job_id)
    return job


def list_jobs(
    conn: Connection,
    status: str | None = None,
    type: str | None = None,
    limit: int = 50,
    offset: int = 0,
) -> list[Job]:
    rows = conn.execute(q.list_jobs(status, type, limit, offset)).mappings().all()
    return [Job.from_row(r) for r in rows]


def jobs_by_key(conn: Connection, job_type: str, keys: Iterable[str]) -> list[Job]:
    """Every job of a type for the given keys, newest first."""
    wanted = list(keys)
    if not wanted:
        return []
    return [Job.from_row(r) for r in conn.execute(q.by_keys(job_type, wanted)).mappings()]


def cancel(conn: Connection, job_id: str) -> Job:
    """Cancel a queued job at once; ask a running one to stop at its next progress call."""
    now = utcnow()
    for stmt in (q.CANCEL_QUEUED, q.REQUEST_CANCEL):
        row = conn.execute(stmt, {"b_job": job_id, "now": now}).mappings().first()
        if row is not None:
            return Job.from_row(row)
    job = _require(conn, job_id)
    if job.status == "cancelled":
        return job
    raise JobStateError(job, "cancel")


def retry(conn: Connection, job_id: str) -> Job:
    """Queue a failed or cancelled job again with a fresh set of attempts."""
    try:
        with conn.begin_nested():
            row = conn.execute(q.RETRY, {"b_job": job_id, "now": utcnow()}).mappings().first()
    except IntegrityError:
        # Another job for the same (type, key) is active: single-flight wins.
        job = _require(conn, job_id)
        active = conn.execute(q.find_active(job.type, job.key or "")).mappings().first()
        raise JobConflict(Job.from_row(active) if active else job) from None
    if row is None:
        raise JobStateError(_require(conn, job_id), "retry")
    _announce(conn, row["type"])
    return Job.from_row(row)


def prune(engine_or_conn: Engine | Connection, older_than: timedelta) -> int:
    """Delete finished jobs that finished more than `older_than` ago; returns how many."""
    stmt = q.prune(utcnow() - older_than)
    if isinstance(engine_or_conn, Engine):
        with engine_or_conn.begin() as conn:
            return conn.execute(stmt).rowcount
    return engine_or_conn.execute(stmt).rowcount
