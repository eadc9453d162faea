"""The screening package's exceptions; `web/errors.py` maps them to problem responses.

Every error carries `code` (stable, machine-readable) and `http_status`, so the web layer maps
the whole family in one place and no route needs its own `try`.
"""

from __future__ import annotations


class ScreeningError(Exception):
    """Root of every error raised by minesweeper.screening."""

    code = "SCREENING_ERROR"
    http_status = 400


class ApplicantNotFoundError(ScreeningError):
    code = "APPLICANT_NOT_FOUND"
    http_status = 404


class DocumentNotFoundError(ScreeningError):
    code = "DOCUMENT_NOT_FOUND"
    http_status = 404


class RoundNotFoundError(ScreeningError):
    code = "ROUND_NOT_FOUND"
    http_status = 404


class DecisionRejectedError(ScreeningError):
    """The decision does not apply (e.g. merging a person into itself); the message says why.

    `key` names the reason in the pages' catalogs (`decision.error.<key>`), so a page can say it
    in the reader's language; the API answers with the English message.
    """

    code = "DECISION_REJECTED"

    def __init__(self, message: str, key: str) -> None:
        super().__init__(message)
        self.key = key


class UploadRejectedError(ScreeningError):
    """The upload cannot be stored as sent; the message says why, for the person uploading."""

    code = "UPLOAD_REJECTED"


class PageUnavailableError(ScreeningError):
    """The page does not exist or this format has no page images."""

    code = "PAGE_UNAVAILABLE"
    http_status = 404


class PagesNotReadyError(ScreeningError):
    """The worker has not prepared this document's pages yet; a job to do it is queued."""

    code = "PAGES_NOT_READY"
    http_status = 409

    def __init__(self, message: str, job: dict[str, object]) -> None:
        super().__init__(message)
        # The client attaches to this job and asks again when it is done.
        self.details: dict[str, object] = {"job": job}


class TimedOutError(ScreeningError):
    """A library call made for a request ran past its time limit (the thread is left behind)."""

    code = "TIMED_OUT"
    http_status = 503


class InvalidNameError(ScreeningError):
    """A name that is blank or a path component (`..`, `a/b`): refused, never stored."""

    code = "INVALID_NAME"
    http_status = 422


class DuplicateApplicantError(ScreeningError):
    """The round has an applicant of this name already; `allow_duplicate` adds a namesake."""

    code = "APPLICANT_EXISTS"
    http_status = 409

    def __init__(self, message: str, existing_id: int) -> None:
        super().__init__(message)
        self.details: dict[str, object] = {"existing_id": existing_id}
