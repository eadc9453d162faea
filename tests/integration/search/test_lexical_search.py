"""The must-hold set for Korean and English search, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from minesweeper.db import Database
from minesweeper.db.models import Applicant, Round
from minesweeper.screening.documents import add_document
from minesweeper.search import PageText, index_applicant_pages, search_round
from minesweeper.search.analyzer import query_terms
from minesweeper.search.fulltext import matching_chunks
from minesweeper.search.generations import current_generation

PAGES = {
    "kotlin": "이 연구는 Kotlin을 사용한 모바일 앱 개발을 다룬다.",
    "particle": "본 논문의 지도교수 박지훈을 모시고 연구하였다.",
    "title": "먼저 박지훈 교수님께 감사드립니다.",
    "spaced": "심사위원장  박 지 훈  (인)",
    "nfd": unicodedata.normalize("NFD", "심사위원 박지훈 (인)"),
    "upper": "Authors: PARK Jihoon, Kim Minjun",
    "comma": "References: Park, Ji-Hoon and Lee, S. (2020). Speech.",
    "other": "박지원 교수와 Parkinson 병 연구. 이준비 과정.",
}


@dataclass(frozen=True)
class Seeded:
    round_id: int
    page_of_document: dict[int, str]


def _seed(database: Database) -> Seeded:
    with database.session() as session:
        round_ = Round(name="search")
        session.add(round_)
        session.flush()
        applicant = Applicant(round_id=round_.id, name="김민준")
        session.add(applicant)
        session.flush()
        pages: list[PageText] = []
        labels: dict[int, str] = {}
        for label, body in PAGES.items():
            doc = add_document(session, applicant.id, f"{label}.txt", "paper", body.encode())
            labels[doc.id] = label
            pages.append(PageText(doc.id, 1, body))
        index_applicant_pages(session, applicant.id, pages)
        return Seeded(round_.id, labels)


def _found(database: Database, seeded: Seeded, query: str) -> set[str]:
    with database.session() as session:
        result = search_round(session, seeded.round_id, query)
    assert result.total == len(result.hits)
    return {seeded.page_of_document[h.document_id] for h in result.hits}


def test_must_hold_set(database: Database) -> None:
    seeded = _seed(database)
    assert _found(database, seeded, "kotlin") == {"kotlin"}
    assert _found(database, seeded, "박지훈") == {"particle", "title", "spaced", "nfd"}
    assert _found(database, seeded, "Jihoon Park") == {"upper", "comma"}
    assert _found(database, seeded, "park") == {"upper", "comma"}  # not "Parkinson"
    assert _found(database, seeded, "이준") == {"other"}  # substring inside Hangul, verified
    assert _found(database, seeded, "없는말") == set()


def test_snippets_are_exact_page_text_with_highlights(database: Database) -> None:
    seeded = _seed(database)
    with database.session() as session:
        result = search_round(session, seeded.round_id, "박지훈")
    by_label = {seeded.page_of_document[h.document_id]: h for h in result.hits}
    spaced = by_label["spaced"]
    (start, end), *_ = spaced.highlights
    assert spaced.snippet[start:end] == "박 지 훈"
    nfd = by_label["nfd"]
    (start, end), *_ = nfd.highlights
    assert nfd.snippet[start:end] == "박지훈"
    assert by_label["particle"].snippet == PAGES["particle"]


def test_one_syllable_query_scans_the_round(database: Database) -> None:
    seeded = _seed(database)
    assert _found(database, seeded, "훈") == {"particle", "title", "spaced", "nfd"}


def test_results_are_scoped_to_applicant_and_limited(database: Database) -> None:
    seeded = _seed(database)
    with database.session() as session:
        other = search_round(session, seeded.round_id, "박지훈", applicant_id=999_999)
        limited = search_round(session, seeded.round_id, "박지훈", limit=2)
    assert other.total == 0
    assert limited.total == 4 and len(limited.hits) == 2


def test_reindexing_an_applicant_replaces_its_pages(database: Database) -> None:
    seeded = _seed(database)
    with database.session() as session:
        applicant_id = session.scalars(text("SELECT id FROM applicants")).one()
        doc_id = next(iter(seeded.page_of_document))
        index_applicant_pages(session, applicant_id, [PageText(doc_id, 1, "새 텍스트 Kotlin")])
    assert _found(database, seeded, "박지훈") == set()
    assert _found(database, seeded, "kotlin") == {seeded.page_of_document[doc_id]}


def _explain(session: Session, generation_id: int, query: str) -> str:
    stmt = matching_chunks(session, [t.phrase for t in query_terms(query)])
    compiled = stmt.where(text(f"generation_id = {generation_id}")).compile(
        session.get_bind(), compile_kwargs={"literal_binds": True}
    )
    rows = session.execute(text(f"EXPLAIN {compiled}")).scalars()
    return "\n".join(rows)


FILLER_PAGES = 3000  # rows the generation's b-tree matches and the GIN index does not


@pytest.mark.postgres
def test_two_syllable_query_uses_the_gin_index(pg_template: str, db_url: str) -> None:
    if not db_url.startswith("postgresql"):
        pytest.skip("EXPLAIN of the GIN index is a PostgreSQL check")
    database = Database(db_url)
    try:
        seeded = _seed(database)
        with database.session() as session:
            other = Applicant(round_id=seeded.round_id, name="이서연")
            session.add(other)
            session.flush()
            doc_id = add_document(session, other.id, "filler.txt", "paper", b"filler").id
            filler = [
                PageText(doc_id, n, f"{n}번째 쪽: 연구 방법과 실험 결과를 서술한다. Results {n}.")
                for n in range(1, FILLER_PAGES + 1)
            ]
            index_applicant_pages(session, other.id, filler)
        # VACUUM moves GIN's pending entries into the index and updates its size for the planner.
        with database.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.execute(text("VACUUM ANALYZE search_chunks"))
        with database.session() as session:
            generation = current_generation(session, seeded.round_id)
            assert generation is not None
            plan = _explain(session, generation.id, "지훈")
        assert "ix_search_chunks_grams_tsv" in plan, plan
    finally:
        database.dispose()
