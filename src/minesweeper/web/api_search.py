"""`/api/v1/rounds/{id}/search`, `/reindex` and `/admin/reindex`: search and its re-index jobs."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field

from minesweeper.search import search_round
from minesweeper.search.analyzer import query_terms
from minesweeper.search.embedding import usable_embedder
from minesweeper.search.preflight import planned_chunk_size, reindex_preflight
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
    matched: list[str]


class SearchOut(BaseModel):
    hits: list[SearchHitOut]
    total: int
    semantic: bool


def embedding_setting(request: Request) -> str:
    setting: str = request.app.state.settings.embedding_model
    return setting


@router.get("/rounds/{round_id}/search", response_model=SearchOut)
def search(
    request: Request,
    round_: ScopedRound,
    db: Db,
    q: Annotated[str, Query(min_length=1, max_length=MAX_QUERY_CHARS)],
    applicant_id: Annotated[int | None, Query(ge=1, le=MAX_ID)] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = DEFAULT_LIMIT,
    semantic: Annotated[bool, Query(description="Fuse in pages near in meaning.")] = True,
) -> dict[str, Any]:
    """Pages with every word of `q`; with `EMBEDDING_MODEL` on (and `semantic`), fused by
    reciprocal rank with the pages nearest `q` in meaning."""
    if any(ord(c) < 32 or ord(c) == 127 for c in q):
        raise ProblemError(422, "INVALID_QUERY", "The search text contains control characters.")
    if not query_terms(q):
        raise ProblemError(422, "INVALID_QUERY", "The search text has no letters or digits.")
    embedder = usable_embedder(embedding_setting(request)) if semantic else None
    with db.session() as session:
        result = search_round(
            session, round_.id, q, applicant_id=applicant_id, limit=limit, embedder=embedder
        )
    return result.to_dict()


class ReindexIn(BaseModel):
    # None: the size that fits the embedding model (or the lexical default when it is off).
    chunk_size: int | None = Field(None, ge=MIN_CHUNK_SIZE, le=MAX_CHUNK_SIZE)


@router.get("/rounds/{round_id}/reindex/preflight", responses=problem_responses(422))
def preflight(
    request: Request,
    round_: ScopedRound,
    db: Db,
    chunk_size: Annotated[int | None, Query(ge=MIN_CHUNK_SIZE, le=MAX_CHUNK_SIZE)] = None,
) -> dict[str, Any]:
    """What the serving index was built with, `stale` and why, and the plan of a re-index;
    422 `EMBEDDING_MODEL_UNAVAILABLE` when the model does not load, 422 `CHUNK_TOO_LONG` (with
    `max_tokens`, `recommended_chunk_size`, `needs_rechunk`) when chunks would not fit it."""
    with db.session() as session:
        return reindex_preflight(session, round_.id, embedding_setting(request), chunk_size)


@router.post("/rounds/{round_id}/reindex", status_code=202, responses=problem_responses(409, 422))
def reindex(
    request: Request, round_: ScopedRound, db: Db, body: ReindexIn | None = None
) -> dict[str, Any]:
    """Start a re-index (202 with the job); one already active is a 409 carrying it; a model
    that does not load or a chunk size it cannot take is the preflight's 422."""
    chunk_size = body.chunk_size if body else None
    planned_chunk_size(embedding_setting(request), chunk_size)
    with db.session() as session:
        return start_reindex(session, round_.id, chunk_size).to_api()


@router.post("/admin/reindex", status_code=202, responses=problem_responses(403, 409, 422))
def reindex_every_round(
    request: Request, _admin: AdminUser, db: Db, body: ReindexIn | None = None
) -> dict[str, Any]:
    """Start the re-index of every round (202, one job reporting n/m rounds); 409 carries a
    live one; 422 as for one round."""
    chunk_size = body.chunk_size if body else None
    planned_chunk_size(embedding_setting(request), chunk_size)
    with db.session() as session:
        return start_reindex_all(session, chunk_size).to_api()
