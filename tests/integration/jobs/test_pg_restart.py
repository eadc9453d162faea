"""PostgreSQL restarted in the middle of a round: the web side's pool and the workers
reconnect by themselves, and every job runs to completion once.

The server is a throwaway one of this test's own (initdb into a temporary folder, its own
port): the shared server other tests use is never restarted.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from minesweeper.db import Database, migrate
from minesweeper.jobs import enqueue
from tests.integration.jobs.helpers import scalar
from tests.support.pg_server import ThrowawayServer, throwaway_server

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

_WORKER = """
import os, sys, time
from minesweeper.db import Database
from minesweeper.jobs import Worker

log = sys.argv[2]

def tick(ctx, payload):
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    os.write(fd, (ctx.job.id + "\\n").encode())
    os.close(fd)
    time.sleep(0.05)

db = Database(sys.argv[1])
Worker(db.engine, {"tick": tick}, concurrency=4, poll_interval_ms=200, log_jobs=False).run()
"""


@pytest.fixture
def own_server() -> Iterator[ThrowawayServer]:
    with throwaway_server("pg-restart") as server:
        yield server


def test_a_restart_mid_round_loses_and_strands_nothing(
    own_server: ThrowawayServer, tmp_path: Path
) -> None:
    url = own_server.url
    migrate.upgrade(url)
    web = Database(url)  # stands for a web process: one pool across the restart
    log = tmp_path / "starts.log"
    log.touch(mode=0o666)
    errs = [(tmp_path / f"worker{i}.err").open("wb") for i in range(2)]
    workers = [
        subprocess.Popen([sys.executable, "-c", _WORKER, url, str(log)], stderr=err) for err in errs
    ]
    try:
        ids = []
        with web.engine.begin() as conn:
            ids += [enqueue(conn, "tick", {"n": n}).id for n in range(60)]
        deadline = time.monotonic() + 60
        while len(log.read_text().split()) < 10:  # the round is under way
            assert time.monotonic() < deadline, "the workers never started"
            time.sleep(0.05)
        own_server.restart("fast")
        # The web side enqueues again through the same pool, without being told anything.
        with web.engine.begin() as conn:
            ids += [enqueue(conn, "tick", {"n": n}).id for n in range(60, 90)]
        deadline = time.monotonic() + 120
        while True:
            with web.engine.connect() as conn:
                left = conn.execute(
                    text("SELECT count(*) FROM jobs WHERE status <> 'done'")
                ).scalar_one()
            if left == 0:
                break
            assert time.monotonic() < deadline, f"{left} jobs stuck after the restart"
            time.sleep(0.2)
        assert all(w.poll() is None for w in workers), "a worker died with the database"
    finally:
        for w in workers:
            w.terminate()
            w.wait(timeout=30)
        for err in errs:
            err.close()
    assert scalar(web.engine, "SELECT count(*) FROM jobs WHERE status = 'done'") == len(ids)
    # Nothing ran twice: the completions held while the server was down were written later
    # instead of being left to the reaper (which would have run those jobs again).
    starts = log.read_text().split()
    assert sorted(starts) == sorted(ids)
    web.dispose()
