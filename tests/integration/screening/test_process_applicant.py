"""process_applicant on both databases: atomic replace, idempotence, flags, job handler."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from sqlalchemy import Connection, func, select, update
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import (
    Applicant,
    Document,
    ExtractedPerson,
    PersonAggregate,
    ReviewFlag,
    Round,
)
from minesweeper.extractors.text import TextExtractor
from minesweeper.jobs import Cancelled, get_job, run_worker_tick
from minesweeper.jobs.model import StopReason
from minesweeper.screening import process
from minesweeper.screening.documents import add_document
from minesweeper.screening.errors import ApplicantNotFoundError
from minesweeper.screening.handlers import build_handlers
from minesweeper.screening.jobs import enqueue_process_applicant
from minesweeper.screening.process import process_applicant
from minesweeper.settings import load_settings

APPROVAL = """박사학위논문 인준지

딥러닝 기반 음성 인식 연구

김민준

위 논문을 공학박사 학위논문으로 인준함

심사위원장  이 재 원  (인)
심사위원    박서연  (인)
심사위원    최영호  (인)

지도교수 박서연
"""

PAPER = """Robust Speech Recognition with Transformers

Minjun Kim1, Seoyeon Park1*, Hana Yoon2

1 Seoul National University  2 KAIST

Abstract
We study speech recognition.

References
[1] K. He, X. Zhang, S. Ren, and J. Sun. Deep residual learning. CVPR 2016.
"""


def _add_document(session: Session, applicant_id: int, name: str, category: str, text: str) -> int:
    return add_document(session, applicant_id, name, category, text.encode("utf-8")).id


@pytest.fixture
def applicant_id(database: Database) -> int:
    with database.session() as session:
        round_ = Round(name="2026 faculty hiring")
        session.add(round_)
        session.flush()
        applicant = Applicant(round_id=round_.id, name="김민준", name_en="Minjun Kim")
        session.add(applicant)
        session.flush()
        _add_document(session, applicant.id, "approval.txt", "thesis", APPROVAL)
        _add_document(session, applicant.id, "paper.txt", "paper", PAPER)
        return applicant.id


def _counts(database: Database, applicant_id: int) -> tuple[int, int, int]:
    with database.session() as session:
        return tuple(  # type: ignore[return-value]
            session.scalar(
                select(func.count()).select_from(m).where(m.applicant_id == applicant_id)
            )
            for m in (ExtractedPerson, PersonAggregate, ReviewFlag)
        )


def _roster(database: Database, applicant_id: int) -> dict[str, PersonAggregate]:
    with database.session() as session:
        rows = session.scalars(
            select(PersonAggregate).where(PersonAggregate.applicant_id == applicant_id)
        ).all()
        return {r.canonical_name: r for r in rows}


def test_roster_merges_spellings_and_marks_self(database: Database, applicant_id: int) -> None:
    summary = process_applicant(database, applicant_id, TextExtractor())
    roster = _roster(database, applicant_id)
    assert summary.documents == 2
    park = roster["박서연"]
    assert {"advisor", "committee_member", "coauthor"} <= set(park.roles)
    assert "이재원" in roster and "committee_chair" in roster["이재원"].roles
    assert not any(r.canonical_name in ("K. He", "J. Sun") for r in roster.values())
    selves = [r for r in roster.values() if r.is_self]
    assert all(r.canonical_name in ("김민준", "Minjun Kim") for r in selves)
    with database.session() as session:
        doc = session.scalars(select(Document).where(Document.filename == "approval.txt")).one()
        assert doc.source_format == "txt"
        assert doc.doc_type == "thesis"


def test_running_twice_gives_the_same_rows(database: Database, applicant_id: int) -> None:
    process_applicant(database, applicant_id, TextExtractor())
    first = _counts(database, applicant_id)
    process_applicant(database, applicant_id, TextExtractor())
    assert _counts(database, applicant_id) == first
    assert first[1] > 0


def test_failure_midway_keeps_the_previous_roster(
    database: Database, applicant_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    process_applicant(database, applicant_id, TextExtractor())
    before = _counts(database, applicant_id)
    names_before = set(_roster(database, applicant_id))

    def explode(*_args: object) -> None:
        # The old roster is deleted and the new persons written when the last step fails.
        raise RuntimeError("disk full")

    monkeypatch.setattr(process, "_write_flags", explode)
    with pytest.raises(RuntimeError, match="disk full"):
        process_applicant(database, applicant_id, TextExtractor())
    assert _counts(database, applicant_id) == before
    assert set(_roster(database, applicant_id)) == names_before


def test_a_run_that_lost_its_job_leaves_the_roster_as_it_was(
    database: Database, applicant_id: int
) -> None:
    process_applicant(database, applicant_id, TextExtractor())
    with database.session() as session:  # a mark that any rewrite of the roster would erase
        session.execute(
            update(PersonAggregate)
            .where(PersonAggregate.applicant_id == applicant_id)
            .values(confidence=0.125)
        )

    def marked() -> set[float]:
        return {r.confidence for r in _roster(database, applicant_id).values()}

    def lost(_conn: Connection) -> None:  # what `ctx.hold` does once the job was taken back
        raise Cancelled(StopReason.LOST)

    with pytest.raises(Cancelled):
        process_applicant(database, applicant_id, TextExtractor(), hold=lost)
    assert marked() == {0.125}
    held: list[Connection] = []
    process_applicant(database, applicant_id, TextExtractor(), hold=held.append)
    assert len(held) == 1 and 0.125 not in marked()


def test_missing_applicant_is_an_error(database: Database) -> None:
    with pytest.raises(ApplicantNotFoundError, match="999"):
        process_applicant(database, 999, TextExtractor())


def test_job_runs_through_the_engine(database: Database, applicant_id: int) -> None:
    with database.session() as session:
        job = enqueue_process_applicant(session, applicant_id)
        again = enqueue_process_applicant(session, applicant_id)
    assert again.id == job.id  # coalesced while queued
    handlers = build_handlers(database, load_settings(database_url=database.url))
    assert run_worker_tick(database.engine, handlers) == job.id
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None and done.status == "done"
    assert done.result is not None and done.result["related_persons"] >= 3


def test_job_for_missing_applicant_fails_with_message(database: Database) -> None:
    with database.session() as session:
        job = enqueue_process_applicant(session, 4242)
    handlers = build_handlers(database, load_settings(database_url=database.url))
    run_worker_tick(database.engine, handlers)
    with database.engine.connect() as conn:
        failed = get_job(conn, job.id)
    assert failed is not None and failed.status == "error"
    assert failed.error is not None and "4242" in failed.error["message"]


def test_human_decisions_survive_reprocessing(database: Database, applicant_id: int) -> None:
    blank = io.BytesIO()
    Image.new("RGB", (400, 300), "white").save(blank, format="PNG")
    with database.session() as session:  # a photo with nothing readable: needs_vision
        add_document(session, applicant_id, "photo.png", "other", blank.getvalue())
    process_applicant(database, applicant_id, TextExtractor())
    with database.session() as session:
        park = session.scalars(
            select(PersonAggregate).where(PersonAggregate.canonical_name == "박서연")
        ).one()
        park.final_status = "confirmed"
        chair = session.scalars(
            select(PersonAggregate).where(PersonAggregate.canonical_name == "이재원")
        ).one()
        chair.canonical_name = "이재훈"
        chair.aliases = [*chair.aliases, "이재원"]
        flag = session.scalars(select(ReviewFlag)).first()
        assert flag is not None
        flag.status, flag.resolution_reason = "dismissed", "checked against the page"
        flag_key = (flag.flag_type, flag.document_id, flag.surface)
    process_applicant(database, applicant_id, TextExtractor())
    roster = _roster(database, applicant_id)
    assert roster["박서연"].final_status == "confirmed"
    assert "이재훈" in roster
    assert "이재원" in roster["이재훈"].aliases
    with database.session() as session:
        again = session.scalars(
            select(ReviewFlag).where(
                ReviewFlag.flag_type == flag_key[0],
                ReviewFlag.document_id == flag_key[1],
                ReviewFlag.surface == flag_key[2],
            )
        ).one()
        assert again.status == "dismissed"
        assert again.resolution_reason == "checked against the page"


def test_coauthorship_years_are_stored_with_mentions_and_sources(
    database: Database, applicant_id: int
) -> None:
    dated = PAPER.replace("Abstract", "Received 2 May 2021; accepted 9 January 2022\nAbstract")
    with database.session() as session:
        _add_document(session, applicant_id, "dated.txt", "paper", dated)
    process_applicant(database, applicant_id, TextExtractor())
    with database.session() as session:
        rows = session.scalars(
            select(ExtractedPerson).where(
                ExtractedPerson.applicant_id == applicant_id, ExtractedPerson.role == "coauthor"
            )
        ).all()
        years = {(row.name_raw, row.year) for row in rows}
        assert ("Hana Yoon", 2022) in years and ("Hana Yoon", None) in years
        yoon = session.scalars(
            select(PersonAggregate).where(
                PersonAggregate.applicant_id == applicant_id,
                PersonAggregate.canonical_name == "Hana Yoon",
            )
        ).one()
        assert sorted(str(source["year"]) for source in yoon.sources) == ["2022", "None"]


def _round_with(database: Database, filename: str, category: str, text: str) -> tuple[int, int]:
    """(applicant id, round id) of a new round whose one applicant uploaded one document."""
    with database.session() as session:
        round_ = Round(name="r")
        session.add(round_)
        session.flush()
        applicant = Applicant(round_id=round_.id, name="김민준")
        session.add(applicant)
        session.flush()
        _add_document(session, applicant.id, filename, category, text)
        return applicant.id, round_.id


def test_processing_indexes_every_page_for_search(database: Database) -> None:
    from minesweeper.search import search_round

    applicant_id, round_id = _round_with(database, "approval.txt", "thesis", APPROVAL)
    process_applicant(database, applicant_id, TextExtractor())
    process_applicant(database, applicant_id, TextExtractor())  # re-processing replaces
    with database.session() as session:
        result = search_round(session, round_id, "이재원")  # OCR-spaced `이 재 원`
    assert result.total == 1
    assert result.hits[0].applicant_id == applicant_id


def test_processing_embeds_the_pages_when_a_model_is_on(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    from minesweeper.db.models_search import SearchChunk, SearchVector
    from minesweeper.screening.options import PipelineOptions
    from minesweeper.search import search_round
    from minesweeper.search.generations import current_generation, generation_info
    from tests.fakes.embedder import HashEmbedder

    embedder = HashEmbedder()
    names: list[str | None] = []

    def configured(setting: str | None) -> HashEmbedder:
        names.append(setting)
        return embedder

    monkeypatch.setattr(process, "configured_embedder", configured)
    applicant_id, round_id = _round_with(database, "paper.txt", "paper", PAPER)
    options = PipelineOptions(embedding_model="test")
    process_applicant(database, applicant_id, TextExtractor(), options=options)
    assert names == ["test"] and embedder.passages_embedded >= 1
    with database.session() as session:
        generation = current_generation(session, round_id)
        assert generation is not None and generation.embedding_model == embedder.name
        chunks = session.scalar(select(func.count(SearchChunk.id)))
        vectors = session.scalar(select(func.count(SearchVector.chunk_id)))
        assert chunks and vectors == chunks
        assert generation_info(session, round_id, embedder.name)["stale"] is False
        result = search_round(session, round_id, "speech recognition", embedder=embedder)
    assert result.semantic and result.hits[0].applicant_id == applicant_id
