"""In-process cost of one `GET /api/v1/jobs/{id}` (no network, no worker), by hand:

    python benchmarks/status_in_process.py [--requests 2000] [--profile]

Calls the ASGI app directly from one event loop (as the server would, without a socket) and
prints the mean milliseconds per request and requests/s of one client, for an admin's API
token and for a round member's, on a scratch SQLite database. `--profile` prints where the
admin's requests spend their time.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import tempfile
import time
from pathlib import Path

import httpx
from fastapi import FastAPI

from minesweeper.auth import add_to_round, create_user, issue_token
from minesweeper.cli.bench_http import _prepare
from minesweeper.db import Database
from minesweeper.db.models import Round
from minesweeper.settings import load_settings
from minesweeper.web.app import create_app


def _member_token(url: str) -> str:
    db = Database(url)
    try:
        with db.session() as session:
            round_id = session.query(Round.id).order_by(Round.id).first()
            assert round_id is not None
            create_user(session, "member@example.org")
            add_to_round(session, "member@example.org", round_id[0])
            return issue_token(session, "member@example.org")
    finally:
        db.dispose()


async def _poll(app: FastAPI, job_id: str, token: str, n: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process, all threads) for `n` sequential polls,
    after a warm-up. On a shared machine the CPU figure is the steadier one."""
    transport = httpx.ASGITransport(app=app)
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        for _ in range(50):
            response = await client.get(f"/api/v1/jobs/{job_id}", headers=headers)
            assert response.status_code == 200, response.text
        start, cpu = time.perf_counter(), time.process_time()
        for _ in range(n):
            await client.get(f"/api/v1/jobs/{job_id}", headers=headers)
        return time.perf_counter() - start, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    n = args.requests
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'status.db'}"
        admin_token, job_id = _prepare(url)
        member_token = _member_token(url)
        app = create_app(load_settings(database_url=url, secret_key="x", data_dir=tmp))
        for who, token in (("admin", admin_token), ("member", member_token)):
            elapsed, cpu = asyncio.run(_poll(app, job_id, token, n))
            print(
                f"{who}: {elapsed / n * 1000:.2f} ms/request wall, {n / elapsed:.0f} requests/s,"
                f" {cpu / n * 1000:.2f} ms CPU/request"
            )
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(asyncio.run, _poll(app, job_id, admin_token, n))
            stats = pstats.Stats(profile).sort_stats("tottime")
            stats.print_stats(30)


if __name__ == "__main__":
    main()
