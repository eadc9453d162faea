"""Shared by the conflict matrix's API and pages: scopes, schemas and helpers."""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import Annotated, Any, Literal
from urllib.parse import quote

from fastapi import Depends, Query
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field

from minesweeper.db import Database
from minesweeper.db.models import Reviewer
from minesweeper.db.models_conflicts import Conflict
from minesweeper.screening.conflicts import decisions, reviewers
from minesweeper.screening.conflicts.jobs import report_for
from minesweeper.screening.conflicts.report import ReportData
from minesweeper.web.deps import CurrentUser, Db, Ident, round_visible
from minesweeper.web.problems import ProblemError

XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def reviewer_scope(reviewer_id: Ident, user: CurrentUser, db: Db) -> Reviewer:
    with db.session() as session:
        row = session.get(Reviewer, reviewer_id)
        if row is None or not round_visible(session, user, row.round_id):
            raise ProblemError(404, "NOT_FOUND", f"No reviewer with id {reviewer_id}.")
        return row


def conflict_scope(conflict_id: Ident, user: CurrentUser, db: Db) -> Conflict:
    with db.session() as session:
        row = session.get(Conflict, conflict_id)
        if row is None or not round_visible(session, user, row.round_id):
            raise ProblemError(404, "NOT_FOUND", f"No conflict with id {conflict_id}.")
        return row


ScopedReviewer = Annotated[Reviewer, Depends(reviewer_scope)]
ScopedConflict = Annotated[Conflict, Depends(conflict_scope)]


class ReviewerIn(BaseModel):
    name: str = Field(min_length=1, max_length=200)
    name_en: str | None = Field(default=None, max_length=200)
    affiliation: str | None = Field(default=None, max_length=500)
    email: str | None = Field(default=None, max_length=300)
    external_id: str | None = Field(default=None, max_length=100)

    def fields(self) -> reviewers.ReviewerFields:
        return reviewers.ReviewerFields(**self.model_dump())


class ReviewerOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)
    id: int
    round_id: int
    name: str
    name_en: str | None
    affiliation: str | None
    email: str | None
    external_id: str | None


class DecisionIn(BaseModel):
    decision: Literal["confirmed", "dismissed"]
    reason: str = Field(min_length=1, max_length=decisions.MAX_REASON_CHARS)


class FinalizeIn(BaseModel):
    acknowledge_pending: bool = Field(
        default=False, description="Freeze the round even though some candidates are undecided."
    )


class PolicyRow(BaseModel):
    relation: str
    action: str
    window_years: int | None = None


class CandidateOut(BaseModel):
    conflict_id: int
    reviewer_id: int
    applicant_id: int
    subject_name: str
    subject_key: str
    level: str
    action: str
    name_match: str
    relations: list[str]
    roles: list[str]
    evidence: list[dict[str, Any]]
    decision: str | None
    reason: str | None
    decided_by: str | None
    decided_at: str | None
    decision_stale: bool


class PartyOut(BaseModel):
    id: int
    name: str
    name_en: str | None = None
    external_id: str | None = None
    affiliation: str | None = None
    email: str | None = None


class CellOut(BaseModel):
    reviewer_id: int
    applicant_id: int
    level: str | None
    count: int
    confirmed: int
    dismissed: int
    by_level: dict[str, int] = {}


class MatrixOut(BaseModel):
    round_id: int
    finalized_at: str | None
    reviewers: list[PartyOut]
    applicants: list[PartyOut]
    cells: list[CellOut]
    candidates: list[CandidateOut]


class CheckCandidateOut(BaseModel):
    applicant_id: int
    subject_name: str
    level: str
    action: str
    name_match: str
    relations: list[str]
    evidence: list[dict[str, Any]]


class ImportOut(BaseModel):
    created: int
    updated: int
    unchanged: int


class SnapshotOut(BaseModel):
    id: int
    round_id: int
    created_at: str
    content_sha256: str
    content: dict[str, Any] | None = None


def filtered(report: ReportData, levels: list[str], relations: list[str]) -> ReportData:
    """The report with only candidates of the given levels and relations (empty: all)."""
    rows = [
        r
        for r in report.rows
        if (not levels or r.level in levels)
        and (not relations or set(relations) & set(r.relations))
    ]
    return replace(report, rows=rows)


def matrix_json(report: ReportData) -> dict[str, Any]:
    cells = []
    for reviewer in report.reviewers:
        for applicant in report.applicants:
            cell = report.cell(reviewer.id, applicant.id)
            if cell.count:
                cells.append(
                    {"reviewer_id": reviewer.id, "applicant_id": applicant.id, **asdict(cell)}
                )
    return {
        "round_id": report.round_id,
        "finalized_at": report.finalized_at,
        "reviewers": [asdict(p) for p in report.reviewers],
        "applicants": [asdict(p) for p in report.applicants],
        "cells": cells,
        "candidates": [asdict(r) for r in report.rows],
    }


LevelFilter = Annotated[list[str] | None, Query(description="Keep these levels (repeatable).")]
RelationFilter = Annotated[
    list[str] | None, Query(description="Keep these relations (repeatable).")
]


def load_matrix(db: Database, round_id: int) -> ReportData:
    with db.session() as session:
        return report_for(session, round_id)


def download(data: bytes, media_type: str, filename: str) -> Response:
    disposition = f"attachment; filename*=UTF-8''{quote(filename)}"
    return Response(
        data,
        media_type=media_type,
        headers={"Content-Disposition": disposition, "X-Content-Type-Options": "nosniff"},
    )
