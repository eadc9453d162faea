"""`/api/v1` accounts: who am I, and (admins) the user list and new users."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from minesweeper.auth import all_users, create_user
from minesweeper.web.deps import AdminUser, CurrentUser, Db
from minesweeper.web.problems import API_PROBLEMS, problem_responses
from minesweeper.web.schemas import UserCreatedOut, UserCreateIn, UserOut

router = APIRouter(prefix="/api/v1", tags=["users"], responses=API_PROBLEMS)


@router.get("/me", response_model=UserOut)
def me(user: CurrentUser) -> dict[str, Any]:
    return {"id": user.user_id, "email": user.email, "is_admin": user.is_admin}


@router.get("/users", response_model=list[UserOut])
def list_users(_admin: AdminUser, db: Db) -> list[Any]:
    with db.session() as session:
        return all_users(session)


@router.post(
    "/users", response_model=UserCreatedOut, status_code=201, responses=problem_responses(409)
)
def add_user(body: UserCreateIn, _admin: AdminUser, db: Db) -> dict[str, Any]:
    with db.session() as session:
        user, password = create_user(session, body.email, is_admin=body.is_admin)
        return {"id": user.id, "email": user.email, "is_admin": user.is_admin, "password": password}
