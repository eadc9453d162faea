"""The reviewer panel of a round: add, edit, remove, and the single-name check.

Every change queues a recomputation of the round's matrix in the same transaction, so the
matrix can never be left describing a panel that no longer exists.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import AuditEvent, Reviewer
from minesweeper.screening.conflicts.errors import ReviewerImportError, ReviewerNotFoundError
from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts
from minesweeper.screening.conflicts.matching import compute_conflicts
from minesweeper.screening.conflicts.model import ConflictCandidate, ReviewerInput
from minesweeper.screening.conflicts.roster import load_policy, load_rosters
from minesweeper.screening.conflicts.store import open_round
from minesweeper.screening.limits import (
    AFFILIATION_CHARS,
    EMAIL_CHARS,
    EXTERNAL_ID_CHARS,
    NAME_CHARS,
    problem_with,
)

CHECK_ID = "check"  # reviewer id of a single-name check (nothing is stored)


@dataclass(frozen=True, slots=True)
class ReviewerFields:
    name: str
    name_en: str | None = None
    affiliation: str | None = None
    email: str | None = None
    external_id: str | None = None

    def cleaned(self) -> ReviewerFields:
        def opt(value: str | None) -> str | None:
            return value.strip() or None if value is not None else None

        name = self.name.strip()
        if not name:
            raise ReviewerImportError("a reviewer needs a name")
        cleaned = ReviewerFields(
            name, opt(self.name_en), opt(self.affiliation), opt(self.email), opt(self.external_id)
        )
        limits = (
            ("name", cleaned.name, NAME_CHARS),
            ("name_en", cleaned.name_en, NAME_CHARS),
            ("affiliation", cleaned.affiliation, AFFILIATION_CHARS),
            ("email", cleaned.email, EMAIL_CHARS),
            ("external_id", cleaned.external_id, EXTERNAL_ID_CHARS),
        )
        for field, value, limit in limits:
            reason = problem_with(value, limit, f"the reviewer's {field}") if value else None
            if reason:
                raise ReviewerImportError(reason)
        return cleaned


def audit_reviewer(
    session: Session, round_id: int, action: str, reviewer: Reviewer, actor: int | None
) -> None:
    session.add(
        AuditEvent(
            actor_id=actor,
            round_id=round_id,
            action=action,
            entity_type="reviewer",
            entity_id=str(reviewer.id),
            details={"name": reviewer.name, "name_en": reviewer.name_en},
        )
    )


def apply_fields(reviewer: Reviewer, fields: ReviewerFields) -> bool:
    """Copy fields onto the row; True when anything changed."""
    changed = False
    for attr in ("name", "name_en", "affiliation", "email", "external_id"):
        value = getattr(fields, attr)
        if getattr(reviewer, attr) != value:
            setattr(reviewer, attr, value)
            changed = True
    return changed


def add_reviewer(
    session: Session, round_id: int, fields: ReviewerFields, actor_id: int | None = None
) -> Reviewer:
    open_round(session, round_id)
    reviewer = Reviewer(round_id=round_id, name="")
    apply_fields(reviewer, fields.cleaned())
    session.add(reviewer)
    session.flush()
    audit_reviewer(session, round_id, "reviewer.created", reviewer, actor_id)
    enqueue_recompute_conflicts(session, round_id)
    return reviewer


def get_reviewer(session: Session, round_id: int, reviewer_id: int) -> Reviewer:
    reviewer = session.get(Reviewer, reviewer_id)
    if reviewer is None or reviewer.round_id != round_id:
        raise ReviewerNotFoundError(f"reviewer {reviewer_id} is not in round {round_id}")
    return reviewer


def update_reviewer(
    session: Session,
    round_id: int,
    reviewer_id: int,
    fields: ReviewerFields,
    actor_id: int | None = None,
) -> Reviewer:
    open_round(session, round_id)
    reviewer = get_reviewer(session, round_id, reviewer_id)
    if apply_fields(reviewer, fields.cleaned()):
        session.flush()
        audit_reviewer(session, round_id, "reviewer.updated", reviewer, actor_id)
        enqueue_recompute_conflicts(session, round_id)
    return reviewer


def delete_reviewer(
    session: Session, round_id: int, reviewer_id: int, actor_id: int | None = None
) -> None:
    open_round(session, round_id)
    reviewer = get_reviewer(session, round_id, reviewer_id)
    audit_reviewer(session, round_id, "reviewer.deleted", reviewer, actor_id)
    session.delete(reviewer)
    session.flush()
    enqueue_recompute_conflicts(session, round_id)


def list_reviewers(session: Session, round_id: int) -> list[Reviewer]:
    return list(
        session.scalars(select(Reviewer).where(Reviewer.round_id == round_id).order_by(Reviewer.id))
    )


def check_name(
    session: Session,
    round_id: int,
    name: str,
    name_en: str | None = None,
    affiliation: str | None = None,
) -> list[ConflictCandidate]:
    """Candidate conflicts of a person not (yet) on the panel, across the round's applicants.

    Lets the committee check someone before inviting them; nothing is written.
    """
    fields = ReviewerFields(name, name_en, affiliation).cleaned()
    probe = ReviewerInput(CHECK_ID, fields.name, fields.name_en, fields.affiliation)
    return compute_conflicts(
        [probe], load_rosters(session, round_id), load_policy(session, round_id)
    )
