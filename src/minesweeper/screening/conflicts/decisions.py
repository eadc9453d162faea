"""Committee decisions on candidates: confirm or dismiss with a reason, pinned and audited.

A decision is keyed by (reviewer, applicant, subject key), not by the candidate row, so it
survives recomputation. On read it attaches to the candidate with the same subject key, or
to one whose aliases name the decided subject (the canonical spelling may change when an
applicant is re-processed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent
from minesweeper.db.models_conflicts import Conflict, ConflictDecision
from minesweeper.names import normalize_name
from minesweeper.screening.conflicts.errors import ConflictNotFoundError, InvalidDecisionError
from minesweeper.screening.conflicts.store import open_round

DecisionValue = Literal["confirmed", "dismissed"]
DECISIONS: tuple[str, ...] = ("confirmed", "dismissed")
MAX_REASON_CHARS = 2000


def decide(
    session: Session,
    conflict_id: int,
    decision: str,
    reason: str,
    actor_id: int | None,
    batch: str | None = None,
) -> ConflictDecision:
    """Record (or change) the committee's decision on one candidate, with an audit event.

    `batch` names the bulk action this decision is part of, so that it can be undone whole."""
    if decision not in DECISIONS:
        raise InvalidDecisionError(f"decision must be one of {', '.join(DECISIONS)}")
    reason = reason.strip()
    if not reason:
        raise InvalidDecisionError("a decision needs a reason")
    if len(reason) > MAX_REASON_CHARS:
        raise InvalidDecisionError(f"the reason is longer than {MAX_REASON_CHARS} characters")
    conflict = session.get(Conflict, conflict_id)
    if conflict is None:
        raise ConflictNotFoundError(f"conflict {conflict_id} does not exist")
    open_round(session, conflict.round_id)
    row = session.scalars(
        select(ConflictDecision).where(
            ConflictDecision.reviewer_id == conflict.reviewer_id,
            ConflictDecision.applicant_id == conflict.applicant_id,
            ConflictDecision.subject_key == conflict.subject_key,
        )
    ).one_or_none()
    previous = row.decision if row else None
    if row is None:
        row = ConflictDecision(
            round_id=conflict.round_id,
            reviewer_id=conflict.reviewer_id,
            applicant_id=conflict.applicant_id,
            subject_key=conflict.subject_key,
            decision=decision,
            reason=reason,
        )
        session.add(row)
    row.decision = decision
    row.reason = reason
    row.subject_aliases = sorted(
        {conflict.subject_name, *(e.get("matched_form", "") for e in conflict.evidence)} - {""}
    )
    row.level_at_decision = conflict.level
    row.relations_at_decision = list(conflict.relations)
    row.decided_by = actor_id
    session.flush()
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=conflict.round_id,
            action=f"conflict.{decision}",
            entity_type="conflict_decision",
            entity_id=str(row.id),
            details={
                "reviewer_id": conflict.reviewer_id,
                "applicant_id": conflict.applicant_id,
                "subject_key": conflict.subject_key,
                "subject_name": conflict.subject_name,
                "level": conflict.level,
                "relations": list(conflict.relations),
                "reason": reason,
                "previous": previous,
                **({"batch": batch} if batch else {}),
            },
        )
    )
    session.flush()
    return row


def undo(session: Session, conflict_id: int, actor_id: int | None) -> None:
    """Take back the decision on a candidate: it is pending again (audited)."""
    conflict = session.get(Conflict, conflict_id)
    if conflict is None:
        raise ConflictNotFoundError(f"conflict {conflict_id} does not exist")
    open_round(session, conflict.round_id)
    row = session.scalars(
        select(ConflictDecision).where(
            ConflictDecision.reviewer_id == conflict.reviewer_id,
            ConflictDecision.applicant_id == conflict.applicant_id,
            ConflictDecision.subject_key == conflict.subject_key,
        )
    ).one_or_none()
    if row is None:
        return
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=conflict.round_id,
            action="conflict.undo",
            entity_type="conflict_decision",
            entity_id=str(row.id),
            details={
                "reviewer_id": conflict.reviewer_id,
                "applicant_id": conflict.applicant_id,
                "subject_key": conflict.subject_key,
                "subject_name": conflict.subject_name,
                "previous": row.decision,
                "previous_reason": row.reason,
            },
        )
    )
    session.delete(row)
    session.flush()


def round_decisions(session: Session, round_id: int) -> list[ConflictDecision]:
    return list(
        session.scalars(
            select(ConflictDecision)
            .where(ConflictDecision.round_id == round_id)
            .order_by(ConflictDecision.id)
        )
    )


def _identity(conflict: Conflict) -> set[str]:
    forms = {
        conflict.subject_name,
        *(conflict.subject_aliases or ()),
        *(e.get("matched_form", "") for e in conflict.evidence),
    }
    return {conflict.subject_key} | {normalize_name(f) for f in forms if f}


def attach_decisions(
    conflicts: Sequence[Conflict], decisions: Iterable[ConflictDecision]
) -> dict[int, ConflictDecision]:
    """conflict id -> the decision pinned to it (exact subject key first, then aliases)."""
    by_pair: dict[tuple[int, int], list[ConflictDecision]] = {}
    for d in decisions:
        by_pair.setdefault((d.reviewer_id, d.applicant_id), []).append(d)
    out: dict[int, ConflictDecision] = {}
    for conflict in conflicts:
        pinned = by_pair.get((conflict.reviewer_id, conflict.applicant_id), [])
        exact = [d for d in pinned if d.subject_key == conflict.subject_key]
        if exact:
            out[conflict.id] = exact[0]
            continue
        identity = _identity(conflict)
        for d in pinned:
            if d.subject_key in identity:
                out[conflict.id] = d
                break
    return out
