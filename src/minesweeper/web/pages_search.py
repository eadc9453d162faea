"""The round's search page: hits of every page, each opening the page viewer on its words."""

from __future__ import annotations

from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from minesweeper.db import Database
from minesweeper.search import search_round
from minesweeper.search.analyzer import query_terms
from minesweeper.search.embedding import model_id, usable_embedder
from minesweeper.search.generations import generation_info
from minesweeper.search.query import MAX_LIMIT
from minesweeper.search.reindex_all import active_reindex
from minesweeper.web.api_search import MAX_QUERY_CHARS, embedding_setting
from minesweeper.web.deps import CurrentUser, Db, Principal, ScopedRound
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)  # an HTML page, not part of the JSON API


def reindex_panel(db: Database, user: Principal, round_id: int | None) -> dict[str, object]:
    """What `_reindex_dialog.html` needs: where to start, and the live job to attach to (the
    re-index of every round only for admins: only they may read that job)."""
    with db.session() as session:
        job = active_reindex(session, round_id, every_round=user.is_admin)
    return {
        "start_url": "/api/v1/admin/reindex"
        if round_id is None
        else f"/api/v1/rounds/{round_id}/reindex",
        "all_rounds": round_id is None,
        "active": job.to_api() if job is not None else None,
    }


def index_notice(request: Request, db: Database, round_id: int) -> dict[str, object]:
    """What `_stale_index.html` needs: the round's index against this installation's model."""
    with db.session() as session:
        return generation_info(session, round_id, model_id(embedding_setting(request)))


@router.get("/rounds/{round_id}/search")
def search_page(
    request: Request,
    round_: ScopedRound,
    user: CurrentUser,
    db: Db,
    q: Annotated[str, Query(max_length=MAX_QUERY_CHARS)] = "",
) -> Response:
    hits: list[dict[str, object]] = []
    total = 0
    clean = "".join(c for c in q if c.isprintable())
    semantic = False
    index = index_notice(request, db, round_.id)
    reindex = reindex_panel(db, user, round_.id)
    if query_terms(clean):
        embedder = usable_embedder(embedding_setting(request))
        with db.session() as session:
            result = search_round(session, round_.id, clean, limit=MAX_LIMIT, embedder=embedder)
        total = result.total
        semantic = result.semantic
        for hit in result.hits:
            start, end = hit.highlights[0] if hit.highlights else (0, 0)
            words = hit.snippet[start:end] or clean
            page = f"/documents/{hit.document_id}/pages/{hit.page}"
            hits.append(
                {
                    "hit": hit,
                    "before": hit.snippet[:start],
                    "match": hit.snippet[start:end],
                    "after": hit.snippet[end:],
                    # A page found by meaning only has no words of the query to highlight.
                    "href": page
                    if "lexical" not in hit.matched
                    else f"{page}?" + urlencode({"quote": words}),
                }
            )
    context = {
        "round": round_,
        "q": clean,
        "hits": hits,
        "total": total,
        "semantic": semantic,
        "index": index,
        "reindex": reindex,
    }
    return render(request, "search.html", context)
