"""Login rate limiting kept in the database, so every web process shares the same counts.

A failed login records one row per key (the account's email and the client address). When a
key has `max_failures` rows inside the window, further attempts are refused until the oldest
one leaves the window. A successful login clears the account's rows.
"""

from __future__ import annotations

from datetime import UTC, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from minesweeper.auth.errors import LoginThrottledError
from minesweeper.db.base import utcnow
from minesweeper.db.models import LoginAttempt

# One address may be a whole office behind a proxy: it gets more tries than one account.
ADDRESS_FAILURES_FACTOR = 4


def throttle_keys(email: str, client_ip: str | None) -> list[str]:
    keys = [f"email:{email.strip().lower()}"]
    if client_ip:
        keys.append(f"ip:{client_ip}")
    return keys


def check_allowed(session: Session, keys: list[str], max_failures: int, window_s: int) -> None:
    """Raise LoginThrottledError when any key has too many recent failures."""
    since = utcnow() - timedelta(seconds=window_s)
    for key in keys:
        count, oldest = session.execute(
            select(func.count(), func.min(LoginAttempt.at)).where(
                LoginAttempt.key == key, LoginAttempt.at >= since
            )
        ).one()
        limit = max_failures * (ADDRESS_FAILURES_FACTOR if key.startswith("ip:") else 1)
        if count >= limit and oldest is not None:
            if oldest.tzinfo is None:  # SQLite returns aggregates without the column's type
                oldest = oldest.replace(tzinfo=UTC)
            wait = window_s - int((utcnow() - oldest).total_seconds())
            raise LoginThrottledError(max(wait, 1))


def record_failure(session: Session, keys: list[str], window_s: int) -> None:
    now = utcnow()
    for key in keys:
        session.add(LoginAttempt(key=key, at=now))
    # Old rows are useless; trimming here keeps the table small without a separate job.
    session.execute(delete(LoginAttempt).where(LoginAttempt.at < now - timedelta(seconds=window_s)))


def clear(session: Session, keys: list[str]) -> None:
    session.execute(delete(LoginAttempt).where(LoginAttempt.key.in_(keys)))
