"""The re-index job on both databases: reject policy, stages, and the generation swap."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from minesweeper.db import Database
from minesweeper.db.models import Applicant, Round
from minesweeper.db.models_search import SearchChunk, SearchGeneration
from minesweeper.jobs import JobContext, get_job, run_worker_tick
from minesweeper.screening.documents import add_document
from minesweeper.search import PageText, index_applicant_pages, search_round
from minesweeper.search.errors import ReindexInProgressError
from minesweeper.search.generations import current_generation
from minesweeper.search.reindex import REINDEX_ROUND, reindex_handlers, start_reindex


def _seed(database: Database, applicants: int = 3) -> int:
    with database.session() as session:
        round_ = Round(name="r")
        session.add(round_)
        session.flush()
        for n in range(applicants):
            applicant = Applicant(round_id=round_.id, name=f"지원자{n}")
            session.add(applicant)
            session.flush()
            doc = add_document(session, applicant.id, "cv.txt", "cv", f"cv {n}".encode())
            pages = [PageText(doc.id, p, f"{p}쪽 심사위원 박지훈 교수님께 " * 40) for p in (1, 2)]
            index_applicant_pages(session, applicant.id, pages)
        return round_.id


def _generations(database: Database, round_id: int) -> dict[int, str]:
    with database.session() as session:
        rows = session.scalars(
            select(SearchGeneration).where(SearchGeneration.round_id == round_id)
        )
        return {g.id: g.state for g in rows}


def test_second_start_is_rejected_with_the_running_job(database: Database) -> None:
    round_id = _seed(database)
    with database.session() as session:
        first = start_reindex(session, round_id)
    with pytest.raises(ReindexInProgressError) as raised, database.session() as session:
        start_reindex(session, round_id)
    assert raised.value.existing.id == first.id
    assert raised.value.code == "REINDEX_IN_PROGRESS" and raised.value.http_status == 409
    assert raised.value.details == {"job": raised.value.existing.to_api()}


def test_job_builds_a_new_generation_and_swaps_it_in(database: Database) -> None:
    round_id = _seed(database)
    (old_id,) = _generations(database, round_id)
    with database.session() as session:
        job = start_reindex(session, round_id, chunk_size=300)
    assert run_worker_tick(database.engine, reindex_handlers(database)) == job.id
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None and done.status == "done", done
    assert (done.stage, done.processed, done.total) == ("finalizing", done.total, done.total)
    assert done.total and done.total > 6  # 300-character chunks: several per page
    generations = _generations(database, round_id)
    assert old_id not in generations and list(generations.values()) == ["current"]
    with database.session() as session:
        generation = current_generation(session, round_id)
        assert generation is not None and generation.chunk_size == 300
        chunks = session.scalars(select(SearchChunk.generation_id)).all()
        assert set(chunks) == {generation.id}
        assert search_round(session, round_id, "박지훈").total == 6
    with database.session() as session:  # the key is free again once the job ended
        assert start_reindex(session, round_id).id != job.id


def test_a_job_that_dies_leaves_the_old_generation_serving(database: Database) -> None:
    round_id = _seed(database)
    (old_id,) = _generations(database, round_id)
    handler = reindex_handlers(database)[REINDEX_ROUND]

    def dies_before_finalizing(ctx: JobContext, payload: dict[str, Any]) -> dict[str, Any]:
        original = ctx.progress

        def progress(stage: str | None = None, **counts: int | None) -> None:
            if stage == "finalizing":
                raise RuntimeError("worker lost")
            original(stage=stage, **counts)

        ctx.progress = progress  # type: ignore[method-assign]
        return handler(ctx, payload)

    with database.session() as session:
        job = start_reindex(session, round_id, chunk_size=300)
    run_worker_tick(database.engine, {REINDEX_ROUND: dies_before_finalizing})
    generations = _generations(database, round_id)
    assert generations[old_id] == "current"
    assert sorted(generations.values()) == ["building", "current"]
    with database.session() as session:
        assert search_round(session, round_id, "박지훈").total == 6
        with pytest.raises(ReindexInProgressError):  # queued for its retry: still the key
            start_reindex(session, round_id)
    with database.engine.connect() as conn:
        retried = get_job(conn, job.id)
    assert retried is not None and retried.status == "queued"
