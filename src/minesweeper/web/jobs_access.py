"""Who may see a job: the job engine knows nothing of rounds, so the web layer decides.

A job whose payload names an applicant or a round belongs to that round: its members and the
admins see it, anyone else gets 404 (as for everything of another round). Jobs tied to no round
(diagnostics, maintenance), the job list and the metrics are for admins.
"""

from __future__ import annotations

from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request

from minesweeper.db import Database
from minesweeper.jobs import Job, get_job
from minesweeper.screening.jobs import job_round_id
from minesweeper.web.deps import (
    Credentials,
    CurrentUser,
    Db,
    Principal,
    get_db,
    optional_user,
    presented_credentials,
    principal_in,
    round_visible,
    unauthenticated,
)
from minesweeper.web.problems import ProblemError


def _may_see(session: Session, user: Principal, job: Job) -> bool:
    if user.is_admin:
        return True
    round_id = job_round_id(session, job.payload)
    return round_id is not None and round_visible(session, user, round_id)


def _visible(session: Session, user: Principal, job_id: str) -> bool:
    job = get_job(session.connection(), job_id)
    return job is not None and _may_see(session, user, job)


def read_visible_job(
    db: Database, credentials: Credentials, job_id: str
) -> tuple[bool, Job | None]:
    """(signed in, the job if its caller may see it), all in one read-only database session:
    the credentials are looked up on every call, so a revocation counts at the next poll."""
    with db.read_session() as session:
        found = principal_in(session, credentials)
        if found is None:
            return False, None
        job = get_job(session.connection(), job_id)
        return True, job if job is not None and _may_see(session, found[0], job) else None


async def visible_job(request: Request, job_id: str) -> Job:
    """The job a status poll asks for, the one read the route needs: caller, access and job
    row in one read-only database session (polled every 2 s by pages and clients; the fast
    path in `status_poll` and the route both call this). Same answers as `job_access` and the
    engine's route: 401 anonymous, 404 not visible."""
    credentials = presented_credentials(request)
    if credentials is None:
        raise unauthenticated(request)
    db = get_db(request)
    if db.is_sqlite:
        # On the event loop: the read is CPU in this process (no wait another request could
        # use), and the hop to a thread cost more than the read (a fraction of a ms).
        signed_in, job = read_visible_job(db, credentials, job_id)
    else:  # the read waits on the server: in a thread, so other requests go on meanwhile
        signed_in, job = await run_in_threadpool(read_visible_job, db, credentials, job_id)
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
