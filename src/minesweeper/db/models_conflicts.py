"""ORM models of the conflict matrix: policy, candidates, pinned decisions, snapshots.

Candidates are recomputed wholesale; decisions are keyed by (reviewer, applicant, subject)
where the subject is the related person's normalized name, not an aggregate id, because
re-extracting an applicant replaces its aggregates and their ids. Snapshots are immutable:
migration 0005 installs triggers that refuse UPDATE and DELETE on them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from minesweeper.db.base import Base, JsonType, utcnow


class ConflictPolicy(Base):
    """An admin's override of one relation's default window and action for one round."""

    __tablename__ = "conflict_policies"
    __table_args__ = (UniqueConstraint("round_id", "relation"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    relation: Mapped[str] = mapped_column(String(40))
    action: Mapped[str] = mapped_column(String(20))
    window_years: Mapped[int | None] = mapped_column(Integer, default=None)
    updated_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None
    )
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class Conflict(Base):
    """One candidate conflict: a reviewer, an applicant and one related person (or the
    shared institution), with its level, relations and evidence."""

    __tablename__ = "conflicts"
    __table_args__ = (UniqueConstraint("reviewer_id", "applicant_id", "subject_key"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    reviewer_id: Mapped[int] = mapped_column(ForeignKey("reviewers.id", ondelete="CASCADE"))
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    aggregate_id: Mapped[int | None] = mapped_column(
        ForeignKey("person_aggregates.id", ondelete="SET NULL"), default=None
    )
    subject_key: Mapped[str] = mapped_column(String(300))
    subject_name: Mapped[str] = mapped_column(String(300))
    subject_aliases: Mapped[list[str]] = mapped_column(JsonType, default=list)
    level: Mapped[str] = mapped_column(String(20))  # certain | likely | possible
    action: Mapped[str] = mapped_column(String(20))  # block | review
    name_match: Mapped[str] = mapped_column(String(20))
    relations: Mapped[list[str]] = mapped_column(JsonType, default=list)
    roles: Mapped[list[str]] = mapped_column(JsonType, default=list)
    evidence: Mapped[list[dict[str, Any]]] = mapped_column(JsonType, default=list)
    computed_at: Mapped[datetime] = mapped_column(default=utcnow)


class ConflictDecision(Base):
    """The committee's confirm/dismiss of a candidate, pinned across recomputation."""

    __tablename__ = "conflict_decisions"
    __table_args__ = (UniqueConstraint("reviewer_id", "applicant_id", "subject_key"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    reviewer_id: Mapped[int] = mapped_column(ForeignKey("reviewers.id", ondelete="CASCADE"))
    applicant_id: Mapped[int] = mapped_column(ForeignKey("applicants.id", ondelete="CASCADE"))
    subject_key: Mapped[str] = mapped_column(String(300))
    subject_aliases: Mapped[list[str]] = mapped_column(JsonType, default=list)
    decision: Mapped[str] = mapped_column(String(20))  # confirmed | dismissed
    reason: Mapped[str] = mapped_column(Text)
    level_at_decision: Mapped[str | None] = mapped_column(String(20), default=None)
    relations_at_decision: Mapped[list[str]] = mapped_column(JsonType, default=list)
    decided_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None
    )
    decided_at: Mapped[datetime] = mapped_column(default=utcnow)


class ConflictDeclaration(Base):
    """A relation declared by a reviewer (`side` "reviewer") or an applicant's request to
    avoid a reviewer (`side` "applicant"). Declarations are certain conflicts."""

    __tablename__ = "conflict_declarations"
    __table_args__ = (UniqueConstraint("reviewer_id", "applicant_id", "side", "relation"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    reviewer_id: Mapped[int] = mapped_column(ForeignKey("reviewers.id", ondelete="CASCADE"))
    applicant_id: Mapped[int] = mapped_column(ForeignKey("applicants.id", ondelete="CASCADE"))
    side: Mapped[str] = mapped_column(String(20))  # reviewer | applicant
    relation: Mapped[str] = mapped_column(String(20))  # a DeclaredRelation value
    note: Mapped[str] = mapped_column(Text, default="")
    declared_by: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Snapshot(Base):
    """The immutable record of a finalized round. No foreign key on purpose: the record
    must outlive anything it describes, and the database refuses to change or delete it."""

    __tablename__ = "snapshots"
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(Integer, index=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    created_by: Mapped[int | None] = mapped_column(Integer, default=None)
    content: Mapped[dict[str, Any]] = mapped_column(JsonType)
    content_sha256: Mapped[str] = mapped_column(String(64))


class ReviewerDocument(Base):
    """A document of a reviewer (CV, publication list, Scholar page), read like an
    applicant's so that the reviewer's own co-authors and students are matched too."""

    __tablename__ = "reviewer_documents"
    id: Mapped[int] = mapped_column(primary_key=True)
    reviewer_id: Mapped[int] = mapped_column(
        ForeignKey("reviewers.id", ondelete="CASCADE"), index=True
    )
    blob_sha256: Mapped[str] = mapped_column(ForeignKey("blobs.sha256"), index=True)
    filename: Mapped[str] = mapped_column(String(500))
    size: Mapped[int] = mapped_column(Integer)
    doc_type: Mapped[str | None] = mapped_column(String(40), default=None)
    # Dated career lines (extractors.text.careers), for the shared-career relations.
    careers: Mapped[list[dict[str, Any]] | None] = mapped_column(JsonType, default=None)
    error: Mapped[dict[str, Any] | None] = mapped_column(JsonType, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReviewerPerson(Base):
    """One person a reviewer's document names in a relation (co-author, advisee, ...)."""

    __tablename__ = "reviewer_persons"
    id: Mapped[int] = mapped_column(primary_key=True)
    reviewer_id: Mapped[int] = mapped_column(
        ForeignKey("reviewers.id", ondelete="CASCADE"), index=True
    )
    document_id: Mapped[int] = mapped_column(
        ForeignKey("reviewer_documents.id", ondelete="CASCADE"), index=True
    )
    name_raw: Mapped[str] = mapped_column(String(300))
    name_normalized: Mapped[str] = mapped_column(String(300))
    role: Mapped[str] = mapped_column(String(40))
    source_kind: Mapped[str] = mapped_column(String(20), default="printed")
    page: Mapped[int | None] = mapped_column(Integer, default=None)
    quote: Mapped[str | None] = mapped_column(Text, default=None)
    year: Mapped[int | None] = mapped_column(Integer, default=None)
