"""Job types of the screening domain and how they are enqueued."""

from __future__ import annotations

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


def job_round_id(session: Session, payload: dict[str, object]) -> int | None:
    """The round a job belongs to: the one its payload names, or its applicant's."""
    round_id = payload.get("round_id")
    if isinstance(round_id, int):
        return round_id
    applicant_id = payload.get("applicant_id")
    if isinstance(applicant_id, int):
        applicant = session.get(Applicant, applicant_id)
        return None if applicant is None else applicant.round_id
    return None
