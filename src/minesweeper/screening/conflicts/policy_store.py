"""Replace a round's policy overrides (admin), audited, and queue a recomputation."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import delete
from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent
from minesweeper.db.models_conflicts import ConflictPolicy
from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts
from minesweeper.screening.conflicts.model import RelationPolicy
from minesweeper.screening.conflicts.policy import DEFAULT_POLICY
from minesweeper.screening.conflicts.store import open_round


def replace_policy(
    session: Session, round_id: int, rules: Iterable[RelationPolicy], actor_id: int | None
) -> None:
    """Store the rules that differ from the defaults; the others fall back to the defaults."""
    open_round(session, round_id)
    overrides = [r for r in rules if DEFAULT_POLICY[r.relation] != r]
    session.execute(delete(ConflictPolicy).where(ConflictPolicy.round_id == round_id))
    for rule in overrides:
        session.add(
            ConflictPolicy(
                round_id=round_id,
                relation=rule.relation.value,
                action=rule.action.value,
                window_years=rule.window_years,
                updated_by=actor_id,
            )
        )
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=round_id,
            action="conflict_policy.updated",
            entity_type="round",
            entity_id=str(round_id),
            details={
                "overrides": [
                    {
                        "relation": r.relation.value,
                        "action": r.action.value,
                        "window_years": r.window_years,
                    }
                    for r in overrides
                ]
            },
        )
    )
    session.flush()
    enqueue_recompute_conflicts(session, round_id)
