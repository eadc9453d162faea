"""Declared relations: a reviewer's own declaration, or an applicant's reviewer to avoid.

Declarations are certain conflicts with the declaration itself as evidence; like every
candidate they can be dismissed only with a reason (see `decisions.decide`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, AuditEvent, Reviewer
from minesweeper.db.models_conflicts import ConflictDeclaration
from minesweeper.screening.conflicts.errors import ConflictsError, ReviewerNotFoundError
from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts
from minesweeper.screening.conflicts.model import DeclarationSide, DeclaredRelation
from minesweeper.screening.conflicts.roster import round_declarations
from minesweeper.screening.conflicts.store import open_round

MAX_NOTE_CHARS = 2000


class InvalidDeclarationError(ConflictsError):
    """A declaration naming an unknown relation or side, or a person of another round."""

    code = "INVALID_DECLARATION"


@dataclass(frozen=True, slots=True)
class DeclarationIn:
    reviewer_id: int
    applicant_id: int
    relation: str
    note: str = ""
    side: str = DeclarationSide.REVIEWER.value


def check_declaration(item: DeclarationIn) -> None:
    """Raise InvalidDeclarationError unless the item's relation, side and note are valid."""
    _parse(item)


def _parse(item: DeclarationIn) -> tuple[DeclaredRelation, DeclarationSide, str]:
    try:
        relation = DeclaredRelation(item.relation)
    except ValueError:
        allowed = ", ".join(r.value for r in DeclaredRelation)
        raise InvalidDeclarationError(
            f"unknown relation {item.relation!r}; use one of {allowed}"
        ) from None
    try:
        side = DeclarationSide(item.side)
    except ValueError:
        raise InvalidDeclarationError(
            f"unknown side {item.side!r}; use 'reviewer' or 'applicant'"
        ) from None
    note = item.note.strip()
    if len(note) > MAX_NOTE_CHARS:
        raise InvalidDeclarationError(f"the note is longer than {MAX_NOTE_CHARS} characters")
    if relation is DeclaredRelation.OTHER and not note:
        raise InvalidDeclarationError("relation 'other' needs a note saying what it is")
    return relation, side, note


def declare(
    session: Session, round_id: int, item: DeclarationIn, actor_id: int | None
) -> ConflictDeclaration:
    """Record (or update the note of) one declaration, audited; the matrix is recomputed."""
    relation, side, note = _parse(item)
    open_round(session, round_id)
    reviewer = session.get(Reviewer, item.reviewer_id)
    if reviewer is None or reviewer.round_id != round_id:
        raise ReviewerNotFoundError(f"reviewer {item.reviewer_id} is not in round {round_id}")
    applicant = session.get(Applicant, item.applicant_id)
    if applicant is None or applicant.round_id != round_id:
        raise InvalidDeclarationError(f"applicant {item.applicant_id} is not in round {round_id}")
    row = session.scalars(
        select(ConflictDeclaration).where(
            ConflictDeclaration.reviewer_id == reviewer.id,
            ConflictDeclaration.applicant_id == applicant.id,
            ConflictDeclaration.side == side.value,
            ConflictDeclaration.relation == relation.value,
        )
    ).one_or_none()
    if row is None:
        row = ConflictDeclaration(
            round_id=round_id,
            reviewer_id=reviewer.id,
            applicant_id=applicant.id,
            side=side.value,
            relation=relation.value,
        )
        session.add(row)
    row.note = note
    row.declared_by = actor_id
    session.flush()
    session.add(
        AuditEvent(
            actor_id=actor_id,
            round_id=round_id,
            action="conflict.declared",
            entity_type="conflict_declaration",
            entity_id=str(row.id),
            details={"side": side.value, "relation": relation.value, "note": note},
        )
    )
    session.flush()
    enqueue_recompute_conflicts(session, round_id)
    return row


def declaration_json(row: ConflictDeclaration) -> dict[str, object]:
    return {
        "id": row.id,
        "reviewer_id": row.reviewer_id,
        "applicant_id": row.applicant_id,
        "side": row.side,
        "relation": row.relation,
        "note": row.note,
    }


def declare_json(
    session: Session, round_id: int, item: DeclarationIn, actor_id: int | None
) -> dict[str, object]:
    return declaration_json(declare(session, round_id, item, actor_id))


def list_declarations(session: Session, round_id: int) -> list[dict[str, object]]:
    return [declaration_json(r) for r in round_declarations(session, round_id)]
