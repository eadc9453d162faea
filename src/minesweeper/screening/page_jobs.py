"""The `prepare_pages` job: pages of a document processed before page images were stored.

Documents processed now get their pages prepared with the roster (`process_applicant`); this
job serves the older ones, queued by the first request that finds nothing stored.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Blob, Document
from minesweeper.ingest import IngestError, ingest_bytes
from minesweeper.jobs import Handler, Job, JobConflict, JobContext, PermanentJobError, enqueue
from minesweeper.screening.options import PipelineOptions
from minesweeper.screening.page_store import prepare_pages, store_pages

PREPARE_PAGES = "prepare_pages"


def enqueue_prepare_pages(session: Session, document: Document) -> Job:
    """Queue the preparation of a document's pages, or return the one already active."""
    try:
        return enqueue(
            session.connection(),
            PREPARE_PAGES,
            {"document_id": document.id, "applicant_id": document.applicant_id},
            key=document.blob_sha256,
            policy="reject",
        )
    except JobConflict as exc:
        return exc.existing


def prepare_pages_handler(db: Database, options: PipelineOptions) -> Handler:
    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        document_id = payload.get("document_id")
        if not isinstance(document_id, int):
            raise PermanentJobError("payload needs an integer document_id", code="bad_payload")
        with db.session() as session:
            document = session.get(Document, document_id)
            blob = session.get(Blob, document.blob_sha256) if document is not None else None
            if document is None or blob is None:
                raise PermanentJobError(f"document {document_id} is gone", code="not_found")
            sha256, filename, data = document.blob_sha256, document.filename, blob.data
        ctx.progress(stage="reading", processed=0, total=1)
        try:
            ingested = ingest_bytes(data, filename, limits=options.limits, ocr=options.ocr)
        except IngestError as exc:
            raise PermanentJobError(exc.message, code=exc.code) from exc
        pages = prepare_pages(data, ingested)
        with db.session() as session:
            store_pages(session, sha256, ingested.page_count, pages)
        return {"document_id": document_id, "pages": len(pages)}

    return handle
