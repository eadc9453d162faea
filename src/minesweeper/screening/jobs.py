"""Job types of the screening domain and how they are enqueued."""

from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant
from minesweeper.jobs import Job, enqueue

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
