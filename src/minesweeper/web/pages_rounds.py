"""Pages: the round list, a round with its applicants, round members, users (admin)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy import func, select

from minesweeper.auth import (
    UserExistsError,
    UserNotFoundError,
    add_to_round,
    create_user,
    round_ids_of,
)
from minesweeper.db.models import Applicant, Round, RoundMember, User
from minesweeper.web.deps import AdminUser, CurrentUser, Db, ScopedRound
from minesweeper.web.status import applicant_summaries
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)


@router.get("/")
def rounds_page(request: Request, user: CurrentUser, db: Db) -> Response:
    with db.session() as session:
        query = select(Round).order_by(Round.created_at.desc(), Round.id.desc())
        if not user.is_admin:
            query = query.where(Round.id.in_(round_ids_of(session, user.user_id)))
        rounds = list(session.scalars(query))
        rows = session.execute(
            select(Applicant.round_id, func.count())
            .where(Applicant.round_id.in_([r.id for r in rounds]))
            .group_by(Applicant.round_id)
        )
        counts = {int(round_id): int(count) for round_id, count in rows}
    return render(request, "rounds.html", {"rounds": rounds, "counts": counts})


@router.post("/rounds")
def create_round(
    _admin: AdminUser, db: Db, name: Annotated[str, Form(min_length=1, max_length=200)]
) -> Response:
    with db.session() as session:
        created = Round(name=name.strip())
        session.add(created)
        session.flush()
        round_id = created.id
    return RedirectResponse(f"/rounds/{round_id}", status_code=303)


@router.get("/rounds/{round_id}")
def round_page(request: Request, round_: ScopedRound, db: Db) -> Response:
    with db.session() as session:
        applicants = list(
            session.scalars(
                select(Applicant).where(Applicant.round_id == round_.id).order_by(Applicant.id)
            )
        )
        summaries = applicant_summaries(session, applicants)
    return render(request, "round.html", {"round": round_, "applicants": summaries})


@router.post("/rounds/{round_id}/applicants")
def add_applicant(
    round_: ScopedRound,
    db: Db,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    name_en: Annotated[str, Form(max_length=200)] = "",
) -> Response:
    with db.session() as session:
        session.add(
            Applicant(round_id=round_.id, name=name.strip(), name_en=name_en.strip() or None)
        )
    return RedirectResponse(f"/rounds/{round_.id}", status_code=303)


def _members_page(request: Request, round_: Round, db: Db, error: str | None = None) -> Response:
    with db.session() as session:
        members = list(
            session.scalars(
                select(User)
                .join(RoundMember, RoundMember.user_id == User.id)
                .where(RoundMember.round_id == round_.id)
                .order_by(User.email)
            )
        )
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
            add_to_round(session, email, round_.id)
    except UserNotFoundError:
        return _members_page(request, round_, db, error="members.unknown_user")
    return RedirectResponse(f"/rounds/{round_.id}/members", status_code=303)


def _users_page(
    request: Request, db: Db, created: dict[str, str] | None = None, error: str | None = None
) -> Response:
    with db.session() as session:
        users = list(session.scalars(select(User).order_by(User.email)))
    context = {"users": users, "created": created, "error": error}
    return render(request, "users.html", context, status_code=400 if error else 200)


@router.get("/admin/users")
def users_page(request: Request, _admin: AdminUser, db: Db) -> Response:
    return _users_page(request, db)


@router.post("/admin/users")
def add_user(
    request: Request,
    _admin: AdminUser,
    db: Db,
    email: Annotated[str, Form(min_length=3, max_length=300)],
    is_admin: Annotated[str, Form()] = "",
) -> Response:
    try:
        with db.session() as session:
            user, password = create_user(session, email, is_admin=bool(is_admin))
            created = {"email": user.email, "password": password}
    except UserExistsError:
        return _users_page(request, db, error="users.exists")
    except UserNotFoundError:
        return _users_page(request, db, error="users.bad_email")
    # The password is shown once, in this answer; it is not stored anywhere readable.
    return _users_page(request, db, created=created)
