"""`/api/v1` a round's to-do list: what is left to decide, across all its applicants."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from pydantic import BaseModel, Field

from minesweeper.screening.bulk import (
    BATCH_PATTERN,
    BulkKind,
    BulkScope,
    apply_bulk,
    bulk_targets,
    undo_batch,
)
from minesweeper.screening.conflicts.decisions import MAX_REASON_CHARS
from minesweeper.screening.todo import round_todo
from minesweeper.web.deps import CurrentUser, Db, ScopedRound
from minesweeper.web.problems import API_PROBLEMS, problem_responses
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


class BulkIn(BaseModel):
    kind: BulkKind
    reason: str = Field(default="", max_length=MAX_REASON_CHARS)
    applicant_id: int | None = Field(default=None, ge=1, le=2_147_483_647)
    document_id: int | None = Field(default=None, ge=1, le=2_147_483_647)
    flag_type: str | None = Field(default=None, max_length=30)
    dry_run: bool = Field(default=False, description="Name the items without deciding them.")

    def scope(self) -> BulkScope:
        return BulkScope(self.kind, self.applicant_id, self.document_id, self.flag_type)


class BulkOut(BaseModel):
    batch: str | None  # None for a dry run
    kind: str
    count: int
    keys: list[str]


class BulkUndoOut(BaseModel):
    batch: str
    undone: int


@router.post(
    "/rounds/{round_id}/todo/bulk", response_model=BulkOut, responses=problem_responses(400, 409)
)
def post_bulk(body: BulkIn, round_: ScopedRound, user: CurrentUser, db: Db) -> dict[str, Any]:
    """Decide many items with one reason; each item gets its own audit event."""
    with db.session() as session:
        if body.dry_run:
            keys = bulk_targets(session, round_.id, body.scope())
            return {"batch": None, "kind": body.kind.value, "count": len(keys), "keys": keys}
        result = apply_bulk(session, round_.id, user.user_id, body.scope(), body.reason)
        return {
            "batch": result.batch,
            "kind": result.kind,
            "count": result.count,
            "keys": result.keys,
        }


@router.post(
    "/rounds/{round_id}/todo/bulk/{batch}/undo",
    response_model=BulkUndoOut,
    responses=problem_responses(409),
)
def undo_bulk(
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    batch: Annotated[str, Path(pattern=BATCH_PATTERN)],
) -> dict[str, Any]:
    """Take back a bulk decision: every item nobody has decided again since is open again."""
    with db.session() as session:
        return {"batch": batch, "undone": undo_batch(session, round_.id, user.user_id, batch)}
