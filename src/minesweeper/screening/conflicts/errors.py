"""Errors of the conflict matrix; all are ScreeningErrors so the web layer maps them once."""

from __future__ import annotations

from minesweeper.screening.errors import ScreeningError


class ConflictsError(ScreeningError):
    """Root of the conflict matrix's errors."""

    code = "CONFLICTS_ERROR"


class RoundFinalizedError(ConflictsError):
    """The round has a final snapshot; its matrix and decisions can no longer change."""

    code = "ROUND_FINALIZED"
    http_status = 409


class ConflictNotFoundError(ConflictsError):
    code = "CONFLICT_NOT_FOUND"
    http_status = 404


class ReviewerNotFoundError(ConflictsError):
    code = "REVIEWER_NOT_FOUND"
    http_status = 404


class InvalidDecisionError(ConflictsError):
    code = "INVALID_DECISION"


class ReviewerImportError(ConflictsError):
    """A reviewer file that cannot be read; the message says which row and why."""

    code = "REVIEWER_IMPORT_INVALID"


class PolicyError(ConflictsError):
    """A policy row that names no relation or action, or a window out of range."""

    code = "INVALID_POLICY"


class ReportNotFoundError(ConflictsError):
    """No report job of that id belongs to the round (ids of other rounds reveal nothing)."""

    code = "NOT_FOUND"
    http_status = 404


class ReportNotReadyError(ConflictsError):
    """The report job has not finished, or its file is gone."""

    code = "REPORT_NOT_READY"
    http_status = 409


class RoundNotFinalizedError(ConflictsError):
    """The round has no snapshot yet: its record is written when it is finalized."""

    code = "ROUND_NOT_FINALIZED"
    http_status = 409


class DecisionsPendingError(ConflictsError):
    """Finalizing would freeze undecided candidates; the caller must acknowledge them."""

    code = "DECISIONS_PENDING"
    http_status = 409

    def __init__(self, message: str, pending: dict[str, int]) -> None:
        super().__init__(message)
        self.details: dict[str, object] = {"pending": dict(pending), "total": sum(pending.values())}
