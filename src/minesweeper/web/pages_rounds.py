"""Pages: the round list, a round with its applicants, round members."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response

from minesweeper.auth import UserNotFoundError
from minesweeper.screening import rounds
from minesweeper.screening.status import applicant_summaries
from minesweeper.screening.todo import round_todo
from minesweeper.search.embedding import model_id
from minesweeper.search.generations import stale_rounds
from minesweeper.web.api_search import embedding_setting
from minesweeper.web.deps import AdminUser, CurrentUser, Db, ScopedRound
from minesweeper.web.pages_search import index_notice, reindex_panel
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)


@router.get("/")
def rounds_page(request: Request, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        visible = rounds.visible_rounds(session, user.user_id, user.is_admin)
        counts = rounds.applicant_counts(session, [r.id for r in visible])
        model = model_id(embedding_setting(request))
        # Admins re-index every round: they see which indexes another analyzer or model built.
        stale = stale_rounds(session, [r.id for r in visible], model) if user.is_admin else {}
    reindex = reindex_panel(db, user, None) if user.is_admin else None
    context = {
        "rounds": visible,
        "counts": counts,
        "reindex": reindex,
        "stale": stale,
        "embedding_model": model,
    }
    return render(request, "rounds.html", context)


@router.post("/rounds")
def create_round(
    _admin: AdminUser, db: Db, name: Annotated[str, Form(min_length=1, max_length=200)]
) -> Response:
    with db.session() as session:
        round_id = rounds.create_round(session, name).id
    return RedirectResponse(f"/rounds/{round_id}", status_code=303)


@router.get("/rounds/{round_id}")
def round_page(request: Request, round_: ScopedRound, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        summaries = applicant_summaries(session, rounds.applicants_of(session, round_.id))
        todo = round_todo(session, round_.id)
    reindex = reindex_panel(db, user, round_.id)
    context = {
        "reindex": reindex,
        "index": index_notice(request, db, round_.id),
        "round": round_,
        "applicants": summaries,
        "todo_counts": todo.counts_by_applicant(),
        "todo_total": len(todo.items),
    }
    return render(request, "round.html", context)


@router.post("/rounds/{round_id}/applicants")
def add_applicant(
    round_: ScopedRound,
    db: Db,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    name_en: Annotated[str, Form(max_length=200)] = "",
    allow_duplicate: Annotated[str, Form()] = "",
) -> Response:
    with db.session() as session:
        rounds.create_applicant(session, round_.id, name, name_en, allow_duplicate == "yes")
    return RedirectResponse(f"/rounds/{round_.id}", status_code=303)


@router.post("/rounds/{round_id}/edit")
def edit_round(
    round_: ScopedRound,
    admin: AdminUser,
    db: Db,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    archived: Annotated[str, Form()] = "",
) -> Response:
    with db.session() as session:
        rounds.update_round(session, admin.user_id, round_.id, name, archived == "yes")
    return RedirectResponse(f"/rounds/{round_.id}", status_code=303)


def _members_page(request: Request, round_: Any, db: Db, error: str | None = None) -> Response:
    with db.session() as session:
        members = rounds.members(session, round_.id)
    return render(
        request,
        "members.html",
        {"round": round_, "members": members, "error": error},
        status_code=400 if error else 200,
    )


@router.get("/rounds/{round_id}/members")
def members_page(request: Request, round_: ScopedRound, _admin: AdminUser, db: Db) -> Response:
    return _members_page(request, round_, db)


@router.post("/rounds/{round_id}/members")
def add_member(
    request: Request,
    round_: ScopedRound,
    _admin: AdminUser,
    db: Db,
    email: Annotated[str, Form(min_length=3, max_length=300)],
) -> Response:
    try:
        with db.session() as session:
            rounds.add_member(session, email, round_.id)
    except UserNotFoundError:
        return _members_page(request, round_, db, error="members.unknown_user")
    return RedirectResponse(f"/rounds/{round_.id}/members", status_code=303)
