"""In-process cost of one `GET /api/v1/jobs/{id}` (no network, no worker), by hand:

    python benchmarks/status_in_process.py [--requests 2000]

Prints the mean milliseconds per request and requests/s of one client, for an admin's API
token and for a round member's, on a scratch SQLite database.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    n = parser.parse_args().requests
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'status.db'}"
        admin_token, job_id = _prepare(url)
        member_token = _member_token(url)
        app = create_app(load_settings(database_url=url, secret_key="x", data_dir=tmp))
        with TestClient(app) as client:
            for who, token in (("admin", admin_token), ("member", member_token)):
                headers = {"Authorization": f"Bearer {token}"}
                for _ in range(50):  # warm-up
                    r = client.get(f"/api/v1/jobs/{job_id}", headers=headers)
                    assert r.status_code == 200, r.text
                start = time.perf_counter()
                for _ in range(n):
                    client.get(f"/api/v1/jobs/{job_id}", headers=headers)
                elapsed = time.perf_counter() - start
                print(f"{who}: {elapsed / n * 1000:.2f} ms/request, {n / elapsed:.0f} requests/s")


if __name__ == "__main__":
    main()
