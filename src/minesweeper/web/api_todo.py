"""`/api/v1` a round's to-do list: what is left to decide, across all its applicants."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel

from minesweeper.screening.todo import round_todo
from minesweeper.web.deps import Db, ScopedRound
from minesweeper.web.problems import API_PROBLEMS
from minesweeper.web.todo_links import todo_json

router = APIRouter(prefix="/api/v1", tags=["todo"], responses=API_PROBLEMS)


class TodoEvidenceOut(BaseModel):
    document_id: int | None
    filename: str | None
    page: int | None
    quote: str | None
    source_kind: str | None
    url: str | None


class TodoItemOut(BaseModel):
    kind: str  # conflict | flag | person
    id: int
    applicant_id: int
    applicant_name: str
    title: str
    level: str | None
    flag_type: str | None
    reviewer_id: int | None
    reviewer_name: str | None
    relations: list[str]
    roles: list[str]
    needs_human: bool
    evidence: list[TodoEvidenceOut]
    links: dict[str, str | None]


class ApplicantCountOut(BaseModel):
    applicant_id: int
    count: int


class TodoOut(BaseModel):
    round_id: int
    finalized: bool
    total: int
    by_kind: dict[str, int]
    by_applicant: list[ApplicantCountOut]
    items: list[TodoItemOut]


@router.get("/rounds/{round_id}/todo", response_model=TodoOut)
def get_todo(round_: ScopedRound, db: Db) -> dict[str, Any]:
    """Undecided candidates (certain, likely, possible), open flags by kind, pending persons."""
    with db.session() as session:
        return todo_json(round_todo(session, round_.id))
