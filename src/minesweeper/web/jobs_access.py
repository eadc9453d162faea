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
from minesweeper.jobs import get_job
from minesweeper.screening.jobs import job_round_id
from minesweeper.web.deps import CurrentUser, Db, Principal, get_db, optional_user, round_visible
from minesweeper.web.problems import ProblemError


def _visible(session: Session, user: Principal, job_id: str) -> bool:
    job = get_job(session.connection(), job_id)
    if job is None:
        return False
    if user.is_admin:
        return True
    round_id = job_round_id(session, job.payload)
    return round_id is not None and round_visible(session, user, round_id)


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
