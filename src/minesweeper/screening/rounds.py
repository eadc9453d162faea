"""Rounds, their applicants and their members: the queries the API and the pages share.

Routes call these and render; none of them builds a query of its own.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from minesweeper.auth import add_to_round, remove_from_round, round_ids_of
from minesweeper.db.models import Applicant, Document, Round, RoundMember, User
from minesweeper.jobs import Job
from minesweeper.screening.audit import audit
from minesweeper.screening.conflicts.errors import RoundFinalizedError
from minesweeper.screening.errors import (
    ApplicantNotFoundError,
    DocumentNotFoundError,
    RoundNotFoundError,
)
from minesweeper.screening.jobs import enqueue_process_applicant

FINALIZED = "finalized"


def visible_rounds(session: Session, user_id: int, is_admin: bool) -> list[Round]:
    """Newest first; an admin sees every round, a member the rounds they belong to."""
    query = select(Round).order_by(Round.created_at.desc(), Round.id.desc())
    if not is_admin:
        query = query.where(Round.id.in_(round_ids_of(session, user_id)))
    return list(session.scalars(query))


def applicant_counts(session: Session, round_ids: list[int]) -> dict[int, int]:
    """Applicants per round, for the rounds that have any."""
    rows = session.execute(
        select(Applicant.round_id, func.count())
        .where(Applicant.round_id.in_(round_ids))
        .group_by(Applicant.round_id)
    )
    return {int(round_id): int(count) for round_id, count in rows}


def create_round(session: Session, name: str) -> Round:
    created = Round(name=name.strip())
    session.add(created)
    session.flush()
    return created


def writable_round(session: Session, round_id: int) -> Round:
    """The round, which must exist and not be finalized: a final round changes no more."""
    row = session.get(Round, round_id)
    if row is None:
        raise RoundNotFoundError(f"no round with id {round_id}")
    if row.status == FINALIZED:
        raise RoundFinalizedError(f"round {round_id} is finalized; it can no longer change")
    return row


def writable_applicant(session: Session, applicant_id: int) -> Applicant:
    """The applicant, whose round must not be finalized."""
    applicant = session.get(Applicant, applicant_id)
    if applicant is None:
        raise ApplicantNotFoundError(f"no applicant with id {applicant_id}")
    writable_round(session, applicant.round_id)
    return applicant


def is_final(session: Session, applicant_id: int) -> bool:
    """Whether the applicant's round is finalized (its pages show no edit forms)."""
    applicant = session.get(Applicant, applicant_id)
    round_row = session.get(Round, applicant.round_id) if applicant else None
    return round_row is not None and round_row.status == FINALIZED


def get_round(session: Session, round_id: int) -> Round | None:
    return session.get(Round, round_id)


def applicants_of(session: Session, round_id: int) -> list[Applicant]:
    return list(
        session.scalars(
            select(Applicant).where(Applicant.round_id == round_id).order_by(Applicant.id)
        )
    )


def get_applicant(session: Session, applicant_id: int) -> Applicant | None:
    return session.get(Applicant, applicant_id)


def create_applicant(
    session: Session, round_id: int, name: str, name_en: str | None = None
) -> Applicant:
    """A blank English name is stored as none."""
    writable_round(session, round_id)
    applicant = Applicant(
        round_id=round_id, name=name.strip(), name_en=(name_en or "").strip() or None
    )
    session.add(applicant)
    session.flush()
    return applicant


def members(session: Session, round_id: int) -> list[User]:
    return list(
        session.scalars(
            select(User)
            .join(RoundMember, RoundMember.user_id == User.id)
            .where(RoundMember.round_id == round_id)
            .order_by(User.email)
        )
    )


def add_member(session: Session, email: str, round_id: int) -> User:
    """Make an existing user a member; adding a member again changes nothing."""
    if session.get(Round, round_id) is None:
        raise RoundNotFoundError(f"no round with id {round_id}")
    return add_to_round(session, email, round_id)


def remove_member(session: Session, user_id: int, round_id: int) -> bool:
    """Whether the user was a member."""
    return remove_from_round(session, user_id, round_id)


def update_round(
    session: Session,
    actor_id: int | None,
    round_id: int,
    name: str | None = None,
    archived: bool | None = None,
) -> Round:
    """Rename or (un)archive an open round; each change is audited."""
    row = writable_round(session, round_id)
    if name is not None and name.strip() != row.name:
        audit(session, actor_id, row.id, "round.rename", row, {"before": row.name, "after": name})
        row.name = name.strip()
    if archived is not None and archived != row.archived:
        action = "round.archive" if archived else "round.unarchive"
        audit(session, actor_id, row.id, action, row, {"before": row.archived, "after": archived})
        row.archived = archived
    session.flush()
    return row


def update_applicant(
    session: Session,
    actor_id: int | None,
    applicant_id: int,
    name: str | None = None,
    name_en: str | None = None,
) -> Applicant:
    """Rename an applicant (blank `name_en` clears it); audited. The roster follows on the next
    processing, which is queued because the applicant's own name decides who is `is_self`."""
    applicant = writable_applicant(session, applicant_id)
    before = {"name": applicant.name, "name_en": applicant.name_en}
    if name is not None:
        applicant.name = name.strip()
    if name_en is not None:
        applicant.name_en = name_en.strip() or None
    after = {"name": applicant.name, "name_en": applicant.name_en}
    if after != before:
        audit(
            session,
            actor_id,
            applicant.round_id,
            "applicant.rename",
            applicant,
            {"before": before, "after": after},
        )
        session.flush()
        enqueue_process_applicant(session, applicant.id)
    return applicant


def delete_applicant(session: Session, actor_id: int | None, applicant_id: int) -> None:
    """Delete an applicant with documents, roster, flags and candidates; audited."""
    from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts

    applicant = writable_applicant(session, applicant_id)
    documents = session.scalars(
        select(Document.filename).where(Document.applicant_id == applicant.id)
    ).all()
    audit(
        session,
        actor_id,
        applicant.round_id,
        "applicant.delete",
        applicant,
        {"name": applicant.name, "name_en": applicant.name_en, "documents": list(documents)},
    )
    round_id = applicant.round_id
    session.delete(applicant)
    session.flush()
    enqueue_recompute_conflicts(session, round_id)


def delete_document(session: Session, actor_id: int | None, document_id: int) -> Job:
    """Delete one document and re-process its applicant without it; audited."""
    document = session.get(Document, document_id)
    if document is None:
        raise DocumentNotFoundError(f"no document with id {document_id}")
    applicant = writable_applicant(session, document.applicant_id)
    audit(
        session,
        actor_id,
        applicant.round_id,
        "document.delete",
        document,
        {
            "applicant_id": applicant.id,
            "filename": document.filename,
            "category": document.folder_category,
            "sha256": document.blob_sha256,
        },
    )
    session.delete(document)
    session.flush()
    return enqueue_process_applicant(session, applicant.id)
