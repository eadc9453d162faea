"""A reviewer's own documents (CV, publication list, Scholar page): upload, read, match.

They go through the same pipeline as an applicant's, with the reviewer as the "self"; the
persons they name are kept in `reviewer_persons` and matched against every applicant's
names when the round's matrix is recomputed (`matching._reviewer_side_candidate`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.blobs import store_blob
from minesweeper.db.models import Blob, Reviewer
from minesweeper.db.models_conflicts import ReviewerDocument, ReviewerPerson
from minesweeper.extractors.model import Extractor
from minesweeper.ingest.categories import UploadCategory
from minesweeper.jobs import Handler, Job, JobContext, PermanentJobError, enqueue
from minesweeper.names import normalize_name
from minesweeper.pipeline import ApplicantIdentity, InputFile, PipelineResult, run_pipeline
from minesweeper.screening.conflicts.careers import careers_json
from minesweeper.screening.conflicts.errors import ReviewerNotFoundError
from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts
from minesweeper.screening.conflicts.store import open_round
from minesweeper.screening.errors import UploadRejectedError
from minesweeper.screening.fit import fit
from minesweeper.screening.options import PipelineOptions

PROCESS_REVIEWER = "process_reviewer"
REVIEWER_FOLDER = UploadCategory.CV  # how the pipeline types the documents before reading them
MAX_REVIEWER_DOCUMENT_BYTES = 50 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ReviewerProcessSummary:
    reviewer_id: int
    documents: int
    document_errors: int
    persons: int

    def to_dict(self) -> dict[str, int]:
        return {
            "reviewer_id": self.reviewer_id,
            "documents": self.documents,
            "document_errors": self.document_errors,
            "persons": self.persons,
        }


def _reviewer(session: Session, reviewer_id: int) -> Reviewer:
    reviewer = session.get(Reviewer, reviewer_id)
    if reviewer is None:
        raise ReviewerNotFoundError(f"reviewer {reviewer_id} does not exist")
    return reviewer


def enqueue_process_reviewer(session: Session, reviewer_id: int) -> Job:
    """Queue (or join) the reading of a reviewer's documents in the caller's transaction."""
    return enqueue(
        session.connection(),
        PROCESS_REVIEWER,
        {"reviewer_id": reviewer_id},
        key=str(reviewer_id),
        policy="coalesce",
    )


def add_reviewer_document(
    session: Session,
    reviewer_id: int,
    filename: str,
    data: bytes,
    max_bytes: int = MAX_REVIEWER_DOCUMENT_BYTES,
    round_id: int | None = None,
) -> tuple[ReviewerDocument, Job]:
    """Store one document of a reviewer and queue its reading, in one transaction.

    `round_id`, when given, is the round the caller is scoped to: a reviewer of another
    round is not found."""
    reviewer = _reviewer(session, reviewer_id)
    if round_id is not None and reviewer.round_id != round_id:
        raise ReviewerNotFoundError(f"reviewer {reviewer_id} is not in round {round_id}")
    open_round(session, reviewer.round_id)
    if not data:
        raise UploadRejectedError(f"{filename} is empty")
    if len(data) > max_bytes:
        raise UploadRejectedError(f"{filename} is {len(data)} bytes; the limit is {max_bytes}")
    document = ReviewerDocument(
        reviewer_id=reviewer_id,
        blob_sha256=store_blob(session, data),
        filename=fit(filename or "document", 500),
        size=len(data),
    )
    session.add(document)
    session.flush()
    return document, enqueue_process_reviewer(session, reviewer_id)


def list_reviewer_documents(session: Session, reviewer_id: int) -> list[dict[str, Any]]:
    _reviewer(session, reviewer_id)
    rows = session.scalars(
        select(ReviewerDocument)
        .where(ReviewerDocument.reviewer_id == reviewer_id)
        .order_by(ReviewerDocument.id)
    )
    return [
        {
            "id": d.id,
            "filename": d.filename,
            "size": d.size,
            "doc_type": d.doc_type,
            "error": d.error,
        }
        for d in rows
    ]


def process_reviewer(
    db: Database,
    reviewer_id: int,
    extractor: Extractor,
    options: PipelineOptions | None = None,
) -> ReviewerProcessSummary:
    """Read every document of the reviewer and replace the persons they name."""
    options = options or PipelineOptions()
    with db.session() as session:
        reviewer = _reviewer(session, reviewer_id)
        identity = ApplicantIdentity(reviewer.name, reviewer.name_en)
        rows = session.execute(
            select(ReviewerDocument, Blob.data)
            .join(Blob, Blob.sha256 == ReviewerDocument.blob_sha256)
            .where(ReviewerDocument.reviewer_id == reviewer_id)
            .order_by(ReviewerDocument.id)
        ).all()
        files = [InputFile(d.id, d.filename, REVIEWER_FOLDER, data) for d, data in rows]
    result = run_pipeline(files, identity, extractor, limits=options.limits, ocr=options.ocr)
    with db.session() as session:
        reviewer = _reviewer(session, reviewer_id)
        persons = _replace_persons(session, reviewer_id, result)
        enqueue_recompute_conflicts(session, reviewer.round_id)
    errors = sum(1 for d in result.documents if d.error_code)
    return ReviewerProcessSummary(reviewer_id, len(result.documents), errors, persons)


def _replace_persons(session: Session, reviewer_id: int, result: PipelineResult) -> int:
    session.execute(delete(ReviewerPerson).where(ReviewerPerson.reviewer_id == reviewer_id))
    for outcome in result.documents:
        document = session.get(ReviewerDocument, outcome.document_id)
        if document is not None:
            document.doc_type = outcome.doc_type
            document.careers = careers_json(outcome)
            document.error = (
                {"code": outcome.error_code, "message": outcome.error_message}
                if outcome.error_code
                else None
            )
    self_mentions = result.aggregation.group_index_by_mention()
    count = 0
    for index, mention in enumerate(result.mentions):
        group = self_mentions.get(index)
        if group is not None and result.aggregation.groups[group].is_self:
            continue  # the reviewer's own name
        person = mention.person
        session.add(
            ReviewerPerson(
                reviewer_id=reviewer_id,
                document_id=mention.document_id,
                name_raw=fit(person.name_raw, 300),
                name_normalized=fit(normalize_name(person.name_raw), 300),
                role=str(person.role),
                source_kind=str(person.source_kind),
                page=person.page,
                quote=person.quote,
                year=person.year,
            )
        )
        count += 1
    session.flush()
    return count


def process_reviewer_handler(
    db: Database, extractor: Extractor, options: PipelineOptions | None = None
) -> Handler:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        reviewer_id = payload.get("reviewer_id")
        if not isinstance(reviewer_id, int) or isinstance(reviewer_id, bool):
            raise PermanentJobError("payload needs an integer reviewer_id", code="bad_payload")
        ctx.progress(stage="reading", processed=0, total=1)
        try:
            summary = process_reviewer(db, reviewer_id, extractor, options)
        except ReviewerNotFoundError as exc:
            raise PermanentJobError(str(exc), code="reviewer_not_found") from exc
        return dict(summary.to_dict())

    return handle
