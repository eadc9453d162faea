"""Operations a host application calls with its own connection (and so its transaction)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, RowMapping, Select, insert
from sqlalchemy.exc import IntegrityError

from minesweeper.jobs import direct
from minesweeper.jobs import queries as q
from minesweeper.jobs.errors import JobConflict, JobNotFound, JobStateError
from minesweeper.jobs.model import Job, Policy, utcnow
from minesweeper.jobs.wake import wake_after_commit, wake_local_workers

# A keyed job without a policy is single-flight. The caller that owns a job type passes its
# policy on every enqueue (its `enqueue_...` function): one (type, key) must always use the
# same policy, since the two rely on different unique indexes. No process-wide registry.
DEFAULT_POLICY: Policy = "reject"


# Columns a new row leaves empty; the cached enqueue statement binds every column.
_OPTIONAL_COLUMNS = tuple(
    col.name for col in q.JOBS.c if col.name not in {*q.KEYLESS_COLUMNS, "key", "key_policy"}
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
    if not _autocommit(conn):  # an autocommit caller wakes them itself
        wake_after_commit(conn)


@contextmanager
def _own_transaction(engine: Engine) -> Iterator[Connection]:
    """A connection whose every statement commits by itself.

    PostgreSQL: autocommit, so one enqueue statement is the whole exchange (no `BEGIN`, no
    `COMMIT`: one round trip). SQLite has no round trips to save; its usual transaction.
    """
    if engine.dialect.name != "postgresql":
        with engine.begin() as conn:
            yield conn
        return
    with engine.connect() as conn:
        yield conn.execution_options(isolation_level="AUTOCOMMIT")
    wake_local_workers()  # committed already; no commit event will come


def enqueue(
    target: Connection | Engine,
    type: str,
    payload: dict[str, Any] | None = None,
    *,
    key: str | None = None,
    policy: Policy | None = None,
    priority: int = 0,
    run_at: datetime | None = None,
    max_attempts: int = 3,
) -> Job:
    """Queue a job inside the caller's transaction (`target` a connection), or on its own
    (`target` an engine: one statement that commits by itself).

    With a key, `reject` raises `JobConflict` carrying the active job; `coalesce` returns
    the queued job if there is one, or queues one follow-up behind a running one.
    """
    if isinstance(target, Engine):
        if key is None and direct.supported(target):
            return _enqueue_alone(target, type, payload, priority, run_at, max_attempts)
        with _own_transaction(target) as conn:
            return enqueue(
                conn,
                type,
                payload,
                key=key,
                policy=policy,
                priority=priority,
                run_at=run_at,
                max_attempts=max_attempts,
            )
    conn = target
    effective = (policy or DEFAULT_POLICY) if key is not None else None
    row = _new_row(type, payload, key, effective, priority, run_at, max_attempts, utcnow())
    dialect = conn.dialect.name
    if key is None:
        conn.execute(q.enqueue_keyless(dialect), {f"v_{n}": row[n] for n in q.KEYLESS_COLUMNS})
        job = Job.from_row(dict.fromkeys(_OPTIONAL_COLUMNS) | row)
    else:
        job = _enqueue_keyed(conn, row)
        if job.id != row["id"]:
            if effective == "reject":
                raise JobConflict(job)
            return job
    if dialect != "postgresql":  # PostgreSQL's enqueue statement notified already
        _announce(conn, type)
    elif not _autocommit(conn):
        wake_after_commit(conn)
    return job


def _enqueue_alone(
    engine: Engine,
    job_type: str,
    payload: dict[str, Any] | None,
    priority: int,
    run_at: datetime | None,
    max_attempts: int,
) -> Job:
    """A keyless job on its own on PostgreSQL with psycopg, the hot single-call enqueue:
    one prepared statement in autocommit on a pooled connection, below SQLAlchemy's
    `Connection` (`direct.py` says what that saves and what it keeps)."""
    row = _new_row(job_type, payload, None, None, priority, run_at, max_attempts, utcnow())
    params = {
        "id": row["id"],
        "type": job_type,
        "payload": direct.jsonb(row["payload"]),
        "priority": priority,
        "run_at": row["run_at"],
        "max_attempts": max_attempts,
        "now": row["created_at"],
    }
    direct.execute_alone(engine, q.ENQUEUE_ALONE_PSYCOPG, params)
    wake_local_workers()  # committed already
    return Job.from_row(dict.fromkeys(_OPTIONAL_COLUMNS) | row)


def _enqueue_keyed(conn: Connection, row: dict[str, Any]) -> Job:
    """Insert, or on a key conflict hand back the job that holds the key."""
    params = {f"v_{name}": value for name, value in row.items()}
    for name in _OPTIONAL_COLUMNS:
        params.setdefault(f"v_{name}", None)
    stmt = q.enqueue_job(conn.dialect.name, row["key_policy"])
    return Job.from_row(conn.execute(stmt, params).mappings().one())


def _autocommit(conn: Connection) -> bool:
    return conn.get_execution_options().get("isolation_level") == "AUTOCOMMIT"


def enqueue_many(
    target: Connection | Engine,
    type: str,
    payloads: Iterable[dict[str, Any]],
    *,
    priority: int = 0,
    run_at: datetime | None = None,
    max_attempts: int = 3,
) -> list[str]:
    """Queue many keyless jobs in one statement; returns their ids in order.

    `target` as for `enqueue`: the caller's transaction, or an engine for a statement of
    its own."""
    if isinstance(target, Engine):
        with _own_transaction(target) as conn:
            return enqueue_many(
                conn, type, payloads, priority=priority, run_at=run_at, max_attempts=max_attempts
            )
    now = utcnow()
    rows = [_new_row(type, p, None, None, priority, run_at, max_attempts, now) for p in payloads]
    if rows:
        target.execute(insert(q.JOBS), rows)
        _announce(target, type)
    return [str(r["id"]) for r in rows]


def get_job(conn: Connection, job_id: str) -> Job | None:
    row = conn.execute(q.GET, {"b_job": job_id}).mappings().first()
    return None if row is None else Job.from_row(row)


def get_job_beside(
    conn: Connection, job_id: str, beside: Select[*tuple[Any, ...]], params: Mapping[str, Any]
) -> tuple[RowMapping | None, Job | None]:
    """The first row of the host's statement `beside` and the job, in one round trip (for a
    read asked very often, such as the host's check of who polls a job's status). No row of
    `beside`: (None, None), the job unread; else the job is None when there is none. The
    columns of `beside` must be labelled apart from the job's (`id`, `type`, ...); the
    parameter `b_job` is the job's."""
    row = conn.execute(job_beside(beside), {**params, "b_job": job_id}).mappings().first()
    if row is None:
        return None, None
    return row, job_of_beside_row(row)


def job_beside(beside: Select[*tuple[Any, ...]]) -> Select[*tuple[Any, ...]]:
    """`get_job_beside`'s statement (built once per host statement), for a host that runs it
    on a connection of its own (`Database.read`); parameters: the host's and `b_job`."""
    return q.beside(beside)


def job_of_beside_row(row: Mapping[str, Any] | RowMapping) -> Job | None:
    """The job of a row of `job_beside`'s statement, None when there is no such job."""
    return None if row["id"] is None else Job.from_row(row)


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
