"""The search package's errors; each carries its `code` and HTTP status for the one error map."""

from __future__ import annotations

from minesweeper.jobs import Job, JobConflict


class ReindexInProgressError(JobConflict):
    """A re-index (of this round, or of every round) is already queued or running: the client
    attaches to it."""

    code = "REINDEX_IN_PROGRESS"
    title = "Re-index already in progress"

    def __init__(self, existing: Job, what: str = "this round") -> None:
        super().__init__(existing)
        self.args = (f"a re-index of {what} is already {existing.status}: {existing.id}",)
