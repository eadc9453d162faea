"""Server-side browser sessions: the signed cookie holds a random id, the database its state.

A signed cookie alone cannot be taken back: a copy kept working until it expired. Here each
sign-in writes a row; logout, a password reset and disabling the user revoke rows, and a cookie
whose row is revoked, expired or missing signs nobody in.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta
from typing import NamedTuple

from sqlalchemy import Connection, Select, bindparam, select, update
from sqlalchemy.orm import Session

from minesweeper.db.base import utcnow
from minesweeper.db.models import User, UserSession

SESSION_ID_BYTES = 32


def _digest(sid: str) -> str:
    return hashlib.sha256(sid.encode("utf-8")).hexdigest()


def start_session(session: Session, user_id: int, max_age_s: int) -> str:
    """A new session for the user; the returned id goes into the cookie, only its digest here."""
    sid = secrets.token_urlsafe(SESSION_ID_BYTES)
    now = utcnow()
    session.add(
        UserSession(
            user_id=user_id,
            sid_sha256=_digest(sid),
            created_at=now,
            expires_at=now + timedelta(seconds=max_age_s),
        )
    )
    session.flush()
    return sid


class LiveUser(NamedTuple):
    """Who a live session or token signs in: what a request needs of its user, read as three
    columns rather than a mapped row (asked on every request, each status poll included)."""

    id: int
    email: str
    is_admin: bool


# Labelled, so a statement that joins them to another table's row keeps them apart.
LIVE_USER_COLUMNS = (
    User.id.label("user_id"),
    User.email.label("user_email"),
    User.is_admin.label("user_is_admin"),
)

_LIVE_SESSION_USER = (  # built once, like the token's (asked on every page and poll)
    select(*LIVE_USER_COLUMNS)
    .join(UserSession, UserSession.user_id == User.id)
    .where(
        UserSession.sid_sha256 == bindparam("digest"),
        UserSession.revoked_at.is_(None),
        UserSession.expires_at > bindparam("now"),
        User.disabled_at.is_(None),
    )
)


def live_session_user(sid: str) -> tuple[Select[int, str, bool], dict[str, object]]:
    """The statement (built once) and its parameters that read `LIVE_USER_COLUMNS` of a live
    session's user: not revoked, not expired, the user not disabled; no row for anyone else."""
    return _LIVE_SESSION_USER, {"digest": _digest(sid), "now": utcnow()}


def user_for_session(conn: Connection | Session, sid: str) -> LiveUser | None:
    """The user of a live session: not revoked, not expired, the user not disabled."""
    row = conn.execute(*live_session_user(sid)).first()
    return None if row is None else LiveUser(*row)


def end_session(session: Session, sid: str) -> None:
    session.execute(
        update(UserSession)
        .where(UserSession.sid_sha256 == _digest(sid), UserSession.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )


def end_sessions_of(session: Session, user_id: int) -> int:
    """Revoke every live session of the user; how many were live."""
    result = session.execute(
        update(UserSession)
        .where(UserSession.user_id == user_id, UserSession.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )
    return int(getattr(result, "rowcount", 0) or 0)
