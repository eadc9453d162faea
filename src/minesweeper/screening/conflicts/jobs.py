"""Background jobs of the conflict matrix: recompute a round, render its PDF report.

`recompute_conflicts` is keyed by round with the `coalesce` policy: any number of reviewer
edits or re-processed applicants while one run is queued join it, and changes during a run
queue exactly one follow-up, so the matrix always ends up computed from the latest data.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.blobs import store_blob
from minesweeper.db.models import Applicant, Blob, Round
from minesweeper.jobs import (
    Handler,
    Job,
    JobContext,
    PermanentJobError,
    enqueue,
    get_job,
    jobs_by_key,
)
from minesweeper.screening.conflicts.errors import (
    ReportNotFoundError,
    ReportNotReadyError,
    RoundFinalizedError,
)
from minesweeper.screening.conflicts.report import ReportData
from minesweeper.screening.conflicts.report_loader import load_report
from minesweeper.screening.conflicts.snapshot import latest_snapshot, snapshot_report
from minesweeper.screening.conflicts.store import recompute_round, write_session
from minesweeper.screening.errors import RoundNotFoundError
from minesweeper.screening.exports.pdf import REPORT_STEPS, KoreanFontMissingError, render_pdf
from minesweeper.screening.jobs import job_round_id

RECOMPUTE_CONFLICTS = "recompute_conflicts"
EXPORT_REPORT = "export_report"
REPORT_MEDIA_TYPE = "application/pdf"
REPORT_LANGUAGES = ("en", "ko")


def enqueue_recompute_conflicts(session: Session, round_id: int) -> Job:
    """Queue a recomputation of the round's matrix inside the caller's transaction."""
    return enqueue(
        session.connection(),
        RECOMPUTE_CONFLICTS,
        {"round_id": round_id},
        key=str(round_id),
        policy="coalesce",
    )


def enqueue_recompute_for_applicant(session: Session, applicant_id: int) -> Job | None:
    """Queue the recomputation of the round of an applicant whose roster just changed."""
    round_id = session.scalar(select(Applicant.round_id).where(Applicant.id == applicant_id))
    return None if round_id is None else enqueue_recompute_conflicts(session, round_id)


def enqueue_export_report(session: Session, round_id: int, lang: str = "en") -> Job:
    """Queue the PDF report in `lang` ("en" or "ko"); a second request while one is active
    attaches to it (and so gets that one's language)."""
    return enqueue(
        session.connection(),
        EXPORT_REPORT,
        {"round_id": round_id, "lang": lang},
        key=str(round_id),
        policy="coalesce",
    )


def _round_id(payload: dict[str, Any]) -> int:
    round_id = payload.get("round_id")
    if not isinstance(round_id, int) or isinstance(round_id, bool):
        raise PermanentJobError("payload needs an integer round_id", code="bad_payload")
    return round_id


def handle_recompute_conflicts(
    db: Database, ctx: JobContext, payload: dict[str, Any]
) -> dict[str, Any]:
    round_id = _round_id(payload)

    def progress(stage: str, processed: int, total: int) -> None:
        ctx.progress(stage=stage, processed=processed, total=total)

    try:
        summary = recompute_round(db, round_id, progress)
    except RoundNotFoundError as exc:
        raise PermanentJobError(str(exc), code="round_not_found") from exc
    except RoundFinalizedError:
        # Nothing to do: a finalized round's record is its snapshot. Not a failure.
        return {"round_id": round_id, "skipped": "finalized"}
    return summary.to_dict()


def report_for(session: Session, round_id: int) -> ReportData:
    round_row = session.get(Round, round_id)
    if round_row is None:
        raise RoundNotFoundError(f"round {round_id} does not exist")
    snapshot = latest_snapshot(session, round_id)
    # A finalized round is reported from its immutable record, never from live tables.
    return snapshot_report(snapshot) if snapshot is not None else load_report(session, round_id)


def handle_export_report(
    db: Database, ctx: JobContext, payload: dict[str, Any], zone: str = "UTC"
) -> dict[str, Any]:
    round_id = _round_id(payload)
    lang = payload.get("lang", "en")  # jobs queued before reports had a language: English
    if lang not in REPORT_LANGUAGES:
        raise PermanentJobError(f"lang must be one of {REPORT_LANGUAGES}", code="bad_payload")
    ctx.progress(stage="loading", processed=0, total=REPORT_STEPS)
    try:
        with db.session() as session:
            report = report_for(session, round_id)
            snapshot = latest_snapshot(session, round_id)
            record = snapshot.content_sha256 if snapshot is not None else None
    except RoundNotFoundError as exc:
        raise PermanentJobError(str(exc), code="round_not_found") from exc

    def progress(stage: str, processed: int, total: int) -> None:
        ctx.progress(stage=stage, processed=processed, total=total)

    try:
        data = render_pdf(report, progress, record_sha256=record, lang=lang, zone=zone)
    except KoreanFontMissingError as exc:
        raise PermanentJobError(str(exc), code="korean_font_missing") from exc
    with write_session(db) as session:
        digest = store_blob(session, data)
    return {
        "round_id": round_id,
        "blob_sha256": digest,
        "size": len(data),
        "media_type": REPORT_MEDIA_TYPE,
        "filename": f"conflicts-round-{round_id}.pdf",
        "snapshot_sha256": record,
    }


def recompute_conflicts_handler(db: Database) -> Handler:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        return handle_recompute_conflicts(db, ctx, payload)

    return handle


def export_report_handler(db: Database, zone: str = "UTC") -> Handler:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        return handle_export_report(db, ctx, payload, zone)

    return handle


def conflict_handlers(db: Database, zone: str = "UTC") -> dict[str, Handler]:
    """The handler table entries of this package, for the worker; `zone` is the TIMEZONE
    setting the report shows its times in."""
    return {
        RECOMPUTE_CONFLICTS: recompute_conflicts_handler(db),
        EXPORT_REPORT: export_report_handler(db, zone),
    }


def report_file(session: Session, round_id: int, job_id: str) -> tuple[bytes, str]:
    """The PDF a finished report job of this round wrote, with its file name."""
    job = get_job(session.connection(), job_id)
    if job is None or job_round_id(session, job.payload) != round_id:
        raise ReportNotFoundError(f"No job {job_id} in this round.")
    result = job.result or {}
    if job.type != EXPORT_REPORT or job.status != "done" or "blob_sha256" not in result:
        raise ReportNotReadyError(f"Job {job_id} is not a finished report of this round.")
    blob = session.get(Blob, str(result["blob_sha256"]))
    if blob is None:
        raise ReportNotReadyError("The report file is gone; generate it again.")
    return blob.data, str(result["filename"])


def latest_job(session: Session, job_type: str, round_id: int) -> Job | None:
    """The newest job of a type for a round (jobs of this package are keyed by round id)."""
    found = jobs_by_key(session.connection(), job_type, [str(round_id)])
    return found[0] if found else None
