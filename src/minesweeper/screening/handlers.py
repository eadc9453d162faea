"""The worker's handler table: every job type the application runs, bound to one database."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy.exc import DBAPIError

from minesweeper.db import Database
from minesweeper.extractors.model import ExtractionInput, ExtractionResult, Extractor
from minesweeper.gateway import GatewayError, call_context
from minesweeper.jobs import (
    Handler,
    JobContext,
    PermanentJobError,
    RetryableJobError,
    builtin_handlers,
)
from minesweeper.screening.conflicts.jobs import conflict_handlers
from minesweeper.screening.conflicts.reviewer_documents import (
    PROCESS_REVIEWER,
    process_reviewer_handler,
)
from minesweeper.screening.errors import ApplicantNotFoundError
from minesweeper.screening.extractor_factory import ExtractorMode, build_extractor
from minesweeper.screening.jobs import PROCESS_APPLICANT
from minesweeper.screening.options import pipeline_options
from minesweeper.screening.page_jobs import PREPARE_PAGES, prepare_pages_handler
from minesweeper.screening.process import process_applicant
from minesweeper.search.reindex import reindex_handlers
from minesweeper.search.reindex_all import reindex_all_handlers
from minesweeper.settings import Settings

log = logging.getLogger("minesweeper.screening")


class _CallAttributed:
    """Attributes the model calls of each document to it in the call log (`ai_calls`)."""

    def __init__(self, inner: Extractor) -> None:
        self._inner = inner
        self.name = inner.name

    def extract(self, item: ExtractionInput) -> ExtractionResult:
        with call_context(document_id=item.document_id):
            return self._inner.extract(item)


def process_applicant_handler(
    db: Database, settings: Settings, mode: ExtractorMode | None = None
) -> Handler:
    extractor = _CallAttributed(build_extractor(settings, mode, db))
    options = pipeline_options(settings)

    def handle(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        applicant_id = payload.get("applicant_id")
        if not isinstance(applicant_id, int):
            raise PermanentJobError("payload needs an integer applicant_id", code="bad_payload")

        def progress(stage: str, processed: int, total: int) -> None:
            ctx.progress(stage=stage, processed=processed, total=total)

        try:
            with call_context(job_id=ctx.job.id):
                summary = process_applicant(
                    db, applicant_id, extractor, options=options, progress=progress, hold=ctx.hold
                )
        except ApplicantNotFoundError as exc:
            raise PermanentJobError(str(exc), code="applicant_not_found") from exc
        except DBAPIError as exc:
            # The driver's text holds the statement and its data (document text): log ids only.
            cause = type(exc.orig).__name__
            log.error("applicant %s: saving the roster failed (%s)", applicant_id, cause)
            raise RetryableJobError(
                "The roster could not be saved; it is tried again.",
                code="ROSTER_NOT_SAVED",
                details={"exception": cause},
            ) from exc
        except GatewayError as exc:
            # A model server that is down or overloaded is retried later by the job engine.
            error = RetryableJobError if exc.retryable else PermanentJobError
            raise error(str(exc), code=exc.code) from exc
        return dict(summary.to_dict())

    return handle


def build_handlers(
    db: Database, settings: Settings, mode: ExtractorMode | None = None
) -> dict[str, Handler]:
    handlers: dict[str, Handler] = dict(builtin_handlers())
    handlers[PROCESS_APPLICANT] = process_applicant_handler(db, settings, mode)
    handlers[PROCESS_REVIEWER] = process_reviewer_handler(
        db, _CallAttributed(build_extractor(settings, mode, db)), pipeline_options(settings)
    )
    handlers[PREPARE_PAGES] = prepare_pages_handler(db, pipeline_options(settings))
    handlers.update(conflict_handlers(db, settings.timezone))
    handlers.update(reindex_handlers(db, settings.embedding_model))
    handlers.update(reindex_all_handlers(db, settings.embedding_model))
    return handlers
