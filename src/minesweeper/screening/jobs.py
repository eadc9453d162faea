"""Job types of the screening domain and how they are enqueued."""

from __future__ import annotations

from sqlalchemy.orm import Session

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
