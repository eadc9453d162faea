"""`/api/v1/rounds/{id}/search`: full-text search over every page of a round."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import BaseModel

from minesweeper.search import search_round
from minesweeper.search.analyzer import query_terms
from minesweeper.search.query import DEFAULT_LIMIT, MAX_LIMIT
from minesweeper.web.deps import MAX_ID, Db, ScopedRound
from minesweeper.web.problems import API_PROBLEMS, ProblemError

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
