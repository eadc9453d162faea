"""A seeded world for the web tests: two rounds, an admin, a member of each, and review data.

Round B holds an applicant with a generated PDF document, two people on its roster and an open
flag; round A holds another applicant. `member_a` must see nothing of round B.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup, Tag
from fastapi import FastAPI
from fastapi.testclient import TestClient
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from sqlalchemy import select

from minesweeper.auth.passwords import hash_password
from minesweeper.auth.tokens import generate_token, token_digest
from minesweeper.db import Database
from minesweeper.db.blobs import store_blob
from minesweeper.db.models import (
    ApiToken,
    Applicant,
    Blob,
    Document,
    PersonAggregate,
    Reviewer,
    ReviewFlag,
    Round,
    RoundMember,
    User,
)
from minesweeper.db.models_conflicts import Conflict
from minesweeper.ingest import ingest_bytes
from minesweeper.screening.page_store import prepare_pages, store_pages
from minesweeper.settings import Settings, load_settings
from minesweeper.web.app import create_app

PASSWORD = "correct horse battery staple"


def make_pdf(lines: list[str], pages: int = 1) -> bytes:
    """A real PDF with a text layer, one line per row, repeated on each page."""
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    for number in range(1, pages + 1):
        y = 780
        for line in lines:
            pdf.drawString(72, y, line)
            y -= 24
        pdf.drawString(72, 60, f"Page {number}")
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


@pytest.fixture(scope="session")
def password_hash() -> str:
    return hash_password(PASSWORD)  # argon2 is slow on purpose: hash once per session


@dataclass
class World:
    app: FastAPI
    db: Database
    settings: Settings
    tokens: dict[str, str] = field(default_factory=dict)  # role -> API token
    emails: dict[str, str] = field(default_factory=dict)
    ids: dict[str, int] = field(default_factory=dict)

    def client(self, who: str | None = None) -> TestClient:
        headers = {"Authorization": f"Bearer {self.tokens[who]}"} if who else {}
        return TestClient(self.app, headers=headers, follow_redirects=False)

    def job_of_round_b(self) -> str:
        """The id of the processing job an upload to round B's applicant queues."""
        upload = self.client("admin").post(
            f"/api/v1/applicants/{self.ids['applicant_b']}/documents",
            files=[("files", ("cv.txt", b"CV", "text/plain"))],
            data={"category": ["cv"]},
        )
        job_id: str = upload.json()["id"]
        return job_id

    def login(self, who: str) -> TestClient:
        """A browser-like client signed in through the login form."""
        client = TestClient(self.app, follow_redirects=False)
        csrf = csrf_of(client.get("/login").text)
        response = client.post(
            "/login", data={"email": self.emails[who], "password": PASSWORD, "csrf_token": csrf}
        )
        assert response.status_code == 303, response.text
        return client


def csrf_of(html: str) -> str:
    field = BeautifulSoup(html, "html.parser").select_one("input[name=csrf_token]")
    assert field is not None, "page has no CSRF field"
    return str(field["value"])


def _user(db: Database, email: str, is_admin: bool, password_hash: str) -> tuple[int, str]:
    token = generate_token()
    with db.session() as session:
        user = User(email=email, password_hash=password_hash, is_admin=is_admin)
        session.add(user)
        session.flush()
        session.add(ApiToken(user_id=user.id, token_sha256=token_digest(token)))
        return user.id, token


def seed(db: Database, password_hash: str) -> dict[str, Any]:
    ids: dict[str, int] = {}
    tokens: dict[str, str] = {}
    emails = {
        "admin": "admin@example.org",
        "member_a": "a@example.org",
        "member_b": "b@example.org",
    }
    for role, email in emails.items():
        ids[f"user_{role}"], tokens[role] = _user(db, email, role == "admin", password_hash)
    with db.session() as session:
        for role in emails:
            ids[f"token_{role}"] = session.scalars(
                select(ApiToken.id).where(ApiToken.user_id == ids[f"user_{role}"])
            ).one()
    pdf = make_pdf(
        ["Approval of the doctoral thesis", "Advisor: Jisoo Park", "Committee: Minho Lee"]
    )
    with db.session() as session:
        round_a, round_b = Round(name="Round A"), Round(name="Round B")
        session.add_all([round_a, round_b])
        session.flush()
        session.add_all(
            [
                RoundMember(round_id=round_a.id, user_id=ids["user_member_a"]),
                RoundMember(round_id=round_b.id, user_id=ids["user_member_b"]),
            ]
        )
        applicant_a = Applicant(round_id=round_a.id, name="김하나", name_en="Hana Kim")
        applicant_b = Applicant(round_id=round_b.id, name="이두리", name_en="Duri Lee")
        session.add_all([applicant_a, applicant_b])
        session.flush()
        sha = store_blob(session, pdf)
        document = Document(
            applicant_id=applicant_b.id,
            blob_sha256=sha,
            folder_category="thesis",
            filename="thesis.pdf",
            size=len(pdf),
            source_format="pdf",
            page_count=1,
            has_text_layer=True,
            doc_type="thesis",
            doc_type_reasons=["folder: thesis"],
        )
        session.add(document)
        session.flush()
        # What the worker stores when it processes the document: page images and word boxes.
        store_pages(session, sha, 1, prepare_pages(pdf, ingest_bytes(pdf, "thesis.pdf")))
        source = {
            "document_id": document.id,
            "page": 1,
            "quote": "Advisor: Jisoo Park",
            "source_kind": "printed",
            "role": "advisor",
        }
        advisor = PersonAggregate(
            applicant_id=applicant_b.id,
            canonical_name="Jisoo Park",
            name_normalized="jisoo park",
            aliases=[],
            roles=["advisor"],
            sources=[
                source,
                {**source, "page": 1, "quote": "Committee: Minho Lee", "role": "committee_member"},
            ],
            confidence=0.9,
        )
        member = PersonAggregate(
            applicant_id=applicant_b.id,
            canonical_name="J. Park",
            name_normalized="j park",
            aliases=[],
            roles=["coauthor"],
            sources=[{**source, "source_kind": "seal"}],
            confidence=0.5,
            needs_human=True,
        )
        session.add_all([advisor, member])
        session.flush()
        flag = ReviewFlag(
            applicant_id=applicant_b.id,
            person_id=member.id,
            flag_type="seal",
            label="J. Park: seal on page 1",
            page=1,
            document_id=document.id,
            surface="Jisoo Park",
        )
        session.add(flag)
        session.flush()
        reviewer = Reviewer(round_id=round_b.id, name="박지수", name_en="Jisoo Park")
        session.add(reviewer)
        session.flush()
        conflict = Conflict(
            round_id=round_b.id,
            reviewer_id=reviewer.id,
            applicant_id=applicant_b.id,
            aggregate_id=member.id,
            subject_key=member.name_normalized,
            subject_name="J. Park",
            level="possible",
            action="review",
            name_match="initials_only",
            relations=["coauthor"],
            roles=["coauthor"],
            evidence=[{**source, "relation": "coauthor"}],
        )
        session.add(conflict)
        session.flush()
        ids.update(
            round_a=round_a.id,
            round_b=round_b.id,
            applicant_a=applicant_a.id,
            applicant_b=applicant_b.id,
            document_b=document.id,
            aggregate_b=advisor.id,
            aggregate_b2=member.id,
            flag_b=flag.id,
            reviewer_b=reviewer.id,
            conflict_b=conflict.id,
        )
        assert session.get(Blob, sha) is not None
    return {"ids": ids, "tokens": tokens, "emails": emails}


@pytest.fixture
def world(database: Database, password_hash: str, tmp_path: Path) -> World:
    settings = load_settings(
        database_url=database.url,
        data_dir=tmp_path / "data",
        secret_key="test-secret-key",
        login_max_failures=3,
    )
    seeded = seed(database, password_hash)
    app = create_app(settings, database)
    return World(app, database, settings, seeded["tokens"], seeded["emails"], seeded["ids"])


def one(node: Tag, selector: str) -> Tag:
    """The element the selector must find (a missing one fails the test right here)."""
    found = node.select_one(selector)
    assert found is not None, f"nothing matches {selector!r}"
    return found
