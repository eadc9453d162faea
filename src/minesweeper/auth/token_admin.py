"""Listing, expiring and revoking API tokens (the CLI and the users page share these)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from minesweeper.auth.errors import UserNotFoundError
from minesweeper.auth.tokens import generate_token, token_digest
from minesweeper.db.base import utcnow
from minesweeper.db.models import ApiToken, User


@dataclass(frozen=True, slots=True)
class TokenInfo:
    id: int
    created_at: datetime
    expires_at: datetime | None
    revoked_at: datetime | None

    def state(self, now: datetime) -> str:
        if self.revoked_at is not None:
            return "revoked"
        if self.expires_at is not None and self.expires_at <= now:
            return "expired"
        return "active"


def _user(session: Session, email: str) -> User:
    user = session.scalar(select(User).where(User.email == email.strip().lower()))
    if user is None:
        raise UserNotFoundError(f"no user {email.strip().lower()}")
    return user


def issue_expiring_token(session: Session, email: str, days: int | None) -> str:
    """A new token that stops working after `days` (None: until revoked); shown once."""
    user = _user(session, email)
    token = generate_token()
    expires = utcnow() + timedelta(days=days) if days is not None else None
    session.add(ApiToken(user_id=user.id, token_sha256=token_digest(token), expires_at=expires))
    session.flush()
    return token


def tokens_of(session: Session, email: str) -> list[TokenInfo]:
    user = _user(session, email)
    rows = session.scalars(
        select(ApiToken).where(ApiToken.user_id == user.id).order_by(ApiToken.id)
    ).all()
    return [TokenInfo(r.id, r.created_at, r.expires_at, r.revoked_at) for r in rows]


def revoke_token(session: Session, token_id: int) -> bool:
    """Revoke one token by its id; False when no live token has that id."""
    result = session.execute(
        update(ApiToken)
        .where(ApiToken.id == token_id, ApiToken.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )
    return bool(getattr(result, "rowcount", 0))
