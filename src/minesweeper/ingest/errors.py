"""The one exception ingest raises: a document error with a code and a human message."""

from __future__ import annotations

from typing import Literal

IngestErrorCode = Literal["encrypted", "corrupt", "unsupported_format", "too_large", "timeout"]


class IngestError(Exception):
    """A document that cannot be read; `code` names why (lower case: stored in document rows)."""

    http_status = 422  # the document as sent cannot be read

    def __init__(self, code: IngestErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: IngestErrorCode = code
        self.message = message
