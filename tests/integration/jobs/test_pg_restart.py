"""PostgreSQL restarted in the middle of a round: the web side's pool and the workers
reconnect by themselves, and every job runs to completion once.

The server is a throwaway one of this test's own (initdb into a temporary folder, its own
port): the shared server other tests use is never restarted.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from minesweeper.db import Database, migrate
from minesweeper.jobs import enqueue
from tests.integration.jobs.helpers import scalar

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

PG_BIN = next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)), None)

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


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_postgres(*args: str) -> list[str]:
    # initdb and the server refuse to run as root.
    return ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else list(args)


@pytest.fixture
def own_server() -> Iterator[tuple[str, Path, int]]:
    if PG_BIN is None or not (PG_BIN / "initdb").exists():
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        pytest.skip("running as root without runuser: cannot start a PostgreSQL server")
    # Not under pytest's tmp_path: the server's user must be able to reach the folder.
    scratch = Path(tempfile.mkdtemp(prefix="ms-pg-restart-"))
    data = scratch / "pgdata"
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(scratch, "postgres")
        shutil.chown(data, "postgres")
    port = _free_port()
    subprocess.run(
        _as_postgres(str(PG_BIN / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"),
        check=True,
        capture_output=True,
    )
    ctl = _as_postgres(str(PG_BIN / "pg_ctl"), "-D", str(data), "-w", "-l", str(data / "log"))
    opts = f"-p {port} -k {data} -c listen_addresses=127.0.0.1"
    subprocess.run([*ctl, "-o", opts, "start"], check=True, capture_output=True)
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres", data, port
    finally:
        subprocess.run([*ctl, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)


def test_a_restart_mid_round_loses_and_strands_nothing(
    own_server: tuple[str, Path, int], tmp_path: Path
) -> None:
    url, data, port = own_server
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
        assert PG_BIN is not None  # the fixture skipped otherwise
        ctl = _as_postgres(str(PG_BIN / "pg_ctl"), "-D", str(data), "-w", "-l", str(data / "log"))
        opts = f"-p {port} -k {data} -c listen_addresses=127.0.0.1"
        subprocess.run([*ctl, "-m", "fast", "-o", opts, "restart"], check=True, capture_output=True)
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
