"""Job types of the screening domain and how they are enqueued."""

from __future__ import annotations

from collections.abc import Mapping

from sqlalchemy import Connection, Integer, bindparam, func, select
from sqlalchemy.orm import Session

from minesweeper.auth import LiveUser, live_session_user, live_token_user
from minesweeper.db.driver_reads import Reads
from minesweeper.db.models import Applicant, RoundMember
from minesweeper.jobs import Job, enqueue, job_beside, job_of_beside_row

PROCESS_APPLICANT = "process_applicant"


def enqueue_process_applicant(session: Session, applicant_id: int) -> Job:
    """Queue a re-extraction inside the caller's transaction.

    `coalesce`: a second upload while one run is queued joins it; uploads during a run queue
    exactly one follow-up, so new documents are never missed.
    """
    return enqueue(
        session.connection(),
        PROCESS_APPLICANT,
        {"applicant_id": applicant_id},
        key=str(applicant_id),
        policy="coalesce",
    )


# The round alone, by a statement built once: asked on every status poll of a member.
_ROUND_OF_APPLICANT = select(Applicant.round_id).where(Applicant.id == bindparam("applicant_id"))


def job_round_id(session: Session, payload: dict[str, object]) -> int | None:
    """The round a job belongs to: the one its payload names, or its applicant's."""
    round_id = payload.get("round_id")
    if isinstance(round_id, int):
        return round_id
    applicant_id = payload.get("applicant_id")
    if isinstance(applicant_id, int):
        return session.scalar(_ROUND_OF_APPLICANT, {"applicant_id": applicant_id})
    return None


# Membership of the job's round in one statement (a member's status poll asks it every 2 s):
# the round the payload names, else its applicant's.
_MEMBER_OF_JOB_ROUND = select(RoundMember.user_id).where(
    RoundMember.user_id == bindparam("user_id"),
    RoundMember.round_id
    == func.coalesce(
        bindparam("round_id", type_=Integer),
        select(Applicant.round_id)
        .where(Applicant.id == bindparam("applicant_id", type_=Integer))
        .scalar_subquery(),
    ),
)


def _membership_params(user_id: int, payload: Mapping[str, object]) -> dict[str, object] | None:
    """`_MEMBER_OF_JOB_ROUND`'s parameters; None for a job tied to no round."""
    round_id, applicant_id = payload.get("round_id"), payload.get("applicant_id")
    if not isinstance(round_id, int):
        round_id = None
        if not isinstance(applicant_id, int):
            return None
    return {"user_id": user_id, "round_id": round_id, "applicant_id": applicant_id}


def member_of_job_round(conn: Connection, user_id: int, payload: Mapping[str, object]) -> bool:
    """Whether the user is a member of the round the job belongs to (`job_round_id`'s round);
    a job tied to no round belongs to no member."""
    params = _membership_params(user_id, payload)
    return params is not None and conn.execute(_MEMBER_OF_JOB_ROUND, params).first() is not None


async def read_member_of_job_round(
    reads: Reads, user_id: int, payload: Mapping[str, object]
) -> bool:
    """`member_of_job_round` for a status poll's read (`Database.read`)."""
    params = _membership_params(user_id, payload)
    return params is not None and await reads.first(_MEMBER_OF_JOB_ROUND, params) is not None


async def read_caller_and_job(
    reads: Reads, job_id: str, *, token: str | None, sid: str | None
) -> tuple[LiveUser | None, Job | None]:
    """The live user behind an API token (else a session id) and the job row, in one round
    trip (a status poll asks both every 2 s): (None, None) for credentials that are revoked,
    expired, of a disabled user or unknown; the job is None when there is no such job. Who
    may see the job is the caller's decision (`read_member_of_job_round`)."""
    if token is not None:
        live_user, params = live_token_user(token)
    elif sid is not None:
        live_user, params = live_session_user(sid)
    else:
        return None, None
    row = await reads.first(job_beside(live_user), {**params, "b_job": job_id})
    if row is None:
        return None, None
    return LiveUser(row["user_id"], row["user_email"], row["user_is_admin"]), job_of_beside_row(row)
