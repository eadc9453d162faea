"""ORM models of the core tables (DESIGN.md section 4). API schemas live in `web`, not here."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Float,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column

from minesweeper.db.base import Base, JsonType, utcnow
from minesweeper.db.vocabulary import FlagStatus, PersonStatus, RoundStatus
from minesweeper.jobs.schema import define_jobs_table


class Round(Base):
    __tablename__ = "rounds"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), default=RoundStatus.OPEN.value)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    finalized_at: Mapped[datetime | None] = mapped_column(default=None)
    archived: Mapped[bool] = mapped_column(default=False, server_default=false())


class Applicant(Base):
    __tablename__ = "applicants"
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    name_en: Mapped[str | None] = mapped_column(String(200), default=None)
    external_id: Mapped[str | None] = mapped_column(String(100), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Blob(Base):
    """Uploaded bytes, content-addressed, so every worker on every machine can read them."""

    __tablename__ = "blobs"
    sha256: Mapped[str] = mapped_column(String(64), primary_key=True)
    size: Mapped[int] = mapped_column(Integer)
    data: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Document(Base):
    __tablename__ = "documents"
    id: Mapped[int] = mapped_column(primary_key=True)
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    blob_sha256: Mapped[str] = mapped_column(ForeignKey("blobs.sha256"), index=True)
    folder_category: Mapped[str] = mapped_column(String(40), default="other")
    filename: Mapped[str] = mapped_column(String(500))
    size: Mapped[int] = mapped_column(Integer)
    source_format: Mapped[str | None] = mapped_column(String(20), default=None)
    doc_type: Mapped[str | None] = mapped_column(String(40), default=None)
    doc_type_reasons: Mapped[list[str] | None] = mapped_column(JsonType, default=None)
    page_count: Mapped[int | None] = mapped_column(Integer, default=None)
    has_text_layer: Mapped[bool | None] = mapped_column(Boolean, default=None)
    ingest_note: Mapped[str | None] = mapped_column(Text, default=None)
    error: Mapped[dict[str, Any] | None] = mapped_column(JsonType, default=None)
    # Dated career lines of a CV (extractors.text.careers), for the shared-career relations.
    careers: Mapped[list[dict[str, Any]] | None] = mapped_column(JsonType, default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ExtractedPerson(Base):
    """One mention of a person in one document, as an extractor found it."""

    __tablename__ = "extracted_persons"
    id: Mapped[int] = mapped_column(primary_key=True)
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    document_id: Mapped[int] = mapped_column(ForeignKey("documents.id", ondelete="CASCADE"))
    aggregate_id: Mapped[int | None] = mapped_column(
        ForeignKey("person_aggregates.id", ondelete="SET NULL"), default=None, index=True
    )
    name_raw: Mapped[str] = mapped_column(String(300))
    name_normalized: Mapped[str] = mapped_column(String(300), index=True)
    name_initials: Mapped[str] = mapped_column(String(300))
    role: Mapped[str] = mapped_column(String(40))
    source_kind: Mapped[str] = mapped_column(String(20))
    confidence: Mapped[float] = mapped_column(Float)
    page: Mapped[int | None] = mapped_column(Integer, default=None)
    quote: Mapped[str | None] = mapped_column(Text, default=None)
    # Extracted text: as long as the document makes it (a 787-character line was seen).
    affiliation: Mapped[str | None] = mapped_column(Text, default=None)
    year: Mapped[int | None] = mapped_column(Integer, default=None)  # undated when None
    extractor: Mapped[str] = mapped_column(String(20), default="text")
    is_self: Mapped[bool] = mapped_column(Boolean, default=False)
    needs_human: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class PersonAggregate(Base):
    """One person per applicant, merged across documents and spellings."""

    __tablename__ = "person_aggregates"
    id: Mapped[int] = mapped_column(primary_key=True)
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    canonical_name: Mapped[str] = mapped_column(String(300))
    name_normalized: Mapped[str] = mapped_column(String(300), index=True)
    aliases: Mapped[list[str]] = mapped_column(JsonType, default=list)
    roles: Mapped[list[str]] = mapped_column(JsonType, default=list)
    sources: Mapped[list[dict[str, Any]]] = mapped_column(JsonType, default=list)
    affiliation: Mapped[str | None] = mapped_column(Text, default=None)  # extracted text
    confidence: Mapped[float] = mapped_column(Float, default=1.0)
    is_self: Mapped[bool] = mapped_column(Boolean, default=False)
    needs_human: Mapped[bool] = mapped_column(Boolean, default=False)
    ambiguous: Mapped[bool] = mapped_column(Boolean, default=False)
    final_status: Mapped[str] = mapped_column(String(20), default=PersonStatus.PENDING.value)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReviewFlag(Base):
    __tablename__ = "review_flags"
    id: Mapped[int] = mapped_column(primary_key=True)
    applicant_id: Mapped[int] = mapped_column(
        ForeignKey("applicants.id", ondelete="CASCADE"), index=True
    )
    person_id: Mapped[int | None] = mapped_column(
        ForeignKey("person_aggregates.id", ondelete="CASCADE"), default=None
    )
    document_id: Mapped[int | None] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), default=None
    )
    flag_type: Mapped[str] = mapped_column(String(30))
    label: Mapped[str] = mapped_column(Text, default="")
    surface: Mapped[str | None] = mapped_column(String(300), default=None)
    page: Mapped[int | None] = mapped_column(Integer, default=None)
    status: Mapped[str] = mapped_column(String(20), default=FlagStatus.OPEN.value)
    resolution_reason: Mapped[str | None] = mapped_column(Text, default=None)
    resolved_by: Mapped[int | None] = mapped_column(ForeignKey("users.id"), default=None)
    resolved_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Reviewer(Base):
    __tablename__ = "reviewers"
    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    name_en: Mapped[str | None] = mapped_column(String(200), default=None)
    affiliation: Mapped[str | None] = mapped_column(String(500), default=None)
    email: Mapped[str | None] = mapped_column(String(300), default=None)
    external_id: Mapped[str | None] = mapped_column(String(100), default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(300), unique=True)
    password_hash: Mapped[str] = mapped_column(String(300))
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    # Set: the user may not sign in, and no session or token of theirs is accepted.
    disabled_at: Mapped[datetime | None] = mapped_column(default=None)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class UserSession(Base):
    """A browser session; the cookie holds a random id whose sha256 is kept here."""

    __tablename__ = "user_sessions"
    __table_args__ = (UniqueConstraint("sid_sha256"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    sid_sha256: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime] = mapped_column()
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class RoundMember(Base):
    __tablename__ = "round_members"
    round_id: Mapped[int] = mapped_column(
        ForeignKey("rounds.id", ondelete="CASCADE"), primary_key=True
    )
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )


class ApiToken(Base):
    __tablename__ = "api_tokens"
    __table_args__ = (UniqueConstraint("token_sha256"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    token_sha256: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    expires_at: Mapped[datetime | None] = mapped_column(default=None)  # None: never
    revoked_at: Mapped[datetime | None] = mapped_column(default=None)


class LoginThrottle(Base):
    """Failed logins in a row of one (account, client address) pair, and until when it waits."""

    __tablename__ = "login_throttle"
    key: Mapped[str] = mapped_column(String(400), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    blocked_until: Mapped[datetime] = mapped_column()


class AuditEvent(Base):
    """Append-only record of who decided what, and when."""

    __tablename__ = "audit_events"
    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(default=utcnow)
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), default=None)
    round_id: Mapped[int | None] = mapped_column(Integer, default=None, index=True)
    action: Mapped[str] = mapped_column(String(60))
    entity_type: Mapped[str] = mapped_column(String(40))
    entity_id: Mapped[str | None] = mapped_column(String(60), default=None)
    details: Mapped[dict[str, Any]] = mapped_column(JsonType, default=dict)


# Registered for Alembic only: job rows are read and written through `minesweeper.jobs`.
_jobs = define_jobs_table(Base.metadata)

# Feature tables live in their own modules; importing them here registers them on the one
# metadata that Alembic compares against. They import Base from db.base, so no cycle.
from minesweeper.db import (  # noqa: E402
    models_ai,  # noqa: F401
    models_conflicts,  # noqa: F401
    models_pages,  # noqa: F401
    models_search,  # noqa: F401
)
