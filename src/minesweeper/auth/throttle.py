"""Login throttling kept in the database, per (account, client address), with growing delays.

Keyed by the pair, so a stranger guessing one account's password from elsewhere never locks
the owner out, and a spray of unknown accounts from one address locks out nobody else. After
`free_failures` failures of a pair, each further failure makes the pair wait twice as long
(15 s, 30 s, 60 s ... up to `max_delay_s`); a successful login clears the pair.

Counting is atomic: an attempt reserves itself (counts as a failure) in one UPDATE before the
password is checked, under the row's lock, so parallel attempts cannot all read the same count.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from minesweeper.auth.errors import LoginThrottledError
from minesweeper.db.base import utcnow
from minesweeper.db.models import LoginThrottle

FIRST_DELAY_S = 15.0  # then 30, 60, 120 ... up to max_delay_s
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def throttle_key(email: str, client_address: str | None) -> str:
    return f"{email.strip().lower()}|{client_address or '-'}"


def delay_after(failures: int, free_failures: int, max_delay_s: int) -> float:
    """Seconds the pair waits after its `failures`-th failure in a row."""
    if failures < free_failures:
        return 0.0
    growth: float = 2.0 ** min(failures - free_failures, 30)
    return min(FIRST_DELAY_S * growth, float(max_delay_s))


def _ensure_row(session: Session, key: str) -> None:
    dialect = session.get_bind().dialect.name
    module = postgresql if dialect == "postgresql" else sqlite
    statement = module.insert(LoginThrottle).values(key=key, failures=0, blocked_until=_EPOCH)
    session.execute(statement.on_conflict_do_nothing(index_elements=["key"]))


def reserve_attempt(session: Session, key: str, free_failures: int, max_delay_s: int) -> None:
    """Count this attempt, or raise LoginThrottledError while the pair must still wait.

    Commit right after (before the slow password check), so the row lock is held briefly.
    """
    _ensure_row(session, key)
    now = utcnow()
    failures = session.scalar(
        update(LoginThrottle)
        .where(LoginThrottle.key == key, LoginThrottle.blocked_until <= now)
        .values(failures=LoginThrottle.failures + 1)
        .returning(LoginThrottle.failures)
    )
    if failures is None:
        blocked_until = session.scalar(
            select(LoginThrottle.blocked_until).where(LoginThrottle.key == key)
        )
        wait = (blocked_until - now).total_seconds() if blocked_until else 1.0
        raise LoginThrottledError(max(math.ceil(wait), 1))
    delay = delay_after(failures, free_failures, max_delay_s)
    if not delay:
        # A free failure leaves the block where it was: moving it to this attempt's `now`,
        # read before the row lock, would refuse a parallel attempt whose `now` is earlier.
        return
    session.execute(
        update(LoginThrottle)
        .where(LoginThrottle.key == key)
        .values(blocked_until=now + timedelta(seconds=delay))
    )


def clear(session: Session, key: str) -> None:
    """A successful login: the pair starts afresh."""
    session.execute(delete(LoginThrottle).where(LoginThrottle.key == key))
