"""In-process cost of one `GET /api/v1/jobs/{id}` (no network, no worker), by hand:

    python benchmarks/status_in_process.py [--requests 2000] [--clients 16] [--db URL] [--profile]

Calls the ASGI app directly from one event loop (as the server would, without a socket) and
prints the mean milliseconds per request and requests/s of `--clients` concurrent clients
(default one), for an admin's API token, a round member's, and the same member's session
cookie (as the pages poll), on a scratch SQLite database or the (empty, migrated here)
database `--db` names. `--profile` prints where the admin's requests spend their time.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import pstats
import tempfile
import time
from base64 import b64encode
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from itsdangerous import TimestampSigner

from minesweeper.auth import add_to_round, create_user, issue_token, start_session
from minesweeper.cli.bench_http import _prepare
from minesweeper.db import Database
from minesweeper.db.models import Applicant
from minesweeper.jobs import get_job
from minesweeper.settings import load_settings
from minesweeper.web.app import create_app
from minesweeper.web.security import SESSION_COOKIE, SESSION_ID_KEY

SECRET_KEY = "x"


def _member(url: str, job_id: str) -> tuple[str, str]:
    """An API token and a signed session cookie of a member of the polled job's round (a
    reused `--db` holds other rounds)."""
    db = Database(url)
    try:
        with db.session() as session:
            job = get_job(session.connection(), job_id)
            assert job is not None
            applicant = session.get(Applicant, job.payload["applicant_id"])
            assert applicant is not None
            email = f"member-{time.time_ns()}@example.org"
            user, _ = create_user(session, email)
            add_to_round(session, email, applicant.round_id)
            token = issue_token(session, email)
            sid = start_session(session, user.id, 3600)
    finally:
        db.dispose()
    # What the session middleware sets at login: the server-side session's id, signed.
    data = b64encode(json.dumps({SESSION_ID_KEY: sid}).encode())
    return token, f"{SESSION_COOKIE}={TimestampSigner(SECRET_KEY).sign(data).decode()}"


async def _get(app: FastAPI, path: str, headers: list[tuple[bytes, bytes]]) -> int:
    """One GET through the ASGI interface, as a server would call it; the status code."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }
    status = 0

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: MutableMapping[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = int(message["status"])

    await app(scope, receive, send)
    return status


async def _poll(
    app: FastAPI, job_id: str, credentials: tuple[bytes, bytes], n: int, clients: int
) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process, all threads) for `n` polls from `clients`
    concurrent clients, after a warm-up. On a shared machine the CPU figure is the steadier
    one. The requests are bare ASGI calls, so the figures are the server's alone (an HTTP
    client library in the same process would add its own cost)."""
    path = f"/api/v1/jobs/{job_id}"
    headers = [(b"host", b"bench"), credentials]
    for _ in range(50):
        assert await _get(app, path, headers) == 200

    async def client(count: int) -> None:
        for _ in range(count):
            assert await _get(app, path, headers) == 200

    start, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(client(n // clients) for _ in range(clients)))
    return time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=1, help="concurrent clients")
    parser.add_argument("--db", default="", help="database URL (default: a scratch SQLite file)")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    n = args.requests // args.clients * args.clients
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{Path(tmp) / 'status.db'}"
        admin_token, job_id = _prepare(url)
        member_token, member_cookie = _member(url, job_id)
        app = create_app(load_settings(database_url=url, secret_key=SECRET_KEY, data_dir=tmp))
        admin = (b"authorization", f"Bearer {admin_token}".encode())
        for who, credentials in (
            ("admin's token", admin),
            ("member's token", (b"authorization", f"Bearer {member_token}".encode())),
            ("member's session cookie", (b"cookie", member_cookie.encode())),
        ):
            elapsed, cpu = asyncio.run(_poll(app, job_id, credentials, n, args.clients))
            print(
                f"{who}: {elapsed / n * 1000:.2f} ms/request wall, {n / elapsed:.0f} requests/s,"
                f" {cpu / n * 1000:.2f} ms CPU/request"
            )
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(asyncio.run, _poll(app, job_id, admin, n, args.clients))
            stats = pstats.Stats(profile).sort_stats("tottime")
            stats.print_stats(30)


if __name__ == "__main__":
    main()
