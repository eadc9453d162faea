"""Processing status of applicants: document counts and the job to show for each one."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Document
from minesweeper.jobs import Job, jobs_by_key
from minesweeper.screening.jobs import PROCESS_APPLICANT

_ACTIVE_FIRST = {"running": 0, "queued": 1}


def latest_jobs(session: Session, applicant_ids: Iterable[int]) -> dict[int, Job]:
    """Per applicant: its active processing job (running before queued), else its latest one."""
    keys = {str(i): i for i in applicant_ids}
    if not keys:
        return {}
    best: dict[int, Job] = {}
    for job in jobs_by_key(session.connection(), PROCESS_APPLICANT, keys):
        applicant_id = keys[str(job.key)]
        current = best.get(applicant_id)
        if current is None or _rank(job) < _rank(current):
            best[applicant_id] = job
    return best


def _rank(job: Job) -> int:
    return _ACTIVE_FIRST.get(job.status, 2)


def document_counts(session: Session, applicant_ids: Iterable[int]) -> dict[int, int]:
    ids = list(applicant_ids)
    if not ids:
        return {}
    rows = session.execute(
        select(Document.applicant_id, func.count())
        .where(Document.applicant_id.in_(ids))
        .group_by(Document.applicant_id)
    )
    return {int(applicant_id): int(count) for applicant_id, count in rows}


def applicant_summaries(session: Session, applicants: list[Applicant]) -> list[dict[str, Any]]:
    """What the round page and `GET /rounds/{id}` show per applicant."""
    ids = [a.id for a in applicants]
    counts = document_counts(session, ids)
    latest = latest_jobs(session, ids)
    return [
        {
            "id": a.id,
            "round_id": a.round_id,
            "name": a.name,
            "name_en": a.name_en,
            "document_count": counts.get(a.id, 0),
            "job": latest[a.id].to_api() if a.id in latest else None,
        }
        for a in applicants
    ]
