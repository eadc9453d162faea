"""The worker-side store: claims, heartbeats, progress and outcomes, each in its own short
transaction. Every write about a running job is fenced on (id, worker id, attempt).

Connection semantics a host engine must provide (the application's `Database` does):
on SQLite, `conn.execution_options(sqlite_begin="IMMEDIATE")` must make the next `BEGIN`
an immediate one (a `begin` event listener that emits `BEGIN <mode>`, with the pysqlite
driver's own transaction handling switched off), and WAL plus a busy timeout should be on.
Without it a claim still works, because it is a single `UPDATE` statement, but waits for
the write lock less politely.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine

from minesweeper.jobs import queries as q
from minesweeper.jobs.model import Job, JobStatus, as_utc, error_body, json_value, utcnow
from minesweeper.jobs.wake import wake_local_workers

log = logging.getLogger("minesweeper.jobs")
LOST_ERROR = error_body(
    "the worker running this job stopped answering (lease expired)", "WORKER_LOST"
)
CANCELLED_ERROR = error_body("cancelled on request", "CANCELLED")


@dataclass(frozen=True, slots=True)
class Fence:
    """Identifies one attempt of a running job held by one worker."""

    job_id: str
    worker_id: str
    attempt: int

    def params(self) -> dict[str, Any]:
        return {"b_id": self.job_id, "b_worker": self.worker_id, "b_attempt": self.attempt}


@dataclass(frozen=True, slots=True)
class Completion:
    fence: Fence
    result: dict[str, Any] | None
    stage: str | None = None
    processed: int | None = None
    total: int | None = None


class JobStore:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.is_sqlite = engine.dialect.name == "sqlite"

    @contextmanager
    def transaction(self, *, relaxed: bool = False) -> Iterator[Connection]:
        """A short write transaction; on SQLite it takes the write lock up front.

        `relaxed` (PostgreSQL): commit without waiting for the WAL flush. Only for claims
        and completions: if the database crashes and loses one, the job is claimed or run
        again (its lease expires), the same at-least-once outcome as a worker crash, while
        the flush wait would be most of a claim's and an idle worker's wake-up time.
        """
        with self.engine.connect() as conn:
            if self.is_sqlite:
                conn.execution_options(sqlite_begin="IMMEDIATE")
            with conn.begin():
                if relaxed and not self.is_sqlite:
                    conn.execute(q.RELAXED_COMMIT)
                yield conn

    def claim(
        self,
        worker_id: str,
        limit: int,
        lease_seconds: float,
        types: Sequence[str] | None = None,
        *,
        completions: Sequence[Completion] = (),
    ) -> list[Job]:
        """Claim up to `limit` due jobs; first mark `completions` done in the same
        transaction (one commit per cycle of a busy worker instead of two)."""
        with self.transaction(relaxed=True) as conn:
            return self._claim_on(conn, worker_id, limit, lease_seconds, types, completions)

    def _claim_on(
        self,
        conn: Connection,
        worker_id: str,
        limit: int,
        lease_seconds: float,
        types: Sequence[str] | None,
        completions: Sequence[Completion],
    ) -> list[Job]:
        now = utcnow()
        params: dict[str, Any] = {
            "now": now,
            "limit": limit,
            "worker_id": worker_id,
            "lease_expires_at": now + timedelta(seconds=lease_seconds),
        }
        stmt = q.CLAIM
        if types is not None:  # None: every type; an empty list: none at all
            if not types:
                limit = 0
            stmt, params["types"] = q.CLAIM_TYPES, list(types)
        self._complete(conn, completions)
        rows = conn.execute(stmt, params).mappings().all() if limit > 0 else []
        jobs = [Job.from_row(row) for row in rows]
        # RETURNING order is unspecified; run in claim order.
        jobs.sort(key=lambda j: (-j.priority, j.run_at, j.created_at))
        return jobs

    def claimer(self) -> Claimer:
        """A worker loop's own way to claim: on PostgreSQL, over one connection it keeps."""
        return Claimer(self)

    def complete_many(self, completions: Sequence[Completion]) -> None:
        if completions:
            with self.transaction() as conn:
                self._complete(conn, completions)

    @staticmethod
    def _complete(conn: Connection, completions: Sequence[Completion]) -> None:
        """Mark jobs done; those sharing outcome values and worker go in one statement."""
        if not completions:
            return
        now = utcnow()
        groups: dict[tuple[str, str, str | None, int | None, int | None], list[Completion]] = {}
        for done in completions:
            shape = (
                done.fence.worker_id,
                json.dumps(done.result, sort_keys=True, default=str),
                done.stage,
                done.processed,
                done.total,
            )
            groups.setdefault(shape, []).append(done)
        for (worker_id, _, stage, processed, total), group in groups.items():
            params = {
                "b_worker": worker_id,
                "b_ids": [d.fence.job_id for d in group],
                "b_fences": [(d.fence.job_id, d.fence.attempt) for d in group],
                "b_result": group[0].result,
                "b_stage": stage,
                "b_processed": processed,
                "b_total": total,
                "b_now": now,
            }
            conn.execute(q.COMPLETE_SAME, params)

    def fail(
        self, fence: Fence, error: dict[str, Any], *, final: bool, retry_at: datetime
    ) -> str | None:
        """Record a failure; returns the status the job ended in, None if fenced out."""
        now = utcnow()
        params = {
            **fence.params(),
            "b_status": "error" if final else "queued",
            "b_error": error,
            "b_run_at": retry_at,
            "b_finished_at": now if final else None,
            "b_now": now,
        }
        with self.transaction() as conn:
            row = conn.execute(q.FAIL, params).first()
        return None if row is None else str(row.status)

    def finish_cancelled(self, fence: Fence, error: dict[str, Any]) -> None:
        with self.transaction() as conn:
            conn.execute(
                q.FINISH_CANCELLED, {**fence.params(), "b_error": error, "b_now": utcnow()}
            )

    def release(self, fences: Sequence[Fence], job_types: Iterable[str] = ()) -> None:
        """Hand running jobs back to the queue without counting the attempt; on PostgreSQL
        the workers listening for `job_types` are told (they may be idle)."""
        if not fences:
            return
        now = utcnow()
        with self.transaction() as conn:
            params = {"b_now": now, "b_error": CANCELLED_ERROR}
            conn.execute(q.RELEASE, [{**f.params(), **params} for f in fences])
            if not self.is_sqlite:
                for job_type in sorted(set(job_types)):
                    conn.execute(q.NOTIFY, {"type": job_type})
        wake_local_workers()

    def progress(
        self,
        fence: Fence,
        *,
        stage: str | None,
        processed: int | None,
        total: int | None,
        percent: int,
        lease_seconds: float,
    ) -> bool | None:
        """Write progress and extend the lease; returns cancel_requested, None if fenced out."""
        now = utcnow()
        params = {
            **fence.params(),
            "b_stage": stage,
            "b_processed": processed,
            "b_total": total,
            "b_progress": percent,
            "b_lease": now + timedelta(seconds=lease_seconds),
            "b_now": now,
        }
        with self.transaction() as conn:
            row = conn.execute(q.PROGRESS, params).first()
        return None if row is None else bool(row.cancel_requested)

    @staticmethod
    def hold(conn: Connection, fence: Fence, lease_seconds: float) -> bool:
        """In the caller's transaction: whether `fence` still holds its job (lease extended)."""
        now = utcnow()
        params = {**fence.params(), "b_lease": now + timedelta(seconds=lease_seconds), "b_now": now}
        return conn.execute(q.HOLD, params).first() is not None

    def heartbeat(
        self, worker_id: str, job_ids: Sequence[str], lease_seconds: float
    ) -> dict[str, bool]:
        """Extend the leases this worker holds; returns {job id: cancel_requested}."""
        if not job_ids:
            return {}
        now = utcnow()
        params = {
            "b_worker": worker_id,
            "b_ids": list(job_ids),
            "b_lease": now + timedelta(seconds=lease_seconds),
            "b_now": now,
        }
        with self.transaction() as conn:
            rows = conn.execute(q.HEARTBEAT, params).all()
        return {str(row.id): bool(row.cancel_requested) for row in rows}

    def reap(self) -> list[tuple[str, str, str]]:
        """Move running jobs whose lease expired back to queued (or to error)."""
        with self.transaction() as conn:
            rows = conn.execute(q.REAP, {"now": utcnow(), "lost_error": LOST_ERROR}).all()
        return [(str(r.id), str(r.status), str(r.type)) for r in rows]

    def counts(self) -> list[tuple[str, str, int]]:
        with self.engine.connect() as conn:
            return [(str(t), str(s), int(n)) for t, s, n in conn.execute(q.COUNTS).all()]


def _finished_values(completions: Sequence[Completion]) -> str:
    """The JSON object `queries.CLAIM_AND_COMPLETE` reads: per job id its attempt and the
    values it ends with, keys left out where there is none."""
    values: dict[str, dict[str, Any]] = {}
    for done in completions:
        entry: dict[str, Any] = {"a": done.fence.attempt}
        if done.result is not None:
            entry["r"] = done.result
        if done.stage is not None:
            entry["s"] = done.stage
        if done.processed is not None:
            entry["p"] = done.processed
        if done.total is not None:
            entry["t"] = done.total
        values[done.fence.job_id] = entry
    return json.dumps(values)


def _claim_and_complete(
    conn: Connection,
    worker_id: str,
    limit: int,
    lease_seconds: float,
    types: Sequence[str],
    completions: Sequence[Completion],
) -> list[Job]:
    """PostgreSQL: write `completions` and claim up to `limit` jobs in one statement."""
    if any(done.fence.worker_id != worker_id for done in completions):
        raise ValueError("a worker cycle completes only the jobs of its own worker")
    now = utcnow()
    lease_expires_at = now + timedelta(seconds=lease_seconds)
    params: dict[str, Any] = {
        "now": now,
        "limit": limit if types else 0,
        "worker_id": worker_id,
        "lease_expires_at": lease_expires_at,
        "types": list(types),
        "finished": _finished_values(completions),
    }
    rows = conn.execute(q.CLAIM_AND_COMPLETE, params).all()
    jobs = [claimed_job(row, worker_id, lease_expires_at, now) for row in rows]
    jobs.sort(key=_claim_order)  # RETURNING has no order
    return jobs


def claimed_job(
    row: Sequence[Any], worker_id: str, lease_expires_at: datetime, now: datetime
) -> Job:
    """A job as a claim left it, from a row of `queries.CLAIMED_COLUMNS`: the columns the
    claim wrote are its own values (status, worker, lease, start, no cancel request), and a
    queued job has no `finished_at`."""
    return Job(
        id=row[0],
        type=row[1],
        status=JobStatus.RUNNING,
        payload=json_value(row[2]) or {},
        key=row[3],
        key_policy=row[4],
        priority=row[5],
        run_at=as_utc(row[6]) or now,
        attempts=row[7],
        max_attempts=row[8],
        progress=row[9],
        stage=row[10],
        processed=row[11],
        total=row[12],
        error=json_value(row[13]),
        result=json_value(row[14]),
        worker_id=worker_id,
        lease_expires_at=lease_expires_at,
        cancel_requested=False,
        created_at=as_utc(row[15]) or now,
        updated_at=now,
        started_at=now,
        finished_at=None,
    )


def _claim_order(job: Job) -> tuple[int, datetime, datetime]:
    return (-job.priority, job.run_at, job.created_at)


class Claimer:
    """Claims and completions of one worker loop, in as few round trips as the database allows.

    PostgreSQL: the loop keeps one connection of its own, in autocommit, with
    `synchronous_commit = off` for the whole session (see `JobStore.transaction`: a lost claim
    or completion runs the job again, at least once as after a worker crash). A busy cycle is
    then one statement (`queries.CLAIM_AND_COMPLETE`: completions and claim together, one
    commit) and no `BEGIN`, `SET` or `COMMIT`; a connection that fails is closed, never handed
    back to the pool with that setting, and the next cycle opens another. A failed cycle wrote
    nothing; its completions go out again with the next one.
    SQLite: each cycle is one `BEGIN IMMEDIATE` transaction, as `JobStore.claim` does.
    """

    def __init__(self, store: JobStore) -> None:
        self._store = store
        self._conn: Connection | None = None

    def claim(
        self,
        worker_id: str,
        limit: int,
        lease_seconds: float,
        types: Sequence[str] | None = None,
        *,
        completions: Sequence[Completion] = (),
    ) -> list[Job]:
        store = self._store
        if store.is_sqlite:
            return store.claim(worker_id, limit, lease_seconds, types, completions=completions)
        try:
            conn = self._connection()
            if types is None:
                return store._claim_on(conn, worker_id, limit, lease_seconds, None, completions)
            return _claim_and_complete(conn, worker_id, limit, lease_seconds, types, completions)
        except BaseException:
            self.close()
            raise

    def _connection(self) -> Connection:
        if self._conn is None:
            conn = self._store.engine.connect()
            try:
                conn.execution_options(isolation_level="AUTOCOMMIT")
                conn.execute(q.ASYNC_COMMIT_SESSION)
                conn.execute(q.NO_JIT_SESSION)
            except BaseException:
                conn.invalidate()
                conn.close()
                raise
            self._conn = conn
        return self._conn

    def close(self) -> None:
        """Drop the connection (its session setting must not reach the pool's other users)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.invalidate()
                conn.close()
            except Exception as exc:  # it was broken already
                log.debug("closing the claim connection failed: %s", exc)
