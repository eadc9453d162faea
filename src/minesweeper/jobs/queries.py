"""Every SQL statement of the job engine, in one place.

Statements are SQLAlchemy Core constructs over a private copy of the jobs table (the host
application owns the real one through its migrations; the definition is shared, see
`schema.py`). Hot-path statements are built once with bind parameters so the compiled form is
cached. The dialect differences are confined to two spots: which `INSERT ... ON CONFLICT`
construct is used, and `FOR UPDATE SKIP LOCKED`, which the SQLite compiler leaves out (SQLite
serializes writers instead: the claim runs under `BEGIN IMMEDIATE`).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from sqlalchemy import (
    Delete,
    MetaData,
    Select,
    Update,
    and_,
    bindparam,
    case,
    delete,
    exists,
    func,
    literal,
    not_,
    or_,
    select,
    text,
    tuple_,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite

from minesweeper.jobs.schema import define_jobs_table

JOBS = define_jobs_table(MetaData())
c = JOBS.c
NOTIFY_CHANNEL = "minesweeper_jobs"

_sibling = JOBS.alias("sibling")


def _has_sibling(status: str) -> Any:
    """A job of the same (type, key) in `status` exists (only meaningful for keyed jobs)."""
    return exists().where(
        _sibling.c.type == c.type,
        _sibling.c.key == c.key,
        _sibling.c.status == status,
        _sibling.c.id != c.id,
    )


# The arbiter index predicates as literal SQL, the same text as the partial indexes in
# `schema.py`. Not bind parameters: PostgreSQL infers the arbiter index while planning, and
# once a prepared statement switches to its generic plan a `key_policy = $1` can no longer be
# proven to imply the index predicate ("no unique or exclusion constraint matching").
_ARBITER_PREDICATES = {
    "reject": "key_policy = 'reject' AND status IN ('queued', 'running') AND key IS NOT NULL",
    "coalesce": "key_policy = 'coalesce' AND status = 'queued' AND key IS NOT NULL",
}


def _with_conflict(stmt: Any, policy: str | None) -> Any:
    """For a keyed job, make a conflict hand back the active job instead of failing.

    `ON CONFLICT ... DO UPDATE` that rewrites a column to its own value leaves the existing
    row as it is but makes `RETURNING` hand it back, in one round trip on both databases.
    """
    if policy not in _ARBITER_PREDICATES:
        return stmt
    return stmt.on_conflict_do_update(
        index_elements=[c.type, c.key],
        index_where=text(_ARBITER_PREDICATES[policy]),
        set_={"type": stmt.excluded.type},
    )


def _build_enqueue(dialect: str, policy: str | None) -> Any:
    module: Any = postgresql if dialect == "postgresql" else sqlite
    values = {col.name: bindparam(f"v_{col.name}", type_=col.type) for col in JOBS.c}
    stmt = _with_conflict(module.insert(JOBS).values(values), policy).returning(*JOBS.c)
    if dialect != "postgresql":
        return stmt
    # One statement inserts and notifies (NOTIFY is delivered at commit), saving a round
    # trip per enqueue; a conflict that hands back an existing job wakes nobody.
    ins = stmt.cte("ins")
    notified = case(
        (ins.c.id == bindparam("v_id"), func.pg_notify(NOTIFY_CHANNEL, ins.c.type)),
        else_=None,
    )
    return select(*ins.c, notified.label("notified"))


# What a keyless enqueue writes; every other column keeps its default (NULL, or the server's).
KEYLESS_COLUMNS = (
    "id",
    "type",
    "status",
    "payload",
    "priority",
    "run_at",
    "attempts",
    "max_attempts",
    "progress",
    "cancel_requested",
    "created_at",
    "updated_at",
)


def _build_enqueue_keyless(dialect: str) -> Any:
    """A keyless job cannot conflict, so nothing comes back: the caller knows the row it
    wrote. About a third less work per enqueue than the general statement (fewer binds,
    no row to read back)."""
    module: Any = postgresql if dialect == "postgresql" else sqlite
    values = {name: bindparam(f"v_{name}", type_=c[name].type) for name in KEYLESS_COLUMNS}
    stmt = module.insert(JOBS).values(values)
    if dialect != "postgresql":
        return stmt
    ins = stmt.returning(c.type).cte("ins")
    return select(func.pg_notify(NOTIFY_CHANNEL, ins.c.type))


# Built once per (dialect, policy) with bind parameters, so the compiled form is cached
# and reused by every enqueue instead of compiled anew for each one.
_ENQUEUE: dict[tuple[str, str | None], Any] = {}


def enqueue_job(dialect: str, policy: str | None) -> Any:
    """The single-job enqueue; parameters are `v_<column>` for every column."""
    stmt = _ENQUEUE.get((dialect, policy))
    if stmt is None:
        stmt = _ENQUEUE[(dialect, policy)] = _build_enqueue(dialect, policy)
    return stmt


# The same keyless enqueue as psycopg text, for an enqueue on its own (`direct.py`): the
# columns every new job starts with are literals here, so only what varies is sent.
# Parameters: id, type, payload, priority, run_at, max_attempts, now.
ENQUEUE_ALONE_PSYCOPG = (
    "WITH ins AS (INSERT INTO jobs (id, type, status, payload, priority, run_at, attempts,"
    " max_attempts, progress, cancel_requested, created_at, updated_at)"
    " VALUES (%(id)s, %(type)s, 'queued', %(payload)s, %(priority)s, %(run_at)s, 0,"
    " %(max_attempts)s, 0, false, %(now)s, %(now)s) RETURNING type)"
    f" SELECT pg_notify('{NOTIFY_CHANNEL}', ins.type) FROM ins"
)

_ENQUEUE_KEYLESS: dict[str, Any] = {}


def enqueue_keyless(dialect: str) -> Any:
    """The single-job enqueue without a key; parameters are `v_<column>` of `KEYLESS_COLUMNS`."""
    stmt = _ENQUEUE_KEYLESS.get(dialect)
    if stmt is None:
        stmt = _ENQUEUE_KEYLESS[dialect] = _build_enqueue_keyless(dialect)
    return stmt


def _claim(with_types: bool) -> Update:
    candidates = select(c.id).where(
        c.status == "queued",
        c.run_at <= bindparam("now"),
        # A coalesced follow-up waits while its predecessor for the same key still runs.
        or_(c.key.is_(None), not_(_has_sibling("running"))),
    )
    if with_types:
        candidates = candidates.where(c.type.in_(bindparam("types", expanding=True)))
    candidates = (
        candidates.order_by(c.priority.desc(), c.run_at, c.created_at)
        .limit(bindparam("limit"))
        .with_for_update(skip_locked=True)
    )
    return (
        update(JOBS)
        .where(c.id.in_(candidates.scalar_subquery()))
        .values(
            status="running",
            attempts=c.attempts + 1,
            worker_id=bindparam("worker_id"),
            lease_expires_at=bindparam("lease_expires_at"),
            started_at=bindparam("now"),
            updated_at=bindparam("now"),
            cancel_requested=False,
        )
        .returning(*JOBS.c)
    )


CLAIM = _claim(with_types=False)
CLAIM_TYPES = _claim(with_types=True)


def _fenced(stmt: Update) -> Update:
    """Only the worker that holds this attempt of a running job may write to it."""
    return stmt.where(
        c.id == bindparam("b_id"),
        c.status == "running",
        c.worker_id == bindparam("b_worker"),
        c.attempts == bindparam("b_attempt"),
    )


# What a completion writes; shared by the single and the batched statement.
_DONE_VALUES = {
    "status": "done",
    "result": bindparam("b_result", type_=c.result.type),
    "error": None,
    "progress": 100,
    "stage": func.coalesce(bindparam("b_stage", type_=c.stage.type), c.stage),
    "processed": func.coalesce(bindparam("b_processed", type_=c.processed.type), c.processed),
    "total": func.coalesce(bindparam("b_total", type_=c.total.type), c.total),
    "lease_expires_at": None,
    "finished_at": bindparam("b_now"),
    "updated_at": bindparam("b_now"),
}

COMPLETE = _fenced(update(JOBS)).values(_DONE_VALUES)

# Many completions with the same outcome values (typical: no result) in one statement.
COMPLETE_SAME = (
    update(JOBS)
    .where(
        c.status == "running",
        c.worker_id == bindparam("b_worker"),
        # `id IN` lets the planner use the primary key; the pair check is the attempt fence.
        c.id.in_(bindparam("b_ids", expanding=True)),
        tuple_(c.id, c.attempts).in_(bindparam("b_fences", expanding=True)),
    )
    .values(_DONE_VALUES)
)

# A retryable failure re-queues, unless a coalesced follow-up is already queued for the
# key: that job will do the work, and a second queued row would break the single-flight rule.
_requeue_superseded = and_(
    bindparam("b_status", type_=c.status.type) == literal("queued"), _has_sibling("queued")
)
FAIL = (
    _fenced(update(JOBS))
    .values(
        status=case((_requeue_superseded, literal("cancelled")), else_=bindparam("b_status")),
        error=bindparam("b_error", type_=c.error.type),
        run_at=bindparam("b_run_at"),
        lease_expires_at=None,
        worker_id=None,
        finished_at=case(
            (_requeue_superseded, bindparam("b_now")), else_=bindparam("b_finished_at")
        ),
        updated_at=bindparam("b_now"),
    )
    .returning(c.id, c.status)
)

FINISH_CANCELLED = _fenced(update(JOBS)).values(
    status="cancelled",
    error=bindparam("b_error", type_=c.error.type),
    lease_expires_at=None,
    finished_at=bindparam("b_now"),
    updated_at=bindparam("b_now"),
)

# A worker hands a job back (shutting down, or claimed ahead and not started) without
# counting the attempt against it. One whose cancel was requested meanwhile ends cancelled,
# as it would have at its next progress call: queued again, its next claim would clear the
# request. So does one a coalesced follow-up already replaces.
_released_for_good = or_(c.cancel_requested, _has_sibling("queued"))
RELEASE = _fenced(update(JOBS)).values(
    status=case((_released_for_good, literal("cancelled")), else_=literal("queued")),
    error=case((c.cancel_requested, bindparam("b_error", type_=c.error.type)), else_=c.error),
    finished_at=case((_released_for_good, bindparam("b_now")), else_=None),
    attempts=c.attempts - 1,
    worker_id=None,
    lease_expires_at=None,
    run_at=bindparam("b_now"),
    updated_at=bindparam("b_now"),
)

PROGRESS = (
    _fenced(update(JOBS))
    .values(
        stage=func.coalesce(bindparam("b_stage", type_=c.stage.type), c.stage),
        processed=func.coalesce(bindparam("b_processed", type_=c.processed.type), c.processed),
        total=func.coalesce(bindparam("b_total", type_=c.total.type), c.total),
        progress=bindparam("b_progress"),
        lease_expires_at=bindparam("b_lease"),
        updated_at=bindparam("b_now"),
    )
    .returning(c.cancel_requested)
)

# Run inside a handler's own transaction, before its business writes: the attempt still holds
# the job (no row: it does not, and the caller rolls back). The lease is extended, and on
# PostgreSQL the row stays locked until the caller commits, so the reaper cannot take the job
# between this check and that commit (SQLite: the transaction holds the write lock already).
HOLD = (
    _fenced(update(JOBS))
    .values(lease_expires_at=bindparam("b_lease"), updated_at=bindparam("b_now"))
    .returning(c.id)
)

HEARTBEAT = (
    update(JOBS)
    .where(
        c.status == "running",
        c.worker_id == bindparam("b_worker"),
        c.id.in_(bindparam("b_ids", expanding=True)),
    )
    .values(lease_expires_at=bindparam("b_lease"), updated_at=bindparam("b_now"))
    .returning(c.id, c.cancel_requested)
)

REAP = (
    update(JOBS)
    .where(c.status == "running", c.lease_expires_at < bindparam("now"))
    .values(
        status=case(
            (c.attempts >= c.max_attempts, literal("error")),
            (_has_sibling("queued"), literal("cancelled")),
            else_=literal("queued"),
        ),
        error=bindparam("lost_error", type_=c.error.type),
        finished_at=case(
            (or_(c.attempts >= c.max_attempts, _has_sibling("queued")), bindparam("now")),
            else_=None,
        ),
        run_at=bindparam("now"),
        worker_id=None,
        lease_expires_at=None,
        updated_at=bindparam("now"),
    )
    .returning(c.id, c.status, c.type)
)

CANCEL_QUEUED = (
    update(JOBS)
    .where(c.id == bindparam("b_job"), c.status == "queued")
    .values(status="cancelled", finished_at=bindparam("now"), updated_at=bindparam("now"))
    .returning(*JOBS.c)
)

REQUEST_CANCEL = (
    update(JOBS)
    .where(c.id == bindparam("b_job"), c.status == "running")
    .values(cancel_requested=True, updated_at=bindparam("now"))
    .returning(*JOBS.c)
)

RETRY = (
    update(JOBS)
    .where(c.id == bindparam("b_job"), c.status.in_(("error", "cancelled")))
    .values(
        status="queued",
        attempts=0,
        run_at=bindparam("now"),
        error=None,
        result=None,
        progress=0,
        cancel_requested=False,
        worker_id=None,
        lease_expires_at=None,
        started_at=None,
        finished_at=None,
        updated_at=bindparam("now"),
    )
    .returning(*JOBS.c)
)

GET = select(JOBS).where(c.id == bindparam("b_job"))


@cache  # one per host statement, built once: building it cost more than the database's work
def beside(host: Select[*tuple[Any, ...]]) -> Select[*tuple[Any, ...]]:
    """The host statement's columns, then the job's (outer-joined: NULLs when there is none)."""
    hosted = host.subquery("host")
    return select(hosted, JOBS).select_from(hosted).outerjoin(JOBS, c.id == bindparam("b_job"))


def find_active(job_type: str, key: str) -> Select[Any]:
    return (
        select(JOBS)
        .where(c.type == job_type, c.key == key, c.status.in_(("queued", "running")))
        .order_by(c.status.desc())  # 'running' before 'queued'
        .limit(1)
    )


def list_jobs(status: str | None, job_type: str | None, limit: int, offset: int) -> Select[Any]:
    stmt = select(JOBS)
    if status is not None:
        stmt = stmt.where(c.status == status)
    if job_type is not None:
        stmt = stmt.where(c.type == job_type)
    return stmt.order_by(c.created_at.desc(), c.id).limit(limit).offset(offset)


def by_keys(job_type: str, keys: list[str]) -> Select[Any]:
    """Jobs of a type for any of the keys, newest first (the latest run of each item)."""
    return select(JOBS).where(c.type == job_type, c.key.in_(keys)).order_by(c.created_at.desc())


def prune(before: Any) -> Delete:
    return delete(JOBS).where(c.status.in_(("done", "error", "cancelled")), c.finished_at < before)


COUNTS = select(c.type, c.status, func.count()).group_by(c.type, c.status)

NOTIFY = select(func.pg_notify(NOTIFY_CHANNEL, bindparam("type")))

# Session-wide, on the worker loop's own claim connection only (never one the pool lends).
ASYNC_COMMIT_SESSION = text("SET synchronous_commit = off")
# Also on that connection: the claim's coalesce check is costed as a scan per candidate, which
# crosses `jit_above_cost`, and compiling the plan then took ~20 ms of a ~1 ms statement.
NO_JIT_SESSION = text("SET jit = off")

# Transaction-local: this commit does not wait for its WAL record to reach the disk.
RELAXED_COMMIT = select(func.set_config("synchronous_commit", "off", True))

# What a worker's claim reads back. The other columns of a claimed job are what the claim
# itself wrote (status, worker, lease, times, no cancel request) or NULL for any queued job
# (`finished_at`), so the worker fills them in without reading them (`store.claimed_job`).
CLAIMED_COLUMNS = (
    "id",
    "type",
    "payload",
    "key",
    "key_policy",
    "priority",
    "run_at",
    "attempts",
    "max_attempts",
    "progress",
    "stage",
    "processed",
    "total",
    "error",
    "result",
    "created_at",
)

# PostgreSQL only: a busy worker cycle in one statement and one round trip. The data-modifying
# CTE marks this worker's finished jobs done; the main statement then claims new jobs. Both
# run in one snapshot and commit together, so a failed cycle leaves the completions to be
# written again with the next one, never half of them.
# The finished jobs come as one JSON object keyed by job id (`{id: {"a": attempt, "r": result,
# "s": stage, "p": processed, "t": total}}`, absent keys for no value), read once in the
# `finished` CTE, so the text is the same for any batch (psycopg prepares it once), and
# each finished job's row is found by primary key (`id = ANY` of the object's keys) and its
# values by key in the object: no join whose plan depends on statistics. A queue table's
# statistics are nearly always stale; with a join, the planner expected one running job and
# compared each with every result (1,000 x 500 pairs for a batch of 500, about 130 ms).
# A coalesced follow-up whose predecessor is completed here already counts as free
# (`NOT IN (SELECT id FROM done)`), as it would after a separate completion statement.
CLAIM_AND_COMPLETE = text(
    """
WITH finished AS MATERIALIZED (SELECT CAST(:finished AS jsonb) AS f),
done AS (
    UPDATE jobs AS j
    SET status = 'done', result = f -> j.id -> 'r', error = NULL, progress = 100,
        stage = coalesce(f -> j.id ->> 's', j.stage),
        processed = coalesce(CAST(f -> j.id ->> 'p' AS integer), j.processed),
        total = coalesce(CAST(f -> j.id ->> 't' AS integer), j.total),
        lease_expires_at = NULL, finished_at = :now, updated_at = :now
    FROM finished
    WHERE j.id = ANY(ARRAY(SELECT jsonb_object_keys(f) FROM finished))
      AND j.status = 'running' AND j.worker_id = :worker_id
      AND j.attempts = CAST(f -> j.id ->> 'a' AS integer)
    RETURNING j.id
)
UPDATE jobs
SET status = 'running', attempts = attempts + 1, worker_id = :worker_id,
    lease_expires_at = :lease_expires_at, started_at = :now, updated_at = :now,
    cancel_requested = false
WHERE id IN (
    SELECT q.id FROM jobs AS q
    WHERE q.status = 'queued' AND q.run_at <= :now AND q.type = ANY(CAST(:types AS varchar[]))
      AND (q.key IS NULL OR NOT EXISTS (
          SELECT 1 FROM jobs AS s
          WHERE s.type = q.type AND s.key = q.key AND s.status = 'running' AND s.id <> q.id
            AND s.id NOT IN (SELECT id FROM done)))
    ORDER BY q.priority DESC, q.run_at, q.created_at
    LIMIT :limit
    FOR UPDATE SKIP LOCKED
)
RETURNING """
    + ", ".join(CLAIMED_COLUMNS)  # read by position, in this order
)
