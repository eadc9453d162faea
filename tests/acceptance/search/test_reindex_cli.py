"""`minesweeper reindex` in a subprocess, with a worker running beside it."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from minesweeper.db import Database
from minesweeper.db import migrate as migrations
from minesweeper.db.models import Round
from minesweeper.jobs import enqueue, run_worker_tick
from minesweeper.search.reindex import REINDEX_ROUND, reindex_handlers
from minesweeper.search.reindex_all import reindex_all_handlers
from tests.acceptance.test_cli_core import run_cli


@pytest.fixture
def database(tmp_path: Path) -> Iterator[Database]:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    migrations.upgrade(url)
    db = Database(url)
    stop = threading.Event()

    def work() -> None:
        handlers = {**reindex_handlers(db), **reindex_all_handlers(db)}
        while not stop.is_set():
            if run_worker_tick(db.engine, handlers) is None:
                stop.wait(0.1)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    yield db
    stop.set()
    worker.join(10)
    db.dispose()


@pytest.mark.slow  # three CLI start-ups
def test_reindex_one_round_and_all_rounds(database: Database, tmp_path: Path) -> None:
    with database.session() as session:
        rounds = [Round(name=f"r{n}") for n in range(3)]
        session.add_all(rounds)
        session.flush()
        ids = [r.id for r in rounds]
        # A re-index of the last round that is live (queued far ahead): the batch skips it.
        live = enqueue(
            session.connection(),
            REINDEX_ROUND,
            {"round_id": ids[2]},
            key=str(ids[2]),
            policy="reject",
            run_at=datetime.now(UTC) + timedelta(days=1),
        )
    env = {"DATABASE_URL": database.url, "DATA_DIR": str(tmp_path)}
    one = run_cli("reindex", str(ids[0]), "--wait", env=env)
    assert one.returncode == 0, one.stderr
    assert json.loads(one.stdout)["status"] == "done"
    batch = run_cli("reindex", "--all", "--wait", env=env)
    assert batch.returncode == 0, batch.stderr
    job = json.loads(batch.stdout)
    assert (job["type"], job["status"], job["processed"], job["total"]) == (
        "reindex_all",
        "done",
        3,
        3,
    )
    assert job["result"] == {"rounds": 3, "done": ids[:2], "skipped": [ids[2]]}
    busy = run_cli("reindex", str(ids[2]), env=env)
    assert busy.returncode == 1
    assert "already queued" in busy.stderr
    assert json.loads(busy.stdout)["id"] == live.id
