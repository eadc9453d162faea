"""The reasons a round's committee gives most often, offered back as one click."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent

RECENT_EVENTS = 500  # enough to know a committee's habits, small enough to read per page
FREQUENT_REASONS = 5


def frequent_reasons(session: Session, round_id: int, limit: int = FREQUENT_REASONS) -> list[str]:
    """The round's most frequent decision reasons, most frequent first (ties: most recent)."""
    events = session.scalars(
        select(AuditEvent)
        .where(AuditEvent.round_id == round_id)
        .order_by(AuditEvent.id.desc())
        .limit(RECENT_EVENTS)
    )
    counted: Counter[str] = Counter()
    for event in events:
        reason = (event.details or {}).get("reason")
        if isinstance(reason, str) and reason.strip():
            counted[reason.strip()] += 1
    return [reason for reason, _ in counted.most_common(limit)]
