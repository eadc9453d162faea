"""The re-index of every round on both databases: one job, n/m rounds, single-flight."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.jobs import enqueue, get_job, run_worker_tick
from minesweeper.search import search_round
from minesweeper.search.errors import ReindexInProgressError
from minesweeper.search.generations import current_generation
from minesweeper.search.reindex import REINDEX_ROUND
from minesweeper.search.reindex_all import (
    REINDEX_ALL,
    active_reindex,
    reindex_all_handlers,
    start_reindex_all,
)
from tests.integration.search.test_reindex import _seed


def test_one_job_rebuilds_every_round_and_skips_a_round_with_its_own_job(
    database: Database,
) -> None:
    first, second = _seed(database, applicants=1), _seed(database, applicants=2)
    with database.session() as session:
        empty = Round(name="empty")
        session.add(empty)
        session.flush()
        busy = empty.id
        live = enqueue(  # the round's own re-index, queued far ahead: it rebuilds that round
            session.connection(),
            REINDEX_ROUND,
            {"round_id": busy},
            key=str(busy),
            policy="reject",
            run_at=datetime.now(UTC) + timedelta(days=1),
        )
        job = start_reindex_all(session)
    with pytest.raises(ReindexInProgressError) as raised, database.session() as session:
        start_reindex_all(session)
    assert raised.value.existing.id == job.id and raised.value.http_status == 409
    with database.session() as session:
        assert active_reindex(session, busy) == live  # the round's own comes first
        assert active_reindex(session, first) == job
    assert run_worker_tick(database.engine, reindex_all_handlers(database)) == job.id
    with database.engine.connect() as conn:
        done = get_job(conn, job.id)
    assert done is not None and done.status == "done", done
    assert (done.type, done.stage, done.processed, done.total) == (REINDEX_ALL, "rounds", 3, 3)
    assert done.result == {"rounds": 3, "done": [first, second], "skipped": [busy]}
    with database.session() as session:
        for round_id, hits in ((first, 2), (second, 4)):
            generation = current_generation(session, round_id)
            assert generation is not None and generation.job_id == job.id
            assert search_round(session, round_id, "박지훈").total == hits
        assert active_reindex(session, first) is None
        assert start_reindex_all(session).id != job.id  # the key is free once it ended
