"""Three machines over one PostgreSQL, built from network namespaces: the web app on host A,
`minesweeper worker` on hosts B and C, the database on this machine (the host all three reach
over their own link to a bridge).

A real round is uploaded through A's API and processed. One applicant's documents are long;
the worker that claims that applicant's job is the one whose link is cut while it runs ("B"):
its lease runs out, the other worker ("C") reaps the job and runs it to completion. Then B's
link comes back: its connections resume where they stopped, and what B had left to write about
the job (heartbeat, progress, and the roster, which is written under `ctx.hold`) reaches the
database and is refused by the fencing. The tables are compared before and after: B's late
writes change nothing.

The database is a throwaway server of the test's own (never the shared one on 5432), listening
on the bridge address. It logs every data-modifying statement with the client's address, which
shows that B's late writes did reach it.
"""

from __future__ import annotations

import io
import os
import re
import signal
import socket
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest
from sqlalchemy import text

import minesweeper
from minesweeper.auth import create_user
from minesweeper.auth.token_admin import issue_expiring_token
from minesweeper.db import Database, migrate
from minesweeper.jobs import enqueue
from tests.integration.web.conftest import make_pdf
from tests.support.netns import Hosts, netns_missing, network_hosts
from tests.support.pg_server import ThrowawayServer, server_missing, throwaway_server
from tests.support.screening_round import generated_round

pytestmark = [pytest.mark.slow, pytest.mark.postgres]

LEASE_S = 3  # short, so the cut worker's job is taken back quickly (heartbeat every 1 s)
WEB_PORT = 8000  # each host has addresses of its own: no port can clash
START_TIMEOUT_S = 120  # a loaded machine starts Python slowly; a healthy one in 2 s
ROUND_TIMEOUT_S = 120
LONG_DOCUMENTS = 4  # the long applicant's documents...
LONG_PAGES = 6  # ...of this many pages each: a job of some seconds, with progress between
ADMIN = "admin@example.org"
# Tables whose rows B's late writes must leave exactly as they were.
COMPARED = ("jobs", "applicants", "documents", "person_aggregates", "extracted_persons")


@pytest.fixture
def hosts() -> Iterator[Hosts]:
    missing = netns_missing() or server_missing()
    if missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the multi-host test cannot run: {missing} (required under CI)")
        pytest.skip(f"multi-host test skipped: {missing}")
    with network_hosts(["a", "b", "c"]) as built:
        yield built


@pytest.fixture
def server(hosts: Hosts) -> Iterator[ThrowawayServer]:
    settings = {
        "log_statement": "mod",
        "log_line_prefix": "%m client=%h ",
        # A partitioned client's open transaction must not hold row locks until TCP gives up.
        "idle_in_transaction_session_timeout": "5s",
    }
    with throwaway_server(
        "netns", listen=hosts.host_address, trusted=[hosts.network], settings=settings
    ) as started:
        yield started


def _long_applicant() -> bytes:
    """One applicant whose thesis and papers run to many pages (distinct bytes per file)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for n in range(LONG_DOCUMENTS):
            lines = [
                "A Dissertation for the Degree of Doctor of Philosophy" if n == 0 else "Article",
                "Nari Baek" if n == 0 else f"Nari Baek, Joon Cha, Hana Seol ({n})",
                "Committee Chair: Daehyun Choi",
                "Advisor: Seungho Park",
                *(f"Section {n}.{k}: sparse recovery in noisy channels" for k in range(20)),
            ]
            category = "thesis" if n == 0 else "paper"
            archive.writestr(f"백나리/{category}/part{n}.pdf", make_pdf(lines, LONG_PAGES))
    return buffer.getvalue()


def _wait(what: str, ready: Callable[[], Any], timeout: float, poll: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while not (found := ready()):
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(poll)
    return found


def _rows(db: Database) -> dict[str, list[Any]]:
    with db.engine.connect() as conn:
        return {
            table: [tuple(r) for r in conn.execute(text(f"SELECT * FROM {table} ORDER BY id"))]
            for table in COMPARED
        }


def _web_up(url: str) -> bool:
    try:
        return httpx.get(f"{url}/healthz", timeout=1).status_code == 200
    except httpx.HTTPError:
        return False


def test_a_cut_worker_loses_its_job_to_another_and_its_late_writes_change_nothing(
    hosts: Hosts, server: ThrowawayServer, tmp_path: Path
) -> None:
    migrate.upgrade(server.url)
    db = Database(server.url)
    with db.session() as session:
        create_user(session, ADMIN, is_admin=True)
    with db.session() as session:
        token = issue_expiring_token(session, ADMIN, None)

    source = str(Path(minesweeper.__file__).resolve().parents[1])
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([source, os.environ.get("PYTHONPATH", "")]),
        "DATABASE_URL": server.url,
        "SECRET_KEY": "netns-hosts",
        "WORKER_POLL_INTERVAL_MS": "200",
        "WORKER_CONCURRENCY": "1",
    }
    python = [sys.executable, "-m", "minesweeper"]
    commands = {
        "a": ["serve", "--no-worker", "--host", hosts.address("a"), "--port", str(WEB_PORT)],
        "b": ["worker", "--lease-seconds", str(LEASE_S)],
        "c": ["worker", "--lease-seconds", str(LEASE_S)],
    }
    logs: dict[str, IO[bytes]] = {}
    procs: dict[str, subprocess.Popen[bytes]] = {}
    cut: str | None = None

    def log_of(name: str) -> str:
        return (tmp_path / f"{name}.log").read_text(errors="replace")

    def says(name: str, words: str) -> Callable[[], bool]:
        return lambda: words in log_of(name)

    try:
        for name, args in commands.items():
            logs[name] = (tmp_path / f"{name}.log").open("wb")
            procs[name] = subprocess.Popen(
                [*hosts.run(name), *python, *args],
                env={**env, "DATA_DIR": str(tmp_path / name)},
                stdout=logs[name],
                stderr=subprocess.STDOUT,
            )
        web = f"http://{hosts.address('a')}:{WEB_PORT}"  # through A's link, as a browser would
        _wait("the web app on host A", lambda: _web_up(web), START_TIMEOUT_S, 0.2)
        for name in ("b", "c"):
            _wait(f"the worker on host {name}", says(name, "polling"), START_TIMEOUT_S)
        # `ip netns exec` runs the program in its own process: its worker id carries the pid.
        prefixes = {f"{socket.gethostname()}:{procs[n].pid}:": n for n in ("b", "c")}

        with httpx.Client(base_url=web, headers={"Authorization": f"Bearer {token}"}) as api:
            made = api.post("/api/v1/rounds", json={"name": "Across three hosts"}, timeout=30)
            assert made.status_code == 201, made.text
            bundle = f"/api/v1/rounds/{made.json()['id']}/bundle"
            upload = {"file": ("long.zip", _long_applicant(), "application/zip")}
            long_answer = api.post(bundle, files=upload, timeout=60)
            assert long_answer.status_code == 202, long_answer.text
            upload = {"file": ("round.zip", generated_round().bundle_zip, "application/zip")}
            round_answer = api.post(bundle, files=upload, timeout=60)
            assert round_answer.status_code == 202, round_answer.text
        (long_job,) = [job["id"] for job in long_answer.json()["jobs"]]
        applicants = 1 + len(round_answer.json()["applicants_created"])

        def long_job_row() -> Any:
            with db.engine.connect() as conn:
                return conn.execute(
                    text("SELECT * FROM jobs WHERE id = :id"), {"id": long_job}
                ).one()

        # Cut the link of the worker running the long job just after one of its progress
        # writes, while documents remain: its next write is then stuck behind the cut link.
        def mid_job() -> Any:
            row = long_job_row()
            if row.status in ("done", "error", "cancelled"):
                pytest.fail(f"the long job ended ({row.status}) before its host could be cut")
            early = row.total is not None and (row.processed or 0) + 4 <= row.total
            return row if row.status == "running" and early else None

        held = _wait("the long job to run", mid_job, 60, poll=0.02)
        cut = next(name for prefix, name in prefixes.items() if held.worker_id.startswith(prefix))
        other = "c" if cut == "b" else "b"
        hosts.cut(cut)
        time.sleep(0.5)  # anything sent before the cut has arrived by now
        with db.engine.connect() as conn:
            holding = conn.execute(
                text("SELECT id FROM jobs WHERE worker_id = :w AND status = 'running'"),
                {"w": held.worker_id},
            ).all()
        assert [r.id for r in holding] == [long_job]

        def round_done() -> bool:
            with db.engine.connect() as conn:
                return not conn.execute(text("SELECT 1 FROM jobs WHERE status <> 'done'")).first()

        _wait("the round to finish without the cut host", round_done, ROUND_TIMEOUT_S, 0.2)
        taken_over = long_job_row()
        assert taken_over.status == "done"
        assert prefixes[taken_over.worker_id.rsplit(":", 1)[0] + ":"] == other
        assert taken_over.attempts == 2  # the lost attempt, then the other host's
        assert procs[cut].poll() is None, "the cut host's worker died"

        before = _rows(db)
        log_offset = server.log.stat().st_size
        hosts.restore(cut)
        # The cut worker finds out it lost the job when its stuck write goes through.
        _wait("the cut worker to give the job up", says(cut, f"processed job {long_job}"), 60)
        client = re.escape(f"client={hosts.address(cut)} ")

        def late_writes() -> list[str]:
            with server.log.open("rb") as log:
                log.seek(log_offset)
                lines = log.read().decode(errors="replace").splitlines()
            # Its writes about the job, not its reaper's or claims' statements: a heartbeat, a
            # progress write, or the failure it reports when the cut broke its roster write
            # (each names the job among its parameters).
            about_the_job = (
                client + r".*(UPDATE jobs SET (lease_expires_at|progress)="
                r"|DETAIL:\s+parameters:.*" + re.escape(str(long_job)) + ")"
            )
            return [line for line in lines if re.search(about_the_job, line)]

        _wait("the cut host's late writes to reach the database", late_writes, 30)
        time.sleep(1.0)  # and whatever followed them
        assert _rows(db) == before

        # The cut host carries on: with C stopped, B alone runs a new job.
        procs[other].send_signal(signal.SIGTERM)
        procs[other].wait(timeout=30)
        fresh = enqueue(db.engine, "noop", {})
        _wait("the reconnected worker to run a new job", lambda: round_done(), 30, 0.1)
        with db.engine.connect() as conn:
            ran_by = conn.execute(
                text("SELECT worker_id FROM jobs WHERE id = :id"), {"id": fresh.id}
            ).scalar_one()
        assert ran_by == held.worker_id

        # The round: every applicant processed to completion exactly once, roster written.
        with db.engine.connect() as conn:
            per_applicant = conn.execute(
                text(
                    "SELECT a.id, count(j.id) AS jobs, "
                    " (SELECT count(*) FROM person_aggregates p WHERE p.applicant_id = a.id)"
                    "   AS persons"
                    " FROM applicants a LEFT JOIN jobs j ON j.type = 'process_applicant'"
                    "  AND CAST(j.payload ->> 'applicant_id' AS integer) = a.id"
                    " GROUP BY a.id"
                )
            ).all()
            twice = conn.execute(
                text(
                    "SELECT count(*) FROM (SELECT 1 FROM person_aggregates"
                    " GROUP BY applicant_id, name_normalized HAVING count(*) > 1) AS t"
                )
            ).scalar_one()
        assert len(per_applicant) == applicants
        assert all(row.jobs == 1 and row.persons > 0 for row in per_applicant), per_applicant
        assert twice == 0
    finally:
        if cut is not None:
            hosts.restore(cut)  # so that its worker can hear the signal and stop
        for proc in procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in procs.values():
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for opened in logs.values():
            opened.close()
        db.dispose()
