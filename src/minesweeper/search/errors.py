"""The search package's errors; each carries its `code` and HTTP status for the one error map."""

from __future__ import annotations

from typing import Any

from minesweeper.jobs import Job, JobConflict


class SearchError(Exception):
    """Root of the errors minesweeper.search raises on purpose (web/errors.py maps it)."""

    code = "SEARCH_ERROR"
    http_status = 400

    def __init__(self, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.details: dict[str, Any] | None = details


class EmbeddingModelUnavailableError(SearchError):
    """`EMBEDDING_MODEL` names a model this installation cannot load (the extra `semantic` is
    missing, or the name is unknown)."""

    code = "EMBEDDING_MODEL_UNAVAILABLE"
    http_status = 422


class ChunkTooLongError(SearchError):
    """Chunks of this size exceed the embedding model's context window; `details` carry
    `max_tokens`, `recommended_chunk_size` and `needs_rechunk: true`."""

    code = "CHUNK_TOO_LONG"
    http_status = 422


class ReindexInProgressError(JobConflict):
    """A re-index (of this round, or of every round) is already queued or running: the client
    attaches to it."""

    code = "REINDEX_IN_PROGRESS"
    title = "Re-index already in progress"

    def __init__(self, existing: Job, what: str = "this round") -> None:
        super().__init__(existing)
        self.args = (f"a re-index of {what} is already {existing.status}: {existing.id}",)
