"""`/api/v1/rounds/{id}/search`, `/reindex` and `/admin/reindex`: search and its re-index jobs."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from minesweeper.search import search_round
from minesweeper.search.analyzer import query_terms
from minesweeper.search.chunks import DEFAULT_CHUNK_SIZE
from minesweeper.search.generations import generation_info
from minesweeper.search.query import DEFAULT_LIMIT, MAX_LIMIT
from minesweeper.search.reindex import MAX_CHUNK_SIZE, MIN_CHUNK_SIZE, start_reindex
from minesweeper.search.reindex_all import start_reindex_all
from minesweeper.web.deps import MAX_ID, AdminUser, Db, ScopedRound
from minesweeper.web.problems import API_PROBLEMS, ProblemError, problem_responses

router = APIRouter(prefix="/api/v1", tags=["search"], responses=API_PROBLEMS)

MAX_QUERY_CHARS = 200


class SearchHitOut(BaseModel):
    document_id: int
    applicant_id: int
    page: int
    snippet: str
    score: float
    highlights: list[list[int]]


class SearchOut(BaseModel):
    hits: list[SearchHitOut]
    total: int


@router.get("/rounds/{round_id}/search", response_model=SearchOut)
def search(
    round_: ScopedRound,
    db: Db,
    q: Annotated[str, Query(min_length=1, max_length=MAX_QUERY_CHARS)],
    applicant_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = DEFAULT_LIMIT,
) -> dict[str, Any]:
    if any(ord(c) < 32 or ord(c) == 127 for c in q):
        raise ProblemError(422, "INVALID_QUERY", "The search text contains control characters.")
    if not query_terms(q):
        raise ProblemError(422, "INVALID_QUERY", "The search text has no letters or digits.")
    with db.session() as session:
        result = search_round(session, round_.id, q, applicant_id=applicant_id, limit=limit)
    return result.to_dict()


class ReindexIn(BaseModel):
    chunk_size: int = Field(DEFAULT_CHUNK_SIZE, ge=MIN_CHUNK_SIZE, le=MAX_CHUNK_SIZE)


@router.get("/rounds/{round_id}/reindex/preflight")
def reindex_preflight(round_: ScopedRound, db: Db) -> dict[str, Any]:
    """What the serving index was built with; `stale` when the analyzer has changed since."""
    with db.session() as session:
        return generation_info(session, round_.id)


@router.post("/rounds/{round_id}/reindex", status_code=202, responses=problem_responses(409))
def reindex(round_: ScopedRound, db: Db, body: ReindexIn | None = None) -> dict[str, Any]:
    """Start a re-index (202 with the job); one already active is a 409 carrying it."""
    with db.session() as session:
        return start_reindex(
            session, round_.id, body.chunk_size if body else DEFAULT_CHUNK_SIZE
        ).to_api()


@router.post("/admin/reindex", status_code=202, responses=problem_responses(403, 409))
def reindex_every_round(_admin: AdminUser, db: Db, body: ReindexIn | None = None) -> dict[str, Any]:
    """Start the re-index of every round (202, one job reporting n/m rounds); 409 carries a
    live one."""
    with db.session() as session:
        return start_reindex_all(session, body.chunk_size if body else DEFAULT_CHUNK_SIZE).to_api()
