"""Extracted text longer than any column once declared still makes a roster, on both databases.

A paper whose affiliation line ran to 787 characters failed `process_applicant` on PostgreSQL
(`varchar(500)`), and the job's error carried the SQL statement with the document's text.
"""

from __future__ import annotations

import logging

import pytest
from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import Applicant, ExtractedPerson, PersonAggregate, Round
from minesweeper.jobs import get_job, run_worker_tick
from minesweeper.screening.documents import add_document
from minesweeper.screening.handlers import build_handlers
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.settings import load_settings

LONG_AFFILIATION = (
    "Department of Electrical and Computer Engineering, Institute of New Media and "
    "Communications, Seoul National University, Gwanak-ro 1, Gwanak-gu, Seoul 08826, Korea; "
) * 5  # about 850 characters on one line

PAPER = f"""Robust Speech Recognition with Transformers

Minjun Kim1, Seoyeon Park1*, Hana Yoon2

1 {LONG_AFFILIATION.strip()}  2 KAIST

Abstract
We study speech recognition.
"""


@pytest.fixture
def applicant_id(database: Database) -> int:
    with database.session() as session:
        round_ = Round(name="2026 faculty hiring")
        session.add(round_)
        session.flush()
        applicant = Applicant(round_id=round_.id, name="김민준", name_en="Minjun Kim")
        session.add(applicant)
        session.flush()
        add_document(session, applicant.id, "paper.txt", "paper", PAPER.encode("utf-8"))
        return applicant.id


def test_a_long_affiliation_is_stored_whole(
    database: Database, applicant_id: int, caplog: pytest.LogCaptureFixture
) -> None:
    assert len(LONG_AFFILIATION) > 787
    with database.session() as session:
        job = enqueue_process_applicant(session, applicant_id)
    handlers = build_handlers(database, load_settings(database_url=database.url))
    with caplog.at_level(logging.INFO):
        run_worker_tick(database.engine, handlers)
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None
    assert done.status == "done", done.error
    with database.session() as session:
        affiliations = session.scalars(
            select(ExtractedPerson.affiliation).where(ExtractedPerson.applicant_id == applicant_id)
        ).all()
        names = session.scalars(
            select(PersonAggregate.canonical_name).where(
                PersonAggregate.applicant_id == applicant_id
            )
        ).all()
    assert "Seoyeon Park" in names
    assert max(len(a or "") for a in affiliations) > 500
    assert "Gwanak-ro" not in caplog.text  # the log carries ids, never document text
