"""Build a small round in a real database: applicant, documents, roster, reviewers, a user."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import (
    Applicant,
    Blob,
    Document,
    PersonAggregate,
    Reviewer,
    Round,
    User,
)
from minesweeper.names import normalize_name


@dataclass(frozen=True)
class Seeded:
    round_id: int
    applicant_id: int
    document_id: int
    advisor_reviewer_id: int
    initials_reviewer_id: int
    user_id: int
    document_sha256: str


def add_roster(session: Session, applicant_id: int, document_id: int, advisor: str) -> None:
    """(Re)write the applicant's aggregates, as process_applicant does."""
    session.execute(delete(PersonAggregate).where(PersonAggregate.applicant_id == applicant_id))

    def agg(name: str, aliases: list[str], role: str, is_self: bool = False) -> PersonAggregate:
        source: dict[str, Any] = {
            "document_id": document_id,
            "page": 2,
            "role": role,
            "source_kind": "printed",
            "quote": f"{role}: {name}",
        }
        return PersonAggregate(
            applicant_id=applicant_id,
            canonical_name=name,
            name_normalized=normalize_name(name),
            aliases=aliases,
            roles=[role],
            sources=[source],
            affiliation="한국과학기술원" if is_self else None,
            is_self=is_self,
        )

    session.add_all(
        [
            agg("나지원", ["Jiwon Na"], "coauthor", is_self=True),
            agg(advisor, ["홍길동", "Gildong Hong", "G. Hong"], "advisor"),
            agg("Minho Seo", ["M. Seo"], "coauthor"),
        ]
    )
    session.flush()


def seed_round(db: Database) -> Seeded:
    with db.session() as session:
        user = User(email="chair@example.org", password_hash="x", is_admin=True)
        round_row = Round(name="2026 공채")
        session.add_all([user, round_row])
        session.flush()
        applicant = Applicant(
            round_id=round_row.id, name="나지원", name_en="Jiwon Na", external_id="A01"
        )
        data = b"%PDF-1.4 thesis bytes"
        digest = hashlib.sha256(data).hexdigest()
        session.add_all([applicant, Blob(sha256=digest, size=len(data), data=data)])
        session.flush()
        document = Document(
            applicant_id=applicant.id,
            blob_sha256=digest,
            folder_category="thesis",
            filename="학위논문 최종.pdf",
            size=len(data),
        )
        advisor = Reviewer(
            round_id=round_row.id,
            name="홍길동",
            name_en="Gildong Hong",
            external_id="R01",
            affiliation="KAIST",
        )
        initials = Reviewer(
            round_id=round_row.id, name="서민희", name_en="Minhee Seo", external_id="R02"
        )
        session.add_all([document, advisor, initials])
        session.flush()
        add_roster(session, applicant.id, document.id, "홍길동")
        return Seeded(
            round_row.id, applicant.id, document.id, advisor.id, initials.id, user.id, digest
        )
