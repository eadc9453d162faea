"""Errors of the conflict matrix; all are ScreeningErrors so the web layer maps them once."""

from __future__ import annotations

from minesweeper.screening.errors import ScreeningError


class ConflictsError(ScreeningError):
    """Root of the conflict matrix's errors."""

    code = "CONFLICTS_ERROR"


class RoundFinalizedError(ConflictsError):
    """The round has a final snapshot; its matrix and decisions can no longer change."""

    code = "ROUND_FINALIZED"


class ConflictNotFoundError(ConflictsError):
    code = "CONFLICT_NOT_FOUND"


class ReviewerNotFoundError(ConflictsError):
    code = "REVIEWER_NOT_FOUND"


class InvalidDecisionError(ConflictsError):
    code = "INVALID_DECISION"


class ReviewerImportError(ConflictsError):
    """A reviewer file that cannot be read; the message says which row and why."""

    code = "REVIEWER_IMPORT_INVALID"
