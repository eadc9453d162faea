"""One audit row per human action: who did what to which row, when, and what it was before."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent


def audit(
    session: Session,
    actor_id: int | None,
    round_id: int | None,
    action: str,
    entity: Any,
    details: dict[str, Any],
) -> None:
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=round_id,
            action=action,
            entity_type=entity.__tablename__,
            entity_id=str(entity.id),
            details=details,
        )
    )
