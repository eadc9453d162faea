"""The users page's actions: tokens listed and revoked, passwords reset, users disabled.

The account rules live in `auth`; this adds what a page needs around them: users by id (a form
names a row, not an email) and an audit event for each action, as for every other change.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.auth import disable_user, enable_user, reset_password
from minesweeper.auth.errors import UserNotFoundError
from minesweeper.auth.token_admin import TokenInfo, revoke_token
from minesweeper.db.models import ApiToken, User
from minesweeper.screening.audit import audit


@dataclass(frozen=True, slots=True)
class UserRow:
    id: int
    email: str
    is_admin: bool
    disabled: bool
    tokens: tuple[TokenInfo, ...]


def users_with_tokens(session: Session) -> list[UserRow]:
    users = session.scalars(select(User).order_by(User.email)).all()
    tokens: dict[int, list[TokenInfo]] = {}
    for t in session.scalars(select(ApiToken).order_by(ApiToken.id)):
        tokens.setdefault(t.user_id, []).append(
            TokenInfo(t.id, t.created_at, t.expires_at, t.revoked_at)
        )
    return [
        UserRow(u.id, u.email, u.is_admin, u.disabled_at is not None, tuple(tokens.get(u.id, ())))
        for u in users
    ]


def _user(session: Session, user_id: int) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise UserNotFoundError(f"no user with id {user_id}")
    return user


def revoke_one_token(session: Session, actor_id: int, token_id: int) -> bool:
    """Revoke a live token; False when none has that id (already revoked, or unknown)."""
    token = session.get(ApiToken, token_id)
    if token is None or not revoke_token(session, token_id):
        return False
    audit(session, actor_id, None, "token.revoke", token, {"user_id": token.user_id})
    return True


def reset_user_password(
    session: Session, actor_id: int, user_id: int, *, revoke_tokens: bool
) -> tuple[str, str]:
    """(email, new password): the password is shown once; sessions end, tokens too if asked."""
    user = _user(session, user_id)
    secret = reset_password(session, user.email, revoke_tokens=revoke_tokens)
    audit(session, actor_id, None, "user.reset_password", user, {"revoke_tokens": revoke_tokens})
    return user.email, secret


def set_user_disabled(session: Session, actor_id: int, user_id: int, disabled: bool) -> str:
    """Disable (sessions end, tokens stop working) or enable again; the user's email."""
    user = _user(session, user_id)
    if disabled:
        disable_user(session, user.email)
    else:
        enable_user(session, user.email)
    audit(session, actor_id, None, "user.disable" if disabled else "user.enable", user, {})
    return user.email
