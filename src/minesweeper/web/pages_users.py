"""Pages (admin): users, their API tokens, password resets, disabling a user."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response

from minesweeper.auth import UserExistsError, UserNotFoundError, create_user
from minesweeper.db.base import utcnow
from minesweeper.screening import user_admin
from minesweeper.web.deps import AdminUser, Db, Ident
from minesweeper.web.templating import render

router = APIRouter(include_in_schema=False)
USERS_PAGE = "/admin/users"


def _users_page(
    request: Request,
    db: Db,
    created: dict[str, str] | None = None,
    error: str | None = None,
    reset: dict[str, str] | None = None,
) -> Response:
    with db.session() as session:
        users = user_admin.users_with_tokens(session)
    context = {"users": users, "created": created, "error": error, "reset": reset, "now": utcnow()}
    return render(request, "users.html", context, status_code=400 if error else 200)


@router.get(USERS_PAGE)
def users_page(request: Request, _admin: AdminUser, db: Db) -> Response:
    return _users_page(request, db)


@router.post(USERS_PAGE)
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


@router.post("/admin/tokens/{token_id}/revoke")
def revoke_token(request: Request, token_id: Ident, admin: AdminUser, db: Db) -> Response:
    with db.session() as session:
        revoked = user_admin.revoke_one_token(session, admin.user_id, token_id)
    if not revoked:
        return _users_page(request, db, error="users.token_gone")
    return RedirectResponse(USERS_PAGE, status_code=303)


@router.post("/admin/users/{user_id}/reset-password")
def reset_password(
    request: Request,
    user_id: Ident,
    admin: AdminUser,
    db: Db,
    revoke_tokens: Annotated[str, Form()] = "",
) -> Response:
    try:
        with db.session() as session:
            email, password = user_admin.reset_user_password(
                session, admin.user_id, user_id, revoke_tokens=bool(revoke_tokens)
            )
    except UserNotFoundError:
        return _users_page(request, db, error="users.gone")
    # Shown once, in this answer, as for a new user.
    reset = {"email": email, "password": password, "revoked": "1" if revoke_tokens else ""}
    return _users_page(request, db, reset=reset)


@router.post("/admin/users/{user_id}/disable")
def disable(request: Request, user_id: Ident, admin: AdminUser, db: Db) -> Response:
    if user_id == admin.user_id:
        return _users_page(request, db, error="users.not_self")  # nobody locks themselves out
    return _set_disabled(request, db, admin.user_id, user_id, disabled=True)


@router.post("/admin/users/{user_id}/enable")
def enable(request: Request, user_id: Ident, admin: AdminUser, db: Db) -> Response:
    return _set_disabled(request, db, admin.user_id, user_id, disabled=False)


def _set_disabled(
    request: Request, db: Db, actor_id: int, user_id: int, *, disabled: bool
) -> Response:
    try:
        with db.session() as session:
            user_admin.set_user_disabled(session, actor_id, user_id, disabled)
    except UserNotFoundError:
        return _users_page(request, db, error="users.gone")
    return RedirectResponse(USERS_PAGE, status_code=303)
