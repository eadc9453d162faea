"""Background jobs (coalesced recompute, PDF report) and reviewer import, on both databases."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import Blob, Reviewer
from minesweeper.jobs import get_job, run_worker_tick
from minesweeper.screening.conflicts.jobs import (
    conflict_handlers,
    enqueue_export_report,
    enqueue_recompute_conflicts,
    enqueue_recompute_for_applicant,
)
from minesweeper.screening.conflicts.reviewer_import import import_reviewers
from minesweeper.screening.conflicts.reviewers import check_name
from minesweeper.screening.conflicts.snapshot import finalize_round
from minesweeper.screening.conflicts.store import round_conflicts

from .seed import seed_round


def test_recompute_is_coalesced_per_round_and_runs_in_the_worker(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        first = enqueue_recompute_conflicts(session, seeded.round_id)
        second = enqueue_recompute_conflicts(session, seeded.round_id)
    assert first.id == second.id
    handlers = conflict_handlers(database)
    assert run_worker_tick(database.engine, handlers) == first.id
    with database.engine.connect() as conn:
        job = get_job(conn, first.id)
    assert job is not None
    assert job.status == "done"
    assert job.result is not None
    assert job.result["by_level"]["certain"] == 1
    with database.session() as session:
        # advisor (certain), same institution; "M. Seo" is not 서민희: full names differ.
        assert len(round_conflicts(session, seeded.round_id)) == 2


def test_export_report_job_stores_a_pdf(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        job = enqueue_export_report(session, seeded.round_id)
    run_worker_tick(database.engine, conflict_handlers(database))
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None
    assert done.status == "done", done.error
    assert done.result is not None
    with database.session() as session:
        blob = session.get(Blob, done.result["blob_sha256"])
        assert blob is not None
        assert blob.data.startswith(b"%PDF")


def test_report_of_a_finalized_round_prints_the_snapshot_digest(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        digest = finalize_round(
            session, seeded.round_id, seeded.user_id, acknowledge_pending=True
        ).content_sha256
        job = enqueue_export_report(session, seeded.round_id)
    run_worker_tick(database.engine, conflict_handlers(database))
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None
    assert done.result is not None
    assert done.result["snapshot_sha256"] == digest
    with database.session() as session:
        blob = session.get(Blob, done.result["blob_sha256"])
        assert blob is not None
        pdf = pdfium.PdfDocument(blob.data)
    try:
        text = "".join(page.get_textpage().get_text_range() for page in pdf)
    finally:
        pdf.close()
    assert digest in text
    assert "학위논문 최종.pdf" in text


def test_missing_round_fails_the_job_with_the_reason(database: Database) -> None:
    with database.session() as session:
        job = enqueue_recompute_conflicts(session, 999)
    run_worker_tick(database.engine, conflict_handlers(database))
    with database.engine.connect() as conn:
        failed = get_job(conn, job.id)
    assert failed is not None
    assert failed.status == "error"
    assert failed.error is not None
    assert "999" in failed.error["message"]


def test_recompute_of_a_finalized_round_is_skipped_not_failed(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        finalize_round(session, seeded.round_id, seeded.user_id, acknowledge_pending=True)
        job = enqueue_recompute_for_applicant(session, seeded.applicant_id)
    assert job is not None
    run_worker_tick(database.engine, conflict_handlers(database))
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None
    assert (done.status, done.result) == (
        "done",
        {"round_id": seeded.round_id, "skipped": "finalized"},
    )


def test_import_creates_then_updates_and_queues_a_recompute(database: Database) -> None:
    seeded = seed_round(database)
    data = (
        "id,name,name_en,email\nR01,홍길동,Gildong Hong,hong@kaist.ac.kr\nR09,Sarah Kim,,sk@x.edu\n"
    )
    with database.session() as session:
        summary = import_reviewers(session, seeded.round_id, data.encode(), seeded.user_id)
    assert summary.to_dict() == {"created": 1, "updated": 1, "unchanged": 0}
    with database.session() as session:
        again = import_reviewers(session, seeded.round_id, data.encode(), seeded.user_id)
        names = session.scalars(
            select(Reviewer.name).where(Reviewer.round_id == seeded.round_id)
        ).all()
    assert again.to_dict() == {"created": 0, "updated": 0, "unchanged": 2}
    assert sorted(names) == ["Sarah Kim", "서민희", "홍길동"]
    assert run_worker_tick(database.engine, conflict_handlers(database)) is not None


def test_single_name_check_writes_nothing(database: Database) -> None:
    seeded = seed_round(database)
    with database.session() as session:
        found = check_name(session, seeded.round_id, "홍길동")
        assert round_conflicts(session, seeded.round_id) == []
    assert [c.level.value for c in found] == ["certain"]


def test_import_declarations_column_records_certain_relations(database: Database) -> None:
    from minesweeper.screening.conflicts.errors import ReviewerImportError
    from minesweeper.screening.conflicts.roster import round_declarations

    seeded = seed_round(database)
    data = (
        "번호,이름,영문이름,관계신고\r\n"
        "R07,정다은,Daeun Jeong,A01:family:사촌; 나지원:coauthor\r\n"
        "R08,오세훈,,\r\n"
    ).encode()
    with database.session() as session:
        import_reviewers(session, seeded.round_id, data)
    with database.session() as session:
        declared = round_declarations(session, seeded.round_id)
        assert sorted((d.relation, d.note, d.side) for d in declared) == [
            ("coauthor", "", "reviewer"),
            ("family", "사촌", "reviewer"),
        ]
        # Importing the same file again changes nothing.
        import_reviewers(session, seeded.round_id, data)
        assert len(round_declarations(session, seeded.round_id)) == 2
    while run_worker_tick(database.engine, conflict_handlers(database)) is not None:
        pass
    with database.session() as session:
        rows = round_conflicts(session, seeded.round_id)
        [row] = [r for r in rows if r.relations == ["declared"]]
        assert row.level == "certain"
        assert sorted(e["role"] for e in row.evidence) == ["reviewer:coauthor", "reviewer:family"]
    for bad, message in (
        ("이름,관계신고\r\n정다은,A99:family\r\n", "no applicant 'A99'"),
        ("이름,관계신고\r\n정다은,A01:friend\r\n", "unknown relation"),
        ("이름,관계신고\r\n정다은,A01\r\n", "APPLICANT:relation"),
    ):
        with database.session() as session, pytest.raises(ReviewerImportError) as caught:
            import_reviewers(session, seeded.round_id, bad.encode())
        assert message in str(caught.value)
        assert "row 2" in str(caught.value)
