"""Who may see a job: the job engine knows nothing of rounds, so the web layer decides.

A job whose payload names an applicant or a round belongs to that round: its members and the
admins see it, anyone else gets 404 (as for everything of another round). Jobs tied to no round
(diagnostics, maintenance), the job list and the metrics are for admins.
"""

from __future__ import annotations

from functools import partial

from sqlalchemy import Connection
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from minesweeper.db import Database
from minesweeper.db.driver_reads import Reads
from minesweeper.jobs import Job, get_job
from minesweeper.screening.jobs import (
    member_of_job_round,
    read_caller_and_job,
    read_member_of_job_round,
)
from minesweeper.web.deps import (
    Credentials,
    CurrentUser,
    Db,
    Principal,
    get_db,
    optional_user,
    presented_credentials,
    unauthenticated,
)
from minesweeper.web.problems import ProblemError


def _may_see(conn: Connection, user: Principal, job: Job) -> bool:
    return user.is_admin or member_of_job_round(conn, user.user_id, job.payload)


def _visible(session: Session, user: Principal, job_id: str) -> bool:
    job = get_job(session.connection(), job_id)
    return job is not None and _may_see(session.connection(), user, job)


async def read_visible_job(
    reads: Reads, credentials: Credentials, job_id: str
) -> tuple[bool, Job | None]:
    """(signed in, the job if its caller may see it), read on one connection: the credentials
    are looked up on every call, so a revocation counts at the next poll. An admin's poll is
    one round trip, a member's two (the round's membership)."""
    user, job = await read_caller_and_job(
        reads, job_id, token=credentials.token, sid=credentials.sid
    )
    if user is None:
        return False, None
    visible = job is not None and (
        user.is_admin or await read_member_of_job_round(reads, user.id, job.payload)
    )
    return True, job if visible else None


async def visible_job(request: Request, job_id: str) -> Job:
    """The job a status poll asks for, the one read the route needs: caller, access and job
    row on one connection, read on the event loop (`Database.read`: polled every 2 s by pages
    and clients; the fast path in `status_poll` and the route both call this). Same answers
    as `job_access` and the engine's route: 401 anonymous, 404 not visible."""
    credentials = presented_credentials(request)
    if credentials is None:
        raise unauthenticated(request)
    read = partial(read_visible_job, credentials=credentials, job_id=job_id)
    signed_in, job = await get_db(request).read(read)
    if not signed_in:
        raise unauthenticated(request)
    if job is None:
        raise ProblemError(404, "JOB_NOT_FOUND", f"No job with id {job_id}.")
    return job


def job_access(request: Request, user: CurrentUser, db: Db) -> Principal:
    job_id = request.path_params.get("job_id")
    if job_id is None:
        if not user.is_admin:
            raise ProblemError(403, "ADMIN_REQUIRED", "Only an administrator may list jobs.")
        return user
    with db.session() as session:
        if not _visible(session, user, str(job_id)):
            raise ProblemError(404, "JOB_NOT_FOUND", f"No job with id {job_id}.")
    return user


def _still_visible(db: Database, user: Principal, job_id: str) -> bool:
    with db.session() as session:
        return _visible(session, user, job_id)


async def stream_still_allowed(request: Request, job_id: str) -> bool:
    """Asked before every batch of job events: the session or token is still live (not logged
    out, reset or disabled) and the job's round is still visible to its user."""
    user = await optional_user(request)
    if user is None:
        return False
    return await run_in_threadpool(_still_visible, get_db(request), user, job_id)
